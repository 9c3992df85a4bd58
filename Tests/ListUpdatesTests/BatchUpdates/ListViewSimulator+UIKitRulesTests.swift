import Foundation
import ListTestSupport
import ListUpdates
import XCTest

/// The simulator against `UIKitBatchRules`, an oracle written separately
/// from it (see that file for each rule and its source): on random batches
/// over small lists, every batch the rules forbid must be rejected, and
/// every batch they allow must be accepted, except an index path inserted
/// twice, where the simulator is stricter than UIKit on purpose. And
/// `BatchUpdate.validate(itemCountsBefore:after:)`, the counts-only check,
/// gives the simulator's answer every time.
final class ListViewSimulatorUIKitRulesTests: XCTestCase {
    typealias View = ListViewSimulator<Int, Int>

    func testSimulatorAgreesWithUIKitsRules() {
        var rejectedByRule: [String: Int] = [:]
        var accepted = 0
        for seed in UInt64(0)..<20_000 {
            var rng = SplitMix64(seed: seed)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
            let oldCounts = (0..<int(0...4)).map { _ in int(0...4) }
            let batch = randomBatch(oldSections: oldCounts.count, using: &rng)
            var newCounts = UIKitBatchRules.countsAfter(batch, old: oldCounts, freshCount: { int(0...3) })
                ?? (0..<int(0...4)).map { _ in int(0...4) }
            if int(0...9) == 0, !newCounts.isEmpty { newCounts[int(0...(newCounts.count - 1))] += int(-1...1) }
            guard newCounts.allSatisfy({ $0 >= 0 }) else { continue }

            let violations = UIKitBatchRules.violations(of: batch, old: oldCounts, new: newCounts)
            var next = 0
            func section(_ count: Int) -> View.Section {
                defer { next += count }
                return View.Section(id: next, items: Array(next..<(next + count)))
            }
            let old = oldCounts.map(section), new = newCounts.map(section)
            var view = View(sections: old)
            let context = "seed \(seed): old \(oldCounts), new \(newCounts), \(batch)"
            // The counts-only check says exactly what the simulator says.
            var validationError: BatchUpdateError?
            do { try batch.validate(itemCountsBefore: oldCounts, after: newCounts) } catch { validationError = error as? BatchUpdateError }
            defer {
                var simulated = View(sections: old)
                XCTAssertEqual(validationError, Result { try simulated.performBatchUpdates(batch, dataSource: new) }.error, context)
            }
            do {
                try view.performBatchUpdates(batch, dataSource: new)
                XCTAssertEqual(violations, [], "accepted what UIKit rejects, \(context)")
                XCTAssertEqual(view.sections.map(\.items.count), newCounts, context)
                accepted += 1
            } catch let error as BatchUpdateError {
                XCTAssertEqual(view.sections, old, context)
                if violations.isEmpty {
                    // The one place the simulator is stricter than UIKit.
                    guard case .duplicate(.itemInsert, _) = error else {
                        XCTFail("rejected what UIKit accepts (\(error)), \(context)")
                        continue
                    }
                }
                for rule in Set(violations.map { String($0.prefix(2)) }) { rejectedByRule[rule, default: 0] += 1 }
            } catch {
                XCTFail("untyped error \(error), \(context)")
            }
        }
        // Every rule was exercised, and so were valid batches.
        for rule in ["U1", "U3", "U4", "U5", "U6", "U7", "U8", "U9"] {
            XCTAssertGreaterThan(rejectedByRule[rule, default: 0], 20, "rule \(rule) exercised")
        }
        XCTAssertGreaterThan(accepted, 2_000)
    }

    /// A few operations of every kind over small indexes, sometimes out of
    /// range or malformed.
    private func randomBatch(oldSections: Int, using rng: inout SplitMix64) -> BatchUpdate {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
        func section() -> Int { int(0...max(0, oldSections)) }
        func path() -> IndexPath {
            int(0...60) == 0 ? IndexPath(index: int(0...3)) : IndexPath(indexes: [section(), int(0...4)])
        }
        var batch = BatchUpdate()
        for _ in 0..<int(0...5) {
            switch int(0...9) {
            case 0: batch.sectionDeletes.insert(section())
            case 1: batch.sectionInserts.insert(section())
            case 2: batch.sectionMoves.append(List.MoveIndex(from: section(), to: section()))
            case 3: batch.sectionReloads.insert(section())
            case 4: batch.itemDeletes.append(path())
            case 5: batch.itemInserts.append(path())
            case 6, 7: batch.itemMoves.append(List.MoveIndexPath(from: path(), to: path()))
            case 8: batch.itemReloads.append(path())
            default: batch.itemReconfigures.append(path())
            }
        }
        return batch
    }
}

extension Result where Failure == any Error {
    /// The error, as a batch error.
    fileprivate var error: BatchUpdateError? {
        if case .failure(let error) = self { return error as? BatchUpdateError }
        return nil
    }
}
