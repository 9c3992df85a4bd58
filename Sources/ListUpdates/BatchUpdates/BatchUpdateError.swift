import Foundation
import ListDiff

/// Why a list view rejects a batch: the cases where UICollectionView raises
/// `NSInternalInconsistencyException` (or corrupts itself), each naming the
/// offending operation and index.
///
/// ```swift
/// var view = ListViewSimulator(sections: [.init(id: "a", items: [1, 2]), .init(id: "b", items: [3])])
/// var batch = BatchUpdate()
/// batch.itemDeletes = [IndexPath(indexes: [99, 0])]
/// do { try view.performBatchUpdates(batch, dataSource: view.sections) } catch { print(error) }
/// // attempt to delete item 0 from section 99, but there are only 2 sections before the update
/// ```
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A batch operation, as named in the errors.
    public enum Operation: String, Sendable, Hashable {
        /// A section of ``BatchUpdate/sectionDeletes``.
        case sectionDelete = "delete section"
        /// A section of ``BatchUpdate/sectionInserts``.
        case sectionInsert = "insert section"
        /// The source of one of ``BatchUpdate/sectionMoves``.
        case sectionMoveFrom = "move from section"
        /// The target of one of ``BatchUpdate/sectionMoves``.
        case sectionMoveTo = "move to section"
        /// A section of ``BatchUpdate/sectionReloads``.
        case sectionReload = "reload section"
        /// An index path of ``BatchUpdate/itemDeletes``.
        case itemDelete = "delete item"
        /// An index path of ``BatchUpdate/itemInserts``.
        case itemInsert = "insert item"
        /// The source of one of ``BatchUpdate/itemMoves``.
        case itemMoveFrom = "move item from"
        /// The target of one of ``BatchUpdate/itemMoves``.
        case itemMoveTo = "move item to"
        /// An index path of ``BatchUpdate/itemReloads``.
        case itemReload = "reload item"
        /// An index path of ``BatchUpdate/itemReconfigures``.
        case itemReconfigure = "reconfigure item"
        /// Where UIKit rebuilds a reloaded item: the same index path, after the update.
        case itemReloadTarget = "rebuild reloaded item"
    }

    /// An index path that is not (section, item).
    case malformedIndexPath(Operation, IndexPath)
    /// A section index outside the sections before (old side) or after (new side) the update.
    case sectionOutOfRange(Operation, section: Int, count: Int)
    /// An item operation naming a section outside the `count` sections
    /// before (old side) or after (new side) the update.
    case itemSectionOutOfRange(Operation, IndexPath, count: Int)
    /// An item index outside its section's items before or after the update.
    case itemOutOfRange(Operation, IndexPath, count: Int)
    /// Two operations that may not name the same section or index path.
    case conflict(Operation, Operation, at: String)
    /// The same operation twice on one section or index path.
    case duplicate(Operation, at: String)
    /// An item operation inside a section that the same batch moves: UIKit
    /// mishandles these (an insert corrupts its memory; a delete animates
    /// twice and leaves a stale cell), so IGListKit sends such a section as a
    /// delete plus an insert, as ``BatchUpdate/sanitized()`` does. Old-side
    /// operations (delete, reload, reconfigure, move source) are checked
    /// against the moved section's old index, new-side ones (insert, move
    /// target) against its new index.
    case itemChangeInMovedSection(Operation, IndexPath, sectionMove: List.MoveIndex)
    /// An item reload in a section that lands at another index: UIKit
    /// rebuilds the item at the same index path numbers after the update,
    /// which are another section's (IGListAdapter's comment on reloads).
    /// Send a delete plus an insert where the item lands, as
    /// ``BatchUpdate/sanitized()`` does.
    case reloadInDisplacedSection(IndexPath, newSection: Int)
    /// A section reload in a batch that also inserts, deletes or moves
    /// sections: UIKit reloads a section as a delete and an insert at the
    /// same number, which goes wrong beside other section changes even when
    /// they name other sections (IGListKit issue #690; IGListKit never sends
    /// one). Send a delete plus an insert where it lands, as
    /// ``BatchUpdate/sanitized()`` does.
    case sectionReloadAmongSectionChanges(section: Int)
    /// A section's item count that no list view can have: negative, or
    /// above 4,294,967,295 (2^32 - 1), before or after the update.
    case invalidItemCount(section: Int, count: Int, afterUpdate: Bool)
    /// `after != before + inserted - deleted` sections.
    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    /// `after != before + inserted - deleted + movedIn - movedOut` items in an existing section.
    case itemCountMismatch(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    /// The error in one line, worded as UIKit words its exceptions, with
    /// the fix where there is one.
    public var description: String {
        switch self {
        case let .malformedIndexPath(operation, path):
            return "\(operation.rawValue): index path \(path) is not (section, item)"
        case let .sectionOutOfRange(operation, section, count):
            return "attempt to \(operation.rawValue) \(section), but there are only \(count) sections \(Self.side(operation))"
        case let .itemSectionOutOfRange(operation, path, count):
            return "attempt to \(Self.phrase(operation, path)), but there are only \(count) sections \(Self.side(operation))"
        case let .itemOutOfRange(operation, path, count):
            return "attempt to \(Self.phrase(operation, path)), which only contains \(count) items \(Self.side(operation))"
        case let .conflict(first, second, place):
            return "attempt to \(first.rawValue) and \(second.rawValue) at the same place (\(place))"
        case let .duplicate(operation, place):
            return "attempt to \(operation.rawValue) twice at \(place)"
        case let .itemChangeInMovedSection(operation, path, move):
            return "attempt to \(Self.phrase(operation, path)), a section that moves from \(move.from) to \(move.to)"
                + " in the same batch: send the section as a delete and an insert (BatchUpdate.sanitized() does)"
        case let .reloadInDisplacedSection(path, newSection):
            return "attempt to \(Self.phrase(.itemReload, path)), which is section \(newSection) after the update: "
                + "UIKit reloads at the same index path; send a delete and an insert (BatchUpdate.sanitized() does)"
        case let .sectionReloadAmongSectionChanges(section):
            return "attempt to reload section \(section) in a batch that also inserts, deletes or moves sections: "
                + "UIKit mishandles it; send a delete and an insert (BatchUpdate.sanitized() does)"
        case let .invalidItemCount(section, count, afterUpdate):
            return "section \(section) has \(count) items \(afterUpdate ? "after" : "before") the update: "
                + "a section holds 0 to \(BatchPlan.maxItemCount) items"
        case let .sectionCountMismatch(before, after, inserted, deleted):
            return "invalid number of sections: \(after) after the update must equal \(before) before, plus \(inserted) inserted, minus \(deleted) deleted"
        case let .itemCountMismatch(section, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid number of items in section \(section): \(after) after the update must equal \(before) before, plus \(inserted) inserted, minus \(deleted) deleted, plus \(movedIn) moved in, minus \(movedOut) moved out"
        }
    }

    /// An item operation in words: "delete item 3 from section 0".
    private static func phrase(_ operation: Operation, _ path: IndexPath) -> String {
        let item = path.count > 1 ? path[1] : 0, section = path.first ?? 0
        switch operation {
        case .itemDelete: return "delete item \(item) from section \(section)"
        case .itemInsert: return "insert item \(item) into section \(section)"
        case .itemMoveFrom: return "move item \(item) out of section \(section)"
        case .itemMoveTo: return "move an item to index \(item) of section \(section)"
        case .itemReload: return "reload item \(item) of section \(section)"
        case .itemReconfigure: return "reconfigure item \(item) of section \(section)"
        case .itemReloadTarget: return "rebuild reloaded item \(item) of section \(section)"
        default: return "\(operation.rawValue) \(section)"
        }
    }

    private static func side(_ operation: Operation) -> String {
        isOldSide(operation) ? "before the update" : "after the update"
    }

    private static func isOldSide(_ operation: Operation) -> Bool {
        switch operation {
        case .sectionInsert, .sectionMoveTo, .itemInsert, .itemMoveTo, .itemReloadTarget: return false
        default: return true
        }
    }
}
