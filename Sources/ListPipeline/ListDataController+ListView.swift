import Foundation
import ListKit

/// A data controller is a `ListView` in the data source's index space, so
/// that a `ListAdapter` can drive it: the adapter's batches become change
/// sets (its reconfigures reloads), its counts are the pending map's, and
/// what it asks about the screen is converted from the view's index space.
///
/// ```swift
/// let controller = ListDataController()
/// controller.listView = collectionView
/// adapter.listView = controller          // controllers vend node blocks
/// ```
extension ListDataController: ListView {
    /// The pending map's sections.
    public var numberOfSections: Int { pendingMap.numberOfSections }

    /// The pending map's items in `section`.
    public func numberOfItems(inSection section: Int) -> Int { pendingMap.numberOfItems(inSection: section) }

    /// Runs `updates` (the data source switches to its new data) and
    /// submits the batch it returns as one change set; `completion` runs
    /// once the view has taken it.
    ///
    /// - Throws: `BatchUpdateError` when the batch does not fit; nothing is
    ///   applied then.
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        flushTurn()
        let changes = ListDataController.ChangeSet(updates(), animated: animated)
        try update(with: changes) { finished in completion?(finished) }
    }

    /// Reads everything again from the data source, as a change set.
    public func reloadData() { reloadData(completion: nil) }

    /// The items on screen, in the data source's index space (those whose
    /// elements it still has).
    public var indexPathsForVisibleItems: [IndexPath] {
        (listView?.indexPathsForVisibleItems ?? []).compactMap(pendingIndexPath(forVisible:))
    }

    /// Scrolls the view to the item, once it is shown.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard let shown = visibleIndexPath(forPending: indexPath) else { return }
        listView?.scrollToItem(at: shown, animated: animated)
    }

    /// Measures the items' nodes again on the editing queue (their last
    /// sizes shown meanwhile), then has the view lay them out again.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        let elements = indexPaths.compactMap { pendingMap.element(at: $0) }.filter { $0.invalidateMeasurement() }
        remeasure(elements)
    }

    /// The view's.
    public var isVisible: Bool { listView?.isVisible ?? false }

    /// The view's.
    public var emptyView: AnyObject? {
        get { listView?.emptyView }
        set { listView?.emptyView = newValue }
    }

    /// Whether the view is in an update, or a batch of the controller's is
    /// being gathered.
    public var isUpdating: Bool { batchDepth > 0 || (listView?.isUpdating ?? false) }
}

/// An adapter attached to a data controller becomes its data source and
/// delegate, through an object of its own (`AdapterNodeSource`) that the
/// controller keeps while the adapter is attached.
extension ListDataController: AdapterHost {
    package func attach(_ adapter: ListAdapter) {
        let source = AdapterNodeSource(adapter: adapter)
        adapterSource = source
        delegate = source
        dataSource = source
    }

    package func detach(_ adapter: ListAdapter) {
        guard let source = adapterSource as? AdapterNodeSource, source.adapter === adapter else { return }
        if dataSource === source { dataSource = nil }
        if delegate === source { delegate = nil }
        adapterSource = nil
    }
}

/// Cell queries of the adapter reach the view's host cells through the
/// controller, converted between the index spaces; cells are never
/// dequeued from it (nodes configure the host cells).
extension ListDataController: CellHost {
    package func registerView(_ source: ViewSource, kind: String?, identifier: String) -> Bool { false }

    package func dequeueView(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)? { nil }

    package func plainViewClass(kind: String?) -> AnyClass {
        cellHost?.plainViewClass(kind: kind) ?? ListDataController.self
    }

    package func cellOnScreen(at indexPath: IndexPath) -> (any ListReusableView)? {
        visibleIndexPath(forPending: indexPath).flatMap { cellHost?.cellOnScreen(at: $0) }
    }

    package func indexPathOfCellOnScreen(_ cell: any ListReusableView) -> IndexPath? {
        cellHost?.indexPathOfCellOnScreen(cell).flatMap(pendingIndexPath(forVisible:))
    }

    package var containerSize: CGSize { cellHost?.containerSize ?? .zero }
    package var containerInset: ListEdgeInsets { cellHost?.containerInset ?? .zero }
    package var adjustedContainerInset: ListEdgeInsets { cellHost?.adjustedContainerInset ?? .zero }

    package func setSelectedQuietly(_ selected: Bool, at indexPath: IndexPath) {
        guard let shown = visibleIndexPath(forPending: indexPath) else { return }
        cellHost?.setSelectedQuietly(selected, at: shown)
    }
}
