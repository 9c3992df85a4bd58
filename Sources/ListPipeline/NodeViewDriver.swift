import Foundation

/// A view that shows one element of a ``ListDataController`` (its node's
/// cell or supplementary view): ``ListNodeCollectionViewCell`` and its
/// kin, and the test view's.
@MainActor
package protocol ListElementHost: AnyObject {
    /// The element shown.
    var element: ListElement? { get set }
}

/// The data controller as a list view's driver: the visible map's counts,
/// each element in a host view dequeued under
/// `ListDataController.nodeReuseIdentifier` and configured by its node, the
/// nodes' measured sizes, the data source's section metrics (else the
/// layout's own), the view's events to the controller's delegate in the
/// data source's index space, and scrolling to the range controller.
@MainActor
package final class NodeViewDriver: ListViewDelegateForwarding {
    private weak var controller: ListDataController?

    init(controller: ListDataController) { self.controller = controller }

    /// The app's view delegate of an adapter that drives the controller
    /// (its `viewDelegate`, `collectionViewDelegate`): it hears the view's
    /// events as on a view the adapter drives itself.
    package var forwardedViewDelegate: AnyObject? { adapterSource?.adapter?.forwardedViewDelegate }
    /// The scroll-view delegate of an adapter that drives the controller.
    package var forwardedScrollViewDelegate: AnyObject? { adapterSource?.adapter?.forwardedScrollViewDelegate }

    private var adapterSource: AdapterNodeSource? { controller?.delegate as? AdapterNodeSource }

    // MARK: Data: the visible map

    package func numberOfSections(in view: any ListView) -> Int { controller?.visibleMap.numberOfSections ?? 0 }

    package func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int {
        controller?.visibleMap.numberOfItems(inSection: section) ?? 0
    }

    /// The element's host cell, configured by its node.
    package func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)? {
        host(kind: nil, at: indexPath, element: controller?.visibleMap.element(at: indexPath), in: view)
    }

    /// The section's supplementary element of `kind` in its host view,
    /// configured by its node; nil when the section has none.
    package func listView(
        _ view: any ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> (any ListReusableView)? {
        guard let element = controller?.visibleMap.supplementaryElement(ofKind: kind, inSection: indexPath[0])
        else { return nil }
        return host(kind: kind, at: indexPath, element: element, in: view)
    }

    private func host(
        kind: String?, at indexPath: IndexPath, element: ListElement?, in view: any ListView
    ) -> (any ListReusableView)? {
        guard let view = (view as? any CellHost)?.dequeueView(
            kind: kind, identifier: ListDataController.nodeReuseIdentifier, for: indexPath)
        else { return nil }
        if let element {
            (view as? any ListElementHost)?.element = element
            element.node.configure(view)
        }
        return view
    }

    package func listView(_ view: any ListView, identifierOfSection section: Int) -> AnyHashable? {
        controller?.visibleMap.sectionIdentifier(at: section)
    }

    package func listView(_ view: any ListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        controller?.visibleMap.element(at: indexPath).map { AnyHashable(ObjectIdentifier($0)) }
    }

    package func listView(_ view: any ListView, identifiersOfItemsInSection section: Int) -> ListItemIdentifiers? {
        controller.map { ListItemIdentifiers($0.visibleMap.itemIdentifiers(inSection: section)) }
    }

    // MARK: Layout: the nodes' measured sizes, the data source's metrics

    package func listView(_ view: any ListView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        guard let controller else { return nil }
        controller.viewWidthMayHaveChanged()
        return controller.visibleMap.element(at: indexPath).map(controller.measuredSize(of:)) ?? .zero
    }

    package func listView(
        _ view: any ListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        guard let controller else { return .zero }
        return controller.visibleMap.supplementaryElement(ofKind: kind, inSection: indexPath[0])
            .map(controller.measuredSize(of:)) ?? .zero
    }

    package func listView(_ view: any ListView, insetForSectionAt section: Int) -> ListEdgeInsets? {
        controller?.sectionMetrics(forVisible: section).inset
    }

    package func listView(_ view: any ListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        controller?.sectionMetrics(forVisible: section).lineSpacing
    }

    package func listView(_ view: any ListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? {
        controller?.sectionMetrics(forVisible: section).interitemSpacing
    }

    // MARK: Events: to the controller's delegate, in the data source's space

    package func listView(_ view: any ListView, willDisplay cell: any ListReusableView, forItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, willDisplay: cell, kind: nil, at: $1) }
    }

    package func listView(
        _ view: any ListView, didEndDisplaying cell: any ListReusableView, forItemAt indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, ending: true) { $0.dataController(controller, didEndDisplaying: cell, kind: nil, at: $1) }
    }

    package func listView(
        _ view: any ListView, willDisplaySupplementaryView supplementaryView: any ListReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, kind: kind) {
            $0.dataController(controller, willDisplay: supplementaryView, kind: kind, at: $1)
        }
    }

    package func listView(
        _ view: any ListView, didEndDisplayingSupplementaryView supplementaryView: any ListReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        guard let controller else { return }
        controller.forward(indexPath, kind: kind, ending: true) {
            $0.dataController(controller, didEndDisplaying: supplementaryView, kind: kind, at: $1)
        }
    }

    package func listView(_ view: any ListView, didHighlightItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didHighlight: true, itemAt: $1) }
    }

    package func listView(_ view: any ListView, didUnhighlightItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didHighlight: false, itemAt: $1) }
    }

    package func listView(_ view: any ListView, didSelectItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didSelect: true, itemAt: $1) }
    }

    package func listView(_ view: any ListView, didDeselectItemAt indexPath: IndexPath) {
        guard let controller else { return }
        controller.forward(indexPath) { $0.dataController(controller, didSelect: false, itemAt: $1) }
    }

    package func listView(_ view: any ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        ask(indexPath) { $0.dataController($1, shouldSelect: true, itemAt: $2) }
    }

    package func listView(_ view: any ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        ask(indexPath) { $0.dataController($1, shouldSelect: false, itemAt: $2) }
    }

    /// The delegate's answer for the item at `indexPath` (the visible map's)
    /// at its place in the data source's space; true without a delegate or
    /// for an item the data source no longer has.
    private func ask(
        _ indexPath: IndexPath, _ question: (any ListDataControllerDelegate, ListDataController, IndexPath) -> Bool
    ) -> Bool {
        guard let controller, let delegate = controller.delegate,
              let pending = controller.pendingIndexPath(forVisible: indexPath)
        else { return true }
        return question(delegate, controller, pending)
    }

    /// The range controller moves its ranges, then the delegate hears it.
    package func listViewDidScroll(_ view: any ListView) {
        controller?.rangeController.update()
        tell(.scrolled)
    }

    package func listViewWillBeginDragging(_ view: any ListView) { tell(.willBeginDragging) }

    package func listViewDidEndDragging(_ view: any ListView, willDecelerate decelerate: Bool) {
        tell(.didEndDragging(willDecelerate: decelerate))
    }

    package func listViewDidEndDecelerating(_ view: any ListView) { tell(.didEndDecelerating) }

    private func tell(_ phase: ListScrollPhase) {
        guard let controller else { return }
        controller.delegate?.dataController(controller, didScroll: phase)
    }
}
