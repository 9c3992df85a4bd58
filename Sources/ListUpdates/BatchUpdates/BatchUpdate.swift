import Foundation
import ListDiff

/// One batch of changes for a sectioned list view, in UIKit's terms
/// (`performBatchUpdates`): section and item deletes, inserts, moves and
/// reloads. Deletes, reloads and move sources use indexes from before the
/// batch; inserts and move targets, indexes from after it. Index paths are
/// Foundation `IndexPath`s of two indexes, section first.
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.itemDeletes = [IndexPath(indexes: [0, 2])]
/// batch.itemInserts = [IndexPath(indexes: [0, 0])]
/// try simulator.performBatchUpdates(batch, dataSource: newSections)
/// ```
public struct BatchUpdate: Sendable, Equatable, CustomStringConvertible {
    /// Sections removed (old indexes).
    public var sectionDeletes = IndexSet()
    /// Sections added (new indexes).
    public var sectionInserts = IndexSet()
    /// Sections moved, old index -> new index.
    public var sectionMoves: [List.MoveIndex] = []
    /// Sections reloaded (old indexes): a delete plus an insert where the
    /// section lands.
    public var sectionReloads = IndexSet()
    /// Items removed (old index paths).
    public var itemDeletes: [IndexPath] = []
    /// Items added (new index paths).
    public var itemInserts: [IndexPath] = []
    /// Items moved, old index path -> new index path.
    public var itemMoves: [List.MoveIndexPath] = []
    /// Items reloaded (old index paths): a delete plus an insert at the same
    /// index path after the update, as UIKit does it, so only in a section
    /// that keeps its index (``sanitized()`` turns them into deletes and
    /// inserts where the items land).
    public var itemReloads: [IndexPath] = []
    /// Items reconfigured in place (old index paths): the cell is kept and
    /// updated, the counts do not change (`reconfigureItems`).
    public var itemReconfigures: [IndexPath] = []

    /// An empty batch.
    public init() {}

    /// Every one of `old` sections deleted and `new` sections inserted: a
    /// reload as a batch, which any list view accepts whatever the counts.
    package init(replacingSections old: Int, with new: Int) {
        sectionDeletes = IndexSet(integersIn: 0..<max(0, old))
        sectionInserts = IndexSet(integersIn: 0..<max(0, new))
    }

    /// Whether the batch does nothing.
    public var isEmpty: Bool { self == BatchUpdate() }

    /// Lists the non-empty operations, at most 16 of each.
    public var description: String {
        var parts: [String] = []
        func add<C: Collection>(_ name: String, _ items: C) { if !items.isEmpty { parts.append("\(name) \(abbreviatedList(items))") } }
        add("section deletes", sectionDeletes)
        add("section inserts", sectionInserts)
        add("section moves", sectionMoves)
        add("section reloads", sectionReloads)
        add("item deletes", itemDeletes)
        add("item inserts", itemInserts)
        add("item moves", itemMoves)
        add("item reloads", itemReloads)
        add("item reconfigures", itemReconfigures)
        return parts.isEmpty ? "empty batch" : parts.joined(separator: ", ")
    }
}
