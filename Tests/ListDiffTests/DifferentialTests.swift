import Foundation
import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

/// Randomized checks with fixed seeds: ListDiff against the pure-Swift
/// reference, field by field, and replay of raw and batch results.
final class DifferentialTests: XCTestCase {
    private func reference(_ old: [Item], _ new: [Item]) -> ReferenceDiff.Result {
        ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 })
    }

    /// Compares one case; returns false (after recording failures) on mismatch.
    @discardableResult
    private func check(_ old: [Item], _ new: [Item], seed: UInt64, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let context = old.count + new.count <= 40
            ? "seed \(seed): old \(old) new \(new)" : "seed \(seed): \(old.count) old, \(new.count) new"
        let expected = reference(old, new)
        let result = List.diffing(oldArray: old, newArray: new)
        var expectations = Expectations(context, file: file, line: line)
        func expect<T: Equatable>(_ a: T, _ b: T, _ what: String) { expectations.expect(a, b, what) }
        expectations.expect(result, matches: expected)
        expect(List.diffing(oldArray: old, newArray: new, identifiedBy: \.id), result, "typed path")

        // Raw replay: the identities land where the new list has them.
        let raw = replay(old: old, new: new, deletes: result.deletes, inserts: result.inserts, moves: result.moves)
        expect(raw?.map(\.id), new.map(\.id), "raw replay")

        // Batch replay: balanced, and the elements themselves come out.
        let batch = result.forBatchUpdates()
        expect(batch.updates, IndexSet(), "batch updates")
        expect(old.count + batch.inserts.count - batch.deletes.count, new.count, "batch counts")
        expect(replay(old: old, new: new, deletes: batch.deletes, inserts: batch.inserts, moves: batch.moves), new, "batch replay")

        // Without duplicated identifiers the batch is the port's batch.
        if Set(old.map(\.id)).count == old.count && Set(new.map(\.id)).count == new.count {
            let port = ReferenceDiff.portBatchUpdates(expected)
            expect(batch.inserts, port.inserts, "batch inserts vs port")
            expect(batch.deletes, port.deletes, "batch deletes vs port")
            expect(batch.moves.map { [$0.from, $0.to] }, port.moves.map { [$0.from, $0.to] }, "batch moves vs port")
        }
        return expectations.ok
    }

    func testSmallListsWithDuplicates() {
        for seed in UInt64(0)..<4_000 {
            var rng = SplitMix64(seed: seed)
            let alphabet = Int.random(in: 1...6, using: &rng)
            let old = randomItems(Int.random(in: 0...10, using: &rng), alphabet: alphabet, using: &rng)
            let new = randomItems(Int.random(in: 0...10, using: &rng), alphabet: alphabet, using: &rng)
            if !check(old, new, seed: seed) { return }
        }
    }

    func testSmallListsWithUniqueIdentifiers() {
        for seed in UInt64(10_000)..<14_000 {
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 0...12, using: &rng)
            let (old, new) = editedItems(count, rate: 0.15, swaps: Int.random(in: 0...3, using: &rng), using: &rng)
            var shuffled = new
            if seed % 4 == 0 { shuffled.shuffle(using: &rng) }
            if !check(old, shuffled, seed: seed) { return }
        }
    }

    func testLargeEditedLists() {
        for seed in UInt64(100)..<103 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = editedItems(100_000, rate: 0.1, swaps: 1_000, using: &rng)
            check(old, new, seed: seed)
        }
    }

    func testLargeListsWithManyDuplicates() {
        var rng = SplitMix64(seed: 7)
        let old = randomItems(100_000, alphabet: 1_000, using: &rng)
        let new = randomItems(100_000, alphabet: 1_000, using: &rng)
        check(old, new, seed: 7)
    }
}
