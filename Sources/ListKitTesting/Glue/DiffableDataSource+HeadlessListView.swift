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
        setHeadlessSupplementaryViewProvider(supplementaryViewProvider)
        viewBridge = view.attach(viewDriver, asDelegate: false)
        view.reloadData()
    }

    /// Makes the headless view's supplementary views with `provider` (nil:
    /// none). O(1).
    func setHeadlessSupplementaryViewProvider(
        _ provider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)?
    ) {
        platformSupplementaryProvider = provider
        guard let provider, let view = listView as? HeadlessListView else {
            makeSupplementaryView = nil
            return
        }
        makeSupplementaryView = { [unowned view] kind, indexPath in provider(view, kind, indexPath) }
    }
}

#if !canImport(UIKit)
extension DiffableDataSource {
    /// Makes the headless view's headers and footers: the view, the kind and
    /// the index path (Apple's `supplementaryViewProvider`, which may be set
    /// after the data source is made, as on Apple platforms, where this
    /// name is the collection view's). Views already on screen are asked
    /// again at the next reload or batch that brings them. O(1) to set.
    ///
    /// ```swift
    /// dataSource.supplementaryViewProvider = { view, kind, indexPath in
    ///     view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    /// }
    /// ```
    public var supplementaryViewProvider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)? {
        get { platformSupplementaryProvider as? @MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView? }
        set { setHeadlessSupplementaryViewProvider(newValue) }
    }
}
#endif
