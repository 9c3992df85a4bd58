import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// The updater on its own, driving a headless view over a plain list of
/// rows: IGListKit's IGListAdapterUpdaterTests and IGListTransactionTests
/// cases re-expressed (numbers refer to §3.14 of the behaviour notes), with
/// time in the test's hands. (corelibs XCTest cannot run main-actor test
/// methods: each test hops itself.)
final class ListAdapterUpdaterTests: XCTestCase {
    @MainActor
    final class Harness: SectionsDataSource {
        let scheduler = ManualUpdateScheduler()
        let view: HeadlessListView
        let updater: ListAdapterUpdater
        let log = UpdaterLog()
        var rows: [Row]

        init(_ rows: [Row], configuration: ListAdapterUpdater.Configuration = .init()) {
            let scheduler = self.scheduler
            self.rows = rows
            view = HeadlessListView(scheduleCompletion: { scheduler.schedule(after: 0, $0) })
            updater = ListAdapterUpdater(scheduler: scheduler, configuration: configuration)
            updater.delegate = log
            view.dataSource = self
            view.reloadData()
        }

        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] {
            rows.map { HeadlessListView.Section(id: AnyHashable($0.id), items: $0.items.map { AnyHashable($0) }) }
        }

        var counts: [Int] { view.sections.map(\.items.count) }

        /// Queues the change to `target`, applied by switching `rows`.
        func update(to target: [Row], animated: Bool = true, completion: (@MainActor (Bool) -> Void)? = nil,
                    beforeApplying: (@MainActor () -> Void)? = nil) {
            updater.performUpdate(
                animated: animated, view: { [unowned self] in self.view },
                sectionData: { [unowned self] in
                    TransitionData(from: self.rows, to: target, controllers: target.map(Harness.controller(for:)))
                },
                apply: { [unowned self] data in
                    beforeApplying?()
                    self.rows = data.to.map { $0 as! Row }
                },
                completion: completion)
        }

        static func controller(for row: Row) -> SectionController {
            let controller = RowController()
            controller.items = row.items
            return controller
        }

        func itemUpdates(_ updates: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
            updater.performItemUpdates(animated: true, view: { [unowned self] in self.view }, updates: updates, completion: completion)
        }

        /// IGListKit's "reload+update": a reload run synchronously.
        func reloadNow(_ reload: @escaping @MainActor () -> Void = {}, completion: (@MainActor (Bool) -> Void)? = nil) {
            updater.reloadData(view: { [unowned self] in self.view }, reload: reload, completion: completion)
            updater.update()
        }

