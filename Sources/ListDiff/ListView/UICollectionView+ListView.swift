#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionView {
    /// Applies a batch in one `performBatchUpdates`: `updateData` switches
    /// the data source to the new data inside the block, as UIKit requires,
    /// then every operation of `batch` is issued. Pass a batch from
    /// ``Snapshot/batchUpdate(from:moves:)``, ``List/Result/batchUpdate(inSection:)``
    /// or ``BatchUpdate/sanitized()``, which the headless ``ListViewSimulator``
    /// checks the same way in tests.
    ///
    /// ```swift
    /// let batch = newSnapshot.batchUpdate(from: shownSnapshot)
    /// collectionView.apply(batch, updateData: { shownSnapshot = newSnapshot })
    /// ```
    @MainActor
    public func apply(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)? = nil) {
        // performBatchUpdates runs its block before it returns.
        withoutActuallyEscaping(updateData) { updateData in
            apply(batch, escapingUpdateData: updateData, completion: completion)
        }
    }

    @MainActor
    private func apply(_ batch: BatchUpdate, escapingUpdateData updateData: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates({
            updateData()
            deleteSections(batch.sectionDeletes)
            insertSections(batch.sectionInserts)
            for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
            if !batch.sectionReloads.isEmpty { reloadSections(batch.sectionReloads) }
            deleteItems(at: batch.itemDeletes)
            insertItems(at: batch.itemInserts)
            for move in batch.itemMoves { moveItem(at: move.from, to: move.to) }
            if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
            if !batch.itemReconfigures.isEmpty {
                if #available(iOS 15.0, tvOS 15.0, *) {
                    reconfigureItems(at: batch.itemReconfigures)
                } else {
                    reloadItems(at: batch.itemReconfigures)
                }
            }
        }, completion: completion)
    }
}

extension UICollectionView: ListView {
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) throws {
        apply(batch, updateData: updateData, completion: completion)
    }

    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToItem(at: indexPath, at: [], animated: animated)
    }
}
#endif
