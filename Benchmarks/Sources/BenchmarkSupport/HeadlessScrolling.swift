import Foundation
import ListKitTesting

/// The adapter on a headless collection view, as an app runs it: sections of
/// 100 numbered items, each item a cell vended by its section controller.
/// Used to show that scrolling costs the same per cell whatever the list's
/// length, and that an update of one section asks only for what changed.
@MainActor
public final class HeadlessScrollBench: ListAdapterDataSource {
    /// One section's worth of numbers.
    struct Block: ListDiffable, Equatable {
        var id: Int
        var items: [Int]
        var diffIdentifier: AnyHashable { id }
    }

    /// An item of a section: a number.
    struct Number: ListDiffable, Equatable {
        var value: Int
        var diffIdentifier: AnyHashable { value }
    }

    /// Self-sizing (asked only when the view's `estimatedItemSize` is
    /// set), a cell is 34, 44 or 54 points tall by its number.
    final class NumberCell: HeadlessCell, ListBindable {
        var number = 0
        func bindViewModel(_ viewModel: Any) { number = (viewModel as? Number)?.value ?? -1 }
        override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
            layoutAttributes.size.height = CGFloat(34 + 10 * (number % 3))
            return layoutAttributes
        }
    }

    /// Reports its own item changes (a binding controller), so an update
    /// asks only for the cells of items that changed.
    final class BlockController: BindingSectionController<Block> {
        override func viewModels(for block: Block) -> [any ListDiffable] { block.items.map(Number.init) }
        override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
        }
    }

    public let view: HeadlessListView
    let adapter: ListAdapter
    let scheduler = ManualUpdateScheduler()
    var blocks: [Block]

    /// `items` items in sections of 100, on a view 20 rows tall; with
    /// `selfSizing`, the cells size themselves (34, 44 or 54 points tall,
    /// from an estimate of 44).
    public init(items: Int, selfSizing: Bool = false) {
        blocks = Self.blocks(items: items)
        let scheduler = self.scheduler
        view = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { scheduler.schedule(after: 0, $0) })
        if selfSizing { view.estimatedItemSize = CGSize(width: view.size.width, height: 44) }
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        adapter.listView = view
        adapter.dataSource = self
    }

    public func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { blocks }

    public func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        BlockController()
    }

    public func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    /// Scrolls from the top to the bottom a screen at a time, then back to
    /// the top; returns how many cells came on screen.
    public func scrollThrough() -> Int {
        let before = view.cellRequestCount
        Self.scrollThrough(view)
        return view.cellRequestCount - before
    }

    /// Scrolls `view` from the top to the bottom a screen at a time, then
    /// back to the top.
    static func scrollThrough(_ view: HeadlessListView) {
        let screen = view.size.height, end = view.contentSize.height
        var y: CGFloat = 0
        while y < end {
            y += screen
            view.contentOffset = CGPoint(x: 0, y: y)
        }
        view.contentOffset = .zero
    }

    /// `items` numbered items in sections of 100.
    static func blocks(items: Int) -> [Block] {
        stride(from: 0, to: items, by: 100).map { Block(id: $0, items: Array($0..<min(items, $0 + 100))) }
    }

    /// Inserts an item at the top of the first section (on screen) and
    /// deletes it again, each through `performUpdates`; returns the cells
    /// asked for by the two updates.
    public func updateOneSection() -> Int {
        let before = view.cellRequestCount
        blocks[0].items.insert(-1, at: 0)
        adapter.performUpdates(animated: true)
        scheduler.advance(by: 1)
        blocks[0].items.removeFirst()
        adapter.performUpdates(animated: true)
        scheduler.advance(by: 1)
        return view.cellRequestCount - before
    }
}
