extension List {
    /// The changes between two lists of identifiers that are the items
    /// themselves, as plain arrays: what a snapshot's sectioned diff reads
    /// for each section, without the index sets and maps of a ``Result``.
    @usableFromInline
    package struct IdentifierChanges: Sendable {
        /// Old indexes of deleted identifiers, ascending.
        @usableFromInline package var deletes: [Int]
        /// New indexes of inserted identifiers, ascending.
        @usableFromInline package var inserts: [Int]
        /// Moved identifiers, in ascending order of their new index.
        @usableFromInline package var moves: [MoveIndex]

        @inlinable
        package init(deletes: [Int], inserts: [Int], moves: [MoveIndex]) {
            self.deletes = deletes
            self.inserts = inserts
            self.moves = moves
        }
    }

    /// ``diffing(identifiers:_:moves:)``, as plain arrays: the same deletes,
    /// inserts and moves, with no update (a kept identifier is its item).
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    package static func changes<ID: Hashable>(identifiers oldIDs: [ID], _ newIDs: [ID], moves: MoveStrategy) -> IdentifierChanges {
        _coreDiff(oldIDs: oldIDs, newIDs: newIDs, stringKeys: nil, check: .never, moves: moves) { $0.identifierChanges() }
    }
}

extension _CoreDiff {
    /// The flat result as plain arrays, updates left out.
    @usableFromInline
    func identifierChanges() -> List.IdentifierChanges {
        List.IdentifierChanges(
            deletes: deletes.map { Int($0) }, inserts: inserts.map { Int($0) },
            moves: moves.map { List.MoveIndex(from: Int($0.from), to: Int($0.to)) })
    }
}
