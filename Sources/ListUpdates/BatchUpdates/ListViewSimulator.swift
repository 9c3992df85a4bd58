import Foundation
import ListDiff

/// A headless list view: sections of item identities that applies a
/// ``BatchUpdate`` the way UICollectionView's `performBatchUpdates` does, and
/// throws a ``BatchUpdateError`` naming the offending operation wherever UIKit
/// would raise. Use it in unit tests on any platform to prove that your
/// updates never crash a collection view, and that the cells end up showing
/// the data source.
///
/// ```swift
/// var view = ListViewSimulator(sections: [.init(id: "feed", items: old.map(\.id))])
/// let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).batchUpdate(inSection: 0)
/// let newSections = [ListViewSimulator.Section(id: "feed", items: new.map(\.id))]
/// try view.performBatchUpdates(batch, dataSource: newSections)
/// assert(view.sections == newSections)  // every cell shows what the data source says
/// ```
///
/// The rules it enforces, as UIKit does: indexes in range (old side against
/// the counts before the update, new side against the data source after it);
/// the section count and, for every section that survives, the item count
/// (`before + inserted - deleted + moved in - moved out`); no delete, reload
/// or move from the same section or index path, no insert and move to the
/// same one, no two moves from or to the same place; no item moving out of a
/// deleted or into an inserted section; no deleting the same index path twice
/// (UIKit corrupts its state); no item operation of any kind (delete, insert,
/// reload, reconfigure, move source or target) inside a section that the
/// batch moves (UIKit corrupts its memory on an insert there, animates a
/// delete twice and leaves stale cells; IGListKit never sends one, and
/// Apple's documentation says nothing to show reconfigures are safe there).
/// no item reload in a section that lands at another index (UIKit reloads
/// at the same index path numbers after the update).
/// Item deletes, reloads and reconfigures inside a deleted or reloaded
/// section, and item inserts into an inserted or reloaded section, are
/// accepted and have no effect of their own.
///
/// Stricter than UIKit in one place: inserting the same index path twice
/// (UIKit counts it twice) is reported as a duplicate, because no diff means
/// it.
///
/// Identities: after a batch, a section or item that survived keeps the
/// identity it had (moved where the batch says), and inserted or reloaded
/// ones take the data source's. Comparing ``sections`` with the data source
/// finds cells that would show stale content.
public struct ListViewSimulator<SectionID: Hashable, ItemID: Hashable> {
    /// A section: its identity and its items' identities.
    public struct Section: Hashable {
        /// The section's identity.
        public var id: SectionID
        /// The identities of its items, in order.
        public var items: [ItemID]
        /// A section with these items.
        public init(id: SectionID, items: [ItemID]) {
            self.id = id
            self.items = items
        }
    }

    /// What the view shows now.
    public private(set) var sections: [Section]

    /// A view showing `sections`.
    public init(sections: [Section] = []) { self.sections = sections }

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// Shows `sections` without animation (`reloadData`): always accepted.
    public mutating func reloadData(_ sections: [Section]) { self.sections = sections }

    /// Applies `batch`, after which the data source holds `dataSource`.
    ///
    /// - Throws: ``BatchUpdateError`` where UIKit would raise; the view is
    ///   then unchanged.
    ///
    /// Complexity: O(sections + items + operations).
    public mutating func performBatchUpdates(_ batch: BatchUpdate, dataSource: [Section]) throws {
        sections = try Self.apply(batch, to: sections, dataSource: dataSource)
    }

    private typealias Operation = BatchUpdateError.Operation

    /// Where a section after the update comes from.
    private enum Origin {
        case inserted
        case reloaded(Int)
        case kept(Int)
    }

