import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

final class ItemChangeTests: XCTestCase {
    private func change(deletes: IndexSet = [], inserts: IndexSet = [], reloads: IndexSet = [],
                        reconfigures: IndexSet = [], moves: [(Int, Int)] = []) -> ItemChange {
        var change = ItemChange(oldSection: 0, newSection: 1)
        change.deletes = deletes
        change.inserts = Array(inserts)
        change.reloads = reloads
        change.reconfigures = reconfigures
        change.moves = moves.map { List.MoveIndex(from: $0.0, to: $0.1) }
        return change
    }

    func testIndexPathsUseTheOldSectionBeforeAndTheNewOneAfter() {
        let batch = change(deletes: [2], inserts: [0], reloads: [1], moves: [(0, 3)]).batchUpdate
        XCTAssertEqual(batch.itemDeletes, [[0, 2]])
        XCTAssertEqual(batch.itemReloads, [[0, 1]])
        XCTAssertEqual(batch.itemInserts, [[1, 0]])
        XCTAssertEqual(batch.itemMoves, [List.MoveIndexPath(from: [0, 0], to: [1, 3])])
        var inserted = ItemChange(oldSection: nil, newSection: 4)
        inserted.deletes = [0]
        inserted.inserts = [1]
        XCTAssertEqual(inserted.batchUpdate.itemInserts, [[4, 1]])
        XCTAssertEqual(inserted.batchUpdate.itemDeletes, [], "no old section to delete from")
    }

    func testOneBlockWithoutReloadsIsKeptAsReported() {
        for single in [change(deletes: [1], moves: [(3, 0), (2, 2)]), change(deletes: [1], reloads: [1])] {
            let composed = ItemChange.composed([single], oldCount: 4)
            XCTAssertEqual(composed.deletes, single.deletes)
            XCTAssertEqual(composed.reloads, single.reloads.subtracting(single.deletes),
                           "a reload of a deleted item is moot: dropped, as UIKit raises on a path deleted and reloaded")
            XCTAssertEqual(composed.moves, single.moves)
            XCTAssertFalse(composed.reloadsSection)
        }
    }

    /// A reload names an item before the block and rebuilds it where it
    /// lands (UIKit would rebuild whatever lands at the old index).
    func testReloadedItemsAreRebuiltWhereTheyLand() throws {
        func apply(_ steps: [ItemChange], to old: [String], giving new: [String]) throws -> [String] {
            var batch = ItemChange.composed(steps, oldCount: old.count).batchUpdate
            XCTAssertTrue(batch.itemReloads.isEmpty, "sent as deletes and inserts")
            batch.itemInserts = batch.itemInserts.map { [0, $0[1]] }
            batch.itemMoves = batch.itemMoves.map { List.MoveIndexPath(from: $0.from, to: [0, $0.to[1]]) }
            var view = ListViewSimulator(sections: [.init(id: 0, items: old)])
            try view.performBatchUpdates(batch.sanitized(), dataSource: [.init(id: 0, items: new)])
            return view.sections.first?.items ?? []
        }
        // [a b c d]: delete a, reload c -> [b c' d].
        XCTAssertEqual(try apply([change(deletes: [0], reloads: [2])], to: ["a", "b", "c", "d"], giving: ["b", "c2", "d"]),
                       ["b", "c2", "d"])
        // [a b c]: insert x at 0, reload b -> [x a b' c].
        XCTAssertEqual(try apply([change(inserts: [0], reloads: [1])], to: ["a", "b", "c"], giving: ["x", "a", "b2", "c"]),
                       ["x", "a", "b2", "c"])
        // [a b c]: reload b and move c to 0 -> [c a b']; then reload c -> [c' a b'].
        XCTAssertEqual(try apply([change(reloads: [1], moves: [(2, 0)]), change(reloads: [0])],
                                 to: ["a", "b", "c"], giving: ["c2", "a", "b2"]),
                       ["c2", "a", "b2"])
        // A moved item that is reloaded arrives new at the move's target.
        XCTAssertEqual(try apply([change(reloads: [0], moves: [(0, 2)])], to: ["a", "b", "c"], giving: ["b", "c", "a2"]),
                       ["b", "c", "a2"])
    }

