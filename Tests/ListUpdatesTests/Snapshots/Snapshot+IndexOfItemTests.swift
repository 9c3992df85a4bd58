import ListUpdates
import XCTest

/// `indexOfItem(_:)` is the position among all items, section after
/// section, as Apple's; the in-section position is the package's
/// `indexPath(ofItem:)`. Pinned across every edit that changes a section's
/// item count.
final class SnapshotIndexOfItemTests: XCTestCase {
    typealias S = Snapshot<String, Int>

    func testIndexOfItemCountsTheSectionsBefore() throws {
        var s = S()
        s.appendSections(["A", "B"])
        s.appendItems([1, 2], toSection: "A")
        s.appendItems([3], toSection: "B")
        XCTAssertEqual(s.indexOfItem(1), 0)
        XCTAssertEqual(s.indexOfItem(2), 1)
        XCTAssertEqual(s.indexOfItem(3), 2)
        XCTAssertNil(s.indexOfItem(4))
        XCTAssertEqual(s.indexPath(ofItem: 3).map { [$0.section, $0.item] }, [1, 0])
        XCTAssertNil(s.indexPath(ofItem: 4))

        s.insertSections(["Z"], beforeSection: "A")   // empty: nothing moves
        XCTAssertEqual(s.indexOfItem(3), 2)
        s.appendItems([7, 8, 9], toSection: "Z")       // Z: [7, 8, 9], A: [1, 2], B: [3]
        XCTAssertEqual(s.indexOfItem(3), 5)
        s.insertItems([4], beforeItem: 1)              // A: [4, 1, 2]
        XCTAssertEqual(s.indexOfItem(3), 6)
        s.deleteItems([8, 9])                          // Z: [7]
        XCTAssertEqual(s.indexOfItem(3), 4)
        s.moveItem(7, afterItem: 3)                    // Z: [], B: [3, 7]
        XCTAssertEqual(s.indexOfItem(3), 3)
        XCTAssertEqual(s.indexOfItem(7), 4)
        s.moveSection("B", beforeSection: "Z")         // B: [3, 7], Z: [], A: [4, 1, 2]
        XCTAssertEqual(s.indexOfItem(4), 2)
        XCTAssertEqual(s.indexOfItem(7), 1)
        s.deleteSections(["B"])
        XCTAssertEqual(s.indexOfItem(2), 2)
        XCTAssertEqual(s.itemIdentifiers, [4, 1, 2])
        s.deleteAllItems()
        s.appendItems([5], toSection: "A")
        XCTAssertEqual(s.indexOfItem(5), 0, "deleteAllItems empties every section's count")
    }

    /// 300 sections of 0 to 5 items (their tree has several chunks): every
    /// item's index is its position in itemIdentifiers.
    func testManySections() throws {
        var s = Snapshot<Int, Int>()
        s.appendSections(Array(0..<300))
        var next = 0
        for section in 0..<300 {
            let count = (section * 7) % 6
            s.appendItems(Array(next..<(next + count)), toSection: section)
            next += count
        }
        s.moveSection(299, beforeSection: 0)
        s.deleteSections(Array(stride(from: 1, to: 300, by: 3)))
        for (position, item) in s.itemIdentifiers.enumerated() {
            XCTAssertEqual(s.indexOfItem(item), position)
        }
    }
}
