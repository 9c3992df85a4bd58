import Foundation
import ListTestSupport
import ListKitTesting
import ListUpdates
import XCTest

/// Garbage in never traps: valid batches, and the same with one field
/// corrupted at random (or sanitized afterwards), either apply with the right
/// counts or throw a typed `BatchUpdateError` and leave the view unchanged.
final class CorruptedBatchTests: XCTestCase {
    func testCorruptedBatchesThrowOrApply() {
        typealias View = ListViewSimulator<Int, Item>
        var applied = 0, rejected = 0
        for seed in UInt64(0)..<3_000 {
            var rng = SplitMix64(seed: seed)
            let old = randomItems(Int.random(in: 0...6, using: &rng), alphabet: 5, using: &rng)
            let new = randomItems(Int.random(in: 0...6, using: &rng), alphabet: 5, using: &rng)
            var batch = List.diffing(oldArray: old, newArray: new).batchUpdate(inSection: 0)
            func junk() -> Int { Int.random(in: -1...7, using: &rng) }
            func path() -> IndexPath {
                Int.random(in: 0..<10, using: &rng) == 0 ? IndexPath(index: junk()) : IndexPath(indexes: [junk() % 2, junk()])
            }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: batch.sectionDeletes.insert(Int.random(in: 0...2, using: &rng))
            case 1: batch.sectionInserts.insert(Int.random(in: 0...2, using: &rng))
            case 2: batch.sectionMoves.append(List.MoveIndex(from: junk(), to: junk()))
            case 3: batch.sectionReloads.insert(Int.random(in: 0...2, using: &rng))
            case 4: batch.itemDeletes.append(path())
            case 5: batch.itemInserts.append(path())
            case 6: batch.itemMoves.append(List.MoveIndexPath(from: path(), to: path()))
            case 7: batch.itemReloads.append(path())
            case 8: batch.itemReconfigures.append(path())
            default: break  // left valid
            }
            let target = [View.Section(id: 0, items: new)]
            var candidates = [batch]
            do {
                candidates.append(try batch.sanitized())
            } catch BatchUpdateError.malformedIndexPath {
                rejected += 1  // the sanitizer reports what it cannot place
            } catch {
                XCTFail("seed \(seed): sanitized() threw \(error)")
            }
            for candidate in candidates {
                var view = View(sections: [View.Section(id: 0, items: old)])
                do {
                    try view.performBatchUpdates(candidate, dataSource: target)
                    XCTAssertEqual(view.sections.map(\.items.count), target.map(\.items.count), "seed \(seed)")
                    applied += 1
                } catch is BatchUpdateError {
                    XCTAssertEqual(view.sections, [View.Section(id: 0, items: old)], "seed \(seed)")
                    rejected += 1
                } catch {
                    XCTFail("seed \(seed): untyped error \(error)")
                }
            }
        }
        XCTAssertGreaterThan(applied, 1_000)
        XCTAssertGreaterThan(rejected, 1_000)
    }
}
