import ListUpdates
import XCTest

/// Apple's section-snapshot members beyond items: `index(of:)`, grafting
/// whole outlines, `replace(childrenOf:using:)`, `expandedItems` and
/// `visualDescription()`, pinned on concrete outlines; misuse throws and
/// changes nothing.
final class SectionSnapshotSubtreesTests: XCTestCase {
    /// Fruit > [Apple > [Gala], Pear], Vegetables > [Leek]; all collapsed.
    func fruits() throws -> SectionSnapshot<String> { try .fruits() }

    /// Citrus (expanded) > [Lemon, Lime].
    func citrus() throws -> SectionSnapshot<String> {
        var citrus = SectionSnapshot<String>()
        try citrus.append(["Citrus"])
        try citrus.append(["Lemon", "Lime"], to: "Citrus")
        try citrus.expand(["Citrus"])
        return citrus
    }

    func testIndexIsThePositionAmongAllItemsCollapsedOrNot() throws {
        var outline = try fruits()
        let expected = ["Fruit": 0, "Apple": 1, "Gala": 2, "Pear": 3, "Vegetables": 4, "Leek": 5]
        for (item, index) in expected { XCTAssertEqual(outline.index(of: item), index, item) }
        try outline.expand(["Fruit"])
        for (item, index) in expected { XCTAssertEqual(outline.index(of: item), index, item) }
        XCTAssertNil(outline.index(of: "Kiwi"))
        try outline.insert(["Banana"], after: "Apple")  // after Gala, Apple's last descendant
        try outline.append(["Cherry"], to: "Fruit")     // after Pear, Fruit's last descendant
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Banana", "Pear", "Cherry", "Vegetables", "Leek"])
        XCTAssertEqual(outline.index(of: "Cherry"), 5)
        XCTAssertEqual(outline.index(of: "Leek"), 7)
        try outline.delete(["Apple"])
        XCTAssertEqual(outline.index(of: "Banana"), 1)
        XCTAssertNil(outline.index(of: "Gala"))
    }

    func testAppendingAnOutlineKeepsItsHierarchyAndStates() throws {
        var outline = try fruits()
        try outline.append(try citrus(), to: "Fruit")
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Pear", "Citrus", "Lemon", "Lime", "Vegetables", "Leek"])
        XCTAssertEqual(outline.children(of: "Fruit"), ["Apple", "Pear", "Citrus"])
        XCTAssertEqual(outline.parent(of: "Citrus"), "Fruit")
        XCTAssertEqual(outline.parent(of: "Lime"), "Citrus")
        XCTAssertEqual(outline.level(of: "Citrus"), 1)
        XCTAssertEqual(outline.level(of: "Lemon"), 2)
        XCTAssertEqual(outline.expandedItems, ["Citrus"])
        XCTAssertEqual(outline.index(of: "Lime"), 6)

        var atRoot = try fruits()
        try atRoot.append(try citrus())
        XCTAssertEqual(atRoot.rootItems, ["Fruit", "Vegetables", "Citrus"])
        XCTAssertEqual(atRoot.level(of: "Lemon"), 1)
        XCTAssertNil(atRoot.parent(of: "Citrus"))
    }

