import Foundation
import ListDiff

extension BatchUpdate {
    /// The same changes in a form UICollectionView accepts: IGListKit's
    /// `IGListBatchUpdateData` rules, in its order, after turning reloads into
    /// deletes plus inserts.
    ///
    /// 0. Section reloads become a delete plus an insert where the section
    ///    lands; an item that is both moved and reloaded becomes a delete plus
    ///    an insert (at the move's target); other item reloads become a delete
    ///    plus an insert at the same item index in the section's new position
    ///    (repeated reloads collapse; a reload of an explicitly deleted item is
    ///    dropped).
    /// 1. Section moves whose source is deleted or whose target is inserted
    ///    are dropped.
    /// 2. Duplicate item deletes are collapsed, and one matching insert is
    ///    dropped per collapsed delete, keeping the net count.
    /// 3. An item delete inside a moved-from section turns that section move
    ///    into a section delete plus insert (and the item delete goes).
    /// 4. An item insert inside a moved-to section does the same.
    /// 5. Item moves out of deleted sections are dropped; an item move out of
    ///    a moved-from section converts that section move.
    ///
    /// Beyond IGListKit (whose item moves never leave their section), an item
    /// move *into* a moved-to section and an item reconfigure inside a
    /// moved-from section convert that section move too, so that no item
    /// operation is left inside a moved section (UIKit mishandles every kind;
    /// see `BatchUpdateError.itemChangeInMovedSection`). An item move that
    /// touches a replaced section on one side is dropped after its other side
    /// is turned into an insert or a delete, and item operations inside
    /// replaced sections are removed, so that the counts still add up.
    ///
    /// ```swift
    /// try view.performBatchUpdates(batch.sanitized(), dataSource: newSections)
    /// ```
    ///
    /// - Throws: ``BatchUpdateError/malformedIndexPath(_:_:)`` for an item
    ///   index path that is not (section, item): no rule can place it, and
    ///   UIKit raises on it. Indexes out of range are left for the list view
    ///   to check against its counts; an index no list view has (negative, or
    ///   above 2^32 - 1) is not placed by any rule.
    ///
    /// Complexity: O(operations · log operations).
    public func sanitized() throws -> BatchUpdate {
        for (operation, paths) in [
            (Operation.itemDelete, itemDeletes), (.itemInsert, itemInserts), (.itemReload, itemReloads),
            (.itemReconfigure, itemReconfigures), (.itemMoveFrom, itemMoves.map(\.from)), (.itemMoveTo, itemMoves.map(\.to)),
        ] {
            if let path = paths.first(where: { $0.count != 2 }) { throw BatchUpdateError.malformedIndexPath(operation, path) }
        }
        return uncheckedSanitized()
    }

    private typealias Operation = BatchUpdateError.Operation

    /// ``sanitized()`` for a batch whose index paths are all (section, item),
    /// as the snapshot diff and the adapter build them.
    @usableFromInline
    package func uncheckedSanitized() -> BatchUpdate {
        var batch = self
        batch.convertReloads()
        batch.dropConflictingSectionMoves()
        batch.collapseDuplicateDeletes()
        batch.replaceMovedSectionsWithItemChanges()
        return batch
    }

    /// Rule 0.
    mutating func convertReloads() {
        let map = SectionPlacement(self)
        for section in sectionReloads where isPlaceable(section) {
            if let target = map.newIndex(ofOld: section) {
                sectionDeletes.insert(section)
                sectionInserts.insert(target)
            }
        }
        // Reloads of sections no list view has stay, for the list view to reject.
        sectionReloads = IndexSet(sectionReloads.filter { !isPlaceable($0) })
        guard !itemReloads.isEmpty else { return }
        let reloaded = Set(itemReloads)
        let deleted = Set(itemDeletes)
        var moves: [List.MoveIndexPath] = []
        var converted = Set<IndexPath>()
        for move in itemMoves {
            if reloaded.contains(move.from) && !deleted.contains(move.from) {
                itemDeletes.append(move.from)
                itemInserts.append(move.to)
                converted.insert(move.from)
            } else {
                moves.append(move)
            }
        }
        itemMoves = moves
        // A reloaded item is deleted where it is and inserted where it lands:
        // a survivor of its section, placed among the slots that the
        // section's inserts and move targets leave free.
        let items = ItemPlacement(self, sections: map)
        var done = converted.union(deleted)
        // Malformed reloads, and reloads at indexes no list view has, stay,
        // for the list view to reject.
        itemReloads = itemReloads.filter { path in
            guard path.count == 2, isPlaceable(path[0]), isPlaceable(path[1]) else { return true }
            guard done.insert(path).inserted, let target = items.newIndexPath(ofSurvivor: path) else { return false }
            itemDeletes.append(path)
            itemInserts.append(target)
            return false
        }
    }

