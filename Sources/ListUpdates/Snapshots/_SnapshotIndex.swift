import Foundation

/// Where every item of a ``Snapshot`` is: built from the snapshot's arrays
/// the first time a query or an edit needs it (one hash per item), then kept
/// up to date by the edits, so that building a snapshot by appending never
/// hashes an item and a snapshot that is queried keeps its answers in O(1).
///
/// Each item maps to its section's position (the high 32 bits) and a hint
/// of its position in that section (the low 32 bits). Section positions are
/// exact: an edit that moves sections drops the index, to be built again by
/// the next query that needs it. Positions in a section are hints: an edit
/// that shifts the items after it does not renumber them (that would hash
/// every item it shifts); a look-up checks the hint, then the
/// ``window`` positions on either side of it, where the shifts of the few
/// edits since leave an item, and renumbers the whole section only past
/// that. So a positional edit costs one look-up and the array's own move of
/// the items after it, and a section is renumbered at most once per
/// ``window`` items its edits shifted, or after an edit shifted more.
///
/// A snapshot and its copies share one index while none changes; an edit
/// first makes the index its own (the entries are copied on write then: a
/// copy of memory, no hashing). Queries of a shared snapshot may come from
/// several threads at once: they take `lock`. The entries are a
/// ``KeyTable`` for identifiers that are their own keys, a `Dictionary`
/// for the others (``_SnapshotEntries``).
@usableFromInline
final class _SnapshotIndex<ItemID: Hashable>: @unchecked Sendable {
    /// Held by a query while it builds or reads the index; an edit owns the
    /// index alone (see ``Snapshot``) and needs no lock.
    @usableFromInline let lock = NSLock()
    /// Whether `entries` holds every item of the snapshot.
    @usableFromInline var isBuilt = false
    /// Each item's section position (high 32 bits) and position hint.
    @usableFromInline var entries = _SnapshotEntries<ItemID>()
    /// stale[s]: every hint of section s is to be renumbered before its next
    /// look-up (an edit shifted its items by more than `window`).
    @usableFromInline var stale: [Bool] = []
    /// The items before each section and the total after the last, or empty
    /// while an edit changed some section's count since.
    @usableFromInline var starts: [Int] = []
    /// The first misuse the build found: an item twice, or an item not equal
    /// to itself. It depends on the sections and items alone, which every
    /// snapshot sharing this index has in common (the marks are checked by
    /// `Snapshot.misuse`).
    @usableFromInline var problem: SnapshotError?

    /// How far from its hint an item is looked for before its section is
    /// renumbered.
    @inlinable static var window: Int { 32 }

    @inlinable init() {}

    /// A copy with its own entries (copied when first changed).
    @inlinable
    func copy() -> _SnapshotIndex {
        let copy = _SnapshotIndex()
        copy.isBuilt = isBuilt
        copy.entries = entries
        copy.stale = stale
        copy.starts = starts
        copy.problem = problem
        return copy
    }

    @inlinable
    static func entry(_ section: Int, _ position: Int) -> UInt64 { UInt64(section) << 32 | UInt64(position) }

    /// Fills the index from the snapshot's items, noting the first misuse.
    /// O(n).
    @inlinable
    func build<SectionID>(from snapshot: Snapshot<SectionID, ItemID>) {
        // Filled as a local: a class's stored property is checked for
        // exclusive access at each use.
        var entries = _SnapshotEntries<ItemID>()
        swap(&entries, &self.entries)
        entries.reserveCapacity(snapshot.itemCount)
        let sections = snapshot.sectionItems
        for s in sections.indices {
            sections[s].withUnsafeBufferPointer { items in
                for p in items.indices {
                    let item = items[p]
                    if entries.updateValue(Self.entry(s, p), forKey: item) != nil {
                        note(.duplicateItem(String(describing: item)))
                    } else if item != item {
                        // A new entry each time: no look-up could find it again.
                        note(.identifierNotEqualToItself(String(describing: item)))
                    }
                }
            }
        }
        swap(&entries, &self.entries)
        stale = []
        starts = []
        isBuilt = true
    }

    @inlinable
    func note(_ error: SnapshotError) {
        if problem == nil { problem = error }
    }

    /// The section of `item`, or nil. O(1) expected.
    @inlinable
    func section(of item: ItemID) -> Int? {
        entries[item].map { Int($0 >> 32) }
    }

    /// Where `item` is, in `sections` (the snapshot's arrays), or nil; the
    /// hint is corrected when the item was found beside it. O(1) expected,
    /// O(items of its section) when the section is renumbered.
    @inlinable
    func locate(_ item: ItemID, in sections: [[ItemID]]) -> (section: Int, item: Int)? {
        guard let entry = entries[item] else { return nil }
        let s = Int(entry >> 32), hint = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF)
        let items = sections[s]
        if s >= stale.count || !stale[s] {
            if hint < items.count && items[hint] == item { return (s, hint) }
            for distance in 1...Self.window {
                let below = hint - distance, above = hint + distance
                if below >= 0 && below < items.count && items[below] == item {
                    entries[item] = Self.entry(s, below)
                    return (s, below)
                }
                if above < items.count && items[above] == item {
                    entries[item] = Self.entry(s, above)
                    return (s, above)
                }
            }
        }
        renumber(s, items)
        guard let exact = entries[item].map({ Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }),
              exact < items.count && items[exact] == item
        else { return nil }
        return (s, exact)
    }

    /// Makes every hint of section `s` exact. O(its items).
    @inlinable
    func renumber(_ s: Int, _ items: [ItemID]) {
        for (p, item) in items.enumerated() { entries[item] = Self.entry(s, p) }
        if s < stale.count { stale[s] = false }
    }

    /// Marks section `s` for renumbering before its next look-up.
    @inlinable
    func markStale(_ s: Int) {
        if stale.count <= s { stale.append(contentsOf: repeatElement(false, count: s + 1 - stale.count)) }
        stale[s] = true
    }

    /// The items before section `s` (`s` up to the section count). O(1),
    /// O(sections) the first time after a count changed.
    @inlinable
    func itemsBefore(_ s: Int, in sections: [[ItemID]]) -> Int {
        if starts.count != sections.count + 1 {
            starts.removeAll(keepingCapacity: true)
            starts.reserveCapacity(sections.count + 1)
            var total = 0
            for items in sections {
                starts.append(total)
                total += items.count
            }
            starts.append(total)
        }
        return starts[s]
    }

    /// Adds entries for `items`, new at positions `at...` of section `s`;
    /// when one is already there, given twice or not equal to itself, adds
    /// none and returns the misuse. O(m) expected.
    @inlinable
    func insertEntries(_ items: [ItemID], section s: Int, at: Int) -> SnapshotError? {
        for (offset, item) in items.enumerated() {
            let error: SnapshotError?
            if item != item {
                error = .identifierNotEqualToItself(String(describing: item))
            } else if let old = entries.updateValue(Self.entry(s, at + offset), forKey: item) {
                entries[item] = old
                error = .duplicateItem(String(describing: item))
            } else {
                continue
            }
            for added in items[..<offset] { entries[added] = nil }
            return error
        }
        return nil
    }
}
