import Foundation

// The misuse check that rides on a diff: a data source that diffs a fresh
// snapshot against the one it shows learns from the diff which items are
// new, and checks those alone instead of building the fresh snapshot's
// index (one hash per item).
extension Snapshot {
    /// Whether ``misuse`` is already known or costs O(marks) to learn: the
    /// snapshot recorded a misuse at an edit, or its index is built.
    /// O(1).
    @inlinable
    package var isMisuseKnown: Bool {
        if recordedMisuse != nil { return true }
        index.lock.lock()
        defer { index.lock.unlock() }
        return index.isBuilt
    }

    /// What a diff from a valid snapshot tells about this one's items: the
    /// items that arrive (with no partner in the old snapshot) and the old
    /// items that stay (each the partner of one item here).
    @usableFromInline
    struct DiffCheck {
        /// Positions of arriving items: a section of this snapshot and the
        /// ascending positions in it, or nil for all of its items.
        @usableFromInline var arriving: [(section: Int, positions: [Int]?)] = []
        /// Old sections whose items stay, less the ascending positions
        /// that leave.
        @usableFromInline var staying: [(section: Int, leaving: [Int])] = []

        @inlinable init() {}
    }

    /// The misuse of this snapshot, learnt from its diff with `old`: ``misuse``
    /// without its index.
    ///
    /// `old` is valid, so the items here that have a partner there are
    /// distinct. This snapshot repeats an item exactly when an arriving
    /// item arrives twice or is the identifier of an old item that stays;
    /// an item not equal to itself never has a partner, so it arrives; a
    /// mark names an item that is not here exactly when it names neither
    /// an arriving item nor an old one that stays.
    ///
    /// Complexity: O(arriving items + marks) expected, and a look-up of
    /// each old item that stays when some item arrives or is marked (no
    /// hashing for identifiers that are their own keys: a multiply, and a
    /// bit read before any look-up).
    @inlinable
    func misuse(from check: DiffCheck, old: Snapshot) -> SnapshotError? {
        var arrivals = _SnapshotEntries<ItemID>()
        var arrivalCount = 0
        for (section, positions) in check.arriving { arrivalCount += positions?.count ?? sectionItems[section].count }
        // Room for four times as many: most look-ups below are of items that
        // did not arrive, and a sparse table ends their probes sooner (at a
        // load of 3/4 a miss probes 8.5 slots on average, at 3/16 1.3).
        arrivals.reserveCapacity(4 * arrivalCount)
        // For identifiers that are their own keys, a bit per arrival spares
        // most old items that stay their look-up in `arrivals`.
        let exact = _SnapshotEntries<ItemID>.exact
        var filter = _KeyFilter(capacity: exact ? arrivalCount : 0)
        func arrive(_ item: ItemID) -> SnapshotError? {
            if item != item { return .identifierNotEqualToItself(String(describing: item)) }
            if arrivals.updateValue(0, forKey: item) != nil { return .duplicateItem(String(describing: item)) }
            if exact { filter.insert(ExactIdentifierKey.key(item)) }
            return nil
        }
        for (section, positions) in check.arriving {
            let items = sectionItems[section]
            if let positions {
                for p in positions { if let error = arrive(items[p]) { return error } }
            } else {
                for item in items { if let error = arrive(item) { return error } }
            }
        }
        // Marked items that did not arrive, to be found among those staying
        // (their value turns 1 there).
        var marked = _SnapshotEntries<ItemID>(), markedCount = 0
        for item in reloadedItems where arrivals[item] == nil {
            if marked.updateValue(0, forKey: item) == nil { markedCount += 1 }
        }
        for item in reconfiguredItems where arrivals[item] == nil {
            if marked.updateValue(0, forKey: item) == nil { markedCount += 1 }
        }
        guard arrivalCount > 0 || markedCount > 0 else { return nil }
        for (section, leaving) in check.staying {
            let repeated: ItemID? = old.sectionItems[section].withUnsafeBufferPointer { items in
                var next = 0
                for p in items.indices {
                    if next < leaving.count && leaving[next] == p {
                        next += 1
                        continue
                    }
                    let item = items[p]
                    if arrivalCount > 0 && (!exact || filter.mayContain(ExactIdentifierKey.key(item))) && arrivals[item] != nil {
                        return item
                    }
                    if markedCount > 0 && marked[item] == 0 { marked[item] = 1 }
                }
                return nil
            }
            if let repeated { return .duplicateItem(String(describing: repeated)) }
        }
        for item in reloadedItems where arrivals[item] == nil && marked[item] != 1 {
            return .unknownItem(String(describing: item))
        }
        for item in reconfiguredItems where arrivals[item] == nil && marked[item] != 1 {
            return .unknownItem(String(describing: item))
        }
        return nil
    }
}
