import Foundation
import ListDiff
import ListUpdates

extension ListElementMap {
    /// The batch that turns a view showing `old` into one showing this
    /// map, where this map came from `old` by change sets read as Texture
    /// reads them (``ListChangeSet/Resolved``), and `moved` holds the
    /// elements those change sets moved. It is worked out from identities
    /// alone, without a diff, because those change sets never reorder
    /// anything they keep in place:
    /// - A section in both maps is the same object. A moved or reloaded
    ///   section is a new one, so the kept sections keep their order, and
    ///   every other section is a delete or an insert.
    /// - In a kept section, an element in both maps that did not move keeps
    ///   its order and its section. An element that moved becomes a move, or
    ///   a plain insert when it came from a section that was not kept. Every
    ///   other element is a delete or an insert.
    ///
    /// UIKit's batch rules accept the result: there are no reloads and no
    /// section moves, and item moves only run between kept sections.
    ///
    /// - Complexity: O(sections + items of the kept sections whose items
    ///   changed), expected: one hash per such item.
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

        // Items of the kept sections whose items changed.
        let changed = kept.filter { !Self.sameItems(old.sections[$0.old].items, sections[$0.new].items) }
        var oldItems: [ObjectIdentifier: IndexPath] = [:]
        oldItems.reserveCapacity(changed.reduce(0) { $0 + old.sections[$1.old].items.count })
        for (s, _) in changed {
            for (i, element) in old.sections[s].items.enumerated() { oldItems[ObjectIdentifier(element)] = makeIndexPath(s, i) }
        }
        for (_, t) in changed {
            for (i, element) in sections[t].items.enumerated() {
                let id = ObjectIdentifier(element), to = makeIndexPath(t, i)
                guard let from = oldItems.removeValue(forKey: id) else {
                    batch.itemInserts.append(to)
                    continue
                }
                if moved.contains(id) { batch.itemMoves.append(List.MoveIndexPath(from: from, to: to)) }
            }
        }
        batch.itemDeletes = oldItems.values.sorted()
        return batch
    }

    /// Whether two item arrays are the same storage (so hold the same
    /// elements). O(1).
    private static func sameItems(_ a: [ListElement], _ b: [ListElement]) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { a.baseAddress == $0.baseAddress } }
    }
}
