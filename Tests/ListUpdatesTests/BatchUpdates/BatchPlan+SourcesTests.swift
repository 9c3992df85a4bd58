import Foundation
import ListTestSupport
@testable import ListUpdates
import XCTest

/// `BatchPlan.sources(newCounts:)` (a counting sort of the batch's claims
/// by section, then one sweep per section) against the rule written
/// plainly from the batch itself: a section after the update that is
/// inserted or reloaded is fresh; one kept from old section `s` takes, slot
/// by slot, the old item a move brings there, nothing (an arrival) where an
/// insert or a reload lands, and else the next old item of `s` that neither
/// a delete, a reload nor a move takes away; a kept section nothing leaves
/// or arrives at is unchanged.
final class BatchPlanSourcesTests: XCTestCase {
    /// The rule above, for a batch the plan accepted.
    static func expected(_ batch: BatchUpdate, plan: BatchPlan, old: [Int], new: [Int]) -> [String] {
        let deletedOrReloaded = batch.sectionDeletes.union(batch.sectionReloads)
        var leaving = Set<IndexPath>(), arriving = Set<IndexPath>(), movedIn: [IndexPath: IndexPath] = [:]
        for path in batch.itemDeletes + batch.itemReloads where !deletedOrReloaded.contains(path[0]) { leaving.insert(path) }
        for path in batch.itemReloads where !deletedOrReloaded.contains(path[0]) { arriving.insert(path) }
        for move in batch.itemMoves {
            leaving.insert(move.from)
            arriving.insert(move.to)
            movedIn[move.to] = move.from
        }
        for path in batch.itemInserts { arriving.insert(path) }
        return plan.origins.enumerated().map { t, origin in
            guard case .kept(let s) = origin else { return "fresh" }
            let survivors = (0..<old[s]).filter { !leaving.contains([s, $0]) }
            let touched = survivors.count != old[s] || (0..<new[t]).contains { arriving.contains([t, $0]) }
            guard touched else { return "unchanged \(s)" }
            var next = survivors.makeIterator()
            let slots = (0..<new[t]).map { i -> String in
                if let from = movedIn[[t, i]] { return "\(from[0]).\(from[1])" }
                if arriving.contains([t, i]) { return "new" }
                return "\(s).\(next.next()!)"
            }
            return slots.joined(separator: " ")
        }
    }

    static func described(_ sources: [BatchPlan.SectionSource]) -> [String] {
        sources.map { source in
            switch source {
            case .fresh: return "fresh"
            case .unchanged(let s): return "unchanged \(s)"
            case .mixed(let runs):
                return runs.flatMap { run in
                    (0..<run.count).map { k in
                        run.arrives ? "new" : "\(BatchPlan.unpack(run.source).section).\(BatchPlan.unpack(run.source).item + k)"
                    }
                }.joined(separator: " ")
            }
        }
    }

    /// Seeded random snapshot pairs (items and sections deleted, inserted,
    /// moved, reloaded; items moved across sections), their diffs with
    /// both move strategies, and the raw batch with the item reloads left
    /// as reloads where the plan accepts them.
    func testSourcesFollowTheRuleOnRandomBatches() throws {
        var seen = (mixed: 0, unchanged: 0, displaced: 0)
        defer {
            XCTAssertGreaterThan(seen.mixed, 500)
            XCTAssertGreaterThan(seen.unchanged, 500)
            XCTAssertGreaterThan(seen.displaced, 100)
        }
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = try randomSnapshots(sections: Int.random(in: 1...6, using: &rng), items: 6, using: &rng)
            let (oldCounts, newCounts) = (itemCounts(of: old), itemCounts(of: new))
            for strategy in [MoveStrategy.heckel, .minimal] {
                let sanitized = new.batchUpdate(from: old, moves: strategy)
                // The reloads as reloads: a delete plus an insert at the same
                // index path that the plan may take as a reload.
                var raw = sanitized
                let both = Set(sanitized.itemDeletes).intersection(sanitized.itemInserts)
                raw.itemDeletes.removeAll { both.contains($0) }
                raw.itemInserts.removeAll { both.contains($0) }
                raw.itemReloads = both.sorted()
                for batch in [sanitized, raw] {
                    guard let plan = try? BatchPlan(batch, old: oldCounts, new: newCounts) else {
                        XCTAssertFalse(batch == sanitized, "seed \(seed): the sanitized diff is refused")
                        continue
                    }
                    let sources = plan.sources(newCounts: newCounts)
                    // Whole runs: none empty, none that the next continues.
                    for case .mixed(let runs) in sources {
                        XCTAssertFalse(runs.contains { $0.count < 1 }, "seed \(seed): \(runs)")
                        for (a, b) in zip(runs, runs.dropFirst()) {
                            XCTAssertFalse(a.arrives ? b.arrives : b.source == a.source + a.count, "seed \(seed): \(runs)")
                        }
                    }
                    let got = Self.described(sources)
                    XCTAssertEqual(got, Self.expected(batch, plan: plan, old: oldCounts, new: newCounts),
                                   "seed \(seed), \(strategy): \(batch)")
                    seen.mixed += got.filter { $0 != "fresh" && !$0.hasPrefix("unchanged") }.count
                    seen.unchanged += got.filter { $0.hasPrefix("unchanged") }.count
                    for (t, origin) in plan.origins.enumerated() { if case .kept(let s) = origin, s != t { seen.displaced += 1 } }
                }
            }
        }
    }
}
