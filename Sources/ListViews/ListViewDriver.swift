import Foundation

/// Whoever drives a list view: every call a view makes to it, in one place
/// (UIKit splits them over a data source, a flow-layout delegate, a
/// prefetch data source and a scroll-view delegate).
///
/// `ListKit`'s adapter, its diffable data source and `ListPipeline`'s data
/// controller each answer these calls through an object of their own; one
/// bridge per kind of view turns the view's calls into them: on Apple
/// platforms `ListCollectionViewBridge` for a `UICollectionView` and
/// `ListTableViewBridge` for a `UITableView`, and in `ListKitTesting`
/// the test view's. A driver of your own can drive a UIKit view through
/// those bridges.
///
/// Every requirement but the counts has a default: no cell, the view's own
/// sizes and metrics, nothing moves, everything may be highlighted and
/// selected, and events are ignored. Each call is O(1) unless its driver
/// says otherwise.
///
/// ```swift
/// final class Rows: ListViewDriver {
///     var titles = ["a", "b"]
///     func numberOfSections(in view: any ListView) -> Int { 1 }
///     func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int { titles.count }
/// }
/// ```
@MainActor
public protocol ListViewDriver: AnyObject {
    // MARK: Data

    /// The number of sections.
    func numberOfSections(in view: any ListView) -> Int
    /// The number of items of `section`.
    func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int
    /// The cell of the item at `indexPath`, dequeued from `view`; nil for
    /// none, in which case the bridge shows an empty cell of the view's.
    func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)?
    /// The supplementary view of `kind` for `indexPath`, or nil.
    func listView(_ view: any ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)
        -> (any ListReusableView)?
    /// A value that names the section at `section` across updates (a view
    /// that follows its sections through batches asks it), or nil.
    func listView(_ view: any ListView, identifierOfSection section: Int) -> AnyHashable?
    /// A value that names the item at `indexPath` across updates, or nil.
    func listView(_ view: any ListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable?
    /// The identifiers of every item of `section` in one piece, or nil to
    /// be asked item by item.
    func listView(_ view: any ListView, identifiersOfItemsInSection section: Int) -> ListItemIdentifiers?

    // MARK: Reordering

    /// Whether the user may drag the item at `indexPath`.
    func listView(_ view: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user dropped the item at `source` at `destination`: the data
    /// follows.
    func listView(_ view: any ListView, moveItemAt source: IndexPath, to destination: IndexPath)
    /// Where an item being dragged from `original` may go, proposed at
    /// `proposed`.
    func listView(
        _ view: any ListView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
        atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
    ) -> IndexPath

    // MARK: Layout (a flow layout's questions)

    /// The size of the item at `indexPath`, or nil for the layout's own.
    func listView(_ view: any ListView, sizeForItemAt indexPath: IndexPath) -> CGSize?
    /// The size of the supplementary view of `kind` of `indexPath`'s
    /// section (a header's or footer's reference size); zero for none.
    func listView(_ view: any ListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CGSize
    /// The inset of `section`, or nil for the layout's own.
    func listView(_ view: any ListView, insetForSectionAt section: Int) -> ListEdgeInsets?
    /// The spacing between the lines of `section`, or nil for the layout's own.
    func listView(_ view: any ListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat?
    /// The spacing between the items of a line of `section`, or nil for the
    /// layout's own.
    func listView(_ view: any ListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat?

    // MARK: Display

    /// The cell of the item at `indexPath` is about to show.
    func listView(_ view: any ListView, willDisplay cell: any ListReusableView, forItemAt indexPath: IndexPath)
    /// The cell that showed the item at `indexPath` left the screen.
    func listView(_ view: any ListView, didEndDisplaying cell: any ListReusableView, forItemAt indexPath: IndexPath)
    /// A supplementary view of `kind` is about to show.
    func listView(
        _ view: any ListView, willDisplaySupplementaryView supplementaryView: any ListReusableView,
        forElementKind kind: String, at indexPath: IndexPath)
    /// A supplementary view of `kind` left the screen.
    func listView(
        _ view: any ListView, didEndDisplayingSupplementaryView supplementaryView: any ListReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath)

    // MARK: Highlight and selection

    /// Whether the item at `indexPath` may be highlighted.
    func listView(_ view: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was highlighted.
    func listView(_ view: any ListView, didHighlightItemAt indexPath: IndexPath)
    /// The item at `indexPath` is no longer highlighted.
    func listView(_ view: any ListView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be selected.
    func listView(_ view: any ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was selected.
    func listView(_ view: any ListView, didSelectItemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be deselected.
    func listView(_ view: any ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was deselected.
    func listView(_ view: any ListView, didDeselectItemAt indexPath: IndexPath)
    /// What a long press at `point` (in the list view's coordinates, as
    /// UIKit's `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// gives it) on the item at `indexPath` shows; nil for no menu.
    func listView(_ view: any ListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ListContextMenuConfiguration?

    // MARK: Prefetching

    /// The items at `indexPaths` are coming near the screen.
    func listView(_ view: any ListView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths` are no longer coming.
    func listView(_ view: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])

    // MARK: Scrolling

    /// The content moved.
    func listViewDidScroll(_ view: any ListView)
    /// The user started dragging the content.
    func listViewWillBeginDragging(_ view: any ListView)
    /// The user let go of the content; it goes on moving when `decelerate`.
    func listViewDidEndDragging(_ view: any ListView, willDecelerate decelerate: Bool)
    /// The content stopped after the user let go of it.
    func listViewDidEndDecelerating(_ view: any ListView)
}

extension ListViewDriver {
    /// No cell: the bridge shows an empty one.
    public func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)? { nil }
    /// None.
    public func listView(
        _ view: any ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> (any ListReusableView)? { nil }
    /// None.
    public func listView(_ view: any ListView, identifierOfSection section: Int) -> AnyHashable? { nil }
    /// None.
    public func listView(_ view: any ListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? { nil }
    /// None: asked item by item.
    public func listView(_ view: any ListView, identifiersOfItemsInSection section: Int) -> ListItemIdentifiers? { nil }
    /// False.
    public func listView(_ view: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func listView(_ view: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) {}
    /// `proposed`.
    public func listView(
        _ view: any ListView, targetIndexPathForMoveOfItemFromOriginalIndexPath original: IndexPath,
        atCurrentIndexPath current: IndexPath, toProposedIndexPath proposed: IndexPath
    ) -> IndexPath { proposed }
    /// The layout's own.
    public func listView(_ view: any ListView, sizeForItemAt indexPath: IndexPath) -> CGSize? { nil }
    /// Zero.
    public func listView(
        _ view: any ListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize { .zero }
    /// The layout's own.
    public func listView(_ view: any ListView, insetForSectionAt section: Int) -> ListEdgeInsets? { nil }
    /// The layout's own.
    public func listView(_ view: any ListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat? { nil }
    /// The layout's own.
    public func listView(_ view: any ListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? { nil }
    /// Does nothing.
    public func listView(_ view: any ListView, willDisplay cell: any ListReusableView, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ view: any ListView, didEndDisplaying cell: any ListReusableView, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(
        _ view: any ListView, willDisplaySupplementaryView supplementaryView: any ListReusableView,
        forElementKind kind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(
        _ view: any ListView, didEndDisplayingSupplementaryView supplementaryView: any ListReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath) {}
    /// No menu.
    public func listView(_ view: any ListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ListContextMenuConfiguration? { nil }
    /// True.
    public func listView(_ view: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ view: any ListView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ view: any ListView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    public func listView(_ view: any ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ view: any ListView, didSelectItemAt indexPath: IndexPath) {}
    /// True.
    public func listView(_ view: any ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func listView(_ view: any ListView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func listView(_ view: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {}
    /// Does nothing.
    public func listView(_ view: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
    /// Does nothing.
    public func listViewDidScroll(_ view: any ListView) {}
    /// Does nothing.
    public func listViewWillBeginDragging(_ view: any ListView) {}
    /// Does nothing.
    public func listViewDidEndDragging(_ view: any ListView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func listViewDidEndDecelerating(_ view: any ListView) {}
}
