import Foundation
import ListDiff
import ListDiffReference
import ListTestSupport
import XCTest

final class ListResultTests: XCTestCase {
    func testBatchTurnsUpdatesIntoDeleteAndInsert() {
        // 1 updated in place, 3 moved and updated, 2 moved.
        let old = items([(1, 0), (2, 0), (3, 0)])
        let new = items([(1, 1), (3, 1), (2, 0)])
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.updates, IndexSet([0, 2]))
        XCTAssertEqual(result.moves, moves([(2, 1), (1, 2)]))
        let batch = result.forBatchUpdates()
        XCTAssertEqual(batch.updates, IndexSet())
        XCTAssertEqual(batch.deletes, IndexSet([0, 2]))
        XCTAssertEqual(batch.inserts, IndexSet([0, 1]))
        XCTAssertEqual(batch.moves, moves([(1, 2)]))
        XCTAssertEqual(replay(old: old, new: new, deletes: batch.deletes, inserts: batch.inserts, moves: batch.moves), new)
    }

    func testBatchStaysBalancedWithDuplicatesWhereThePortDoesNot() {
        // old [k:1], new [k:2, k:3]: the pair 0-0 is updated, new 1 is inserted.
        let old = items([(7, 1)])
        let new = items([(7, 2), (7, 3)])
        let batch = List.diffing(oldArray: old, newArray: new).forBatchUpdates()
        XCTAssertEqual(batch.deletes, IndexSet([0]))
        XCTAssertEqual(batch.inserts, IndexSet([0, 1]))
        XCTAssertTrue(batch.validate(old, new))

        let port = ReferenceDiff.portBatchUpdates(
            ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 }))
        XCTAssertEqual(port.inserts, IndexSet([1]))  // the port converts through newMap[k] = 1: 1 + 1 - 1 != 2
        XCTAssertNotEqual(old.count + port.inserts.count - port.deletes.count, new.count)
    }

    func testBatchKeepsEveryUpdateOfADuplicatedIdentifier() {
        // old [k:1, k:1], new [k:1, k:2]: the shared flag updates both pairs.
        let old = items([(7, 1), (7, 1)])
        let new = items([(7, 1), (7, 2)])
        let result = List.diffing(oldArray: old, newArray: new)
        XCTAssertEqual(result.updates, IndexSet([0, 1]))
        let batch = result.forBatchUpdates()
        XCTAssertEqual(batch.deletes, IndexSet([0, 1]))
        XCTAssertEqual(batch.inserts, IndexSet([0, 1]))
        let port = ReferenceDiff.portBatchUpdates(
            ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 }))
        XCTAssertEqual(port.deletes, IndexSet([1]))  // the update at 0 is lost
    }

    func testBatchConvertsUpdatesAddedByHandThroughTheMaps() {
        let old = items([(1, 0), (2, 0)])
        let new = items([(2, 0), (1, 0)])
        var result = List.diffing(oldArray: old, newArray: new)
        result.updates.insert(0)  // id 1: old 0 -> new 1
        let batch = result.forBatchUpdates()
        XCTAssertEqual(batch.deletes, IndexSet([0]))
        XCTAssertEqual(batch.inserts, IndexSet([1]))
        XCTAssertEqual(batch.moves, moves([(1, 0)]))
    }

    /// A new index that no list has (negative, or `Int.max`, which no
    /// `IndexSet` holds: it trapped) drops the update, as a missing one does.
    func testBatchDropsUpdatesAddedByHandWhoseNewIndexNoListHas() {
        var result = List.diffing(oldArray: [0, 1, 2, 3], newArray: [0, 1, 2, 3], identifiedBy: { $0 })
        result.oldMap = ["max": 0, "negative": 1, "gone": 2, "kept": 3]
        result.newMap = ["max": Int.max, "negative": -5, "kept": Int.max - 1]
        result.updates = [0, 1, 2, 3]
        let batch = result.forBatchUpdates()
        XCTAssertEqual(batch.deletes, IndexSet([3]))
        XCTAssertEqual(batch.inserts, IndexSet([Int.max - 1]))
        XCTAssertEqual(batch.updates, IndexSet())
    }

    /// Updates added by hand convert as the plain rule says: through the
    /// first identifier the old map lists at that index, to its index in the
    /// new map (seeded, against that rule written out below).
    func testBatchConvertsUpdatesAddedByHandAsTheRuleSays() {
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            let items = randomItems(Int.random(in: 0...12, using: &rng), alphabet: 6, using: &rng)
            var result = List.diffing(oldArray: items, newArray: items)  // nothing to update: every update is by hand
            func randomMap() -> [AnyHashable: Int] {
                Dictionary((0..<Int.random(in: 0...8, using: &rng)).map { _ in
                    (AnyHashable(Int.random(in: 0..<10, using: &rng)), Int.random(in: 0..<12, using: &rng))
                }, uniquingKeysWith: { _, last in last })
            }
            if Bool.random(using: &rng) { result.oldMap = randomMap() }
            if Bool.random(using: &rng) { result.newMap = randomMap() }
            result.updates = IndexSet((0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0..<12, using: &rng) })
            var deletes = IndexSet(), inserts = IndexSet()
            for index in result.updates {
                guard let key = result.oldMap.first(where: { $0.value == index })?.key, let to = result.newMap[key] else { continue }
                deletes.insert(index)
                inserts.insert(to)
            }
            let batch = result.forBatchUpdates()
            XCTAssertEqual(batch.deletes, deletes, "seed \(seed)")
            XCTAssertEqual(batch.inserts, inserts, "seed \(seed)")
            XCTAssertEqual(batch.updates, IndexSet(), "seed \(seed)")
            XCTAssertEqual(batch.moves, [], "seed \(seed)")
        }
    }

    func testIndexSetsHoldEveryRunExactly() {
        // Deletes end in a run of three, inserts in a single index; both
        // have runs before it, of one index and of several.
        let old = Array(0..<10)
        let new = [100, 2, 101, 102, 3, 5, 9, 103]
        let result = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 })
        XCTAssertEqual(Array(result.deletes.rangeView), [0..<2, 4..<5, 6..<9])
        XCTAssertEqual(Array(result.inserts.rangeView), [0..<1, 2..<4, 7..<8])
        let single = List.diffing(oldArray: old, newArray: [0, 1, 2, 6, 7, 8, 9], identifiedBy: { $0 })
        XCTAssertEqual(Array(single.deletes.rangeView), [3..<6])
        XCTAssertEqual(single.inserts, IndexSet())
    }

    func testMapsKeepTheLastOccurrenceAndCanBeReplaced() {
        let old = items([(1, 0), (2, 0), (1, 0)])
        var result = List.diffing(oldArray: old, newArray: [])
        XCTAssertEqual(result.oldMap, [1: 2, 2: 1])
        XCTAssertEqual(result.oldIndexFor(identifier: 1), 2)
        result.newMap = [5: 0]
        XCTAssertEqual(result.newIndexFor(identifier: 5), 0)
        XCTAssertEqual(result.oldMap, [1: 2, 2: 1])
    }

    /// Results are `Sendable`: maps first read from many threads at once
    /// (several results sharing each cache lock) come out whole and equal to
    /// those of the same diff read on one thread.
    func testMapsFirstReadFromManyThreadsAtOnce() {
        let inputs = (0..<8).map { seed -> ([Item], [Item]) in
            var rng = SplitMix64(seed: UInt64(seed))
            return (randomItems(500, alphabet: 300, using: &rng), randomItems(500, alphabet: 300, using: &rng))
        }
        let expected = inputs.map { List.diffing(oldArray: $0.0, newArray: $0.1) }
        for result in expected { _ = (result.oldMap, result.newMap) }
        let unread = inputs.map { List.diffing(oldArray: $0.0, newArray: $0.1) }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let which = iteration % 8
            if unread[which].oldMap != expected[which].oldMap || unread[which].newMap != expected[which].newMap {
                mismatches.record(which)
            }
        }
        XCTAssertEqual(mismatches.seeds, [], "seeds of the mismatched diffs")
    }

    func testEqualityAndDescription() {
        let old = items([(1, 0), (2, 0), (3, 0)])
        let new = items([(3, 0), (4, 0), (1, 1)])
        let a = List.diffing(oldArray: old, newArray: new)
        let b = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
        XCTAssertEqual(a, b)
        XCTAssertNotEqual(a, List.diffing(oldArray: old, newArray: old))
        XCTAssertEqual(a.description, "inserts [1], deletes [1], updates [0], moves [2->0, 0->2]")
        let big = List.diffing(oldArray: [], newArray: (0..<20).map { Item(id: $0) })
        XCTAssertEqual(
            big.description,
            "inserts [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, … (4 more)], deletes [], updates [], moves []")
        XCTAssertTrue(a.validate(old, new))
        XCTAssertFalse(a.validate(old, old.prefix(2)))
    }

    func testIndexPathResult() {
        let old = items([(1, 0), (2, 0), (3, 0), (4, 0)])
        let new = items([(4, 1), (2, 0), (5, 0), (3, 1)])
        let paths = List.diffingPaths(fromSection: 2, toSection: 5, oldArray: old, newArray: new)
        XCTAssertEqual(paths.deletes, [IndexPath(indexes: [2, 0])])
        XCTAssertEqual(paths.inserts, [IndexPath(indexes: [5, 2])])
        // Updates in new order, at the old index path: 4 (old 3) before 3 (old 2).
        XCTAssertEqual(paths.updates, [IndexPath(indexes: [2, 3]), IndexPath(indexes: [2, 2])])
        // 4 jumps to the front: 2 keeps index 1 yet counts as moved (1->1), and 3 moves too.
        XCTAssertEqual(paths.moves.map(\.description), ["[2, 3]->[5, 0]", "[2, 1]->[5, 1]", "[2, 2]->[5, 3]"])
        XCTAssertEqual(paths.changeCount, 7)
        XCTAssertEqual(paths.oldIndexPathFor(identifier: 4), IndexPath(indexes: [2, 3]))
        XCTAssertEqual(paths.newIndexPathFor(identifier: 4), IndexPath(indexes: [5, 0]))
        XCTAssertNil(paths.newIndexPathFor(identifier: 1))
        XCTAssertEqual(paths.description, "inserts [[5, 2]], deletes [[2, 0]], updates [[2, 3], [2, 2]], moves [[2, 3]->[5, 0], [2, 1]->[5, 1], [2, 2]->[5, 3]]")

        let batch = paths.forBatchUpdates()
        XCTAssertEqual(batch.updates, [])
        XCTAssertEqual(batch.deletes, [[2, 0], [2, 2], [2, 3]].map { IndexPath(indexes: $0) })
        XCTAssertEqual(batch.inserts, [[5, 0], [5, 2], [5, 3]].map { IndexPath(indexes: $0) })
        XCTAssertEqual(batch.moves.map(\.description), ["[2, 1]->[5, 1]"])
        XCTAssertEqual(paths, List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).indexPaths(fromSection: 2, toSection: 5))
    }

    func testIndexPathUpdatesFollowTheReference() {
        for seed in UInt64(500)..<900 {
            var rng = SplitMix64(seed: seed)
            let old = randomItems(Int.random(in: 0...12, using: &rng), alphabet: 5, using: &rng)
            let new = randomItems(Int.random(in: 0...12, using: &rng), alphabet: 5, using: &rng)
            let reference = ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 })
            let paths = List.diffing(oldArray: old, newArray: new).indexPaths(fromSection: 0, toSection: 1)
            XCTAssertEqual(paths.updates.map { $0[1] }, reference.updatesInOrder, "seed \(seed)")
        }
    }
}

/// Seeds recorded from many threads.
private final class Mismatches: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []
    var seeds: [Int] { lock.withLock { recorded } }
    func record(_ seed: Int) { lock.withLock { recorded.append(seed) } }
}
