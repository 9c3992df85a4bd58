import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// The five steps of Texture's pipeline, pinned on concrete lists: nodes
/// made and measured off the main thread, the view given a batch only once
/// everything in it is measured, and the two maps and their index spaces
/// in between.
@MainActor
final class ListDataControllerTests: XCTestCase {
    private func makeController(
        _ sections: [[Int]], viewHeight: CGFloat = 100
    ) -> (ListDataController, RowsDataSource, HeadlessListView, DispatchQueue) {
        let queue = DispatchQueue(label: "editing")
        let controller = ListDataController(editingQueue: queue)
        let dataSource = RowsDataSource(sections)
        let view = HeadlessListView(size: CGSize(width: 320, height: viewHeight))
        controller.dataSource = dataSource
        controller.listView = view
        return (controller, dataSource, view, queue)
    }

    /// The first load is a change set: nothing shows until the nodes are
    /// measured, on the editing queue; then the view shows them at their
    /// measured sizes.
    func testFirstLoadMeasuresOffTheMainThreadBeforeTheViewShowsAnything() async {
        let (controller, dataSource, view, queue) = makeController([[1, 2, 3]])
        queue.suspend()
        XCTAssertEqual(controller.pendingMap.numberOfSections, 1)
        XCTAssertEqual(controller.pendingMap.itemCounts, [3])
        XCTAssertEqual(controller.visibleMap.itemCounts, [])
        XCTAssertEqual(view.numberOfSections, 0)
        queue.resume()
        await waitUntil { controller.isIdle }
        XCTAssertEqual(view.numberOfSections, 1)
        XCTAssertEqual(onScreen(view), [1, 2])
        for id in [1, 2, 3] {
            XCTAssertEqual(dataSource.node(id)?.measureCount, 1, "row \(id)")
            XCTAssertEqual(dataSource.node(id)?.measuredOnMain, false, "row \(id)")
        }
        XCTAssertEqual(view.contentSize.height, 150)
        XCTAssertEqual(controller.statistics.nodesMeasuredInBackground, 3)
        XCTAssertEqual(controller.statistics.nodesMeasuredOnMainThread, 0)
    }

