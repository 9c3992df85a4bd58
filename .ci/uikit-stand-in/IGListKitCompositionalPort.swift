// A screen shaped like IGListKit's compositional-layout example (a view
// controller whose collection view's layout asks each section controller
// for its own section, and grid, carousel, list and header-and-footer
// section controllers that give one), written with ListViews' `List` names
// of UIKit's layout types and shown through
// `UICollectionViewCompositionalLayout(ListCompositionalLayout)`.
// Type-checked by .ci/run over the UIKit stand-in, with IGListKitPort.swift.
import ListKit
import UIKit

/// A section controller that gives its own section of the layout.
@MainActor
protocol ComposableSection {
    func collectionViewSectionLayout(layoutEnvironment environment: ListLayoutEnvironment) -> ListLayoutSection?
}

struct Palette: ListDiffable, Equatable {
    let name: String
    let swatchCount: Int
    var diffIdentifier: AnyHashable { name }
}

struct Shelf: ListDiffable, Equatable {
    let title: String
    let bookCount: Int
    var diffIdentifier: AnyHashable { title }
}

struct Reader: ListDiffable, Equatable {
    let handle: String
    var diffIdentifier: AnyHashable { handle }
}

struct Notice: ListDiffable, Equatable {
    let text: String
    let opensThread: Bool
    let closesThread: Bool
    var diffIdentifier: AnyHashable { text }
}

final class ComposedLibraryViewController: UIViewController, ListAdapterDataSource {
    private var collectionView: UICollectionView?
    private lazy var adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
    private let entries: [any ListDiffable] = [
        Notice(text: "Opening hours changed", opensThread: true, closesThread: false),
        Palette(name: "Autumn", swatchCount: 7),
        Reader(handle: "ada"),
        Shelf(title: "New this week", bookCount: 12),
        Notice(text: "See you soon", opensThread: false, closesThread: true),
        Palette(name: "Sea", swatchCount: 4),
        Shelf(title: "Staff picks", bookCount: 3),
        Reader(handle: "grace"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = ListCompositionalLayout { [weak self] index, environment in
            guard let self, let controller = adapter.sectionController(forSection: index) as? ComposableSection else {
                return nil
            }
            return controller.collectionViewSectionLayout(layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(frame: .zero,
                                              collectionViewLayout: UICollectionViewCompositionalLayout(layout))
        self.collectionView = collectionView
        view.addSubview(collectionView)
        adapter.listView = collectionView
        adapter.dataSource = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView?.frame = view.bounds
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { entries }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        switch object {
        case is Palette: PaletteGridSectionController()
        case is Shelf: ShelfCarouselSectionController()
        case is Reader: ReaderRowSectionController()
        case is Notice: NoticeSectionController()
        default: nil
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
}

/// Swatches four to a row, square, with a hairline between them.
final class PaletteGridSectionController: SectionController, ComposableSection {
    private var palette: Palette?

    override var numberOfItems: Int { palette?.swatchCount ?? 0 }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell: UICollectionViewCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
        return cell
    }

    override func didUpdate(to object: any ListDiffable) {
        palette = object as? Palette
    }

    func collectionViewSectionLayout(layoutEnvironment environment: ListLayoutEnvironment) -> ListLayoutSection? {
        let columns: CGFloat = 4
        let swatch = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1 / columns),
                                                               heightDimension: .fractionalHeight(1)))
        swatch.contentInsets = ListDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let row = ListLayoutGroup.horizontal(
            layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1),
                                       heightDimension: .fractionalWidth(1 / columns)),
            subitems: [swatch])
        return ListLayoutSection(group: row)
    }
}

/// Book covers side by side in a row that scrolls on its own, resting on a
/// cover's leading edge; two covers, one above the other, per page on a
/// narrow screen.
final class ShelfCarouselSectionController: SectionController, ComposableSection {
    private var shelf: Shelf?

