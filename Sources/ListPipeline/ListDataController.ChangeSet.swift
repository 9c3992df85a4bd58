import Foundation
import ListKit

extension ListDataController {
    /// Edits to a list, gathered so that they are processed together (Texture's
    /// `_ASHierarchyChangeSet`): inserts, deletes, moves and reloads of
    /// sections and items, or a reload of everything. Deletes, reloads and move
    /// sources name positions before the change, inserts and move targets
    /// positions after it.
    ///
    /// A ``ListDataController`` reads a change set as Texture does. It accepts
    /// every change set Texture accepts, including those a collection view's
    /// own batch refuses:
    /// - A move is a delete where the section or item was and an insert where
    ///   it goes.
    /// - A reload is a delete, and an insert where the other edits take the
    ///   section or item. A reload of item 2 beside an insert at 0 is asked of
    ///   the data source at 3.
    /// - Item edits inside a section that is inserted, deleted, moved or
    ///   reloaded are dropped, because the section is read whole.
    /// - An edit named twice counts once.
    ///
    /// One difference from Texture: an item moved between two sections that
    /// both stay keeps its element and node, and the view moves its cell.
    ///
    /// The controller takes a change set whole
    /// (``ListDataController/update(with:completion:)``). It checks the change
    /// set against the data source before anything runs, as Texture's
    /// validation does, and shows it as one batch. Its own editing calls build
    /// change sets for you.
    ///
    /// ```swift
    /// var changes = ListDataController.ChangeSet()
    /// changes.insertItems(at: [IndexPath(index: 0).appending(0)])
    /// changes.deleteSections([2])
    /// try controller.update(with: changes)
    /// ```
    public struct ChangeSet: Sendable, Equatable, CustomStringConvertible {
        /// The section and item edits, as one UIKit batch.
        public private(set) var batch = BatchUpdate()
        /// Whether everything is read again from the data source (the other
        /// edits are then moot).
        public private(set) var reloadsData = false
        /// Whether the view animates the change; true by default.
        public var animated = true

        /// An empty change set.
        public init() {}

        /// The change set of a list view's batch: its reconfigures are reloads
        /// (a node is made anew from its block), the rest as they are.
        package init(_ batch: BatchUpdate, animated: Bool) {
            self.batch = batch
            self.batch.itemReloads += batch.itemReconfigures
            self.batch.itemReconfigures = []
            self.animated = animated
        }

        /// Whether the change set changes nothing.
        public var isEmpty: Bool { !reloadsData && batch.isEmpty }

        /// Reads everything again from the data source, as the first load does.
        public mutating func reloadData() { reloadsData = true }

        /// Inserts sections at `sections` (positions after the change).
        public mutating func insertSections(_ sections: IndexSet) { batch.sectionInserts.formUnion(sections) }
        /// Deletes the sections at `sections` (positions before the change).
        public mutating func deleteSections(_ sections: IndexSet) { batch.sectionDeletes.formUnion(sections) }
        /// Reads the sections at `sections` (before the change) again.
        public mutating func reloadSections(_ sections: IndexSet) { batch.sectionReloads.formUnion(sections) }
        /// Moves the section at `section` (before) to `newSection` (after).
        public mutating func moveSection(_ section: Int, toSection newSection: Int) {
            batch.sectionMoves.append(List.MoveIndex(from: section, to: newSection))
        }
        /// Inserts items at `indexPaths` (positions after the change).
        public mutating func insertItems(at indexPaths: [IndexPath]) { batch.itemInserts += indexPaths }
        /// Deletes the items at `indexPaths` (positions before the change).
        public mutating func deleteItems(at indexPaths: [IndexPath]) { batch.itemDeletes += indexPaths }
        /// Reads the items at `indexPaths` (before the change) again: each gets
        /// a new element and node.
        public mutating func reloadItems(at indexPaths: [IndexPath]) { batch.itemReloads += indexPaths }
        /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
        public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            batch.itemMoves.append(List.MoveIndexPath(from: indexPath, to: newIndexPath))
        }

        /// Adds the edits of `other`, made in the same update (the same index
        /// spaces): what nested batches collapse into.
        mutating func formUnion(_ other: ListDataController.ChangeSet) {
            reloadsData = reloadsData || other.reloadsData
            animated = animated && other.animated
            batch.sectionInserts.formUnion(other.batch.sectionInserts)
            batch.sectionDeletes.formUnion(other.batch.sectionDeletes)
            batch.sectionReloads.formUnion(other.batch.sectionReloads)
            batch.sectionMoves += other.batch.sectionMoves
            batch.itemInserts += other.batch.itemInserts
            batch.itemDeletes += other.batch.itemDeletes
            batch.itemReloads += other.batch.itemReloads
            batch.itemMoves += other.batch.itemMoves
        }

        /// The edits, or "reload data".
        public var description: String { reloadsData ? "ListDataController.ChangeSet(reload data)" : "ListDataController.ChangeSet(\(batch))" }
    }
}
