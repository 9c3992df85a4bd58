import ListUpdates
import XCTest

/// Outlines, as Apple's `NSDiffableDataSourceSectionSnapshot` keeps them:
/// depth-first items, visibility through expanded ancestors, subtrees
/// deleted with their root, typed errors leaving the outline unchanged.
final class SectionSnapshotTests: XCTestCase {
    func outline() throws -> SectionSnapshot<String> {
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try outline.append(["Gala"], to: "Apple")
        try outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    func testItemsVisibilityLevelsAndParents() throws {
        var outline = try outline()
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Vegetables"])
        XCTAssertEqual(outline.rootItems, ["Fruit", "Vegetables"])
        try outline.expand(["Fruit", "Apple"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        try outline.collapse(["Fruit"])
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Vegetables"], "collapsing hides the whole subtree")
        XCTAssertTrue(outline.isExpanded("Apple"), "a hidden item keeps its state")
        XCTAssertFalse(outline.isVisible("Gala"))
        XCTAssertEqual(outline.level(of: "Gala"), 2)
        XCTAssertEqual(outline.parent(of: "Gala"), "Apple")
        XCTAssertNil(outline.parent(of: "Fruit"))
        XCTAssertEqual(outline.children(of: "Fruit"), ["Apple", "Pear"])
    }

    func testInsertsAndDeletes() throws {
        var outline = try outline()
        try outline.insert(["Banana"], before: "Pear")
        try outline.insert(["Cherry"], after: "Apple")  // after Apple's subtree
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Cherry", "Banana", "Pear", "Vegetables", "Leek"])
        try outline.delete(["Apple", "Gala"])  // Gala goes with Apple already
        XCTAssertEqual(outline.items, ["Fruit", "Cherry", "Banana", "Pear", "Vegetables", "Leek"])
        XCTAssertFalse(outline.contains("Gala"))
        let sub = try outline.snapshot(of: "Fruit")
        XCTAssertEqual(sub.rootItems, ["Cherry", "Banana", "Pear"])
        XCTAssertEqual(try outline.snapshot(of: "Vegetables", includingParent: true).items, ["Vegetables", "Leek"])
        outline.deleteAll()
        XCTAssertEqual(outline.items, [])
    }

    /// An outline deeper than the stack could recurse through: its subtree
    /// is copied and deleted all the same.
    func testADeepOutlineIsCopiedAndDeleted() throws {
        var outline = SectionSnapshot<Int>()
        try outline.append([0])
        for item in 1..<100_000 { try outline.append([item], to: item - 1) }
        try outline.expand([1, 99_998])
        let sub = try outline.snapshot(of: 1, includingParent: true)
        XCTAssertEqual(sub.items.count, 99_999)
        XCTAssertEqual(sub.level(of: 99_999), 99_998)
        XCTAssertEqual(sub.parent(of: 2), 1)
        XCTAssertEqual(sub.visibleItems, [1, 2])
        XCTAssertTrue(sub.isExpanded(99_998))
        try outline.delete([1])
        XCTAssertEqual(outline.items, [0])
        XCTAssertFalse(outline.contains(99_999))
    }

    func testMisuseThrowsAndChangesNothing() throws {
        var outline = try outline()
        let before = outline
        XCTAssertThrowsError(try outline.append(["Apple"])) { XCTAssertEqual($0 as? SnapshotError, .duplicateItem("Apple")) }
        XCTAssertThrowsError(try outline.append(["Kiwi", "Kiwi"])) { XCTAssertEqual($0 as? SnapshotError, .duplicateItem("Kiwi")) }
        XCTAssertThrowsError(try outline.append(["Kiwi"], to: "Nope")) { XCTAssertEqual($0 as? SnapshotError, .unknownItem("Nope")) }
        XCTAssertThrowsError(try outline.insert(["Kiwi"], before: "Nope"))
        XCTAssertThrowsError(try outline.delete(["Pear", "Nope"]))
        XCTAssertThrowsError(try outline.expand(["Nope"]))
        XCTAssertThrowsError(try outline.snapshot(of: "Nope"))
        XCTAssertEqual(outline, before)
    }
}
