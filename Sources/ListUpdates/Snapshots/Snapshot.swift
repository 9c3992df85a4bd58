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
///
/// Every per-item and per-section operation takes O(1) or O(log n) expected
/// time (n items, s sections; m identifiers passed), so a snapshot of 100,000
/// items is built and edited in milliseconds: the sections, and the items of
/// each section, are kept in order-statistics trees that know each
/// identifier's position, beside a dictionary from each item to its section.
/// The sections' tree also weighs each section by its item count, so that an
/// item's position among all items (``indexOfItem(_:)``) is the items of the
/// sections before its own, summed on the way up that tree, plus its position
/// in its section. Each method states its complexity.
///
/// - Precondition: identifiers keep `Hashable`'s contract (equal ones hash
///   alike; a debug build's `Set` and `Dictionary` trap on types that break
///   it), and a section holds at most 2,147,483,646 (2^31 - 2) items, as a
///   snapshot does sections.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The sections in order, each weighing its item count.
    @usableFromInline internal var sections = RankedList<SectionID>(weighted: true)
    @usableFromInline internal var itemsBySection: [SectionID: RankedList<ItemID>] = [:]
    @usableFromInline internal var sectionOfItem: [ItemID: SectionID] = [:]
    @usableFromInline internal var reloadedSections: Set<SectionID> = []
    @usableFromInline internal var reloadedItems: Set<ItemID> = []
    @usableFromInline internal var reconfiguredItems: Set<ItemID> = []

    /// Sections whose cells must be rebuilt (``reloadSections(_:)``).
    @inlinable public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
    /// Items whose cells must be rebuilt (``reloadItems(_:)``).
    @inlinable public var reloadedItemIdentifiers: Set<ItemID> { reloadedItems }
    /// Items whose cells are updated in place (``reconfigureItems(_:)``).
    @inlinable public var reconfiguredItemIdentifiers: Set<ItemID> { reconfiguredItems }

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of sections. O(1).
    @inlinable public var numberOfSections: Int { sections.count }
    /// The number of items in all sections. O(1).
    @inlinable public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order. O(s).
    @inlinable public var sectionIdentifiers: [SectionID] { sections.elements }
    /// All item identifiers, section by section. O(n + s).
    @inlinable public var itemIdentifiers: [ItemID] { sections.elements.flatMap { itemsBySection[$0]!.elements } }

    /// The number of items in a section, or nil for an unknown section. O(1).
    @inlinable
    public func numberOfItems(inSection section: SectionID) -> Int? { itemsBySection[section]?.count }
    /// The items of a section, in order (empty for an unknown section).
    /// O(items in the section).
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] { itemsBySection[section]?.elements ?? [] }
    /// The section holding an item, or nil. O(1).
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? { sectionOfItem[item] }
    /// The position of an item in ``itemIdentifiers`` (all items, section
    /// after section), as Apple's `indexOfItem(_:)`, or nil. Its position in
    /// its own section is `itemIdentifiers(inSection:).firstIndex(of:)`.
    /// O(log s + log n).
    ///
    /// ```swift
    /// // sections A: [1, 2], B: [3]
    /// snapshot.indexOfItem(3)  // 2
    /// ```
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? {
        guard let section = sectionOfItem[item] else { return nil }
        return sections.weightBefore(section)! + itemsBySection[section]!.firstIndex(of: item)!
    }
    /// Where an item is: the position of its section and its position in
    /// that section, or nil. O(log s + log n).
    @inlinable
    package func indexPath(ofItem item: ItemID) -> (section: Int, item: Int)? {
        guard let section = sectionOfItem[item] else { return nil }
        return (sections.firstIndex(of: section)!, itemsBySection[section]!.firstIndex(of: item)!)
    }
    /// The position of a section, or nil. O(log s).
    @inlinable public func indexOfSection(_ section: SectionID) -> Int? { sections.firstIndex(of: section) }

    /// The section at position `index`, or nil. O(log s).
    public func sectionIdentifier(at index: Int) -> SectionID? {
        index >= 0 && index < sections.count ? sections.element(at: index) : nil
    }

    /// The item at position `item` of the section at position `section`,
    /// or nil. O(log s + log n).
    public func itemIdentifier(at item: Int, inSectionAt section: Int) -> ItemID? {
        guard let id = sectionIdentifier(at: section), let items = itemsBySection[id], item >= 0, item < items.count
        else { return nil }
        return items.element(at: item)
    }

    // MARK: Sections

    /// Adds sections at the end. O(m + log s).
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionID]) throws {
        try checkNewSections(identifiers)
        addSections(identifiers, at: sections.count)
    }

    /// Adds sections before an existing one. O(m + log s).
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], beforeSection section: SectionID) throws {
        let index = try position(of: section)
        try checkNewSections(identifiers)
        addSections(identifiers, at: index)
    }

    /// Adds sections after an existing one. O(m + log s).
    @inlinable
    public mutating func insertSections(_ identifiers: [SectionID], afterSection section: SectionID) throws {
        let index = try position(of: section)
        try checkNewSections(identifiers)
        addSections(identifiers, at: index + 1)
    }

    /// Removes sections and their items. O(m log s + the items removed).
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionID]) throws {
        for section in identifiers { try requireSection(section) }
        for section in Set(identifiers) {
            for item in itemsBySection.removeValue(forKey: section)!.elements {
                sectionOfItem[item] = nil
                reloadedItems.remove(item)
                reconfiguredItems.remove(item)
            }
            reloadedSections.remove(section)
            sections.remove(section)
        }
    }

    /// Moves a section before another. O(log s).
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, beforeSection target: SectionID) throws {
        try moveSection(identifier, relativeTo: target, after: false)
    }

    /// Moves a section after another. O(log s).
    @inlinable
    public mutating func moveSection(_ identifier: SectionID, afterSection target: SectionID) throws {
        try moveSection(identifier, relativeTo: target, after: true)
    }

    /// Marks sections for reloading: their cells are rebuilt. O(m).
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionID]) throws {
        for section in identifiers { try requireSection(section) }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when nil).
    /// O(m + log n + log s).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws {
        guard let section = section ?? sections.last else { throw SnapshotError.noSection }
        try requireSection(section)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: itemsBySection[section]!.count)
    }

    /// Adds items before an existing item, in its section.
    /// O(m + log n + log s).
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem item: ItemID) throws {
        let (section, index) = try location(of: item)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: index)
    }

    /// Adds items after an existing item, in its section.
    /// O(m + log n + log s).
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemID], afterItem item: ItemID) throws {
        let (section, index) = try location(of: item)
        try checkNewItems(identifiers)
        addItems(identifiers, to: section, at: index + 1)
    }

    /// Removes items. O(m log n + min(m, s) log s).
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { try requireItem(item) }
        let gone = Set(identifiers)
        // The sections' weights follow: those losing items when they are
        // fewer than the sections, else all (no set of sections to keep).
        let few = gone.count < sections.count
        var losing = Set<SectionID>()
        for item in gone {
            let section = sectionOfItem.removeValue(forKey: item)!
            itemsBySection[section]!.remove(item)
            if few { losing.insert(section) }
        }
        for section in few ? Array(losing) : sections.elements { updateWeight(of: section) }
        reloadedItems.subtract(gone)
        reconfiguredItems.subtract(gone)
    }

    /// Removes every item, keeping the sections. O(n + s).
    @inlinable
    public mutating func deleteAllItems() {
        for section in sections.elements { itemsBySection[section] = RankedList() }
        sections.resetWeights()
        sectionOfItem = [:]
        reloadedItems = []
        reconfiguredItems = []
    }

    /// Moves an item before another, possibly into another section.
    /// O(log n + log s).
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, beforeItem target: ItemID) throws {
        try moveItem(identifier, relativeTo: target, after: false)
    }

    /// Moves an item after another, possibly into another section.
    /// O(log n + log s).
    @inlinable
    public mutating func moveItem(_ identifier: ItemID, afterItem target: ItemID) throws {
        try moveItem(identifier, relativeTo: target, after: true)
    }

    /// Marks items for reloading: their cells are rebuilt. O(m).
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { try requireItem(item) }
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items for reconfiguring: their cells are updated in place. O(m).
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws {
        for item in identifiers { try requireItem(item) }
        reconfiguredItems.formUnion(identifiers)
    }

    // MARK: Helpers

    @inlinable
    internal func requireSection(_ section: SectionID) throws {
        guard itemsBySection[section] != nil else { throw SnapshotError.unknownSection(String(describing: section)) }
    }

    @inlinable
    internal func requireItem(_ item: ItemID) throws {
        guard sectionOfItem[item] != nil else { throw SnapshotError.unknownItem(String(describing: item)) }
    }

    @inlinable
    internal func position(of section: SectionID) throws -> Int {
        guard let index = sections.firstIndex(of: section) else {
            throw SnapshotError.unknownSection(String(describing: section))
        }
        return index
    }

    @inlinable
    internal func location(of item: ItemID) throws -> (SectionID, Int) {
        guard let section = sectionOfItem[item], let index = itemsBySection[section]!.firstIndex(of: item) else {
            throw SnapshotError.unknownItem(String(describing: item))
        }
        return (section, index)
    }

    @inlinable
    internal func checkNewSections(_ identifiers: [SectionID]) throws {
        var seen = Set<SectionID>()
        for section in identifiers {
            try _requireReflexive(section)
            guard itemsBySection[section] == nil && seen.insert(section).inserted else {
                throw SnapshotError.duplicateSection(String(describing: section))
            }
        }
    }

    @inlinable
    internal func checkNewItems(_ identifiers: [ItemID]) throws {
        var seen = Set<ItemID>()
        for item in identifiers {
            try _requireReflexive(item)
            guard sectionOfItem[item] == nil && seen.insert(item).inserted else {
                throw SnapshotError.duplicateItem(String(describing: item))
            }
        }
    }

    @inlinable
    internal mutating func addSections(_ identifiers: [SectionID], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        for section in identifiers { itemsBySection[section] = RankedList() }
    }

    @inlinable
    internal mutating func addItems(_ identifiers: [ItemID], to section: SectionID, at index: Int) {
        itemsBySection[section]!.insert(contentsOf: identifiers, at: index)
        updateWeight(of: section)
        sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
        for item in identifiers { sectionOfItem[item] = section }
    }

    /// Makes a section's weight in ``sections`` its item count again. O(log s).
    @inlinable
    internal mutating func updateWeight(of section: SectionID) {
        sections.setWeight(itemsBySection[section]!.count, of: section)
    }

    @inlinable
    internal mutating func moveSection(_ identifier: SectionID, relativeTo target: SectionID, after: Bool) throws {
        try requireSection(identifier)
        try requireSection(target)
        guard identifier != target else { throw SnapshotError.moveRelativeToItself(String(describing: identifier)) }
        sections.remove(identifier)
        sections.insert(contentsOf: [identifier], at: sections.firstIndex(of: target)! + (after ? 1 : 0))
        updateWeight(of: identifier)
    }

    @inlinable
    internal mutating func moveItem(_ identifier: ItemID, relativeTo target: ItemID, after: Bool) throws {
        try requireItem(identifier)
        try requireItem(target)
        guard identifier != target else { throw SnapshotError.moveRelativeToItself(String(describing: identifier)) }
        let from = sectionOfItem[identifier]!
        itemsBySection[from]!.remove(identifier)
        let (to, index) = try location(of: target)
        itemsBySection[to]!.insert(contentsOf: [identifier], at: index + (after ? 1 : 0))
        sectionOfItem[identifier] = to
        if from != to {
            updateWeight(of: from)
            updateWeight(of: to)
        }
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

/// Throws unless `identifier == identifier`: a snapshot finds its
/// identifiers again by `==`.
@inlinable
internal func _requireReflexive<ID: Equatable>(_ identifier: ID) throws {
    guard identifier == identifier else { throw SnapshotError.identifierNotEqualToItself(String(describing: identifier)) }
}

extension Snapshot: Equatable {
    /// Equal when the sections, their items and the reload and reconfigure
    /// marks are. O(n + s).
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sections == rhs.sections && lhs.itemsBySection == rhs.itemsBySection
            && lhs.reloadedSections == rhs.reloadedSections && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
