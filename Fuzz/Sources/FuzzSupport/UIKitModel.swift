import Foundation
import ListUpdates

/// A cell of the model view: the identity it shows, and whether the batch
/// rebuilt it (inserted or reloaded: it shows the data source's identity)
/// or reconfigured it in place.
public struct ModelCell: Equatable, CustomStringConvertible {
    public var id: Int
    public var rebuilt = false
    public var reconfigured = false
    public init(id: Int, rebuilt: Bool = false) {
        self.id = id
        self.rebuilt = rebuilt
    }
    public var description: String { "\(id)\(rebuilt ? "*" : "")\(reconfigured ? "~" : "")" }
}

/// UIKit's batch semantics, plainly, for a batch that satisfies
/// ``UIKitRules``: deleted sections go, inserted and reloaded ones show the
/// data source; in a section that exists on both sides, deleted, reloaded
/// and moved-out items leave, inserts and reload targets show the data
/// source's item at their index, moved-in items keep their cell at their
/// target, and the other items keep their order in the free slots.
public enum UIKitModel {
    /// The view after `batch`, or nil for what the model does not decide
    /// (an index path inserted twice, which UIKit counts twice).
    public static func apply(_ batch: BatchUpdate, to old: [[ModelCell]], dataSource new: [[Int]]) -> [[ModelCell]]? {
        guard Set(batch.itemInserts).count == batch.itemInserts.count,
              let landing = UIKitRules.landing(of: batch, oldCount: old.count, newCount: new.count) else { return nil }
        var result = new.map { $0.map { ModelCell(id: $0, rebuilt: true) } }
        let replaced = batch.sectionDeletes.union(batch.sectionReloads)
        let reconfigured = Set(batch.itemReconfigures)
        for s in old.indices where !replaced.contains(s) {
            let t = landing[s]!
            var leaving = Set<Int>()
            for path in batch.itemDeletes + batch.itemReloads + batch.itemMoves.map(\.from) where path[0] == s {
                leaving.insert(path[1])
            }
            var slots = [ModelCell?](repeating: nil, count: new[t].count)
            let rebuiltHere = batch.itemReloads.filter { $0[0] == s }.map { IndexPath(indexes: [t, $0[1]]) }
            for path in batch.itemInserts.filter({ $0[0] == t }) + rebuiltHere {
                slots[path[1]] = ModelCell(id: new[t][path[1]], rebuilt: true)
            }
            for move in batch.itemMoves where move.to[0] == t { slots[move.to[1]] = old[move.from[0]][move.from[1]] }
            var staying = old[s].indices.filter { !leaving.contains($0) }.makeIterator()
            for slot in slots.indices where slots[slot] == nil {
                let index = staying.next()!
                var cell = old[s][index]
                if reconfigured.contains(IndexPath(indexes: [s, index])) { cell.reconfigured = true }
                slots[slot] = cell
            }
            result[t] = slots.map { $0! }
        }
        return result
    }

    /// Cells that nothing rebuilt or reconfigured yet.
    public static func settled(_ ids: [[Int]]) -> [[ModelCell]] { ids.map { $0.map { ModelCell(id: $0) } } }
}
