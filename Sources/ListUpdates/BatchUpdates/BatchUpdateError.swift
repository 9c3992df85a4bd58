import Foundation
import ListDiff

/// Why a list view rejects a batch: the cases where UICollectionView raises
/// `NSInternalInconsistencyException` (or corrupts itself), each naming the
/// offending operation and index.
public enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A batch operation, as named in the errors.
    public enum Operation: String, Sendable, Hashable {
        case sectionDelete = "delete section", sectionInsert = "insert section"
        case sectionMoveFrom = "move from section", sectionMoveTo = "move to section"
        case sectionReload = "reload section"
        case itemDelete = "delete item", itemInsert = "insert item"
        case itemMoveFrom = "move item from", itemMoveTo = "move item to"
        case itemReload = "reload item", itemReconfigure = "reconfigure item"
    }

    /// An index path that is not (section, item).
    case malformedIndexPath(Operation, IndexPath)
    /// A section index outside the sections before (old side) or after (new side) the update.
    case sectionOutOfRange(Operation, section: Int, count: Int)
    /// An item index outside its section's items before or after the update.
    case itemOutOfRange(Operation, IndexPath, count: Int)
    /// Two operations that may not name the same section or index path.
    case conflict(Operation, Operation, at: String)
    /// The same operation twice on one section or index path.
    case duplicate(Operation, at: String)
    /// `after != before + inserted - deleted` sections.
    case sectionCountMismatch(before: Int, after: Int, inserted: Int, deleted: Int)
    /// `after != before + inserted - deleted + movedIn - movedOut` items in an existing section.
    case itemCountMismatch(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    public var description: String {
        switch self {
        case let .malformedIndexPath(operation, path):
            return "\(operation.rawValue): index path \(path) is not (section, item)"
        case let .sectionOutOfRange(operation, section, count):
            return "\(operation.rawValue) \(section), but there are only \(count) sections"
                + (Self.isOldSide(operation) ? " before the update" : " after the update")
        case let .itemOutOfRange(operation, path, count):
            return "\(operation.rawValue) \(path[1]) in section \(path[0]), which only contains \(count) items"
                + (Self.isOldSide(operation) ? " before the update" : " after the update")
        case let .conflict(first, second, place):
            return "attempt to \(first.rawValue) and \(second.rawValue) at the same place (\(place))"
        case let .duplicate(operation, place):
            return "attempt to \(operation.rawValue) twice at \(place)"
        case let .sectionCountMismatch(before, after, inserted, deleted):
            return "invalid number of sections: \(after) after the update must equal \(before) before, plus \(inserted) inserted, minus \(deleted) deleted"
        case let .itemCountMismatch(section, before, after, inserted, deleted, movedIn, movedOut):
            return "invalid number of items in section \(section): \(after) after the update must equal \(before) before, plus \(inserted) inserted, minus \(deleted) deleted, plus \(movedIn) moved in, minus \(movedOut) moved out"
        }
    }

    private static func isOldSide(_ operation: Operation) -> Bool {
        switch operation {
        case .sectionInsert, .sectionMoveTo, .itemInsert, .itemMoveTo: return false
        default: return true
        }
    }
}
