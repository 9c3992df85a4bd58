import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Item changes in batches and updates that meet background diffs, view
/// swaps and reloads while they run.
final class ListAdapterBatchTests: XCTestCase {
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
            let next = HeadlessListView(scheduler: scheduler)
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
