import Foundation
import ListUpdates

/// Item changes a section controller reports for its section, in UIKit's
/// terms for one update block: deletes, reloads, reconfigures and move
/// sources count from before the block, inserts and move targets from
/// after it.
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
    /// Items whose cells are kept and asked for again (UIKit's
    /// `reconfigureItems(at:)`), by index before the block.
    var reconfigures = IndexSet()
    /// Only in a composed change: reconfigured items that move, by index
    /// after the update. A batch cannot both move and reconfigure an item
    /// (UIKit raises on an index path moved and reconfigured), so they are
    /// moved by the batch and reconfigured where they landed, in a batch of
    /// their own right after it: the cell is kept, as the data source does
    /// (`SnapshotTransition.reconfiguresAfter`).
    var reconfiguresAfter: [Int] = []
    var moves: [List.MoveIndex] = []
    var reloadsSection = false

    /// Where its items are: (old section, new section).
    struct Lane: Hashable {
        let old: Int?
        let new: Int?

        /// The items of the old section in `itemCounts` (a view's, by
        /// section); none when there is no old section or the view has no
        /// such section.
        func oldCount(in itemCounts: [Int]) -> Int {
            old.map { itemCounts.indices.contains($0) ? itemCounts[$0] : 0 } ?? 0
        }
    }

    var lane: Lane { Lane(old: oldSection, new: newSection) }

    var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && reloads.isEmpty && reconfigures.isEmpty && reconfiguresAfter.isEmpty
            && moves.isEmpty && !reloadsSection
    }

    /// The change as a batch, or nothing for a controller without a section
    /// on the side an operation needs.
    var batchUpdate: BatchUpdate {
        var batch = BatchUpdate()
        if let old = oldSection {
            batch.itemDeletes = deletes.map { makeIndexPath(old, $0) }
            batch.itemReloads = reloads.map { makeIndexPath(old, $0) }
            batch.itemReconfigures = reconfigures.map { makeIndexPath(old, $0) }
            if reloadsSection { batch.sectionReloads = [old] }
        }
        if let new = newSection { batch.itemInserts = inserts.map { makeIndexPath(new, $0) } }
        if let old = oldSection, let new = newSection {
            batch.itemMoves = moves.map { List.MoveIndexPath(from: makeIndexPath(old, $0.from), to: makeIndexPath(new, $0.to)) }
        }
        return batch
    }

    /// The index paths of `reconfiguresAfter` in the new section: to
    /// reconfigure in a batch of their own once `batchUpdate` is applied.
    var reconfigureAfterBatch: [IndexPath] {
        guard let new = newSection else { return [] }
        return reconfiguresAfter.map { makeIndexPath(new, $0) }
    }

    /// Merges changes reported in the same block (they are simultaneous).
    mutating func formUnion(_ other: ItemChange) {
        deletes.formUnion(other.deletes)
        inserts += other.inserts
        reloads.formUnion(other.reloads)
        reconfigures.formUnion(other.reconfigures)
        moves += other.moves
        reloadsSection = reloadsSection || other.reloadsSection
    }

    /// The changes of several blocks, made one after the other in one
    /// update, as the one change UIKit needs: they are replayed on stand-ins
    /// for the section's `oldCount` items (a reloaded item gets a new
    /// stand-in where it lands), and the result is diffed against the start.
    /// A reconfigure follows its item like a reload does, but keeps the
    /// stand-in (and so the cell): an item of the start that is still there
    /// and did not move is reconfigured in the batch, at its index before
    /// it; one that moved, in `reconfiguresAfter`; one that is deleted,
    /// reloaded (in the same block or a later one) or new is not
    /// reconfigured (a reload wins; a new item gets a new cell anyway).
    /// (Concatenating them, as IGListKit does, mixes index spaces and can
    /// crash the view.) Changes that do not fit their section make the
    /// section reload instead.
    ///
    /// Complexity: O(changes) for one block sent as reported; otherwise
    /// O(oldCount + changes × log(items)): the stand-ins sit in an
    /// order-statistics list, so a block costs its own changes, not a pass
    /// over the section (3,000 one-item blocks into 5,000 items through the
    /// adapter: 13.2 s in a debug build when each block was replayed on an
    /// array, 0.1 s since).
    static func composed(_ steps: [ItemChange], oldCount: Int) -> ItemChange {
        var result = ItemChange(oldSection: steps[0].oldSection, newSection: steps[0].newSection)
        if steps.contains(where: \.reloadsSection) {
            result.reloadsSection = true
            return result
        }
        var plans: [Plan] = []
        plans.reserveCapacity(steps.count)
        var count = oldCount
        for step in steps {
            guard let plan = step.plan(itemCount: count) else {
                result.reloadsSection = true
                return result
            }
            plans.append(plan)
            count = plan.itemCount
        }
        // One block that fits is sent as reported, unless it reloads an item
        // that other changes shift (UIKit would rebuild the item at the old
        // index) or inserts an index twice (the diff spreads them out). Its
        // reloads of deleted items are moot and dropped: UIKit raises on an
        // index path both deleted and reloaded; so are its reconfigures of
        // deleted or reloaded items, and those of moved items follow them.
        if steps.count == 1 {
            var step = steps[0]
            let shifted = !(step.deletes.isEmpty && step.inserts.isEmpty && step.moves.isEmpty)
            if (plans[0].reloads.isEmpty || !shifted) && Set(step.inserts).count == step.inserts.count {
                step.reloads = plans[0].reloads
                step.reconfigures = plans[0].reconfigures
                for move in step.moves where step.reconfigures.contains(move.from) {
                    step.reconfigures.remove(move.from)
                    step.reconfiguresAfter.append(move.to)
                }
                step.reconfiguresAfter.sort()
                return step
            }
        }
        let start = Array(0..<oldCount)
        var items = RankedList<Int>()
        items.insert(contentsOf: start, at: 0)
        var fresh = oldCount
        var reconfigured = Set<Int>()
        for plan in plans { plan.replay(on: &items, fresh: &fresh, reconfigured: &reconfigured) }
        let final = items.elements
        let diff = List.diffing(oldArray: start, newArray: final, identifiedBy: { $0 })
        result.deletes = diff.deletes
        result.inserts = Array(diff.inserts)
        result.moves = diff.moves
        if !reconfigured.isEmpty {
            var movedTo: [Int: Int] = [:]
            for move in diff.moves { movedTo[move.from] = move.to }
            for item in reconfigured where item < oldCount && !diff.deletes.contains(item) {
                if let target = movedTo[item] { result.reconfiguresAfter.append(target) } else { result.reconfigures.insert(item) }
            }
            result.reconfiguresAfter.sort()
        }
        return result
    }

    /// What one block does to a section's items, checked to fit.
    private struct Plan {
        /// Deleted and moved items, by index before the block.
        var removed: IndexSet
        /// Items rebuilt where they land, by index before the block.
        var reloads: IndexSet
        /// Items that keep their cells and are asked for again, by index
        /// before the block (none deleted or reloaded).
        var reconfigures: IndexSet
        /// The places items arrive at, ascending: a move's source index
        /// before the block, or nil for a new item.
        var arrivals: [(place: Int, source: Int?)]
        /// The section's item count after the block.
        var itemCount: Int

        /// Plays the block on `items`, new stand-ins numbered from `fresh`,
        /// adding the stand-ins it reconfigures to `reconfigured` (a reloaded
        /// one is replaced by a new stand-in, which is not in it).
        /// O(changes × log(items)).
        func replay(on items: inout RankedList<Int>, fresh: inout Int, reconfigured: inout Set<Int>) {
            func new() -> Int {
                defer { fresh += 1 }
                return fresh
            }
            for index in reconfigures { reconfigured.insert(items.element(at: index)) }
            // Read everything by the indexes before the block first.
            let arriving = arrivals.map { arrival in
                arrival.source.map { reloads.contains($0) ? new() : items.element(at: $0) } ?? new()
            }
            let leaving = removed.map { items.element(at: $0) }
            for index in reloads where !removed.contains(index) {
                let old = items.element(at: index)
                items.remove(old)
                items.insert(contentsOf: [new()], at: index)
            }
            for item in leaving { items.remove(item) }
            // In ascending order, each place is final when it is filled.
            for (arrival, item) in zip(arrivals, arriving) { items.insert(contentsOf: [item], at: arrival.place) }
        }
    }

    /// This block's plan on a section of `itemCount` items, or nil when it
    /// does not fit: a negative index, a source moved twice or deleted too,
    /// an index before the block past the items, two arrivals at one place,
    /// or a place past the items after the block. A reload names an item
    /// before the block, which is rebuilt where it lands (at the move's
    /// target when it also moves); a reload of a deleted item is moot. A
    /// reconfigure names an item before the block too; one of a deleted or
    /// reloaded item is dropped (a reload wins). An index inserted again
    /// takes the next place: [0, 0] adds two items at the top.
    /// O(changes × log(changes)).
    private func plan(itemCount: Int) -> Plan? {
        guard moves.allSatisfy({ $0.from >= 0 && $0.to >= 0 }) else { return nil }
        let sources = IndexSet(moves.map(\.from))
        let reloads = self.reloads.subtracting(deletes)
        guard sources.count == moves.count, deletes.intersection(sources).isEmpty,
              (deletes.union(reloads).union(sources).union(reconfigures).last ?? -1) < itemCount
        else { return nil }
        let reconfigures = self.reconfigures.subtracting(deletes).subtracting(reloads)
        let removed = deletes.union(sources)
        var arrivals: [(place: Int, source: Int?)] = []
        arrivals.reserveCapacity(inserts.count + moves.count)
        var place = -1
        for index in inserts.sorted() {
            guard index >= 0 else { return nil }
            place = max(index, place + 1)
            arrivals.append((place, nil))
        }
        for move in moves { arrivals.append((move.to, move.from)) }
        arrivals.sort { $0.place < $1.place }
        let count = itemCount - removed.count + arrivals.count
        for (earlier, later) in zip(arrivals, arrivals.dropFirst()) where earlier.place == later.place { return nil }
        guard (arrivals.last?.place ?? -1) < count else { return nil }
        return Plan(removed: removed, reloads: reloads, reconfigures: reconfigures, arrivals: arrivals, itemCount: count)
    }
}

extension BatchUpdate {
    /// Whether the batch deletes, inserts, moves, reloads or reconfigures
    /// items.
    var hasItemOperations: Bool {
        !(itemDeletes.isEmpty && itemInserts.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
            && itemReconfigures.isEmpty)
    }

    /// Adds the item deletes, inserts, moves, reloads and reconfigures of
    /// `other`, the change of another section in the same batch.
    mutating func appendItemOperations(of other: BatchUpdate) {
        itemDeletes += other.itemDeletes
        itemInserts += other.itemInserts
        itemMoves += other.itemMoves
        itemReloads += other.itemReloads
        itemReconfigures += other.itemReconfigures
    }

    /// The reconfigures of `after` (index paths after this batch, of items
    /// it moved) whose sections this batch keeps: none of a section it
    /// inserts (a reloaded or replaced one included), whose cells are new.
    /// As a batch of its own, or an empty one.
    ///
    /// Complexity: O(reconfigures × log(sections inserted)).
    func reconfigures(after: [IndexPath]) -> BatchUpdate {
        var batch = BatchUpdate()
        batch.itemReconfigures = after.filter { !sectionInserts.contains($0[0]) }
        return batch
    }
}
