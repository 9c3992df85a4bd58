#if canImport(UIKit) && !os(watchOS)
import UIKit

extension DiffableDataSource {
    /// A data source for `collectionView` (Apple's
    /// `UICollectionViewDiffableDataSource(collectionView:cellProvider:)`),
    /// which it becomes the data source of.
    @inlinable
    public convenience init(
        collectionView: UICollectionView,
        cellProvider: @escaping @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    ) {
        self.init(collectionView: collectionView, cellProvider: cellProvider, work: Self.specializedWork)
    }

    @usableFromInline
    convenience init(
        collectionView: UICollectionView,
        cellProvider: @escaping @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?,
        work: SnapshotWork
    ) {
        self.init(listView: collectionView, makeCell: { [unowned collectionView] indexPath, item in
            cellProvider(collectionView, indexPath, item)
        }, work: work)
        viewBridge = collectionView.attach(viewDriver, asDelegate: false)
    }

    /// A data source for `tableView` (Apple's
    /// `UITableViewDiffableDataSource(tableView:cellProvider:)`), which it
    /// becomes the data source of: sections and rows.
    @inlinable
    public convenience init(
        tableView: UITableView,
        cellProvider: @escaping @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
    ) {
        self.init(tableView: tableView, cellProvider: cellProvider, work: Self.specializedWork)
    }

    @usableFromInline
    convenience init(
        tableView: UITableView,
        cellProvider: @escaping @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?,
        work: SnapshotWork
    ) {
        self.init(listView: tableView, makeCell: { [unowned tableView] indexPath, item in
            cellProvider(tableView, indexPath, item)
        }, work: work)
        viewBridge = tableView.attach(viewDriver)
    }

    /// Makes a collection view's supplementary views (Apple's
    /// `supplementaryViewProvider`): the view, the kind and the index path.
    public var supplementaryViewProvider: (@MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?)? {
        get { platformSupplementaryProvider as? @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView? }
        set {
            platformSupplementaryProvider = newValue
            guard let newValue, let collectionView = listView as? UICollectionView else {
                makeSupplementaryView = nil
                return
            }
            makeSupplementaryView = { [unowned collectionView] kind, indexPath in newValue(collectionView, kind, indexPath) }
        }
    }
}
#endif
