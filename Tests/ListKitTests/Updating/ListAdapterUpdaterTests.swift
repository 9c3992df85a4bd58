import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// The updater on its own, driving a headless view over a plain list of
/// rows: IGListKit's IGListAdapterUpdaterTests and IGListTransactionTests
/// cases re-expressed, each test stating the rule it checks and naming the
/// upstream test where there is one, with
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
            view = HeadlessListView(scheduler: scheduler)
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
    /// are inserts/deletes"), and its test
    /// `…SectionInsertAndUpdate_andPreferItemReload_noItemReloads`:
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
}

/// A reference cell for values shared between main-actor hops.
final class Box<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
