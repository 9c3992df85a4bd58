import Foundation

/// What an adapter needs from a list view such as a collection view: the
/// counts it shows, batch updates with a completion, a full reload, the
/// visible index paths and scrolling. ``HeadlessListView`` conforms for tests
/// on any platform; on Apple platforms `UICollectionView` conforms.
///
/// ```swift
/// func show(_ batch: BatchUpdate, in view: any ListView, commit: () -> Void) throws {
///     try view.performBatchUpdates(batch, updateData: commit) { finished in print("done", finished) }
/// }
/// ```
@MainActor
public protocol ListView: AnyObject {
    /// The number of sections the view shows (before a batch: the old count).
    var numberOfSections: Int { get }

    /// The number of items the view shows in `section`.
    func numberOfItems(inSection section: Int) -> Int

    /// Applies `batch` in one animated update. `updateData` must switch the
    /// data source to the new data; it runs inside the update, after the view
    /// has recorded its old counts. `completion` runs later, once, with
    /// whether the animations finished.
    ///
    /// - Throws: ``BatchUpdateError`` where UICollectionView would raise (the
    ///   headless view; UIKit itself raises instead of throwing).
    func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) throws

    /// Shows the data source's current data without animation.
    func reloadData()

    /// The index paths of the items on screen.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// Scrolls so that the item at `indexPath` is on screen.
    func scrollToItem(at indexPath: IndexPath, animated: Bool)
}
