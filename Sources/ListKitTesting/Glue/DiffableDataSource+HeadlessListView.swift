import Foundation
import ListKit

extension DiffableDataSource {
    /// A data source for `view`, which it becomes the data source of; the
    /// cell provider dequeues from `view` and fills the cell for an item
    /// (nil shows an empty cell, recorded in the view's `faults`), and the
    /// supplementary view provider (Apple's `supplementaryViewProvider`)
    /// does the same for headers and footers.
    ///
    /// ```swift
    /// let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, title in
    ///     let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
    ///     cell?.title = title
    ///     return cell
    /// }
    /// ```
    @inlinable
    public convenience init(
        view: HeadlessListView,
        cellProvider: @escaping @MainActor (HeadlessListView, IndexPath, ItemIdentifierType) -> HeadlessCell?,
        supplementaryViewProvider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)? = nil
    ) {
        self.init(headlessView: view, cellProvider: cellProvider, supplementaryViewProvider: supplementaryViewProvider,
                  work: Self.specializedWork)
    }

    @usableFromInline
    convenience init(
        headlessView view: HeadlessListView,
        cellProvider: @escaping @MainActor (HeadlessListView, IndexPath, ItemIdentifierType) -> HeadlessCell?,
        supplementaryViewProvider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)?,
        work: SnapshotWork
    ) {
        self.init(listView: view, makeCell: { [unowned view] indexPath, item in cellProvider(view, indexPath, item) }, work: work)
        if let supplementaryViewProvider {
            makeSupplementaryView = { [unowned view] kind, indexPath in supplementaryViewProvider(view, kind, indexPath) }
        }
        viewBridge = view.attach(viewDriver, asDelegate: false)
        view.reloadData()
    }
}
