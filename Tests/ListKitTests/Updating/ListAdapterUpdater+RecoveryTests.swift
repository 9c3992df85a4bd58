import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// The updater on its own, continued: reloads that collapse, fallbacks to
/// a reload (too many changes, counts that do not match, a batch the view
/// refuses), completion order, data-source changes and cancellation.
final class ListAdapterUpdaterRecoveryTests: XCTestCase {
    typealias Harness = ListAdapterUpdaterTests.Harness

    // 34: reloading the same item twice is one delete plus one insert.
    func testRepeatedItemReloadCollapses() async {
        await MainActor.run {
            let h = Harness([Row("id", [1])])
            h.itemUpdates({
                var change = ItemChange(oldSection: 0, newSection: 0)
                change.reloads = [0]
                h.updater.apply(change, to: h.view)
                h.updater.apply(change, to: h.view)
            })
            h.advance()
            var expected = BatchUpdate()
            expected.itemDeletes = [[0, 0]]
            expected.itemInserts = [[0, 0]]
            XCTAssertEqual(h.log.batches, [expected])
        }
    }

    // 35: an update queued from a completion runs next.
    func testUpdateFromACompletion() async {
        await MainActor.run {
            let h = Harness([Row("a", [0])])
            var seen: [[Int]] = []
            h.update(to: [Row("b", [0, 1]), Row("c", [0, 1])]) { _ in
                seen.append(h.counts)
                h.update(to: [Row("b", [0, 1]), Row("c", [0, 1]), Row("d", [0, 1])]) { _ in seen.append(h.counts) }
            }
            h.advance()
            XCTAssertEqual(seen, [[2, 2], [2, 2, 2]])
        }
    }

    // Fallbacks: too many changes, or a view that does not show the old objects.
    func testTooManyChangesReload() async {
        await MainActor.run {
            let h = Harness([])
            var finished: Bool?
            h.update(to: (0..<101).map { Row("\($0)") }) { finished = $0 }
            h.advance()
            XCTAssertEqual(h.log.steps, ["willDiff 0->101", "didDiff", "willReload fallback", "didReload"])
            XCTAssertEqual(finished, true)
            XCTAssertEqual(h.counts.count, 101)

            let exact = Harness([])
            exact.update(to: (0..<100).map { Row("\($0)") })
            exact.advance()
            XCTAssertEqual(exact.view.batchUpdateCount, 1, "100 changes still animate")
        }
    }

    func testSectionCountMismatchReloads() async {
        await MainActor.run {
            let h = Harness([Row("a")])
            h.rows = [Row("a"), Row("b"), Row("c")]
            h.view.reloadData()  // behind the updater's back
            var finished: Bool?
            h.updater.performUpdate(
                animated: true, view: { h.view },
                sectionData: { TransitionData(from: [Row("a")], to: [Row("a"), Row("b")], controllers: []) },
                apply: { h.rows = $0.to.map { $0 as! Row } }, completion: { finished = $0 })
            h.advance()
            XCTAssertEqual(h.log.steps.suffix(2), ["willReload fallback", "didReload"])
            XCTAssertEqual(finished, true)
            XCTAssertEqual(h.counts, [0, 0])
        }
    }

    func testRejectedBatchIsReportedAndReloaded() async {
        await MainActor.run {
            let h = Harness([Row("a", [1, 2])])
            var finished: Bool?
            h.itemUpdates({ h.rows = [Row("a", [1, 2, 3])] }, completion: { finished = $0 })  // changed, not reported
            h.advance()
            XCTAssertEqual(h.log.recoveries, 1)
            XCTAssertEqual(h.log.steps.last?.hasPrefix("recovered from invalid number of items in section 0"), true)
            XCTAssertEqual(finished, true)
            XCTAssertEqual(h.view.sections.first?.items, [1, 2, 3])
            XCTAssertEqual(h.view.reloadCount, 2)
        }
    }

