import Foundation
import ListKit

/// What a ``HeadlessListView`` tells and asks its delegate, as
/// UICollectionView does its `UICollectionViewDelegateFlowLayout` (and
/// `UIScrollViewDelegate`): sizes, insets and spacings for the layout, display events as cells
/// come and go, highlight and selection, where an interactive move goes,
/// scrolling. Every method has a
/// default that does nothing (sizes: the view's ``HeadlessListView/defaultItemSize``
/// and no header or footer; insets and spacings: the view's
/// ``HeadlessListView/sectionInset``, ``HeadlessListView/minimumLineSpacing``
/// and ``HeadlessListView/minimumInteritemSpacing``, as UIKit's flow layout
/// uses its own properties when its delegate does not answer).
///
/// ```swift
/// final class Log: HeadlessListViewDelegate {
///     var shown: [IndexPath] = []
///     func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
///         shown.append(indexPath)
///     }
/// }
/// ```
@MainActor
public protocol HeadlessListViewDelegate: AnyObject {
    /// The size of the item at `indexPath`.
    func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The size of the supplementary view of `kind` (a header or footer of
    /// `ListElementKind`) for the section of `indexPath`; zero for none.
    func headlessListView(_ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> CGSize
    /// The margins around the items of `section`, inside its header and
    /// footer (`collectionView(_:layout:insetForSectionAt:)`): the header
    /// sits above (left of) the inset, the footer below (right of) it, and
    /// the items' lines fit between the other two edges.
    func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets
    /// The space between the lines (rows; columns of a horizontal view) of
    /// `section` (`collectionView(_:layout:minimumLineSpacingForSectionAt:)`).
    func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The space between items of one line of `section`, and the least a
    /// line leaves for it when it decides which items fit
    /// (`collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`).
    func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// `cell` is about to show the item at `indexPath`.
    func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath)
    /// `cell` stopped showing an item; `indexPath` is where the item was
    /// when the cell was last placed (UIKit may also give the old one).
    func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to show.
    func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath)
    /// A supplementary view stopped showing.
    func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath)
    /// Whether a touch may highlight the item; true by default.
    func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// What a long press at `point` shows, as UIKit's
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`; nil,
    /// the default, for no menu. The point is in the view's content
    /// coordinates, as UIKit's is in the collection view's coordinate space.
    func headlessListView(_ view: HeadlessListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ListContextMenuConfiguration?
    /// The item was highlighted.
    func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item; true by default.
    func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item.
    func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap may deselect the selected item at `indexPath`
    /// (UIKit's `collectionView(_:shouldDeselectItemAt:)`). True by default.
    func headlessListView(_ view: HeadlessListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected the item (or selected another one).
    func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath)
    /// Where an item dragged from `originalIndexPath` goes when the drag
    /// proposes `proposedIndexPath`; return another index path to
    /// retarget the move (one the item can go to, or the move is refused).
    /// The proposed one by default. UIKit's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`;
    /// ``HeadlessListView/moveItemInteractively(from:to:)`` asks it once,
    /// with the item still at its original index path.
    func headlessListView(
        _ view: HeadlessListView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The content offset changed.
    func headlessListViewDidScroll(_ view: HeadlessListView)
    /// A drag began (``HeadlessListView/drag(to:decelerating:velocity:)``; UIKit's
    /// `scrollViewWillBeginDragging(_:)`).
    func headlessListViewWillBeginDragging(_ view: HeadlessListView)
    /// The drag ended; the content goes on when `decelerate` (UIKit's
    /// `scrollViewDidEndDragging(_:willDecelerate:)`).
    func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool)
    /// A drag is about to end with `velocity` (points per millisecond), the
    /// content to come to rest at `targetContentOffset`, which the delegate
    /// may change (UIKit's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    func headlessListViewWillEndDragging(
        _ view: HeadlessListView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint)
    /// The content stopped after a drag (UIKit's
    /// `scrollViewDidEndDecelerating(_:)`).
    func headlessListViewDidEndDecelerating(_ view: HeadlessListView)
}

extension HeadlessListViewDelegate {
    public func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        view.defaultItemSize
    }
    public func headlessListView(
        _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize { .zero }
    public func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
        view.sectionInset
    }
    public func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        view.minimumLineSpacing
    }
    public func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        view.minimumInteritemSpacing
    }
    public func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {}
    public func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {}
    public func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath) {}
    public func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath) {}
    public func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func headlessListView(_ view: HeadlessListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ListContextMenuConfiguration? { nil }
    public func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {}
    public func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {}
    public func headlessListView(_ view: HeadlessListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {}
    public func headlessListView(
        _ view: HeadlessListView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    public func headlessListViewDidScroll(_ view: HeadlessListView) {}
    public func headlessListViewWillBeginDragging(_ view: HeadlessListView) {}
    public func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool) {}
    public func headlessListViewWillEndDragging(
        _ view: HeadlessListView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint) {}
    public func headlessListViewDidEndDecelerating(_ view: HeadlessListView) {}
}
