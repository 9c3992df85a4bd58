#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionView {
    /// Applies a batch in one `performBatchUpdates`: `updateData` switches
    /// the data source to the new data inside the block, as UIKit requires,
    /// then every operation of `batch` is issued. Pass a batch from
    /// `Snapshot.batchUpdate(from:moves:)`, `List.Result.batchUpdate(inSection:)`
    /// or `BatchUpdate.sanitized()`, which the headless `ListViewSimulator`
    /// checks the same way in tests.
    ///
    /// ```swift
    /// let batch = newSnapshot.batchUpdate(from: shownSnapshot)
    /// collectionView.apply(batch, updateData: { shownSnapshot = newSnapshot })
    /// ```
    @MainActor
    public func apply(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)? = nil) {
        apply({ updateData(); return batch }, completion: completion)
    }

    @MainActor
    fileprivate func apply(_ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?) {
        // performBatchUpdates runs its block before it returns.
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates({ self.issue(updates()) }, completion: completion)
        }
    }

    @MainActor
    private func issue(_ batch: BatchUpdate) {
        var batch = batch
        if #unavailable(iOS 15.0, tvOS 15.0) {
            // No reconfigureItems: a reload would rebuild the item at the same
            // index path after the update, which other changes may have
            // shifted. Send reconfigured items as deletes and inserts where
            // they land instead.
            batch.itemReloads += batch.itemReconfigures
            batch.itemReconfigures = []
            batch = batch._sanitized()
        }
        deleteSections(batch.sectionDeletes)
        insertSections(batch.sectionInserts)
        for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !batch.sectionReloads.isEmpty { reloadSections(batch.sectionReloads) }
        deleteItems(at: batch.itemDeletes)
        insertItems(at: batch.itemInserts)
        for move in batch.itemMoves { moveItem(at: move.from, to: move.to) }
        if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
        if !batch.itemReconfigures.isEmpty, #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(at: batch.itemReconfigures)
        }
    }
}

extension UICollectionView: ListView {
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        if animated {
            apply(updates, completion: completion)
        } else {
            withoutActuallyEscaping(updates) { updates in
                UIView.performWithoutAnimation { apply(updates, completion: completion) }
            }
        }
    }

    public func invalidateLayout(at indexPaths: [IndexPath]) {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: indexPaths)
        collectionViewLayout.invalidateLayout(with: context)
    }

    public var isVisible: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < .ulpOfOne { return false }
            view = current.superview
        }
        return true
    }

    public var emptyView: AnyObject? {
        get { backgroundView }
        set { backgroundView = newValue as? UIView }
    }

    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToItem(at: indexPath, at: [.top, .left], animated: animated)
    }
}
#endif
