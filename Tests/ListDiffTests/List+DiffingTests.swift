import Foundation
import ListDiff
import ListTestSupport
import XCTest

/// Exact facts of `List.diffing`: IGListDiff's semantics on hand-checked inputs.
final class ListDiffingTests: XCTestCase {
    func testHeckelPaperExample() {
        let old = words("MUCH WRITING IS LIKE SNOW , A MASS OF LONG WORDS AND PHRASES FALLS UPON THE RELEVANT FACTS COVERING UP THE DETAILS .")
        let new = words("A MASS OF LATIN WORDS FALLS UPON THE RELEVANT FACTS LIKE SOFT SNOW , COVERING UP THE DETAILS .")
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, IndexSet([0, 1, 2, 9, 11, 12]))
        XCTAssertEqual(result.inserts, IndexSet([3, 11]))
        XCTAssertEqual(result.updates, IndexSet())
        XCTAssertEqual(
            result.moves,
            moves([(6, 0), (7, 1), (8, 2), (10, 4), (13, 5), (14, 6), (15, 7), (16, 8), (17, 9), (3, 10), (4, 12), (5, 13)])
        )
        // THE occurs twice on each side: matched first to first, last to last.
        XCTAssertEqual(result.oldIndexFor(identifier: "THE"), 20)
        XCTAssertEqual(result.newIndexFor(identifier: "THE"), 16)
        XCTAssertTrue(result.validate(old, new))
    }

    func testEmptyInputs() {
        let empty: [Item] = []
        let some = items([(1, 0), (2, 0), (1, 0)])
        let none = List.diffing(oldArray: empty, newArray: empty)
        XCTAssertFalse(none.hasChanges)
        XCTAssertEqual(none.changeCount, 0)
        XCTAssertEqual(none.oldMap, [:])

        let allDeleted = List.diffing(oldArray: some, newArray: empty)
        XCTAssertEqual(allDeleted.deletes, IndexSet(0..<3))
        XCTAssertEqual(allDeleted.inserts, IndexSet())
        XCTAssertEqual(allDeleted.moves, [])
        XCTAssertEqual(allDeleted.oldMap, [1: 2, 2: 1])
        XCTAssertEqual(allDeleted.newMap, [:])

        let allInserted = List.diffing(oldArray: empty, newArray: some)
        XCTAssertEqual(allInserted.inserts, IndexSet(0..<3))
        XCTAssertEqual(allInserted.deletes, IndexSet())
        XCTAssertEqual(allInserted.newMap, [1: 2, 2: 1])
        XCTAssertEqual(allInserted.oldMap, [:])
    }

    func testUnchangedListHasNoChanges() {
        let list = items([(1, 5), (2, 6), (3, 7)])
        let result = List.diffing(oldArray: list, newArray: list)
        XCTAssertFalse(result.hasChanges)
        XCTAssertEqual(result.description, "inserts [], deletes [], updates [], moves []")
    }

    func testSwapGivesTwoMoves() {
        let result = List.diffing(oldArray: items([(1, 0), (2, 0)]), newArray: items([(2, 0), (1, 0)]))
        XCTAssertEqual(result.moves, moves([(1, 0), (0, 1)]))
        XCTAssertEqual(result.changeCount, 2)
    }

    func testRotationMovesEveryShiftedItem() {
        let old = (0...5).map { Item(id: $0) }
        let new = [old[5]] + old[0...4]
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.moves, moves([(5, 0), (0, 1), (1, 2), (2, 3), (3, 4), (4, 5)]))
    }

    func testBlockShift() {
        // [0 1 2 3 4 5] -> [3 4 0 1 2 5]
        let old = (0...5).map { Item(id: $0) }
        let new = [3, 4, 0, 1, 2, 5].map { Item(id: $0) }
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.moves, moves([(3, 0), (4, 1), (0, 2), (1, 3), (2, 4)]))
        XCTAssertEqual(result.deletes, IndexSet())
        XCTAssertEqual(result.inserts, IndexSet())
    }

    func testMoveWithSameFromAndTo() {
        // IGListKit emits 2->2: an insert before it and no delete before it.
        let old = (1...7).map { Item(id: $0) }
        let new = [2, 9, 3, 1, 5, 6, 8].map { Item(id: $0) }
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, IndexSet([3, 6]))
        XCTAssertEqual(result.inserts, IndexSet([1, 6]))
        XCTAssertEqual(result.moves, moves([(1, 0), (2, 2), (0, 3)]))
    }

    func testUpdatesAreReportedAtTheOldIndex() {
        let old = items([(1, 0), (2, 0), (3, 0)])
        let new = items([(9, 0), (3, 1), (2, 0)])
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, IndexSet([0]))
        XCTAssertEqual(result.inserts, IndexSet([0]))
        XCTAssertEqual(result.updates, IndexSet([2]))  // id 3: old index 2, new index 1
        XCTAssertEqual(result.moves, moves([(2, 1), (1, 2)]))  // 3 is moved and updated
        XCTAssertEqual(result.changeCount, 5)
    }

    func testUpdatedFlagIsSharedByAnIdentifier() {
        let old = items([(1, 1), (2, 1), (1, 1)])
        let new = items([(1, 2), (2, 1), (1, 1)])
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.updates, IndexSet([0, 2]))
        XCTAssertEqual(result.moves, [])
    }

    func testDuplicatesAreMatchedInOrder() {
        let cat = [Word(text: "cat"), Word(text: "1"), Word(text: "2"), Word(text: "3"), Word(text: "cat")]
        XCTAssertFalse(List.diffing(oldArray: cat, newArray: cat).hasChanges)

        let dogs4 = Array(repeating: Word(text: "dog"), count: 4)
        let dogs2 = Array(repeating: Word(text: "dog"), count: 2)
        let fewer = List.diffing(oldArray: dogs4, newArray: dogs2)
        XCTAssertEqual(fewer.deletes, IndexSet([2, 3]))
        XCTAssertEqual(fewer.inserts, IndexSet())
        XCTAssertEqual(fewer.moves, [])
        let more = List.diffing(oldArray: dogs2, newArray: dogs4)
        XCTAssertEqual(more.inserts, IndexSet([2, 3]))
    }

    func testDuplicateHeavyList() {
        // a a b a -> b a a a: a's pair 0-1, 1-2, 3-3; b pairs 2-0.
        let old = ["a", "a", "b", "a"].map { Word(text: $0) }
        let new = ["b", "a", "a", "a"].map { Word(text: $0) }
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.moves, moves([(2, 0), (0, 1), (1, 2)]))
        XCTAssertEqual(result.oldIndexFor(identifier: "a"), 3)
        XCTAssertEqual(result.newIndexFor(identifier: "a"), 3)
        XCTAssertEqual(result.newIndexFor(identifier: "b"), 0)
        XCTAssertNil(result.oldIndexFor(identifier: "z"))
    }

    func testPointerPersonalityAndEquality() {
        let a = Object("a", 1), b = Object("b", 1)
        let aCopy = Object("a", 1), bChanged = Object("b", 2)
        let old = [a, b]
        let new = [aCopy, bChanged]
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new, option: .pointerPersonality).updates, IndexSet([0, 1]))
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new, option: .equality).updates, IndexSet([1]))
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new).updates, IndexSet([1]))
        // The same instances are never updated, whatever the option.
        XCTAssertFalse(List.diffing(oldArray: old, newArray: old, option: .pointerPersonality).hasChanges)
    }

    func testTypedPathMatchesDropIn() {
        let old = items([(1, 0), (2, 0), (3, 0), (4, 0)])
        let new = items([(4, 0), (2, 1), (5, 0), (1, 0)])
        let dropIn = List.diffing(oldArray: old, newArray: new)
        let typed = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        XCTAssertEqual(typed, dropIn)
        XCTAssertEqual(typed.deletes, IndexSet([2]))
        XCTAssertEqual(typed.inserts, IndexSet([2]))
        XCTAssertEqual(typed.updates, IndexSet([1]))
        XCTAssertEqual(typed.moves, moves([(3, 0), (0, 3)]))
        // Lookups take AnyHashable of the typed identifier.
        XCTAssertEqual(typed.newIndexFor(identifier: 5), 2)
    }

    func testTypedPathWithStringIdentifiersAndObjects() {
        let a = Object("a"), b = Object("b"), c = Object("c")
        let result = List.diffing(oldArray: [a, b, c], newArray: [c, a], identifiedBy: \.id)
        XCTAssertEqual(result.deletes, IndexSet([1]))
        XCTAssertEqual(result.moves, moves([(2, 0), (0, 1)]))
        let byInstance = List.diffing(
            oldArray: [a, b], newArray: [Object("a"), b], identifiedBy: { ObjectIdentifier($0) }, option: .pointerPersonality)
        XCTAssertEqual(byInstance.deletes, IndexSet([0]))
        XCTAssertEqual(byInstance.inserts, IndexSet([0]))
    }

    func testDropInWithMixedIdentifierBoxes() {
        // AnyHashable treats Int8(1) and 1 as equal: the unboxed fast paths
        // must step aside and keep that meaning.
        struct Key: Diffable, Equatable {
            let key: AnyHashable
            var diffIdentifier: AnyHashable { key }
        }
        let old = [Key(key: 1), Key(key: "a"), Key(key: 2)]
        let new = [Key(key: Int8(2)), Key(key: 1), Key(key: "b")]
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, IndexSet([1]))
        XCTAssertEqual(result.inserts, IndexSet([2]))
        XCTAssertEqual(result.updates, IndexSet())  // Key(key: Int8(2)) == Key(key: 2) too
        XCTAssertEqual(result.moves, moves([(2, 0), (0, 1)]))
        let strings = List.diffing(oldArray: [Word(text: "x"), Word(text: "y")], newArray: [Word(text: "y")])
        XCTAssertEqual(strings.deletes, IndexSet([0]))
        XCTAssertEqual(strings.moves, [])
    }

    // MARK: Swift's `Identifiable`

    struct Message: Identifiable, Equatable {
        let id: Int
        var text: String
    }

    /// Code written for the pure-Swift port, on a model that also conforms to
    /// `Identifiable` with another identity.
    struct Tagged: Diffable, Identifiable, Equatable {
        let id: Int
        let slug: String
        var diffIdentifier: AnyHashable { slug }
    }

    func testIdentifiableElementsNeedNoKeyPath() {
        let old = [Message(id: 1, text: "a"), Message(id: 2, text: "b"), Message(id: 3, text: "c")]
        let new = [Message(id: 3, text: "c"), Message(id: 1, text: "a!"), Message(id: 4, text: "d")]
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, [1])
        XCTAssertEqual(result.inserts, [2])
        XCTAssertEqual(result.updates, [0])
        XCTAssertEqual(result.moves, moves([(2, 0), (0, 1)]))
        XCTAssertEqual(result.newIndexFor(identifier: 3), 0, "the maps hold the ids")
        XCTAssertEqual(result, List.diffing(oldArray: old, newArray: new, identifiedBy: \.id))
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new, moves: .minimal).moves, moves([(2, 0)]))
    }

    /// A type that is both `Diffable` and `Identifiable` compiles unchanged
    /// (no ambiguous call) and keeps the drop-in's result: paired by
    /// `diffIdentifier`, not by `id`.
    func testDiffableAndIdentifiableKeepsTheDropInResult() {
        let old = [Tagged(id: 1, slug: "a"), Tagged(id: 2, slug: "b")]
        let new = [Tagged(id: 2, slug: "a"), Tagged(id: 1, slug: "b")]
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.updates, [0, 1], "paired by slug, contents differ")
        XCTAssertEqual(result.moves, [])
        XCTAssertEqual(result, List.diffing(oldArray: old, newArray: new, identifiedBy: \.diffIdentifier))
        XCTAssertNotEqual(result, List.diffing(oldArray: old, newArray: new, identifiedBy: \.id),
                          "pairing by id would move both")
        XCTAssertEqual(List.diffingPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new).updates.count, 2)
    }
}
