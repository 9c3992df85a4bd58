import Foundation

extension List {
    /// The changes that turn an old list into a new one (IGListKit's
    /// `IGListIndexSetResult`).
    ///
    /// - `deletes`: old indexes of items that are gone.
    /// - `inserts`: new indexes of items that are new.
    /// - `updates`: **old** indexes of items whose identifier is kept but whose
    ///   contents changed. With duplicated identifiers, one changed pair flags
    ///   every pair with that identifier, as in IGListKit.
    /// - `moves`: Heckel's moves, in ascending `to` order; a move can have
    ///   `from == to` when inserts and deletes around it shift it.
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: ["a", "b", "c"].map(Tag.init),
    ///                           newArray: ["c", "a", "d"].map(Tag.init))
    /// // deletes [1], inserts [2], moves [2->0, 0->1]
    /// ```
    ///
    /// `Sendable`: the identifiers kept for ``oldMap``/``newMap`` are only read.
    public struct Result: Sendable, Equatable, CustomStringConvertible {
        /// New indexes of inserted items, ascending.
        public var inserts: IndexSet
        /// Old indexes of updated items.
        public var updates: IndexSet
        /// Old indexes of deleted items, ascending.
        public var deletes: IndexSet
        /// Moved items, in ascending order of their new index.
        public var moves: [MoveIndex]
        /// Each update as its pair, old index -> new index, in the order the
        /// diff found them; lets ``forBatchUpdates()`` convert every update
        /// exactly, duplicates included.
        internal var updatePairs: [MoveIndex]
        internal var identifiers: _IdentifierIndex

        internal init(
            inserts: IndexSet, updates: IndexSet, deletes: IndexSet, moves: [MoveIndex],
            updatePairs: [MoveIndex], identifiers: _IdentifierIndex
        ) {
            self.inserts = inserts
            self.updates = updates
            self.deletes = deletes
            self.moves = moves
            self.updatePairs = updatePairs
            self.identifiers = identifiers
        }

        /// Identifier -> old index; the last index of a duplicated identifier.
        /// Built on first use: O(n) once.
        public var oldMap: [AnyHashable: Int] {
            get { identifiers.old }
            set { identifiers = FixedIdentifierIndex(old: newValue, new: identifiers.new) }
        }

        /// Identifier -> new index; the last index of a duplicated identifier.
        /// Built on first use: O(n) once.
        public var newMap: [AnyHashable: Int] {
            get { identifiers.new }
            set { identifiers = FixedIdentifierIndex(old: identifiers.old, new: newValue) }
        }

        /// Whether anything changed.
        public var hasChanges: Bool { changeCount > 0 }

        /// `inserts + deletes + updates + moves` counts; an item that is both
        /// updated and moved counts twice, as in IGListKit.
        public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

        /// Whether `old.count + inserts - deletes == new.count`.
        public func validate<Old: Collection, New: Collection>(_ oldArray: Old, _ newArray: New) -> Bool {
            oldArray.count + inserts.count - deletes.count == newArray.count
        }

        /// The old index of an identifier (the last one if duplicated), or nil.
        /// O(1) expected, after O(n) once to build ``oldMap``.
        public func oldIndexFor(identifier: AnyHashable) -> Int? { oldMap[identifier] }

        /// The new index of an identifier (the last one if duplicated), or nil.
        /// O(1) expected, after O(n) once to build ``newMap``.
        public func newIndexFor(identifier: AnyHashable) -> Int? { newMap[identifier] }

        /// Two results are equal when they hold the same changes and the same
        /// maps. O(n + changes), building the maps not built yet.
        public static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
                && lhs.moves == rhs.moves && lhs.updatePairs == rhs.updatePairs
                && lhs.oldMap == rhs.oldMap && lhs.newMap == rhs.newMap
        }

        /// `inserts [..], deletes [..], updates [..], moves [from->to, ..]`,
        /// listing at most 16 of each.
        public var description: String {
            "inserts \(abbreviatedList(inserts)), deletes \(abbreviatedList(deletes)), updates \(abbreviatedList(updates)), moves \(abbreviatedList(moves))"
        }
    }
}

