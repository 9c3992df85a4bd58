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
            let view = HeadlessListView(scheduleCompletion: { scheduler.schedule(after: 0, $0) })
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
            let second = HeadlessListView(scheduleCompletion: { scheduler.schedule(after: 0, $0) })
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

    func testQueriesAndVisibility() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3]), Row("c", [4])], visibleItemCount: 2)
            let b = h.controller("b")!
            XCTAssertEqual(h.adapter.object(atSection: 1) as? Row, Row("b", [3]))
            XCTAssertNil(h.adapter.object(atSection: 3))
            XCTAssertNil(h.adapter.object(atSection: -1))
            XCTAssertEqual(h.adapter.section(for: Row("c")), 2)
            XCTAssertEqual(h.adapter.section(for: b), 1)
            XCTAssertEqual(h.adapter.object(for: b) as? Row, Row("b", [3]))
            XCTAssertNil(h.adapter.section(for: Banner(id: "b")))
            XCTAssertEqual(h.adapter.visibleObjects.map { "\($0.diffIdentifier)" }, ["a"])
            XCTAssertEqual(h.adapter.visibleIndexes(for: h.controller("a")!), [0, 1])
            h.adapter.scroll(to: Row("b"), animated: false)
            XCTAssertTrue(h.adapter.visibleSectionControllers.elementsEqual([b, h.controller("c")!], by: ===))
            h.adapter.scroll(to: b, at: 0, animated: true)
            XCTAssertEqual(h.adapter.visibleIndexes(for: b), [0])
            h.view.tapItem(at: [0, 1])
            h.view.tapItem(at: [0, 2])
            XCTAssertEqual(h.controller("a")?.events.filter { $0.hasPrefix("select") }, ["select 1"])
        }
    }

    /// Inside an update's data block the view still shows the previous
    /// sections, so a controller's visible items are read against the
    /// section the view shows it in: "a" moves from section 0 to 1 in this
    /// update, and its two items are still on screen in section 0 (matched
    /// against section 1, as IGListKit's visibleIndexPathsForSectionController
    /// does, the answer would be b's one item). After the update, section 1.
    func testVisibleIndexesInsideAnUpdateAreTheOnesTheViewShows() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3])])
            let a = h.controller("a")!
            h.source.objects = [Row("n", [9]), Row("a", [1, 2]), Row("b", [3])]
            h.adapter.performUpdates(animated: true)
            var inside: (indexes: IndexSet, cells: Int, section: Int?)?
            h.adapter.performBatch(animated: true, updates: { _ in
                inside = (h.adapter.visibleIndexes(for: a), h.adapter.visibleCells(for: a).count, h.adapter.section(for: a))
            }, completion: nil)
            h.advance()
            XCTAssertEqual(inside?.indexes, [0, 1])
            XCTAssertEqual(inside?.cells, 2)
            XCTAssertEqual(inside?.section, 1, "the controller's own section is the new one")
            XCTAssertEqual(h.adapter.visibleIndexes(for: a), [0, 1])
            XCTAssertEqual(h.view.indexPathsForVisibleItems.filter { $0[0] == 1 }, [[1, 0], [1, 1]])
        }
    }

    func testEmptyViewShowsWhileNoSectionHasItems() async {
        await MainActor.run {
            let marker = NSObject()
            let h = AdapterHarness([Row("a")], attach: false)
            h.source.empty = marker
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            XCTAssertTrue(h.view.emptyView === marker, "a section without items is empty")
            h.source.objects = [Row("a", [1])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertNil(h.view.emptyView)
            let a = h.controller("a")!
            a.items = []
            h.adapter.delete(in: a, at: [0])
            XCTAssertTrue(h.view.emptyView === marker, "an item change outside an update refreshes it")
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [5]
                batch.insert(in: a, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertNil(h.view.emptyView)
        }
    }

    @MainActor
    final class DisplayLog: ListAdapterDelegate {
        var heard: [String] = []
        func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at section: Int) {
            heard.append("willDisplay \(object.diffIdentifier) \(section)")
        }
        func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at section: Int) {
            heard.append("didEndDisplaying \(object.diffIdentifier) \(section)")
        }
    }

    func testDisplayEventsPerItemAndPerSection() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3])], visibleItemCount: 0)
            let delegate = DisplayLog()
            h.adapter.delegate = delegate
            RowController.journal = []
            h.adapter.play(willDisplay: "cell 1", at: [0, 0])
            h.adapter.play(willDisplay: "cell 2", at: [0, 1])
            h.adapter.play(didEndDisplaying: "cell 1", at: [0, 0])
            h.adapter.play(didEndDisplaying: "never shown", at: [0, 0])
            h.adapter.play(willDisplay: "no such section", at: [7, 0])
            h.adapter.play(didEndDisplaying: "cell 2", at: [0, 1])
            XCTAssertEqual(RowController.journal, [
                "a: willDisplay 0", "a: willDisplaySection", "a: enter", "a: willDisplay 1",
                "a: didEndDisplaying 0", "a: didEndDisplaying 1", "a: didEndDisplayingSection", "a: exit",
            ])
            XCTAssertEqual(delegate.heard, ["willDisplay a 0", "didEndDisplaying a 0"])
        }
    }

    /// IGListWorkingRangeHandlerTests 1-9: which controllers enter and exit.
    func testWorkingRange() async {
        await MainActor.run {
            @MainActor func run(size: Int, objects: Int, _ events: [(Bool, Int)]) -> [String] {
                let h = AdapterHarness((1...objects).map { Row("c\($0)", [0]) }, workingRangeSize: size, visibleItemCount: 0)
                RowController.journal = []
                for (appears, section) in events {
                    if appears {
                        h.adapter.play(willDisplay: section, at: [section, 0])
                    } else {
                        h.adapter.play(didEndDisplaying: section, at: [section, 0])
                    }
                }
                return RowController.journal.filter { $0.hasSuffix("enter") || $0.hasSuffix("exit") }
            }
            XCTAssertEqual(run(size: 0, objects: 1, [(true, 0)]), ["c1: enter"])
            XCTAssertEqual(run(size: 0, objects: 3, [(true, 1)]), ["c2: enter"])
            XCTAssertEqual(run(size: 1, objects: 3, [(true, 1)]), ["c1: enter", "c2: enter", "c3: enter"])
            XCTAssertEqual(run(size: 1, objects: 5, [(true, 2)]), ["c2: enter", "c3: enter", "c4: enter"])
            XCTAssertEqual(run(size: 0, objects: 1, [(true, 0), (false, 0)]), ["c1: enter", "c1: exit"])
            XCTAssertEqual(run(size: 1, objects: 2, [(true, 0)]), ["c1: enter", "c2: enter"])
            XCTAssertEqual(run(size: 1, objects: 3, [(true, 0)]), ["c1: enter", "c2: enter"])
            XCTAssertEqual(run(size: 1, objects: 2, [(true, 0), (false, 0)]), ["c1: enter", "c2: enter", "c1: exit", "c2: exit"])
            XCTAssertEqual(run(size: 1, objects: 2, [(true, 0), (true, 1)]), ["c1: enter", "c2: enter"])
            XCTAssertEqual(run(size: 0, objects: 4, [(true, 0), (true, 3), (false, 0)]),
                           ["c1: enter", "c2: enter", "c3: enter", "c4: enter", "c1: exit", "c2: exit", "c3: exit"],
                           "contiguous between the visible sections")
        }
    }

    /// The view drives the working range: the visible sections come from
    /// its own display events as it scrolls (cells leaving end first, as
    /// UIKit takes cells off screen before it brings new ones).
    func testScrollingMovesTheWorkingRange() async {
        await MainActor.run {
            RowController.journal = []
            let h = AdapterHarness((0..<6).map { Row("r\($0)", [$0]) }, workingRangeSize: 1, visibleItemCount: 2)
            XCTAssertEqual(RowController.journal.filter { $0.hasSuffix("enter") || $0.hasSuffix("exit") },
                           ["r0: enter", "r1: enter", "r2: enter"])
            RowController.journal = []
            h.view.contentOffset = CGPoint(x: 0, y: 3 * 44)
            XCTAssertEqual(h.view.indexPathsForVisibleItems, [[3, 0], [4, 0]])
            XCTAssertEqual(RowController.journal.filter { $0.hasSuffix("enter") || $0.hasSuffix("exit") },
                           ["r0: exit", "r1: exit", "r2: exit", "r2: enter", "r3: enter", "r4: enter", "r5: enter"])
            XCTAssertEqual(h.adapter.visibleSectionControllers.map { $0.section }, [3, 4])
        }
    }

    func testWorkingRangeEntriesComeBeforeExits() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [0]), Row("b", [0])], visibleItemCount: 0)
            h.adapter.play(willDisplay: "x", at: [0, 0])
            h.source.objects = [Row("n", [0]), Row("b", [0])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            RowController.journal = []
            h.adapter.play(willDisplay: "y", at: [1, 0])
            XCTAssertEqual(RowController.journal.filter { $0.hasSuffix("enter") || $0.hasSuffix("exit") },
                           ["n: enter", "b: enter", "a: exit"])
        }
    }

    func testItemChangesInABatch() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2, 3, 4]), Row("b", [4])])
            let a = h.controller("a")!
            var finished: Bool?
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [1, 4, 3, 5]
                batch.delete(in: a, at: [1])
                batch.move(in: a, from: 3, to: 1)
                batch.insert(in: a, at: [3])
                batch.invalidateLayout(in: a, at: [1])
            }, completion: { finished = $0 })
            XCTAssertEqual(h.counts, [4, 1], "queued, not yet shown")
            h.advance()
            XCTAssertEqual(finished, true)
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.view.invalidatedIndexPaths, [[0, 1]])
            var expected = BatchUpdate()
            expected.itemDeletes = [[0, 1]]
            expected.itemInserts = [[0, 3]]
            expected.itemMoves = [List.MoveIndexPath(from: [0, 3], to: [0, 1])]
            XCTAssertEqual(h.log.batches, [expected], "one block is sent as reported")
        }
    }

    /// 3,000 `performBatch` calls made before the update runs are merged
    /// into one batch: each call's block counts indexes after the one before
    /// it, so the blocks are composed, not concatenated. Each inserts an item
    /// at the top of 5,000; the view shows all 8,000 in order after one
    /// accepted batch (13.2 s in a debug build when each block was replayed
    /// over the whole section, 0.1 s since).
    func testThousandsOfBatchesBeforeAnUpdateComposeIntoOne() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", Array(0..<5_000))])
            let a = h.controller("a")!
            var finished = 0
            for n in 0..<3_000 {
                h.adapter.performBatch(animated: true, updates: { batch in
                    a.items.insert(5_000 + n, at: 0)
                    batch.insert(in: a, at: [0])
                }, completion: { if $0 { finished += 1 } })
            }
            h.advance()
            XCTAssertEqual(finished, 3_000)
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.log.steps.filter { $0.hasPrefix("willReload") }, [])
            XCTAssertEqual(h.log.batches.map(\.itemInserts), [(0..<3_000).map { [0, $0] }])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.view.sections.first?.items.prefix(2), [AnyHashable(7_999), AnyHashable(7_998)])
        }
    }

    /// IGListKit's `whenInsertingItemsTwice`: an index inserted twice in one
    /// block adds two items (UIKit counts both; IGListKit keeps duplicate
    /// inserts and drops only duplicate deletes), and a delete reported twice
    /// removes one.
    func testAnIndexInsertedTwiceAddsTwoItems() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2])])
            let a = h.controller("a")!
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [3, 4, 1, 2]
                batch.insert(in: a, at: [0])
                batch.insert(in: a, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.counts, [4])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.batches.last?.itemInserts, [[0, 0], [0, 1]])

            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [4, 1, 2]
                batch.delete(in: a, at: [0])
                batch.delete(in: a, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.batches.last?.itemDeletes, [[0, 0]])
        }
    }

    /// Reloads count from before the update, and the item named is rebuilt
    /// where it lands, even when other changes shift it.
    func testReloadedItemsAreRebuiltWhereTheyLand() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2, 3, 4]), Row("b", [1, 2, 3])])
            let a = h.controller("a")!, b = h.controller("b")!
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [2, 3, 4]
                batch.delete(in: a, at: [0])
                batch.reload(in: a, at: [2])
                b.items = [9, 1, 2, 3]
                batch.insert(in: b, at: [0])
                batch.reload(in: b, at: [1])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.batches.first?.itemDeletes, [[0, 0], [0, 2], [1, 1]])
            XCTAssertEqual(h.log.batches.first?.itemInserts, [[0, 1], [1, 0], [1, 2]])
            // Alone, a reload changes the item in place.
            h.adapter.reload(in: a, at: [1])
            XCTAssertEqual(h.log.steps.last, "immediately item reloads [[0, 1]]")
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    /// Detaching the view, or another adapter taking it over, while a diff
    /// runs in the background: nothing lands on the view let go of.
    func testLettingGoOfTheViewDuringABackgroundDiff() async {
        for takeover in [false, true] {
            let (h, other, source) = await MainActor.run { () -> (AdapterHarness, ListAdapter, FeedSource) in
                let h = AdapterHarness([Row("a", [1])], configuration: .backgroundDiffing)
                h.source.objects = [Row("a", [1]), Row("b", [2])]
                var finished: Bool?
                h.adapter.performUpdates(animated: true) { finished = $0 }
                h.advance()
                let other = ListAdapter(updater: ListAdapterUpdater(scheduler: h.scheduler))
                let source = FeedSource([Row("z", [1, 2, 3])])
                if takeover {
                    other.dataSource = source
                    other.listView = h.view
                } else {
                    h.adapter.listView = nil
                }
                XCTAssertNil(h.adapter.listView)
                XCTAssertEqual(finished, true, "the update went with the change")
                return (h, other, source)
            }
            await h.updater.pendingDiff?.value
            await MainActor.run {
                h.advance()
                XCTAssertEqual(h.log.steps, ["willDiff 1->2"], "takeover \(takeover): nothing after the cancelled diff")
                if takeover { XCTAssertEqual(h.view.sections, other.sections(for: h.view)) }
                withExtendedLifetime(source) {}
            }
        }
    }

    /// reloadObjects while a diff runs in the background: when the diff lands,
    /// the controller gets the data source's object back, and the view shows it.
    /// The app edits an object in its data source and reloads it while a
    /// background diff runs: when the diff lands, the edit wins (the diff
    /// read the objects before it), on the controller, in `objects` and on
    /// the view.
    func testReloadObjectsDuringABackgroundDiff() async {
        let h = await MainActor.run { () -> AdapterHarness in
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])], configuration: .backgroundDiffing)
            h.source.objects = [Row("b", [2]), Row("a", [1])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            h.source.objects = [Row("b", [2]), Row("a", [1, 2])]  // the edit, after the update read its objects
            h.adapter.reloadObjects([Row("a", [1, 2])])
            XCTAssertEqual(h.counts, [2, 1], "reloaded at once, in the index space the view shows")
            return h
        }
        await h.updater.pendingDiff?.value
        await MainActor.run {
            h.advance()
            let a = h.controller("a")!
            XCTAssertEqual(a.row, Row("a", [1, 2]))
            XCTAssertEqual(a.updates, [Row("a", [1]), Row("a", [1, 2])], "the diff's older object is not handed back")
            XCTAssertEqual(h.adapter.object(for: a) as? Row, Row("a", [1, 2]))
            XCTAssertEqual(h.counts, [1, 2])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.recoveries, 0)
            // A later update changes nothing: the data source agrees.
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(a.updates.count, 2)
        }
    }

    /// The same when the running update inserts the object: it is not shown
    /// yet when the app reloads it, and the newer object still wins when the
    /// diff lands.
    func testReloadObjectsOfAnObjectTheRunningUpdateInserts() async {
        let h = await MainActor.run { () -> AdapterHarness in
            let h = AdapterHarness([Row("a", [1])], configuration: .backgroundDiffing)
            h.source.objects = [Row("a", [1]), Row("b", [2])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            h.source.objects = [Row("a", [1]), Row("b", [2, 3])]
            h.adapter.reloadObjects([Row("b", [2, 3])])
            XCTAssertEqual(h.counts, [1], "not shown yet")
            return h
        }
        await h.updater.pendingDiff?.value
        await MainActor.run {
            h.advance()
            XCTAssertEqual(h.controller("b")?.row, Row("b", [2, 3]))
            XCTAssertEqual(h.counts, [1, 2])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    /// IGListKit's pattern with class objects: the data source swaps in a
    /// new, equal instance, then mutates it and reports an item insert. The
    /// controller must hold the new instance (IGListKit hands over every new
    /// instance), or it would still count the old one's items and the batch
    /// would not add up (on UIKit: a crash). Equal value types are not handed
    /// over again, and no section is reloaded for an equal object.
    func testANewEqualInstanceOfAClassIsHandedToTheController() async {
        await MainActor.run {
            let first = Article("p", comments: ["hi"])
            let source = ArticleSource([first])
            let h = AdapterHarness()
            h.adapter.dataSource = source
            let controller = h.adapter.sectionController(forSection: 0) as! ArticleController
            XCTAssertTrue(controller.article === first)

            let copy = Article("p", comments: ["hi"])  // equal, another instance
            source.articles = [copy]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertTrue(controller.article === copy, "the new instance")
            XCTAssertEqual(controller.updates, 2)
            XCTAssertEqual(h.log.batches, [BatchUpdate()], "equal contents: nothing reloaded")

            h.adapter.performBatch(animated: true, updates: { batch in
                copy.comments.append("welcome")
                batch.insert(in: controller, at: [1])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.counts, [2])

            // The same instance mutated: not a new object, as in IGListKit.
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(controller.updates, 2)
        }
    }

    /// Two batches of one controller that land in the same update happen one
    /// after the other; concatenated (IGListKit) they would delete item 3 of 3.
    func testBatchesOfOneControllerInOneUpdateAreComposed() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2, 3])])
            let a = h.controller("a")!
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items.append(4)
                batch.insert(in: a, at: [3])
            }, completion: nil)
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items.removeLast()
                a.items.insert(0, at: 0)
                batch.delete(in: a, at: [3])
                batch.insert(in: a, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.sections, h.expected)
            var expected = BatchUpdate()
            expected.itemInserts = [[0, 0]]
            XCTAssertEqual(h.log.batches, [expected])
        }
    }

    /// Deletes and move sources count from before the update, inserts and
    /// move targets from after it, even when the sections move in the
    /// same update.
    func testItemIndexesFollowTheSectionsThroughAnUpdate() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3, 4])])
            let b = h.controller("b")!
            h.source.objects = [Row("n", [9]), Row("a", [1, 2]), Row("b", [3, 4])]
            h.adapter.performUpdates(animated: true)
            h.adapter.performBatch(animated: true, updates: { batch in
                b.items = [4, 7]
                batch.delete(in: b, at: [0])
                batch.insert(in: b, at: [1])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.view.batchUpdateCount, 1)
            XCTAssertEqual(h.log.batches.first?.itemDeletes, [[1, 0]])
            XCTAssertEqual(h.log.batches.first?.itemInserts, [[2, 1]])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    /// A batch started inside another block is part of it: the outer
    /// block's indexes all count from before the update.
    func testNestedBatchJoinsTheRunningBlock() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [10, 11, 12, 13]), Row("b", [20])])
            let a = h.controller("a")!, b = h.controller("b")!
            var order: [String] = []
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items.removeFirst()
                batch.delete(in: a, at: [0])
                h.adapter.performBatch(animated: true, updates: { inner in
                    b.items.append(21)
                    inner.insert(in: b, at: [1])
                }, completion: { order.append("inner \($0)") })
                a.items.removeFirst()
                batch.delete(in: a, at: [1])
            }, completion: { order.append("outer \($0)") })
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.log.batches.first?.itemDeletes, [[0, 0], [0, 1]])
            XCTAssertEqual(h.log.batches.first?.itemInserts, [[1, 1]])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(order, ["outer true", "inner true"])
        }
    }

    /// A block that reports changes its section cannot have reloads the
    /// section instead of crashing the view.
    func testChangesThatDoNotFitReloadTheSection() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            let a = h.controller("a")!
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [1, 2]
                batch.delete(in: a, at: [3])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.log.batches.first?.sectionDeletes, [0])
            XCTAssertEqual(h.log.batches.first?.sectionInserts, [0])
            XCTAssertEqual(h.view.sections, h.expected)

            // Outside a batch too: UIKit would raise on the change as given.
            a.items = [1]
            h.adapter.delete(in: a, at: [7])
            h.adapter.move(in: a, from: 0, to: -1)
            XCTAssertEqual(h.log.steps.suffix(2), ["immediately section reloads [0]", "immediately section reloads [0]"])
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    /// A data-source change while a batch is still animating: the next
    /// item batch must not use the finished batch's "before" map.
    func testDataSourceChangeDuringAnAnimationForgetsTheOldIndexSpace() async {
        await MainActor.run {
            let h = AdapterHarness([], attach: false)
            var held: [@MainActor () -> Void] = []
            let view = HeadlessListView(scheduleCompletion: { held.append($0) })
            h.source.objects = [Row("a", [1]), Row("b", [2, 3])]
            h.adapter.listView = view
            h.adapter.dataSource = h.source
            h.source.objects = [Row("x"), Row("a", [1]), Row("b", [2, 3])]
            var results: [String] = []
            h.adapter.performUpdates(animated: true) { results.append("update \($0)") }
            h.advance()
            XCTAssertEqual(results, [], "the animation is still running")
            let other = FeedSource(h.source.objects)
            h.adapter.dataSource = other
            let b = h.controller("b")!
            h.adapter.performBatch(animated: true, updates: { batch in
                b.items.removeFirst()
                batch.delete(in: b, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            for work in held { work() }
            XCTAssertEqual(h.log.batches.last?.itemDeletes, [[2, 0]])
            XCTAssertEqual(results, ["update true"])
            XCTAssertEqual(view.sections, h.adapter.sections(for: view))
        }
    }

    /// Swapping the view while a diff runs in the background: the swap takes
    /// the work over, and the new view shows the result.
    func testSwappingTheViewDuringABackgroundDiff() async {
        let (h, next) = await MainActor.run { () -> (AdapterHarness, HeadlessListView) in
            let h = AdapterHarness([Row("a", [1])], configuration: .backgroundDiffing)
            h.source.objects = [Row("a", [1]), Row("b", [2])]
            var finished: Bool?
            h.adapter.performUpdates(animated: true) { finished = $0 }
            h.advance()
            let scheduler = h.scheduler
            let next = HeadlessListView(scheduleCompletion: { scheduler.schedule(after: 0, $0) })
            h.adapter.listView = next
            XCTAssertEqual(finished, true, "the cancelled update went with the swap")
            XCTAssertEqual(next.sections, h.adapter.sections(for: next))
            return (h, next)
        }
        await h.updater.pendingDiff?.value
        await MainActor.run {
            h.advance()
            XCTAssertEqual(next.numberOfSections, 2)
            XCTAssertEqual(next.sections, h.adapter.sections(for: next))
            XCTAssertEqual(h.log.steps.filter { $0.hasPrefix("willPerform") }, [], "the late diff was ignored")
        }
    }

    func testObjectsThatAreNotSendableAreDiffedOnTheMainActor() async {
        await MainActor.run {
            struct Plain: ListDiffable, Equatable {
                var id: Int
                var diffIdentifier: AnyHashable { id }
            }
            let h = AdapterHarness([Plain(id: 1)], configuration: .backgroundDiffing)
            h.source.objects = [Plain(id: 1), Plain(id: 2)]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(h.log.steps, ["willDiff 1->2", "didDiff", "willPerform", "didPerform"])
            XCTAssertEqual(h.counts, [0, 0])
        }
    }

    func testTheWorkingRangeSurvivesDeletedVisibleSections() async {
        await MainActor.run {
            let h = AdapterHarness((0..<6).map { Row("r\($0)", [$0]) }, visibleItemCount: 0)
            for section in 3..<6 { h.adapter.play(willDisplay: section, at: [section, 0]) }
            h.source.objects = (0..<3).map { Row("r\($0)", [$0]) }
            h.adapter.performUpdates(animated: true)
            h.advance()
            RowController.journal = []
            for section in 3..<6 { h.adapter.play(didEndDisplaying: section, at: [section, 0]) }
            XCTAssertEqual(RowController.journal, [
                "r3: didEndDisplaying 0", "r3: didEndDisplayingSection", "r3: exit", "r4: exit", "r5: exit",
                "r4: didEndDisplaying 0", "r4: didEndDisplayingSection", "r5: didEndDisplaying 0", "r5: didEndDisplayingSection",
            ], "the cells' own controllers hear the ends; paths past the last section leave the range")
            RowController.journal = []
            h.adapter.play(willDisplay: "new", at: [2, 0])
            XCTAssertEqual(RowController.journal, ["r2: willDisplay 0", "r2: willDisplaySection", "r2: enter"])
        }
    }

    func testSectionReloadAndLayoutInvalidationFromAController() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3])])
            let a = h.controller("a")!
            var order: [String] = []
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [8]
                batch.reload(a)
                h.adapter.invalidateLayout(for: a) { order.append("invalidated \($0)") }
            }, completion: { order.append("batch \($0)") })
            h.advance()
            XCTAssertEqual(order, ["batch true", "invalidated true"], "layout waits for the update to end")
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.view.invalidatedIndexPaths, [[0, 0]])
            let gone = RowController()
            h.adapter.invalidateLayout(for: gone) { order.append("gone \($0)") }
            XCTAssertEqual(order.last, "gone false")
        }
    }

    func testSingleItemControllerShowsAndSelectsItsObject() async {
        await MainActor.run {
            var selected: [Banner] = []
            let h = AdapterHarness([Banner(id: "promo", text: "hi")], attach: false)
            h.source.makeController = { _ in SingleItemSectionController<Banner> { selected.append($0) } }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            XCTAssertEqual(h.view.sections.first?.items, ["promo"])
            h.view.tapItem(at: [0, 0])
            XCTAssertEqual(selected, [Banner(id: "promo", text: "hi")])
        }
    }
}
