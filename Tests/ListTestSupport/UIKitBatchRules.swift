import Foundation
import ListUpdates

/// UICollectionView's batch-update rules, written down plainly and
/// independently of `ListViewSimulator`, as the oracle of the randomized
/// tests. Each rule cites where it comes from, in brackets: UIKit's
/// exception message, Apple's documentation or IGListKit's comments:
///
/// - U1 index paths are (section, item) [a malformed path raises].
/// - U2 deletes, reloads and move sources use indexes before the update;
///   inserts and move targets, after it [Apple: deletes are processed before
///   inserts, relative to the state before the batch]. Reconfigures are
///   taken to use indexes before it, like reloads: an assumption, Apple's
///   `reconfigureItems(at:)` page says nothing about batches.
/// - U3 every index is in range on its side ["attempt to delete item X from
///   section S which only contains N items before the update", …].
/// - U4 sections: after == before + inserted - deleted ["invalid number of
///   sections"]; a section may not be deleted and moved, inserted and moved
///   to, deleted and reloaded, reloaded and moved; no two moves share a
///   source or a target.
/// - U5 items, per section that exists on both sides (followed through its
///   move; not deleted, inserted or reloaded): after == before + inserted -
///   deleted + moved in - moved out ["invalid number of items in section"].
///   A reload counts as a delete plus an insert where the section lands.
/// - U6 an index path may not be deleted and moved from, inserted and moved
///   to, deleted and reloaded, reloaded and moved ["attempt to perform a
///   delete and a move from the same index path", …]; deleted twice, in any
///   section [corrupts UIKit's state]; moved from or to twice.
/// - U7 no item moves out of a deleted section or into an inserted one; a
///   reloaded section counts as both (UIKit reloads it as a delete plus an
///   insert; IGListKit issue #690).
/// - U9 UIKit turns an item reload into a delete plus an insert at the same
///   index path numbers (IGListAdapter's comment), so a reload in a section
///   that lands at another index rebuilds an item of another section, or
///   raises when that section is inserted; and the index path must exist
///   after the update too. Likewise a section reload is a delete plus an
///   insert at the same section number, which goes wrong beside section
///   inserts, deletes or moves even when they name other sections (IGListKit
///   issue #690: "move 2 to 4, reload 3, delete 4, insert 2" raised "attempt
///   to perform an insert and a move to the same section"); IGListKit never
///   sends a section reload inside a batch.
/// - U8 no item operation inside a section that the batch moves: an insert
///   corrupts UIKit's memory, a delete animates twice and leaves a stale
///   cell, moves are mishandled (IGListKit's rules 3-5); nothing documents
///   reloads or reconfigures there as safe.
///
/// UIKit accepts an index path inserted twice and counts it twice (IGListKit
/// issue #651); so does this oracle.
public enum UIKitBatchRules {
    /// The rules `batch` breaks when a view showing sections of `old` item
    /// counts applies it and its data source then reports `new`.
    public static func violations(of batch: BatchUpdate, old: [Int], new: [Int]) -> [String] {
        var found: [String] = []
        func fail(_ rule: String, _ detail: String) { found.append("\(rule): \(detail)") }

        // U1
        let allPaths = batch.itemDeletes + batch.itemInserts + batch.itemReloads + batch.itemReconfigures
            + batch.itemMoves.flatMap { [$0.from, $0.to] }
        if let bad = allPaths.first(where: { $0.count != 2 }) {
            fail("U1", "malformed \(bad)")
            return found
        }

        // U3 and U4 for sections.
        let deleted = Set(batch.sectionDeletes), inserted = Set(batch.sectionInserts)
        let reloaded = Set(batch.sectionReloads)
        for s in deleted.union(reloaded).union(batch.sectionMoves.map(\.from)) where !(0..<old.count).contains(s) {
            fail("U3", "section \(s) before")
        }
        for s in inserted.union(batch.sectionMoves.map(\.to)) where !(0..<new.count).contains(s) {
            fail("U3", "section \(s) after")
        }
        if new.count != old.count + inserted.count - deleted.count { fail("U4", "section count") }
        let movedFrom = batch.sectionMoves.map(\.from), movedTo = batch.sectionMoves.map(\.to)
        if Set(movedFrom).count != movedFrom.count || Set(movedTo).count != movedTo.count { fail("U4", "section moved twice") }
        if !deleted.isDisjoint(with: movedFrom) { fail("U4", "section deleted and moved") }
        if !inserted.isDisjoint(with: movedTo) { fail("U4", "section inserted and moved to") }
        if !deleted.isDisjoint(with: reloaded) { fail("U4", "section deleted and reloaded") }
        if !reloaded.isDisjoint(with: movedFrom) { fail("U4", "section reloaded and moved") }
        guard found.isEmpty else { return found }

        guard let landing = landing(of: batch, oldCount: old.count, newCount: new.count) else {
            fail("U4", "sections do not fit")
            return found
        }
        let replaced = deleted.union(reloaded)  // old sections whose items all go

        // U3 for items, U8.
        func checkOld(_ path: IndexPath, _ what: String) {
            guard (0..<old.count).contains(path[0]), (0..<old[path[0]]).contains(path[1]) else {
                return fail("U3", "\(what) \(path) before")
            }
            if movedFrom.contains(path[0]) { fail("U8", "\(what) \(path) in a moved section") }
        }
        func checkNew(_ path: IndexPath, _ what: String) {
            guard (0..<new.count).contains(path[0]), (0..<new[path[0]]).contains(path[1]) else {
                return fail("U3", "\(what) \(path) after")
            }
            if movedTo.contains(path[0]) { fail("U8", "\(what) \(path) in a moved section") }
        }
        batch.itemDeletes.forEach { checkOld($0, "delete") }
        batch.itemReloads.forEach { checkOld($0, "reload") }
        batch.itemReconfigures.forEach { checkOld($0, "reconfigure") }
        batch.itemInserts.forEach { checkNew($0, "insert") }
        for move in batch.itemMoves {
            checkOld(move.from, "move from")
            checkNew(move.to, "move to")
        }
        guard found.isEmpty else { return found }

        // U7 (a reloaded section is a deleted one before and an inserted one after)
        let freshAfter = inserted.union(reloaded.map { landing[$0]! })
        for move in batch.itemMoves {
            if replaced.contains(move.from[0]) { fail("U7", "move out of deleted or reloaded section \(move.from[0])") }
            if freshAfter.contains(move.to[0]) { fail("U7", "move into inserted or reloaded section \(move.to[0])") }
        }

        // U6
        let deletes = batch.itemDeletes.filter { !replaced.contains($0[0]) }
        let reloads = batch.itemReloads.filter { !replaced.contains($0[0]) }
        let moveSources = batch.itemMoves.map(\.from), moveTargets = batch.itemMoves.map(\.to)
        if Set(batch.itemDeletes).count != batch.itemDeletes.count { fail("U6", "item deleted twice") }
        if Set(moveSources).count != moveSources.count || Set(moveTargets).count != moveTargets.count {
            fail("U6", "item moved twice")
        }
        let leaving = [Set(deletes), Set(reloads), Set(moveSources)]
        for i in 0..<3 { for j in (i + 1)..<3 where !leaving[i].isDisjoint(with: leaving[j]) { fail("U6", "one item leaves twice") } }
        if !Set(batch.itemInserts).isDisjoint(with: moveTargets) { fail("U6", "insert and move to one place") }
        if !reloaded.isEmpty && !(deleted.isEmpty && inserted.isEmpty && movedFrom.isEmpty) {
            fail("U9", "section reload beside other section changes")
        }
        for path in reloads {
            if landing[path[0]] != path[0] { fail("U9", "reload \(path) in a section that moves to \(landing[path[0]]!)") }
            else if path[1] >= new[path[0]] { fail("U9", "reload \(path): no such item after the update") }
        }
        let reloadTargets = reloads.map { IndexPath(indexes: [landing[$0[0]]!, $0[1]]) }
        if !Set(reloadTargets).isDisjoint(with: moveTargets) || !Set(reloadTargets).isDisjoint(with: batch.itemInserts) {
            fail("U6", "a reload lands where an item arrives")
        }
        if !Set(batch.itemReconfigures.filter { !replaced.contains($0[0]) }).isDisjoint(with: leaving[0].union(leaving[1]).union(leaving[2])) {
            fail("U6", "reconfigure of an item that leaves")
        }
        guard found.isEmpty else { return found }

        // U5
        for s in 0..<old.count where !replaced.contains(s) {
            let t = landing[s]!
            let out = deletes.filter { $0[0] == s }.count + moveSources.filter { $0[0] == s }.count
            let into = batch.itemInserts.filter { $0[0] == t }.count + moveTargets.filter { $0[0] == t }.count
            if new[t] != old[s] - out + into { fail("U5", "items in section \(s) -> \(t)") }
        }
        return found
    }

