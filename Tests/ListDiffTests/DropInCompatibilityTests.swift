import Foundation
import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

// Code shaped like client code of the pure-Swift port: a conformance on a
// standard type, the port's spellings, and its result API used as it was.
extension Int: Diffable {
    public var diffIdentifier: AnyHashable { String(self) }
}

/// An element identified by any box, as client code of the port may write.
private struct Box: Diffable, Equatable {
    let key: AnyHashable
    var diffIdentifier: AnyHashable { key }
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

    /// Results and maps against the pure-Swift port's, on every identifier path: `Int`
    /// and `String` boxes (unboxed for the diff), other boxes, mixed boxes and
    /// bridged numbers (kept boxed) and typed identifiers; seeded, with many
    /// duplicates.
    func testMapsMatchThePortOnEveryIdentifierPath() {
        func check(_ old: [Box], _ new: [Box], _ path: String, seed: UInt64) {
            let expected = ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 })
            let result = List.diffing(oldArray: old, newArray: new)
            XCTAssertEqual([result.inserts, result.deletes, result.updates], [expected.inserts, expected.deletes, expected.updates],
                           "\(path), seed \(seed)")
            XCTAssertEqual(result.moves.map { [$0.from, $0.to] }, expected.moves.map { [$0.from, $0.to] }, "\(path), seed \(seed)")
            XCTAssertEqual(result.oldMap, expected.oldMap, "\(path), seed \(seed)")
            XCTAssertEqual(result.newMap, expected.newMap, "\(path), seed \(seed)")
        }
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            let alphabet = Int.random(in: 1...12, using: &rng)
            let counts = (Int.random(in: 0...20, using: &rng), Int.random(in: 0...20, using: &rng))
            func numbers(_ count: Int) -> [Int] { (0..<count).map { _ in Int.random(in: 0..<alphabet, using: &rng) } }
            let (old, new) = (numbers(counts.0), numbers(counts.1))
            check(old.map { Box(key: $0) }, new.map { Box(key: $0) }, "Int", seed: seed)
            check(old.map { Box(key: "k\($0)") }, new.map { Box(key: "k\($0)") }, "String", seed: seed)
            check(old.map { Box(key: Double($0)) }, new.map { Box(key: Double($0)) }, "Double", seed: seed)
            // Only NSNumbers: Foundation's AnyHashable equality of an NSNumber and an Int is not symmetric.
            check(old.map { Box(key: NSNumber(value: $0)) }, new.map { Box(key: NSNumber(value: $0)) }, "NSNumber", seed: seed)
            check(old.map { Box(key: $0 % 2 == 0 ? AnyHashable($0) : AnyHashable(Int8($0))) },
                  new.map { Box(key: $0 % 3 == 0 ? AnyHashable(Int8($0)) : AnyHashable("\($0)")) }, "mixed", seed: seed)
            let typed = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 })
            XCTAssertEqual(typed, List.diffing(oldArray: old.map { Box(key: $0) }, newArray: new.map { Box(key: $0) }),
                           "typed, seed \(seed)")
            // 0.0 and -0.0 are one identifier: Double boxes itself (as an integer when it is one).
            func real(_ number: Int) -> Double { number == 1 ? -0.0 : Double(number) }
            XCTAssertEqual(List.diffing(oldArray: old.map(real), newArray: new.map(real), identifiedBy: { $0 }),
                           List.diffing(oldArray: old.map { Box(key: real($0)) }, newArray: new.map { Box(key: real($0)) }),
                           "typed Double, seed \(seed)")
        }
    }

    /// Distinct identifiers with one hash: told apart by `==` in the maps too.
    func testMapsTellCollidingIdentifiersApart() {
        struct Colliding: Hashable {
            let name: String
            func hash(into hasher: inout Hasher) {}
        }
        let old = ["a", "b", "a", "c"].map(Colliding.init)
        let new = ["c", "a", "d", "c"].map(Colliding.init)
        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 })
        XCTAssertEqual(result.oldMap, [Colliding(name: "a"): 2, Colliding(name: "b"): 1, Colliding(name: "c"): 3])
        XCTAssertEqual(result.newMap, [Colliding(name: "c"): 3, Colliding(name: "a"): 1, Colliding(name: "d"): 2])
    }

    /// A duplicated identifier keeps the key of its first occurrence and the
    /// index of its last, as assigning into the port's dictionary does; this
    /// shows with equal keys that differ: `Int8(1)` and `1`, or a string in
    /// composed and decomposed form.
    func testADuplicatedIdentifierKeepsItsFirstKeyAndLastIndex() {
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let result = List.diffing(oldArray: [composed, "x", decomposed], newArray: [decomposed, composed],
                                  identifiedBy: { $0 })
        XCTAssertEqual(result.oldMap, [composed: 2, "x": 1])
        XCTAssertEqual(Set(result.oldMap.keys.map { Array(($0.base as! String).unicodeScalars) }),
                       [Array("x".unicodeScalars), Array(composed.unicodeScalars)])
        XCTAssertEqual(result.newMap.keys.map { Array(($0.base as! String).unicodeScalars) }, [Array(decomposed.unicodeScalars)])
        XCTAssertEqual(result.newMap[composed], 1)
        let mixed = List.diffing(oldArray: [Box(key: Int8(1)), Box(key: 1)], newArray: [])
        XCTAssertEqual(mixed.oldMap.count, 1)
        XCTAssertTrue(mixed.oldMap.keys.first?.base is Int8)
        XCTAssertEqual(mixed.oldMap[1], 1)
    }
}
