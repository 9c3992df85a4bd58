extension List {
    /// A move of the item at old index `from` to new index `to`.
    ///
    /// ```swift
    /// let move = List.MoveIndex(from: 3, to: 0)
    /// print(move) // 3->0
    /// ```
    public struct MoveIndex: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The index in the old list.
        public let from: Int
        /// The index in the new list.
        public let to: Int

        /// Creates a move from old index `from` to new index `to`.
        @inlinable
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }

        /// `from->to`.
        public var description: String { "\(from)->\(to)" }
    }
}
