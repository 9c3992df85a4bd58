import Foundation
import ListKit

extension ListAdapter {
    /// The app's own delegate for a ``HeadlessListView``: it hears every
    /// delegate call after the adapter handled it (display, highlight,
    /// selection, scrolling), as IGListKit forwards to its
    /// `collectionViewDelegate` and `scrollViewDelegate`. Sizes come from
    /// the section controllers. Held weakly.
    public var viewDelegate: (any HeadlessListViewDelegate)? {
        get { forwardedViewDelegate as? any HeadlessListViewDelegate }
        set { forwardedViewDelegate = newValue }
    }
}

/// The headless view takes the adapter as its data source, delegate and
/// prefetch data source (its ``HeadlessListView/isPrefetchingEnabled`` is
/// left as it is).
extension HeadlessListView: AdapterHost {
    /// One adapter per view: a previous one lets go (IGListKit's PR #517).
    package func attach(_ adapter: ListAdapter) {
        if let previous = dataSource as? ListAdapter, previous !== adapter, previous.listView === self {
            previous.listView = nil
        }
        dataSource = adapter
        delegate = adapter
        prefetchDataSource = adapter
    }

    package func detach(_ adapter: ListAdapter) {
        if dataSource === adapter { dataSource = nil }
        if delegate === adapter { delegate = nil }
        if prefetchDataSource === adapter { prefetchDataSource = nil }
    }
}

/// The adapter as a ``HeadlessListView``'s data source: one section per
/// object, identified by the object's type and identifier; its controller's
/// items, cells and supplementary views.
extension ListAdapter: HeadlessListViewDataSource {
    /// One section per object.
    public func numberOfSections(in view: HeadlessListView) -> Int { objects.count }

    /// The section controller's item count (a negative one counts as 0).
    public func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        guard let controller = sectionController(forSection: section) else { return 0 }
        return itemCount(of: controller)
    }

    /// The cell the section controller dequeued for the item; an empty one,
    /// with a diagnostic, when it gave none dequeued for it.
    public func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        if let cell = cell(forItemAt: indexPath) as? HeadlessCell { return cell }
        return view.placeholder(kind: nil, for: indexPath) as? HeadlessCell ?? HeadlessCell()
    }

    /// The controller's supplementary view of `kind`, from its
    /// ``SectionController/supplementaryViewSource``, for the section.
    public func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? {
        supplementaryView(ofKind: kind, at: indexPath) as? HeadlessReusableView
    }

    /// The object's type and identifier, together.
    public func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        identifierOfSection(section)
    }

    /// The controller's ``SectionController/itemIdentifier(at:)``.
    public func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        controllerOfItem(at: indexPath)?.itemIdentifier(at: indexPath[1])
    }

    /// The controller's ``SectionController/canMoveItem(at:)``.
    public func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Moves the item in the data: within a section through its controller's
    /// ``SectionController/moveObject(from:to:)``, between two sections of
    /// one item each through ``ListAdapter/moveDelegate``; any other move is
    /// put back.
    public func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moveItem(from: source, to: destination)
    }
}

/// The adapter as a ``HeadlessListView``'s delegate: sizes, insets and
/// spacings from the controllers; display, highlight and selection to the controllers, then
/// every call on to ``ListAdapter/viewDelegate``.
extension ListAdapter: HeadlessListViewDelegate {
    /// The controller's ``SectionController/sizeForItem(at:)``; zero, with a
    /// diagnostic, for a negative or non-finite size.
    public func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        size(forItemAt: indexPath)
    }

    /// The size from the controller's supplementary source; zero when it
    /// does not supply `kind`.
    public func headlessListView(
        _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        size(forSupplementaryViewOfKind: kind, at: indexPath)
    }

    /// The section controller's ``SectionController/inset`` (IGListKit's
    /// adapter answers UIKit's flow layout the same way).
    public func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
        inset(forSection: section)
    }

    /// The section controller's ``SectionController/minimumLineSpacing``.
    public func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        minimumLineSpacing(forSection: section)
    }

    /// The section controller's ``SectionController/minimumInteritemSpacing``.
    public func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        minimumInteritemSpacing(forSection: section)
    }

    /// Tells the item's controller and its display delegate (and the
    /// section's display events when it is the section's first view on
    /// screen), moves the working range, then tells ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        willDisplay(cell, kind: nil, at: indexPath)
        viewDelegate?.headlessListView(view, willDisplay: cell, forItemAt: indexPath)
    }

    /// Tells the item's controller and its display delegate (and the
    /// section's display events when it was the section's last view on
    /// screen), moves the working range, then tells ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        didEndDisplaying(cell, kind: nil, at: indexPath)
        viewDelegate?.headlessListView(view, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Sends the section's display events when the view is the section's
    /// first on screen, then tells ``ListAdapter/viewDelegate``.
    public func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        willDisplay(supplementaryView, kind: kind, at: indexPath)
        viewDelegate?.headlessListView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
    }

    /// Sends the section's display events when the view was the section's
    /// last on screen, then tells ``ListAdapter/viewDelegate``.
    public func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        didEndDisplaying(supplementaryView, kind: kind, at: indexPath)
        viewDelegate?.headlessListView(
            view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
    }

    /// ``ListAdapter/viewDelegate``'s answer; true without one.
    public func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        viewDelegate?.headlessListView(view, shouldHighlightItemAt: indexPath) ?? true
    }

    /// Tells the item's controller, then ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {
        didHighlightItem(at: indexPath)
        viewDelegate?.headlessListView(view, didHighlightItemAt: indexPath)
    }

    /// Tells the item's controller, then ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {
        didUnhighlightItem(at: indexPath)
        viewDelegate?.headlessListView(view, didUnhighlightItemAt: indexPath)
    }

    /// ``ListAdapter/viewDelegate``'s answer; true without one.
    public func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        viewDelegate?.headlessListView(view, shouldSelectItemAt: indexPath) ?? true
    }

    /// Tells the item's controller, then ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        didSelectItem(at: indexPath)
        viewDelegate?.headlessListView(view, didSelectItemAt: indexPath)
    }

    /// Tells the item's controller, then ``ListAdapter/viewDelegate``.
    public func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        didDeselectItem(at: indexPath)
        viewDelegate?.headlessListView(view, didDeselectItemAt: indexPath)
    }

    /// Tells ``ListAdapter/viewDelegate``.
    public func headlessListViewDidScroll(_ view: HeadlessListView) {
        viewDelegate?.headlessListViewDidScroll(view)
    }
}

/// The adapter as a ``HeadlessListView``'s prefetch data source: the index
/// paths go, grouped by section, to the section controllers'
/// ``SectionController/prefetchingDelegate``s (see
/// ``ListPrefetchingDelegate``).
extension ListAdapter: HeadlessListViewDataSourcePrefetching {
    /// Tells each controller with a prefetching delegate about its items,
    /// once per call.
    ///
    /// Complexity: O(index paths).
    public func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetchItems(at: indexPaths)
    }

    /// Tells each controller with a prefetching delegate about its items,
    /// once per call.
    ///
    /// Complexity: O(index paths).
    public func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelPrefetchingItems(at: indexPaths)
    }
}
