import Foundation
import ListKitTesting

/// A node whose measuring costs a fixed amount of CPU time (a spin on the
/// clock), as measuring text does.
final class CostlyNode: ListNode {
    let nanoseconds: UInt64
    init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }
    func measure(constrainedTo size: CGSize) -> CGSize {
        let start = now()
        while now() &- start < nanoseconds {}
        return CGSize(width: size.width, height: 44)
    }
}

/// One change set inserting `items` items whose nodes cost `cost` seconds
/// each to measure, on a `HeadlessListView` 20 rows tall: through a
/// `ListDataController` (measured on its editing queue) and without it (the
/// view asks each item's size on the main thread, as a list does when its
/// cells size themselves). Each run starts from an empty list.
@MainActor
public enum PipelineCommitBench {
    /// What one run took, in seconds.
    public struct Run: Sendable {
        /// From the edit to the view having the batch.
        public var timeToCommit: Double
        /// Spent on the main thread by the pipeline's steps (asynchronous)
        /// or in the update (synchronous).
        public var mainThread: Double
        /// Nodes measured on the main thread.
        public var measuredOnMain: Int
    }

    final class Source: ListNodeDataSource {
        var count = 0
        let cost: UInt64
        init(cost: UInt64) { self.cost = cost }
        func numberOfSections(in controller: ListDataController) -> Int { 1 }
        func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int { count }
        func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
            let cost = cost
            return { CostlyNode(nanoseconds: cost) }
        }
    }

    /// Through the pipeline.
    public static func asynchronous(items: Int, cost: Double) -> Run {
        let source = Source(cost: UInt64(cost * 1e9))
        let controller = ListDataController()
        controller.dataSource = source
        controller.listView = HeadlessListView(visibleItemCount: 20)
        controller.waitUntilAllUpdatesAreProcessed()
        let before = controller.statistics
        let start = now()
        source.count = items
        try! controller.insertItems(at: (0..<items).map { IndexPath(index: 0).appending($0) })
        // Blocks the main thread only to time the commit: the pipeline's
        // own main-thread time is counted in its statistics.
        controller.waitUntilAllUpdatesAreProcessed()
        let after = controller.statistics
        precondition(controller.visibleMap.itemCounts == [items])
        return Run(timeToCommit: Double(now() - start) / 1e9, mainThread: after.mainThreadTime - before.mainThreadTime,
                   measuredOnMain: after.nodesMeasuredOnMainThread - before.nodesMeasuredOnMainThread)
    }

    final class SyncSource: HeadlessListViewDataSource, HeadlessListViewDelegate {
        var count = 0
        let cost: UInt64
        var measured = 0
        init(cost: UInt64) { self.cost = cost }
        func numberOfSections(in view: HeadlessListView) -> Int { 1 }
        func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { count }
        func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) ?? HeadlessCell()
        }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            measured += 1
            return CostlyNode(nanoseconds: cost).measure(constrainedTo: CGSize(width: view.size.width, height: .greatestFiniteMagnitude))
        }
    }

    /// Without the pipeline: the same insert, every size measured on the
    /// main thread as the view lays the batch out.
    public static func synchronous(items: Int, cost: Double) -> Run {
        let source = SyncSource(cost: UInt64(cost * 1e9))
        let view = HeadlessListView(visibleItemCount: 20)
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.delegate = source
        view.reloadData()
        view.layoutIfNeeded()
        let start = now()
        var batch = BatchUpdate()
        batch.itemInserts = (0..<items).map { IndexPath(index: 0).appending($0) }
        try! view.performBatchUpdates({ source.count = items; return batch }, animated: false, completion: nil)
        view.layoutIfNeeded()
        precondition(view.numberOfItems(inSection: 0) == items)
        let elapsed = Double(now() - start) / 1e9
        return Run(timeToCommit: elapsed, mainThread: elapsed, measuredOnMain: source.measured)
    }
}
