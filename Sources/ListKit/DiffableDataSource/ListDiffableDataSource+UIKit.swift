#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ListDiffableDataSource {
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
        let bridge = DiffableCollectionViewBridge(
            sections: { [unowned self] in self.shown.numberOfSections },
            items: { [unowned self] in self.numberOfItems(inSection: $0) },
            cell: { [unowned self] collectionView, indexPath in
                // UIKit raises on a cell it did not hand out, as Apple's type does.
                self.cell(at: indexPath) as? UICollectionViewCell ?? UICollectionViewCell()
            },
            supplementary: { [unowned self] kind, indexPath in
                self.makeSupplementaryView?(kind, indexPath) as? UICollectionReusableView ?? UICollectionReusableView()
            },
            canMove: { [unowned self] in self.canMoveItem(at: $0) },
            move: { [unowned self] in self.moveItem(from: $0, to: $1) })
        platformBridge = bridge
        collectionView.dataSource = bridge
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
        let bridge = DiffableTableViewBridge(
            sections: { [unowned self] in self.shown.numberOfSections },
            rows: { [unowned self] in self.numberOfItems(inSection: $0) },
            cell: { [unowned self] indexPath in self.cell(at: indexPath) as? UITableViewCell ?? UITableViewCell() },
            canMove: { [unowned self] in self.canMoveItem(at: $0) },
            move: { [unowned self] in self.moveItem(from: $0, to: $1) })
        platformBridge = bridge
        tableView.dataSource = bridge
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

/// A collection view's data source for a `ListDiffableDataSource`: UIKit
/// holds an `NSObject`, and a generic class cannot be one that Objective-C
/// calls.
final class DiffableCollectionViewBridge: NSObject, UICollectionViewDataSource {
    let sections: @MainActor () -> Int
    let items: @MainActor (Int) -> Int
    let cell: @MainActor (UICollectionView, IndexPath) -> UICollectionViewCell
    let supplementary: @MainActor (String, IndexPath) -> UICollectionReusableView
    let canMove: @MainActor (IndexPath) -> Bool
    let move: @MainActor (IndexPath, IndexPath) -> Void

    init(sections: @escaping @MainActor () -> Int, items: @escaping @MainActor (Int) -> Int,
         cell: @escaping @MainActor (UICollectionView, IndexPath) -> UICollectionViewCell,
         supplementary: @escaping @MainActor (String, IndexPath) -> UICollectionReusableView,
         canMove: @escaping @MainActor (IndexPath) -> Bool, move: @escaping @MainActor (IndexPath, IndexPath) -> Void) {
        self.sections = sections
        self.items = items
        self.cell = cell
        self.supplementary = supplementary
        self.canMove = canMove
        self.move = move
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections() }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items(section) }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(collectionView, indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementary(kind, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        move(sourceIndexPath, destinationIndexPath)
    }
}

/// A table view's data source for a `ListDiffableDataSource`.
final class DiffableTableViewBridge: NSObject, UITableViewDataSource {
    let sections: @MainActor () -> Int
    let rows: @MainActor (Int) -> Int
    let cell: @MainActor (IndexPath) -> UITableViewCell
    let canMove: @MainActor (IndexPath) -> Bool
    let move: @MainActor (IndexPath, IndexPath) -> Void

    init(sections: @escaping @MainActor () -> Int, rows: @escaping @MainActor (Int) -> Int,
         cell: @escaping @MainActor (IndexPath) -> UITableViewCell, canMove: @escaping @MainActor (IndexPath) -> Bool,
         move: @escaping @MainActor (IndexPath, IndexPath) -> Void) {
        self.sections = sections
        self.rows = rows
        self.cell = cell
        self.canMove = canMove
        self.move = move
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections() }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows(section) }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        move(sourceIndexPath, destinationIndexPath)
    }
}
#endif