    /// Rule 1.
    mutating func dropConflictingSectionMoves() {
        let deletes = sectionDeletes, inserts = sectionInserts
        sectionMoves.removeAll { deletes.contains($0.from) || inserts.contains($0.to) }
    }

    /// Rule 2.
    mutating func collapseDuplicateDeletes() {
        // Sorted without repeats, as the snapshot diff sends them: nothing
        // to collapse, and no index path hashed. (Malformed paths, which
        // UIKit's glue may pass on, take the general way.)
        if zip(itemDeletes, itemDeletes.dropFirst()).allSatisfy({
            $0.count == 2 && $1.count == 2 && ($0[0], $0[1]) < ($1[0], $1[1])
        }) { return }
        var counts: [IndexPath: Int] = [:]
        var distinct: [IndexPath] = []
        for path in itemDeletes {
            counts[path, default: 0] += 1
            if counts[path] == 1 { distinct.append(path) }
        }
        itemInserts = itemInserts.filter { path in
            guard let count = counts[path], count > 1 else { return true }
            counts[path] = count - 1
            return false
        }
        itemDeletes = distinct
    }

    /// Rules 3-5, and the clean-up of item operations in replaced sections.
    ///
    /// The look-ups here run once per item operation (a snapshot diff can
    /// send a hundred thousand) over a handful of sections: sorted arrays and
    /// binary search, which cost a fraction of a hash look-up.
    mutating func replaceMovedSectionsWithItemChanges() {
        let originallyDeleted = SortedSections(sectionDeletes)
        let movesByFrom = SectionMoves(sectionMoves, by: \.from), movesByTo = SectionMoves(sectionMoves, by: \.to)
        var replaced = Set<Int>()  // old indexes of converted section moves
        func replace(_ move: List.MoveIndex) {
            // An index no list view has cannot be replaced; the list view rejects it.
            guard isPlaceable(move.from), isPlaceable(move.to), replaced.insert(move.from).inserted else { return }
            sectionDeletes.insert(move.from)
            sectionInserts.insert(move.to)
        }
        if !sectionMoves.isEmpty {
            for path in itemDeletes where path.count == 2 { movesByFrom[path[0]].map(replace) }
            for path in itemInserts where path.count == 2 { movesByTo[path[0]].map(replace) }
            for path in itemReconfigures where path.count == 2 { movesByFrom[path[0]].map(replace) }
            for move in itemMoves {
                if move.from.count == 2 && !originallyDeleted.contains(move.from[0]) { movesByFrom[move.from[0]].map(replace) }
                // Whatever becomes of the move, something arrives at its target.
                if move.to.count == 2 { movesByTo[move.to[0]].map(replace) }
            }
            sectionMoves.removeAll { replaced.contains($0.from) }
        }

        // Item operations may only touch sections that survive on both sides.
        let goneBefore = SortedSections(sectionDeletes), newAfter = SortedSections(sectionInserts)
        func survivesBefore(_ path: IndexPath) -> Bool { path.count == 2 && !goneBefore.contains(path[0]) }
        func survivesAfter(_ path: IndexPath) -> Bool { path.count == 2 && !newAfter.contains(path[0]) }
        var moves: [List.MoveIndexPath] = []
        moves.reserveCapacity(itemMoves.count)
        for move in itemMoves {
            switch (survivesBefore(move.from), survivesAfter(move.to)) {
            case (true, true): moves.append(move)
            case (true, false): itemDeletes.append(move.from)
            case (false, true): itemInserts.append(move.to)
            case (false, false): break
            }
        }
        itemMoves = moves
        itemDeletes = itemDeletes.filter(survivesBefore)
        itemInserts = itemInserts.filter(survivesAfter)
        itemReconfigures = itemReconfigures.filter(survivesBefore)
    }
}

/// Section indexes, asked by binary search.
struct SortedSections {
    private let sections: [Int]

    init(_ sections: IndexSet) { self.sections = Array(sections) }

    /// Complexity: O(log sections).
    func contains(_ section: Int) -> Bool {
        let index = countBelow(section, in: sections)
        return index < sections.count && sections[index] == section
    }
}

/// Section moves by their source or target, asked by binary search; the
/// first of several with the same key wins.
struct SectionMoves {
    private let keys: [Int]
    private let moves: [List.MoveIndex]

    init(_ moves: [List.MoveIndex], by key: (List.MoveIndex) -> Int) {
        var seen = Set<Int>()
        let sorted = moves.filter { seen.insert(key($0)).inserted }.sorted { key($0) < key($1) }
        keys = sorted.map(key)
        self.moves = sorted
    }

