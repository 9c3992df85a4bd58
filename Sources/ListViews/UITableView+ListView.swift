#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A table view is a list view of sections and rows: a batch becomes one
/// `performBatchUpdates` with the table's own calls (rows for items, the
/// automatic animation). A `DiffableDataSource` made with
/// `init(tableView:cellProvider:)` is its data source and drives it as it
/// drives a collection view. An adapter updates it (counts, batches,
/// reloads) but does not become its data source or delegate: it vends no
/// table cells, so the table's cells come from a data source of the app's.
extension UITableView: ListView {
    /// The rows of `section`.
    public func numberOfItems(inSection section: Int) -> Int { numberOfRows(inSection: section) }

    /// Issues the batch `updates` returns in one `performBatchUpdates`, items
    /// as rows with the automatic animation (before iOS 15, reconfigures as
    /// reloads, sanitized), inside `UIView.performWithoutAnimation` when
    /// `animated` is false. It never throws: UIKit raises on a batch it
    /// refuses.
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        // performBatchUpdates runs its block before it returns.
        withoutActuallyEscaping(updates) { updates in
            let run = { self.performBatchUpdates({ self.issue(updates()) }, completion: completion) }
            if animated { run() } else { UIView.performWithoutAnimation(run) }
        }
    }

    private func issue(_ batch: BatchUpdate) {
        let batch = batch.forThisSystem
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

    /// The index paths of the rows on screen.
    public var indexPathsForVisibleItems: [IndexPath] { indexPathsForVisibleRows ?? [] }

    /// Scrolls the row to the top edge.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToRow(at: indexPath, at: .top, animated: animated)
    }

    /// The row's rectangle (`rectForRow(at:)`); nil when there is no such
    /// row.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < numberOfSections,
              indexPath[1] >= 0, indexPath[1] < numberOfRows(inSection: indexPath[0])
        else { return nil }
        return rectForRow(at: indexPath)
    }

    /// The section header's or footer's rectangle (`rectForHeader(inSection:)`,
    /// `rectForFooter(inSection:)`); nil for other kinds and for one of zero
    /// height.
    public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CGRect? {
        guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < numberOfSections else { return nil }
        let frame: CGRect
        switch kind {
        case ListElementKind.sectionHeader: frame = rectForHeader(inSection: indexPath[0])
        case ListElementKind.sectionFooter: frame = rectForFooter(inSection: indexPath[0])
        default: return nil
        }
        return frame.height > 0 ? frame : nil
    }

    /// Sets the content offset along `direction` (a table scrolls
    /// vertically; see ``ListView/scroll(toContentRect:along:at:animated:)``),
    /// the adjusted content insets counting as IGListKit counts them.
    public func scroll(
        toContentRect rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool
    ) {
        scrollContent(to: rect, along: direction, at: position, animated: animated)
    }

    /// Row heights are measured again by an empty batch, as UIKit documents.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        performBatchUpdates(nil, completion: nil)
    }

    /// In a window, with neither the view nor an ancestor hidden or
    /// transparent.
    ///
    /// Complexity: O(ancestors).
    public var isVisible: Bool { isShownInWindow }

    /// The `backgroundView`; a value that is not a `UIView` clears it.
    public var emptyView: AnyObject? {
        get { backgroundView }
        set { backgroundView = newValue as? UIView }
    }
}

extension UITableViewCell: ListReusableView {}
#endif
