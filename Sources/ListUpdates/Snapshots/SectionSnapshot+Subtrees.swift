extension SectionSnapshot {
    /// The outline under `parent` (its descendants, with their states), and
    /// `parent` itself as the one root when `includingParent`.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` when `parent` is unknown.
    ///
    /// Complexity: O(k) expected for the k items copied, whatever their
    /// depth.
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws -> SectionSnapshot {
        try require(parent)
        let top = includingParent ? [parent] : children(of: parent)
        let base = levels[parent]! + (includingParent ? 0 : 1)
        let items = depthFirst(from: top, onlyVisible: false)
        var result = SectionSnapshot()
        result.order.insert(contentsOf: items, at: 0)
        result.roots.insert(contentsOf: top, at: 0)
        result.levels.reserveCapacity(items.count)
        for item in items {
            result.levels[item] = levels[item]! - base
            if let kids = children[item], kids.count > 0 { result.children[item] = kids }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        for item in items where result.levels[item]! > 0 { result.parents[item] = parents[item] }
        return result
    }

    /// Adds a whole outline (its items, hierarchy and expanded states) at
    /// the end of `parent`'s children (of the roots when nil): its roots
    /// become `parent`'s last children.
    ///
    /// ```swift
    /// var citrus = SectionSnapshot<String>()
    /// try citrus.append(["Citrus"])
    /// try citrus.append(["Lemon"], to: "Citrus")
    /// try outline.append(citrus, to: "Fruit")   // Fruit > [..., Citrus > [Lemon]]
    /// ```
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` for an unknown `parent`;
    ///   ``SnapshotError/duplicateItem(_:)`` naming the first item of
    ///   `snapshot` (depth first) that this outline already holds.
    ///
    /// Complexity: O(k + (1 + h) log n) expected.
    public mutating func append(_ snapshot: SectionSnapshot, to parent: ItemID? = nil) throws {
        if let parent { try require(parent) }
        try checkNew(snapshot)
        graft(snapshot, under: parent, at: siblingCount(under: parent))
    }

    /// Adds a whole outline before `item`: its roots become siblings of
    /// `item`, just before it.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` for an unknown `item`;
    ///   ``SnapshotError/duplicateItem(_:)`` naming the first item of
    ///   `snapshot` (depth first) that this outline already holds.
    ///
    /// Complexity: O(k + log n) expected.
    public mutating func insert(_ snapshot: SectionSnapshot, before item: ItemID) throws {
        try require(item)
        try checkNew(snapshot)
        graft(snapshot, under: parents[item], at: siblingIndex(of: item))
    }

    /// Adds a whole outline after `item` (and its descendants): its roots
    /// become siblings of `item`, just after it.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` for an unknown `item`;
    ///   ``SnapshotError/duplicateItem(_:)`` naming the first item of
    ///   `snapshot` (depth first) that this outline already holds.
    ///
    /// Complexity: O(k + log n) expected, or O(k + (1 + h) log n) when
    /// `item` is the last child.
    public mutating func insert(_ snapshot: SectionSnapshot, after item: ItemID) throws {
        try require(item)
        try checkNew(snapshot)
        graft(snapshot, under: parents[item], at: siblingIndex(of: item) + 1)
    }

    /// Replaces the children of `parent`, with all their descendants, by the
    /// roots of `snapshot` with theirs and with its expanded states.
    /// `parent` keeps its place and its own state. Items of the old subtree
    /// may come back in `snapshot`, anywhere in it; they take its states.
    ///
    /// ```swift
    /// // Fruit > [Apple > [Gala], Pear]
    /// var fresh = SectionSnapshot<String>()
    /// try fresh.append(["Pear", "Gala"])
    /// try outline.replace(childrenOf: "Fruit", using: fresh)   // Fruit > [Pear, Gala]
    /// ```
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` for an unknown `parent`;
    ///   ``SnapshotError/duplicateItem(_:)`` naming the first item of
    ///   `snapshot` (depth first) held elsewhere than under `parent`,
    ///   `parent` itself included.
    ///
    /// Complexity: O((k + d) log n + h log n) expected, d the descendants
    /// removed.
    public mutating func replace(childrenOf parent: ItemID, using snapshot: SectionSnapshot) throws {
        try require(parent)
        // The old subtree is the run of `order` just after `parent`.
        let start = order.firstIndex(of: parent)!, end = endOfSubtree(parent)
        for item in snapshot.order.elements {
            if let index = order.firstIndex(of: item), index <= start || index >= end {
                throw SnapshotError.duplicateItem("\(item)")
            }
        }
        for child in children.removeValue(forKey: parent)?.elements ?? [] { removeSubtree(child) }
        graft(snapshot, under: parent, at: 0)
    }

    // MARK: Private

    /// Throws for the first item of `snapshot`, depth first, that this
    /// outline holds. (Its items are unique and equal to themselves: it
    /// checked them as they came.)
    private func checkNew(_ snapshot: SectionSnapshot) throws {
        for item in snapshot.order.elements where levels[item] != nil {
            throw SnapshotError.duplicateItem("\(item)")
        }
    }

    /// Inserts the items of `snapshot`, none of which is here, with its
    /// hierarchy and states: its roots as children of `parent` from sibling
    /// position `index`. O(k + log n), plus O(h log n) at the end.
    private mutating func graft(_ snapshot: SectionSnapshot, under parent: ItemID?, at index: Int) {
        guard snapshot.order.count > 0 else { return }
        order.insert(contentsOf: snapshot.order.elements, at: orderIndex(under: parent, at: index))
        let base = parent.map { levels[$0]! + 1 } ?? 0
        levels.reserveCapacity(levels.count + snapshot.levels.count)
        for (item, level) in snapshot.levels { levels[item] = level + base }
        parents.merge(snapshot.parents) { _, new in new }
        children.merge(snapshot.children) { _, new in new }
        expanded.formUnion(snapshot.expanded)
        let newRoots = snapshot.roots.elements
        if let parent {
            for root in newRoots { parents[root] = parent }
            children[parent, default: RankedList()].insert(contentsOf: newRoots, at: index)
        } else {
            roots.insert(contentsOf: newRoots, at: index)
        }
    }
}
