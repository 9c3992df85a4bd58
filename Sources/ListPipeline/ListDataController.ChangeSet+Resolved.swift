import Foundation
import ListDiff
import ListUpdates

extension ListDataController.ChangeSet {
    /// A change set read as Texture's `_ASHierarchyChangeSet` reads it once
    /// it is completed with the data source's new counts: every move, and
    /// every reload, as a delete and an insert.
    ///
    /// - A moved section is deleted where it was and inserted where it goes,
    ///   and so is a moved item.
    /// - A reloaded section or item is deleted where it was and inserted
    ///   where it lands. The landing place comes from the other edits: the
    ///   deletes, inserts and moves. It is not the same index path.
    /// - Item edits inside a section that is deleted, inserted, moved or
    ///   reloaded are dropped, because the whole section is read again.
    /// - Edits named twice count once.
    ///
    /// What is checked is what Texture checks (`_validateUpdate`):
    /// - the section count;
    /// - bounds, on the side each edit names;
    /// - a reloaded section that is also deleted;
    /// - a reloaded item that is also deleted;
    /// - every kept section's item count.
    ///
    /// One thing is kept that Texture drops: an item moved between two kept
    /// sections keeps its element, as long as nothing else names either end.
    /// The view receives it as a move.
    struct Resolved {
        /// The old section of each new one that is kept; nil for one read
        /// anew (inserted, moved or reloaded).
        let oldSectionOfNew: [Int?]
        /// Items that leave each kept old section: deleted, moved away or
        /// reloaded.
        let leaving: [Int: Set<Int>]
        /// Items that arrive in each kept new section: inserted, moved in,
        /// or reloaded where they land.
        let arriving: [Int: Set<Int>]
        /// Moves that keep their element: old index path by new one (by
        /// ``key(_:_:)``).
        let keptMoves: [Int: IndexPath]

        /// An index path as one integer, for cheap hashing (`IndexPath`
        /// hashes each index through `Hasher`). Indexes are below 2^32 by
        /// the time it is used: checked against counts.
        static func key(_ section: Int, _ item: Int) -> Int { section << 32 | item }

