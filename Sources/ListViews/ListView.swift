import Foundation
import ListUpdates

/// What an adapter needs from a list view such as a collection view: the
/// counts it shows, batch updates with a completion, a full reload, the
/// visible index paths and scrolling. On Apple platforms `UICollectionView`
/// and `UITableView` conform; `ListKitTesting` ships one for tests on every
/// platform.
///
/// ```swift
/// try view.performBatchUpdates({
///     model.items = newItems           // the data source switches inside the update
///     return diff.batchUpdate(inSection: 0)
/// }, animated: true, completion: { finished in print("done", finished) })
/// ```
@MainActor
public protocol ListView: AnyObject {
    /// The number of sections the view shows (before a batch: the old count).
    var numberOfSections: Int { get }

    /// The number of items the view shows in `section`.
    func numberOfItems(inSection section: Int) -> Int

    /// Runs one update, animated or not: `updates` runs inside it, after the
    /// view has recorded its old counts; it switches the data source to the
    /// new data and returns the changes, which the view then applies.
    /// `completion` runs later, once, with whether the animations finished.
    ///
    /// - Throws: `BatchUpdateError` where UICollectionView would raise (a
    ///   view that checks batches, as `ListKitTesting`'s does; UIKit itself
    ///   raises instead of throwing).
    func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws

    /// Shows the data source's current data without animation.
    func reloadData()

    /// The index paths of the items on screen.
    var indexPathsForVisibleItems: [IndexPath] { get }

    /// Scrolls so that the item at `indexPath` is on screen.
    func scrollToItem(at indexPath: IndexPath, animated: Bool)

    /// Asks the layout to measure the items at `indexPaths` again.
    func invalidateLayout(at indexPaths: [IndexPath])

    /// Asks the layout to measure `sections` again, whole: their items and
    /// their supplementary views (headers and footers), also of a section
    /// without items, so that a header a section gained since it was laid
    /// out shows. Indexes the view does not have are ignored.
    ///
    /// The default invalidates the sections' items (``invalidateLayout(at:)``),
    /// which reaches no supplementary view: a view that lays them out
    /// implements this (`UICollectionView` and `ListKitTesting`'s view do).
    ///
    /// Complexity: O(items of `sections`) for the default, and the layout's
    /// pass.
    ///
    /// ```swift
    /// view.invalidateLayout(ofSections: [2])  // section 2's header size changed
    /// ```
    func invalidateLayout(ofSections sections: IndexSet)

    /// Whether the view may be on screen (in a window, not hidden); an
    /// adaptive coalescer can wait longer for views that are not.
    var isVisible: Bool { get }

    /// The view shown behind the items while the list is empty (a `UIView`
    /// on UIKit), or nil for none.
    var emptyView: AnyObject? { get set }

    /// Whether the view is in the middle of an update (a batch, a reload, a
    /// layout or scroll pass) and calling its data source and delegate: a
    /// batch asked for now would nest inside it, so callers wait until the
    /// update is done. False by default, for views that cannot tell (UIKit's).
    var isUpdating: Bool { get }

    /// Whether a ``reloadData()`` asked for now would be ignored: a view may
    /// ignore reloads asked from the callbacks of work it runs after an
    /// update, so that a data source that reloads each time it is asked
    /// cannot keep it busy forever. Callers that must reload then ask again
    /// on the next turn. False by default (UIKit's views never ignore one).
    var dropsReloads: Bool { get }

    /// The frame of the item at `indexPath` in content coordinates, as the
    /// layout places it (UICollectionView's layout attributes); nil when
    /// there is no such item or the view cannot tell (the default).
    func frameForItem(at indexPath: IndexPath) -> CGRect?

    /// The frame of the supplementary view of `kind` (a header or footer of
    /// `ListElementKind`) for the section of `indexPath`, in content
    /// coordinates; nil when the section has none or the view cannot tell
    /// (the default).
    func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CGRect?

    /// Scrolls along `direction` so that `rect` (in content coordinates)
    /// sits at `position` of the viewport (top, centred or bottom; left,
    /// centred or right horizontally), as far as the content allows; a
    /// position that names nothing along `direction` puts its start (top
    /// or left) there. The offset across `direction` stays. Does nothing by
    /// default. `ListAdapter.scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)`
    /// calls it with the union of a section's frames.
    func scroll(toContentRect rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool)
}

extension ListView {
    /// False: the view cannot tell.
    public var isUpdating: Bool { false }

    /// False: every reload is taken.
    public var dropsReloads: Bool { false }

    /// Nil: the view cannot tell.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? { nil }

    /// Nil: the view cannot tell.
    public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CGRect? { nil }

    /// Does nothing: the view cannot place a rectangle.
    public func scroll(
        toContentRect rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool
    ) {}

    /// Invalidates the items of `sections` (see the requirement).
    ///
    /// Complexity: O(sections + their items).
    public func invalidateLayout(ofSections sections: IndexSet) {
        var paths: [IndexPath] = []
        let count = numberOfSections
        for section in sections where section < count {
            for item in 0..<max(0, numberOfItems(inSection: section)) { paths.append(makeIndexPath(section, item)) }
        }
        invalidateLayout(at: paths)
    }
}

extension ListView {
    /// Applies a batch computed beforehand: `updateData` switches the data
    /// source inside the update.
    ///
    /// ```swift
    /// try view.performBatchUpdates(batch, updateData: { model.items = newItems }, completion: nil)
    /// ```
    public func performBatchUpdates(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)?) throws {
        try performBatchUpdates({ updateData(); return batch }, animated: true, completion: completion)
    }
}