    /// The counts a data source must report after `batch` for U4 and U5 to
    /// hold, with `freshCount` items in each inserted or reloaded section;
    /// nil where no counts can (a negative count, an index out of range).
    public static func countsAfter(_ batch: BatchUpdate, old: [Int], freshCount: () -> Int) -> [Int]? {
        let deleted = Set(batch.sectionDeletes), inserted = Set(batch.sectionInserts)
        let newCount = old.count + inserted.count - deleted.count
        guard newCount >= 0,
              deleted.union(batch.sectionReloads).union(batch.sectionMoves.map(\.from)).allSatisfy({ (0..<old.count).contains($0) }),
              inserted.union(batch.sectionMoves.map(\.to)).allSatisfy({ (0..<newCount).contains($0) }),
              Set(batch.sectionMoves.map(\.to)).count == batch.sectionMoves.count
        else { return nil }
        guard let landing = landing(of: batch, oldCount: old.count, newCount: newCount) else { return nil }
        var counts = [Int](repeating: -1, count: newCount)
        for t in inserted { counts[t] = freshCount() }
        for s in 0..<old.count {
            guard let t = landing[s] else { continue }
            if batch.sectionReloads.contains(s) {
                counts[t] = freshCount()
                continue
            }
            let out = batch.itemDeletes.filter { $0.count == 2 && $0[0] == s }.count
                + batch.itemMoves.filter { $0.from.count == 2 && $0.from[0] == s }.count
            let into = batch.itemInserts.filter { $0.count == 2 && $0[0] == t }.count
                + batch.itemMoves.filter { $0.to.count == 2 && $0.to[0] == t }.count
            counts[t] = old[s] - out + into
        }
        return counts.allSatisfy { $0 >= 0 } ? counts : nil
    }

    /// Where each old section lands (nil: deleted): a moved one at its
    /// target, the others in order in the slots that inserts and move
    /// targets leave free. Nil when they do not fit in `newCount` sections.
    public static func landing(of batch: BatchUpdate, oldCount: Int, newCount: Int) -> [Int?]? {
        var landing = [Int?](repeating: nil, count: oldCount)
        for move in batch.sectionMoves { landing[move.from] = move.to }
        var taken = Set(batch.sectionInserts).union(batch.sectionMoves.map(\.to))
        var slot = 0
        for s in 0..<oldCount where !batch.sectionDeletes.contains(s) && landing[s] == nil {
            while taken.contains(slot) { slot += 1 }
            guard slot < newCount else { return nil }
            landing[s] = slot
            taken.insert(slot)
        }
        return landing
    }
}
