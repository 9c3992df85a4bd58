import Foundation
import ListDiff
import XCTest

/// Identifiers whose `==` breaks its contract: equal whatever their hashes
/// say, or never equal, not even to themselves. The diff pairs by hash and
/// `==` as it always does, and the maps, which a `Dictionary` of such keys
/// cannot make exact, are still made: nothing traps.
final class LyingIdentifiersTests: XCTestCase {
    /// Equal to every other, hashed by `number`.
    struct AlwaysEqual: Hashable {
        let number: Int
        static func == (_: Self, _: Self) -> Bool { true }
        func hash(into hasher: inout Hasher) { hasher.combine(number) }
    }

    /// Equal to none, itself included; all hash alike.
    struct NeverEqual: Hashable {
        let number: Int
        static func == (_: Self, _: Self) -> Bool { false }
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    struct Element<ID: Hashable>: Diffable, Equatable {
        let id: ID
        var diffIdentifier: AnyHashable { id }
        static func == (lhs: Self, rhs: Self) -> Bool { true }
    }

    /// The result of both overloads, with their maps read and the batch made.
    func diffs<ID: Hashable>(_ old: [ID], _ new: [ID], file: StaticString = #filePath, line: UInt = #line) -> [List.Result] {
        let results = [
            List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 }),
            List.diffing(oldArray: old.map { Element(id: $0) }, newArray: new.map { Element(id: $0) }),
        ]
        for result in results {
            // A map of such keys may hold one or several of the "equal" ones.
            XCTAssertTrue(result.oldMap.values.allSatisfy(old.indices.contains), file: file, line: line)
            XCTAssertTrue(result.newMap.values.allSatisfy(new.indices.contains), file: file, line: line)
            let batch = result.forBatchUpdates()
            XCTAssertEqual(old.count + batch.inserts.count - batch.deletes.count, new.count, file: file, line: line)
            XCTAssertEqual(try result.applied(to: old, takingFrom: new).count, new.count, file: file, line: line)
        }
        return results
    }

    func testIdentifiersEqualWhateverTheirHashesSay() {
        // Many distinct hashes "equal" to each other land in one map: the
        // dictionary builder trapped on them as duplicate keys.
        let old = (0..<64).map(AlwaysEqual.init), new = (32..<96).map(AlwaysEqual.init)
        for result in diffs(old, new) {
            // Paired by hash first: as if the numbers were the identifiers.
            XCTAssertEqual(result.deletes, IndexSet(0..<32))
            XCTAssertEqual(result.inserts, IndexSet(32..<64))
            XCTAssertEqual(result.moves, [])
        }
    }

    func testIdentifiersEqualToNothing() {
        let old = (0..<8).map(NeverEqual.init), new = (0..<8).map(NeverEqual.init)
        for result in diffs(old, new) {
            // No identifier is found again: every item leaves and arrives.
            XCTAssertEqual(result.deletes, IndexSet(0..<8))
            XCTAssertEqual(result.inserts, IndexSet(0..<8))
            XCTAssertEqual(result.oldMap.count, 8)
        }
    }
}
