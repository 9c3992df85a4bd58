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
/// outline.index(of: "Vegetables")   // 3
/// ```
///
/// Besides each item's parent, level and children, the outline keeps every
/// item in one order-statistics list in depth-first order, where a subtree is
/// one run: ``index(of:)`` is a look-up in it, ``items`` a read of it. New
/// last children of an item go just after its last descendant, found by
/// following last children down: where a complexity below says h, it is the
/// number of levels so followed (at most the outline's depth, 0 when the
/// parent has no children), each step O(log n) at worst.
///
/// Each method states its complexity (n items, m identifiers passed, k items
/// in a snapshot passed; expected, over the lists' random shapes).
///
/// - Precondition: as for ``Snapshot``, identifiers keep `Hashable`'s
///   contract, and an item has at most 2,147,483,646 (2^31 - 2) children,
///   as the outline does items.
public struct SectionSnapshot<ItemID: Hashable> {
    /// Every item, depth first (a parent before its descendants, siblings in
    /// order): a subtree is a contiguous run.
    var order = RankedList<ItemID>()
    var roots = RankedList<ItemID>()
    var children: [ItemID: RankedList<ItemID>] = [:]
    var parents: [ItemID: ItemID] = [:]
    /// Every item's depth (0 for roots): membership too.
    var levels: [ItemID: Int] = [:]
    var expanded: Set<ItemID> = []

    /// An empty outline.
    public init() {}

    // MARK: Queries

    /// Every item, depth first, collapsed or not. O(n).
    public var items: [ItemID] { order.elements }

    /// The items a list view shows: those whose ancestors are all expanded,
    /// depth first. O(visible items).
    public var visibleItems: [ItemID] { depthFirst(from: roots.elements, onlyVisible: true) }

    /// The items without a parent, in order. O(roots).
    public var rootItems: [ItemID] { roots.elements }

