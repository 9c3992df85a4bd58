import Foundation
import ListUpdates
import XCTest

/// Batches and counts at the edges of `Int`: a typed error or a batch left
/// for the list view to reject, never a trap or a wrong verdict.
final class HostileBatchTests: XCTestCase {
    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

    func validationError(_ batch: BatchUpdate, _ old: [Int], _ new: [Int]) -> BatchUpdateError? {
        do {
            try batch.validate(itemCountsBefore: old, after: new)
            return nil
        } catch {
            return error as? BatchUpdateError
        }
    }

    func testItemCountsNoListViewCanHaveAreRejected() {
        let maxCount = 4_294_967_295
        var insert = BatchUpdate()
        insert.itemInserts = [path(0, 0)]
        // Once an overflow of `before + inserted`.
        XCTAssertEqual(validationError(insert, [Int.max], [Int.max]),
                       .invalidItemCount(section: 0, count: Int.max, afterUpdate: false))
        XCTAssertEqual(validationError(BatchUpdate(), [2, -3], [2, -3]),
                       .invalidItemCount(section: 1, count: -3, afterUpdate: false))
        XCTAssertEqual(validationError(BatchUpdate(), [2], [maxCount + 1]),
                       .invalidItemCount(section: 0, count: maxCount + 1, afterUpdate: true))
        XCTAssertEqual(BatchUpdateError.invalidItemCount(section: 1, count: -3, afterUpdate: false).description,
                       "section 1 has -3 items before the update: a section holds 0 to 4294967295 items")
        XCTAssertNil(validationError(insert, [maxCount - 1], [maxCount]))

        // Item 2^32 of section 0 was once taken for item 0 of section 1:
        // a batch that moves an item between sections was accepted...
        var crossing = BatchUpdate()
        crossing.itemDeletes = [path(0, maxCount)]
        crossing.itemInserts = [path(1, 0)]
        XCTAssertNotNil(validationError(crossing, [maxCount + 1, 1], [maxCount + 1, 1]))
        // ... and two deletes in two sections were one delete twice.
        var twoDeletes = BatchUpdate()
        twoDeletes.itemDeletes = [path(0, maxCount - 1), path(1, 0)]
        XCTAssertNil(validationError(twoDeletes, [maxCount, 1], [maxCount - 1, 0]))
    }

    func testSanitizingLeavesIndexesNoListViewHasForTheViewToReject() throws {
        let maxCount = 4_294_967_295
        // Each of these trapped: where the reloaded item or section lands
        // overflowed, or an index beyond IndexSet's range went into one.
        var itemReload = BatchUpdate()
        itemReload.itemReloads = [path(0, Int.max), path(Int.max, 0), path(0, maxCount + 1)]
        itemReload.itemInserts = [path(0, 0)]
        XCTAssertEqual(try itemReload.sanitized(), itemReload)

        var sectionReload = BatchUpdate()
        sectionReload.sectionReloads = [-4, Int.max - 1]
        sectionReload.sectionInserts = [0, 1]
        XCTAssertEqual(try sectionReload.sanitized(), sectionReload)
        XCTAssertEqual(validationError(try sectionReload.sanitized(), [], [0, 0]),
                       .sectionOutOfRange(.sectionReload, section: -4, count: 0))

        var movedAway = BatchUpdate()
        movedAway.sectionMoves = [List.MoveIndex(from: 0, to: Int.max), List.MoveIndex(from: Int.max, to: 1)]
        movedAway.itemDeletes = [path(0, 0)]
        movedAway.itemInserts = [path(1, 0)]
        XCTAssertEqual(try movedAway.sanitized(), movedAway)
        XCTAssertEqual(validationError(try movedAway.sanitized(), [1, 1], [1, 1]),
                       .sectionOutOfRange(.sectionMoveTo, section: Int.max, count: 2))

        // At the largest count, the rules still place what they can.
        var largest = BatchUpdate()
        largest.itemReloads = [path(0, maxCount - 1)]
        largest.itemInserts = [path(0, 0)]
        largest.itemDeletes = [path(0, 0)]
        var expected = BatchUpdate()
        expected.itemDeletes = [path(0, 0), path(0, maxCount - 1)]
        expected.itemInserts = [path(0, 0), path(0, maxCount - 1)]
        XCTAssertEqual(try largest.sanitized(), expected)
    }
}
