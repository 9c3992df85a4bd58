import ListDiff

/// A node of a ``RankedList``: links by slot, the size of its subtree and
/// its heap priority (20 bytes). `size` counts the elements of the
/// chunks in its subtree.
@usableFromInline
internal struct _RankedNode: Sendable {
    @usableFromInline var left: Int32
    @usableFromInline var right: Int32
    @usableFromInline var parent: Int32
    @usableFromInline var size: Int32
    @usableFromInline var priority: UInt32

    @inlinable
    init(priority: UInt32) {
        left = -1
        right = -1
        parent = -1
        size = 1
        self.priority = priority
    }
}

/// Where every ranked list's priorities start: a secret drawn once per
/// process from the system's random source. Whoever knows the priorities
/// can choose where elements go so that the chunks line up in one path (each
/// new chunk right after the one whose priority is just above its own), and
/// every operation then walks all of them: with the fixed start the lists
/// had, 512,000 elements inserted so took 20 times as long as at random
/// places. Fixed (0x5EED) under `SWIFT_DETERMINISTIC_HASHING`, for
/// reproducible runs, as Swift's `Hasher` does.
@usableFromInline
internal let _rankedListSeed = processSecret(deterministic: 0x5EED)

/// A sequence of unique elements that answers "where is this element" and
/// takes insertions and removals anywhere in O(log n): the order of a
/// ``SectionSnapshot``'s items, and the stand-ins on which ListKit replays
/// the item changes of many update blocks.
///
/// The elements sit in chunks of at most `maxChunk` (short arrays, in order),
/// and the chunks are the nodes of an implicit treap: a binary tree ordered by
/// position and heap-ordered by random priorities, so its depth is O(log n)
/// expected whatever is inserted where. Each node knows how many elements its
/// subtree holds, so a chunk's position is found on the way down, and an
/// element's position is the elements to its left on the way up (parent
/// links) plus its offset in its chunk. A dictionary maps each element to its
/// chunk. Chunks rather than one node per element because reading a section
/// in order (`elements`, asked on every diff) then copies arrays instead of
/// visiting a node per element.
///
/// Nodes live in flat arrays (value semantics by copy-on-write); a node that
/// leaves the tree takes the last slot's node, so the arrays stay dense, and
/// no chunk is ever empty. Priorities come from a generator started from a
/// per-process secret, not from the elements, so no choice of identifiers or
/// of where they go can unbalance the tree.
///
/// Complexity (n elements, m inserted; expected over the priorities, the
/// chunk size a constant): `count` O(1); `firstIndex(of:)` and `remove`
/// O(log n); `insert(contentsOf:at:)` O(m + log n); `elements` O(n).
@usableFromInline
package struct RankedList<Element: Hashable> {
    /// Chunks hold at most this many elements; a run of inserted elements
    /// is cut into chunks of half of it.
    @inlinable internal static var maxChunk: Int { 64 }

    @usableFromInline internal var nodes: [_RankedNode] = []
    /// chunks[i] holds the elements of nodes[i], in order; never empty.
    @usableFromInline internal var chunks: [[Element]] = []
    @usableFromInline internal var nodeOf: [Element: Int32] = [:]
    @usableFromInline internal var root: Int32 = -1
    /// SplitMix64 state for node priorities, from a secret start (see
    /// ``_rankedListSeed``); the shapes never depend on the elements.
    @usableFromInline internal var state: UInt64 = _rankedListSeed
    /// An empty list.
    @inlinable
    package init() {}

    @inlinable
    package var count: Int { nodeOf.count }

    /// The elements in order. O(n).
    @inlinable
    package var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(nodeOf.count)
        var stack: [Int32] = []
        var node = root
        while node >= 0 || !stack.isEmpty {
            while node >= 0 {
                stack.append(node)
                node = nodes[Int(node)].left
            }
            let top = stack.removeLast()
            result.append(contentsOf: chunks[Int(top)])
            node = nodes[Int(top)].right
        }
        return result
    }

    /// The last element. O(log n).
    @inlinable
    internal var last: Element? {
        var node = root
        guard node >= 0 else { return nil }
        while nodes[Int(node)].right >= 0 { node = nodes[Int(node)].right }
        return chunks[Int(node)].last
    }

    /// The element at position `index` (0..<count). O(log n).
    @inlinable
    package func element(at index: Int) -> Element {
        var node = root, rest = Int32(index)
        while true {
            let left = nodes[Int(node)].left, leftSize = size(left), own = Int32(chunks[Int(node)].count)
            if rest < leftSize {
                node = left
            } else if rest < leftSize + own {
                return chunks[Int(node)][Int(rest - leftSize)]
            } else {
                rest -= leftSize + own
                node = nodes[Int(node)].right
            }
        }
    }

    /// The position of `element`, or nil. O(log n).
    @inlinable
    internal func firstIndex(of element: Element) -> Int? {
        guard let node = nodeOf[element] else { return nil }
        return elementsBefore(node) + chunks[Int(node)].firstIndex(of: element)!
    }

    /// Inserts `elements`, none of which may be in the list (nor twice in
    /// `elements`), before position `index` (0...count).
    /// O(m + log n).
    @inlinable
    package mutating func insert(contentsOf elements: [Element], at index: Int) {
        guard !elements.isEmpty else { return }
        precondition(nodeOf.count + elements.count < Int(Int32.max), "more than 2^31 - 1 elements")
        guard root >= 0 else {
            setRoot(build(elements))
            return
        }
        let (node, offset) = locate(index)
        if chunks[Int(node)].count + elements.count <= Self.maxChunk {
            chunks[Int(node)].insert(contentsOf: elements, at: offset)
            for element in elements { nodeOf[element] = node }
            addToPath(node, Int32(elements.count))
            return
        }
        // The chunk overflows: its elements from `offset` on join the new
        // ones in fresh chunks, right after it.
        let tail = Array(chunks[Int(node)][offset...])
        chunks[Int(node)].removeSubrange(offset...)
        addToPath(node, -Int32(tail.count))
        let boundary = elementsBefore(node) + offset
        if offset == 0 { removeEmpty(node) }
        let added = build(elements + tail)
        let (before, after) = split(root, Int32(boundary))
        setRoot(merge(merge(before, added), after))
    }

    /// Removes `element` if present. O(log n).
    @inlinable
    package mutating func remove(_ element: Element) {
        guard let node = nodeOf.removeValue(forKey: element) else { return }
        chunks[Int(node)].remove(at: chunks[Int(node)].firstIndex(of: element)!)
        addToPath(node, -1)
        if chunks[Int(node)].isEmpty { removeEmpty(node) }
    }

    // MARK: Tree operations

    /// The number of elements under `node`.
    @inlinable
    internal func size(_ node: Int32) -> Int32 { node < 0 ? 0 : nodes[Int(node)].size }

    @inlinable
    internal mutating func refresh(_ node: Int32) {
        let n = nodes[Int(node)]
        nodes[Int(node)].size = Int32(chunks[Int(node)].count) + size(n.left) + size(n.right)
    }

    @inlinable
    internal mutating func setRoot(_ node: Int32) {
        root = node
        if node >= 0 { nodes[Int(node)].parent = -1 }
    }

    /// Adds `delta` to the size of `node` and of every ancestor.
    @inlinable
    internal mutating func addToPath(_ node: Int32, _ delta: Int32) {
        var current = node
        while current >= 0 {
            nodes[Int(current)].size += delta
            current = nodes[Int(current)].parent
        }
    }

    /// The chunk holding position `index` and the offset in it; the end of
    /// the list is the end of the last chunk. The tree is not empty.
    @inlinable
    internal func locate(_ index: Int) -> (Int32, Int) {
        var node = root, rest = Int32(index)
        while true {
            let left = nodes[Int(node)].left, leftSize = size(left), own = Int32(chunks[Int(node)].count)
            if rest < leftSize {
                node = left
            } else if rest <= leftSize + own || nodes[Int(node)].right < 0 {
                return (node, Int(rest - leftSize))
            } else {
                rest -= leftSize + own
                node = nodes[Int(node)].right
            }
        }
    }

    /// The number of elements in the chunks before `node`: its left subtree,
    /// plus, for each ancestor it hangs right of, that ancestor's chunk and
    /// left subtree.
    @inlinable
    internal func elementsBefore(_ node: Int32) -> Int {
        var count = size(nodes[Int(node)].left)
        var child = node, parent = nodes[Int(node)].parent
        while parent >= 0 {
            if nodes[Int(parent)].right == child {
                count += size(nodes[Int(parent)].left) + Int32(chunks[Int(parent)].count)
            }
            child = parent
            parent = nodes[Int(parent)].parent
        }
        return Int(count)
    }

    /// Splits the tree under `node` into the chunks holding its first `count`
    /// elements and the rest; `count` falls between two chunks. The parent
    /// links of the two roots returned are left to the caller.
    @inlinable
    internal mutating func split(_ node: Int32, _ count: Int32) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let left = nodes[Int(node)].left, right = nodes[Int(node)].right
        let leftSize = size(left)
        if count <= leftSize {
            let (a, b) = split(left, count)
            nodes[Int(node)].left = b
            if b >= 0 { nodes[Int(b)].parent = node }
            refresh(node)
            return (a, node)
        } else {
            let (a, b) = split(right, count - leftSize - Int32(chunks[Int(node)].count))
            nodes[Int(node)].right = a
            if a >= 0 { nodes[Int(a)].parent = node }
            refresh(node)
            return (node, b)
        }
    }

    /// Joins two trees, every chunk of `a` before every chunk of `b`.
    @inlinable
    internal mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[Int(a)].priority > nodes[Int(b)].priority {
            let joined = merge(nodes[Int(a)].right, b)
            nodes[Int(a)].right = joined
            nodes[Int(joined)].parent = a
            refresh(a)
            return a
        } else {
            let joined = merge(a, nodes[Int(b)].left)
            nodes[Int(b)].left = joined
            nodes[Int(joined)].parent = b
            refresh(b)
            return b
        }
    }

    @inlinable
    internal mutating func nextPriority() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: z ^ (z >> 31))
    }

    /// A detached tree of new chunks holding `elements`, in O(m): chunks of
    /// half the maximum (room to grow) are appended in order while their
    /// right spine is kept on a stack (a Cartesian tree by priority); a
    /// node's size is final when it leaves the spine.
    @inlinable
    internal mutating func build(_ elements: [Element]) -> Int32 {
        let step = Self.maxChunk / 2
        var spine: [Int32] = []
        var start = 0
        while start < elements.count {
            let end = Swift.min(start + step, elements.count)
            let node = Int32(nodes.count)
            nodes.append(_RankedNode(priority: nextPriority()))
            chunks.append(Array(elements[start..<end]))
            for element in elements[start..<end] { nodeOf[element] = node }
            start = end
            var popped: Int32 = -1
            while let top = spine.last, nodes[Int(top)].priority < nodes[Int(node)].priority {
                spine.removeLast()
                refresh(top)
                popped = top
            }
            nodes[Int(node)].left = popped
            if popped >= 0 { nodes[Int(popped)].parent = node }
            if let top = spine.last {
                nodes[Int(top)].right = node
                nodes[Int(node)].parent = top
            }
            spine.append(node)
        }
        let builtRoot = spine.first ?? -1
        while let top = spine.popLast() { refresh(top) }
        return builtRoot
    }

    /// Takes an emptied chunk out of the tree (its children take its place;
    /// no size changes) and frees its slot.
    @inlinable
    internal mutating func removeEmpty(_ node: Int32) {
        let n = nodes[Int(node)]
        let joined = merge(n.left, n.right)
        if joined >= 0 { nodes[Int(joined)].parent = n.parent }
        if n.parent < 0 {
            root = joined
        } else if nodes[Int(n.parent)].left == node {
            nodes[Int(n.parent)].left = joined
        } else {
            nodes[Int(n.parent)].right = joined
        }
        release(node)
    }

    /// Frees the slot of a node that is out of the tree: the last slot's node
    /// moves into it, and the links and dictionary entries follow.
    @inlinable
    internal mutating func release(_ node: Int32) {
        let last = Int32(nodes.count - 1)
        if node != last {
            let moved = nodes[Int(last)]
            nodes[Int(node)] = moved
            chunks.swapAt(Int(node), Int(last))
            for element in chunks[Int(node)] { nodeOf[element] = node }
            if moved.left >= 0 { nodes[Int(moved.left)].parent = node }
            if moved.right >= 0 { nodes[Int(moved.right)].parent = node }
            if moved.parent >= 0 {
                if nodes[Int(moved.parent)].left == last {
                    nodes[Int(moved.parent)].left = node
                } else {
                    nodes[Int(moved.parent)].right = node
                }
            }
            if root == last { root = node }
        }
        nodes.removeLast()
        chunks.removeLast()
    }
}

extension RankedList: Equatable {
    /// Equal when the elements are, in the same order.
    @inlinable
    package static func == (lhs: RankedList, rhs: RankedList) -> Bool {
        lhs.count == rhs.count && lhs.elements == rhs.elements
    }
}

extension RankedList: Sendable where Element: Sendable {}
