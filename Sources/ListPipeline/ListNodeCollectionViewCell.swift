#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The cell a `UICollectionView` shows for an item of a
/// ``ListDataController``: it hosts the element's node, which configures it
/// (``ListNode/configure(_:)``) each time the view asks for the cell. The
/// controller registers it when it becomes the view's data source.
///
/// ```swift
/// if let cell = collectionView.cellForItem(at: indexPath) as? ListNodeCollectionViewCell {
///     print(cell.element?.nodeIfAllocated as Any)   // the node that configured it
/// }
/// ```
///
/// Type-checked in CI against a stand-in with UIKit's signatures; it has
/// not been run on a device.
@MainActor
public final class ListNodeCollectionViewCell: UICollectionViewCell, ListElementHost {
    /// The element shown, or nil before the cell is first vended.
    public package(set) var element: ListElement?
}

/// The header, footer or other supplementary view a `UICollectionView`
/// shows for a supplementary element of a ``ListDataController``, hosting
/// its node as ``ListNodeCollectionViewCell`` hosts an item's.
///
/// ```swift
/// if let header = view as? ListNodeCollectionReusableView { print(header.element?.kind ?? "") }
/// ```
@MainActor
public final class ListNodeCollectionReusableView: UICollectionReusableView, ListElementHost {
    /// The element shown, or nil before the view is first vended.
    public package(set) var element: ListElement?
}
#endif
