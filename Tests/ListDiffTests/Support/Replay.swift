import Foundation
import ListDiff

/// Applies a batch as a collection view does: deletes and move sources leave,
/// inserts and move targets take their new slots, and every other old element
/// keeps its order in the remaining slots. Inserted slots take the new
/// element. Returns nil when the batch is inconsistent (counts that do not add
/// up, an index out of range or used twice).
func replay<T>(
    old: [T], new: [T], deletes: IndexSet, inserts: IndexSet, moves: [List.MoveIndex]
) -> [T]? {
    guard old.count + inserts.count - deletes.count == new.count else { return nil }
    var slots = [T?](repeating: nil, count: new.count)
    var leaving = deletes
    for index in inserts {
        guard index < new.count, slots[index] == nil else { return nil }
        slots[index] = new[index]
    }
    for move in moves {
        guard move.from < old.count, move.to < new.count, slots[move.to] == nil,
            !leaving.contains(move.from)
        else { return nil }
        leaving.insert(move.from)
        slots[move.to] = old[move.from]
    }
    var rest = old.indices.lazy.filter { !leaving.contains($0) }.makeIterator()
    for index in slots.indices where slots[index] == nil {
        guard let next = rest.next() else { return nil }
        slots[index] = old[next]
    }
    guard rest.next() == nil else { return nil }
    return slots.map { $0! }
}