    override var numberOfItems: Int { shelf?.bookCount ?? 0 }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell: UICollectionViewCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
        return cell
    }

    override func didUpdate(to object: any ListDiffable) {
        shelf = object as? Shelf
    }

    func collectionViewSectionLayout(layoutEnvironment environment: ListLayoutEnvironment) -> ListLayoutSection? {
        let cover = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1),
                                                              heightDimension: .fractionalHeight(1)))
        cover.contentInsets = ListDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 12)
        let narrow = environment.container.effectiveContentSize.width < 500
        let page = ListLayoutGroup.vertical(
            layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(narrow ? 0.8 : 0.4),
                                       heightDimension: .absolute(narrow ? 320 : 160)),
            repeatingSubitem: cover, count: narrow ? 2 : 1)
        page.interItemSpacing = .fixed(8)
        let section = ListLayoutSection(group: page)
        section.contentInsets = ListDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        section.interGroupSpacing = 4
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }
}

/// One reader, laid out as a plain list.
final class ReaderRowSectionController: SectionController, ComposableSection {
    private var reader: Reader?

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell: UICollectionViewCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
        return cell
    }

    override func didUpdate(to object: any ListDiffable) {
        reader = object as? Reader
    }

    func collectionViewSectionLayout(layoutEnvironment environment: ListLayoutEnvironment) -> ListLayoutSection? {
        var configuration = ListLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        return ListLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
}

/// A notice whose section takes the controller's flow-layout metrics, and
/// its headers and footers from its supplementary-view source, each sized
/// as the source says.
final class NoticeSectionController: SectionController, ComposableSection, ListSupplementaryViewSource {
    private var notice: Notice?

    override init() {
        super.init()
        supplementaryViewSource = self
        inset = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        minimumLineSpacing = 4
        minimumInteritemSpacing = 6
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell: UICollectionViewCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
        return cell
    }

    override func didUpdate(to object: any ListDiffable) {
        notice = object as? Notice
    }

    var supportedElementKinds: [String] {
        [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
    }

    func viewForSupplementaryElement(ofKind elementKind: String, at index: Int) -> (any ListReusableView)? {
        let view: UICollectionReusableView? = collectionContext?.dequeueReusableSupplementaryView(
            ofKind: elementKind, forSectionController: self, atIndex: index)
        return view
    }

    func sizeForSupplementaryView(ofKind elementKind: String, at index: Int) -> CGSize {
        let shown = elementKind == UICollectionView.elementKindSectionHeader ? notice?.opensThread : notice?.closesThread
        return shown == true ? CGSize(width: collectionContext?.containerSize.width ?? 0, height: 36) : .zero
    }

    func collectionViewSectionLayout(layoutEnvironment environment: ListLayoutEnvironment) -> ListLayoutSection? {
        let items = (0..<numberOfItems).map { index in
            let size = sizeForItem(at: index)
            return ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .absolute(size.width),
                                                             heightDimension: .estimated(size.height)))
        }
        let tallest = (0..<numberOfItems).map { sizeForItem(at: $0).height }.max() ?? 44
        let row = ListLayoutGroup.horizontal(
            layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(tallest)),
            subitems: items)
        if minimumInteritemSpacing > 0 {
            row.interItemSpacing = ListLayoutSpacing.fixed(minimumInteritemSpacing)
        }
        let section = ListLayoutSection(group: row)
        section.boundarySupplementaryItems = supportedElementKinds.compactMap { kind in
            let size = sizeForSupplementaryView(ofKind: kind, at: 0)
            guard size != .zero else { return nil }
            let header = kind == UICollectionView.elementKindSectionHeader
            let item = ListLayoutBoundarySupplementaryItem(
                layoutSize: ListLayoutSize(widthDimension: .absolute(size.width), heightDimension: .absolute(size.height)),
                elementKind: kind, alignment: header ? .top : .bottom)
            item.pinToVisibleBounds = header
            return item
        }
        if inset != .zero {
            section.contentInsets = ListDirectionalEdgeInsets(top: inset.top, leading: inset.left,
                                                              bottom: inset.bottom, trailing: inset.right)
        }
        section.interGroupSpacing = minimumLineSpacing
        section.supplementariesFollowContentInsets = false
        return section
    }
}
