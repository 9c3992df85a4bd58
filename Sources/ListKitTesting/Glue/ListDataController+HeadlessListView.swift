import Foundation
import ListKit
import ListPipeline

/// The headless view takes a data controller as its data source and
/// delegate, and tells its range controller where the items are.
extension HeadlessListView: NodeHost {
    package func attach(_ controller: ListDataController) {
        register(HeadlessNodeCell.self, forCellWithReuseIdentifier: ListDataController.nodeReuseIdentifier)
        for kind in [ListElementKind.sectionHeader, ListElementKind.sectionFooter] {
            register(HeadlessNodeView.self, forSupplementaryViewOfKind: kind,
                     withReuseIdentifier: ListDataController.nodeReuseIdentifier)
        }
        dataSource = controller
        delegate = controller
    }

    package func detach(_ controller: ListDataController) {
        if dataSource === controller { dataSource = nil }
        if delegate === controller { delegate = nil }
    }

    package var visibleBounds: CGRect { CGRect(origin: contentOffset, size: viewport) }

    package var scrollsHorizontally: Bool { scrollDirection == .horizontal }

    package func indexPathsForItems(in rect: CGRect) -> [IndexPath] {
        scrollDirection == .horizontal
            ? layout.visible(from: rect.minX, to: rect.maxX).items
            : layout.visible(from: rect.minY, to: rect.maxY).items
    }
}

/// The data controller as a ``HeadlessListView``'s data source: the
/// visible map's counts, and host cells that show its elements' nodes.
extension ListDataController: HeadlessListViewDataSource {
    /// The visible map's sections.
    public func numberOfSections(in view: HeadlessListView) -> Int { visibleMap.numberOfSections }

    /// The visible map's items in `section`.
    public func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        visibleMap.numberOfItems(inSection: section)
    }

    /// A host cell for the element at `indexPath`, configured by its node.
    public func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        let cell = view.dequeueReusableCell(withReuseIdentifier: Self.nodeReuseIdentifier, for: indexPath) as? HeadlessNodeCell
            ?? HeadlessNodeCell()
        if let element = visibleMap.element(at: indexPath) {
            cell.element = element
            element.node.configure(cell)
        }
        return cell
    }

    /// A host view for the supplementary element, configured by its node.
    public func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? {
        guard let element = visibleMap.supplementaryElement(ofKind: kind, inSection: indexPath[0]),
              let host = view.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: Self.nodeReuseIdentifier, for: indexPath) as? HeadlessNodeView
        else { return nil }
        host.element = element
        element.node.configure(host)
        return host
    }

    /// The section's identity in the visible map, kept while it moves.
    public func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        visibleMap.sectionIdentifier(at: section)
    }

    /// The element's identity, kept while it moves.
    public func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        visibleMap.element(at: indexPath).map { AnyHashable(ObjectIdentifier($0)) }
    }

    /// The identities of the section's elements, handed over whole (boxed
    /// only when a test reads them), so that a batch bringing thousands of
    /// items costs no call per item.
    ///
    /// Complexity: O(items of the section).
    public func headlessListView(
        _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    ) -> HeadlessListView.ItemIdentities? {
        HeadlessListView.ItemIdentities(visibleMap.itemIdentifiers(inSection: section))
    }
}

/// The data controller as a ``HeadlessListView``'s delegate: sizes are the
/// nodes' measured sizes, and scrolling and display move the ranges.
extension ListDataController: HeadlessListViewDelegate {
    /// The node's measured size.
    public func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        viewWidthMayHaveChanged()
        return visibleMap.element(at: indexPath).map(measuredSize(of:)) ?? .zero
    }

    /// The supplementary node's measured size (zero when there is none).
    public func headlessListView(
        _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        visibleMap.supplementaryElement(ofKind: kind, inSection: indexPath[0]).map(measuredSize(of:)) ?? .zero
    }

    /// The data source's inset of the section, or the view's.
    public func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
        sectionMetrics(forVisible: section).inset ?? view.sectionInset
    }

    /// The data source's line spacing of the section, or the view's.
    public func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        sectionMetrics(forVisible: section).lineSpacing ?? view.minimumLineSpacing
    }

    /// The data source's interitem spacing of the section, or the view's.
    public func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        sectionMetrics(forVisible: section).interitemSpacing ?? view.minimumInteritemSpacing
    }

    /// Moves the ranges.
    public func headlessListViewDidScroll(_ view: HeadlessListView) { rangeController.update() }

    /// Tells ``ListDataController/delegate``, in the data source's space.
    public func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        forward(indexPath) { $0.dataController(self, willDisplay: cell, kind: nil, at: $1) }
    }

    /// Tells ``ListDataController/delegate``, in the data source's space
    /// (the view's, for an element the data source no longer has).
    public func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        forward(indexPath, ending: true) { $0.dataController(self, didEndDisplaying: cell, kind: nil, at: $1) }
    }

    /// Tells ``ListDataController/delegate``, in the data source's space.
    public func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        forward(indexPath, kind: kind) { $0.dataController(self, willDisplay: supplementaryView, kind: kind, at: $1) }
    }

    /// Tells ``ListDataController/delegate``, in the data source's space
    /// (the view's, for a section the data source no longer has).
    public func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        forward(indexPath, kind: kind, ending: true) {
            $0.dataController(self, didEndDisplaying: supplementaryView, kind: kind, at: $1)
        }
    }

    /// Tells ``ListDataController/delegate``.
    public func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {
        forward(indexPath) { $0.dataController(self, didHighlight: true, itemAt: $1) }
    }

    /// Tells ``ListDataController/delegate``.
    public func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {
        forward(indexPath) { $0.dataController(self, didHighlight: false, itemAt: $1) }
    }

    /// Tells ``ListDataController/delegate``.
    public func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        forward(indexPath) { $0.dataController(self, didSelect: true, itemAt: $1) }
    }

    /// Tells ``ListDataController/delegate``.
    public func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        forward(indexPath) { $0.dataController(self, didSelect: false, itemAt: $1) }
    }
}
