import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The adapter on a headless view with time in the test's hands. (corelibs
/// XCTest cannot run main-actor test methods: each test hops itself.)
final class ListAdapterTests: XCTestCase {
    func testAttachingShowsTheObjectsAndMakesEachControllerOnce() async {
        await MainActor.run {
            for viewFirst in [true, false] {
                let h = AdapterHarness([Row("a", [1, 2]), Banner(id: "b"), Row("c", [3])], attach: false)
                if viewFirst {
                    h.adapter.listView = h.view
                    h.adapter.dataSource = h.source
                } else {
                    h.adapter.dataSource = h.source
                    h.adapter.listView = h.view
                }
                XCTAssertEqual(h.counts, [2, 1, 1])
                XCTAssertEqual(h.view.sections, h.expected)
                XCTAssertEqual(h.source.made, ["a", "b", "c"])
                XCTAssertEqual(h.controller("a")?.updates, [Row("a", [1, 2])])
                XCTAssertEqual(h.controller("a")?.section, 0)
                XCTAssertEqual(h.controller("a")?.isFirstSection, true)
                XCTAssertEqual(h.controller("c")?.isLastSection, true)
                XCTAssertTrue(h.controller("a")?.collectionContext === h.adapter)
                let banner = h.adapter.sectionController(forSection: 1) as? SingleItemSectionController<Banner>
                XCTAssertEqual(banner?.object, Banner(id: "b"))
                XCTAssertEqual(h.view.batchUpdateCount, 0)
            }
        }
    }