        /// Reads `changes` against the section counts before and after (the
        /// pending map's and the data source's).
        ///
        /// - Throws: `BatchUpdateError` for whatever Texture's validation
        ///   refuses, and for an index path that is not (section, item) or
        ///   names a negative index.
        ///
        /// - Complexity: O(sections + edits + items of the sections the
        ///   edits name).
        init(_ changes: BatchUpdate, old oldCounts: [Int], new newCounts: [Int]) throws {
            func section(_ s: Int, _ operation: BatchUpdateError.Operation, count: Int) throws -> Int {
                guard s >= 0, s < count else { throw BatchUpdateError.sectionOutOfRange(operation, section: s, count: count) }
                return s
            }
            func path(_ p: IndexPath, _ operation: BatchUpdateError.Operation) throws -> IndexPath {
                guard p.count == 2, p[0] >= 0, p[1] >= 0 else { throw BatchUpdateError.malformedIndexPath(operation, p) }
                return p
            }

            // Sections: moves are a delete and an insert.
            var deleted = Set<Int>(), inserted = Set<Int>()
            for s in changes.sectionDeletes { deleted.insert(try section(s, .sectionDelete, count: oldCounts.count)) }
            for s in changes.sectionInserts { inserted.insert(try section(s, .sectionInsert, count: newCounts.count)) }
            for move in changes.sectionMoves {
                deleted.insert(try section(move.from, .sectionMoveFrom, count: oldCounts.count))
                inserted.insert(try section(move.to, .sectionMoveTo, count: newCounts.count))
            }
            // Where each old section lands before reloads count (Texture's
            // section mapping is made, and kept, from these).
            let sectionMap = Self.mapping(count: oldCounts.count, deleted: deleted, inserted: inserted)
            // A reloaded section is deleted and inserted where it lands.
            var reloaded = Set<Int>()
            for s in changes.sectionReloads {
                let s = try section(s, .sectionReload, count: oldCounts.count)
                guard let t = sectionMap[s] else { throw BatchUpdateError.conflict(.sectionDelete, .sectionReload, at: "section \(s)") }
                reloaded.insert(s)
                inserted.insert(t)
            }
            let keptSections = Set(0..<oldCounts.count).subtracting(deleted)
            deleted.formUnion(reloaded)
            guard newCounts.count == oldCounts.count + inserted.count - deleted.count else {
                throw BatchUpdateError.sectionCountMismatch(
                    before: oldCounts.count, after: newCounts.count, inserted: inserted.count, deleted: deleted.count)
            }

            // Items, as Texture's "original" changes: moves are a delete and
            // an insert.
            var deletes: [Int: Set<Int>] = [:], inserts: [Int: Set<Int>] = [:]
            for p in changes.itemDeletes {
                let p = try path(p, .itemDelete)
                deletes[p[0], default: []].insert(p[1])
            }
            for p in changes.itemInserts {
                let p = try path(p, .itemInsert)
                inserts[p[0], default: []].insert(p[1])
            }
            for move in changes.itemMoves {
                let from = try path(move.from, .itemMoveFrom), to = try path(move.to, .itemMoveTo)
                deletes[from[0], default: []].insert(from[1])
                inserts[to[0], default: []].insert(to[1])
            }
            // What leaves and arrives outside the sections read anew,
            // checked against the counts on its side.
            var leaving = try Self.checked(deletes, .itemDelete, counts: oldCounts, skipping: deleted)
            var arriving = try Self.checked(inserts, .itemInsert, counts: newCounts, skipping: inserted)
            // Reloaded items, outside the sections read anew.
            var reloads: [Int: Set<Int>] = [:]
            for p in changes.itemReloads {
                let p = try path(p, .itemReload), s = p[0]
                guard !deleted.contains(s) else { continue }
                guard s < oldCounts.count else {
                    throw BatchUpdateError.itemSectionOutOfRange(.itemReload, p, count: oldCounts.count)
                }
                guard p[1] < oldCounts[s] else { throw BatchUpdateError.itemOutOfRange(.itemReload, p, count: oldCounts[s]) }
                if deletes[s]?.contains(p[1]) == true {
                    let deleted = changes.itemDeletes.contains(p)
                    throw BatchUpdateError.conflict(deleted ? .itemDelete : .itemMoveFrom, .itemReload, at: "\(p)")
                }
                reloads[s, default: []].insert(p[1])
            }
            // Each kept section's count, from the original changes.
            for s in keptSections.sorted() where !reloaded.contains(s) {
                let t = sectionMap[s]!, gone = deletes[s]?.count ?? 0, came = inserts[t]?.count ?? 0
                guard newCounts[t] == oldCounts[s] + came - gone else {
                    throw BatchUpdateError.itemCountMismatch(
                        section: s, before: oldCounts[s], after: newCounts[t], inserted: came, deleted: gone, movedIn: 0, movedOut: 0)
                }
            }
            // A reloaded item is deleted, and inserted where the other edits
            // take it.
            for (s, items) in reloads {
                let t = sectionMap[s]!
                let lands = Self.mapping(count: oldCounts[s], deleted: deletes[s] ?? [], inserted: inserts[t] ?? [])
                leaving[s, default: []].formUnion(items)
                for i in items { arriving[t, default: []].insert(lands[i]!) }
            }

            // Moves that keep their element: between kept sections, each end
            // named by this move alone. Only edits outside the sections read
            // anew are keyed: their indexes are checked, so keys are exact.
            var keptMoves: [Int: IndexPath] = [:]
            if !changes.itemMoves.isEmpty {
                var named = Set<Int>(), arrivals = Set<Int>(), sources = Set<Int>()
                for p in changes.itemDeletes where !deleted.contains(p[0]) { named.insert(Self.key(p[0], p[1])) }
                for (s, items) in reloads { for i in items { named.insert(Self.key(s, i)) } }
                for p in changes.itemInserts where !inserted.contains(p[0]) { arrivals.insert(Self.key(p[0], p[1])) }
                for move in changes.itemMoves where !deleted.contains(move.from[0]) && !inserted.contains(move.to[0]) {
                    let source = Self.key(move.from[0], move.from[1]), target = Self.key(move.to[0], move.to[1])
                    guard !named.contains(source), !arrivals.contains(target), keptMoves[target] == nil,
                          sources.insert(source).inserted
                    else { continue }
                    keptMoves[target] = move.from
                }
            }

            var oldSectionOfNew = [Int?](repeating: nil, count: newCounts.count)
            for (s, t) in sectionMap.enumerated() where !deleted.contains(s) { if let t { oldSectionOfNew[t] = s } }
            self.oldSectionOfNew = oldSectionOfNew
            self.leaving = leaving
            self.arriving = arriving
            self.keptMoves = keptMoves
        }

        /// `items` by section, less the sections in `skipping`, each index
        /// checked against `counts`. O(items).
        private static func checked(
            _ items: [Int: Set<Int>], _ operation: BatchUpdateError.Operation, counts: [Int], skipping: Set<Int>
        ) throws -> [Int: Set<Int>] {
            var kept: [Int: Set<Int>] = [:]
            for (s, indexes) in items where !skipping.contains(s) {
                guard s < counts.count else {
                    throw BatchUpdateError.itemSectionOutOfRange(operation, makeIndexPath(s, indexes.min()!), count: counts.count)
                }
                if let past = indexes.first(where: { $0 >= counts[s] }) {
                    throw BatchUpdateError.itemOutOfRange(operation, makeIndexPath(s, past), count: counts[s])
                }
                kept[s] = indexes
            }
            return kept
        }

        /// Where each of `count` indexes lands once `deleted` (old indexes)
        /// are taken out and `inserted` (new indexes) put in: the kept ones
        /// in order, in the new indexes not inserted; nil for a deleted one
        /// (Texture's `ASIntegerMap` for an update). O(count + inserted).
        static func mapping(count: Int, deleted: Set<Int>, inserted: Set<Int>) -> [Int?] {
            var result = [Int?](repeating: nil, count: count), next = 0
            for old in 0..<count where !deleted.contains(old) {
                while inserted.contains(next) { next += 1 }
                result[old] = next
                next += 1
            }
            return result
        }
    }
}
