import Foundation

/// A plain pure-Swift rendering of IGListKit's `IGListDiff`, built the way the
/// pure-Swift port of it is built: one class entry per identifier in an
/// `AnyHashable` dictionary, an array used as the stack of old indexes, and
/// record arrays that point at the entries.
///
/// It is the yardstick, not a product: the tests compare ListDiff with it
/// field by field, and the benchmarks show it as the "what you are replacing"
/// row. Keep it obviously correct rather than fast.
///
/// ```swift
/// let reference = ReferenceDiff.diff(old: old, new: new,
///                                    identifier: { AnyHashable($0.id) },
///                                    isUpdated: { $0 != $1 })
/// ```
public enum ReferenceDiff {
    /// What the diff found, in the shapes IGListKit uses.
    public struct Result: Equatable {
        /// New indexes of inserted items.
        public var inserts = IndexSet()
        /// Old indexes of updated items.
        public var updates = IndexSet()
        /// Old indexes of deleted items.
        public var deletes = IndexSet()
        /// Moves as (old index, new index), in emission order.
        public var moves: [Move] = []
        /// The old indexes of updates in emission (new-index) order, as the
        /// index-path flavour of IGListDiff lists them.
        public var updatesInOrder: [Int] = []
        /// Identifier -> last old index.
        public var oldMap: [AnyHashable: Int] = [:]
        /// Identifier -> last new index.
        public var newMap: [AnyHashable: Int] = [:]
        /// The partner of each old element in the new list, nil when deleted.
        public var oldToNew: [Int?] = []
        /// The partner of each new element in the old list, nil when inserted.
        public var newToOld: [Int?] = []

        public static func == (lhs: Result, rhs: Result) -> Bool {
            lhs.inserts == rhs.inserts && lhs.updates == rhs.updates && lhs.deletes == rhs.deletes
                && lhs.moves == rhs.moves && lhs.updatesInOrder == rhs.updatesInOrder
                && lhs.oldMap == rhs.oldMap && lhs.newMap == rhs.newMap
                && lhs.oldToNew == rhs.oldToNew && lhs.newToOld == rhs.newToOld
        }
    }

    /// A move from an old index to a new index.
    public struct Move: Hashable, Sendable {
        /// The old index.
        public var from: Int
        /// The new index.
        public var to: Int
        /// A move from old index `from` to new index `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// The symbol-table entry of one identifier.
    final class Entry {
        var oldCounter = 0
        var newCounter = 0
        /// A stack: the last element is the top. `nil` marks a new occurrence.
        var oldIndexes: [Int?] = []
        var updated = false
    }

    /// Diffs `old` into `new`, pairing elements by `identifier` and calling
    /// `isUpdated(old, new)` for each pair until the identifier is flagged.
    public static func diff<T>(
        old: [T], new: [T], identifier: (T) -> AnyHashable, isUpdated: (T, T) -> Bool
    ) -> Result {
        var result = Result()
        result.oldToNew = Array(repeating: nil, count: old.count)
        result.newToOld = Array(repeating: nil, count: new.count)
        var table: [AnyHashable: Entry] = [:]
        func entry(for key: AnyHashable) -> Entry {
            if let existing = table[key] { return existing }
            let created = Entry()
            table[key] = created
            return created
        }

        // Pass 1: every new element pushes a placeholder.
        let newEntries = new.map { element -> Entry in
            let e = entry(for: identifier(element))
            e.newCounter += 1
            e.oldIndexes.append(nil)
            return e
        }
        // Pass 2: old elements, last to first, push their index.
        for index in old.indices.reversed() {
            let e = entry(for: identifier(old[index]))
            e.oldCounter += 1
            e.oldIndexes.append(index)
        }
        // Pass 3: each new element pops the smallest remaining old index.
        for (index, e) in newEntries.enumerated() where e.oldCounter > 0 && e.newCounter > 0 {
            guard let popped = e.oldIndexes.popLast(), let oldIndex = popped else { continue }
            if !e.updated && isUpdated(old[oldIndex], new[index]) { e.updated = true }
            result.newToOld[index] = oldIndex
            result.oldToNew[oldIndex] = index
        }
        // Pass 4: deletes, counting deletes before each old index.
        var deletesBefore = Array(repeating: 0, count: old.count)
        var running = 0
        for index in old.indices {
            deletesBefore[index] = running
            if result.oldToNew[index] == nil {
                result.deletes.insert(index)
                running += 1
            }
            result.oldMap[identifier(old[index])] = index
        }
        // Pass 5: inserts, updates (at the old index) and moves.
        running = 0
        for index in new.indices {
            if let oldIndex = result.newToOld[index] {
                if newEntries[index].updated {
                    result.updates.insert(oldIndex)
                    result.updatesInOrder.append(oldIndex)
                }
                if oldIndex - deletesBefore[oldIndex] + running != index {
                    result.moves.append(Move(from: oldIndex, to: index))
                }
            } else {
                result.inserts.insert(index)
                running += 1
            }
            result.newMap[identifier(new[index])] = index
        }
        return result
    }

    /// The pure-Swift port's `forBatchUpdates()`, quirks included: moved
    /// updates become delete+insert through the move, the remaining updates
    /// through the last-occurrence maps (which loses updates on duplicated
    /// identifiers).
    public static func portBatchUpdates(_ result: Result) -> Result {
        var batch = result
        for (position, move) in batch.moves.enumerated().reversed() where batch.updates.remove(move.from) != nil {
            batch.moves.remove(at: position)
            batch.deletes.insert(move.from)
            batch.inserts.insert(move.to)
        }
        for (key, oldIndex) in batch.oldMap where batch.updates.contains(oldIndex) {
            if let newIndex = batch.newMap[key] {
                batch.deletes.insert(oldIndex)
                batch.inserts.insert(newIndex)
            }
        }
        batch.updates = IndexSet()
        batch.updatesInOrder = []
        return batch
    }
}