    /// Reconfigures are composed like reloads, but keep the item: in place
    /// (by its index before the update) when it does not move, after the
    /// batch where it lands when it moves, dropped when it is deleted, a
    /// reload when it is reloaded too (in the same block or a later one),
    /// dropped for an item the update inserts.
    func testReconfiguresFollowTheirItems() {
        func composed(_ steps: [ItemChange], _ oldCount: Int = 4) -> ItemChange { ItemChange.composed(steps, oldCount: oldCount) }
        // One block, shifted by an insert: sent as reported, at the index before.
        var result = composed([change(inserts: [0], reconfigures: [1])])
        XCTAssertEqual(result.batchUpdate.itemReconfigures, [[0, 1]])
        XCTAssertEqual(result.batchUpdate.itemInserts, [[1, 0]])
        XCTAssertEqual(result.reconfiguresAfter, [])
        // Deleted in the same block: dropped.
        result = composed([change(deletes: [1], reconfigures: [1, 2])])
        XCTAssertEqual(result.reconfigures, [2])
        XCTAssertEqual(result.deletes, [1])
        // Reloaded in the same block: the reload.
        result = composed([change(reloads: [1], reconfigures: [1])])
        XCTAssertEqual(result.reconfigures, [])
        XCTAssertEqual(result.reloads, [1])
        // Moved in the same block: moved by the batch, reconfigured where it landed after it.
        result = composed([change(reconfigures: [0, 3], moves: [(0, 2)])])
        XCTAssertEqual(result.moves, [List.MoveIndex(from: 0, to: 2)])
        XCTAssertEqual(result.reconfigures, [3])
        XCTAssertEqual(result.reconfiguresAfter, [2])
        XCTAssertEqual(result.reconfigureAfterBatch, [[1, 2]], "in the new section")
        // Two blocks: an insert, then a reconfigure of the item that was first (now 1).
        result = composed([change(inserts: [0]), change(reconfigures: [1])])
        XCTAssertEqual(result.inserts, [0])
        XCTAssertEqual(result.reconfigures, [0], "by its index before the update")
        // Reconfigured, then deleted; reconfigured, then reloaded; inserted, then reconfigured.
        result = composed([change(reconfigures: [1]), change(deletes: [1])])
        XCTAssertEqual(result.reconfigures, [])
        XCTAssertEqual(result.deletes, [1])
        result = composed([change(reconfigures: [1]), change(reloads: [1])])
        XCTAssertEqual(result.reconfigures, [])
        XCTAssertEqual(result.deletes, [1])
        XCTAssertEqual(result.inserts, [1], "the reload, as a delete and an insert where it lands")
        result = composed([change(inserts: [0]), change(reconfigures: [0])])
        XCTAssertEqual(result.reconfigures, [], "a new item gets a new cell anyway")
        XCTAssertEqual(result.inserts, [0])
        // Reconfigured, then moved by a later block: follows it.
        result = composed([change(reconfigures: [3]), change(moves: [(3, 0)])])
        XCTAssertEqual(result.reconfigures, [])
        XCTAssertEqual(result.reconfiguresAfter, result.moves.filter { $0.from == 3 }.map(\.to))
        XCTAssertEqual(result.reconfiguresAfter, [0])
        // Out of range: the section is reloaded.
        XCTAssertTrue(composed([change(reconfigures: [4])]).reloadsSection)
        // A section reload drops them.
        var reload = change()
        reload.reloadsSection = true
        XCTAssertEqual(composed([change(reconfigures: [0]), reload]).batchUpdate.itemReconfigures, [])
    }

    func testBlocksAreComposedNotConcatenated() {
        // [a b c] -delete 0-> [b c] -insert 0-> [x b c]: concatenated, "delete 0, insert 0" happens to
        // fit; [a b c] -insert 3-> [a b c x] -delete 3-> [a b c] does not (delete 3 of 3 items).
        var composed = ItemChange.composed([change(deletes: [0]), change(inserts: [0])], oldCount: 3)
        XCTAssertEqual(composed.deletes, [0])
        XCTAssertEqual(composed.inserts, [0])
        composed = ItemChange.composed([change(inserts: [3]), change(deletes: [3])], oldCount: 3)
        XCTAssertTrue(composed.isEmpty, "an item added then removed is no change")
        composed = ItemChange.composed([change(moves: [(0, 2)]), change(reloads: [2])], oldCount: 3)
        XCTAssertEqual(composed.deletes, [0])
        XCTAssertEqual(composed.inserts, [2], "a moved item reloaded later is replaced where it ends")
    }

