extension Snapshot {
    // MARK: Sections

    /// Adds sections at the end. O(m).
    ///
    /// Misuse: a section already there or given twice records
    /// ``SnapshotError/duplicateSection(_:)`` and adds none.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionID]) {
        guard checkNewSections(identifiers) else { return }
        precondition(identifiers.count < Int(Int32.max) - sectionIDs.count, "more than 2^31 - 1 sections")
        ownIndex()
        for section in identifiers {
            sectionPositions[section] = sectionIDs.count
            sectionIDs.append(section)
            sectionItems.append([])
        }
    }

    /// Adds sections before an existing one. O(s + m); drops the index.
    ///
    /// Misuse: an unknown `section` records ``SnapshotError/unknownSection(_:)``,
    /// a new section already there ``SnapshotError/duplicateSection(_:)``;
    /// either adds none.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) {
        insertSections(identifiers, relativeTo: section, after: false)
    }

    /// Adds sections after an existing one. O(s + m); drops the index.
    /// Misuse as ``insertSections(_:beforeSection:)``.
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) {
        insertSections(identifiers, relativeTo: section, after: true)
    }

    /// Removes sections and their items. O(s + m), and O(their items) when
    /// items are marked; drops the index.
    ///
    /// Misuse: an unknown section records ``SnapshotError/unknownSection(_:)``
    /// and removes none.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionID]) {
        for section in identifiers where sectionPositions[section] == nil {
            return record(.unknownSection(String(describing: section)))
        }
        ownIndex()
        let gone = Set(identifiers)
        var keptIDs: [SectionID] = [], keptItems: [[ItemID]] = []
        keptIDs.reserveCapacity(sectionIDs.count)
        keptItems.reserveCapacity(sectionIDs.count)
        let marked = !reloadedItems.isEmpty || !reconfiguredItems.isEmpty
        for (section, items) in zip(sectionIDs, sectionItems) {
            guard gone.contains(section) else {
                keptIDs.append(section)
                keptItems.append(items)
                continue
            }
            itemCount -= items.count
            if marked {
                for item in items {
                    reloadedItems.remove(item)
                    reconfiguredItems.remove(item)
                }
            }
        }
        reloadedSections.subtract(gone)
        sectionIDs = keptIDs
        sectionItems = keptItems
        renumberSections(from: 0)
        dropIndex()
    }

    /// Moves a section before another. O(s); drops the index.
    ///
    /// Misuse: an unknown section records ``SnapshotError/unknownSection(_:)``,
    /// a section moved relative to itself
    /// ``SnapshotError/moveRelativeToItself(_:)``; either moves nothing.
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, beforeSection target: SectionID) {
        moveSection(identifier, relativeTo: target, after: false)
    }

    /// Moves a section after another. O(s); drops the index. Misuse as
    /// ``moveSection(_:beforeSection:)``.
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, afterSection target: SectionID) {
        moveSection(identifier, relativeTo: target, after: true)
    }

    /// Marks sections for reloading: their cells are rebuilt. O(m).
    ///
    /// Misuse: an unknown section records ``SnapshotError/unknownSection(_:)``
    /// and marks none.
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionID]) {
        for section in identifiers where sectionPositions[section] == nil {
            return record(.unknownSection(String(describing: section)))
        }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    /// O(m): the items are copied, not hashed (O(1) into an empty section,
    /// which shares the array), unless the index is built (then O(m)
    /// expected hashes, to keep it).
    ///
    /// Misuse: no section records ``SnapshotError/noSection``, an unknown
    /// one ``SnapshotError/unknownSection(_:)``; either adds none. An item
    /// already in the snapshot or given twice records
    /// ``SnapshotError/duplicateItem(_:)``: at the call, adding none, when
    /// the index is built; else it is added, and the index finds it when it
    /// is built (see "Misuse" in ``Snapshot``).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) {
        guard let target = section ?? sectionIDs.last else { return record(.noSection) }
        guard let s = sectionPositions[target] else { return record(.unknownSection(String(describing: target))) }
        precondition(identifiers.count < Int(Int32.max) - sectionItems[s].count, "more than 2^31 - 1 items in a section")
        ownIndex()
        if index.isBuilt {
            if let error = index.insertEntries(identifiers, section: s, at: sectionItems[s].count) { return record(error) }
            index.starts = []
        }
        if sectionItems[s].isEmpty {
            sectionItems[s] = identifiers  // shared, not copied
        } else {
            sectionItems[s].append(contentsOf: identifiers)
        }
        itemCount += identifiers.count
    }

    /// Adds items before an existing item, in its section. O(k + m)
    /// (the array's move of the items after), O(m) expected hashes, + index.
    ///
    /// Misuse: an unknown `item` records ``SnapshotError/unknownItem(_:)``,
    /// a new item already there ``SnapshotError/duplicateItem(_:)``; either
    /// adds none.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) {
        insertItems(identifiers, relativeTo: item, after: false)
    }

    /// Adds items after an existing item, in its section. O(k + m), + index.
    /// Misuse as ``insertItems(_:beforeItem:)``.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) {
        insertItems(identifiers, relativeTo: item, after: true)
    }

    /// Removes items. O(m) expected look-ups and one pass over each section
    /// that loses items when the index is built; otherwise one pass over the
    /// sections, hashing each item until all are found, without building it.
    ///
    /// Misuse: an unknown item records ``SnapshotError/unknownItem(_:)`` and
    /// removes none.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemID]) {
        guard !identifiers.isEmpty else { return }
        ownIndex()
        let removed = index.isBuilt ? deleteIndexed(identifiers) : deleteScanning(identifiers)
        guard removed else { return }
        if !reloadedItems.isEmpty { reloadedItems.subtract(identifiers) }
        if !reconfiguredItems.isEmpty { reconfiguredItems.subtract(identifiers) }
    }

    /// Removes every item, keeping the sections. O(n + s).
    @inlinable
    public mutating func deleteAllItems() {
        ownIndex()
        for s in sectionItems.indices { sectionItems[s] = [] }
        itemCount = 0
        reloadedItems = []
        reconfiguredItems = []
        dropIndex()
    }

    /// Moves an item before another, possibly into another section.
    /// O(k) for the arrays' moves, O(1) expected look-ups, + index.
    ///
    /// Misuse: an unknown item records ``SnapshotError/unknownItem(_:)``, an
    /// item moved relative to itself ``SnapshotError/moveRelativeToItself(_:)``;
    /// either moves nothing.
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, beforeItem target: ItemID) {
        moveItem(identifier, relativeTo: target, after: false)
    }

    /// Moves an item after another, possibly into another section. O(k),
    /// + index. Misuse as ``moveItem(_:beforeItem:)``.
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, afterItem target: ItemID) {
        moveItem(identifier, relativeTo: target, after: true)
    }

    /// Marks items for reloading: their cells are rebuilt. O(m).
    ///
    /// Misuse: an unknown item records ``SnapshotError/unknownItem(_:)``
    /// and marks none when the index is built; else the mark is kept, and
    /// the index finds it when it is built.
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemID]) {
        guard knownIfIndexed(identifiers) else { return }
        if reloadedItems.isEmpty {
            reloadedItems = Set(identifiers)  // sized at once
        } else {
            reloadedItems.formUnion(identifiers)
        }
    }

    /// Marks items for reconfiguring: their cells are updated in place.
    /// O(m). Misuse as ``reloadItems(_:)``.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemID]) {
        guard knownIfIndexed(identifiers) else { return }
        if reconfiguredItems.isEmpty {
            reconfiguredItems = Set(identifiers)
        } else {
            reconfiguredItems.formUnion(identifiers)
        }
    }
}
