import Foundation
import ListKitTesting

/// IGListKit's `NestedAdapterViewController`: a vertical list of texts and
/// carousels, each carousel a cell holding a horizontal list view of its
/// own, driven by an adapter that its ``HorizontalSectionController`` keeps
/// and feeds. The demo opens the list, scrolls the first carousel sideways,
/// shortens the second one and adds a text, scrolls the list down, and taps
/// a tile inside a carousel.
@MainActor
final class NestedAdapterScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 400))
    var data: [any ListDiffable] = [
        Label(text: "Carousels scroll sideways"),
        Label(text: "inside a list that scrolls down"),
        Carousel(name: "a", count: 14),
        Label(text: "Each has an adapter of its own"),
        Carousel(name: "b", count: 6),
        Label(text: "and a list view in its cell"),
        Carousel(name: "c", count: 2),
    ]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        guard object is Carousel else { return LabelSectionController() }
        let controller = HorizontalSectionController(scheduler: stage.scheduler)
        controller.onSelect = { [unowned stage] carousel, tile in stage.note("tapped tile \(tile) of carousel \(carousel.name)") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    /// The list view inside the cell of carousel `name`, when on screen.
    func carouselView(_ name: String) -> HeadlessListView? {
        guard let section = stage.adapter.section(for: Carousel(name: name, count: 0)) else { return nil }
        return (stage.view.cellForItem(at: [section, 0]) as? EmbeddedCollectionViewCell)?.collectionView
    }

    static func demo() -> [String] {
        let screen = NestedAdapterScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("carousel a scrolled sideways to 500") {
            screen.carouselView("a")?.contentOffset = CGPoint(x: 500, y: 0)
        }
        lines += stage.step("carousel b down to 3 tiles, a text added at the end") {
            screen.data[4] = Carousel(name: "b", count: 3)
            screen.data.append(Label(text: "The end"))
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("scrolled to 300") { stage.view.contentOffset = CGPoint(x: 0, y: 300) }
        lines += stage.step("tapped the second tile of carousel b") { screen.carouselView("b")?.tapItem(at: [1, 0]) }
        return lines
    }
}

/// A carousel of `count` numbered tiles. Its name is its identity, so a new
/// count updates the same carousel (IGListKit's example uses the count, an
/// `NSNumber`, as the object).
struct Carousel: ListDiffable, Equatable {
    var name: String
    var count: Int
    var diffIdentifier: AnyHashable { name }
}

/// A carousel, 100 points high (IGListKit's `HorizontalSectionController`):
/// the data source of an adapter of its own, which it points at the list
/// view of each cell it vends. That attach is a data-source change, so the
/// inner adapter shows the carousel's tiles at once. The inner adapter runs
/// on the screen's clock, so its updates settle with the screen's.
final class HorizontalSectionController: GenericSectionController<Carousel>, ListAdapterDataSource {
    /// Called with the carousel and the number of the tile tapped.
    var onSelect: ((Carousel, Int) -> Void)?
    private let scheduler: ManualUpdateScheduler

    private lazy var adapter: ListAdapter = {
        let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler), viewController: viewController)
        adapter.dataSource = self
        return adapter
    }()

    init(scheduler: ManualUpdateScheduler) {
        self.scheduler = scheduler
        super.init()
    }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 100)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        guard let cell = collectionContext?.dequeueReusableCell(of: EmbeddedCollectionViewCell.self, for: self, at: index)
        else { return nil }
        let view = cell.install(size: sizeForItem(at: index), scheduler: scheduler)
        adapter.listView = view
        return cell
    }

    // MARK: The inner adapter's data source

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        (0..<(object?.count ?? 0)).map { Number(value: $0 + 1) }
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = EmbeddedSectionController()
        controller.onSelect = { [weak self] tile in
            if let self, let carousel = self.object { self.onSelect?(carousel, tile) }
        }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
}

/// A square tile as high as its carousel, 10 points before the next
/// (IGListKit's `EmbeddedSectionController`).
final class EmbeddedSectionController: GenericSectionController<Number> {
    var onSelect: ((Int) -> Void)?

    override init() {
        super.init()
        inset = ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
    }

    override func sizeForItem(at index: Int) -> CGSize {
        let height = collectionContext?.containerSize.height ?? 0
        return CGSize(width: height, height: height)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: CenterLabelCell.self, for: self, at: index)
        cell?.text = "\(object?.value ?? 0)"
        cell?.color = "red"
        return cell
    }

    override func didSelectItem(at index: Int) {
        if let object { onSelect?(object.value) }
    }
}

/// A cell holding a horizontal list view (IGListKit's
/// `EmbeddedCollectionViewCell`). It shows the tiles on screen in its list,
/// left to right, and how far that list is scrolled.
///
/// On a device the cell makes its `UICollectionView` in its initializer.
/// Here the view is made the first time a controller vends the cell
/// (``install(size:scheduler:)``), so that it runs its completions on the
/// screen's clock: the headless view makes cells with `init()` and cannot
/// hand them one.
final class EmbeddedCollectionViewCell: HeadlessCell, Showing {
    private(set) var collectionView: HeadlessListView?

    /// The cell's list view, made on the first call, sized to `size`.
    func install(size: CGSize, scheduler: ManualUpdateScheduler) -> HeadlessListView {
        if let collectionView {
            collectionView.size = size
            return collectionView
        }
        let view = HeadlessListView(size: size, scheduler: scheduler)
        view.scrollDirection = .horizontal
        collectionView = view
        return view
    }

    var shown: String {
        guard let view = collectionView else { return "carousel (no list)" }
        let tiles = view.visibleCells.sorted { $0.frame.minX < $1.frame.minX }.map(Stage.text(of:))
        return "carousel " + tiles.joined(separator: " ") + "  (x \(Int(view.contentOffset.x)) of \(Int(view.contentSize.width)))"
    }
}