    /// An index inserted twice adds two items, in the next free slots; the
    /// composed change spreads them out so that no index path is inserted
    /// twice in the batch.
    func testAnIndexInsertedTwiceAddsTwoItems() throws {
        var block = ItemChange(oldSection: 0, newSection: 0)
        block.formUnion(change(inserts: [0]))
        block.formUnion(change(inserts: [0, 2]))
        XCTAssertEqual(block.inserts, [0, 0, 2], "kept as reported")
        let composed = ItemChange.composed([block], oldCount: 2)
        XCTAssertEqual(composed.inserts, [0, 1, 2])
        var view = ListViewSimulator(sections: [.init(id: 0, items: ["a", "b"])])
        try view.performBatchUpdates(composed.batchUpdate, dataSource: [.init(id: 0, items: ["x", "y", "z", "a", "b"])])
        XCTAssertEqual(view.sections.first?.items, ["x", "y", "z", "a", "b"])
    }

    func testChangesThatDoNotFitReloadTheSection() {
        for bad in [change(deletes: [3]), change(inserts: [0, 5]), change(deletes: [0], moves: [(0, 1)]),
                    change(moves: [(0, -1)]), change(moves: [(-1, 0)]),
                    change(moves: [(0, 1), (0, 2)]), change(inserts: [1], moves: [(0, 1)])] {
            for steps in [[bad], [change(), bad]] {
                let composed = ItemChange.composed(steps, oldCount: 3)
                XCTAssertTrue(composed.reloadsSection, "\(bad.batchUpdate)")
                XCTAssertEqual(composed.batchUpdate.sectionReloads, [0])
            }
        }
        var reload = change()
        reload.reloadsSection = true
        XCTAssertTrue(ItemChange.composed([change(inserts: [0]), reload], oldCount: 3).reloadsSection)
    }

    /// Random sequences of item lists: each step reports its own diff; the
    /// composed change, applied by the simulator to the first list, must
    /// give the last one with the right identities.
    func testRandomSequencesReplayExactly() throws {
        for seed in UInt64(0)..<400 {
            var rng = SplitMix64(seed: seed)
            var lists = [StressRun.edited([], using: &rng)]
            for _ in 0..<Int.random(in: 1...4, using: &rng) { lists.append(StressRun.edited(lists.last!, using: &rng)) }
            let steps = zip(lists, lists.dropFirst()).map { old, new -> ItemChange in
                let diff = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 })
                var step = ItemChange(oldSection: 0, newSection: 0)
                step.deletes = diff.deletes
                step.inserts = Array(diff.inserts)
                step.moves = diff.moves
                return step
            }
            let composed = ItemChange.composed(steps, oldCount: lists[0].count)
            XCTAssertFalse(composed.reloadsSection, "seed \(seed)")
            var view = ListViewSimulator(sections: [.init(id: 0, items: lists[0])])
            let target = [ListViewSimulator<Int, Int>.Section(id: 0, items: lists.last!)]
            XCTAssertNoThrow(try view.performBatchUpdates(composed.batchUpdate, dataSource: target), "seed \(seed): \(lists)")
            XCTAssertEqual(view.sections, target, "seed \(seed): \(lists)")
        }
    }
}

/// Composing many blocks costs O(items + changes × log items), not one pass
/// over the section per block: each block is replayed on an order-statistics
/// list of stand-ins.
final class ItemChangeCompositionTests: XCTestCase {
    private static func block(deletes: [Int] = [], inserts: [Int] = [], reloads: [Int] = [],
                              reconfigures: [Int] = [], moves: [(Int, Int)] = []) -> ItemChange {
        var change = ItemChange(oldSection: 0, newSection: 0)
        change.deletes = IndexSet(deletes)
        change.inserts = inserts
        change.reloads = IndexSet(reloads)
        change.reconfigures = IndexSet(reconfigures)
        change.moves = moves.map { List.MoveIndex(from: $0.0, to: $0.1) }
        return change
    }

    /// 10,000 blocks of one insert at the top of 10,000 items (one
    /// `performBatch` each, merged into one update): the new items are the
    /// first 10,000. Replayed one pass per block, this test took 111 s in a
    /// debug build; 0.2 s since.
    func testTenThousandBlocksIntoTenThousandItems() {
        let steps = (0..<10_000).map { _ in Self.block(inserts: [0]) }
        let composed = ItemChange.composed(steps, oldCount: 10_000)
        XCTAssertFalse(composed.reloadsSection)
        XCTAssertEqual(composed.inserts, Array(0..<10_000))
        XCTAssertEqual(composed.deletes, [])
        XCTAssertEqual(composed.moves, [])
        // Blocks that each insert at the top, then delete the item below:
        // the first pair deletes old item 0, each later pair the item the
        // pair before inserted, so one new item is left.
        let pairs = (0..<5_000).flatMap { _ in [Self.block(inserts: [0]), Self.block(deletes: [1])] }
        let result = ItemChange.composed(pairs, oldCount: 10_000)
        XCTAssertEqual(result.inserts, [0])
        XCTAssertEqual(result.deletes, [0])
        XCTAssertEqual(result.moves, [])
    }

