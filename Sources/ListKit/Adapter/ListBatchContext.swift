import Foundation
import ListUpdates

/// The item changes a section controller reports about its own section
/// (IGListKit's `IGListBatchContext`). Indexes are item indexes within the
/// controller's section; the adapter turns them into index paths.
///
/// Inside ``ListCollectionContext/performBatch(animated:updates:completion:)``
/// the changes join one animated update, and indexes follow UIKit's rule:
/// deletes, reloads, reconfigures and move sources count from before the
/// update; inserts and move targets, from after it. Outside a batch each
/// call is applied at once.
///
/// ```swift
/// collectionContext?.performBatch(animated: true, updates: { batch in
///     self.items.remove(at: 0)
///     batch.delete(in: self, at: [0])
/// }, completion: nil)
/// ```
@MainActor
public protocol ListBatchContext: AnyObject {
    /// Items inserted at `indexes` (after the update).
    func insert(in sectionController: SectionController, at indexes: IndexSet)
    /// Items deleted from `indexes` (before the update).
    func delete(in sectionController: SectionController, at indexes: IndexSet)
    /// Items whose cells are rebuilt (indexes before the update).
    func reload(in sectionController: SectionController, at indexes: IndexSet)
    /// Items whose cells are kept and configured again (indexes before the
    /// update), as UIKit's `reconfigureItems(at:)`: the controller's
    /// ``SectionController/cellForItem(at:)`` is asked again, and the
    /// dequeue hands back the item's own cell, without `prepareForReuse()`
    /// and without display events. Cheaper than a reload when the cell's
    /// type does not change.
    ///
    /// In the same update, a reconfigure follows its item: of an item that
    /// is deleted, it is dropped; of an item also reloaded, it becomes that
    /// reload; of an item that moves, the item keeps its cell, moved by the
    /// update's batch and reconfigured where it landed in a batch of its own
    /// right after (UIKit cannot move and reconfigure one item in a batch).
    ///
    /// Complexity: O(indexes) inside an update; outside one, the adapter's
    /// check of the batch against the data (O(sections + the section's
    /// items)) and the view's batch. The default, for batch contexts of an
    /// app's own, reloads the items.
    ///
    /// ```swift
    /// collectionContext?.performBatch(animated: true, updates: { batch in
    ///     self.items[2].isLiked = true
    ///     batch.reconfigure(in: self, at: [2])
    /// }, completion: nil)
    /// ```
    func reconfigure(in sectionController: SectionController, at indexes: IndexSet)
    /// An item moved from `from` (before) to `to` (after).
    func move(in sectionController: SectionController, from: Int, to: Int)
    /// The whole section rebuilt.
    func reload(_ sectionController: SectionController)
    /// The layout of the items at `indexes` measured again.
    func invalidateLayout(in sectionController: SectionController, at indexes: IndexSet)
}

extension ListBatchContext {
    /// Reloads the items: a batch context that cannot keep cells rebuilds
    /// them instead (``ListAdapter`` reconfigures).
    ///
    /// Complexity: that of ``reload(in:at:)``.
    ///
    /// ```swift
    /// batch.reconfigure(in: self, at: [0])  // on a context without reconfigures: a reload
    /// ```
    public func reconfigure(in sectionController: SectionController, at indexes: IndexSet) {
        reload(in: sectionController, at: indexes)
    }
}
