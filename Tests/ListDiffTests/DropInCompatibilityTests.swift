import Foundation
import ListDiff
import XCTest

// Code shaped like client code of the pure-Swift port: a conformance on a
// standard type, the port's spellings, and its result API used as it was.
extension Int: Diffable {
    public var diffIdentifier: AnyHashable { String(self) }
}

final class DropInCompatibilityTests: XCTestCase {
    func testThePortsSpellingsCompileAndAgree() {
        let old: [Int] = [1, 2, 3]
        let new: [Int] = [3, 1, 4]
        let result: List.Result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.deletes, IndexSet(integer: 1))
        XCTAssertEqual(result.inserts, IndexSet(integer: 2))
        XCTAssertEqual(result.moves, [List.MoveIndex(from: 2, to: 0), List.MoveIndex(from: 0, to: 1)])
        XCTAssertTrue(result.hasChanges)
        XCTAssertEqual(result.changeCount, 4)
        XCTAssertTrue(result.validate(old, new))
        let existentials: [Diffable] = old
        XCTAssertTrue(result.validate(existentials, new))
        XCTAssertEqual(result.oldIndexFor(identifier: "3"), 2)
        XCTAssertEqual(result.newIndexFor(identifier: "4"), 2)
        XCTAssertEqual(result.oldMap.count, 3)
        XCTAssertEqual(result.newMap["1"], 1)

        var mutable = result.forBatchUpdates()
        mutable.inserts.insert(9)
        XCTAssertEqual(mutable.inserts, IndexSet([2, 9]))
    }

    /// Deprecated so that calling the deprecated spelling raises no warning.
    @available(*, deprecated)
    func testTheEarlySpellingStillWorks() {
        let old: [Int] = [1, 2]
        XCTAssertEqual(List.Diffing(oldArray: old, newArray: [2, 1]), List.diffing(oldArray: old, newArray: [2, 1]))
    }
}
