import Foundation

/// The adapter as a list view's driver: one section per object, identified
/// by the object's type and identifier; its section controller's items,
/// cells, supplementary views, sizes, insets and spacings; display,
/// highlight, selection and prefetching to the controllers. The view's
/// bridge then forwards the delegate calls to the app's own delegates
/// (``ListAdapter/forwardedViewDelegate``), as IGListKit's adapter does.
@MainActor
package final class AdapterViewDriver: ListViewDelegateForwarding {
    package private(set) weak var adapter: ListAdapter?

    init(adapter: ListAdapter) { self.adapter = adapter }

    /// One adapter per view (IGListKit's PR #517): the adapter that drove
    /// `view` through `driver`, the view's driver until now, lets go of it
    /// when `adapter` takes it over. O(1).
    package static func previousAdapter(of driver: (any ListViewDriver)?, letsGoOf view: any ListView, for adapter: ListAdapter) {
        guard let previous = (driver as? AdapterViewDriver)?.adapter, previous !== adapter, previous.listView === view
        else { return }
        previous.listView = nil
    }

    package var forwardedViewDelegate: AnyObject? { adapter?.forwardedViewDelegate }
    package var forwardedScrollViewDelegate: AnyObject? { adapter?.forwardedScrollViewDelegate }

    // MARK: Data

    /// One section per object.
    package func numberOfSections(in view: any ListView) -> Int { adapter?.objects.count ?? 0 }

    /// The section controller's item count (a negative one counts as 0).
    package func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int {
        guard let adapter, let controller = adapter.sectionController(forSection: section) else { return 0 }
        return adapter.itemCount(of: controller)
    }

    /// The cell the section controller dequeued for the item; an empty one,
    /// with a diagnostic, when it gave none dequeued for it.
    package func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)? {
        adapter?.cell(forItemAt: indexPath)
    }

    /// The controller's supplementary view of `kind`, from its
    /// ``SectionController/supplementaryViewSource``.
    package func listView(
        _ view: any ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> (any ListReusableView)? {
        adapter?.supplementaryView(ofKind: kind, at: indexPath)
    }

    /// The object's type and identifier, together.
    package func listView(_ view: any ListView, identifierOfSection section: Int) -> AnyHashable? {
        adapter?.identifierOfSection(section)
    }

    /// The controller's ``SectionController/itemIdentifier(at:)``.
    package func listView(_ view: any ListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        adapter?.controllerOfItem(at: indexPath)?.itemIdentifier(at: indexPath[1])
    }

    // MARK: Reordering

    /// The controller's ``SectionController/canMoveItem(at:)``.
    package func listView(_ view: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        adapter?.canMoveItem(at: indexPath) ?? false
    }

    /// Moves the item in the data: within a section through its controller's
    /// ``SectionController/moveObject(from:to:)``, between two sections of
    /// one item each through ``ListAdapter/moveDelegate``; any other move is
    /// put back.
    package func listView(_ view: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        adapter?.moveItem(from: source, to: destination)
    }

    // MARK: Layout

    /// The controller's ``SectionController/sizeForItem(at:)``; zero, with a
    /// diagnostic, for a negative or non-finite size.
    package func listView(_ view: any ListView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
        adapter?.size(forItemAt: indexPath)
    }

    /// The size from the controller's supplementary source; zero when it
    /// does not supply `kind`.
    package func listView(
        _ view: any ListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        adapter?.size(forSupplementaryViewOfKind: kind, at: indexPath) ?? .zero
    }

    /// The controller's ``SectionController/inset``.
    package func listView(_ view: any ListView, insetForSectionAt section: Int) -> ListEdgeInsets? {
        adapter?.inset(forSection: section)
    }

    /// The controller's ``SectionController/minimumLineSpacing``.
    package func listView(_ view: any ListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat? {
        adapter?.minimumLineSpacing(forSection: section)
    }

    /// The controller's ``SectionController/minimumInteritemSpacing``.
    package func listView(_ view: any ListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat? {
        adapter?.minimumInteritemSpacing(forSection: section)
    }

    // MARK: Display, highlight, selection, prefetching

    /// Tells the item's controller and its display delegate (and the
    /// section's display events when it is the section's first view on
    /// screen), and moves the working range.
    package func listView(_ view: any ListView, willDisplay cell: any ListReusableView, forItemAt indexPath: IndexPath) {
        adapter?.willDisplay(cell, kind: nil, at: indexPath)
    }

    /// Tells the item's controller and its display delegate (and the
    /// section's display events when it was the section's last view on
    /// screen), and moves the working range.
    package func listView(
        _ view: any ListView, didEndDisplaying cell: any ListReusableView, forItemAt indexPath: IndexPath
    ) {
        adapter?.didEndDisplaying(cell, kind: nil, at: indexPath)
    }

    /// Sends the section's display events when the view is the section's
    /// first on screen.
    package func listView(
        _ view: any ListView, willDisplaySupplementaryView supplementaryView: any ListReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        adapter?.willDisplay(supplementaryView, kind: kind, at: indexPath)
    }

    /// Sends the section's display events when the view was the section's
    /// last on screen.
    package func listView(
        _ view: any ListView, didEndDisplayingSupplementaryView supplementaryView: any ListReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        adapter?.didEndDisplaying(supplementaryView, kind: kind, at: indexPath)
    }

    /// Tells the item's controller.
    package func listView(_ view: any ListView, didHighlightItemAt indexPath: IndexPath) {
        adapter?.didHighlightItem(at: indexPath)
    }

    /// Tells the item's controller.
    package func listView(_ view: any ListView, didUnhighlightItemAt indexPath: IndexPath) {
        adapter?.didUnhighlightItem(at: indexPath)
    }

    /// The item's controller's ``SectionController/contextMenuConfigurationForItem(at:point:)``.
    package func listView(_ view: any ListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ListContextMenuConfiguration?
    {
        adapter?.controllerOfItem(at: indexPath)?.contextMenuConfigurationForItem(at: indexPath[1], point: point)
    }

    /// The item's controller's ``SectionController/shouldSelectItem(at:)``.
    package func listView(_ view: any ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        adapter?.controllerOfItem(at: indexPath)?.shouldSelectItem(at: indexPath[1]) ?? true
    }

    /// The item's controller's ``SectionController/shouldDeselectItem(at:)``.
    package func listView(_ view: any ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        adapter?.controllerOfItem(at: indexPath)?.shouldDeselectItem(at: indexPath[1]) ?? true
    }

    /// Tells the item's controller.
    package func listView(_ view: any ListView, didSelectItemAt indexPath: IndexPath) {
        adapter?.didSelectItem(at: indexPath)
    }

    /// Tells the item's controller.
    package func listView(_ view: any ListView, didDeselectItemAt indexPath: IndexPath) {
        adapter?.didDeselectItem(at: indexPath)
    }

    /// Tells each controller with a prefetching delegate about its items,
    /// once per call. O(index paths).
    package func listView(_ view: any ListView, prefetchItemsAt indexPaths: [IndexPath]) {
        adapter?.prefetchItems(at: indexPaths)
    }

    /// Tells each controller with a prefetching delegate about its items,
    /// once per call. O(index paths).
    package func listView(_ view: any ListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        adapter?.cancelPrefetchingItems(at: indexPaths)
    }

    // MARK: Scrolling: to the scroll delegates of the controllers on screen

    /// Each on-screen controller's ``SectionController/scrollDelegate``, in
    /// section order. O(items on screen).
    private func tellScrollDelegates(_ event: (any ListScrollDelegate, ListAdapter, SectionController) -> Void) {
        guard let adapter else { return }
        for controller in adapter.visibleSectionControllers {
            if let delegate = controller.scrollDelegate { event(delegate, adapter, controller) }
        }
    }

    package func listViewDidScroll(_ view: any ListView) {
        tellScrollDelegates { $0.listAdapter($1, didScroll: $2) }
    }

    package func listViewWillBeginDragging(_ view: any ListView) {
        tellScrollDelegates { $0.listAdapter($1, willBeginDragging: $2) }
    }

    package func listViewDidEndDragging(_ view: any ListView, willDecelerate decelerate: Bool) {
        tellScrollDelegates { $0.listAdapter($1, didEndDragging: $2, willDecelerate: decelerate) }
    }

    package func listViewDidEndDecelerating(_ view: any ListView) {
        tellScrollDelegates { $0.listAdapter($1, didEndDecelerating: $2) }
    }
}