extension List.Result {
    /// The same changes in a form a collection view accepts in one batch
    /// update: every update becomes a delete of its old index plus an insert
    /// of its new index, and a moved-and-updated item loses its move.
    ///
    /// Unlike IGListKit's `resultForBatchUpdates` and the pure-Swift port, each
    /// update is converted through its own old/new pair, not through the
    /// last-occurrence identifier maps, so duplicated identifiers never lose an
    /// update or unbalance the counts: `old.count + inserts - deletes ==
    /// new.count` always holds, and replaying the batch yields the new list.
    /// Without duplicates the output is the same as the original's.
    ///
    /// ```swift
    /// // old [k:1] -> new [k:2, k:3], one identifier `k`: an update and an insert
    /// let batch = List.diffing(oldArray: old, newArray: new).forBatchUpdates()
    /// // deletes [0], inserts [0, 1], no updates: 1 - 1 + 2 == 2 items
    /// ```
    ///
    /// An index put into `updates` by hand has no pair: it is converted
    /// through ``oldMap`` and ``newMap``, as the original does (through the
    /// first identifier the old map lists at that index), and dropped when
    /// they give it no new index in `0..<Int.max`. Such a batch balances only
    /// if the maps and indexes given by hand are consistent.
    ///
    /// Complexity: O(u + m) set operations for u updates and m moves, plus
    /// O(n) once for the maps when an index was put into `updates` by hand.
    public func forBatchUpdates() -> List.Result {
        let pairs = updatePartners()
        guard !pairs.isEmpty else {
            var result = self
            result.updates = IndexSet()
            return result
        }
        var result = self
        // Built in bulk: inserting k scattered indexes one by one into an
        // IndexSet costs O(k) each on Linux.
        result.deletes = indexSet(sorted: (Array(deletes) + pairs.map(\.from)).sorted())
        result.inserts = indexSet(sorted: (Array(inserts) + pairs.map(\.to)).sorted())
        let converted = Set(pairs.map(\.from))
        result.moves.removeAll { converted.contains($0.from) }
        result.updates = IndexSet()
        result.updatePairs = []
        return result
    }

    /// Each update as old index -> new index: through the pair the diff found,
    /// or, for an index put into `updates` by hand, through the maps as the
    /// original does (dropped when its identifier is not in the new list, or
    /// its new index is negative or `Int.max`, which no `IndexSet` holds).
    internal func updatePartners() -> [List.MoveIndex] {
        let pairs = Dictionary(updatePairs.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        var byHand: [Int: Int]?  // made once, for the first index put in by hand
        return updates.compactMap { old in
            if let new = pairs[old] { return List.MoveIndex(from: old, to: new) }
            if byHand == nil { byHand = mapPartners() }
            return byHand![old].map { List.MoveIndex(from: old, to: $0) }
        }
    }

    /// Old index -> new index through the maps: for each old index, the
    /// first identifier the old map lists there and its index in the new
    /// map, when that is a valid index.
    ///
    /// Complexity: O(n), once, where a search of the old map per update cost
    /// O(n) each (quadratic for a whole list updated by hand).
    private func mapPartners() -> [Int: Int] {
        let newMap = self.newMap
        var seen = Set<Int>(), partners: [Int: Int] = [:]
        for (identifier, old) in oldMap where seen.insert(old).inserted {
            if let new = newMap[identifier], new >= 0 && new < Int.max { partners[old] = new }
        }
        return partners
    }
}

/// `[a, b, …]` with at most `limit` elements and a count of the rest.
package func abbreviatedList<C: Collection>(_ items: C, limit: Int = 16) -> String {
    var text = items.prefix(limit).map { "\($0)" }.joined(separator: ", ")
    if items.count > limit { text += ", … (\(items.count - limit) more)" }
    return "[\(text)]"
}
