import Foundation
import ListDiff

/// How a data source takes a view from one snapshot to another while every
/// item keeps its cell: one batch, or two when sections move (the first
/// moves, deletes and inserts sections only; the second changes items, in
/// sections that no longer move), then the reconfigures of items that moved.
///
/// A single batch cannot change items inside a section that moves (UIKit
/// mishandles it), so ``Snapshot/batchUpdate(from:moves:)`` replaces such a
/// section whole, and its cells with it; two batches keep them.
@usableFromInline
package struct SnapshotTransition<SectionID: Hashable, ItemID: Hashable> {
    /// The batches in order, each with the snapshot the view shows after
    /// it; the last one shows the new snapshot (without marks).
    @usableFromInline package var steps: [(batch: BatchUpdate, shows: Snapshot<SectionID, ItemID>)]
    /// The index paths, after the last batch, of reconfigured items that
    /// moved: reconfigured in a batch of their own right after it.
    @usableFromInline package var reconfiguresAfter: [IndexPath]
    /// The new snapshot's items by section, which the diff reads anyway and
    /// a view asks for next.
    @usableFromInline package var sectionItems: [[ItemID]]
    /// The new snapshot's misuse, when the diff was asked to check it
    /// (the steps are then meaningless).
    @usableFromInline package var misuse: SnapshotError?

    @inlinable
    package init(
        steps: [(batch: BatchUpdate, shows: Snapshot<SectionID, ItemID>)], reconfiguresAfter: [IndexPath],
        sectionItems: [[ItemID]], misuse: SnapshotError? = nil
    ) {
        self.steps = steps
        self.reconfiguresAfter = reconfiguresAfter
        self.sectionItems = sectionItems
        self.misuse = misuse
    }
}

extension SnapshotTransition: Sendable where SectionID: Sendable, ItemID: Sendable {}

extension Snapshot {
    /// The transition from a view showing `old` to one showing this
    /// snapshot in which every item that stays keeps its cell (see
    /// ``SnapshotTransition``): when sections move, they move first, holding
    /// their old items (deleted sections go, new ones come empty), and the
    /// items change after. With `checking`, the transition also carries
    /// this snapshot's ``misuse``, learnt from the diff (`old` being valid),
    /// so that a fresh snapshot needs no index to be checked.
    ///
    /// Complexity: O(sections + items) expected, as ``batchUpdate(from:moves:)``.
    @inlinable
    package func transition(
        from old: Snapshot, moves: MoveStrategy, checking: Bool = false
    ) -> SnapshotTransition<SectionID, ItemID> {
        let sectionDiff = List.diffing(identifiers: old.sectionIdentifiers, sectionIdentifiers, moves: .minimal)
        var middle = old
        if !sectionDiff.moves.isEmpty {
            // The sections as they will be, with the items they hold now.
            middle = Snapshot()
            middle.sectionIDs = sectionIDs
            middle.sectionPositions = sectionPositions
            middle.sectionItems = sectionIDs.map { old.itemIdentifiers(inSection: $0) }
            middle.itemCount = middle.sectionItems.reduce(0) { $0 + $1.count }
        }
        let items = batchUpdate(from: middle, moves: moves, reconfiguringMovesAfter: true, checking: checking)
        var steps: [(batch: BatchUpdate, shows: Snapshot)] = []
        if !sectionDiff.moves.isEmpty {
            var sections = BatchUpdate()
            sections.sectionDeletes = sectionDiff.deletes
            sections.sectionInserts = sectionDiff.inserts
            sections.sectionMoves = sectionDiff.moves
            steps.append((sections, middle))
        }
        if steps.isEmpty || !items.batch.isEmpty { steps.append((items.batch, withoutMarks)) } else { steps[0].shows = withoutMarks }
        return SnapshotTransition(steps: steps, reconfiguresAfter: items.reconfiguresAfter, sectionItems: items.sectionItems,
                                  misuse: items.misuse)
    }
}