    /// While a change set measures, the pending map has it and the visible
    /// map does not; index paths convert through the elements both share.
    func testPendingAndVisibleMapsWhileAChangeSetIsInFlight() async throws {
        let (controller, dataSource, view, queue) = makeController([[1, 2, 3]])
        await waitUntil { controller.isIdle }
        queue.suspend()
        dataSource.sections = [[9, 1, 3]]
        var changes = ListDataController.ChangeSet()
        changes.insertItems(at: [ip(0, 0)])
        changes.deleteItems(at: [ip(0, 1)])
        try controller.update(with: changes)
        XCTAssertEqual(controller.pendingMap.itemCounts, [3])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(rows(of: controller.visibleMap), [[1, 2, 3]])
        // Visible row 1 (item 0) is pending item 1; row 2 is gone; the new
        // row 9 is not visible yet.
        XCTAssertEqual(controller.pendingIndexPath(forVisible: ip(0, 0)), ip(0, 1))
        XCTAssertNil(controller.pendingIndexPath(forVisible: ip(0, 1)))
        XCTAssertEqual(controller.pendingIndexPath(forVisible: ip(0, 2)), ip(0, 2))
        XCTAssertNil(controller.visibleIndexPath(forPending: ip(0, 0)))
        XCTAssertEqual(controller.visibleIndexPath(forPending: ip(0, 1)), ip(0, 0))
        XCTAssertFalse(controller.isIdle)
        queue.resume()
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rows(of: controller.visibleMap), [[9, 1, 3]])
        XCTAssertEqual(onScreen(view), [9, 1])
        XCTAssertEqual(controller.visibleIndexPath(forPending: ip(0, 0)), ip(0, 0))
    }

    /// Several change sets in flight reach the view in order, each as its
    /// own batch; conversions follow each commit.
    func testChangeSetsInFlightCommitInOrder() async throws {
        let (controller, dataSource, view, queue) = makeController([[1, 2]])
        await waitUntil { controller.isIdle }
        var committed: [Int] = []
        queue.suspend()
        dataSource.sections = [[1, 2, 3]]
        var first = ListDataController.ChangeSet()
        first.insertItems(at: [ip(0, 2)])
        try controller.update(with: first) { _ in committed.append(1) }
        dataSource.sections = [[2, 3]]
        var second = ListDataController.ChangeSet()
        second.deleteItems(at: [ip(0, 0)])
        try controller.update(with: second) { _ in committed.append(2) }
        XCTAssertEqual(rows(of: controller.pendingMap), [[2, 3]])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 2)
        // Pending row 3 is not shown yet; pending row 2 is visible item 1.
        XCTAssertNil(controller.visibleIndexPath(forPending: ip(0, 1)))
        XCTAssertEqual(controller.visibleIndexPath(forPending: ip(0, 0)), ip(0, 1))
        queue.resume()
        await waitUntil { controller.isIdle }
        XCTAssertEqual(committed, [1, 2])
        XCTAssertEqual(rows(of: controller.visibleMap), [[2, 3]])
        XCTAssertEqual(onScreen(view), [2, 3])
        XCTAssertEqual(controller.statistics.changeSetsCommitted, 3)
    }

    /// Edits made outside a batch in one turn are one change set, each
    /// checked against the data source when it is made, in the index space
    /// the edit before it left.
    func testEditsOutsideABatchAreBundledPerTurn() async throws {
        let (controller, dataSource, view, _) = makeController([[1, 2, 3]])
        await waitUntil { controller.isIdle }
        let before = controller.statistics.changeSetsSubmitted
        dataSource.sections = [[0, 1, 2, 3]]
        try controller.insertItems(at: [ip(0, 0)])
        dataSource.sections = [[0, 1, 3]]
        try controller.deleteItems(at: [ip(0, 2)])          // row 2, after the insert
        dataSource.sections = [[0, 3, 1]]
        try controller.moveItem(at: ip(0, 1), to: ip(0, 2))
        XCTAssertEqual(rows(of: controller.pendingMap), [[0, 3, 1]])
        await waitUntil { controller.isIdle }
        XCTAssertEqual(controller.statistics.changeSetsSubmitted, before + 1)
        XCTAssertEqual(rows(of: controller.visibleMap), [[0, 3, 1]])
        XCTAssertEqual(onScreen(view), [0, 3])
        XCTAssertEqual(view.faults, [])
    }

    /// Nested batches collapse into one change set, submitted when the
    /// outermost ends; every completion runs once, after the view took it.
    /// Texture adds each batch's completion to the change set as the batch
    /// ends (`endUpdatesAnimated:completion:`), so the innermost runs first.
    func testNestedBatchesCollapseIntoOneChangeSet() async throws {
        let (controller, dataSource, _, _) = makeController([[1, 2, 3]])
        await waitUntil { controller.isIdle }
        let before = controller.statistics.changeSetsSubmitted
        var finished: [String] = []
        try controller.performBatchUpdates({
            dataSource.sections = [[2, 3, 4]]
            try? controller.deleteItems(at: [ip(0, 0)])
            try? controller.performBatchUpdates({
                try? controller.insertItems(at: [ip(0, 2)])
            }, completion: { _ in finished.append("inner") })
        }, completion: { _ in finished.append("outer") })
        XCTAssertEqual(controller.statistics.changeSetsSubmitted, before + 1)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(finished, ["inner", "outer"])  // in the order the batches ended
        XCTAssertEqual(rows(of: controller.visibleMap), [[2, 3, 4]])
    }

    /// Whether a change set animates is the outermost batch's to say:
    /// Texture's `endUpdatesAnimated:` sets the change set's `animated` only
    /// as the outermost batch ends, whatever the batches inside it said.
    func testTheOutermostBatchSaysWhetherTheChangeSetAnimates() async throws {
        for (outer, inner) in [(true, false), (false, true)] {
            let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
            let dataSource = RowsDataSource([[1, 2, 3]])
            let view = AnimationRecordingView()
            view.controller = controller
            controller.dataSource = dataSource
            controller.listView = view
            await waitUntil { controller.isIdle }
            dataSource.sections = [[1, 2, 3, 4]]
            try controller.performBatchUpdates(animated: outer, {
                try? controller.performBatchUpdates(animated: inner, { try? controller.insertItems(at: [ip(0, 3)]) })
            })
            await waitUntil { controller.isIdle }
            XCTAssertEqual(view.animated, [outer], "outer \(outer), inner \(inner)")
        }
    }

    /// A batch the view refuses is reported as a `BatchRejection` carrying
    /// the batch and the view's `BatchUpdateError`, and the view reloads
    /// with the change set's data.
    func testARefusedBatchIsReportedWithItsBatchAndError() async throws {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let dataSource = RowsDataSource([[1, 2, 3]])
        let view = AnimationRecordingView()
        view.controller = controller
        var diagnostics: [ListDataController.Diagnostic] = []
        controller.diagnosticHandler = { diagnostics.append($0) }
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        let refusal = BatchUpdateError.sectionCountMismatch(before: 1, after: 1, inserted: 0, deleted: 1)
        view.refusal = refusal
        let reloads = view.reloads
        dataSource.sections = [[1, 2, 3, 4]]
        try controller.insertItems(at: [ip(0, 3)])
        await waitUntil { controller.isIdle }
        var expected = BatchUpdate()
        expected.itemInserts = [ip(0, 3)]
        XCTAssertEqual(diagnostics, [.batchRejected(BatchRejection(batch: expected, error: refusal))])
        guard case .batchRejected(let rejection)? = diagnostics.first else { return XCTFail("no rejection") }
        XCTAssertEqual(rejection.error, refusal)
        XCTAssertEqual(rejection.batch, expected)
        XCTAssertEqual(view.reloads, reloads + 1)
        XCTAssertEqual(rows(of: controller.visibleMap), [[1, 2, 3, 4]])
    }

    /// A change set that does not add up is refused with UIKit's reason
    /// before anything runs: nothing is applied and nothing is asked.
    func testAChangeSetThatDoesNotAddUpIsRefusedWholesale() async throws {
        let (controller, dataSource, _, _) = makeController([[1, 2, 3]])
        await waitUntil { controller.isIdle }
        let asked = dataSource.blocksAsked.count
        dataSource.sections = [[1, 2, 3, 4]]
        var changes = ListDataController.ChangeSet()
        changes.deleteItems(at: [ip(0, 0)])
        XCTAssertThrowsError(try controller.update(with: changes)) { error in
            XCTAssertEqual(error as? BatchUpdateError, .itemCountMismatch(section: 0, before: 3, after: 4, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        }
        XCTAssertEqual(rows(of: controller.pendingMap), [[1, 2, 3]])
        XCTAssertEqual(dataSource.blocksAsked.count, asked)
        XCTAssertTrue(controller.isIdle)
    }

    /// A missing block, a block that throws and a size that is not finite
    /// each show an empty node or a zero size, with a diagnostic naming the
    /// item; the rest of the list is shown.
    func testBadNodesAreReportedWithTheirIndexPaths() async {
        let queue = DispatchQueue(label: "editing")
        let controller = ListDataController(editingQueue: queue)
        let dataSource = RowsDataSource([[1, 2, 3, 4]])
        dataSource.failing = [2: .noBlock, 3: .throwsError, 4: .nanSize]
        var diagnostics: [ListDataController.Diagnostic] = []
        controller.diagnosticHandler = { diagnostics.append($0) }
        let view = HeadlessListView(size: CGSize(width: 320, height: 400))
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        XCTAssertEqual(diagnostics, [
            .nodeFailed(.noNodeBlock, kind: nil, at: ip(0, 1)),
            .nodeFailed(.nodeBlockThrew("BlockError()"), kind: nil, at: ip(0, 2)),
            .nodeFailed(.invalidSize, kind: nil, at: ip(0, 3)),
        ])
        XCTAssertEqual(view.contentSize.height, 50)
        XCTAssertEqual(controller.visibleMap.itemCounts, [4])
    }

    /// Each node is measured once, however many change sets keep it.
    func testKeptNodesAreNotMeasuredAgain() async throws {
        let (controller, dataSource, _, _) = makeController([[1, 2, 3]])
        await waitUntil { controller.isIdle }
        for round in 0..<5 {
            dataSource.sections[0].insert(10 + round, at: 0)
            try controller.insertItems(at: [ip(0, 0)])
            await waitUntil { controller.isIdle }
        }
        for id in [1, 2, 3, 10, 14] { XCTAssertEqual(dataSource.node(id)?.measureCount, 1, "row \(id)") }
        XCTAssertEqual(controller.statistics.nodesMeasuredInBackground, 8)
    }
}

/// A width change measures every node again, once, within the new width
/// (Texture relays its nodes out when the list's width changes).
@MainActor
final class ListDataControllerRelayoutTests: XCTestCase {
    func testAWidthChangeMeasuresEveryNodeAgainOnce() async {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let dataSource = RowsDataSource([[1, 2, 3]])
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        XCTAssertEqual(controller.visibleMap.element(at: ip(0, 2))?.measuredSize, CGSize(width: 320, height: 50))
        view.size = CGSize(width: 200, height: 100)
        await waitUntil { controller.isIdle && controller.visibleMap.element(at: ip(0, 2))?.measuredSize?.width == 200 }
        for id in [1, 2, 3] {
            XCTAssertEqual(dataSource.node(id)?.measureCount, 2, "row \(id)")
            XCTAssertEqual(dataSource.node(id)?.measuredOnMain, false, "row \(id)")
        }
        XCTAssertEqual(controller.visibleMap.element(at: ip(0, 0))?.constrainedSize, CGSize(width: 200, height: CGFloat.infinity))
        // Not idle while the relayout for a new width is only scheduled
        // (isIdle said true then, before its change set was submitted;
        // found by the oracle).
        view.size = CGSize(width: 240, height: 100)
        XCTAssertFalse(controller.isIdle)
        await waitUntil { controller.isIdle }
        for id in [1, 2, 3] { XCTAssertEqual(dataSource.node(id)?.measureCount, 3, "row \(id)") }
        XCTAssertEqual(controller.visibleMap.element(at: ip(0, 2))?.measuredSize?.width, 240)
        // The same width again measures nothing.
        controller.relayoutAllNodes()
        await waitUntil { controller.isIdle }
        XCTAssertEqual(dataSource.node(1)?.measureCount, 3)
    }

    /// A width that changes between a reload and the end of its turn is
    /// one the nodes were not made for: they are measured again within it
    /// once shown (the reload took the width of the end of the turn as the
    /// one measured, and the nodes stayed as wide as before; found by the
    /// oracle).
    func testAWidthChangeBeforeTheFirstLoadIsSubmittedMeasuresAgain() async {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let dataSource = RowsDataSource([[1, 2, 3]])
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.dataSource = dataSource
        controller.listView = view                                  // made within 320
        view.size = CGSize(width: 400, height: 100)                 // before the turn ends
        await waitUntil { controller.isIdle }
        XCTAssertEqual(controller.visibleMap.element(at: ip(0, 0))?.measuredSize?.width, 400)
        for id in [1, 2, 3] { XCTAssertEqual(dataSource.node(id)?.measureCount, 2, "row \(id)") }
    }
}

/// A view set while change sets are in flight takes them as reloads: no
/// batch worked out for the old view reaches the new one.
@MainActor
final class ListDataControllerViewSwapTests: XCTestCase {
    func testAViewSetWhileChangeSetsAreInFlightShowsTheirDataWithoutFaults() async throws {
        let queue = DispatchQueue(label: "editing")
        let controller = ListDataController(editingQueue: queue)
        var diagnostics: [ListDataController.Diagnostic] = []
        controller.diagnosticHandler = { diagnostics.append($0) }
        let dataSource = RowsDataSource([[1, 2, 3]])
        let first = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.dataSource = dataSource
        controller.listView = first
        await waitUntil { controller.isIdle }
        queue.suspend()
        dataSource.sections = [[1, 3, 4]]
        var changes = ListDataController.ChangeSet()
        changes.deleteItems(at: [ip(0, 1)])
        changes.insertItems(at: [ip(0, 2)])
        try controller.update(with: changes)
        let second = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.listView = second
        queue.resume()
        await waitUntil { controller.isIdle }
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(second.faults, [])
        XCTAssertEqual(rows(of: controller.visibleMap), [[1, 3, 4]])
        XCTAssertEqual(onScreen(second), [1, 3])
        XCTAssertTrue(first.dataSource == nil && first.delegate == nil)
    }
}

/// A list view that records whether each batch animates, and refuses
/// batches with `refusal` when it is set, once it ran the update block (as
/// UIKit and the headless view find a batch wrong only after it).
@MainActor
private final class AnimationRecordingView: ListView {
    weak var controller: ListDataController?
    var animated: [Bool] = []
    var refusal: BatchUpdateError?
    var reloads = 0
    var numberOfSections: Int { controller?.visibleMap.numberOfSections ?? 0 }
    func numberOfItems(inSection section: Int) -> Int { controller?.visibleMap.numberOfItems(inSection: section) ?? 0 }
    func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        _ = updates()
        if let refusal { throw refusal }
        self.animated.append(animated)
        completion?(true)
    }
    func reloadData() { reloads += 1 }
    var indexPathsForVisibleItems: [IndexPath] { [] }
    func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
    func invalidateLayout(at indexPaths: [IndexPath]) {}
    var isVisible: Bool { true }
    var emptyView: AnyObject?
}
