import Foundation
import ListTestSupport
import ListKitTesting
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

    /// Raw batches whose only faults are the ones `sanitized()` exists to
    /// fix (item operations inside moved sections, reloads that UIKit would
    /// place at the wrong index path) become batches that keep every rule,
    /// and after them the view shows exactly the data: survivors keep their
    /// identity, reloaded and inserted items are new. The data is built by a
    /// plain model of what the raw batch means: survivors in their old order
    /// in the free slots, reloaded ones rebuilt where they land.
    func testSanitizedBatchesKeepUIKitsRulesAndShowTheData() throws {
        var checked = 0
        for seed in UInt64(0)..<20_000 {
            var rng = SplitMix64(seed: seed)
            func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
            let oldCounts = (0..<int(1...4)).map { _ in int(0...4) }
            let batch = randomBatch(oldSections: oldCounts.count, using: &rng)
            guard let newCounts = UIKitBatchRules.countsAfter(batch, old: oldCounts, freshCount: { int(0...3) }),
                  Set(batch.itemInserts).count == batch.itemInserts.count,
                  UIKitBatchRules.violations(of: batch, old: oldCounts, new: newCounts)
                    .allSatisfy({ $0.hasPrefix("U8") || $0.hasPrefix("U9") })
            else { continue }
            var next = 1_000
            func fresh() -> Int { defer { next += 1 }; return next }
            var id = 0
            let old = oldCounts.map { count -> View.Section in
                defer { id += count }
                return View.Section(id: -1 - id, items: Array(id..<(id + count)))
            }
            guard let new = Self.meaning(of: batch, old: old, newCounts: newCounts, fresh: fresh) else { continue }
            let context = "seed \(seed): old \(old), new \(new), \(batch)"
            let safe = try batch.sanitized()
            XCTAssertEqual(UIKitBatchRules.violations(of: safe, old: oldCounts, new: newCounts), [], "\(safe), \(context)")
            var view = View(sections: old)
            do {
                try view.performBatchUpdates(safe, dataSource: new)
                XCTAssertEqual(view.sections.map(\.items), new.map(\.items), "stale cells after \(safe), \(context)")
            } catch {
                XCTFail("\(error) for \(safe), \(context)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    /// What `batch` does to `old`, plainly: sections land as UIKit places
    /// them; in a section that stays, inserts and move targets take their
    /// slots and the items that stay (reloaded ones rebuilt) fill the rest
    /// in order; inserted, reloaded and otherwise new sections get new items.
    private static func meaning(
        of batch: BatchUpdate, old: [View.Section], newCounts: [Int], fresh: () -> Int
    ) -> [View.Section]? {
        guard let landing = UIKitBatchRules.landing(of: batch, oldCount: old.count, newCount: newCounts.count) else { return nil }
        var sourceOfNew = [Int?](repeating: nil, count: newCounts.count)
        for (s, t) in landing.enumerated() { if let t { sourceOfNew[t] = s } }
        return newCounts.indices.map { t in
            guard let s = sourceOfNew[t], !batch.sectionReloads.contains(s) else {
                return View.Section(id: fresh(), items: (0..<newCounts[t]).map { _ in fresh() })
            }
            var items = [Int?](repeating: nil, count: newCounts[t])
            for path in batch.itemInserts where path[0] == t { items[path[1]] = fresh() }
            for move in batch.itemMoves where move.to[0] == t {
                let item = old[move.from[0]].items[move.from[1]]
                items[move.to[1]] = batch.itemReloads.contains(move.from) ? fresh() : item
            }
            let leaving = Set(batch.itemDeletes + batch.itemMoves.map(\.from))
            var staying = old[s].items.indices.filter { !leaving.contains([s, $0]) }.makeIterator()
            for i in items.indices where items[i] == nil {
                guard let k = staying.next() else { return View.Section(id: old[s].id, items: []) }
                items[i] = batch.itemReloads.contains([s, k]) ? fresh() : old[s].items[k]
            }
            return View.Section(id: old[s].id, items: items.map { $0! })
        }
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