    private static func apply(_ batch: BatchUpdate, to old: [Section], dataSource new: [Section]) throws -> [Section] {
        let origins = try sectionOrigins(batch, oldCount: old.count, newCount: new.count)
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
        /// An old section whose items no longer matter: deleted or reloaded.
        func isReplaced(_ s: Int) -> Bool { deletedSections.contains(s) || reloaded.contains(s) }
        /// A new section whose items all come from the data source.
        func isFresh(_ t: Int) -> Bool {
            if case .kept = origins[t] { return false }
            return true
        }

        /// `path`, checked against the sections before (old) or after (new) the update.
        func checked(_ path: IndexPath, _ operation: Operation, in sections: [Section]) throws -> IndexPath {
            guard path.count == 2 else { throw BatchUpdateError.malformedIndexPath(operation, path) }
            guard path[0] >= 0 && path[0] < sections.count else {
                throw BatchUpdateError.itemSectionOutOfRange(operation, path, count: sections.count)
            }
            let count = sections[path[0]].items.count
            guard path[1] >= 0 && path[1] < count else { throw BatchUpdateError.itemOutOfRange(operation, path, count: count) }
            return path
        }
        // No item operation inside a section the batch moves (see
        // `BatchUpdateError.itemChangeInMovedSection`): old-side operations
        // by the section's old index, new-side ones by its new index.
        let movedFrom = Dictionary(batch.sectionMoves.map { ($0.from, $0) }, uniquingKeysWith: { first, _ in first })
        let movedTo = Dictionary(batch.sectionMoves.map { ($0.to, $0) }, uniquingKeysWith: { first, _ in first })
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
        func claim(_ path: IndexPath, _ operation: Operation, in claims: inout [IndexPath: Operation]) throws {
            if let earlier = claims[path] {
                throw earlier == operation
                    ? BatchUpdateError.duplicate(operation, at: "\(path)")
                    : BatchUpdateError.conflict(earlier, operation, at: "\(path)")
            }
            claims[path] = operation
        }
        var leaving: [IndexPath: Operation] = [:]
        var arriving: [IndexPath: Operation] = [:]
        func leave(_ path: IndexPath, _ operation: Operation) throws { try claim(path, operation, in: &leaving) }
        func arrive(_ path: IndexPath, _ operation: Operation) throws { try claim(path, operation, in: &arriving) }

        for path in batch.itemDeletes {
            let path = try oldPath(path, .itemDelete)
            if !isReplaced(path[0]) { try leave(path, .itemDelete) }
        }
        for path in batch.itemReloads {
            let path = try oldPath(path, .itemReload)
            guard !isReplaced(path[0]) else { continue }
            let section = newIndexOfOld[path[0]]!
            guard section == path[0] else { throw BatchUpdateError.reloadInDisplacedSection(path, newSection: section) }
            try leave(path, .itemReload)
            let target = _indexPath(section, path[1])
            try arrive(try newPath(target, .itemReloadTarget), .itemReload)
        }
        var movesIn: [IndexPath: IndexPath] = [:]  // new -> old
        for move in batch.itemMoves {
            let from = try oldPath(move.from, .itemMoveFrom), to = try newPath(move.to, .itemMoveTo)
            if isReplaced(from[0]) {
                throw BatchUpdateError.conflict(
                    deletedSections.contains(from[0]) ? .sectionDelete : .sectionReload, .itemMoveFrom, at: "section \(from[0])")
            }
            if isFresh(to[0]) {
                throw BatchUpdateError.conflict(
                    reloadedOrInserted(origins[to[0]]), .itemMoveTo, at: "section \(to[0]) after the update")
            }
            try leave(from, .itemMoveFrom)
            try arrive(to, .itemMoveTo)
            movesIn[to] = from
        }
        for path in batch.itemInserts {
            let path = try newPath(path, .itemInsert)
            if !isFresh(path[0]) { try arrive(path, .itemInsert) }
        }
        for path in batch.itemReconfigures {
            let path = try oldPath(path, .itemReconfigure)
            if let earlier = leaving[path] { throw BatchUpdateError.conflict(earlier, .itemReconfigure, at: "\(path)") }
        }

        // Count invariants, then the layout.
        var leavingCount = [Int](repeating: 0, count: old.count)
        for path in leaving.keys { leavingCount[path[0]] += 1 }
        var arrivingCount = [Int](repeating: 0, count: new.count)
        for path in arriving.keys { arrivingCount[path[0]] += 1 }
        var result: [Section] = []
        result.reserveCapacity(new.count)
        for (t, origin) in origins.enumerated() {
            guard case .kept(let s) = origin else {
                result.append(new[t])
                continue
            }
            let before = old[s].items.count, after = new[t].items.count
            guard after == before - leavingCount[s] + arrivingCount[t] else {
                let movedOut = batch.itemMoves.filter { $0.from.count == 2 && $0.from[0] == s }.count
                let movedIn = batch.itemMoves.filter { $0.to.count == 2 && $0.to[0] == t }.count
                throw BatchUpdateError.itemCountMismatch(
                    section: s, before: before, after: after, inserted: arrivingCount[t] - movedIn,
                    deleted: leavingCount[s] - movedOut, movedIn: movedIn, movedOut: movedOut)
            }
            var staying = old[s].items.indices.lazy.filter { leaving[_indexPath(s, $0)] == nil }.makeIterator()
            let items = (0..<after).map { i -> ItemID in
                let path = _indexPath(t, i)
                if let from = movesIn[path] { return old[from[0]].items[from[1]] }
                if arriving[path] != nil { return new[t].items[i] }
                return old[s].items[staying.next()!]
            }
            result.append(Section(id: old[s].id, items: items))
        }
        return result
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

extension ListViewSimulator: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension ListViewSimulator.Section: Sendable where SectionID: Sendable, ItemID: Sendable {}
