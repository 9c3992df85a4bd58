import Foundation
import ListDiff

// The steps the edits of Snapshot+Editing.swift share: recording misuse,
// owning and building the index, and the work of each kind of edit.
extension Snapshot {
    /// Keeps `error` if it is the first misuse of this snapshot.
    @inlinable
    internal mutating func record(_ error: SnapshotError) {
        if recordedMisuse == nil { recordedMisuse = error }
    }

    /// Makes the index this snapshot's own before an edit: a copy of a
    /// built one (its entries copied when first changed), or a new, empty
    /// one. O(1).
    @inlinable
    internal mutating func ownIndex() {
        guard !isKnownUniquelyReferenced(&index) else { return }
        // Another copy may be building or correcting the shared index on
        // another thread: read it under its lock.
        let shared = index
        shared.lock.lock()
        defer { shared.lock.unlock() }
        index = shared.isBuilt ? shared.copy() : _SnapshotIndex()
    }

    /// Owns the index and builds it if it is not. O(1), + index.
    @inlinable
    internal mutating func builtIndex() -> _SnapshotIndex<ItemID> {
        ownIndex()
        if !index.isBuilt { index.build(from: self) }
        return index
    }

    /// Forgets the index, keeping the misuse it found: the next query that
    /// needs it builds it again. O(1).
    @inlinable
    internal mutating func dropIndex() {
        guard index.isBuilt else { return }
        if let problem = index.problem { record(problem) }
        index = _SnapshotIndex()
    }

    /// Makes `sectionPositions` right for the sections from `start` on. O(s).
    @inlinable
    internal mutating func renumberSections(from start: Int) {
        if start == 0 { sectionPositions.removeAll(keepingCapacity: true) }
        for position in start..<sectionIDs.count { sectionPositions[sectionIDs[position]] = position }
    }

    /// Whether `identifiers` are new sections, none twice; records the
    /// misuse if not. O(m).
    @inlinable
    internal mutating func checkNewSections(_ identifiers: [SectionID]) -> Bool {
        var seen = Set<SectionID>(minimumCapacity: identifiers.count > 1 ? identifiers.count : 0)
        for section in identifiers {
            guard section == section else {
                record(.identifierNotEqualToItself(String(describing: section)))
                return false
            }
            guard sectionPositions[section] == nil && (identifiers.count == 1 || seen.insert(section).inserted) else {
                record(.duplicateSection(String(describing: section)))
                return false
            }
        }
        return true
    }

    /// Whether every item of `identifiers` is in the snapshot, when the
    /// index is built (else the build checks the marks); records the misuse
    /// if not. O(m) expected.
    @inlinable
    internal mutating func knownIfIndexed(_ identifiers: [ItemID]) -> Bool {
        ownIndex()
        guard index.isBuilt else { return true }
        for item in identifiers where index.entries[item] == nil {
            record(.unknownItem(String(describing: item)))
            return false
        }
        return true
    }

    @inlinable
    internal mutating func insertSections(_ identifiers: [SectionID], relativeTo target: SectionID, after: Bool) {
        guard let position = sectionPositions[target] else { return record(.unknownSection(String(describing: target))) }
        guard checkNewSections(identifiers) else { return }
        precondition(identifiers.count < Int(Int32.max) - sectionIDs.count, "more than 2^31 - 1 sections")
        ownIndex()
        let at = position + (after ? 1 : 0)
        sectionIDs.insert(contentsOf: identifiers, at: at)
        sectionItems.insert(contentsOf: repeatElement([], count: identifiers.count), at: at)
        renumberSections(from: at)
        dropIndex()
    }

    @inlinable
    internal mutating func moveSection(_ identifier: SectionID, relativeTo target: SectionID, after: Bool) {
        guard let from = sectionPositions[identifier] else { return record(.unknownSection(String(describing: identifier))) }
        guard let to = sectionPositions[target] else { return record(.unknownSection(String(describing: target))) }
        guard identifier != target else { return record(.moveRelativeToItself(String(describing: identifier))) }
        ownIndex()
        let items = sectionItems.remove(at: from)
        sectionIDs.remove(at: from)
        let at = (to > from ? to - 1 : to) + (after ? 1 : 0)
        sectionIDs.insert(identifier, at: at)
        sectionItems.insert(items, at: at)
        renumberSections(from: min(from, at))
        dropIndex()
    }

