import Foundation
import ListDiff

/// What a batch UIKit accepts does to a list, worked out from the counts
/// alone while checking UIKit's rules: where each section after the update
/// comes from, and which index paths items leave and arrive at. Views built
/// on it carry their per-item state through a batch with
/// ``sources(newCounts:)`` (`HeadlessListView`) or
/// ``apply(to:newCounts:arrival:)`` (the simulator).
@usableFromInline
package struct BatchPlan {
    typealias Operation = BatchUpdateError.Operation

    /// Where a section after the update comes from.
    package enum Origin {
        case inserted
        case reloaded(Int)
        case kept(Int)
    }

    /// For each section after the update.
    package let origins: [Origin]
    /// Old index paths that items leave (deletes, reloads, move sources),
    /// outside deleted and reloaded sections, by ``key(_:)``.
    let leaving: [Int: Operation]
    /// New index paths that items arrive at (inserts, reloads, move
    /// targets), outside inserted and reloaded sections, by ``key(_:)``.
    let arriving: [Int: Operation]
    /// Move targets and their sources, by ``key(_:)``.
    let movesIn: [Int: Int]
    /// The number of sections before the update.
    let oldCount: Int

    /// The most items a section can hold: 2^32 - 1, so that an item index
    /// fits the low half of a ``key(_:_:)``.
    static let maxItemCount = Int(UInt32.max)

    /// An index path (section, item) packed in one integer, section in the
    /// high half, so that batches of thousands of operations hash, compare
    /// and sort index paths cheaply (packed keys sort as the paths do).
    /// Index paths are checked before they are packed, against counts of at
    /// most ``maxItemCount``.
    @inlinable
    static func key(_ section: Int, _ item: Int) -> Int { section << 32 | item }

    /// ``key(_:_:)`` of a (section, item) index path.
    package static func key(_ path: IndexPath) -> Int { key(path[0], path[1]) }

    /// The section and item of a ``key(_:_:)``.
    @inlinable
    package static func unpack(_ key: Int) -> (section: Int, item: Int) { (key >> 32, key & 0xFFFF_FFFF) }


    /// Validates `batch` for a list with `old` items per section before the
    /// update and `new` after it.
    package init(_ batch: BatchUpdate, old: [Int], new: [Int]) throws {
        for (counts, afterUpdate) in [(old, false), (new, true)] {
            if let s = counts.firstIndex(where: { $0 < 0 || $0 > Self.maxItemCount }) {
                throw BatchUpdateError.invalidItemCount(section: s, count: counts[s], afterUpdate: afterUpdate)
            }
        }
        let origins = try Self.sectionOrigins(batch, oldCount: old.count, newCount: new.count)
        var newIndexOfOld = [Int?](repeating: nil, count: old.count)
        var reloaded = Set<Int>()
        for (index, origin) in origins.enumerated() {
            switch origin {
            case .kept(let s): newIndexOfOld[s] = index
            case .reloaded(let s):
                newIndexOfOld[s] = index
                reloaded.insert(s)
            case .inserted: break
            }
        }
        let deletedSections = batch.sectionDeletes
        // Per section, in arrays: asked once or twice per item operation.
        var replaced = [Bool](repeating: false, count: old.count)
        for s in deletedSections where s < old.count { replaced[s] = true }
        for s in reloaded { replaced[s] = true }
        let fresh = origins.map { origin -> Bool in
            if case .kept = origin { return false }
            return true
        }
        /// An old section whose items no longer matter: deleted or reloaded.
        func isReplaced(_ s: Int) -> Bool { replaced[s] }
        /// A new section whose items all come from the data source.
        func isFresh(_ t: Int) -> Bool { fresh[t] }

        /// `path`, checked against the sections before (old) or after (new) the update.
        func checked(_ path: IndexPath, _ operation: Operation, in sections: [Int]) throws -> IndexPath {
            guard path.count == 2 else { throw BatchUpdateError.malformedIndexPath(operation, path) }
            guard path[0] >= 0 && path[0] < sections.count else {
                throw BatchUpdateError.itemSectionOutOfRange(operation, path, count: sections.count)
            }
            let count = sections[path[0]]
            guard path[1] >= 0 && path[1] < count else { throw BatchUpdateError.itemOutOfRange(operation, path, count: count) }
            return path
        }
        // No item operation inside a section the batch moves (see
        // `BatchUpdateError.itemChangeInMovedSection`): old-side operations
        // by the section's old index, new-side ones by its new index.
        var movedFrom = [List.MoveIndex?](repeating: nil, count: old.count)
        var movedTo = [List.MoveIndex?](repeating: nil, count: new.count)
        for move in batch.sectionMoves.reversed() {  // the first of duplicates wins
            movedFrom[move.from] = move
            movedTo[move.to] = move
        }
        func oldPath(_ path: IndexPath, _ operation: Operation) throws -> IndexPath {
            let path = try checked(path, operation, in: old)
            if let move = movedFrom[path[0]] { throw BatchUpdateError.itemChangeInMovedSection(operation, path, sectionMove: move) }
            return path
        }
        func newPath(_ path: IndexPath, _ operation: Operation) throws -> IndexPath {
            let path = try checked(path, operation, in: new)
            if let move = movedTo[path[0]] { throw BatchUpdateError.itemChangeInMovedSection(operation, path, sectionMove: move) }
            return path
        }

        /// Each old index path may leave once (delete, reload or move), and
        /// each new one be filled once (insert, reload or move).
        func claim(_ path: IndexPath, _ operation: Operation, in claims: inout [Int: Operation]) throws {
            if let earlier = claims.updateValue(operation, forKey: Self.key(path)) {
                throw earlier == operation
                    ? BatchUpdateError.duplicate(operation, at: "\(path)")
                    : BatchUpdateError.conflict(earlier, operation, at: "\(path)")
            }
        }
        var leaving: [Int: Operation] = [:]
        var arriving: [Int: Operation] = [:]
        leaving.reserveCapacity(batch.itemDeletes.count + batch.itemReloads.count + batch.itemMoves.count)
        arriving.reserveCapacity(batch.itemInserts.count + batch.itemReloads.count + batch.itemMoves.count)
        func leave(_ path: IndexPath, _ operation: Operation) throws { try claim(path, operation, in: &leaving) }
        func arrive(_ path: IndexPath, _ operation: Operation) throws { try claim(path, operation, in: &arriving) }

        // Deleting an index path twice corrupts UIKit, in a deleted or
        // reloaded section too; there the delete has no other effect.
        var replacedDeletes = Set<Int>()
        for path in batch.itemDeletes {
            let path = try oldPath(path, .itemDelete)
            if !isReplaced(path[0]) {
                try leave(path, .itemDelete)
            } else if !replacedDeletes.insert(Self.key(path)).inserted {
                throw BatchUpdateError.duplicate(.itemDelete, at: "\(path)")
            }
        }
        for path in batch.itemReloads {
            let path = try oldPath(path, .itemReload)
            guard !isReplaced(path[0]) else { continue }
            let section = newIndexOfOld[path[0]]!
            guard section == path[0] else { throw BatchUpdateError.reloadInDisplacedSection(path, newSection: section) }
            try leave(path, .itemReload)
            let target = makeIndexPath(section, path[1])
            try arrive(try newPath(target, .itemReloadTarget), .itemReload)
        }
        var movesIn: [Int: Int] = [:]  // new -> old
        movesIn.reserveCapacity(batch.itemMoves.count)
        for move in batch.itemMoves {
            let from = try oldPath(move.from, .itemMoveFrom), to = try newPath(move.to, .itemMoveTo)
            if isReplaced(from[0]) {
                throw BatchUpdateError.conflict(
                    reloaded.contains(from[0]) ? .sectionReload : .sectionDelete, .itemMoveFrom, at: "section \(from[0])")
            }
            if isFresh(to[0]) {
                throw BatchUpdateError.conflict(
                    Self.reloadedOrInserted(origins[to[0]]), .itemMoveTo, at: "section \(to[0]) after the update")
            }
            try leave(from, .itemMoveFrom)
            try arrive(to, .itemMoveTo)
            movesIn[Self.key(to)] = Self.key(from)
        }
        for path in batch.itemInserts {
            let path = try newPath(path, .itemInsert)
            if !isFresh(path[0]) { try arrive(path, .itemInsert) }
        }
        for path in batch.itemReconfigures {
            let path = try oldPath(path, .itemReconfigure)
            if let earlier = leaving[Self.key(path)] { throw BatchUpdateError.conflict(earlier, .itemReconfigure, at: "\(path)") }
        }

        // Count invariants.
        var leavingCount = [Int](repeating: 0, count: old.count)
        for key in leaving.keys { leavingCount[Self.unpack(key).section] += 1 }
        var arrivingCount = [Int](repeating: 0, count: new.count)
        for key in arriving.keys { arrivingCount[Self.unpack(key).section] += 1 }
        for (t, origin) in origins.enumerated() {
            guard case .kept(let s) = origin else { continue }
            let before = old[s], after = new[t]
            guard after == before - leavingCount[s] + arrivingCount[t] else {
                let movedOut = batch.itemMoves.filter { $0.from.count == 2 && $0.from[0] == s }.count
                let movedIn = batch.itemMoves.filter { $0.to.count == 2 && $0.to[0] == t }.count
                throw BatchUpdateError.itemCountMismatch(
                    section: s, before: before, after: after, inserted: arrivingCount[t] - movedIn,
                    deleted: leavingCount[s] - movedOut, movedIn: movedIn, movedOut: movedOut)
            }
        }
        self.origins = origins
        self.leaving = leaving
        self.arriving = arriving
        self.movesIn = movesIn
        oldCount = old.count
    }

    /// Where the items of a section after the update come from.
    package enum SectionSource {
        /// All from the data source (an inserted or reloaded section).
        case fresh
        /// The old section `s`, as it was: nothing leaves or arrives.
        case unchanged(Int)
        /// The section's items in runs, in order.
        case mixed([Run])
    }

    /// Consecutive items of a section after the update that come from
    /// consecutive old items, or that all arrive from the data source.
    package struct Run: Equatable {
        /// The ``key(_:)`` of the old item the first one is (the others
        /// follow it in its section), or -1 for items that arrive.
        package var source: Int
        /// How many items.
        package var count: Int

        /// Whether the items arrive from the data source.
        package var arrives: Bool { source < 0 }
    }

    /// Where every item after the update comes from, section by section
    /// (`newCounts`: the item counts after it), in runs. Views carry their
    /// per-item state through a batch with it, a run at a time.
    ///
    /// Complexity: O(sections + operations log operations): a section the
    /// batch touches costs its runs, at most two per operation in it, not
    /// its items; no hashing per item.
    package func sources(newCounts: [Int]) -> [SectionSource] {
        // Each section's claims, as sorted item numbers: bucketed by
        // section (a counting sort), then each bucket sorted.
        func bySection(_ keys: Dictionary<Int, Operation>.Keys, sections: Int) -> (items: [Int], start: [Int]) {
            var start = [Int](repeating: 0, count: sections + 1)
            for key in keys { start[Self.unpack(key).section + 1] += 1 }
            for s in 0..<sections { start[s + 1] += start[s] }
            var next = start, items = [Int](repeating: 0, count: keys.count)
            for key in keys {
                let (s, item) = Self.unpack(key)
                items[next[s]] = item
                next[s] += 1
            }
            for s in 0..<sections where start[s + 1] - start[s] > 1 { items[start[s]..<start[s + 1]].sort() }
            return (items, start)
        }
        let leaving = bySection(leaving.keys, sections: oldCount), arriving = bySection(arriving.keys, sections: origins.count)
        func run(_ claims: (items: [Int], start: [Int]), section: Int) -> ArraySlice<Int> {
            claims.items[claims.start[section]..<claims.start[section + 1]]
        }
        return origins.enumerated().map { t, origin in
            guard case .kept(let s) = origin else { return .fresh }
            let leave = run(leaving, section: s), arrive = run(arriving, section: t)
            if leave.isEmpty && arrive.isEmpty { return .unchanged(s) }
            // One sweep: new slots filled by a move or an arrival take that;
            // the others take the next old item that stays, a run of old
            // items at a time (between two claims, consecutive keys).
            let count = newCounts[t]
            var runs: [Run] = []
            runs.reserveCapacity(2 * (leave.count + arrive.count) + 1)
            // Joins the last run when it continues it.
            func add(_ source: Int, _ length: Int) {
                if let last = runs.last, last.arrives ? source < 0 : source == last.source + last.count {
                    runs[runs.count - 1].count += length
                } else {
                    runs.append(Run(source: source, count: length))
                }
            }
            var i = 0, next = 0, leaveIndex = leave.startIndex, arriveIndex = arrive.startIndex
            while i < count {
                if arriveIndex < arrive.endIndex && arrive[arriveIndex] == i {
                    arriveIndex += 1
                    add(movesIn[Self.key(t, i)] ?? -1, 1)
                    i += 1
                    continue
                }
                while leaveIndex < leave.endIndex && leave[leaveIndex] == next {
                    leaveIndex += 1
                    next += 1
                }
                // Old items from `next` fill the slots up to the next
                // arrival, or until the next item that leaves.
                let slotsEnd = arriveIndex < arrive.endIndex ? Swift.min(arrive[arriveIndex], count) : count
                let itemsEnd = leaveIndex < leave.endIndex ? leave[leaveIndex] : Int.max
                // At least one, never past the end.
                let run = Swift.min(count - i, Swift.max(1, Swift.min(slotsEnd - i, itemsEnd - next)))
                add(Self.key(s, next), run)
                i += run
                next += run
            }
            return .mixed(runs)
        }
    }

    /// The elements per section after the update, from `old` (one per
    /// item before it): an item that stays keeps its element, moved where
    /// the batch says; an arriving item (inserted, reloaded, in an inserted
    /// or reloaded section) gets `arrival(newIndexPath)`. A section that
    /// no item leaves or arrives at keeps its array as it is.
    ///
    /// Complexity: that of ``sources(newCounts:)``, and the items of the
    /// sections it creates.
    package func apply<Element>(
        to old: [[Element]], newCounts: [Int], arrival: (IndexPath) -> Element
    ) -> [[Element]] {
        zip(sources(newCounts: newCounts), newCounts).enumerated().map { t, section in
            switch section.0 {
            case .unchanged(let s): return old[s]
            case .fresh: return (0..<section.1).map { arrival(makeIndexPath(t, $0)) }
            case .mixed(let runs):
                var items: [Element] = []
                items.reserveCapacity(section.1)
                for run in runs {
                    if run.arrives {
                        for _ in 0..<run.count { items.append(arrival(makeIndexPath(t, items.count))) }
                    } else {
                        let (s, first) = Self.unpack(run.source)
                        items.append(contentsOf: old[s][first..<(first + run.count)])
                    }
                }
                return items
            }
        }
    }

    private static func reloadedOrInserted(_ origin: Origin) -> Operation {
        if case .reloaded = origin { return .sectionReload }
        return .sectionInsert
    }

    /// Validates the section operations and says where each section after
    /// the update comes from.
    private static func sectionOrigins(_ batch: BatchUpdate, oldCount: Int, newCount: Int) throws -> [Origin] {
        func check(_ section: Int, _ operation: Operation, within count: Int) throws {
            guard section >= 0 && section < count else {
                throw BatchUpdateError.sectionOutOfRange(operation, section: section, count: count)
            }
        }
        for s in batch.sectionDeletes { try check(s, .sectionDelete, within: oldCount) }
        for s in batch.sectionReloads { try check(s, .sectionReload, within: oldCount) }
        for s in batch.sectionInserts { try check(s, .sectionInsert, within: newCount) }
        var moveTo: [Int: Int] = [:]  // new -> old
        var movedFrom = Set<Int>()
        for move in batch.sectionMoves {
            try check(move.from, .sectionMoveFrom, within: oldCount)
            try check(move.to, .sectionMoveTo, within: newCount)
            guard movedFrom.insert(move.from).inserted else {
                throw BatchUpdateError.duplicate(.sectionMoveFrom, at: "section \(move.from)")
            }
            guard moveTo.updateValue(move.from, forKey: move.to) == nil else {
                throw BatchUpdateError.duplicate(.sectionMoveTo, at: "section \(move.to)")
            }
            if batch.sectionDeletes.contains(move.from) {
                throw BatchUpdateError.conflict(.sectionDelete, .sectionMoveFrom, at: "section \(move.from)")
            }
            if batch.sectionReloads.contains(move.from) {
                throw BatchUpdateError.conflict(.sectionReload, .sectionMoveFrom, at: "section \(move.from)")
            }
            if batch.sectionInserts.contains(move.to) {
                throw BatchUpdateError.conflict(.sectionInsert, .sectionMoveTo, at: "section \(move.to)")
            }
        }
        for s in batch.sectionReloads where batch.sectionDeletes.contains(s) {
            throw BatchUpdateError.conflict(.sectionDelete, .sectionReload, at: "section \(s)")
        }
        guard newCount == oldCount - batch.sectionDeletes.count + batch.sectionInserts.count else {
            throw BatchUpdateError.sectionCountMismatch(
                before: oldCount, after: newCount, inserted: batch.sectionInserts.count, deleted: batch.sectionDeletes.count)
        }
        // UIKit reloads a section as a delete and an insert at the same
        // number, which goes wrong beside other section changes even when
        // they name other sections (IGListKit issue #690).
        if let s = batch.sectionReloads.first,
           !(batch.sectionDeletes.isEmpty && batch.sectionInserts.isEmpty && batch.sectionMoves.isEmpty) {
            throw BatchUpdateError.sectionReloadAmongSectionChanges(section: s)
        }
        // The sections that stay where the order puts them, reloaded ones included.
        var staying = (0..<oldCount).lazy.filter { !batch.sectionDeletes.contains($0) && !movedFrom.contains($0) }
            .makeIterator()
        return (0..<newCount).map { t in
            if batch.sectionInserts.contains(t) { return .inserted }
            if let from = moveTo[t] { return .kept(from) }
            let s = staying.next()!  // the counts add up
            return batch.sectionReloads.contains(s) ? .reloaded(s) : .kept(s)
        }
    }
}
