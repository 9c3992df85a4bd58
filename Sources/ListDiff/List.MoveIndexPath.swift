import Foundation

extension List {
    /// A move of the item at index path `from` (old section) to index path
    /// `to` (new section), as produced by the index-path diff.
    ///
    /// ```swift
    /// let move = List.MoveIndexPath(from: IndexPath(indexes: [0, 3]),
    ///                               to: IndexPath(indexes: [1, 0]))
    /// print(move) // [0, 3]->[1, 0]
    /// ```
    public struct MoveIndexPath: Hashable, Sendable, CustomStringConvertible {
        /// The index path in the old list.
        public let from: IndexPath
        /// The index path in the new list.
        public let to: IndexPath

        /// Creates a move between two index paths.
        @inlinable
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }

        /// `[section, item]->[section, item]`.
        public var description: String { "\(from)->\(to)" }
    }
}