    func testInsertingAnOutlineBeforeAndAfterAnItem() throws {
        var outline = try fruits()
        try outline.insert(try citrus(), before: "Pear")
        XCTAssertEqual(outline.items, ["Fruit", "Apple", "Gala", "Citrus", "Lemon", "Lime", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(outline.children(of: "Fruit"), ["Apple", "Citrus", "Pear"])

        var after = try fruits()
        try after.insert(try citrus(), after: "Apple")  // after Apple's subtree
        XCTAssertEqual(after.items, ["Fruit", "Apple", "Gala", "Citrus", "Lemon", "Lime", "Pear", "Vegetables", "Leek"])
        XCTAssertEqual(after, outline, "the same outline built two ways")

        var last = try fruits()
        try last.insert(try citrus(), after: "Vegetables")
        XCTAssertEqual(last.rootItems, ["Fruit", "Vegetables", "Citrus"])
        XCTAssertEqual(last.items.suffix(4), ["Leek", "Citrus", "Lemon", "Lime"])

        var empty = try fruits()
        try empty.append(SectionSnapshot<String>(), to: "Gala")
        XCTAssertEqual(empty, try fruits(), "an empty outline adds nothing")
    }

    func testReplacingChildrenLetsOldItemsComeBack() throws {
        var outline = try fruits()
        try outline.expand(["Fruit", "Apple"])
        var fresh = SectionSnapshot<String>()
        try fresh.append(["Pear", "Quince"])
        try fresh.append(["Gala"], to: "Quince")
        try outline.replace(childrenOf: "Fruit", using: fresh)
        XCTAssertEqual(outline.items, ["Fruit", "Pear", "Quince", "Gala", "Vegetables", "Leek"])
        XCTAssertEqual(outline.parent(of: "Gala"), "Quince")
        XCTAssertEqual(outline.level(of: "Gala"), 2)
        XCTAssertFalse(outline.contains("Apple"))
        XCTAssertEqual(outline.expandedItems, ["Fruit"], "Fruit keeps its state; Apple is gone with it")
        XCTAssertEqual(outline.visibleItems, ["Fruit", "Pear", "Quince", "Vegetables"])
        XCTAssertEqual(outline.index(of: "Leek"), 5)

        try outline.replace(childrenOf: "Vegetables", using: SectionSnapshot())
        XCTAssertEqual(outline.items, ["Fruit", "Pear", "Quince", "Gala", "Vegetables"])
        XCTAssertEqual(outline.children(of: "Vegetables"), [])
    }

    func testExpandedItemsAreInOutlineOrder() throws {
        var outline = try fruits()
        try outline.expand(["Leek", "Vegetables", "Gala", "Fruit"])
        XCTAssertEqual(outline.expandedItems, ["Fruit", "Gala", "Vegetables", "Leek"])
        try outline.collapse(["Fruit"])
        XCTAssertEqual(outline.expandedItems, ["Gala", "Vegetables", "Leek"], "hidden items keep their state")
    }

    func testVisualDescriptionFormat() throws {
        var outline = try fruits()
        try outline.expand(["Fruit", "Gala"])
        XCTAssertEqual(outline.visualDescription(), """
            v Fruit
              > Apple
                - Gala
              - Pear
            > Vegetables
              - Leek
            """)
        XCTAssertEqual(SectionSnapshot<Int>().visualDescription(), "")
    }

    func testMisuseThrowsAndChangesNothing() throws {
        var outline = try fruits()
        let before = outline
        func expect(_ error: SnapshotError, _ change: (inout SectionSnapshot<String>) throws -> Void, line: UInt = #line) {
            XCTAssertThrowsError(try change(&outline), line: line) { XCTAssertEqual($0 as? SnapshotError, error, line: line) }
            XCTAssertEqual(outline, before, "changed after \(error)", line: line)
        }
        var sharing = try citrus()
        try sharing.append(["Gala"], to: "Lime")
        expect(.duplicateItem("Gala")) { try $0.append(sharing, to: "Fruit") }
        expect(.duplicateItem("Gala")) { try $0.insert(sharing, before: "Pear") }
        expect(.duplicateItem("Gala")) { try $0.insert(sharing, after: "Pear") }
        expect(.duplicateItem("Fruit")) { try $0.append(before, to: "Fruit") }
        expect(.unknownItem("Nope")) { try $0.append(try self.citrus(), to: "Nope") }
        expect(.unknownItem("Nope")) { try $0.insert(try self.citrus(), before: "Nope") }
        expect(.unknownItem("Nope")) { try $0.insert(try self.citrus(), after: "Nope") }
        expect(.unknownItem("Nope")) { try $0.replace(childrenOf: "Nope", using: SectionSnapshot()) }

        var withParent = SectionSnapshot<String>()
        try withParent.append(["Apple", "Fruit"])
        expect(.duplicateItem("Fruit")) { try $0.replace(childrenOf: "Fruit", using: withParent) }
        var withOutsider = SectionSnapshot<String>()
        try withOutsider.append(["Gala"])
        try withOutsider.append(["Leek"], to: "Gala")
        expect(.duplicateItem("Leek")) { try $0.replace(childrenOf: "Fruit", using: withOutsider) }
        var withAncestor = SectionSnapshot<String>()
        try withAncestor.append(["Fruit"])
        expect(.duplicateItem("Fruit")) { try $0.replace(childrenOf: "Apple", using: withAncestor) }
    }

    /// Identifiers not equal to themselves never get in, so no look-up or
    /// graft meets one.
    func testIdentifiersNotEqualToThemselves() throws {
        var outline = SectionSnapshot<Double>()
        try outline.append([1, 2])
        XCTAssertThrowsError(try outline.append([.nan])) {
            XCTAssertEqual($0 as? SnapshotError, .identifierNotEqualToItself("nan"))
        }
        XCTAssertThrowsError(try outline.append([3], to: .nan)) { XCTAssertEqual($0 as? SnapshotError, .unknownItem("nan")) }
        XCTAssertThrowsError(try outline.replace(childrenOf: .nan, using: SectionSnapshot())) {
            XCTAssertEqual($0 as? SnapshotError, .unknownItem("nan"))
        }
        XCTAssertNil(outline.index(of: .nan))
        XCTAssertEqual(outline.items, [1, 2])
    }

    /// 100,000 levels: appending at the root's end follows every last child
    /// down, without recursion; positions, copies, grafts, replacement and
    /// the drawing work at that depth.
    func testAHundredThousandLevels() throws {
        let depth = 100_000
        var outline = SectionSnapshot<Int>()
        try outline.append([0])
        for item in 1..<depth { try outline.append([item], to: item - 1) }
        try outline.append([-1], to: 0)  // after item depth - 1, the last descendant of 0
        XCTAssertEqual(outline.index(of: depth - 1), depth - 1)
        XCTAssertEqual(outline.index(of: -1), depth)
        XCTAssertEqual(outline.level(of: -1), 1)

        let chain = try outline.snapshot(of: 1, includingParent: true)
        var other = SectionSnapshot<Int>()
        try other.append([-2])
        try other.append(chain, to: -2)
        XCTAssertEqual(other.level(of: depth - 1), depth - 1)
        XCTAssertEqual(other.index(of: depth - 1), depth - 1)

        let drawing = other.visualDescription()
        let lines = drawing.split(separator: "\n")
        XCTAssertEqual(lines.count, depth)
        XCTAssertEqual(lines.last, "\(String(repeating: "  ", count: 32))(level \(depth - 1)) - \(depth - 1)")

        try outline.replace(childrenOf: 0, using: chain)  // the old subtree's items come back where they were
        XCTAssertEqual(outline.items.count, depth)
        XCTAssertEqual(outline.level(of: depth - 1), depth - 1)
        XCTAssertFalse(outline.contains(-1))
        try outline.delete([1])
        XCTAssertEqual(outline.items, [0])
    }
}
