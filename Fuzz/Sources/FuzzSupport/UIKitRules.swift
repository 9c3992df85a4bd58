import Foundation
import ListUpdates

/// UICollectionView's batch rules, written for the fuzzers from
/// shared/reference/iglistkit-behaviour.md §4 ("UICollectionView
/// performBatchUpdates rules"), sharing no code with the library or its
/// tests. Deletes, reloads, reconfigures and move sources name indexes
/// before the batch; inserts and move targets, after it.
public enum UIKitRules {
    /// The rules `batch` breaks on a view showing sections of `old` item
    /// counts whose data source then reports `new` (empty: UIKit accepts it).
    public static func violations(of batch: BatchUpdate, before old: [Int], after new: [Int]) -> [String] {
        var found: [String] = []
        let allPaths = batch.itemDeletes + batch.itemInserts + batch.itemReloads + batch.itemReconfigures
            + batch.itemMoves.flatMap { [$0.from, $0.to] }
        if let bad = allPaths.first(where: { $0.count != 2 }) { return ["malformed index path \(bad)"] }
        if old.contains(where: { $0 < 0 }) || new.contains(where: { $0 < 0 }) { return ["negative item count"] }

        // Sections: ranges, count, collisions.
        let deletes = Array(batch.sectionDeletes), inserts = Array(batch.sectionInserts)
        let reloads = Array(batch.sectionReloads)
        let movedFrom = batch.sectionMoves.map(\.from), movedTo = batch.sectionMoves.map(\.to)
        for s in deletes + reloads + movedFrom where !(0..<old.count).contains(s) {
            found.append("section \(s) out of range before the update (\(old.count) sections)")
        }
        for s in inserts + movedTo where !(0..<new.count).contains(s) {
            found.append("section \(s) out of range after the update (\(new.count) sections)")
        }
        guard found.isEmpty else { return found }
        if new.count != old.count + inserts.count - deletes.count {
            found.append("invalid number of sections: \(new.count) != \(old.count) + \(inserts.count) - \(deletes.count)")
        }
        if Set(movedFrom).count != movedFrom.count { found.append("two section moves from one section") }
        if Set(movedTo).count != movedTo.count { found.append("two section moves to one section") }
        if !Set(deletes).isDisjoint(with: movedFrom) { found.append("a section deleted and moved") }
        if !Set(inserts).isDisjoint(with: movedTo) { found.append("a section inserted and moved to") }
        if !Set(deletes).isDisjoint(with: reloads) { found.append("a section deleted and reloaded") }
        if !Set(reloads).isDisjoint(with: movedFrom) { found.append("a section reloaded and moved") }
        if !reloads.isEmpty && !(deletes.isEmpty && inserts.isEmpty && movedFrom.isEmpty) {
            found.append("a section reload beside section inserts, deletes or moves (IGListKit #690)")
        }
        guard found.isEmpty, let landing = landing(of: batch, oldCount: old.count, newCount: new.count) else {
            return found.isEmpty ? ["the sections do not fit"] : found
        }
        let replaced = Set(deletes).union(reloads)  // old sections whose items all go
        let fresh = Set(inserts).union(reloads.map { landing[$0]! })  // new sections all from the data source
        let sectionMovedFrom = Set(movedFrom), sectionMovedTo = Set(movedTo)

        // Items: ranges, and nothing inside a moved section.
        func before(_ path: IndexPath, _ what: String) {
            guard (0..<old.count).contains(path[0]), (0..<old[path[0]]).contains(path[1]) else {
                return found.append("\(what) \(path) out of range before the update")
            }
            if sectionMovedFrom.contains(path[0]) { found.append("\(what) \(path) inside a moved section") }
        }
        func after(_ path: IndexPath, _ what: String) {
            guard (0..<new.count).contains(path[0]), (0..<new[path[0]]).contains(path[1]) else {
                return found.append("\(what) \(path) out of range after the update")
            }
            if sectionMovedTo.contains(path[0]) { found.append("\(what) \(path) inside a moved section") }
        }
        batch.itemDeletes.forEach { before($0, "delete") }
        batch.itemReloads.forEach { before($0, "reload") }
        batch.itemReconfigures.forEach { before($0, "reconfigure") }
        batch.itemMoves.forEach { before($0.from, "move from") }
        batch.itemInserts.forEach { after($0, "insert") }
        batch.itemMoves.forEach { after($0.to, "move to") }
        guard found.isEmpty else { return found }

        for move in batch.itemMoves {
            if replaced.contains(move.from[0]) { found.append("move \(move) out of a deleted or reloaded section") }
            if fresh.contains(move.to[0]) { found.append("move \(move) into an inserted or reloaded section") }
        }
        // Collisions (in replaced and fresh sections item operations are moot).
        let itemDeletes = batch.itemDeletes.filter { !replaced.contains($0[0]) }
        let itemReloads = batch.itemReloads.filter { !replaced.contains($0[0]) }
        let reconfigures = batch.itemReconfigures.filter { !replaced.contains($0[0]) }
        let itemInserts = batch.itemInserts.filter { !fresh.contains($0[0]) }
        let sources = batch.itemMoves.map(\.from), targets = batch.itemMoves.map(\.to)
        if Set(batch.itemDeletes).count != batch.itemDeletes.count { found.append("an index path deleted twice (corrupts UIKit)") }
        if Set(itemReloads).count != itemReloads.count { found.append("an index path reloaded twice (a double delete)") }
        if Set(sources).count != sources.count { found.append("two item moves from one index path") }
        if Set(targets).count != targets.count { found.append("two item moves to one index path") }
        if !Set(itemDeletes).isDisjoint(with: sources) { found.append("a delete and a move from the same index path") }
        if !Set(itemDeletes).isDisjoint(with: itemReloads) { found.append("a delete and a reload of the same index path") }
        if !Set(itemReloads).isDisjoint(with: sources) { found.append("a reload and a move of the same index path") }
        if !Set(itemInserts).isDisjoint(with: targets) { found.append("an insert and a move to the same index path") }
        for path in itemReloads {
            // UIKit rebuilds a reloaded item at the same index path numbers after the update.
            if landing[path[0]] != path[0] {
                found.append("reload \(path) in a section that lands at \(landing[path[0]]!)")
            } else if path[1] >= new[path[0]] {
                found.append("reload \(path): no such index path after the update")
            }
        }
        if !Set(itemReloads).isDisjoint(with: itemInserts + targets) { found.append("a reload rebuilt where an item arrives") }
        if !Set(reconfigures).isDisjoint(with: itemDeletes + itemReloads + sources) {
            found.append("a reconfigure of an item that leaves")
        }
        guard found.isEmpty else { return found }

        // Item counts of each section that exists on both sides.
        for s in 0..<old.count where !replaced.contains(s) {
            let t = landing[s]!
            let out = itemDeletes.filter { $0[0] == s }.count + sources.filter { $0[0] == s }.count
            let into = itemInserts.filter { $0[0] == t }.count + targets.filter { $0[0] == t }.count
            if new[t] != old[s] - out + into {
                found.append("invalid number of items in section \(s) -> \(t): \(new[t]) != \(old[s]) - \(out) + \(into)")
            }
        }
        return found
    }