    func testDuplicatesAreDroppedFirstWinsWithADiagnostic() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b"), Row("a", [2]), Banner(id: "a")])
            XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["a", "b", "a"])
            XCTAssertEqual(h.controller("a")?.row, Row("a", [1]))
            XCTAssertEqual(h.diagnostics, [.duplicateIdentifier("a", type: "Row", kept: 0, dropped: 2)])
            XCTAssertEqual(h.diagnostics.first?.description,
                           "ListAdapter: dropped the Row at index 2 (identifier a): "
                               + "the one at index 0 has the same type and identifier, and the first one wins")
        }
    }

    func testObjectsWithoutTheirOwnControllerAreSkippedWithADiagnostic() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a"), Row("skip"), Row("b")])
            XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["a", "b"])
            XCTAssertEqual(h.diagnostics, [.noSectionController("skip", type: "Row")])

            let shared = RowController()
            let twice = AdapterHarness([], attach: false)
            twice.source.objects = [Row("x"), Row("y")]
            twice.source.makeController = { _ in shared }
            twice.adapter.listView = twice.view
            twice.adapter.dataSource = twice.source
            XCTAssertEqual(twice.adapter.objects.map { "\($0.diffIdentifier)" }, ["x"])
            XCTAssertEqual(twice.diagnostics, [.noSectionController("y", type: "Row")])
            XCTAssertEqual(twice.view.sections, twice.expected)
        }
    }

    func testControllersAreKeptAndDidUpdateFollowsContentEquality() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            let a = h.controller("a"), b = h.controller("b")
            h.source.objects = [Row("b", [2]), Row("a", [1, 5]), Row("d")]
            var finished: Bool?
            h.adapter.performUpdates(animated: true) { finished = $0 }
            XCTAssertNil(finished)
            h.advance()
            XCTAssertEqual(finished, true)
            XCTAssertTrue(h.controller("a") === a)
            XCTAssertTrue(h.controller("b") === b)
            XCTAssertEqual(a?.updates, [Row("a", [1]), Row("a", [1, 5])], "changed contents: called")
            XCTAssertEqual(b?.updates, [Row("b", [2])], "an equal copy: not called")
            XCTAssertEqual(h.source.made, ["a", "b", "d"])
            XCTAssertEqual(h.view.sections, h.expected)
            var expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [1, 2]
            expected.sectionMoves = [List.MoveIndex(from: 1, to: 0)]
            XCTAssertEqual(h.log.batches, [expected])

            h.source.objects = [Row("d")]
            h.adapter.performUpdates(animated: false)
            h.advance()
            XCTAssertNil(a?.section)
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    func testIdentityIncludesTheType() async {
        await MainActor.run {
            let h = AdapterHarness([Row("x", [1])])
            h.source.objects = [Banner(id: "x")]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(h.source.made, ["x", "x"])
            XCTAssertTrue(h.adapter.sectionController(forSection: 0) is SingleItemSectionController<Banner>)
            var expected = BatchUpdate()
            expected.sectionDeletes = [0]
            expected.sectionInserts = [0]
            XCTAssertEqual(h.log.batches, [expected])
        }
    }

    func testUpdatesWithoutAViewOrDataSourceFailAtOnce() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a")], attach: false)
            var results: [Bool] = []
            h.adapter.performUpdates(animated: true) { results.append($0) }
            h.adapter.reloadData { results.append($0) }
            var ran = false
            h.adapter.performBatch(animated: true, updates: { _ in ran = true }, completion: { results.append($0) })
            XCTAssertEqual(results, [false, false, false])
            XCTAssertTrue(ran, "without a view the block still runs: its model changes are kept")
            h.adapter.listView = h.view
            h.adapter.performUpdates(animated: true) { results.append($0) }
            XCTAssertEqual(results, [false, false, false, false], "no data source yet")
            h.advance()
            XCTAssertFalse(h.updater.hasPendingChanges)
        }
    }

    @MainActor
    final class Listener: ListAdapterUpdateListener {
        var heard: [String] = []
        func listAdapter(_ listAdapter: ListAdapter, didFinish kind: ListAdapter.UpdateKind, animated: Bool) {
            heard.append("\(kind) \(animated)")
        }
    }

    func testListenersHearEachUpdateBeforeItsCompletion() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            let listener = Listener()
            h.adapter.addUpdateListener(listener)
            h.adapter.addUpdateListener(listener)
            h.adapter.performUpdates(animated: true) { _ in listener.heard.append("completion") }
            h.advance()
            h.adapter.reloadData { _ in listener.heard.append("completion") }
            h.advance()
            h.adapter.performBatch(animated: false, updates: { _ in }, completion: { _ in listener.heard.append("completion") })
            h.advance()
            XCTAssertEqual(listener.heard, [
                "performUpdates true", "completion", "reloadData false", "completion", "itemUpdates false", "completion",
            ])
            h.adapter.removeUpdateListener(listener)
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(listener.heard.count, 6)
        }
    }

    /// Listeners hear updates in the order they were added; adding one
    /// again moves it last; removed and gone ones are not heard, however
    /// many come and go.
    func testListenersHearInTheOrderAdded() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            var order: [String] = []
            final class Named: ListAdapterUpdateListener {
                let name: String
                let log: (String) -> Void
                init(_ name: String, _ log: @escaping (String) -> Void) { (self.name, self.log) = (name, log) }
                func listAdapter(_ listAdapter: ListAdapter, didFinish kind: ListAdapter.UpdateKind, animated: Bool) { log(name) }
            }
            let a = Named("a") { order.append($0) }, b = Named("b") { order.append($0) }, c = Named("c") { order.append($0) }
            var many = (0..<100).map { Named("m\($0)") { order.append($0) } }
            for listener in [a, b] + many + [c] { h.adapter.addUpdateListener(listener) }
            h.adapter.addUpdateListener(a)  // moves last
            for listener in many.dropLast() { h.adapter.removeUpdateListener(listener) }
            h.adapter.removeUpdateListener(Named("never added") { order.append($0) })
            do {
                var gone: Named? = Named("gone") { order.append($0) }
                h.adapter.addUpdateListener(gone!)
                gone = nil
            }
            many = [many.last!]
            h.adapter.reloadData()
            h.advance()
            XCTAssertEqual(order, ["b", "m99", "c", "a"])
        }
    }

    func testReloadDataMakesEveryControllerAnew() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            let a = h.controller("a")
            h.source.objects = [Row("a", [1]), Row("b", [2, 3])]
            var finished: Bool?
            h.adapter.reloadData { finished = $0 }
            h.source.objects.append(Row("c", [4]))  // read when the reload runs
            var merged: Bool?
            h.adapter.performUpdates(animated: true) { merged = $0 }
            h.advance()
            XCTAssertEqual(finished, true)
            XCTAssertEqual(merged, true, "merged into the reload, and shown by it")
            XCTAssertFalse(h.controller("a") === a)
            XCTAssertNil(a?.section)
            XCTAssertEqual(h.source.made, ["a", "b", "a", "b", "c"])
            XCTAssertEqual(h.counts, [1, 2, 1])
            XCTAssertEqual(h.log.steps, ["willReload", "didReload"])
        }
    }

    func testReloadObjectsReloadsTheirSections() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            h.adapter.reloadObjects([Row("b", [2, 3]), Row("missing")])
            XCTAssertEqual(h.controller("b")?.updates, [Row("b", [2]), Row("b", [2, 3])])
            XCTAssertEqual(h.counts, [1, 2])
            XCTAssertEqual(h.log.steps, ["immediately section reloads [1]"])
            XCTAssertEqual(h.adapter.object(atSection: 1) as? Row, Row("b", [2, 3]))
        }
    }

    /// Several objects outside an update: their sections reload in one
    /// batch (as IGListKit's one `reloadSections:`), not one batch each,
    /// which would cost the view's whole batch per object.
    func testReloadObjectsReloadsTheirSectionsInOneBatch() async {
        await MainActor.run {
            let h = AdapterHarness((0..<5).map { Row("r\($0)", [$0]) })
            let batches = h.view.batchUpdateCount
            h.adapter.reloadObjects([Row("r3", [3, 4]), Row("r1", [1]), Row("missing")])
            XCTAssertEqual(h.view.batchUpdateCount, batches + 1)
            XCTAssertEqual(h.log.steps, ["immediately section reloads [1, 3]"])
            XCTAssertEqual(h.controller("r3")?.updates, [Row("r3", [3]), Row("r3", [3, 4])])
            XCTAssertEqual(h.controller("r1")?.updates, [Row("r1", [1])])
            XCTAssertEqual(h.counts, [1, 1, 1, 2, 1])
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    /// An object given twice, or two versions of one: IGListKit's
    /// `reloadObjects:` compares each object with the one its map holds
    /// *now* (`object != [map objectForSection:section]`, the map updated
    /// by the objects before it), so the controller is told of each change
    /// once, in order, and ends with the last object, which the map holds.
    func testReloadObjectsComparesEachObjectWithTheNewestBeforeIt() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            // The same new object twice: one change.
            h.adapter.reloadObjects([Row("a", [1, 2]), Row("a", [1, 2])])
            XCTAssertEqual(h.controller("a")?.updates, [Row("a", [1]), Row("a", [1, 2])])
            // Back to the shown object after a change: two changes, and the
            // controller ends with the object the map holds.
            h.adapter.reloadObjects([Row("b", [2, 3]), Row("b", [2])])
            XCTAssertEqual(h.controller("b")?.updates, [Row("b", [2]), Row("b", [2, 3]), Row("b", [2])])
            XCTAssertEqual(h.adapter.object(atSection: 1) as? Row, Row("b", [2]))
            XCTAssertEqual(h.counts, [2, 1])
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    func testSwappingTheDataSourceShowsItsObjectsAtOnce() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            var finished: Bool?
            h.adapter.performUpdates(animated: true) { finished = $0 }
            let other = FeedSource([Row("z", [7, 8])])
            h.adapter.dataSource = other
            XCTAssertEqual(finished, true, "the queued update went with the swap")
            XCTAssertEqual(h.counts, [2])
            XCTAssertEqual(other.made, ["z"])
            h.adapter.dataSource = nil
            XCTAssertEqual(h.counts, [])
            XCTAssertEqual(h.adapter.objects.count, 0)
        }
    }

    func testASecondAdapterTakesTheViewOver() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            let other = ListAdapter(updater: ListAdapterUpdater(scheduler: h.scheduler))
            let source = FeedSource([Row("z", [1, 2])])
            other.dataSource = source
            other.listView = h.view
            XCTAssertNil(h.adapter.listView)
            XCTAssertEqual(h.counts, [2])
            var finished: Bool?
            h.adapter.performUpdates(animated: true) { finished = $0 }
            XCTAssertEqual(finished, false, "the first adapter has no view any more")
        }
    }

    /// Texture's model: while a diff runs off the main actor the view keeps
    /// its index space (item changes still apply at once), later requests
    /// wait and merge, and the results land in order.
    func testBackgroundDiffKeepsTheViewsIndexSpaceUntilItLands() async {
        let (h, order) = await MainActor.run { () -> (AdapterHarness, Box<[String]>) in
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])], configuration: .backgroundDiffing)
            let order = Box<[String]>([])
            h.source.objects = [Row("b", [2]), Row("a", [1]), Row("c")]
            h.adapter.performUpdates(animated: true) { order.value.append("first \($0)") }
            h.advance()
            let a = h.controller("a")!
            a.items.append(5)
            h.adapter.insert(in: a, at: [1])
            XCTAssertEqual(h.counts, [2, 1], "applied at once, in the index space the view shows")
            h.source.objects = [Row("c"), Row("x", [7]), Row("b", [2]), Row("a", [1])]
            h.adapter.performUpdates(animated: true) { order.value.append("second \($0)") }
            h.source.objects.removeFirst()
            h.adapter.performUpdates(animated: true) { order.value.append("third \($0)") }
            return (h, order)
        }
        for _ in 0..<2 {
            await h.updater.pendingDiff?.value
            await MainActor.run { h.advance() }
        }
        await MainActor.run {
            XCTAssertEqual(order.value, ["first true", "second true", "third true"])
            XCTAssertEqual(h.log.steps.filter { $0 == "didDiff background" }.count, 2, "the second and third merged")
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.counts, [1, 1, 2])
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    func testCompletionsRunWhenTheAdapterGoesAwayWithWorkQueued() async {
        await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            let view = HeadlessListView(scheduler: scheduler)
            let source = FeedSource([Row("a", [1])])
            var results: [String] = []
            weak var gone: ListAdapter?
            do {
                let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
                adapter.listView = view
                adapter.dataSource = source
                source.objects = [Row("b")]
                adapter.performUpdates(animated: true) { results.append("update \($0)") }
                adapter.performBatch(animated: true, updates: { _ in }, completion: { results.append("batch \($0)") })
                gone = adapter
            }
            XCTAssertNil(gone)
            scheduler.advance(by: 0)
            XCTAssertEqual(results, ["update false", "batch false"], "nothing to show them on, but each runs once")
            XCTAssertEqual(scheduler.pendingCount, 0)
        }
    }

    func testReloadObjectsRefreshesTheEmptyView() async {
        await MainActor.run {
            let marker = NSObject()
            let h = AdapterHarness([Row("a", [1])], attach: false)
            h.source.empty = marker
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            XCTAssertNil(h.view.emptyView)
            h.adapter.reloadObjects([Row("a")])
            XCTAssertTrue(h.view.emptyView === marker)
            h.adapter.reloadObjects([Row("a", [2])])
            XCTAssertNil(h.view.emptyView)
        }
    }

    func testAttachingToAViewAnotherAdapterLeftKeepsThatAdapterOnItsNewView() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            let scheduler = h.scheduler
            let second = HeadlessListView(scheduler: scheduler)
            h.adapter.listView = second
            XCTAssertNil(h.view.dataSource, "the view left knows")
            let other = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
            other.listView = h.view
            XCTAssertTrue(h.adapter.listView === second)
            XCTAssertEqual(second.sections, h.adapter.sections(for: second))
        }
    }

    func testAHugeWorkingRangeCoversEverySection() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])], workingRangeSize: .max, visibleItemCount: 0)
            RowController.journal = []
            h.adapter.play(willDisplay: "x", at: [1, 0])
            XCTAssertEqual(RowController.journal.filter { $0.hasSuffix("enter") }, ["a: enter", "b: enter"])
        }
    }
}
