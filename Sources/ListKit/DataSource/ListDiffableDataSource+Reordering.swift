import Foundation
import ListUpdates

extension ListDiffableDataSource {
    /// What the user may reorder and what the app hears when they do (Apple's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`). Without
    /// `canReorderItem`, nothing can be reordered.
    public struct ReorderingHandlers {
        /// Whether the user may drag `item`.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// A drag is about to change the data: the transaction says how.
        public var willReorder: (@MainActor (Transaction) -> Void)?
        /// A drag changed the data: ``ListDiffableDataSource/snapshot()`` is
        /// the transaction's final snapshot. Apply it to your model.
        public var didReorder: (@MainActor (Transaction) -> Void)?

        /// No reordering.
        public init() {}
    }

    /// A reorder the user made (Apple's `NSDiffableDataSourceTransaction`).
    public struct Transaction {
        /// The snapshot before the reorder.
        public let initialSnapshot: DataSnapshot
        /// The snapshot after it.
        public let finalSnapshot: DataSnapshot
        /// The change to the list of all items, section after section: one
        /// removal and one insertion of the moved item, associated.
        public let difference: CollectionDifference<ItemIdentifierType>
    }

    /// Whether the item at `indexPath` may be dragged.
    func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The view moved the item at `source` to `destination` (where it ends
    /// up): the data follows, between `willReorder` and `didReorder`, and
    /// the outlines of the two sections are dropped (those of the other
    /// sections stay). A
    /// move from an item not shown, or to a place the item cannot end up
    /// (the view checks both), changes nothing.
    func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), destination.count == 2,
              let target = shown.sectionIdentifier(at: destination[0])
        else { return }
        let initial = shown
        var final = initial
        do {
            try final.deleteItems([item])
            // At most at the end of the target section, once the item left.
            guard destination[1] >= 0, let count = final.numberOfItems(inSection: target), destination[1] <= count
            else { return }
            if let next = final.itemIdentifier(at: destination[1], inSectionAt: destination[0]) {
                try final.insertItems([item], beforeItem: next)
            } else {
                try final.appendItems([item], toSection: target)
            }
        } catch {
            return  // the view checked the move: unreachable
        }
        func flatIndex(_ path: IndexPath, in snapshot: DataSnapshot) -> Int {
            (0..<path[0]).reduce(path[1]) { count, s in
                count + (snapshot.sectionIdentifier(at: s).flatMap { snapshot.numberOfItems(inSection: $0) } ?? 0)
            }
        }
        let from = flatIndex(source, in: initial), to = flatIndex(destination, in: final)
        let difference = CollectionDifference([
            .remove(offset: from, element: item, associatedWith: to), .insert(offset: to, element: item, associatedWith: from),
        ])!
        let transaction = Transaction(initialSnapshot: initial, finalSnapshot: final, difference: difference)
        reorderingHandlers.willReorder?(transaction)
        shown = final
        // The outlines of the sections the item left and joined no longer
        // fit them; the others stay.
        if let left = initial.sectionIdentifier(at: source[0]) { sectionSnapshots[left] = nil }
        sectionSnapshots[target] = nil
        reorderingHandlers.didReorder?(transaction)
    }
}
