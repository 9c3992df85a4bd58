import Foundation
import ListDiff
import ListTestSupport
import XCTest

/// Garbage in never traps: valid changesets, and the same with one field
/// corrupted at random, either throw a typed error or give a consistent result.
final class RobustnessTests: XCTestCase {
    func testCorruptedChangesetsThrowOrApply() throws {
        var applied = 0, rejected = 0
        for seed in UInt64(0)..<3_000 {
            var rng = SplitMix64(seed: seed)
            let old = randomItems(Int.random(in: 0...6, using: &rng), alphabet: 5, using: &rng)
            let new = randomItems(Int.random(in: 0...6, using: &rng), alphabet: 5, using: &rng)
            var changeset = try List.diffing(oldArray: old, newArray: new).changeset(from: old, to: new)
            func junk() -> Int { Int.random(in: -2...8, using: &rng) }
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: changeset.oldCount = junk()
            case 1: changeset.newCount = junk()
            case 2: changeset.deletes.append(junk())
            case 3: changeset.inserts.append(.init(index: junk(), element: Item(id: 99)))
            case 4: changeset.updates.append(.init(from: junk(), to: junk(), element: Item(id: 98)))
            case 5: changeset.moves.append(List.MoveIndex(from: junk(), to: junk()))
            default: break  // left valid
            }
            do {
                let result = try changeset.applied(to: old)
                XCTAssertEqual(result.count, changeset.newCount, "seed \(seed)")
                applied += 1
            } catch is List.ChangesetError {
                rejected += 1
            } catch {
                XCTFail("seed \(seed): untyped error \(error)")
            }
        }
        XCTAssertGreaterThan(applied, 500)
        XCTAssertGreaterThan(rejected, 500)
    }
}
