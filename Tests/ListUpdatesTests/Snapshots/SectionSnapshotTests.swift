import ListUpdates
import XCTest

/// Outlines, as Apple's `NSDiffableDataSourceSectionSnapshot` keeps them:
/// depth-first items, visibility through expanded ancestors, subtrees
/// deleted with their root, typed errors leaving the outline unchanged.
final class SectionSnapshotTests: XCTestCase {
    func outline() throws -> SectionSnapshot<String> { try .fruits() }

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

    /// An outline as deep as it has items (a chain) is copied and deleted
    /// without recursion, which overflowed the stack at this depth.
    func testADeepChainIsCopiedAndDeleted() throws {
        let depth = 100_000
        var outline = SectionSnapshot<Int>()
        try outline.append([0])
        for item in 1..<depth { try outline.append([item], to: item - 1) }
        try outline.expand([2])
        let below = try outline.snapshot(of: 1, includingParent: true)
        XCTAssertEqual(below.items, Array(1..<depth))
        XCTAssertEqual(below.level(of: depth - 1), depth - 2)
        XCTAssertEqual(below.parent(of: 3), 2)
        XCTAssertTrue(below.isExpanded(2))
        XCTAssertEqual(below.visibleItems, [1])
        try outline.delete([1])
        XCTAssertEqual(outline.items, [0])
        XCTAssertFalse(outline.contains(depth - 1))
        XCTAssertFalse(outline.isExpanded(2))
        try outline.append([1], to: 0)
        XCTAssertEqual(outline.children(of: 1), [])
    }

    /// Subtrees are copied in order, with their states.
    func testSnapshotOfASubtreeKeepsOrderAndStates() throws {
        var outline = try outline()
        try outline.append(["Fuji"], to: "Apple")
        try outline.expand(["Apple", "Vegetables"])
        let fruit = try outline.snapshot(of: "Fruit")
        XCTAssertEqual(fruit.items, ["Apple", "Gala", "Fuji", "Pear"])
        XCTAssertEqual(fruit.rootItems, ["Apple", "Pear"])
        XCTAssertEqual(fruit.visibleItems, ["Apple", "Gala", "Fuji", "Pear"])
        XCTAssertEqual(fruit.level(of: "Gala"), 1)
        let withParent = try outline.snapshot(of: "Fruit", includingParent: true)
        XCTAssertEqual(withParent.items, ["Fruit", "Apple", "Gala", "Fuji", "Pear"])
        XCTAssertEqual(withParent.visibleItems, ["Fruit"])
        XCTAssertEqual(withParent.parent(of: "Fuji"), "Apple")
    }
}
