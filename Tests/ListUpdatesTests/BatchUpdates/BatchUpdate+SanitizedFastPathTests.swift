import Foundation
import ListTestSupport
@testable import ListUpdates
import XCTest

/// The sanitizer's fast paths give what its general rules give, on seeded
/// random batches. Rule 2 written plainly: the deletes keep their first
/// occurrences in order, and a path deleted k times drops its first k - 1
/// inserts. Rule 0 without item reloads touches no item operation (only
/// section reloads become deletes plus inserts).
final class BatchUpdateSanitizedFastPathTests: XCTestCase {
    static func collapsedPlainly(_ batch: BatchUpdate) -> BatchUpdate {
        var batch = batch, seen = Set<IndexPath>(), extra: [IndexPath: Int] = [:], distinct: [IndexPath] = []
        for path in batch.itemDeletes {
            if seen.insert(path).inserted { distinct.append(path) } else { extra[path, default: 0] += 1 }
        }
        var inserts: [IndexPath] = []
        for path in batch.itemInserts {
            if let k = extra[path], k > 0 { extra[path] = k - 1 } else { inserts.append(path) }
        }
        batch.itemDeletes = distinct
        batch.itemInserts = inserts
        return batch
    }

    func testFastPathsAgreeWithTheRules() {
        var seen = (sorted: 0, duplicated: 0)
        defer {
            XCTAssertGreaterThan(seen.sorted, 200)
            XCTAssertGreaterThan(seen.duplicated, 200)
        }
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            func randomPath() -> IndexPath { IndexPath(indexes: [Int.random(in: 0..<3, using: &rng), Int.random(in: 0..<5, using: &rng)]) }
            var batch = BatchUpdate()
            batch.itemDeletes = (0..<Int.random(in: 0...6, using: &rng)).map { _ in randomPath() }
            if Bool.random(using: &rng) { batch.itemDeletes = Array(Set(batch.itemDeletes)).sorted() }
            batch.itemInserts = (0..<Int.random(in: 0...6, using: &rng)).map { _ in randomPath() } + batch.itemDeletes.shuffled(using: &rng)
            batch.itemMoves = (0..<Int.random(in: 0...2, using: &rng)).map { _ in List.MoveIndexPath(from: randomPath(), to: randomPath()) }
            if Set(batch.itemDeletes).count == batch.itemDeletes.count && batch.itemDeletes == batch.itemDeletes.sorted() {
                seen.sorted += 1
            } else if Set(batch.itemDeletes).count < batch.itemDeletes.count {
                seen.duplicated += 1
            }
            var collapsed = batch
            collapsed.collapseDuplicateDeletes()
            XCTAssertEqual(collapsed, Self.collapsedPlainly(batch), "seed \(seed): \(batch)")

            var converted = batch
            converted.sectionReloads = Bool.random(using: &rng) ? [Int.random(in: 0..<3, using: &rng)] : []
            converted.convertReloads()
            XCTAssertEqual([converted.itemDeletes, converted.itemInserts], [batch.itemDeletes, batch.itemInserts], "seed \(seed)")
            XCTAssertEqual(converted.itemMoves, batch.itemMoves, "seed \(seed)")
            XCTAssertEqual(converted.sectionReloads, [], "seed \(seed)")
        }
    }
}
