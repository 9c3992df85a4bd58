import Foundation
import ListKitTesting

/// IGListKit's `CompositionLayoutViewController`: the mixed data of texts,
/// colour grids, users and card carousels, laid out by a compositional
/// layout whose sections the section controllers give
/// (`ListCompositionalLayout(sectionsOf:)` asking each controller's
/// `layoutSection(in:)`). Texts are list rows that size themselves to their
/// lines; grids are three square tiles a row, four once the view is wider
/// than 350 points (the section reads the environment); users are list
/// rows; cards sit side by side in a row that scrolls across, of which the
/// view shows those inside its width. The demo opens the list, scrolls,
/// removes a grid, and widens the view.
@MainActor
final class CompositionalLayoutScreen: ListAdapterDataSource {
    /// Cards in a row that scrolls across (IGListKit's
    /// `HorizontalCardsSection`).
    struct Cards: ListDiffable, Hashable {
        var name: String
        var count: Int
        var diffIdentifier: AnyHashable { name }
    }

    let stage = Stage(size: CGSize(width: 300, height: 400))
    var data: [any ListDiffable] = [
        Label(text: "Each controller gives its section's layout; the view lays them out."),
        GridItem(color: "red", itemCount: 5),
        User(pk: 1, name: "Grace Hopper", handle: "@grace"),
        Cards(name: "card", count: 6),
        GridItem(color: "blue", itemCount: 3),
        User(pk: 2, name: "Alan Turing", handle: "@alan"),
    ]

    init() {
        stage.view.compositionalLayout = ListCompositionalLayout(sectionsOf: stage.adapter)
        stage.adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        switch object {
        case is Label: return TextRowController()
        case is GridItem: return TileGridController()
        case is Cards: return CardRowController()
        default: return UserRowController()
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = CompositionalLayoutScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("scrolled to 250") { stage.view.contentOffset = CGPoint(x: 0, y: 250) }
        lines += stage.step("removed the red grid") {
            screen.data.remove(at: 1)
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("widened to 400: four tiles a row") { stage.view.size = CGSize(width: 400, height: 400) }
        return lines
    }
}

/// A text as a list row that sizes itself to its lines.
final class TextRowController: GenericSectionController<Label> {
    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: FullWidthTextCell.self, for: self, at: index)
        cell?.text = object?.text ?? ""
        return cell
    }

    override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
        ListLayoutSection.list(using: ListLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
}

/// A grid of square tiles: three a row, four in a view wider than 350
/// points, with two points of space inside each tile's square.
final class TileGridController: GenericSectionController<GridItem> {
    override var numberOfItems: Int { object?.items.count ?? 0 }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: CenterLabelCell.self, for: self, at: index)
        cell?.text = object?.items[index] ?? "?"
        cell?.color = object?.color ?? ""
        return cell
    }

    override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
        let columns: CGFloat = environment.container.effectiveContentSize.width > 350 ? 4 : 3
        let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1 / columns),
                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = ListDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / columns))
        return ListLayoutSection(group: .horizontal(layoutSize: row, subitems: [item]))
    }
}

/// A user as a list row of 44 points.
final class UserRowController: GenericSectionController<User> {
    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: DetailLabelCell.self, for: self, at: index)
        cell?.title = object?.name ?? ""
        cell?.detail = object?.handle ?? ""
        return cell
    }

    override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
        ListLayoutSection.list(using: ListLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
    }
}

/// Cards 120 points wide in a row that scrolls across, 8 points apart,
/// inside 16 points of inset.
final class CardRowController: GenericSectionController<CompositionalLayoutScreen.Cards> {
    override var numberOfItems: Int { object?.count ?? 0 }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = "\(object?.name ?? "?") \(index + 1)"
        return cell
    }

    override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
        let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1),
                                                             heightDimension: .fractionalHeight(1)))
        let section = ListLayoutSection(group: .horizontal(
            layoutSize: ListLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80)), subitems: [item]))
        section.contentInsets = ListDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }
}