        func advance() { scheduler.advance(by: 0) }
    }

    // 1-3, 15
    func testQueuedWorkCountsAsPendingChanges() async {
        await MainActor.run {
            let h = Harness([])
            XCTAssertFalse(h.updater.hasPendingChanges)
            h.update(to: [Row("a")])
            XCTAssertTrue(h.updater.hasPendingChanges)
            h.advance()
            XCTAssertFalse(h.updater.hasPendingChanges)
            h.itemUpdates({})
            XCTAssertTrue(h.updater.hasPendingChanges)
            h.advance()
            XCTAssertFalse(h.updater.hasPendingChanges)
            XCTAssertEqual(h.counts, [0])
        }
    }

    // 5, 7, 8, 9, 10
    func testSectionInsertsAndDeletesWithItemChanges() async {
        await MainActor.run {
            let h = Harness([Row("a", [0])])
            var seen: [[Int]] = []
            h.update(to: [Row("b", [0, 1]), Row("c", [0, 1])]) { _ in seen.append(h.counts) }
            h.advance()
            h.update(to: [Row("b", [0, 1])]) { _ in seen.append(h.counts) }
            h.advance()
            h.update(to: [Row("d", [1, 2]), Row("e", [0]), Row("f", [0, 2, 3])], animated: false) { _ in seen.append(h.counts) }
            h.advance()
            XCTAssertEqual(seen, [[2, 2], [2], [2, 1, 3]])
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.batchUpdateCount, 3)
            h.rows = []
            h.reloadNow()
            XCTAssertEqual(h.counts, [])
        }
    }

    // 11
    func testSectionReloadOutsideAnUpdateAppliesAtOnce() async {
        await MainActor.run {
            let h = Harness([Row("a", [0, 1]), Row("b", [0, 1])])
            h.rows = [Row("a", [0, 1, 2]), Row("b", [0, 1])]
            var reload = ItemChange(oldSection: 0, newSection: 0)
            reload.reloadsSection = true
            h.updater.apply(reload, to: h.view)
            XCTAssertEqual(h.counts, [3, 2])
            XCTAssertEqual(h.log.steps, ["immediately section reloads [0]"])
        }
    }

    // 13, 14: the model changes inside the update; a request made there waits for it.
    func testUpdateQueuedWhileApplyingRunsAfterTheFirstCompletes() async {
        await MainActor.run {
            let h = Harness([Row("a"), Row("b")])
            var order: [String] = []
            let middle = [Row("c"), Row("d")]
            h.update(to: middle, completion: { _ in order.append("first sees \(h.counts.count)") }, beforeApplying: {
                XCTAssertEqual(h.counts, [0, 0], "the view still shows the old data")
                h.update(to: middle + [Row("e")]) { _ in order.append("second sees \(h.counts.count)") }
            })
            h.advance()
            XCTAssertEqual(order, ["first sees 2", "second sees 3"])
            XCTAssertEqual(h.view.batchUpdateCount, 2)
        }
    }

    // 16, 17: item updates alone run; with a section update they share one batch.
    func testItemUpdatesJoinTheSectionUpdate() async {
        await MainActor.run {
            let h = Harness([])
            var applied = false, itemRan = false, seen: [Int]?
            h.update(to: [Row("a", [1])], beforeApplying: { applied = true })
            h.itemUpdates({ itemRan = true }) { _ in seen = h.counts }
            XCTAssertFalse(itemRan)
            h.advance()
            XCTAssertTrue(applied)
            XCTAssertTrue(itemRan)
            XCTAssertEqual(seen, [1])
            XCTAssertEqual(h.view.batchUpdateCount, 1)
        }
    }

    // 26: a reload makes the item operations moot, but the blocks and completions run.
    func testReloadBatchedWithItemUpdateRunsEverything() async {
        await MainActor.run {
            let h = Harness([Row("a", [0, 1, 2])])
            var order: [String] = []
            h.updater.reloadData(view: { h.view }, reload: {}, completion: { order.append("reload \($0)") })
            h.itemUpdates({
                h.rows = [Row("a", [2, 1, 4, 5])]
                var change = ItemChange(oldSection: 0, newSection: 0)
                change.inserts = [2, 3]
                change.deletes = [0]
                h.updater.apply(change, to: h.view)
            }, completion: { order.append("items \($0)") })
            h.advance()
            XCTAssertEqual(order, ["reload true", "items true"])
            XCTAssertEqual(h.view.sections.first?.items, [2, 1, 4, 5])
            XCTAssertEqual(h.view.batchUpdateCount, 0)
            XCTAssertEqual(h.view.reloadCount, 2)
        }
    }

    // 27, 28: item updates requested inside a running update run inline and join it.
    func testItemUpdateInsideARunningUpdateJoinsIt() async {
        await MainActor.run {
            let h = Harness([Row("a")])
            var order: [String] = []
            h.reloadNow({
                h.itemUpdates({ order.append("inline in reload") }) { order.append("joined reload \($0)") }
                order.append("reload block ends")
            })
            XCTAssertEqual(order, ["inline in reload", "reload block ends", "joined reload true"])

            order = []
            h.update(to: [Row("a")], animated: false, completion: { order.append("batch \($0)") }, beforeApplying: {
                h.itemUpdates({ order.append("inline in batch") }) { order.append("joined batch \($0)") }
            })
            h.advance()
            XCTAssertEqual(order, ["inline in batch", "batch true", "joined batch true"])
        }
    }

    // 30: outside any update, item changes are applied at once, in the order made.
    func testItemChangesOutsideAnUpdateApplyImmediately() async {
        await MainActor.run {
            let h = Harness([Row("a", [0, 1, 2])])
            @MainActor func change(_ edit: (inout ItemChange) -> Void) {
                var change = ItemChange(oldSection: 0, newSection: 0)
                edit(&change)
                h.updater.apply(change, to: h.view)
            }
            h.rows = [Row("a", [1, 2])]
            change { $0.deletes = [0] }
            h.rows = [Row("a", [1, 2, 4, 5])]
            change { $0.inserts = [2, 3] }
            h.rows = [Row("a", [2, 1, 4, 5])]
            change { $0.moves = [List.MoveIndex(from: 1, to: 0)] }
            change { $0.reloads = [0] }
            XCTAssertEqual(h.log.steps, [
                "immediately item deletes [[0, 0]]", "immediately item inserts [[0, 2], [0, 3]]",
                "immediately item moves [[0, 1]->[0, 0]]", "immediately item reloads [[0, 0]]",
            ])
            XCTAssertEqual(h.view.sections.first?.items, [2, 1, 4, 5])
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    // 22, 23, 33: without a view a reload still completes (true); a batch bails (false).
    func testWithoutAViewReloadsCompleteAndBatchesBail() async {
        await MainActor.run {
            let h = Harness([])
            var results: [String] = []
            h.updater.reloadData(view: { nil }, reload: {}, completion: { results.append("reload \($0)") })
            h.updater.update()
            h.updater.performItemUpdates(animated: true, view: { nil }, updates: { results.append("item block") },
                                         completion: { results.append("batch \($0)") })
            h.advance()
            XCTAssertEqual(results, ["reload true", "item block", "batch false"], "the block's model changes are kept")
            XCTAssertEqual(h.log.steps, ["withoutUpdates", "withoutUpdates"])
        }
    }

    // 25, 36: delegate order for a batch, and a background diff.
    func testDelegateOrderForABatch() async {
        await MainActor.run {
            let h = Harness([])
            h.update(to: [Row("a")], animated: false)
            h.advance()
            XCTAssertEqual(h.log.steps, ["willDiff 0->1", "didDiff", "willPerform unanimated", "didPerform"])
            XCTAssertEqual(h.log.diffs.first?.inserts, [0])
        }
    }

    func testBackgroundDiffLandsOnALaterTurn() async {
        let h = await MainActor.run { () -> Harness in
            let h = Harness([Row("0")], configuration: .backgroundDiffing)
            h.update(to: [Row("0"), Row("1")])
            h.advance()
            XCTAssertEqual(h.log.steps, ["willDiff 1->2"])
            return h
        }
        await h.updater.pendingDiff?.value
        await MainActor.run {
            XCTAssertEqual(h.counts, [0], "nothing shows before the result lands")
            h.advance()
            XCTAssertEqual(h.log.steps, ["willDiff 1->2", "didDiff background", "willPerform", "didPerform"])
            XCTAssertEqual(h.log.diffs.first?.inserts, [1])
            XCTAssertEqual(h.counts, [0, 0])
        }
    }

    // 32, 37-42: the batch a section update becomes.
    func testChangedSectionBecomesADeleteAndInsert() async {
        await MainActor.run {
            let h = Harness([Row("id", [1])])
            h.update(to: [Row("id", [2])], animated: false)
            h.advance()
            var expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(h.log.diffs.first?.updates, [0])
        }
    }

    func testPreferringItemReloads() async {
        await MainActor.run {
            var configuration = ListAdapterUpdater.Configuration()
            configuration.preferItemReloadsForSectionReloads = true
            // 37: same item count: the items are reloaded (a delete plus an insert each).
            var h = Harness([Row("id", [1])], configuration: configuration)
            h.update(to: [Row("id", [2])])
            h.advance()
            var expected = BatchUpdate()
            expected.itemDeletes = [[0, 0]]
            expected.itemInserts = [[0, 0]]
            XCTAssertEqual(h.log.batches, [expected])

            // 38: a different count: the section is reloaded.
            h = Harness([Row("id", [1])], configuration: configuration)
            h.update(to: [Row("id", [1, 2])])
            h.advance()
            expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])

            // 39-41: a changed section that moves is deleted and inserted. (IGListKit's Heckel moves
            // also move id1 from 0 to 1; sections move minimally here, so only id2 moves.)
            for items in [[1], [1, 2, 3]] {
                h = Harness([Row("id1", items), Row("id2", [2]), Row("id3", [3])], configuration: configuration)
                h.update(to: [Row("id2", [22, 23]), Row("id1", items), Row("id3", [3])])
                h.advance()
                XCTAssertEqual(h.log.diffs.first?.updates, [1])
                expected = BatchUpdate()
                expected.sectionDeletes = [1]
                expected.sectionInserts = [0]
                XCTAssertEqual(h.log.batches, [expected])
                XCTAssertEqual(h.counts, [2, items.count, 1])
            }
        }
    }

    /// Item reloads are preferred only in a batch that inserts, deletes and
    /// moves no section: IGListKit's `IGListApplyUpdatesToCollectionView`
    /// checks `moves.count == 0 && inserts.count == 0 && deletes.count == 0`
    /// ("Item reloads are not safe, if any section moves happened or there
    /// are inserts/deletes"), and its case 42
    /// (`…SectionInsertAndUpdate_andPreferItemReload_noItemReloads`):
    /// `[S([1],"id1")] -> [S([2],"id1"), S([22],"id2")]` gives insertSections
    /// {0, 1}, deleteSections {0} and no item updates. A delete elsewhere
    /// likewise.
    func testPreferringItemReloadsOnlyWithoutSectionChanges() async {
        await MainActor.run {
            var configuration = ListAdapterUpdater.Configuration()
            configuration.preferItemReloadsForSectionReloads = true
            // 42: an insert beside the update.
            var h = Harness([Row("id1", [1])], configuration: configuration)
            h.update(to: [Row("id1", [2]), Row("id2", [22])])
            h.advance()
            XCTAssertEqual(h.log.diffs.first?.updates, [0])
            XCTAssertEqual(h.log.diffs.first?.inserts, [1])
            var expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0, 1]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(h.counts, [1, 1])

            // A delete beside the update.
            h = Harness([Row("id1", [1]), Row("id2", [2])], configuration: configuration)
            h.update(to: [Row("id1", [3])])
            h.advance()
            expected = BatchUpdate()
            expected.sectionDeletes = [0, 1]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(h.counts, [1])
        }
    }

    /// With item reloads preferred, a section reload asked for inside the
    /// update (a controller's `reload` in a batch) becomes item reloads
    /// when its count is unchanged, as the diff's updated sections do:
    /// IGListKit's `IGListApplyUpdatesToCollectionView` merges the two
    /// ("combine section reloads from the diff and manual reloads") before
    /// choosing, and compares the view's count with the data source's.
    func testPreferringItemReloadsAppliesToSectionReloadsAskedForInTheUpdate() async {
        await MainActor.run {
            var configuration = ListAdapterUpdater.Configuration()
            configuration.preferItemReloadsForSectionReloads = true
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3])], configuration: configuration)
            h.advance()
            let b = h.controller("b")!
            h.adapter.performBatch(animated: false, updates: { $0.reload(b) }, completion: nil)
            h.advance()
            var expected = BatchUpdate()
            expected.itemDeletes = [[1, 0]]
            expected.itemInserts = [[1, 0]]
            XCTAssertEqual(h.log.batches, [expected])

            // A changed count: the section is reloaded.
            let a = h.controller("a")!
            h.adapter.performBatch(animated: false, updates: { batch in
                a.items = [1, 2, 4]
                batch.reload(a)
            }, completion: nil)
            h.advance()
            expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches.last, expected)
            XCTAssertEqual(h.counts, [3, 1])
        }
    }

    /// With item reloads preferred, an updated section whose controller
    /// also reported item changes in the same update is reloaded whole (its
    /// own changes would collide with the item reloads); the others get
    /// item reloads. Many of each: the check is a set, not a scan of the
    /// reported changes per updated section.
    func testPreferringItemReloadsSkipsSectionsWithTheirOwnChanges() async {
        await MainActor.run {
            var configuration = ListAdapterUpdater.Configuration()
            configuration.preferItemReloadsForSectionReloads = true
            configuration.reloadThreshold = nil
            let h = AdapterHarness((0..<6).map { Row("r\($0)", [$0]) }, configuration: configuration)
            h.advance()
            h.source.objects = (0..<6).map { Row("r\($0)", [10 + $0]) }  // every section changes, same counts
            h.adapter.performUpdates(animated: false)
            for s in [1, 4] {
                let controller = h.adapter.sectionController(forSection: s)!
                h.adapter.performBatch(animated: false, updates: { $0.reload(in: controller, at: [0]) }, completion: nil)
            }
            h.advance()
            var expected = BatchUpdate()
            expected.sectionDeletes = [1, 4]
            expected.sectionInserts = [1, 4]
            expected.itemDeletes = [[0, 0], [2, 0], [3, 0], [5, 0]]
            expected.itemInserts = [[0, 0], [2, 0], [3, 0], [5, 0]]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    func testSectionMovesAsDeletesAndInserts() async {
        await MainActor.run {
            var configuration = ListAdapterUpdater.Configuration()
            configuration.sectionMovesAsDeletesInserts = true
            let h = Harness([Row("a", [1]), Row("b", [2]), Row("c", [3])], configuration: configuration)
            h.update(to: [Row("c", [3]), Row("a", [1]), Row("b", [2])])
            h.advance()
            // Only c moves (sections move minimally; IGListKit's Heckel moves would move all three
            // and so delete and insert every section).
            var expected = BatchUpdate()
            expected.sectionDeletes = [2]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(h.view.sections.map(\.id), ["c", "a", "b"])
        }
    }

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

/// A reference cell for values shared between main-actor hops.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
