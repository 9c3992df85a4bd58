import Foundation
import ListDiff
import ListTestSupport
import XCTest

/// `moves: .minimal`: the same pairs, the fewest moves, and replay still holds.
final class MoveStrategyTests: XCTestCase {
    private func ids(_ values: [Int]) -> [Item] { values.map { Item(id: $0) } }

    func testSwapNeedsOneMove() {
        let result = List.diffing(oldArray: ids([0, 1]), newArray: ids([1, 0]), moves: .minimal)
        XCTAssertEqual(result.moves, moves([(1, 0)]))
    }

    func testRotationNeedsOneMove() {
        let old = ids([0, 1, 2, 3, 4, 5])
        let new = ids([5, 0, 1, 2, 3, 4])
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new).moves.count, 6)
        XCTAssertEqual(List.diffing(oldArray: old, newArray: new, moves: .minimal).moves, moves([(5, 0)]))
    }

    func testReversalKeepsOneElement() {
        let result = List.diffing(oldArray: ids([0, 1, 2, 3, 4]), newArray: ids([4, 3, 2, 1, 0]), moves: .minimal)
        XCTAssertEqual(result.moves, moves([(4, 0), (3, 1), (2, 2), (1, 3)]))
    }

    func testOnlyMovesChange() {
        let old = items([(1, 0), (2, 0), (3, 0), (4, 0), (5, 0)])
        let new = items([(9, 0), (5, 1), (1, 0), (2, 0), (3, 0)])
        let heckel = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        let minimal = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id, moves: .minimal)
        XCTAssertEqual(minimal.inserts, heckel.inserts)
        XCTAssertEqual(minimal.deletes, heckel.deletes)
        XCTAssertEqual(minimal.updates, heckel.updates)
        XCTAssertEqual(heckel.updates, IndexSet([4]))
        XCTAssertEqual(heckel.moves, moves([(4, 1), (0, 2), (1, 3), (2, 4)]))
        XCTAssertEqual(minimal.moves, moves([(4, 1)]))
        let paths = List.diffingPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new, moves: .minimal)
        XCTAssertEqual(paths.moves.map(\.description), ["[0, 4]->[0, 1]"])
    }

    /// Longest strictly increasing subsequence, the O(n^2) way.
    private func longestIncreasing(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    func testMinimalMoveCountIsPairsMinusLongestIncreasingRun() {
        for seed in UInt64(0)..<1_500 {
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 0...14, using: &rng)
            var (old, new) = editedItems(count, rate: 0.15, swaps: 0, using: &rng)
            if seed % 2 == 0 { new.shuffle(using: &rng) }
            let result = List.diffing(oldArray: old, newArray: new, moves: .minimal)
            // The old positions of kept elements, in new order.
            let position = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let kept = new.compactMap { position[$0.id] }
            XCTAssertEqual(result.moves.count, kept.count - longestIncreasing(kept), "seed \(seed): \(old) -> \(new)")
        }
    }

    func testReplayHoldsForBothStrategiesWithDuplicates() throws {
        for seed in UInt64(20_000)..<22_000 {
            var rng = SplitMix64(seed: seed)
            let alphabet = Int.random(in: 1...8, using: &rng)
            let old = randomItems(Int.random(in: 0...12, using: &rng), alphabet: alphabet, using: &rng)
            let new = randomItems(Int.random(in: 0...12, using: &rng), alphabet: alphabet, using: &rng)
            for strategy in [MoveStrategy.heckel, .minimal] {
                let result = List.diffing(oldArray: old, newArray: new, moves: strategy)
                XCTAssertEqual(try result.applied(to: old, takingFrom: new), new, "seed \(seed), \(strategy)")
                let batch = result.forBatchUpdates()
                XCTAssertEqual(
                    replay(old: old, new: new, deletes: batch.deletes, inserts: batch.inserts, moves: batch.moves), new,
                    "batch, seed \(seed), \(strategy)")
            }
        }
    }

    func testLargeListsReplay() throws {
        var rng = SplitMix64(seed: 77)
        let (old, edited) = editedItems(50_000, rate: 0.1, swaps: 500, using: &rng)
        let minimal = List.diffing(oldArray: old, newArray: edited, identifiedBy: \.id, moves: .minimal)
        let heckel = List.diffing(oldArray: old, newArray: edited, identifiedBy: \.id)
        XCTAssertLessThan(minimal.moves.count, heckel.moves.count)
        XCTAssertLessThanOrEqual(minimal.moves.count, 1_000)  // at most two per swap
        XCTAssertEqual(try minimal.applied(to: old, takingFrom: edited), edited)
    }
}
