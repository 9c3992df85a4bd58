import Foundation
import ListUpdates

/// The item changes a section controller reports about its own section
/// (IGListKit's `IGListBatchContext`). Indexes are item indexes within the
/// controller's section; the adapter turns them into index paths.
///
/// Inside ``ListCollectionContext/performBatch(animated:updates:completion:)``
/// the changes join one animated update, and indexes follow UIKit's rule:
/// deletes, reloads and move sources count from before the update; inserts
/// and move targets, from after it. Outside a batch each call is applied at
/// once.
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
    /// An item moved from `from` (before) to `to` (after).
    func move(in sectionController: SectionController, from: Int, to: Int)
    /// The whole section rebuilt.
    func reload(_ sectionController: SectionController)
    /// The layout of the items at `indexes` measured again.
    func invalidateLayout(in sectionController: SectionController, at indexes: IndexSet)
}
