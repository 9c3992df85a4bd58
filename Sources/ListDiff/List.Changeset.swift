extension List {
    /// A self-contained description of how to turn an old list into a new
    /// one: which old indexes go, which elements come in, which kept elements
    /// change contents, and which move. It carries only the inserted and
    /// updated elements, so a client holding the old list can apply it to its
    /// own copy, e.g. to sync a list between processes (it is `Codable` when
    /// the elements are).
    ///
    /// ```swift
    /// let changeset = try List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
    ///     .changeset(from: old, to: new)
    /// let data = try JSONEncoder().encode(changeset)
    /// // elsewhere, holding `old`:
    /// let copy = try JSONDecoder().decode(List.Changeset<Message>.self, from: data).applied(to: old)
    /// ```
    public struct Changeset<Element> {
        /// An element that enters the list at `index` (new list).
        public struct Insertion {
            /// The new index.
            public var index: Int
            /// The element that enters.
            public var element: Element
            /// An insertion of `element` at new index `index`.
            public init(index: Int, element: Element) {
                self.index = index
                self.element = element
            }
        }

        /// A kept element whose contents change: old index `from`, new index
        /// `to`, new contents `element`.
        public struct Update {
            /// The old index.
            public var from: Int
            /// The new index.
            public var to: Int
            /// The new contents.
            public var element: Element
            /// An update of old index `from`, landing at `to` with `element`.
            public init(from: Int, to: Int, element: Element) {
                self.from = from
                self.to = to
                self.element = element
            }
        }

        /// The number of elements the old list must have.
        public var oldCount: Int
        /// The number of elements of the new list.
        public var newCount: Int
        /// Old indexes that leave.
        public var deletes: [Int]
        /// Elements that enter, at their new index.
        public var inserts: [Insertion]
        /// Kept elements with new contents.
        public var updates: [Update]
        /// Kept elements that move (their contents come from `updates` when
        /// they are updated too).
        public var moves: [MoveIndex]

        /// Creates a changeset; ``applied(to:)`` checks that it is consistent.
        public init(
            oldCount: Int, newCount: Int, deletes: [Int], inserts: [Insertion], updates: [Update], moves: [MoveIndex]
        ) {
            self.oldCount = oldCount
            self.newCount = newCount
            self.deletes = deletes
            self.inserts = inserts
            self.updates = updates
            self.moves = moves
        }

        /// The new list: `old` with the changes applied. Deletes and move
        /// sources leave, inserts and move targets take their slots, every
        /// other old element keeps its order in the remaining slots, and
        /// updated elements take their new contents.
        ///
        /// ```swift
        /// let changeset = try List.diffing(oldArray: [1, 2], newArray: [2], identifiedBy: { $0 })
        ///     .changeset(from: [1, 2], to: [2])
        /// try changeset.applied(to: [1, 2])  // [2]
        /// try changeset.applied(to: [1])     // throws: the changeset applies to 2 elements, not 1
        /// ```
        ///
        /// - Throws: ``List/ChangesetError`` when `old` has the wrong count or
        ///   the changeset is inconsistent (an index out of range or used
        ///   twice, counts that do not add up, an update that does not land
        ///   where its element does). Nothing is trapped.
        ///
        /// Complexity: O(old + new + updates), plus a dictionary of updates.
        public func applied(to old: [Element]) throws -> [Element] {
            guard old.count == oldCount else { throw ChangesetError.oldCountMismatch(expected: oldCount, actual: old.count) }
            guard oldCount - deletes.count + inserts.count == newCount, newCount >= 0 else {
                throw ChangesetError.countsDoNotAddUp(
                    oldCount: oldCount, deletes: deletes.count, inserts: inserts.count, newCount: newCount)
            }
            func check(_ index: Int, _ field: ChangesetError.Field, within count: Int) throws {
                guard index >= 0 && index < count else { throw ChangesetError.indexOutOfRange(field, index: index, count: count) }
            }
            var leaving = [Bool](repeating: false, count: oldCount)
            func leave(_ index: Int, _ field: ChangesetError.Field) throws {
                try check(index, field, within: oldCount)
                guard !leaving[index] else { throw ChangesetError.indexUsedTwice(field, index: index) }
                leaving[index] = true
            }
            var slots = [Element?](repeating: nil, count: newCount)
            func place(_ element: Element, at index: Int, _ field: ChangesetError.Field) throws {
                try check(index, field, within: newCount)
                guard slots[index] == nil else { throw ChangesetError.indexUsedTwice(field, index: index) }
                slots[index] = element
            }

            for index in deletes { try leave(index, .delete) }
            var updated: [Int: Update] = [:]
            for update in updates {
                try check(update.from, .updateFrom, within: oldCount)
                try check(update.to, .updateTo, within: newCount)
                guard !leaving[update.from] else { throw ChangesetError.updateOfDeletedElement(oldIndex: update.from) }
                guard updated.updateValue(update, forKey: update.from) == nil else {
                    throw ChangesetError.indexUsedTwice(.updateFrom, index: update.from)
                }
            }
            func contents(ofOld index: Int, landingAt slot: Int) throws -> Element {
                guard let update = updated[index] else { return old[index] }
                guard update.to == slot else {
                    throw ChangesetError.updateAtWrongPosition(oldIndex: index, expected: slot, actual: update.to)
                }
                return update.element
            }
            for insertion in inserts { try place(insertion.element, at: insertion.index, .insert) }
            for move in moves {
                try leave(move.from, .moveFrom)
                try check(move.to, .moveTo, within: newCount)
                try place(contents(ofOld: move.from, landingAt: move.to), at: move.to, .moveTo)
            }
            // The counts add up, and every leaving index and filled slot was
            // counted once: the staying elements fill the free slots exactly.
            var next = 0
            for slot in slots.indices where slots[slot] == nil {
                while leaving[next] { next += 1 }
                slots[slot] = try contents(ofOld: next, landingAt: slot)
                next += 1
            }
            return slots.map { $0! }
        }
    }

    /// Why a changeset could not be applied.
    public enum ChangesetError: Error, Hashable, Sendable, CustomStringConvertible {
        /// Which list of the changeset an index came from.
        public enum Field: String, Sendable, Hashable {
            /// ``List/Changeset/deletes``.
            case delete
            /// ``List/Changeset/inserts``.
            case insert
            /// The old indexes of ``List/Changeset/updates``.
            case updateFrom = "update from"
            /// The new indexes of ``List/Changeset/updates``.
            case updateTo = "update to"
            /// The old indexes of ``List/Changeset/moves``.
            case moveFrom = "move from"
            /// The new indexes of ``List/Changeset/moves``.
            case moveTo = "move to"
        }
        /// The list the changeset was applied to has the wrong number of elements.
        case oldCountMismatch(expected: Int, actual: Int)
        /// `oldCount - deletes + inserts != newCount`, or a negative count.
        case countsDoNotAddUp(oldCount: Int, deletes: Int, inserts: Int, newCount: Int)
        /// An index outside its list.
        case indexOutOfRange(Field, index: Int, count: Int)
        /// An old index that leaves twice, or a new slot filled twice.
        case indexUsedTwice(Field, index: Int)
        /// An update of an element the changeset deletes.
        case updateOfDeletedElement(oldIndex: Int)
        /// An update whose new index is not where its element lands.
        case updateAtWrongPosition(oldIndex: Int, expected: Int, actual: Int)

        /// The error in one line, with its indexes and counts.
        public var description: String {
            switch self {
            case let .oldCountMismatch(expected, actual):
                return "the changeset applies to \(expected) elements, not \(actual)"
            case let .countsDoNotAddUp(oldCount, deletes, inserts, newCount):
                return "\(oldCount) - \(deletes) deletes + \(inserts) inserts != \(newCount) elements"
            case let .indexOutOfRange(field, index, count):
                return "\(field.rawValue) index \(index) is outside 0..<\(count)"
            case let .indexUsedTwice(field, index):
                return "\(field.rawValue) index \(index) is used twice"
            case let .updateOfDeletedElement(oldIndex):
                return "old index \(oldIndex) is both updated and deleted"
            case let .updateAtWrongPosition(oldIndex, expected, actual):
                return "the update of old index \(oldIndex) says new index \(actual), but the element lands at \(expected)"
            }
        }
    }
}

