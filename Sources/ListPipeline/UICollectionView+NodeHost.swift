#if canImport(UIKit) && !os(watchOS)
import UIKit
import ListKit

/// A collection view takes a ``ListDataController`` as its data source and
/// delegate (through a `ListCollectionViewBridge` to the controller's
/// driver, which the controller keeps: the view holds its data source and
/// delegate weakly): its counts are the visible map's, each element shows
/// in a ``ListNodeCollectionViewCell`` or ``ListNodeCollectionReusableView``
/// hosting its node, its sizes are the nodes' measured sizes, its display,
/// highlight and selection events reach ``ListDataController/delegate`` in
/// the data source's index space, and scrolling moves the ranges. It tells
/// the range controller where its items are from its layout.
///
/// ```swift
/// let controller = ListDataController()
/// controller.dataSource = feed
/// controller.listView = collectionView   // its data source and delegate now
/// ```
///
/// This glue is type-checked in CI against a stand-in with UIKit's
/// signatures; it has not been run on a device.
extension UICollectionView: NodeHost {
    /// Registers the host cell and views, and makes the controller's bridge
    /// the data source and delegate.
    package func attach(_ controller: ListDataController) {
        register(ListNodeCollectionViewCell.self, forCellWithReuseIdentifier: ListDataController.nodeReuseIdentifier)
        for kind in Set([ListElementKind.sectionHeader, ListElementKind.sectionFooter] + controller.supplementaryKinds) {
            register(ListNodeCollectionReusableView.self, forSupplementaryViewOfKind: kind,
                     withReuseIdentifier: ListDataController.nodeReuseIdentifier)
        }
        controller.viewBridge = attach(controller.viewDriver, asDelegate: true)
    }

    /// Clears the data source and delegate when they are the controller's.
    package func detach(_ controller: ListDataController) {
        detach(controller.viewBridge)
        controller.viewBridge = nil
    }

    /// The bounds: the part of the content on screen.
    package var visibleBounds: CGRect { bounds }

    /// Whether the layout is a flow layout that scrolls sideways.
    package var scrollsHorizontally: Bool {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
    }

    /// The cells the layout places within `rect`, in index-path order.
    ///
    /// Complexity: the layout's `layoutAttributesForElements(in:)`, then
    /// O(k log k) for the k cells it returns.
    package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
        (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell }
            .map(\.indexPath)
            .sorted()
    }
}
#endif
