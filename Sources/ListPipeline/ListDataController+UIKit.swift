#if canImport(UIKit) && !os(watchOS)
import UIKit
import ListKit

/// On Apple platforms a data controller is a `UICollectionView`'s data
/// source and flow-layout delegate, through one internal object it keeps
/// (as a ``ListAdapter`` is, through its own): the view's counts are the
/// visible map's, its cells host the elements' nodes, its sizes are the
/// nodes' measured sizes, and its display, highlight and selection events
/// reach ``ListDataController/delegate`` in the data source's index space.
/// Scrolling moves the ranges; a new width relays every node out.
///
/// ```swift
/// let controller = ListDataController()
/// controller.listView = collectionView   // the controller's bridge is its data source and delegate
/// adapter.listView = controller          // section controllers adopt ListNodeSectionController
/// ```
///
/// This glue is type-checked in CI against a stand-in with UIKit's
/// signatures (`.ci/uikit-stand-in`); it has not been run on a device.
extension ListDataController {
    /// The collection view's data source and delegate for this controller,
    /// made on first use and kept (the view holds it weakly).
    var collectionViewBridge: NodeCollectionViewBridge {
        if let bridge = platformBridge as? NodeCollectionViewBridge { return bridge }
        let bridge = NodeCollectionViewBridge(controller: self)
        platformBridge = bridge
        return bridge
    }
}

/// The data controller's `UICollectionViewDataSource` and
/// `UICollectionViewDelegateFlowLayout`. Its conformances to UIKit's
/// main-actor protocols make it main-actor isolated, as the controller is,
/// so it calls the controller synchronously.
final class NodeCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    weak var controller: ListDataController?

    init(controller: ListDataController) { self.controller = controller }

    // MARK: Data source: the visible map

    func numberOfSections(in collectionView: UICollectionView) -> Int { controller?.visibleMap.numberOfSections ?? 0 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        controller?.visibleMap.numberOfItems(inSection: section) ?? 0
    }

    /// A host cell, configured by the element's node.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ListDataController.nodeReuseIdentifier, for: indexPath)
        if let element = controller?.visibleMap.element(at: indexPath) {
            (cell as? ListNodeCollectionViewCell)?.element = element
            element.node.configure(cell)
        }
        return cell
    }

    /// A host view, configured by the supplementary element's node; an
    /// empty view of the plain class when the section has none of `kind`
    /// (a flow layout asks only for views of a nonzero size).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let element = controller?.visibleMap.supplementaryElement(ofKind: kind, inSection: indexPath[0]) else {
            return collectionView.placeholder(kind: kind, for: indexPath) as? UICollectionReusableView
                ?? UICollectionReusableView()
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: ListDataController.nodeReuseIdentifier, for: indexPath)
        (view as? ListNodeCollectionReusableView)?.element = element
        element.node.configure(view)
        return view
    }

    /// No: the pipeline has no interactive moves.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Never asked (``collectionView(_:canMoveItemAt:)`` says no).
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: Flow layout: the nodes' measured sizes

    /// The node's measured size; a new width first schedules a relayout of
    /// every node (measured again on the editing queue).
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let controller else { return .zero }
        controller.viewWidthMayHaveChanged()
        return controller.visibleMap.element(at: indexPath).map(controller.measuredSize(of:)) ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        supplementarySize(ListElementKind.sectionHeader, section)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        supplementarySize(ListElementKind.sectionFooter, section)
    }

    /// The supplementary node's measured size, zero when there is none.
    private func supplementarySize(_ kind: String, _ section: Int) -> CGSize {
        guard let controller else { return .zero }
        return controller.visibleMap.supplementaryElement(ofKind: kind, inSection: section)
            .map(controller.measuredSize(of:)) ?? .zero
    }

    // The data source's metrics, or the layout's own.

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        if let inset = controller?.sectionMetrics(forVisible: section).inset { return UIEdgeInsets(inset) }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset
            ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        controller?.sectionMetrics(forVisible: section).lineSpacing
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        controller?.sectionMetrics(forVisible: section).interitemSpacing
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    // MARK: Delegate: to the controller's delegate, in the data source's space

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, willDisplay: cell, kind: nil, at: $1) }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, ending: true) { $0.dataController(controller, didEndDisplaying: cell, kind: nil, at: $1) }
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, kind: elementKind) {
            $0.dataController(controller, willDisplay: view, kind: elementKind, at: $1)
        }
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, kind: elementKind, ending: true) {
            $0.dataController(controller, didEndDisplaying: view, kind: elementKind, at: $1)
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didSelect: true, itemAt: $1) }
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didSelect: false, itemAt: $1) }
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didHighlight: true, itemAt: $1) }
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didHighlight: false, itemAt: $1) }
    }

    /// Moves the ranges.
    func scrollViewDidScroll(_ scrollView: UIScrollView) { controller?.rangeController.update() }
}
#endif
