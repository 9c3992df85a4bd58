import Foundation
import ListDiff

extension Snapshot {
    /// The one batch that turns a list view showing `old` into one showing
    /// this snapshot, already ``BatchUpdate/sanitized()``: sections are
    /// diffed by identifier, items per surviving section through the C core,
    /// items that change section become item moves, items marked by
    /// ``reloadItems(_:)`` become a delete plus an insert, items marked by
    /// ``reconfigureItems(_:)`` are reconfigured in place (or deleted and
    /// inserted when they also move), and sections marked by
    /// ``reloadSections(_:)`` are reloaded (a delete plus an insert).
    ///
    /// A single batch is always possible; a section that moves while its
    /// items change is sent as a delete plus an insert of the section (UIKit
    /// mishandles item changes inside a moved section). So that this costs
    /// only the sections that really move, sections are moved minimally
    /// (the fewest section moves that explain the new order, whatever
    /// `moves` says); `moves` chooses the strategy for items within and
    /// across sections: by default the fewest moves too, which animate only
    /// the items that really moved and keep the batch small (Heckel's rule,
    /// IGListKit's, marks every item a moved item jumped over as moved too;
    /// pass `.heckel` for it).
    ///
    /// ```swift
    /// let batch = newSnapshot.batchUpdate(from: oldSnapshot)
    /// try view.performBatchUpdates(batch, dataSource: newSnapshot)
    /// ```
    ///
    /// Both snapshots should be valid (their ``misuse`` nil, as a data
    /// source checks before it diffs); for one that repeats an item, the
    /// batch still takes a view from `old`'s item counts to this one's, but
    /// which copy of the item goes where is unspecified.
    ///
    /// Complexity: O(sections + items) expected.
    @inlinable
    public func batchUpdate(from old: Snapshot, moves: MoveStrategy = .minimal) -> BatchUpdate {
        batchUpdate(from: old, moves: moves, reconfiguringMovesAfter: false, checking: false).batch
    }