    /// The expanded items, in ``items`` order (depth first). An item keeps
    /// its state while hidden, and whether or not it has children, so some
    /// of them may not show as expanded. O(e log n) for e expanded items.
    public var expandedItems: [ItemID] {
        expanded.map { (order.firstIndex(of: $0)!, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Whether `item` is in the outline. O(1).
    public func contains(_ item: ItemID) -> Bool { levels[item] != nil }

    /// The position of `item` in ``items`` (every item, depth first,
    /// collapsed or not), or nil when it is unknown. O(log n).
    ///
    /// ```swift
    /// // Fruit > [Apple > [Gala], Pear], Vegetables
    /// outline.index(of: "Pear")        // 3, collapsed or not
    /// ```
    public func index(of item: ItemID) -> Int? { order.firstIndex(of: item) }

    /// The parent of `item`, or nil for a root or an unknown item. O(1).
    public func parent(of item: ItemID) -> ItemID? { parents[item] }

    /// The depth of `item`: 0 for a root, and 0 for an item the section
    /// snapshot does not have (Apple's raises). O(1).
    public func level(of item: ItemID) -> Int { levels[item] ?? 0 }

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

    /// The children of `item`, in order (the roots for nil; none for an
    /// unknown item). O(children).
    public func children(of item: ItemID?) -> [ItemID] {
        guard let item else { return roots.elements }
        return children[item]?.elements ?? []
    }

    // MARK: Edits

    /// Adds items at the end of `parent`'s children (of the roots when nil).
    /// O(m + (1 + h) log n).
    public mutating func append(_ items: [ItemID], to parent: ItemID? = nil) throws {
        try checkNew(items)
        if let parent { try require(parent) }
        add(items, under: parent, at: siblingCount(under: parent))
    }

    /// Adds items before `item`, as its siblings. O(m + log n).
    public mutating func insert(_ items: [ItemID], before item: ItemID) throws {
        try require(item)
        try checkNew(items)
        add(items, under: parents[item], at: siblingIndex(of: item))
    }

    /// Adds items after `item` (and its descendants), as its siblings.
    /// O(m + log n), or O(m + (1 + h) log n) when `item` is the last child.
    public mutating func insert(_ items: [ItemID], after item: ItemID) throws {
        try require(item)
        try checkNew(items)
        add(items, under: parents[item], at: siblingIndex(of: item) + 1)
    }

    /// Removes items with all their descendants. O((m + descendants) log n).
    public mutating func delete(_ items: [ItemID]) throws {
        for item in items { try require(item) }
        for item in items where levels[item] != nil {  // not gone with an ancestor
            detach(item)
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

    // MARK: Internal

    func require(_ item: ItemID) throws {
        guard levels[item] != nil else { throw SnapshotError.unknownItem("\(item)") }
    }

    private func checkNew(_ items: [ItemID]) throws {
        var seen = Set<ItemID>()
        for item in items {
            try _requireReflexive(item)
            guard levels[item] == nil && seen.insert(item).inserted else { throw SnapshotError.duplicateItem("\(item)") }
        }
    }

    /// How many children `parent` has (roots for nil). O(1).
    func siblingCount(under parent: ItemID?) -> Int {
        parent.map { children[$0]?.count ?? 0 } ?? roots.count
    }

    /// The position of a known `item` among its siblings. O(log n).
    func siblingIndex(of item: ItemID) -> Int {
        parents[item].map { children[$0]!.firstIndex(of: item)! } ?? roots.firstIndex(of: item)!
    }

    /// The position in ``order`` just past `item`'s last descendant: follows
    /// last children down. O((1 + h) log n).
    func endOfSubtree(_ item: ItemID) -> Int {
        var last = item
        while let child = children[last]?.last { last = child }
        return order.firstIndex(of: last)! + 1
    }

    /// Where in ``order`` a new child of `parent` at sibling position
    /// `index` goes: before the sibling now there, else past the parent's
    /// subtree. O(log n), or O((1 + h) log n) at the end.
    func orderIndex(under parent: ItemID?, at index: Int) -> Int {
        let siblings = parent.map { children[$0] ?? RankedList() } ?? roots
        if index < siblings.count { return order.firstIndex(of: siblings.element(at: index))! }
        return parent.map(endOfSubtree) ?? order.count
    }

    private mutating func add(_ items: [ItemID], under parent: ItemID?, at index: Int) {
        guard !items.isEmpty else { return }
        order.insert(contentsOf: items, at: orderIndex(under: parent, at: index))
        let level = parent.map { levels[$0]! + 1 } ?? 0
        for item in items {
            levels[item] = level
            if let parent { parents[item] = parent }
        }
        if let parent {
            children[parent, default: RankedList()].insert(contentsOf: items, at: index)
        } else {
            roots.insert(contentsOf: items, at: index)
        }
    }

    /// Takes a known `item` out of its parent's children (or the roots).
    /// O(log n).
    private mutating func detach(_ item: ItemID) {
        if let parent = parents[item] { children[parent]!.remove(item) } else { roots.remove(item) }
    }

    /// Forgets `item` and its descendants, without recursion (an outline
    /// can be deeper than the stack). O(size of the subtree × log n).
    mutating func removeSubtree(_ item: ItemID) {
        var stack = [item]
        while let next = stack.popLast() {
            if let kids = children.removeValue(forKey: next) { stack.append(contentsOf: kids.elements) }
            order.remove(next)
            levels[next] = nil
            parents[next] = nil
            expanded.remove(next)
        }
    }

    /// The items under `top` (each one and its descendants), depth first,
    /// skipping the children of collapsed items when `onlyVisible`; without
    /// recursion. O(items returned).
    func depthFirst(from top: [ItemID], onlyVisible: Bool) -> [ItemID] {
        var result: [ItemID] = []
        // A stack of sibling lists to finish.
        var stack: [IndexingIterator<[ItemID]>] = [top.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            result.append(item)
            if let kids = children[item], kids.count > 0, !onlyVisible || expanded.contains(item) {
                stack.append(kids.elements.makeIterator())
            }
        }
        return result
    }
}

extension SectionSnapshot: Equatable {
    /// Whether both outlines hold the same items in the same order, under
    /// the same parents, with the same items expanded. O(n).
    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.order == rhs.order && lhs.levels == rhs.levels && lhs.parents == rhs.parents && lhs.expanded == rhs.expanded
    }
}

extension SectionSnapshot: Sendable where ItemID: Sendable {}

/// Throws unless `identifier == identifier`: a section snapshot
/// finds its identifiers again by `==`.
@inlinable
internal func _requireReflexive<ID: Equatable>(_ identifier: ID) throws {
    guard identifier == identifier else { throw SnapshotError.identifierNotEqualToItself(String(describing: identifier)) }
}
