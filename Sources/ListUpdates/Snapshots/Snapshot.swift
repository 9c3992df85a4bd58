/// The identifiers of a sectioned list, with the vocabulary of Apple's
/// `NSDiffableDataSourceSnapshot`, and a diff between two of them that a
/// collection view accepts in one batch (``batchUpdate(from:moves:)``).
///
/// Section identifiers are unique, and so are item identifiers across the
/// whole snapshot. Every mutation checks its arguments first and throws a
/// ``SnapshotError`` naming the culprit, leaving the snapshot unchanged.
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// try snapshot.appendSections(["pinned", "feed"])
/// try snapshot.appendItems([1, 2, 3], toSection: "feed")
/// try snapshot.moveItem(3, beforeItem: 1)
/// snapshot.itemIdentifiers(inSection: "feed")  // [3, 1, 2]
/// ```
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline internal var sections: [SectionID] = []
    @usableFromInline internal var itemsBySection: [SectionID: [ItemID]] = [:]
    @usableFromInline internal var sectionOfItem: [ItemID: SectionID] = [:]
    /// Sections whose cells must be rebuilt (``reloadSections(_:)``).
    public internal(set) var reloadedSectionIdentifiers: Set<SectionID> = []
    /// Items whose cells must be rebuilt (``reloadItems(_:)``).
    public internal(set) var reloadedItemIdentifiers: Set<ItemID> = []
    /// Items whose cells are updated in place (``reconfigureItems(_:)``).
    public internal(set) var reconfiguredItemIdentifiers: Set<ItemID> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order.
    @inlinable public var sectionIdentifiers: [SectionID] { sections }
    /// All item identifiers, section by section.
    public var itemIdentifiers: [ItemID] { sections.flatMap { itemsBySection[$0]! } }

    /// The number of items in a section, or nil for an unknown section.
    public func numberOfItems(inSection section: SectionID) -> Int? { itemsBySection[section]?.count }
    /// The items of a section, in order (empty for an unknown section).
    @inlinable public func itemIdentifiers(inSection section: SectionID) -> [ItemID] { itemsBySection[section] ?? [] }
    /// The section holding an item, or nil.
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }
    /// The position of an item in its section, or nil.
    public func indexOfItem(_ item: ItemID) -> Int? {
        sectionOfItem[item].flatMap { itemsBySection[$0]!.firstIndex(of: item) }
    }
    /// The position of a section, or nil.
    @inlinable public func indexOfSection(_ section: SectionID) -> Int? { sections.firstIndex(of: section) }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionID]) throws {
        try checkNewSections(identifiers)
        addSections(identifiers, at: sections.count)
    }

    /// Adds sections before an existing one.
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) throws {
        let index = try position(of: section)
        try checkNewSections(identifiers)
        addSections(identifiers, at: index)
    }

    /// Adds sections after an existing one.
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) throws {
        let index = try position(of: section)
        try checkNewSections(identifiers)
        addSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws {
        for section in identifiers { _ = try position(of: section) }
        for section in Set(identifiers) {
            for item in itemsBySection.removeValue(forKey: section)! {
                sectionOfItem[item] = nil
                reloadedItemIdentifiers.remove(item)
                reconfiguredItemIdentifiers.remove(item)
            }
            reloadedSectionIdentifiers.remove(section)
        }
        let gone = Set(identifiers)
        sections.removeAll { gone.contains($0) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionID, beforeSection target: SectionID) throws {
        try moveSection(identifier, relativeTo: target, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionID, afterSection target: SectionID) throws {
        try moveSection(identifier, relativeTo: target, after: true)
    }

    /// Marks sections for reloading: their cells are rebuilt.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws {
        for section in identifiers { _ = try position(of: section) }
        reloadedSectionIdentifiers.formUnion(identifiers)
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws {
        guard let section = section ?? sections.last else { throw SnapshotError.noSection }
        _ = try position(of: section)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: itemsBySection[section]!.count)
    }

    /// Adds items before an existing item, in its section.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) throws {
        let (section, index) = try location(of: item)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: index)
    }

    /// Adds items after an existing item, in its section.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) throws {
        let (section, index) = try location(of: item)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: index + 1)
    }

    /// Removes items.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { _ = try location(of: item) }
        let gone = Set(identifiers)
        for item in gone {
            let section = sectionOfItem.removeValue(forKey: item)!
            itemsBySection[section]!.removeAll { $0 == item }
        }
        reloadedItemIdentifiers.subtract(gone)
        reconfiguredItemIdentifiers.subtract(gone)
    }

    /// Removes every item, keeping the sections.
    public mutating func deleteAllItems() {
        for section in sections { itemsBySection[section] = [] }
        sectionOfItem = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Moves an item before another, possibly into another section.
    public mutating func moveItem(_ identifier: ItemID, beforeItem target: ItemID) throws {
        try moveItem(identifier, relativeTo: target, after: false)
    }

    /// Moves an item after another, possibly into another section.
    public mutating func moveItem(_ identifier: ItemID, afterItem target: ItemID) throws {
        try moveItem(identifier, relativeTo: target, after: true)
    }

    /// Marks items for reloading: their cells are rebuilt.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { _ = try location(of: item) }
        reloadedItemIdentifiers.formUnion(identifiers)
    }

    /// Marks items for reconfiguring: their cells are updated in place.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { _ = try location(of: item) }
        reconfiguredItemIdentifiers.formUnion(identifiers)
    }

    // MARK: Helpers

    private func position(of section: SectionID) throws -> Int {
        guard itemsBySection[section] != nil, let index = sections.firstIndex(of: section) else {
            throw SnapshotError.unknownSection(String(describing: section))
        }
        return index
    }

    private func location(of item: ItemID) throws -> (SectionID, Int) {
        guard let section = sectionOfItem[item], let index = itemsBySection[section]!.firstIndex(of: item) else {
            throw SnapshotError.unknownItem(String(describing: item))
        }
        return (section, index)
    }

    private func checkNewSections(_ identifiers: [SectionID]) throws {
        var seen = Set<SectionID>()
        for section in identifiers where itemsBySection[section] != nil || !seen.insert(section).inserted {
            throw SnapshotError.duplicateSection(String(describing: section))
        }
    }

    private func checkNewItems(_ identifiers: [ItemID]) throws {
        var seen = Set<ItemID>()
        for item in identifiers where sectionOfItem[item] != nil || !seen.insert(item).inserted {
            throw SnapshotError.duplicateItem(String(describing: item))
        }
    }

    private mutating func addSections(_ identifiers: [SectionID], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        for section in identifiers { itemsBySection[section] = [] }
    }

    private mutating func addItems(_ identifiers: [ItemID], to section: SectionID, at index: Int) {
        itemsBySection[section]!.insert(contentsOf: identifiers, at: index)
        for item in identifiers { sectionOfItem[item] = section }
    }

    private mutating func moveSection(_ identifier: SectionID, relativeTo target: SectionID, after: Bool) throws {
        _ = try position(of: identifier)
        _ = try position(of: target)
        guard identifier != target else { throw SnapshotError.moveRelativeToItself(String(describing: identifier)) }
        sections.removeAll { $0 == identifier }
        sections.insert(identifier, at: sections.firstIndex(of: target)! + (after ? 1 : 0))
    }

    private mutating func moveItem(_ identifier: ItemID, relativeTo target: ItemID, after: Bool) throws {
        let (from, _) = try location(of: identifier)
        _ = try location(of: target)
        guard identifier != target else { throw SnapshotError.moveRelativeToItself(String(describing: identifier)) }
        itemsBySection[from]!.removeAll { $0 == identifier }
        let (to, index) = try location(of: target)
        addItems([identifier], to: to, at: index + (after ? 1 : 0))
    }
}

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

    public var description: String {
        switch self {
        case .unknownSection(let id): return "section \(id) is not in the snapshot"
        case .unknownItem(let id): return "item \(id) is not in the snapshot"
        case .duplicateSection(let id): return "section \(id) is already in the snapshot (section identifiers must be unique)"
        case .duplicateItem(let id): return "item \(id) is already in the snapshot (item identifiers must be unique)"
        case .moveRelativeToItself(let id): return "cannot move \(id) relative to itself"
        case .noSection: return "there is no section to append items to"
        }
    }
}

extension Snapshot: Equatable {
    /// Equal when the sections, their items and the reload and reconfigure
    /// marks are.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sections == rhs.sections && lhs.itemsBySection == rhs.itemsBySection
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
            && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