    @inlinable
    internal mutating func insertItems(_ identifiers: [ItemID], relativeTo target: ItemID, after: Bool) {
        let index = builtIndex()
        guard let (s, p) = index.locate(target, in: sectionItems) else {
            return record(.unknownItem(String(describing: target)))
        }
        let at = p + (after ? 1 : 0)
        precondition(identifiers.count < Int(Int32.max) - sectionItems[s].count, "more than 2^31 - 1 items in a section")
        if let error = index.insertEntries(identifiers, section: s, at: at) { return record(error) }
        let shifted = sectionItems[s].count - at
        sectionItems[s].insert(contentsOf: identifiers, at: at)
        itemCount += identifiers.count
        index.starts = []
        if identifiers.count > _SnapshotIndex<ItemID>.window && shifted > 0 { index.markStale(s) }
    }

    @inlinable
    internal mutating func moveItem(_ identifier: ItemID, relativeTo target: ItemID, after: Bool) {
        let index = builtIndex()
        guard let (from, p) = index.locate(identifier, in: sectionItems) else {
            return record(.unknownItem(String(describing: identifier)))
        }
        guard index.entries[target] != nil else { return record(.unknownItem(String(describing: target))) }
        guard identifier != target else { return record(.moveRelativeToItself(String(describing: identifier))) }
        sectionItems[from].remove(at: p)
        // The target's hint may be one off now: the look-up finds it beside.
        let (to, q) = index.locate(target, in: sectionItems)!
        let at = q + (after ? 1 : 0)
        sectionItems[to].insert(identifier, at: at)
        index.entries[identifier] = _SnapshotIndex<ItemID>.entry(to, at)
        if from != to { index.starts = [] }
    }

    /// deleteItems with the index built: each item looked up, then one pass
    /// over each section that loses items. Whether they were removed (none
    /// is when one is unknown).
    @inlinable
    internal mutating func deleteIndexed(_ identifiers: [ItemID]) -> Bool {
        var places: [UInt64] = []
        places.reserveCapacity(identifiers.count)
        for item in identifiers {
            guard let (s, p) = index.locate(item, in: sectionItems) else {
                record(.unknownItem(String(describing: item)))
                return false
            }
            places.append(_SnapshotIndex<ItemID>.entry(s, p))
        }
        places.sort()
        var next = 0, removed = 0
        while next < places.count {
            let s = Int(places[next] >> 32)
            var items: [ItemID] = []
            swap(&items, &sectionItems[s])  // owned here: no copy on write
            var write = Int(truncatingIfNeeded: places[next] & 0xFFFF_FFFF), read = write
            let first = write
            while read < items.count {
                if next < places.count && places[next] == _SnapshotIndex<ItemID>.entry(s, read) {
                    next += 1
                    while next < places.count && places[next] == places[next - 1] { next += 1 }  // given twice
                    read += 1
                    continue
                }
                if write != read { items.swapAt(write, read) }
                write += 1
                read += 1
            }
            let gone = items.count - write
            items.removeLast(gone)
            removed += gone
            if gone > _SnapshotIndex<ItemID>.window && first < items.count { index.markStale(s) }
            swap(&items, &sectionItems[s])
        }
        for item in identifiers { index.entries[item] = nil }
        itemCount -= removed
        index.starts = []
        return true
    }

