import Foundation

/// The adapter as a ``HeadlessListView``'s data source: one section per
/// object, identified by the object's type and identifier; its controller's
/// items, cells and supplementary views.
extension ListAdapter: HeadlessListViewDataSource {
    public func numberOfSections(in view: HeadlessListView) -> Int { objects.count }

    public func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        guard let controller = sectionController(forSection: section) else { return 0 }
        return itemCount(of: controller)
    }

    public func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        if let cell = cell(forItemAt: indexPath) as? HeadlessCell { return cell }
        return view._placeholder(kind: nil, for: indexPath) as? HeadlessCell ?? HeadlessCell()
    }

    public func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? {
        supplementaryView(ofKind: kind, at: indexPath) as? HeadlessReusableView
    }

    public func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        object(atSection: section).map { AnyHashable(SectionMap.ObjectKey($0)) }
    }

    public func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        controllerOfItem(at: indexPath)?.itemIdentifier(at: indexPath[1])
    }

    public func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moveItem(from: source, to: destination)
    }
}

/// The adapter as a ``HeadlessListView``'s delegate: sizes from the
/// controllers; display, highlight and selection to the controllers, then
/// every call on to ``ListAdapter/viewDelegate``.
extension ListAdapter: HeadlessListViewDelegate {
    public func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        size(forItemAt: indexPath)
    }

    public func headlessListView(
        _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        size(forSupplementaryViewOfKind: kind, at: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        willDisplay(cell, kind: nil, at: indexPath)
        viewDelegate?.headlessListView(view, willDisplay: cell, forItemAt: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying(cell, kind: nil, at: indexPath)
        viewDelegate?.headlessListView(view, didEndDisplaying: cell, forItemAt: indexPath)
    }

    public func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        willDisplay(supplementaryView, kind: kind, at: indexPath)
        viewDelegate?.headlessListView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
    }

    public func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        didEndDisplaying(supplementaryView, kind: kind, at: indexPath)
        viewDelegate?.headlessListView(
            view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        viewDelegate?.headlessListView(view, shouldHighlightItemAt: indexPath) ?? true
    }

    public func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {
        didHighlightItem(at: indexPath)
        viewDelegate?.headlessListView(view, didHighlightItemAt: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {
        didUnhighlightItem(at: indexPath)
        viewDelegate?.headlessListView(view, didUnhighlightItemAt: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        viewDelegate?.headlessListView(view, shouldSelectItemAt: indexPath) ?? true
    }

    public func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
        viewDelegate?.headlessListView(view, didSelectItemAt: indexPath)
    }

    public func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        didDeselectItem(at: indexPath)
        viewDelegate?.headlessListView(view, didDeselectItemAt: indexPath)
    }

    public func headlessListViewDidScroll(_ view: HeadlessListView) {
        viewDelegate?.headlessListViewDidScroll(view)
    }
}
