import Foundation

extension List {
    /// A diff expressed in index paths (IGListKit's `IGListIndexPathResult`):
    /// deletes and updates in `fromSection`, inserts in `toSection`, moves
    /// between the two. Made by ``List/Result/indexPaths(fromSection:toSection:)``
    /// or ``List/diffingPaths(fromSection:toSection:oldArray:newArray:moves:)``.
    ///
    /// As in IGListKit, deletes are in old order, inserts, updates and moves in
    /// new order; updates carry the OLD index path.
    ///
    /// ```swift
    /// let paths = List.diffingPaths(fromSection: 0, toSection: 1, oldArray: old, newArray: new)
    /// paths.inserts // [[1, 0], [1, 4]] for old [b, c, d], new [a, b, c, d, e]
    /// ```
    public struct IndexPathResult: Sendable, Equatable, CustomStringConvertible {
        /// The section of the old list.
        public let fromSection: Int
        /// The section of the new list.
        public let toSection: Int
        internal let flat: Result

        internal init(flat: Result, fromSection: Int, toSection: Int) {
            self.flat = flat
            self.fromSection = fromSection
            self.toSection = toSection
        }

        /// Inserted items, `(toSection, new index)`, ascending. O(inserts).
        public var inserts: [IndexPath] { flat.inserts.map { makeIndexPath(toSection, $0) } }
        /// Deleted items, `(fromSection, old index)`, ascending. O(deletes).
        public var deletes: [IndexPath] { flat.deletes.map { makeIndexPath(fromSection, $0) } }
        /// Updated items, `(fromSection, old index)`, in ascending order of
        /// their new index (indexes added to a result's `updates` by hand last).
        /// O(u log u) for u updates.
        public var updates: [IndexPath] {
            let paired = flat.updatePairs.map(\.from).filter { flat.updates.contains($0) }
            let byHand = flat.updates.subtracting(indexSet(sorted: paired.sorted()))
            return (paired + byHand).map { makeIndexPath(fromSection, $0) }
        }
        /// Moved items, in ascending order of their new index. O(moves).
        public var moves: [MoveIndexPath] {
            flat.moves.map {
                MoveIndexPath(from: makeIndexPath(fromSection, $0.from), to: makeIndexPath(toSection, $0.to))
            }
        }

        /// Whether anything changed.
        public var hasChanges: Bool { flat.hasChanges }
        /// The sum of the four counts (an updated and moved item counts twice).
        public var changeCount: Int { flat.changeCount }

        /// `(fromSection, last old index)` of an identifier, or nil. O(1)
        /// expected, after O(n) once to build ``List/Result/oldMap``.
        public func oldIndexPathFor(identifier: AnyHashable) -> IndexPath? {
            flat.oldIndexFor(identifier: identifier).map { makeIndexPath(fromSection, $0) }
        }

        /// `(toSection, last new index)` of an identifier, or nil. O(1)
        /// expected, after O(n) once to build ``List/Result/newMap``.
        public func newIndexPathFor(identifier: AnyHashable) -> IndexPath? {
            flat.newIndexFor(identifier: identifier).map { makeIndexPath(toSection, $0) }
        }

        /// The batch-update form (see ``List/Result/forBatchUpdates()``): no
        /// updates, every update a delete plus an insert, deletes and inserts
        /// sorted ascending (IGListKit returns them unordered).
        ///
        /// Complexity: that of ``List/Result/forBatchUpdates()``.
        public func forBatchUpdates() -> IndexPathResult {
            IndexPathResult(flat: flat.forBatchUpdates(), fromSection: fromSection, toSection: toSection)
        }

        /// Lists the changes with their index paths, at most 16 of each.
        public var description: String {
            "inserts \(abbreviatedList(inserts)), deletes \(abbreviatedList(deletes)), updates \(abbreviatedList(updates)), moves \(abbreviatedList(moves))"
        }
    }
}

extension List.Result {
    /// The same diff in index paths: old indexes in `fromSection`, new ones in
    /// `toSection` (IGListKit's `IGListDiffPaths`).
    ///
    /// ```swift
    /// let paths = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
    ///     .indexPaths(fromSection: 2, toSection: 2)
    /// ```
    ///
    /// Complexity: O(1); the index paths are made when read.
    public func indexPaths(fromSection: Int, toSection: Int) -> List.IndexPathResult {
        List.IndexPathResult(flat: self, fromSection: fromSection, toSection: toSection)
    }
}

extension List {
    /// Diffs two lists of ``Diffable`` elements into index paths (IGListKit's
    /// `IGListDiffPaths`); see ``List/diffing(oldArray:newArray:moves:)-5zeep``.
    ///
    /// ```swift
    /// let paths = List.diffingPaths(fromSection: 0, toSection: 0, oldArray: old, newArray: new)
    /// ```
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    public static func diffingPaths<T: Diffable & Equatable>(
        fromSection: Int, toSection: Int, oldArray: [T], newArray: [T], moves: MoveStrategy = .heckel
    ) -> IndexPathResult {
        diffing(oldArray: oldArray, newArray: newArray, moves: moves)
            .indexPaths(fromSection: fromSection, toSection: toSection)
    }
}