    /// Random blocks, mostly well formed, some not (out of range, a
    /// negative index, colliding places, a source moved twice or deleted,
    /// repeated inserts), with reloads of kept, moved and deleted items,
    /// against the plain replay below: the same reload-or-not verdict and
    /// the same composed change; and every composed change that fits breaks
    /// none of UIKit's batch rules (`UIKitBatchRules`, written apart from
    /// both) from the section's count before to its count after.
    func testRandomBlocksMatchAPlainReplay() {
        var fitting = 0
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            let oldCount = Int.random(in: 0...10, using: &rng)
            var count = oldCount
            var steps: [ItemChange] = []
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let step = Self.randomBlock(on: count, using: &rng)
                steps.append(step)
                count = max(0, count - step.deletes.count + step.inserts.count)
            }
            let expected = PlainReplay.composed(steps, oldCount: oldCount)
            let composed = ItemChange.composed(steps, oldCount: oldCount)
            let described = "seed \(seed): \(oldCount) items, \(steps.map(\.batchUpdate))"
            XCTAssertEqual(composed.reloadsSection, expected.reloadsSection, described)
            XCTAssertEqual(composed.deletes, expected.deletes, described)
            XCTAssertEqual(composed.inserts, expected.inserts, described)
            XCTAssertEqual(composed.reloads, expected.reloads, described)
            XCTAssertEqual(composed.reconfigures, expected.reconfigures, described)
            XCTAssertEqual(composed.reconfiguresAfter, expected.reconfiguresAfter, described)
            XCTAssertEqual(composed.moves, expected.moves, described)
            if !expected.reloadsSection {
                fitting += 1
                let after = PlainReplay.items(after: steps, oldCount: oldCount)?.count ?? -1
                XCTAssertEqual(UIKitBatchRules.violations(of: composed.batchUpdate, old: [oldCount], new: [after]), [], described)
                // The reconfigures after the batch: of items it kept, within the section after it.
                XCTAssertTrue(composed.reconfiguresAfter.allSatisfy { $0 >= 0 && $0 < after }, described)
            }
        }
        XCTAssertGreaterThan(fitting, 1_000, "most seeds compose rather than reload the section")
    }

    /// A block on `count` items: deletes, move sources, reloads and
    /// reconfigures picked among them (reloads and reconfigures of any item,
    /// deleted and moved ones included), inserts and move targets at
    /// distinct places after the block; then, one time in five, one index
    /// made wrong or repeated.
    private static func randomBlock(on count: Int, using rng: inout SplitMix64) -> ItemChange {
        func pick(_ chance: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < chance }
        var deletes: [Int] = [], sources: [Int] = [], reloads: [Int] = [], reconfigures: [Int] = []
        for index in 0..<count {
            if pick(15) { deletes.append(index) } else if pick(12) { sources.append(index) }
            if pick(15) { reloads.append(index) }
            if pick(20) { reconfigures.append(index) }
        }
        sources.shuffle(using: &rng)
        let inserted = Int.random(in: 0...2, using: &rng)
        let after = count - deletes.count + inserted
        var places = Array((0..<after).shuffled(using: &rng).prefix(inserted + sources.count))
        var inserts = Array(places.prefix(inserted))
        places.removeFirst(inserts.count)
        var moves = Array(zip(sources, places))
        if pick(20) {
            let wrong = Int.random(in: -1...(count + 1), using: &rng)
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: deletes.append(max(0, wrong))
            case 1: inserts.append(inserts.randomElement(using: &rng) ?? wrong)
            case 2: moves.append((moves.randomElement(using: &rng)?.0 ?? wrong, wrong))
            case 3: moves.append((wrong, moves.randomElement(using: &rng)?.1 ?? wrong))
            case 4: reloads.append(max(0, wrong))
            default: reconfigures.append(max(0, wrong))
            }
        }
        return block(deletes: deletes, inserts: inserts, reloads: reloads, reconfigures: reconfigures, moves: moves)
    }
}