    /// Where each old section lands (nil: deleted): a moved one at its
    /// target, the others in their order in the slots that inserts and move
    /// targets leave free. Nil when they do not fit.
    public static func landing(of batch: BatchUpdate, oldCount: Int, newCount: Int) -> [Int?]? {
        var landing = [Int?](repeating: nil, count: oldCount)
        var taken = Set(batch.sectionInserts)
        for move in batch.sectionMoves where (0..<oldCount).contains(move.from) {
            landing[move.from] = move.to
            taken.insert(move.to)
        }
        var slot = 0
        for s in 0..<oldCount where !batch.sectionDeletes.contains(s) && landing[s] == nil {
            while taken.contains(slot) { slot += 1 }
            guard slot < newCount else { return nil }
            landing[s] = slot
            slot += 1
        }
        return landing
    }

    /// Item counts after `batch` that satisfy the count rules, with
    /// `freshCount` items in inserted and reloaded sections (nil when none do).
    public static func countsAfter(_ batch: BatchUpdate, before old: [Int], freshCount: () -> Int) -> [Int]? {
        let newCount = old.count + batch.sectionInserts.count - batch.sectionDeletes.count
        guard newCount >= 0, batch.sectionMoves.allSatisfy({ (0..<old.count).contains($0.from) }),
              let landing = landing(of: batch, oldCount: old.count, newCount: newCount) else { return nil }
        var counts = [Int](repeating: -1, count: newCount)
        for t in batch.sectionInserts where t >= 0 && t < newCount { counts[t] = freshCount() }
        for s in 0..<old.count {
            guard let t = landing[s], t >= 0, t < newCount else { continue }
            if batch.sectionReloads.contains(s) { counts[t] = freshCount(); continue }
            let two = { (p: IndexPath) in p.count == 2 }
            let out = batch.itemDeletes.filter { two($0) && $0[0] == s }.count
                + batch.itemMoves.filter { two($0.from) && $0.from[0] == s }.count
            let into = batch.itemInserts.filter { two($0) && $0[0] == t }.count
                + batch.itemMoves.filter { two($0.to) && $0.to[0] == t }.count
            counts[t] = old[s] - out + into
        }
        return counts.allSatisfy { $0 >= 0 } ? counts : nil
    }
}
