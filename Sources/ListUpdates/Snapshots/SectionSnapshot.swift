/// The items of one section as an outline, with the vocabulary of Apple's
/// `NSDiffableDataSourceSectionSnapshot`: items with children, expanded or
/// collapsed. A list view shows ``visibleItems``, the items whose ancestors
/// are all expanded, depth first; a data source applies that flattening to
/// its section in one batch.
///
/// Item identifiers are unique in the outline. Every mutation checks its
/// arguments first and throws a ``SnapshotError`` naming the culprit,
/// leaving the snapshot unchanged.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems              // ["Fruit", "Vegetables"]
/// try outline.expand(["Fruit"])
/// outline.visibleItems              // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
///
/// Each method states its complexity (n items, m identifiers passed).
///
/// - Precondition: as for ``Snapshot``, identifiers keep `Hashable`'s
///   contract, and an item has at most 2,147,483,646 (2^31 - 2) children,
///   as the outline does roots.
public struct SectionSnapshot<ItemID: Hashable> {
    private var roots = _RankedList<ItemID>()
    private var children: [ItemID: _RankedList<ItemID>] = [:]
    private var parents: [ItemID: ItemID] = [:]
    /// Every item's depth (0 for roots): membership too.
    private var levels: [ItemID: Int] = [:]
    private var expanded: Set<ItemID> = []

    /// An empty outline.
    public init() {}

    // MARK: Queries

    /// Every item, depth first. O(n).
    public var items: [ItemID] { flatten(onlyVisible: false) }

    /// The items a list view shows: those whose ancestors are all expanded,
    /// depth first. O(n).
    public var visibleItems: [ItemID] { flatten(onlyVisible: true) }

    /// The items without a parent, in order. O(roots).
    public var rootItems: [ItemID] { roots.elements }

    /// Whether `item` is in the outline. O(1).
    public func contains(_ item: ItemID) -> Bool { levels[item] != nil }

    /// The parent of `item`, or nil for a root or an unknown item. O(1).
    public func parent(of item: ItemID) -> ItemID? { parents[item] }

    /// The depth of `item` (0 for a root), or nil when it is unknown. O(1).
    public func level(of item: ItemID) -> Int? { levels[item] }

    /// Whether `item` is expanded (its children shown when it is). O(1).
    public func isExpanded(_ item: ItemID) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: all its ancestors are expanded. O(depth).
    public func isVisible(_ item: ItemID) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// The children of `item`, in order (the roots for nil). O(children).
    public func children(of item: ItemID?) -> [ItemID] {
        guard let item else { return roots.elements }
        return children[item]?.elements ?? []
    }

    /// The outline under `parent` (its descendants, with their states), and
    /// `parent` itself as the one root when `includingParent`.
    ///
    /// - Throws: ``SnapshotError/unknownItem(_:)`` when `parent` is unknown.
    ///
    /// Complexity: O(size of the subtree) expected, whatever its depth.
    public func snapshot(of parent: ItemID, includingParent: Bool = false) throws -> SectionSnapshot {
        try require(parent)
        var result = SectionSnapshot()
        // Without recursion (an outline can be deeper than the stack), and
        // each item's children added in one piece.
        let top = includingParent ? [parent] : children[parent]?.elements ?? []
        result.add(top, under: nil, at: 0)
        var stack = top
        while let item = stack.popLast() {
            if expanded.contains(item) { result.expanded.insert(item) }
            guard let kids = children[item]?.elements else { continue }
            result.add(kids, under: item, at: 0)
            stack.append(contentsOf: kids)
        }
        return result
    }

    // MARK: Edits

    /// Adds items at the end of `parent`'s children (of the roots when nil).
    /// O(m + log n).
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws {
        try checkNew(items)
        if let parent { try require(parent) }
        add(items, under: parent, at: parent.map { children[$0]?.count ?? 0 } ?? roots.count)
    }

    /// Adds items before `item`, as its siblings. O(m + log n).
    public mutating func insert(_ items: [ItemID], before item: ItemID) throws {
        try insert(items, nextTo: item, after: false)
    }

    /// Adds items after `item` (and its descendants), as its siblings.
    /// O(m + log n).
    public mutating func insert(_ items: [ItemID], after item: ItemID) throws {
        try insert(items, nextTo: item, after: true)
    }

    /// Removes items with all their descendants. O((m + descendants) log n).
    public mutating func delete(_ items: [ItemID]) throws {
        for item in items { try require(item) }
        for item in items where levels[item] != nil {  // not gone with an ancestor
            if let parent = parents[item] { children[parent]!.remove(item) } else { roots.remove(item) }
            removeSubtree(item)
        }
    }

    /// Removes every item. O(n).
    public mutating func deleteAll() { self = SectionSnapshot() }

    /// Expands items: their children show when they do. O(m).
    public mutating func expand(_ items: [ItemID]) throws {
        for item in items { try require(item) }
        expanded.formUnion(items)
    }

    /// Collapses items: their descendants are hidden. O(m).
    public mutating func collapse(_ items: [ItemID]) throws {
        for item in items { try require(item) }
        expanded.subtract(items)
    }

    // MARK: Private

    private func require(_ item: ItemID) throws {
        guard levels[item] != nil else { throw SnapshotError.unknownItem("\(item)") }
    }

    private func checkNew(_ items: [ItemID]) throws {
        var seen = Set<ItemID>()
        for item in items {
            try _requireReflexive(item)
            guard levels[item] == nil && seen.insert(item).inserted else { throw SnapshotError.duplicateItem("\(item)") }
        }
    }

    private mutating func insert(_ items: [ItemID], nextTo item: ItemID, after: Bool) throws {
        try require(item)
        try checkNew(items)
        let parent = parents[item]
        let index = (parent.map { children[$0]!.firstIndex(of: item)! } ?? roots.firstIndex(of: item)!) + (after ? 1 : 0)
        add(items, under: parent, at: index)
    }

    private mutating func add(_ items: [ItemID], under parent: ItemID?, at index: Int) {
        let level = parent.map { levels[$0]! + 1 } ?? 0
        for item in items {
            levels[item] = level
            if let parent { parents[item] = parent }
        }
        if let parent {
            children[parent, default: _RankedList()].insert(contentsOf: items, at: index)
        } else {
            roots.insert(contentsOf: items, at: index)
        }
    }

    /// Forgets `item` and its descendants, without recursion (an outline
    /// can be deeper than the stack).
    private mutating func removeSubtree(_ item: ItemID) {
        var stack = [item]
        while let next = stack.popLast() {
            if let kids = children.removeValue(forKey: next) { stack.append(contentsOf: kids.elements) }
            levels[next] = nil
            parents[next] = nil
            expanded.remove(next)
        }
    }

    private func flatten(onlyVisible: Bool) -> [ItemID] {
        var result: [ItemID] = []
        result.reserveCapacity(levels.count)
        // Depth first without recursion: a stack of sibling lists to finish.
        var stack: [IndexingIterator<[ItemID]>] = [roots.elements.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            result.append(item)
            if let kids = children[item], !onlyVisible || expanded.contains(item) { stack.append(kids.elements.makeIterator()) }
        }
        return result
    }
}

extension SectionSnapshot: Equatable {
    /// Whether both outlines hold the same items in the same order, under
    /// the same parents, with the same items expanded. O(n).
    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.items == rhs.items && lhs.levels == rhs.levels && lhs.parents == rhs.parents && lhs.expanded == rhs.expanded
    }
}

extension SectionSnapshot: Sendable where ItemID: Sendable {}
