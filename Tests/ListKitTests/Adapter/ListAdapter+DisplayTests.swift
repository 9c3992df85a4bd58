import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The adapter's queries, visibility, empty view, display events and
/// working range (IGListKit's display handler and working range).
final class ListAdapterDisplayTests: XCTestCase {
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
            // x showed a, which the update removed: it counts nowhere (n has
            // no cell on screen), so the range is b alone.
            XCTAssertEqual(RowController.journal.filter { $0.hasSuffix("enter") || $0.hasSuffix("exit") },
                           ["b: enter", "a: exit"])
        }
    }

    /// Rule: the adapter hears display events from the view it drives.
    /// When it lets go of a view (a new one, or none), that view's cells are
    /// no longer its to track: each ends displaying, sections too, before
    /// the new view displays its own. (The display handler kept the old
    /// view's cells: after the swap, deleting a section never ended its
    /// display, the delegate never heard it, and the deleted controller
    /// stayed alive.)
    func testSwappingTheViewEndsTheOldViewsDisplay() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Row("b", [2])])
            let delegate = DisplayLog()
            h.adapter.delegate = delegate
            weak let deleted = h.controller("b")
            XCTAssertNotNil(deleted)
            let newView = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { [scheduler = h.scheduler] in
                scheduler.schedule(after: 0, $0)
            })
            h.adapter.listView = newView
            XCTAssertEqual(delegate.heard, ["didEndDisplaying a 0", "didEndDisplaying b 1"],
                           "the old view's sections end; the new view shows nothing before its first layout pass")
            newView.layoutIfNeeded()
            XCTAssertEqual(delegate.heard, [
                "didEndDisplaying a 0", "didEndDisplaying b 1", "willDisplay a 0", "willDisplay b 1",
            ], "then the new view's display")
            delegate.heard = []
            h.source.objects = [Row("a", [1])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(delegate.heard, ["didEndDisplaying b 1"])
            XCTAssertNil(deleted, "the deleted controller is let go")
            h.adapter.listView = nil
            XCTAssertEqual(delegate.heard, ["didEndDisplaying b 1", "didEndDisplaying a 0"])
        }
    }

    /// Rule (IGListDisplayHandlerTests; IGListKit on a device): reloading an
    /// object on screen, or its only cell, brings the new cell in before the
    /// old one leaves, so its section never stops displaying: the adapter's
    /// delegate and the controller hear no section event (1 will, 0 ends).
    func testReloadingAVisibleSectionKeepsItDisplayed() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1]), Banner(id: "x", text: "1")])
            let delegate = DisplayLog()
            h.adapter.delegate = delegate
            RowController.journal = []
            h.source.objects = [Row("a", [1]), Banner(id: "x", text: "2")]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(delegate.heard, [], "the changed object's section stays displayed")
            let a = h.controller("a")!
            h.adapter.reload(in: a, at: [0])
            h.advance()
            XCTAssertEqual(RowController.journal, ["a: willDisplay 0", "a: didEndDisplaying 0"],
                           "the new cell will display, then the old one ends; no section event")
            XCTAssertEqual(delegate.heard, [])
        }
    }

    /// Rule (UIKit, IGListKit): no cell before the view's first layout
    /// pass, so attaching the view and the data source and then scrolling
    /// configures and displays only the rows scrolled to.
    func testAttachingThenScrollingNeverDisplaysTheTopRows() async {
        await MainActor.run {
            let h = AdapterHarness((0..<100).map { Row("r\($0)", [$0]) }, attach: false)
            let delegate = DisplayLog()
            h.adapter.delegate = delegate
            RowController.journal = []
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.scrollToItem(at: [50, 0], animated: false)
            XCTAssertEqual(h.view.cellRequestCount, 20, "a screenful, from row 50")
            XCTAssertEqual(delegate.heard.first, "willDisplay r50 50")
            XCTAssertFalse(delegate.heard.contains { $0.hasSuffix(" 0") }, "\(delegate.heard)")
            XCTAssertEqual(h.view.indexPathsForVisibleItems.first, [50, 0])
        }
    }

    /// Rule (UIKit's flow layout asks header and footer sizes on every
    /// update; IGListKit then shows the header): a supplementary source a
    /// controller gains after the first load shows at the next update, even
    /// one with the same objects, and its empty section starts displaying.
    func testASupplementarySourceAddedLaterShowsOnTheNextUpdate() async {
        await MainActor.run {
            @MainActor final class Headed: GenericSectionController<Row>, ListSupplementaryViewSource {
                var items: [Int] = []
                override var numberOfItems: Int { items.count }
                override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
                override func didUpdate(to row: Row) { items = row.items }
                var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
                func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
                    collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: HeadlessReusableView.self, at: index)
                }
                func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 20) }
            }
            let h = AdapterHarness([Row("e"), Row("b", [1])], attach: false)
            h.source.makeController = { _ in Headed() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            let delegate = DisplayLog()
            h.adapter.delegate = delegate
            let e = h.adapter.sectionController(forSection: 0) as! Headed
            e.supplementaryViewSource = e
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertNotNil(h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]))
            XCTAssertEqual(delegate.heard, ["willDisplay e 0"])
        }
    }
}