extension List.Changeset: Sendable where Element: Sendable {}
extension List.Changeset: Equatable where Element: Equatable {}
extension List.Changeset: Codable where Element: Codable {}
extension List.Changeset.Insertion: Sendable where Element: Sendable {}
extension List.Changeset.Insertion: Equatable where Element: Equatable {}
extension List.Changeset.Insertion: Codable where Element: Codable {}
extension List.Changeset.Update: Sendable where Element: Sendable {}
extension List.Changeset.Update: Equatable where Element: Equatable {}
extension List.Changeset.Update: Codable where Element: Codable {}

extension List.Result {
    /// This diff as a ``List/Changeset`` that carries the inserted and updated
    /// elements of `new`, for a client that holds `old`.
    ///
    /// - Throws: ``List/ChangesetError/indexOutOfRange(_:index:count:)`` when
    ///   the lists do not fit this result (it was computed from other lists).
    ///
    /// Complexity: O(changes).
    public func changeset<T>(from old: [T], to new: [T]) throws -> List.Changeset<T> {
        func check(_ index: Int, _ field: List.ChangesetError.Field, within count: Int) throws -> Int {
            guard index >= 0 && index < count else { throw List.ChangesetError.indexOutOfRange(field, index: index, count: count) }
            return index
        }
        return List.Changeset(
            oldCount: old.count,
            newCount: new.count,
            deletes: try deletes.map { try check($0, .delete, within: old.count) },
            inserts: try inserts.map { .init(index: $0, element: new[try check($0, .insert, within: new.count)]) },
            updates: try updatePartners().map { pair in
                .init(from: try check(pair.from, .updateFrom, within: old.count), to: pair.to,
                      element: new[try check(pair.to, .updateTo, within: new.count)])
            },
            moves: moves
        )
    }

    /// `old` with this diff applied, taking inserted and updated elements
    /// from `new`: the replay check "applying the result to the old list
    /// yields the new one", usable on your own copy of the data.
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: old, newArray: new, moves: .minimal)
    /// try result.applied(to: old, takingFrom: new) == new  // true
    /// ```
    ///
    /// - Throws: ``List/ChangesetError`` when the lists do not fit this result.
    ///
    /// Complexity: O(old + new + changes).
    public func applied<T>(to old: [T], takingFrom new: [T]) throws -> [T] {
        try changeset(from: old, to: new).applied(to: old)
    }
}
