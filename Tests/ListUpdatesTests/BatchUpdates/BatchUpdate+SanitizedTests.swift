import Foundation
import ListKitTesting
import ListUpdates
import XCTest

/// Each sanitising rule on its own, with exact inputs and outputs.
final class BatchUpdateSanitizedTests: XCTestCase {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
    func move(_ from: Int, _ to: Int) -> List.MoveIndex { List.MoveIndex(from: from, to: to) }
    func move(_ from: (Int, Int), _ to: (Int, Int)) -> List.MoveIndexPath {
        List.MoveIndexPath(from: path(from.0, from.1), to: path(to.0, to.1))
    }

    func testSectionReloadBecomesDeleteAndInsertWhereItLands() throws {
        var batch = BatchUpdate()
        batch.sectionDeletes = [0]
        batch.sectionReloads = [2]  // old 2 lands at 1 once 0 is gone
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionReloads, [])
        XCTAssertEqual(safe.sectionDeletes, [0, 2])
        XCTAssertEqual(safe.sectionInserts, [1])
    }

    func testItemReloadsBecomeDeleteAndInsert() throws {
        var batch = BatchUpdate()
        batch.sectionInserts = [0]
        batch.itemReloads = [path(0, 3), path(0, 3), path(1, 0)]  // repeated reload collapses
        batch.itemDeletes = [path(1, 0)]                          // a reload of a deleted item is dropped
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.itemReloads, [])
        XCTAssertEqual(safe.itemDeletes, [path(1, 0), path(0, 3)])
        XCTAssertEqual(safe.itemInserts, [path(1, 3)])  // old section 0 is new section 1
    }

    func testMovedAndReloadedItemBecomesDeleteAndInsert() throws {
        var batch = BatchUpdate()
        batch.itemMoves = [move((0, 2), (0, 0))]
        batch.itemReloads = [path(0, 2)]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.itemMoves, [])
        XCTAssertEqual(safe.itemDeletes, [path(0, 2)])
        XCTAssertEqual(safe.itemInserts, [path(0, 0)])
    }

    func testRule1SectionMovesCollidingWithDeletesOrInsertsAreDropped() throws {
        var batch = BatchUpdate()
        batch.sectionDeletes = [1]
        batch.sectionInserts = [4]
        batch.sectionMoves = [move(1, 2), move(3, 4), move(5, 6)]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [move(5, 6)])
        XCTAssertEqual(safe.sectionDeletes, [1])
        XCTAssertEqual(safe.sectionInserts, [4])
    }

    func testRule2DuplicateDeletesCollapseWithMatchingInserts() throws {
        // deletes x inserts at one index path -> output, as IGListKit's table.
        let cases: [(Int, Int, Int, Int)] = [(2, 0, 1, 0), (2, 1, 1, 0), (2, 2, 1, 1), (2, 3, 1, 2), (3, 3, 1, 1), (1, 1, 1, 1)]
        for (deletes, inserts, outDeletes, outInserts) in cases {
            var batch = BatchUpdate()
            batch.itemDeletes = Array(repeating: path(0, 0), count: deletes)
            batch.itemInserts = Array(repeating: path(0, 0), count: inserts) + [path(0, 5)]
            let safe = try batch.sanitized()
            XCTAssertEqual(safe.itemDeletes.count, outDeletes, "\(deletes) x \(inserts)")
            XCTAssertEqual(safe.itemInserts.filter { $0 == path(0, 0) }.count, outInserts, "\(deletes) x \(inserts)")
            XCTAssertTrue(safe.itemInserts.contains(path(0, 5)))
        }
    }

    func testRule3ItemDeleteInMovedFromSectionReplacesTheMove() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 2), move(1, 0)]
        batch.itemDeletes = [path(0, 1)]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [move(1, 0)])
        XCTAssertEqual(safe.sectionDeletes, [0])
        XCTAssertEqual(safe.sectionInserts, [2])
        XCTAssertEqual(safe.itemDeletes, [])
    }

    func testRule4ItemInsertInMovedToSectionReplacesTheMove() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 2)]
        batch.itemInserts = [path(2, 0), path(1, 0)]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [])
        XCTAssertEqual(safe.sectionDeletes, [0])
        XCTAssertEqual(safe.sectionInserts, [2])
        XCTAssertEqual(safe.itemInserts, [path(1, 0)])
    }

    func testRule5ItemMovesOutOfDeletedOrMovedSections() throws {
        var batch = BatchUpdate()
        batch.sectionDeletes = [0]
        batch.sectionMoves = [move(1, 3)]
        batch.itemMoves = [move((0, 0), (2, 0)), move((1, 0), (1, 1)), move((2, 0), (2, 1))]
        let safe = try batch.sanitized()
        // Out of a deleted section, or out of the replaced moved section 1: the
        // move goes and its target, in a surviving section, becomes an insert
        // (IGListKit only drops it, which unbalances the target section).
        XCTAssertEqual(safe.itemInserts, [path(2, 0), path(1, 1)])
        // Out of a moved section: the section move becomes delete + insert.
        XCTAssertEqual(safe.sectionMoves, [])
        XCTAssertEqual(safe.sectionDeletes, [0, 1])
        XCTAssertEqual(safe.sectionInserts, [3])
        XCTAssertEqual(safe.itemMoves, [move((2, 0), (2, 1))])
    }

    func testMoveIntoAReplacedSectionLeavesADelete() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 1)]
        batch.itemInserts = [path(1, 0)]               // replaces section move 0 -> 1
        batch.itemMoves = [move((1, 2), (1, 0))]       // new section 1 is now inserted
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.itemMoves, [])
        XCTAssertEqual(safe.itemDeletes, [path(1, 2)])
        XCTAssertEqual(safe.itemInserts, [])
    }

    func testSanitizedBatchesAreAcceptedWhereTheRawOnesAreNot() throws {
        typealias View = ListViewSimulator<String, Int>
        let old = [View.Section(id: "a", items: [1, 2]), View.Section(id: "b", items: [3])]
        let new = [View.Section(id: "b", items: [3]), View.Section(id: "a", items: [2, 1])]
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 1)]
        batch.itemMoves = [move((0, 0), (1, 1))]
        batch.itemReloads = [path(0, 0)]
        var view = View(sections: old)
        XCTAssertThrowsError(try view.performBatchUpdates(batch, dataSource: new))
        try view.performBatchUpdates(try batch.sanitized(), dataSource: new)
        XCTAssertEqual(view.sections, new)
    }

    // UIKit corrupts its memory on an item insert into a moved section
    // (IGListKit's rule 4), and an item move's target is an insert there too:
    // the section move becomes a delete plus an insert, whichever side of the
    // item move touches it. Old [S1:[10], S2:[]] -> new [S2:[10], S1:[]] with
    // both sections moved and item 10 moving from S1 to S2.
    func testItemMoveIntoMovedToSectionReplacesTheMove() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 1), move(1, 0)]
        batch.itemMoves = [move((0, 0), (0, 0))]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [])
        XCTAssertEqual(safe.sectionDeletes, [0, 1])
        XCTAssertEqual(safe.sectionInserts, [0, 1])
        XCTAssertEqual(safe.itemMoves, [])
        XCTAssertEqual(safe.itemInserts, [])
        XCTAssertEqual(safe.itemDeletes, [])
    }

    // The same when only the target section moves: the item move out of a
    // surviving section becomes a delete there.
    func testItemMoveIntoMovedSectionFromAStillSectionLeavesADelete() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(2, 0)]
        batch.itemMoves = [move((1, 0), (0, 0))]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [])
        XCTAssertEqual(safe.sectionDeletes, [2])
        XCTAssertEqual(safe.sectionInserts, [0])
        XCTAssertEqual(safe.itemMoves, [])
        XCTAssertEqual(safe.itemDeletes, [path(1, 0)])
        XCTAssertEqual(safe.itemInserts, [])
    }

    // Apple's documentation does not say that reconfigures are safe in a
    // moved section: the section is sent whole instead, which rebuilds it.
    func testReconfigureInMovedSectionReplacesTheMove() throws {
        var batch = BatchUpdate()
        batch.sectionMoves = [move(0, 1)]
        batch.itemReconfigures = [path(0, 0), path(2, 1)]
        let safe = try batch.sanitized()
        XCTAssertEqual(safe.sectionMoves, [])
        XCTAssertEqual(safe.sectionDeletes, [0])
        XCTAssertEqual(safe.sectionInserts, [1])
        XCTAssertEqual(safe.itemReconfigures, [path(2, 1)])
    }

    // An index path that is not (section, item) is reported, not dropped.
    func testMalformedIndexPathIsReported() {
        var batch = BatchUpdate()
        batch.itemDeletes = [path(0, 0)]
        batch.itemMoves = [List.MoveIndexPath(from: path(0, 1), to: IndexPath(index: 3))]
        XCTAssertThrowsError(try batch.sanitized()) {
            XCTAssertEqual($0 as? BatchUpdateError, .malformedIndexPath(.itemMoveTo, IndexPath(index: 3)))
            XCTAssertEqual("\($0)", "move item to: index path [3] is not (section, item)")
        }
        batch.itemMoves = []
        batch.itemInserts = [IndexPath(indexes: [0, 1, 2])]
        XCTAssertThrowsError(try batch.sanitized()) {
            XCTAssertEqual($0 as? BatchUpdateError, .malformedIndexPath(.itemInsert, IndexPath(indexes: [0, 1, 2])))
        }
    }

    // The unchecked form (`uncheckedSanitized()`, what UIKit's glue uses before
    // iOS 15 on the app's own batch) never traps on an item delete that is
    // not (section, item): like every other rule, the duplicate-delete rule
    // passes it over, and the clean-up drops it (it names no surviving
    // section). Its fast path for sorted deletes once read `path[1]` of
    // each and trapped.
    func testUncheckedSanitizingPassesOverMalformedDeletes() {
        for deletes in [[IndexPath(index: 0), path(0, 1)], [path(0, 1), IndexPath()], [path(0, 1), IndexPath(indexes: [0, 2, 5])]] {
            var batch = BatchUpdate()
            batch.itemDeletes = deletes
            XCTAssertEqual(batch.uncheckedSanitized().itemDeletes, [path(0, 1)], "\(deletes)")
        }
    }
}

