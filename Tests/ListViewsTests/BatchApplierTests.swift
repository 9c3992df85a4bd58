import Foundation
@testable import ListViews
import XCTest

/// A list view that runs each update block, records the batch, then
/// refuses the batch numbered `refuseAt` (counting from 0) and completes
/// the others at once with `finished`.
@MainActor
private final class RecordingView: ListView {
    var batches: [BatchUpdate] = []
    var refuseAt: Int?
    var finished = true
    var numberOfSections: Int { 1 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
    func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        let batch = updates()
        defer { batches.append(batch) }
        if batches.count == refuseAt { throw BatchUpdateError.sectionCountMismatch(before: 1, after: 1, inserted: 1, deleted: 0) }
        completion?(finished)
    }
    func reloadData() {}
    var indexPathsForVisibleItems: [IndexPath] { [] }
    func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
    func invalidateLayout(at indexPaths: [IndexPath]) {}
    var isVisible: Bool { true }
    var emptyView: AnyObject?
}

/// The one routine every driver puts its batches on a view with: the steps
/// in order, then the reconfigures they leave as one more batch; the
/// completion once, with the last batch's flag; on a refusal, nothing more
/// sent, no completion, and the rejection naming the refused batch.
@MainActor
final class BatchApplierTests: XCTestCase {
    private func batch(_ item: Int) -> BatchUpdate {
        var batch = BatchUpdate()
        batch.itemInserts = [IndexPath(indexes: [0, item])]
        return batch
    }

    func testStepsThenReconfiguresThenOneCompletion() async {
        let view = RecordingView()
        view.finished = false
        var reconfigure = BatchUpdate()
        reconfigure.itemReconfigures = [IndexPath(indexes: [0, 9])]
        var log: [String] = [], left = BatchUpdate()
        BatchApplier.apply([{ self.batch(1) }, { left = reconfigure; return self.batch(2) }], to: view, animated: true,
                           reconfigures: { left },
                           didPerform: { batch, _ in log.append("performed \(batch)") },
                           completion: { log.append("completion \($0)") },
                           recover: { log.append("recover \($0)") })
        XCTAssertEqual(view.batches, [batch(1), batch(2), reconfigure])
        XCTAssertEqual(log, ["performed \(batch(1))", "performed \(batch(2))", "performed \(reconfigure)", "completion false"])
    }

    func testWithoutReconfiguresTheLastStepCompletes() async {
        let view = RecordingView()
        var log: [String] = []
        BatchApplier.apply([{ self.batch(1) }], to: view, animated: false,
                           completion: { log.append("completion \($0)") }, recover: { log.append("recover \($0)") })
        XCTAssertEqual(view.batches, [batch(1)])
        XCTAssertEqual(log, ["completion true"])
    }

    func testARefusalStopsAndNamesTheRefusedBatch() async {
        let view = RecordingView()
        view.refuseAt = 1
        var log: [String] = [], rejections: [BatchRejection] = []
        BatchApplier.apply([{ self.batch(1) }, { self.batch(2) }, { self.batch(3) }], to: view, animated: true,
                           completion: { log.append("completion \($0)") }, recover: { rejections.append($0) })
        XCTAssertEqual(view.batches, [batch(1), batch(2)], "nothing after the refused batch")
        XCTAssertEqual(log, [], "no completion after a refusal")
        XCTAssertEqual(rejections.map(\.batch), [batch(2)])
        XCTAssertEqual(rejections.first?.error, .sectionCountMismatch(before: 1, after: 1, inserted: 1, deleted: 0))
    }

    func testNoStepsCompleteAtOnce() async {
        var log: [Bool] = []
        BatchApplier.apply([], to: RecordingView(), animated: true, completion: { log.append($0) }, recover: { _ in })
        XCTAssertEqual(log, [true])
    }
}
