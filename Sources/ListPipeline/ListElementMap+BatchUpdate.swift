import Foundation
import ListDiff
import ListUpdates

extension ListElementMap {
    /// The batch that turns a view showing `old` into one showing this
    /// map, where this map came from `old` by change sets read as Texture
    /// reads them (``ListDataController/ChangeSet/Resolved``), and `moved` holds the
    /// elements those change sets moved. It is read off the two maps
    /// without a diff, because those change sets never reorder anything
    /// they keep in place:
    /// - A section in both maps is the same object. A moved or reloaded
    ///   section is a new one, so the kept sections keep their order, and
    ///   every other section is a delete or an insert.
    /// - An element made since `old` (`ListElement.serial`) is an insert.
    /// - An element that moved is a move when it went from one kept section
    ///   to another. Otherwise it is an insert where it is now, or a delete
    ///   where it was.
    /// - Every other element of a kept section keeps its order and its
    ///   section. A walk of the two sections' items side by side finds it,
    ///   and the old items it passes on the way are deletes.
    ///
    /// UIKit's batch rules accept the result: there are no reloads and no
    /// section moves, and item moves only run between kept sections.
    ///
    /// - Complexity: O(sections + items of the kept sections whose items
    ///   changed), with a hash only per moved element.
    func batch(from old: ListElementMap, moved: Set<ObjectIdentifier>) -> BatchUpdate {
        var batch = BatchUpdate()
        var oldSections: [ObjectIdentifier: Int] = [:]
        oldSections.reserveCapacity(old.sections.count)
        for (s, section) in old.sections.enumerated() { oldSections[ObjectIdentifier(section.identity)] = s }
        var kept: [(old: Int, new: Int)] = []
        for (t, section) in sections.enumerated() {
            if let s = oldSections.removeValue(forKey: ObjectIdentifier(section.identity)) {
                kept.append((s, t))
            } else {
                batch.sectionInserts.insert(t)
            }
        }
        for s in oldSections.values { batch.sectionDeletes.insert(s) }

        // Moved elements: where they were in a kept section, where they are.
        var movedFrom: [ObjectIdentifier: IndexPath] = [:], movedTo: [(ObjectIdentifier, IndexPath)] = []
        func passed(_ element: ListElement, _ s: Int, _ i: Int) {
            let id = ObjectIdentifier(element)
            if !moved.isEmpty && moved.contains(id) {
                movedFrom[id] = makeIndexPath(s, i)
            } else {
                batch.itemDeletes.append(makeIndexPath(s, i))
            }
        }
        for (s, t) in kept {
            let before = old.sections[s].items, after = sections[t].items
            guard !Self.sameItems(before, after) else { continue }
            var i = 0
            for (j, element) in after.enumerated() {
                if element.serial >= old.madeBefore {
                    batch.itemInserts.append(makeIndexPath(t, j))
                } else if !moved.isEmpty && moved.contains(ObjectIdentifier(element)) {
                    movedTo.append((ObjectIdentifier(element), makeIndexPath(t, j)))
                } else {
                    while i < before.count && before[i] !== element {
                        passed(before[i], s, i)
                        i += 1
                    }
                    i += 1
                }
            }
            while i < before.count {
                passed(before[i], s, i)
                i += 1
            }
        }
        for (id, to) in movedTo {
            if let from = movedFrom.removeValue(forKey: id) {
                batch.itemMoves.append(List.MoveIndexPath(from: from, to: to))
            } else {
                batch.itemInserts.append(to)
            }
        }
        batch.itemDeletes += movedFrom.values
        return batch
    }

    /// Whether two item arrays are the same storage (so hold the same
    /// elements). O(1).
    private static func sameItems(_ a: [ListElement], _ b: [ListElement]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
    }
}
