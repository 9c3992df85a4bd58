#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table view is a list view of sections and rows: a batch becomes one
/// `performBatchUpdates` with the table's own calls (rows for items, the
/// automatic animation), so an adapter or a `ListDiffableDataSource` drives
/// it as it drives a collection view.
extension UITableView: ListView {
    public func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        // performBatchUpdates runs its block before it returns.
        withoutActuallyEscaping(updates) { updates in
            let run = { self.performBatchUpdates({ self.issue(updates()) }, completion: completion) }
            if animated { run() } else { UIView.performWithoutAnimation(run) }
        }
    }

    private func issue(_ batch: BatchUpdate) {
        let batch = batch._forThisSystem
        deleteSections(batch.sectionDeletes, with: .automatic)
        insertSections(batch.sectionInserts, with: .automatic)
        for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !batch.sectionReloads.isEmpty { reloadSections(batch.sectionReloads, with: .automatic) }
        deleteRows(at: batch.itemDeletes, with: .automatic)
        insertRows(at: batch.itemInserts, with: .automatic)
        for move in batch.itemMoves { moveRow(at: move.from, to: move.to) }
        if !batch.itemReloads.isEmpty { reloadRows(at: batch.itemReloads, with: .automatic) }
        if !batch.itemReconfigures.isEmpty, #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureRows(at: batch.itemReconfigures)
        }
    }

    public var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleRows ?? [] }

    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToRow(at: indexPath, at: .top, animated: animated)
    }

    /// Row heights are measured again by an empty batch, as UIKit documents.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        performBatchUpdates(nil, completion: nil)
    }

    public var isVisible: Bool { _isShownInWindow }

    public var emptyView: AnyObject? {
        get { backgroundView }
        set { backgroundView = newValue as? UIView }
    }
}

extension UITableViewCell: ListReusableView {}
#endif