/// The plain reference: each block replayed on an array of stand-ins, one
/// pass over the whole section per block (the composition as first
/// written). Rules, from UIKit's batch semantics: deletes, reloads and move
/// sources name items before the block; inserts and move targets, places
/// after it; an index inserted twice takes the next place; a reloaded item
/// is rebuilt where it lands, and a reload of a deleted item is dropped;
/// a reconfigured item keeps its stand-in, and is reconfigured where it was
/// before the update when it did not move, where it landed (after the
/// batch) when it moved, not at all when it is gone or new; anything that
/// does not fit reloads the section.
private enum PlainReplay {
    static func composed(_ steps: [ItemChange], oldCount: Int) -> ItemChange {
        var result = ItemChange(oldSection: steps[0].oldSection, newSection: steps[0].newSection)
        if steps.contains(where: \.reloadsSection) {
            result.reloadsSection = true
            return result
        }
        let start = Array(0..<oldCount)
        var reconfigured = Set<Int>()
        guard let items = items(after: steps, oldCount: oldCount, reconfigured: &reconfigured) else {
            result.reloadsSection = true
            return result
        }
        if steps.count == 1 {
            var step = steps[0]
            let shifted = !(step.deletes.isEmpty && step.inserts.isEmpty && step.moves.isEmpty)
            if (step.reloads.subtracting(step.deletes).isEmpty || !shifted) && Set(step.inserts).count == step.inserts.count {
                step.reloads.subtract(step.deletes)  // moot: UIKit raises on a path deleted and reloaded
                let moved = Dictionary(uniqueKeysWithValues: step.moves.map { ($0.from, $0.to) })
                step.reconfigures = IndexSet(reconfigured.filter { moved[$0] == nil })
                step.reconfiguresAfter = reconfigured.compactMap { moved[$0] }.sorted()
                return step
            }
        }
        let diff = List.diffing(oldArray: start, newArray: items, identifiedBy: { $0 })
        result.deletes = diff.deletes
        result.inserts = Array(diff.inserts)
        result.moves = diff.moves
        for (place, item) in items.enumerated() where reconfigured.contains(item) && item < oldCount {
            if diff.moves.contains(where: { $0.from == item }) {
                result.reconfiguresAfter.append(place)
            } else {
                result.reconfigures.insert(item)
            }
        }
        return result
    }

    /// The stand-ins after every step, new ones numbered from `oldCount`;
    /// nil when a step does not fit.
    static func items(after steps: [ItemChange], oldCount: Int) -> [Int]? {
        var reconfigured = Set<Int>()
        return items(after: steps, oldCount: oldCount, reconfigured: &reconfigured)
    }

    /// The same, with the stand-ins reconfigured on the way (a reloaded
    /// one's replacement is not).
    static func items(after steps: [ItemChange], oldCount: Int, reconfigured: inout Set<Int>) -> [Int]? {
        var items = Array(0..<oldCount), fresh = oldCount
        for step in steps {
            guard let next = replayed(step, on: items, fresh: &fresh, reconfigured: &reconfigured) else { return nil }
            items = next
        }
        return items
    }

    private static func replayed(_ step: ItemChange, on items: [Int], fresh: inout Int, reconfigured: inout Set<Int>) -> [Int]? {
        guard step.moves.allSatisfy({ $0.from >= 0 && $0.to >= 0 }) else { return nil }
        let sources = IndexSet(step.moves.map(\.from))
        let reloads = step.reloads.subtracting(step.deletes)
        guard sources.count == step.moves.count, step.deletes.intersection(sources).isEmpty,
              (step.deletes.union(reloads).union(sources).union(step.reconfigures).last ?? -1) < items.count
        else { return nil }
        for index in step.reconfigures where !step.deletes.contains(index) && !reloads.contains(index) {
            reconfigured.insert(items[index])
        }
        func new() -> Int { defer { fresh += 1 }; return fresh }
        let removed = step.deletes.union(sources)
        let survivors = items.indices.filter { !removed.contains($0) }.map { reloads.contains($0) ? new() : items[$0] }
        var placed: [Int: Int] = [:]
        var slot = -1
        for index in step.inserts.sorted() {
            guard index >= 0 else { return nil }
            slot = max(index, slot + 1)
            placed[slot] = new()
        }
        for move in step.moves {
            guard placed.updateValue(reloads.contains(move.from) ? new() : items[move.from], forKey: move.to) == nil
            else { return nil }
        }
        let count = survivors.count + placed.count
        guard placed.keys.allSatisfy({ $0 < count }) else { return nil }
        var next = survivors.makeIterator()
        return (0..<count).map { placed[$0] ?? next.next()! }
    }
}