    func testItemChangesThatDoNotFitReloadTheSection() async {
        await MainActor.run {
            let h = Harness([Row("a", [1, 2])])
            h.itemUpdates({
                var bogus = ItemChange(oldSection: 0, newSection: 0)
                bogus.deletes = [5]
                h.updater.apply(bogus, to: h.view)
            })
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            var expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])
        }
    }

    // Completion order: queued ones in order, then those added while running.
    func testCompletionOrder() async {
        await MainActor.run {
            let h = Harness([])
            var order: [Int] = []
            h.update(to: [Row("a")]) { _ in order.append(1) }
            h.itemUpdates({ h.itemUpdates({}) { _ in order.append(3) } }) { _ in order.append(2) }
            h.update(to: [Row("a"), Row("b")]) { _ in order.append(4) }
            h.advance()
            XCTAssertEqual(order, [1, 2, 4, 3])
            XCTAssertEqual(h.view.batchUpdateCount, 1, "the requests merged; the last data wins")
            XCTAssertEqual(h.counts, [0, 0])
        }
    }

    // Data-source changes.
    func testDataSourceChangeRunsAtOnceWhenIdle() async {
        await MainActor.run {
            let h = Harness([])
            var ran = false
            h.updater.performDataSourceChange { ran = true }
            XCTAssertTrue(ran)
            XCTAssertEqual(h.log.steps, [])
        }
    }

    func testDataSourceChangeTakesOverQueuedWork() async {
        await MainActor.run {
            let h = Harness([])
            var order: [String] = []
            h.update(to: [Row("a")]) { order.append("update \($0)") }
            h.itemUpdates({ order.append("item block") }) { order.append("items \($0)") }
            h.updater.performDataSourceChange { order.append("change") }
            XCTAssertEqual(order, ["item block", "change", "update true", "items true"])
            XCTAssertFalse(h.updater.hasPendingChanges)
            h.advance()
            XCTAssertEqual(h.view.batchUpdateCount, 0, "the section update went with the change")
        }
    }

    func testDataSourceChangeCancelsATransactionWaitingForItsDiff() async {
        let (h, order) = await MainActor.run { () -> (Harness, Box<[String]>) in
            let h = Harness([Row("a")], configuration: .backgroundDiffing)
            let order = Box<[String]>([])
            h.update(to: [Row("a"), Row("b")]) { order.value.append("update \($0)") }
            h.advance()
            XCTAssertNotNil(h.updater.transaction)
            h.updater.performDataSourceChange { order.value.append("change") }
            XCTAssertEqual(order.value, ["change", "update true"], "its completion moved to the change")
            XCTAssertNil(h.updater.transaction)
            return (h, order)
        }
        await h.updater.pendingDiff?.value
        await MainActor.run {
            h.advance()
            XCTAssertEqual(order.value, ["change", "update true"], "the late diff is ignored")
            XCTAssertEqual(h.view.batchUpdateCount, 0)
            XCTAssertEqual(h.rows, [Row("a")], "the cancelled section data was never applied")
        }
    }

    // IGListTransactionTests 2, 5, 6: only a batch waiting for its diff cancels, once.
    func testCancellation() async {
        let transaction = await MainActor.run { () -> BatchUpdateTransaction in
            var configuration = ListAdapterUpdater.Configuration()
            configuration.backgroundDiffingThreshold = 0
            let h = Harness([])
            let transaction = BatchUpdateTransaction(
                view: h.view, animated: false, sectionData: TransitionData(from: [], to: [Row("0")], controllers: []),
                applySectionData: nil, itemUpdates: [], completions: [{ _ in XCTFail("a cancelled batch completes nothing") }],
                configuration: configuration, updater: h.updater)
            transaction.begin()
            XCTAssertTrue(transaction.cancel())
            XCTAssertFalse(transaction.cancel())
            let reload = ReloadTransaction(view: h.view, reload: {}, itemUpdates: [], completions: [], updater: h.updater)
            let change = DataSourceChangeTransaction(change: {}, itemUpdates: [], completions: [], updater: h.updater)
            XCTAssertFalse(reload.cancel())
            XCTAssertFalse(change.cancel())
            var ignored = ItemChange(oldSection: 0, newSection: 0)
            ignored.inserts = [0]
            reload.record(ignored)
            change.record(ignored)
            h.advance()
            return transaction
        }
        _ = transaction
    }

    func testSynchronousDiffCannotBeCancelled() async {
        await MainActor.run {
            let h = Harness([])
            var order: [String] = []
            h.update(to: [Row("a")], completion: { order.append("update \($0)") }, beforeApplying: {
                h.updater.performDataSourceChange { order.append("change") }
            })
            h.advance()
            XCTAssertEqual(order, ["change", "update true"],
                           "the change runs at once; the batch, past its diff, still finishes")
            XCTAssertEqual(h.rows, [Row("a")])
        }
    }

    func testAViewThatIsNotVisibleWaitsTheLongestInterval() async {
        await MainActor.run {
            let h = Harness([])
            h.updater.coalescing = .adaptive(
                minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.05, useMaxIntervalWhenViewNotVisible: true)
            h.view.isVisible = false
            h.update(to: [Row("a")])
            h.scheduler.advance(by: 0.049)
            XCTAssertEqual(h.counts, [])
            h.scheduler.advance(by: 0.001)
            XCTAssertEqual(h.counts, [0])
        }
    }

    func testCoalescingConfigurationReachesTheCoalescer() async {
        await MainActor.run {
            let h = Harness([])
            let adaptive = UpdateCoalescingConfiguration.adaptive(
                minInterval: 0.1, intervalIncrement: 0.05, maxInterval: 0.5, useMaxIntervalWhenViewNotVisible: true)
            h.updater.coalescing = adaptive
            XCTAssertEqual(h.updater.coalescing, adaptive)
            h.update(to: [Row("a")])
            XCTAssertEqual(h.counts, [0], "a cold adaptive coalescer runs at once")
        }
    }
}