    /// ``batchUpdate(from:moves:)``, with a choice for the reconfigured
    /// items that move: with `reconfiguringMovesAfter`, they move in the
    /// batch (keeping their cells) and their new index paths are returned,
    /// to be reconfigured in a batch of their own right after this one
    /// (UIKit documents no reconfigure of an index path that moves in the
    /// same batch); without it, they are deleted and inserted. Also returns
    /// the items of each section of this snapshot, in order, which the diff
    /// reads anyway: a view asks for them next. With `checking`, also
    /// returns this snapshot's ``misuse`` (`old` being valid), learnt from
    /// the diff rather than from an index (see `misuse(from:old:)`); the
    /// batch is then meaningless when it is not nil.
    ///
    /// Complexity: O(sections + items) expected.
    @inlinable
    package func batchUpdate(
        from old: Snapshot, moves: MoveStrategy, reconfiguringMovesAfter: Bool, checking: Bool
    ) -> (batch: BatchUpdate, reconfiguresAfter: [IndexPath], sectionItems: [[ItemID]], misuse: SnapshotError?) {
        var batch = BatchUpdate()
        // Sections always move minimally: a moved section with item changes
        // is sent whole (see above), and Heckel's rule would mark most
        // sections moved after a few real moves.
        let sectionDiff = old.sectionIDs == sectionIDs
            ? List.IdentifierChanges(deletes: [], inserts: [], moves: [])
            : List.changes(identifiers: old.sectionIDs, sectionIDs, moves: .minimal)
        if !sectionDiff.deletes.isEmpty { batch.sectionDeletes = IndexSet(sectionDiff.deletes) }
        if !sectionDiff.inserts.isEmpty { batch.sectionInserts = IndexSet(sectionDiff.inserts) }
        batch.sectionMoves = sectionDiff.moves
        for section in reloadedSections {
            if let index = old.sectionPositions[section] { batch.sectionReloads.insert(index) }
        }

        // Items of the sections on both sides, not reloaded, diffed section
        // by section; a section whose items did not change (the same array,
        // or equal ones) is skipped. Index paths are kept packed until the
        // end: integers hash, compare and sort at a fraction of the cost.
        let key = BatchPlan.key(_:_:)
        func path(_ key: Int) -> IndexPath {
            let (section, item) = BatchPlan.unpack(key)
            return makeIndexPath(section, item)
        }
        // Deleted and inserted items, by place; sections are diffed apart,
        // so an item in both crossed sections. The sections that lost or
        // gained items: an item can cross only when there are two.
        var deletes: [Int] = [], inserts: [Int] = []
        var changedSections = 0
        var reconfiguredAt: [ItemID: Int] = [:]
        let reloaded = reloadedItems, reconfigured = reconfiguredItems
        var oldOrder = -1, deletesInOrder = true
        var check = DiffCheck()
        for (newIndex, section) in sectionIDs.enumerated() {
            let newItems = sectionItems[newIndex]
            guard let oldIndex = old.sectionPositions[section], !reloadedSections.contains(section) else {
                if checking && !newItems.isEmpty { check.arriving.append((newIndex, nil)) }
                continue
            }
            let oldItems = old.sectionItems[oldIndex]
            if !reconfigured.isEmpty {
                for (index, item) in oldItems.enumerated() where reconfigured.contains(item) {
                    reconfiguredAt[item] = key(oldIndex, index)
                }
            }
            if reloaded.isEmpty && Self.sameItems(oldItems, newItems) {
                if checking { check.staying.append((oldIndex, [])) }
                continue
            }
            deletesInOrder = deletesInOrder && oldIndex > oldOrder
            oldOrder = oldIndex
            // Without reloads, an item is equal to its old self: the
            // identifiers are the elements.
            let itemDiff: List.IdentifierChanges
            if reloaded.isEmpty {
                itemDiff = List.changes(identifiers: oldItems, newItems, moves: moves)
            } else {
                let result = List.diffing(
                    oldArray: oldItems.map { _Cell(id: $0, reloaded: false) },
                    newArray: newItems.map { _Cell(id: $0, reloaded: reloaded.contains($0)) },
                    identifiedBy: { $0.id }, moves: moves
                ).forBatchUpdates()
                itemDiff = List.IdentifierChanges(deletes: Array(result.deletes), inserts: Array(result.inserts), moves: result.moves)
            }
            if !itemDiff.deletes.isEmpty || !itemDiff.inserts.isEmpty { changedSections += 1 }
            if checking {
                if !itemDiff.inserts.isEmpty { check.arriving.append((newIndex, itemDiff.inserts)) }
                check.staying.append((oldIndex, itemDiff.deletes))
            }
            for index in itemDiff.deletes { deletes.append(key(oldIndex, index)) }
            for index in itemDiff.inserts { inserts.append(key(newIndex, index)) }
            for move in itemDiff.moves {
                batch.itemMoves.append(List.MoveIndexPath(
                    from: makeIndexPath(oldIndex, move.from), to: makeIndexPath(newIndex, move.to)))
            }
        }
        // An item deleted from one section and inserted into another moves,
        // unless it is reloaded. Only then is anything hashed (when two
        // sections or more lost or gained items): the smaller
        // side into a table (an item there twice, in a snapshot that
        // repeats it, matches nothing), the other side looked up in it.
        if changedSections > 1 && !deletes.isEmpty && !inserts.isEmpty {
            func oldItem(_ place: Int) -> ItemID {
                let (section, item) = BatchPlan.unpack(place)
                return old.sectionItems[section][item]
            }
            func newItem(_ place: Int) -> ItemID {
                let (section, item) = BatchPlan.unpack(place)
                return sectionItems[section][item]
            }
            let deletesAreFewer = deletes.count <= inserts.count
            let (few, many) = deletesAreFewer ? (deletes, inserts) : (inserts, deletes)
            var table: [ItemID: Int] = [:]
            table.reserveCapacity(few.count)
            for (offset, place) in few.enumerated() {
                let item = deletesAreFewer ? oldItem(place) : newItem(place)
                guard reloaded.isEmpty || !reloaded.contains(item) else { continue }
                table[item] = table[item] == nil ? offset : -1
            }
            var movedFrom = Set<Int>(), movedTo = Set<Int>()
            for place in many {
                let item = deletesAreFewer ? newItem(place) : oldItem(place)
                guard let match = table[item], match >= 0 else { continue }
                table[item] = -1  // once
                let (from, to) = deletesAreFewer ? (few[match], place) : (place, few[match])
                batch.itemMoves.append(List.MoveIndexPath(from: path(from), to: path(to)))
                movedFrom.insert(from)
                movedTo.insert(to)
            }
            if !movedFrom.isEmpty {
                deletes.removeAll { movedFrom.contains($0) }
                inserts.removeAll { movedTo.contains($0) }
            }
        }
        // A reconfigured item that moves is reconfigured after the batch
        // where it lands, or deleted and inserted.
        var reconfigures: [Int] = [], reconfiguresAfter: [Int] = []
        if !reconfiguredAt.isEmpty {
            let reconfiguredFrom = Set(reconfiguredAt.values)
            batch.itemMoves.removeAll { move in
                guard reconfiguredFrom.contains(key(move.from[0], move.from[1])) else { return false }
                if reconfiguringMovesAfter {
                    reconfiguresAfter.append(key(move.to[0], move.to[1]))
                    return false
                }
                deletes.append(key(move.from[0], move.from[1]))
                inserts.append(key(move.to[0], move.to[1]))
                deletesInOrder = false
                return true
            }
            var leaving = Set(deletes)
            for move in batch.itemMoves { leaving.insert(key(move.from[0], move.from[1])) }
            reconfigures = reconfiguredAt.values.filter { !leaving.contains($0) }
            reconfigures.sort()
            reconfiguresAfter.sort()
            inserts.sort()
        }
        // Deletes come in order unless sections moved; inserts always do.
        if !deletesInOrder { deletes.sort() }
        batch.itemDeletes = deletes.map(path)
        batch.itemInserts = inserts.map(path)
        batch.itemReconfigures = reconfigures.map(path)
        // Without section changes, the batch is already what the sanitizer
        // would make of it: item changes in sections that all survive,
        // deletes in order and each once, no reload left to convert.
        let itemsOnly = batch.sectionDeletes.isEmpty && batch.sectionInserts.isEmpty && batch.sectionMoves.isEmpty
            && batch.sectionReloads.isEmpty && batch.itemReloads.isEmpty
        let misuse = checking ? self.misuse(from: check, old: old) : nil
        return (itemsOnly ? batch : batch.uncheckedSanitized(), reconfiguresAfter.map(path), sectionItems, misuse)
    }
}

extension Snapshot {
    /// Whether two sections hold the same items: the same array, or equal
    /// ones, compared as bytes when the identifiers are plain data (equal
    /// bytes are equal identifiers; for those that are their own keys,
    /// unequal bytes are unequal ones). O(k).
    @inlinable
    static func sameItems(_ old: [ItemID], _ new: [ItemID]) -> Bool {
        guard old.count == new.count else { return false }
        if _isPOD(ItemID.self) && !old.isEmpty {
            let bytes = old.withUnsafeBytes { old in
                new.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
            }
            if bytes || ExactIdentifierKey.isExact(ItemID.self) { return bytes }
        }
        return old == new
    }
}

/// An item as the per-section diff sees it: equal to its old self unless
/// the new snapshot reloads it.
@usableFromInline
struct _Cell<ID: Hashable>: Equatable {
    @usableFromInline let id: ID
    @usableFromInline let reloaded: Bool
    @inlinable init(id: ID, reloaded: Bool) {
        self.id = id
        self.reloaded = reloaded
    }
    @inlinable static func == (lhs: _Cell, rhs: _Cell) -> Bool { lhs.id == rhs.id && !lhs.reloaded && !rhs.reloaded }
}