    /// Complexity: O(log moves).
    subscript(_ section: Int) -> List.MoveIndex? {
        let index = countBelow(section, in: keys)
        return index < keys.count && keys[index] == section ? moves[index] : nil
    }
}

/// Where old sections land after a batch's section deletes, inserts and
/// moves: a moved section at its target, every other surviving section in
/// its old order in the slots that inserts and move targets leave free.
struct SectionPlacement {
    private let deletes: IndexSet
    private let moveTargets: [Int: Int]
    private let movedFrom: IndexSet
    private let slots: FreeSlots

    init(_ batch: BatchUpdate) {
        deletes = batch.sectionDeletes
        moveTargets = Dictionary(batch.sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        movedFrom = IndexSet(batch.sectionMoves.map(\.from).filter(isPlaceable))
        slots = FreeSlots(taken: batch.sectionInserts.union(IndexSet(batch.sectionMoves.map(\.to).filter(isPlaceable))))
    }

    /// The new index of old section `section`, or nil when it is deleted
    /// (or it or its move target is an index no list view has).
    ///
    /// Complexity: O(log sections).
    func newIndex(ofOld section: Int) -> Int? {
        if let target = moveTargets[section] { return isPlaceable(target) ? target : nil }
        if !isPlaceable(section) || deletes.contains(section) { return nil }
        // Its rank among the sections that keep their order is its slot.
        return slots.slot(forRank: section - deletes.count(in: 0..<section) - movedFrom.count(in: 0..<section))
    }
}

/// Where surviving items land after a batch, section by section: in their
/// old order, in the slots of their section's new position that item
/// inserts and move targets leave free. Item reloads count as survivors.
struct ItemPlacement {
    private let sections: SectionPlacement
    /// Old item indexes that leave each old section (deletes, move sources),
    /// sorted and distinct.
    private let leaving: [Int: [Int]]
    /// New item indexes taken in each new section (inserts, move targets).
    private let taken: [Int: FreeSlots]

    /// Complexity: O(operations · log operations).
    init(_ batch: BatchUpdate, sections: SectionPlacement) {
        self.sections = sections
        func bySection(_ paths: [IndexPath]) -> [Int: [Int]] {
            var grouped: [Int: [Int]] = [:]
            for path in paths where path.count == 2 && path[1] >= 0 { grouped[path[0], default: []].append(path[1]) }
            return grouped.mapValues { Array(Set($0)).sorted() }
        }
        leaving = bySection(batch.itemDeletes + batch.itemMoves.map(\.from))
        taken = bySection(batch.itemInserts + batch.itemMoves.map(\.to)).mapValues(FreeSlots.init(sortedTaken:))
    }

    /// The new index path of the item at old `path`, which does not leave,
    /// or nil when its section is deleted.
    ///
    /// Complexity: O(log operations).
    func newIndexPath(ofSurvivor path: IndexPath) -> IndexPath? {
        guard let section = sections.newIndex(ofOld: path[0]) else { return nil }
        let rank = path[1] - (leaving[path[0]].map { countBelow(path[1], in: $0) } ?? 0)
        return makeIndexPath(section, taken[section]?.slot(forRank: rank) ?? rank)
    }
}

/// Whether `index` can be a section or item index of a list view (at most
/// 2^32 - 1 of each, see `BatchPlan.maxItemCount`): the rules place only
/// those. Placing a larger one could overflow, or trap in `IndexSet`, which
/// holds no `Int.max`.
func isPlaceable(_ index: Int) -> Bool { index >= 0 && index <= BatchPlan.maxItemCount }

/// How many of the sorted `values` are below `value`.
func countBelow(_ value: Int, in values: [Int]) -> Int {
    var low = 0, high = values.count
    while low < high {
        let mid = (low + high) / 2
        if values[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
}

/// The free slots of 0, 1, 2, … once some are taken: which one is the
/// `rank`-th (from 0).
struct FreeSlots {
    /// Sorted, distinct.
    private let taken: [Int]

    init(taken: IndexSet) { self.taken = Array(taken) }

    /// `sortedTaken` sorted and distinct.
    init(sortedTaken: [Int]) { taken = sortedTaken }

    /// Complexity: O(log taken).
    func slot(forRank rank: Int) -> Int {
        // Before taken[j] there are taken[j] - j free slots: find how many
        // taken slots come before the rank-th free one.
        var low = 0, high = taken.count
        while low < high {
            let mid = (low + high) / 2
            if taken[mid] - mid <= rank { low = mid + 1 } else { high = mid }
        }
        return rank + low
    }
}
