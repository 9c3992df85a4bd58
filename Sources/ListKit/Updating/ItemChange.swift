import Foundation
import ListUpdates

/// Item changes a section controller reports for its section, in UIKit's
/// terms for one update block: deletes, reloads and move sources count
/// from before the block, inserts and move targets from after it.
/// `oldSection` is where the controller was before the running update,
/// `newSection` where it is after (nil: nowhere).
struct ItemChange {
    var oldSection: Int?
    var newSection: Int?
    var deletes = IndexSet()
    /// Not a set: an index inserted twice adds two items, as UIKit counts it
    /// (IGListKit keeps duplicate inserts and drops only duplicate deletes).
    var inserts: [Int] = []
    var reloads = IndexSet()
    var moves: [List.MoveIndex] = []
    var reloadsSection = false

    /// Where its items are: (old section, new section).
    struct Lane: Hashable {
        let old: Int?
        let new: Int?
    }

    var lane: Lane { Lane(old: oldSection, new: newSection) }

    var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && moves.isEmpty && !reloadsSection }

    /// The change as a batch, or nothing for a controller without a section
    /// on the side an operation needs.
    var batchUpdate: BatchUpdate {
        var batch = BatchUpdate()
        if let old = oldSection {
            batch.itemDeletes = deletes.map { _indexPath(old, $0) }
            batch.itemReloads = reloads.map { _indexPath(old, $0) }
            if reloadsSection { batch.sectionReloads = [old] }
        }
        if let new = newSection { batch.itemInserts = inserts.map { _indexPath(new, $0) } }
        if let old = oldSection, let new = newSection {
            batch.itemMoves = moves.map { List.MoveIndexPath(from: _indexPath(old, $0.from), to: _indexPath(new, $0.to)) }
        }
        return batch
    }

    /// Merges changes reported in the same block (they are simultaneous).
    mutating func formUnion(_ other: ItemChange) {
        deletes.formUnion(other.deletes)
        inserts += other.inserts
        reloads.formUnion(other.reloads)
        moves += other.moves
        reloadsSection = reloadsSection || other.reloadsSection
    }

    /// The changes of several blocks, made one after the other in one
    /// update, as the one change UIKit needs: they are replayed on stand-ins
    /// for the section's `oldCount` items (a reloaded item gets a new
    /// stand-in where it lands), and the result is diffed against the start. (Concatenating them, as IGListKit does, mixes index spaces
    /// and can crash the view.) Changes that do not fit their section make
    /// the section reload instead.
    static func composed(_ steps: [ItemChange], oldCount: Int) -> ItemChange {
        var result = ItemChange(oldSection: steps[0].oldSection, newSection: steps[0].newSection)
        if steps.contains(where: \.reloadsSection) {
            result.reloadsSection = true
            return result
        }
        let start = Array(0..<oldCount)
        var items = start
        var fresh = oldCount
        for step in steps {
            guard let next = step.replayed(on: items, fresh: &fresh) else {
                result.reloadsSection = true
                return result
            }
            items = next
        }
        // One block that fits is sent as reported, unless it reloads an item
        // that other changes shift (UIKit would rebuild the item at the old
        // index) or inserts an index twice (the diff spreads them out).
        if steps.count == 1 {
            let step = steps[0]
            let shifted = !(step.deletes.isEmpty && step.inserts.isEmpty && step.moves.isEmpty)
            if (step.reloads.subtracting(step.deletes).isEmpty || !shifted) && Set(step.inserts).count == step.inserts.count {
                return step
            }
        }
        let diff = List.diffing(oldArray: start, newArray: items, identifiedBy: { $0 })
        result.deletes = diff.deletes
        result.inserts = Array(diff.inserts)
        result.moves = diff.moves
        return result
    }

    /// `items` after this change, new items numbered from `fresh`; nil when
    /// the change does not fit. A reload names an item before the block,
    /// which is rebuilt where it lands (at the move's target when it also
    /// moves); a reload of a deleted item is moot.
    private func replayed(on items: [Int], fresh: inout Int) -> [Int]? {
        guard moves.allSatisfy({ $0.from >= 0 && $0.to >= 0 }) else { return nil }
        let sources = IndexSet(moves.map(\.from))
        let reloads = self.reloads.subtracting(deletes)
        guard sources.count == moves.count, deletes.intersection(sources).isEmpty,
              (deletes.union(reloads).union(sources).last ?? -1) < items.count
        else { return nil }
        func new() -> Int { defer { fresh += 1 }; return fresh }
        let removed = deletes.union(sources)
        let survivors = items.indices.filter { !removed.contains($0) }.map { reloads.contains($0) ? new() : items[$0] }
        var placed: [Int: Int] = [:]
        func place(_ item: Int, at index: Int) -> Bool { placed.updateValue(item, forKey: index) == nil }
        // An index inserted again takes the next slot: [0, 0] adds two items
        // at the top.
        var slot = -1
        for index in inserts.sorted() {
            guard index >= 0 else { return nil }
            slot = max(index, slot + 1)
            placed[slot] = new()
        }
        for move in moves { guard place(reloads.contains(move.from) ? new() : items[move.from], at: move.to) else { return nil } }
        let count = survivors.count + placed.count
        guard placed.keys.allSatisfy({ $0 < count }) else { return nil }
        var next = survivors.makeIterator()
        return (0..<count).map { placed[$0] ?? next.next()! }
    }
}

extension BatchUpdate {
    /// Whether the batch deletes, inserts, moves or reloads items.
    var hasItemOperations: Bool {
        !(itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty)
    }

    /// Adds the item deletes, inserts, moves and reloads of `other`, the
    /// change of another section in the same batch.
    mutating func appendItemOperations(of other: BatchUpdate) {
        itemDeletes += other.itemDeletes
        itemInserts += other.itemInserts
        itemMoves += other.itemMoves
        itemReloads += other.itemReloads
    }
}
