import Foundation
import ListUpdates

extension DiffableDataSource {
    /// What the user may reorder and what the app hears when they do (Apple's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`). Without
    /// `canReorderItem`, nothing can be reordered.
    public struct ReorderingHandlers {
        /// Whether the user may drag `item`.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// A drag is about to change the data: the transaction says how.
        public var willReorder: (@MainActor (Transaction) -> Void)?
        /// A drag changed the data: ``DiffableDataSource/snapshot()`` is
        /// the transaction's final snapshot. Apply it to your model.
        public var didReorder: (@MainActor (Transaction) -> Void)?

        /// No reordering.
        public init() {}
    }

    /// A reorder the user made (Apple's `NSDiffableDataSourceTransaction`).
    public struct Transaction {
        /// The data before the reorder.
        public let initialSnapshot: DataSnapshot
        /// The data after it.
        public let finalSnapshot: DataSnapshot
        /// The change to the list of all items, section after section: a
        /// removal and an insertion, associated, for each item that moved
        /// (a dragged item with its shown children).
        public let difference: CollectionDifference<ItemIdentifierType>
        /// The change to each section's outline the reorder touched (the
        /// section the item left, and the one it joined when another).
        public let sectionTransactions: [SectionTransaction]
    }

    /// A reorder's change to one section's outline (Apple's
    /// `NSDiffableDataSourceSectionTransaction`).
    public struct SectionTransaction {
        /// The section.
        public let sectionIdentifier: SectionIdentifierType
        /// Its outline before the reorder.
        public let initialSnapshot: SectionSnapshot<ItemIdentifierType>
        /// Its outline after it.
        public let finalSnapshot: SectionSnapshot<ItemIdentifierType>
        /// The change to the outline's items, depth first (hidden ones too).
        public let difference: CollectionDifference<ItemIdentifierType>
    }

    /// Whether the item at `indexPath` may be dragged.
    package func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The view moved the item at `source` to `destination` (where it ends
    /// up), and shows that now. The data follows, between `willReorder` and
    /// `didReorder`: in a section with an outline, the item takes its
    /// children along and lands as a sibling of the item now shown below it
    /// (at the end of the section, as the last root), so the outline keeps
    /// its shape; a drop among its own children changes nothing. When the
    /// data then differs from what the view shows (children that came
    /// along, or applies still on their way, which the move is made in too
    /// where its neighbours are), the data is applied again on the next
    /// turn, once the view has ended the drag. An apply asked for from the
    /// handlers starts on the next turn too; one asked for from
    /// `willReorder` is the data, without the move. A move from an item not
    /// shown, or to a place the item cannot end up (the view checks both),
    /// changes nothing.
    ///
    /// Complexity: O(items of the sections touched), the transaction's
    /// differences (O(n + s) and up, for n items and s sections), and the
    /// handlers.
    package func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = itemIdentifier(for: source), destination.count == 2,
              let from = shown.sectionIdentifier(at: source[0]),
              let target = shown.sectionIdentifier(at: destination[0])
        else { return }
        // What the view shows now: the one item moved.
        var viewed = shown
        viewed.deleteItems([item])
        guard destination[1] >= 0, destination[1] <= viewed.numberOfItems(inSection: target) else { return }
        if let next = viewed.itemIdentifier(at: destination[1], inSectionAt: destination[0]) {
            viewed.insertItems([item], beforeItem: next)
        } else {
            viewed.appendItems([item], toSection: target)
        }
        let targetItems = viewed.itemIdentifiers(inSection: target)
        let below = destination[1] + 1 < targetItems.count ? targetItems[destination[1] + 1] : nil

        // The same move in the data, on the outlines of the two sections.
        let initial = current
        var final = current
        var outlines: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
        var touched = [from]
        if target != from { touched.append(target) }
        if let home = current.sectionIdentifier(containingItem: item), current.indexOfSection(target) != nil {
            if !touched.contains(home) { touched.append(home) }
            var left = snapshot(for: home)
            if let subtree = try? left.snapshot(of: item, includingParent: true),
               below.map(subtree.contains) != true {
                try? left.delete([item])
                var joined = target == home ? left : snapshot(for: target)
                let grafted: Void? = if let below, joined.contains(below) {
                    try? joined.insert(subtree, before: below)
                } else {
                    try? joined.append(subtree)
                }
                if grafted != nil {
                    var grafts: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
                    grafts[home] = target == home ? joined : left
                    grafts[target] = joined
                    var moved = final
                    for section in grafts.keys { moved.deleteItems(moved.itemIdentifiers(inSection: section)) }
                    for (section, outline) in grafts { moved.appendItems(outline.visibleItems, toSection: section) }
                    // Edits the data refuses leave it as it was: never an invalid `current`.
                    if work.misuse(moved) == nil {
                        outlines = grafts
                        final = moved
                    }
                }
            }
        }
        let sectionTransactions = touched.compactMap { section -> SectionTransaction? in
            guard let after = outlines[section] else { return nil }
            let before = sectionSnapshots[section] ?? snapshot(for: section)
            return SectionTransaction(sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                                      difference: after.items.difference(from: before.items).inferringMoves())
        }
        let transaction = Transaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves(),
            sectionTransactions: sectionTransactions)
        // Applies the handlers ask for start on the next turn, after the
        // drag; one asked for from `willReorder` is the data, without the move.
        isReordering = true
        defer { isReordering = false }
        let applies = completions.nextTicket
        reorderingHandlers.willReorder?(transaction)
        shown = viewed
        if completions.nextTicket == applies {
            current = final
            for (section, outline) in outlines {
                // A flat outline is kept only where one was: `snapshot(for:)`
                // makes it again.
                if sectionSnapshots[section] != nil || outline.items.count != outline.rootItems.count {
                    sectionSnapshots[section] = outline
                }
            }
        }
        reorderingHandlers.didReorder?(transaction)
        if isApplying || touched.contains(where: { viewed.itemIdentifiers(inSection: $0) != current.itemIdentifiers(inSection: $0) }) {
            enqueueCurrentNextTurn()
        }
    }
}
