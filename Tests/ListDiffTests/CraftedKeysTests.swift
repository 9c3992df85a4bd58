import Foundation
import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

/// Integer ids chosen against a hash table's placement: the ids
/// i × inverse(0x9E3779B97F4A7C15) all shared one slot of the core's old fixed
/// Fibonacci placement. They must diff exactly (the speed is a benchmark row).
final class CraftedKeysTests: XCTestCase {
    static let inverseOfFibonacci = 0xF1DE_83E1_9937_733D as UInt64

    static func crafted(_ number: Int) -> Int { Int(bitPattern: UInt(UInt64(number) &* inverseOfFibonacci)) }

    func testInverseFibonacciIdsPinned() {
        XCTAssertEqual(Self.inverseOfFibonacci &* 0x9E37_79B9_7F4A_7C15, 1)
        let f = Self.crafted
        let old = items([(f(0), 0), (f(1), 0), (f(2), 0), (f(3), 0), (f(4), 0)])
        let new = items([(f(4), 0), (f(0), 1), (f(2), 0), (f(5), 0)])
        let typed = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        XCTAssertEqual(typed.deletes, IndexSet([1, 3]))
        XCTAssertEqual(typed.inserts, IndexSet([3]))
        XCTAssertEqual(typed.updates, IndexSet([0]))
        XCTAssertEqual(typed.moves, moves([(4, 0), (0, 1), (2, 2)]))
        XCTAssertEqual(typed.oldIndexFor(identifier: f(3)), 3)
        let dropIn = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual([dropIn.deletes, dropIn.inserts, dropIn.updates], [typed.deletes, typed.inserts, typed.updates])
        XCTAssertEqual(dropIn.moves, typed.moves)
    }

    /// 100k crafted ids, edited (deletes, inserts, updates, swaps, duplicates):
    /// the typed and drop-in results equal those of the same lists with ids
    /// 0, 1, 2, … (the ids only decide where entries sit), and at 3k the
    /// pure-Swift reference's.
    func testInverseFibonacciIdsAtScale() {
        var rng = SplitMix64(seed: 1_900)
        for count in [3_000, 100_000] {
            let old = (0..<count).map { Item(id: $0 < count / 50 ? $0 % 7 : $0) }
            var new: [Item] = []
            var next = count
            for item in old {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: continue
                case 1:
                    new.append(Item(id: next))
                    next += 1
                    new.append(item)
                case 2: new.append(Item(id: item.id, value: 1))
                default: new.append(item)
                }
            }
            for _ in 0..<(count / 100) {
                new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng))
            }
            let craft = { (items: [Item]) in items.map { Item(id: Self.crafted($0.id), value: $0.value) } }
            let expected = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
            for result in [List.diffing(oldArray: craft(old), newArray: craft(new), identifiedBy: \.id),
                           List.diffing(oldArray: craft(old), newArray: craft(new))] {
                XCTAssertEqual(result.deletes, expected.deletes, "n = \(count)")
                XCTAssertEqual(result.inserts, expected.inserts, "n = \(count)")
                XCTAssertEqual(result.updates, expected.updates, "n = \(count)")
                XCTAssertEqual(result.moves, expected.moves, "n = \(count)")
                XCTAssertTrue(result.validate(craft(old), craft(new)))
            }
            if count <= 3_000 {
                let reference = ReferenceDiff.diff(
                    old: craft(old), new: craft(new), identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 })
                XCTAssertEqual(expected.moves.map { [$0.from, $0.to] }, reference.moves.map { [$0.from, $0.to] })
                XCTAssertEqual(expected.deletes, reference.deletes)
                XCTAssertEqual(expected.inserts, reference.inserts)
                XCTAssertEqual(expected.updates, reference.updates)
            }
        }
    }
}
