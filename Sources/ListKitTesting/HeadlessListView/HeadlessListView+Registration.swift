import Foundation
import ListKit

// Apple's cell and supplementary registrations (iOS 14), with the
// signatures of `UICollectionView.CellRegistration` and its kin, so that a
// screen written with them dequeues the same way on the headless view.
extension HeadlessListView {
    /// How to make and configure cells of `Cell` for items of `Item`
    /// (Apple's `UICollectionView.CellRegistration`): the class is
    /// registered under an identifier of its own the first time a cell is
    /// dequeued with it.
    ///
    /// ```swift
    /// let titles = HeadlessListView.CellRegistration<TitleCell, String> { cell, indexPath, title in
    ///     cell.title = title
    /// }
    /// let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, title in
    ///     view.dequeueConfiguredReusableCell(using: titles, for: indexPath, item: title)
    /// }
    /// ```
    public struct CellRegistration<Cell: HeadlessCell, Item> {
        /// Configures a dequeued cell for an item at an index path.
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ item: Item) -> Void

        let identifier = "registration.\(UUID().uuidString)"
        let handler: Handler

        /// A registration whose cells `handler` configures. O(1).
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// How to make and configure supplementary views of `Supplementary` of
    /// one kind (Apple's `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: HeadlessReusableView> {
        /// Configures a dequeued view of a kind for an index path.
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let identifier = "registration.\(UUID().uuidString)"
        /// The kind of view this registration makes.
        public let elementKind: String
        let handler: Handler

        /// A registration of views of `elementKind` that `handler`
        /// configures. O(1).
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell from `registration` for the item at `indexPath`, configured
    /// with `item` by its handler (not called for a nil item), as UIKit's
    /// `dequeueConfiguredReusableCell(using:for:item:)`. Call it from the
    /// data source's cell provider for that index path: outside that
    /// request it is a new cell the view did not hand out, which the view
    /// records as a fault when it is returned. O(1), and the handler.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath) as? Cell ?? Cell()
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration` for `indexPath`, configured
    /// by its handler, as UIKit's
    /// `dequeueConfiguredReusableSupplementary(using:for:)`; the rules of
    /// ``dequeueConfiguredReusableCell(using:for:item:)``. O(1), and the
    /// handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
                 withReuseIdentifier: registration.identifier)
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath) as? Supplementary
            ?? Supplementary()
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
