import Foundation
@testable import ListKit
import ListTestSupport
import XCTest

final class ItemChangeTests: XCTestCase {
    private func change(deletes: IndexSet = [], inserts: IndexSet = [], reloads: IndexSet = [],
                        moves: [(Int, Int)] = []) -> ItemChange {
        var change = ItemChange(oldSection: 0, newSection: 1)
        change.deletes = deletes
        change.inserts = Array(inserts)
        change.reloads = reloads
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
            XCTAssertEqual(composed.reloads, single.reloads, "a reload of a deleted item is moot")
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
