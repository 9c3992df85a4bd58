import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// MARK: Reuse in batches

/// UIKit's reuse rules inside a batch update (Apple's documentation):
/// `reloadItems(at:)` makes the collection view "discard any cells
/// associated with those items and redisplay them", so a reloaded item gets
/// a new cell; `reconfigureItems(at:)` updates the items "preserving the
/// existing cells"; a moved item keeps its cell. On a device a cell that a
/// batch deletes or replaces stays on screen while the update animates (it
/// animates out while the new one animates in), so it cannot be the cell
/// dequeued for the new item: it goes back to its reuse queue only after
/// the update has asked for its new cells, and serves later dequeues.
/// Its `didEndDisplaying` still comes first, before the new cells'
/// `willDisplay` (the order of display events is not settled here).
extension HeadlessListViewCellsTests {
    /// Apple's `reloadItems(at:)`: "discard any cells associated with those
    /// items and redisplay them". The new cell is another instance; the old
    /// one is not prepared for reuse during the batch (it still shows its
    /// item); it goes to the pool after the batch, and the next dequeue (a
    /// scroll bringing a row on screen) takes it.
    func testABatchReloadGivesANewCellAndPoolsTheOldOneAfterTheUpdate() async throws {
        try await MainActor.run {
            let model = Model([Self.section("s", 0..<100)]), log = Log()
            let view = Self.view(model, log)
            let old = view.visibleCells as! [IdentityCell]
            XCTAssertEqual(view.createdViewCount, 3)
            var batch = BatchUpdate()
            batch.itemReloads = [[0, 1]]
            log.events = []
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            let new = view.cellForItem(at: [0, 1]) as! IdentityCell
            XCTAssertFalse(new === old[1], "a reloaded item gets a new cell")
            XCTAssertEqual(new.shown, 1)
            XCTAssertEqual(new.reuseCount, 0, "made, not recycled: the pool was empty")
            XCTAssertEqual(view.createdViewCount, 4)
            XCTAssertEqual(old[1].reuseCount, 0, "no prepareForReuse on the old cell during the batch")
            XCTAssertEqual(old[1].shown, 1, "it still shows its item, animating out")
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === old[0])
            XCTAssertTrue(view.cellForItem(at: [0, 2]) === old[2])
            XCTAssertEqual(log.events, ["+1", "-1"], "the new cell will display first, then the old one ends")
            XCTAssertEqual(view.cellRequestCount, 4)
            // Half a row down: row 3 comes on screen, nothing leaves; its
            // cell is the reloaded item's old one, now prepared for reuse.
            view.contentOffset = CGPoint(x: 0, y: 22)
            XCTAssertEqual(Self.shown(view), [0, 1, 2, 3])
            XCTAssertTrue(view.cellForItem(at: [0, 3]) === old[1], "the old cell served the next dequeue")
            XCTAssertEqual(old[1].reuseCount, 1)
            XCTAssertEqual(old[1].shown, 3)
            XCTAssertEqual(view.createdViewCount, 4, "no cell made for the scroll")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A delete and an insert at the same place in one batch (UIKit's
    /// reload is "deleting and then inserting the item",
    /// `UICollectionViewUpdateItem.Action.reload`): the inserted item's cell
    /// is never the deleted one's, whether the inserted item is another one
    /// or the same identity coming back.
    func testADeleteAndAnInsertAtTheSamePlaceDoNotShareACell() async throws {
        try await MainActor.run {
            let model = Model([Self.section("s", 0..<3)]), log = Log()
            let view = Self.view(model, log)
            let old = view.visibleCells as! [IdentityCell]
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 1]]
            batch.itemInserts = [[0, 1]]
            log.events = []
            // Item 1 (A) deleted, item 9 (B) inserted where it was.
            try view.performBatchUpdates(batch, updateData: {
                model.data = [HeadlessListView.Section(id: "s", items: [0, 9, 2])]
            }, completion: nil)
            XCTAssertEqual(view.sections, model.data)
            let b = view.cellForItem(at: [0, 1]) as! IdentityCell
            XCTAssertFalse(b === old[1], "B's cell is not A's old cell")
            XCTAssertEqual(b.shown, 9)
            XCTAssertEqual([old[1].reuseCount, b.reuseCount], [0, 0])
            XCTAssertEqual(old[1].shown, 1)
            XCTAssertEqual(view.createdViewCount, 4)
            XCTAssertEqual(log.events, ["+9", "-1"], "in a batch, arrivals before departures")
            // The same identity deleted and inserted again: B (9) again gets
            // a cell that is not its old one (A's, from the pool).
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            let again = view.cellForItem(at: [0, 1]) as! IdentityCell
            XCTAssertFalse(again === b, "not the cell the batch deleted")
            XCTAssertTrue(again === old[1], "the cell pooled by the last batch")
            XCTAssertEqual(again.reuseCount, 1)
            XCTAssertEqual(again.shown, 9)
            XCTAssertEqual(b.reuseCount, 0)
            XCTAssertEqual(view.createdViewCount, 4)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Apple's `reconfigureItems(at:)`: "preserving the existing cells for
    /// the items"; the cell provider "must return the same existing cell".
    /// A moved item keeps its cell too. Neither is prepared for reuse; no
    /// cell is made.
    func testAReconfiguredItemAndAMovedItemKeepTheirInstances() async throws {
        try await MainActor.run {
            let model = Model([Self.section("s", 0..<3)]), log = Log()
            let view = Self.view(model, log)
            let old = view.visibleCells as! [IdentityCell]
            var batch = BatchUpdate()
            batch.itemReconfigures = [[0, 0]]
            batch.itemMoves = [List.MoveIndexPath(from: [0, 2], to: [0, 1])]
            log.events = []
            try view.performBatchUpdates(batch, updateData: {
                model.data = [HeadlessListView.Section(id: "s", items: [0, 2, 1])]
            }, completion: nil)
            XCTAssertEqual(view.visibleCells.map(ObjectIdentifier.init), [old[0], old[2], old[1]].map(ObjectIdentifier.init))
            XCTAssertEqual(Self.shown(view), [0, 2, 1])
            XCTAssertEqual(old.map(\.reuseCount), [0, 0, 0])
            XCTAssertEqual(view.createdViewCount, 3)
            XCTAssertEqual(view.cellRequestCount, 4, "3 + the reconfigured item")
            XCTAssertEqual(log.events, [], "nothing ends or shows")
        }
    }

    /// A section reload (Apple's `reloadSections(_:)`: "discard any cells
    /// associated with those items and redisplay them") replaces its header
    /// too: the new header is another instance, the old one goes to its
    /// pool after the batch.
    func testASectionReloadGivesItsHeaderANewView() async throws {
        try await MainActor.run {
            @MainActor final class Headed: SectionsDataSource, HeadlessListViewDelegate {
                var data = [HeadlessListView.Section(id: "s", items: [0, 1])]
                var events: [String] = []
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(
                    _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> CGSize { kind == ListElementKind.sectionHeader ? CGSize(width: 320, height: 20) : .zero }
                func headlessListView(
                    _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> HeadlessReusableView? {
                    view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
                    return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
                }
                func headlessListView(
                    _ view: HeadlessListView, willDisplaySupplementaryView supplementary: HeadlessReusableView,
                    forElementKind kind: String, at indexPath: IndexPath
                ) { events.append("+h") }
                func headlessListView(
                    _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementary: HeadlessReusableView,
                    forElementOfKind kind: String, at indexPath: IndexPath
                ) { events.append("-h") }
            }
            let model = Headed()
            let view = HeadlessListView(visibleItemCount: 5, scheduleCompletion: { $0() })
            view.dataSource = model
            view.delegate = model
            let cells = view.visibleCells
            let header = view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0])
            XCTAssertNotNil(header)
            XCTAssertEqual(view.createdViewCount, 3, "a header and two cells")
            var batch = BatchUpdate()
            batch.sectionReloads = [0]
            model.events = []
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            let newHeader = view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0])
            XCTAssertNotNil(newHeader)
            XCTAssertFalse(newHeader === header, "the reloaded section's header is a new view")
            XCTAssertEqual(header?.reuseCount, 0)
            XCTAssertFalse(view.visibleCells.contains { cell in cells.contains { $0 === cell } }, "and its cells new cells")
            XCTAssertEqual(view.createdViewCount, 6)
            XCTAssertEqual(model.events, ["+h", "-h"], "in a batch, arrivals before departures")
            // The next section reload takes the pooled views back.
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertTrue(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]) === header)
            XCTAssertEqual(header?.reuseCount, 1)
            XCTAssertEqual(Set(view.visibleCells.map(ObjectIdentifier.init)), Set(cells.map(ObjectIdentifier.init)))
            XCTAssertEqual(view.createdViewCount, 6)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// The pool still serves: reload batches, one after another, make at
    /// most the cells of one batch more than the cells on screen (here 3
    /// rows all reloaded each time: 6 cells made, then none), and the two
    /// sets of cells take turns.
    func testReloadBatchesReuseThePoolAndMakeABoundedNumberOfCells() async throws {
        try await MainActor.run {
            let model = Model([Self.section("s", 0..<10)]), log = Log()
            let view = Self.view(model, log)
            let first = view.visibleCells
            var all = BatchUpdate()
            all.itemReloads = [[0, 0], [0, 1], [0, 2]]
            try view.performBatchUpdates(all, updateData: {}, completion: nil)
            let second = view.visibleCells
            XCTAssertEqual(view.createdViewCount, 6)
            XCTAssertTrue(zip(first, second).allSatisfy { $0 !== $1 })
            try view.performBatchUpdates(all, updateData: {}, completion: nil)
            // The pool hands the first cells out last in, first out.
            XCTAssertEqual(view.visibleCells.map(ObjectIdentifier.init), first.reversed().map(ObjectIdentifier.init))
            for _ in 0..<50 { try view.performBatchUpdates(all, updateData: {}, completion: nil) }
            XCTAssertEqual(view.createdViewCount, 6, "3 on screen × 2, however many batches")
            XCTAssertEqual(Self.shown(view), [0, 1, 2])
            // One row reloaded per batch: one cell more than those on screen.
            var one = BatchUpdate()
            one.itemReloads = [[0, 1]]
            let freshModel = Model([Self.section("s", 0..<10)]), freshLog = Log()  // held: the view's are weak
            let fresh = Self.view(freshModel, freshLog)
            for _ in 0..<50 { try fresh.performBatchUpdates(one, updateData: {}, completion: nil) }
            XCTAssertEqual(fresh.createdViewCount, 4)
            XCTAssertEqual(fresh.cellRequestCount, 53)
            // Scrolling afterwards takes the pooled cells before making any.
            fresh.contentOffset = CGPoint(x: 0, y: 22)
            XCTAssertEqual(fresh.createdViewCount, 4)
            XCTAssertEqual(view.faults + fresh.faults, [])
        }
    }
}
