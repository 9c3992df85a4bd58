import Foundation
import ListKitTesting

/// An adapter-driven update through the pipeline: a `ListAdapter` whose
/// section controllers vend node blocks drives a `ListDataController` on a
/// `HeadlessListView` 20 rows tall. Each update changes one object in 50
/// (every other one deleted, the rest given a new item list) and inserts as
/// many new ones; the next update goes back. The adapter diffs, the data
/// controller takes the batch as a change set, measures the new nodes on
/// its editing queue and commits.
@MainActor
public final class PipelineAdapterUpdateBench {
    struct Feed: ListDiffable, Equatable {
        let id: Int
        let items: [Int]
        var diffIdentifier: AnyHashable { id }
    }

    final class Node: ListNode {
        func measure(constrainedTo size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
    }

    final class Controller: SectionController, ListNodeSectionController {
        var items: [Int] = []
        override var numberOfItems: Int { items.count }
        override func didUpdate(to object: any ListDiffable) { items = (object as! Feed).items }
        func nodeBlockForItem(at index: Int) -> ListNodeBlock? { { Node() } }
    }

    final class Source: ListAdapterDataSource {
        var objects: [Feed] = []
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
            Controller()
        }
        func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    }

    let scheduler = ManualUpdateScheduler()
    let adapter: ListAdapter
    let controller = ListDataController()
    let source = Source()
    let before: [Feed], after: [Feed]

    /// `sections` objects of `items` items each.
    public init(sections: Int, items: Int) {
        before = (0..<sections).map { Feed(id: $0, items: Array(($0 * items)..<(($0 + 1) * items))) }
        var changed: [Feed] = []
        for (n, feed) in before.enumerated() {
            if n % 50 == 25 {
                changed.append(Feed(id: sections + n, items: feed.items.map { -$0 - 1 }))
            }
            if n % 100 == 0 { continue }   // deleted
            changed.append(n % 100 == 50 ? Feed(id: feed.id, items: feed.items.reversed()) : feed)
        }
        after = changed
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        // Completions at once: the updater starts the next update only once
        // the view has finished the last (a Task would need a run loop).
        controller.listView = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { $0() })
        adapter.listView = controller
        source.objects = before
        adapter.dataSource = source
        settle()
    }

    private func settle() {
        scheduler.advance(by: 1)
        controller.waitUntilAllUpdatesAreProcessed()
        scheduler.advance(by: 1)
    }

    /// Two updates (to the changed objects and back), each through to the
    /// view; the change sets committed.
    public func updateBoth() -> Int {
        let committed = controller.statistics.changeSetsCommitted
        for objects in [after, before] {
            source.objects = objects
            adapter.performUpdates(animated: true)
            settle()
        }
        return controller.statistics.changeSetsCommitted - committed
    }
}
