/// Why a snapshot refused a change. The payload names the identifier.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section identifier that is not in the snapshot.
    case unknownSection(String)
    /// An item identifier that is not in the snapshot.
    case unknownItem(String)
    /// A section identifier that is already in the snapshot (or given twice).
    case duplicateSection(String)
    /// An item identifier that is already in the snapshot (or given twice).
    case duplicateItem(String)
    /// A section or item moved before or after itself.
    case moveRelativeToItself(String)
    /// Items were appended with no section given and none exists.
    case noSection
    /// A new section or item identifier that is not equal to itself (a NaN):
    /// no look-up could ever find it again.
    case identifierNotEqualToItself(String)

    /// The error in one line, naming the identifier.
    public var description: String {
        switch self {
        case .unknownSection(let id): return "section \(id) is not in the snapshot"
        case .unknownItem(let id): return "item \(id) is not in the snapshot"
        case .duplicateSection(let id): return "section \(id) is already in the snapshot (section identifiers must be unique)"
        case .duplicateItem(let id): return "item \(id) is already in the snapshot (item identifiers must be unique)"
        case .moveRelativeToItself(let id): return "cannot move \(id) relative to itself"
        case .noSection: return "there is no section to append items to"
        case .identifierNotEqualToItself(let id): return "\(id) is not equal to itself, so it could never be found again"
        }
    }
}
