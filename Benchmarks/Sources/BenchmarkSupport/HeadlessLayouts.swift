import Foundation
import ListKitTesting

/// The compositional layout against the flow layout on the headless view,
/// with the same items, cells and frames: a `ListAdapter` on a
/// `HeadlessListView` 320 × 880 points, sections of 100 numbered items.
///
/// - `flowGrid`: the flow layout, the section controllers giving every
///   item a third of the container's width by 88 points (three a row);
/// - `compositionalGrid`: the same grid as a compositional layout, items
///   `fractionalWidth(1/3)` × `fractionalHeight(1)` in a horizontal group
///   `fractionalWidth(1)` × `absolute(88)`;
/// - `flowList`: the flow layout with `estimatedItemSize` 320 × 44 and
///   self-sizing cells that are 54 points tall;
/// - `compositionalList`: `ListCompositionalLayout.list(using: .init(appearance: .plain))`
///   (rows `fractionalWidth(1)` × `estimated(44)`) with the same cells.
///
/// A run is what an app does: the view and its adapter made and attached,
/// the first layout pass, then a scroll from the top to the bottom a screen
/// at a time and back to the top (``HeadlessScrollBench/scrollThrough()``).
@MainActor
public final class HeadlessLayoutBench: ListAdapterDataSource {
    public enum Variant: String, CaseIterable, Sendable {
        case flowGrid = "flow-grid"
        case compositionalGrid = "compositional"
        case flowList = "flow-list"
        case compositionalList = "compositional-list"

        var isGrid: Bool { self == .flowGrid || self == .compositionalGrid }
        var isCompositional: Bool { self == .compositionalGrid || self == .compositionalList }
    }

    /// The grid's row height and the list cells' own height.
    static let gridRowHeight: CGFloat = 88, listCellHeight: CGFloat = 54

    typealias Block = HeadlessScrollBench.Block
    typealias Number = HeadlessScrollBench.Number

    /// A cell that, when asked (self-sizing), is `listCellHeight` tall.
    final class FixedCell: HeadlessCell, ListBindable {
        var number = 0
        func bindViewModel(_ viewModel: Any) { number = (viewModel as? Number)?.value ?? -1 }
        override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
            layoutAttributes.size.height = HeadlessLayoutBench.listCellHeight
            return layoutAttributes
        }
    }

    /// Gives the grid's size to the flow layout (the compositional layout
    /// and `estimatedItemSize` do not ask it).
    final class BlockController: BindingSectionController<Block> {
        override func viewModels(for block: Block) -> [any ListDiffable] { block.items.map(Number.init) }
        override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableCell(of: FixedCell.self, for: self, at: index)
        }
        override func size(for viewModel: any ListDiffable, at index: Int) -> CGSize {
            // The same product the compositional layout forms for fractionalWidth(1/3).
            CGSize(width: 1.0 / 3 * (collectionContext?.containerSize.width ?? 0), height: HeadlessLayoutBench.gridRowHeight)
        }
    }

    /// The compositional layout of `variant` (nil for a flow variant).
    static func compositionalLayout(_ variant: Variant) -> ListCompositionalLayout? {
        switch variant {
        case .flowGrid, .flowList: return nil
        case .compositionalGrid:
            let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                 heightDimension: .fractionalHeight(1)))
            let group = ListLayoutGroup.horizontal(
                layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(gridRowHeight)),
                subitems: [item])
            return ListCompositionalLayout(section: ListLayoutSection(group: group))
        case .compositionalList:
            return ListCompositionalLayout.list(using: ListLayoutListConfiguration(appearance: .plain))
        }
    }

    public let view: HeadlessListView
    let adapter: ListAdapter
    let scheduler = ManualUpdateScheduler()
    let blocks: [Block]

    /// The view of `variant` with its adapter attached, over `blocks`; no
    /// layout pass yet.
    init(blocks: [Block], variant: Variant) {
        self.blocks = blocks
        let scheduler = self.scheduler
        view = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { scheduler.schedule(after: 0, $0) })
        if variant == .flowList { view.estimatedItemSize = CGSize(width: view.size.width, height: 44) }
        view.compositionalLayout = Self.compositionalLayout(variant)
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        adapter.listView = view
        adapter.dataSource = self
    }

    public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { blocks }

    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        BlockController()
    }

    public func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    /// The first layout pass, then a scroll through and back; returns the
    /// cells asked for.
    func layOutAndScroll() -> Int {
        view.layoutIfNeeded()
        HeadlessScrollBench.scrollThrough(view)
        return view.cellRequestCount
    }

    /// One run of `variant` over `items` items (see the type): returns the
    /// cells asked for.
    public static func run(items: Int, variant: Variant) -> Int {
        HeadlessLayoutBench(blocks: HeadlessScrollBench.blocks(items: items), variant: variant).layOutAndScroll()
    }

    /// Runs of the variants, each making its view and adapter afresh over
    /// the same sections (made once), for `measure`.
    public static func preparedRuns(items: Int) -> [Variant: PreparedRun] {
        let blocks = HeadlessScrollBench.blocks(items: items)
        var runs: [Variant: PreparedRun] = [:]
        for variant in Variant.allCases {
            runs[variant] = { MainActor.assumeIsolated { HeadlessLayoutBench(blocks: blocks, variant: variant).layOutAndScroll() } }
        }
        return runs
    }

    /// Checks that the two grids, and the two lists once scrolled through
    /// (every cell sized), give the same frames to the bit, for every
    /// 7th item and the last of each section, and the same content size
    /// and cells asked for; returns a line saying what was compared, or
    /// what differs.
    public static func checkSameFrames(items: Int) -> (same: Bool, report: String) {
        let blocks = HeadlessScrollBench.blocks(items: items)
        var lines: [String] = [], same = true
        for (flow, compositional) in [(Variant.flowGrid, Variant.compositionalGrid), (.flowList, .compositionalList)] {
            let a = HeadlessLayoutBench(blocks: blocks, variant: flow), b = HeadlessLayoutBench(blocks: blocks, variant: compositional)
            let cellsA = a.layOutAndScroll(), cellsB = b.layOutAndScroll()
            var compared = 0, differing: [String] = []
            for (s, block) in blocks.enumerated() {
                for i in Set(stride(from: 0, to: block.items.count, by: 7)).union([block.items.count - 1]).sorted() {
                    let path = IndexPath(item: i, section: s)
                    let fa = a.view.frameForItem(at: path), fb = b.view.frameForItem(at: path)
                    compared += 1
                    if fa != fb, differing.count < 3 { differing.append("\(path): \(String(describing: fa)) vs \(String(describing: fb))") }
                    if fa != fb { same = false }
                }
            }
            let sizes = (a.view.contentSize, b.view.contentSize)
            if sizes.0 != sizes.1 || cellsA != cellsB { same = false }
            lines.append("\(flow.rawValue) vs \(compositional.rawValue): \(compared) frames compared"
                + (differing.isEmpty ? ", equal" : ", differing: " + differing.joined(separator: "; "))
                + "; content \(sizes.0) vs \(sizes.1); cells asked \(cellsA) vs \(cellsB)")
        }
        return (same, lines.joined(separator: "\n"))
    }
}
