import Foundation
import FuzzSupport
import ListUpdates

/// A batch made from a change it means: old sections of items, and the new
/// sections built by deleting, reloading, moving and inserting sections,
/// and deleting, reloading, reconfiguring, moving and inserting items,
/// anywhere (also inside moved, deleted and inserted sections, which UIKit
/// mishandles and `sanitized()` must repair). `new` is what the batch
/// means, a reloaded item staying where it lands (as
/// `BatchUpdate.itemReloads` documents it; UIKit itself rebuilds the same
/// index path numbers, which `sanitized()` turns into that); `rebuilt` the items it reloads (their cells must be rebuilt) and
/// `reconfigured` those it reconfigures (updated or rebuilt).
struct Intent {
    var old: [[Int]] = []
    var new: [[Int]] = []
    var batch = BatchUpdate()
    var rebuilt = Set<Int>()
    var reconfigured = Set<Int>()

    /// An entry of a new section: where it comes from.
    enum Entry { case fresh(Int), stay(Int, Int), moved(Int, Int) }
    enum NewSection { case inserted, old(Int) }

    init(_ input: inout FuzzInput) {
        var nextID = 10_000
        func freshID() -> Int { nextID += 1; return nextID }
        old = (0..<input.int(6)).map { s in (0..<input.int(6)).map { s * 100 + $0 } }
        // Sections: each old one kept, deleted (0) or reloaded (1); some moved.
        var deleted = Set<Int>(), reloaded = Set<Int>(), moved: [Int] = []
        var order: [NewSection] = []
        for s in old.indices {
            switch input.int(7) {
            case 0: deleted.insert(s)
            case 1: reloaded.insert(s); fallthrough
            default: if input.int(4) == 0 { moved.append(s) } else { order.append(.old(s)) }
            }
        }
        for _ in 0..<input.int(3) { order.insert(.inserted, at: input.int(order.count + 1)) }
        for s in moved { order.insert(.old(s), at: input.int(order.count + 1)) }
        var landing = [Int: Int]()
        for (t, section) in order.enumerated() {
            switch section {
            case .inserted: batch.sectionInserts.insert(t)
            case let .old(s):
                landing[s] = t
                if moved.contains(s) { batch.sectionMoves.append(.init(from: s, to: t)) }
            }
        }
        batch.sectionDeletes = IndexSet(deleted)
        batch.sectionReloads = IndexSet(reloaded)

        // Items.
        var entries: [[Entry]] = order.map { section in
            switch section {
            case .inserted: return (0..<input.int(4)).map { _ in .fresh(freshID()) }
            case let .old(s) where reloaded.contains(s): return (0..<input.int(4)).map { _ in .fresh(freshID()) }
            case let .old(s): return old[s].indices.map { .stay(s, $0) }
            }
        }
        var movers: [(Int, Int)] = []
        for s in old.indices {
            let replaced = deleted.contains(s) || reloaded.contains(s)
            for i in old[s].indices.reversed() {
                let path = IndexPath(indexes: [s, i])
                switch input.int(9) {
                case 0: // delete
                    if !replaced { entries[landing[s]!].removeAll { if case .stay(s, i) = $0 { return true }; return false } }
                    batch.itemDeletes.append(path)
                case 1: // move, sometimes reloaded too
                    if !replaced { entries[landing[s]!].removeAll { if case .stay(s, i) = $0 { return true }; return false } }
                    movers.append((s, i))
                    if input.int(3) == 0 && !replaced {
                        batch.itemReloads.append(path)
                        rebuilt.insert(old[s][i])
                    }
                case 2: // reload: the item stays, rebuilt where it lands (BatchUpdate.itemReloads)
                    batch.itemReloads.append(path)
                    if !replaced { rebuilt.insert(old[s][i]) }
                case 3:
                    if !replaced {
                        batch.itemReconfigures.append(path)
                        reconfigured.insert(old[s][i])
                    }
                default: break
                }
            }
        }
        guard !entries.isEmpty else { movers.forEach { batch.itemDeletes.append(IndexPath(indexes: [$0.0, $0.1])) }; finish(entries); return }
        for (s, i) in movers {
            let t = input.int(entries.count)
            entries[t].insert(.moved(s, i), at: input.int(entries[t].count + 1))
        }
        for _ in 0..<input.int(5) {
            let t = input.int(entries.count)
            entries[t].insert(.fresh(freshID()), at: input.int(entries[t].count + 1))
        }
        // Ops naming new index paths.
        for (t, list) in entries.enumerated() {
            let freshSection = batch.sectionInserts.contains(t) || reloaded.contains { landing[$0] == t }
            for (j, entry) in list.enumerated() {
                let path = IndexPath(indexes: [t, j])
                switch entry {
                case .fresh: if !freshSection || input.int(4) == 0 { batch.itemInserts.append(path) }
                case let .moved(s, i): batch.itemMoves.append(.init(from: IndexPath(indexes: [s, i]), to: path))
                case .stay: break
                }
            }
        }
        finish(entries)
    }

    mutating func finish(_ entries: [[Entry]]) {
        new = entries.map { list in
            list.map { entry in
                switch entry {
                case let .fresh(id): return id
                case let .stay(s, i), let .moved(s, i): return old[s][i]
                }
            }
        }
    }
}
