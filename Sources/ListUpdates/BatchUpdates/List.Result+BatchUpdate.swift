import Foundation
import ListDiff

extension List.Result {
    /// This diff as the item operations of one section of a list view, in the
    /// batch-update form (see ``forBatchUpdates()``): deletes, inserts and
    /// moves, with every update a delete plus an insert.
    ///
    /// ```swift
    /// let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).batchUpdate(inSection: 0)
    /// ```
    ///
    /// Complexity: O(changes).
    public func batchUpdate(inSection section: Int) -> BatchUpdate {
        let safe = forBatchUpdates()
        var batch = BatchUpdate()
        batch.itemDeletes = safe.deletes.map { makeIndexPath(section, $0) }
        batch.itemInserts = safe.inserts.map { makeIndexPath(section, $0) }
        batch.itemMoves = safe.moves.map {
            List.MoveIndexPath(from: makeIndexPath(section, $0.from), to: makeIndexPath(section, $0.to))
        }
        return batch
    }
}