    /// deleteItems without the index: the sections scanned in order, each
    /// item looked up among those to delete, until all are found: in a
    /// `KeyTable` of their keys, which gives each its place among the
    /// distinct ones, for identifiers that are their own keys; else in a
    /// `Set`. Whether they were removed (none is when one is unknown).
    @inlinable
    internal mutating func deleteScanning(_ identifiers: [ItemID]) -> Bool {
        if _SnapshotEntries<ItemID>.exact {
            var distinct: [ItemID] = []
            distinct.reserveCapacity(identifiers.count)
            var gone = KeyTable()
            gone.reserveCapacity(identifiers.count)
            for item in identifiers {
                let key = ExactIdentifierKey.key(item)
                if let first = gone.updateValue(UInt64(distinct.count), forKey: key) {
                    _ = gone.updateValue(first, forKey: key)  // named twice: keeps its first place
                } else {
                    distinct.append(item)
                }
            }
            return deleteScanning(distinct) { gone[ExactIdentifierKey.key($0)].map { Int($0) } }
        }
        // A set of the items, looked up along the sections: the quicker way
        // for identifiers that `Hashable` hashes (a place per id costs a
        // table of its own). A repeated item is seen as more items removed
        // than named.
        let gone = Set(identifiers)
        var remaining = gone.count
        var kept: [(section: Int, items: [ItemID])] = []
        for (s, items) in sectionItems.enumerated() {
            if remaining <= 0 { break }
            guard let first = items.firstIndex(where: gone.contains) else { continue }
            var keep = Array(items[..<first])
            keep.reserveCapacity(items.count - 1)
            for item in items[(first + 1)...] where !gone.contains(item) { keep.append(item) }
            remaining -= items.count - keep.count
            kept.append((s, keep))
        }
        if remaining < 0 {
            var seen = Set<ItemID>(minimumCapacity: itemCount)
            search: for items in sectionItems {
                for item in items where !seen.insert(item).inserted {
                    record(.duplicateItem(String(describing: item)))
                    break search
                }
            }
        }
        guard remaining <= 0 else {
            var present = Set<ItemID>(minimumCapacity: itemCount)
            for items in sectionItems { present.formUnion(items) }
            record(.unknownItem(String(describing: identifiers.first { !present.contains($0) } ?? identifiers[0])))
            return false
        }
        replaceItems(kept)
        return true
    }

    /// deleteItems without the index, once `place` gives each item to
    /// delete its position in `distinct` (nil for the others): a second hit
    /// on one place is an item the snapshot holds twice (a check that
    /// waited for the index), recorded; a place never hit is an unknown
    /// item, which refuses the delete.
    @inlinable
    internal mutating func deleteScanning(_ distinct: [ItemID], place: (ItemID) -> Int?) -> Bool {
        var found = [Bool](repeating: false, count: distinct.count)
        var remaining = distinct.count, repeated: ItemID?
        var kept: [(section: Int, items: [ItemID])] = []
        // Until every item is found once: a later copy would be a repeat,
        // which the index finds when it is built.
        scan: for (s, items) in sectionItems.enumerated() {
            // The items kept, from the first one deleted on (one look-up each).
            var keep: [ItemID]?
            for (offset, item) in items.enumerated() {
                guard let slot = place(item) else {
                    keep?.append(item)
                    continue
                }
                if keep == nil {
                    keep = Array(items[..<offset])
                    keep!.reserveCapacity(items.count - 1)
                }
                if found[slot] {
                    if repeated == nil { repeated = item }
                } else {
                    found[slot] = true
                    remaining -= 1
                    if remaining == 0 {
                        keep!.append(contentsOf: items[(offset + 1)...])
                        kept.append((s, keep!))
                        break scan
                    }
                }
            }
            if let keep { kept.append((s, keep)) }
        }
        if let repeated { record(.duplicateItem(String(describing: repeated))) }
        guard remaining == 0 else {
            record(.unknownItem(String(describing: distinct[found.firstIndex(of: false)!])))
            return false
        }
        replaceItems(kept)
        return true
    }

    /// Puts the items each scanning delete kept in place of their sections'.
    @inlinable
    internal mutating func replaceItems(_ kept: [(section: Int, items: [ItemID])]) {
        for (s, items) in kept {
            itemCount -= sectionItems[s].count - items.count
            sectionItems[s] = items
        }
    }
}
