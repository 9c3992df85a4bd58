import Foundation

/// The identifiers of a sectioned list, with the vocabulary and the
/// signatures of Apple's `NSDiffableDataSourceSnapshot`, and a diff between
/// two of them that a collection view accepts in one batch
/// (``batchUpdate(from:moves:)``).
///
/// ```swift
/// var snapshot = Snapshot<String, Int>()
/// snapshot.appendSections(["pinned", "feed"])
/// snapshot.appendItems([1, 2, 3], toSection: "feed")
/// snapshot.moveItem(3, beforeItem: 1)
/// snapshot.itemIdentifiers(inSection: "feed")  // [3, 1, 2]
/// ```
///
/// ## Storage
///
/// The sections and each section's items are plain arrays, so building a
/// snapshot by appending costs what appending to arrays costs: no item is
/// hashed. Where each item is (its section and position) is an index built
/// the first time a query by item or a positional edit needs it, one hash
/// per item, and kept up to date by later edits while the snapshot lives;
/// copies share it until one changes. Each method states its cost, with n
/// the items, s the sections, m the identifiers passed and k the items of
/// the section concerned; "index" marks the one-time O(n) build when the
/// index is not there yet. Copies share their arrays and index too: the
/// first edit of a copy copies what it changes (the section's array, O(k);
/// the index when it is built, O(n) memory, no hashing), as any
/// copy-on-write collection does. Positional edits move the items after
/// them as an array does, so k single inserts at the front of a section of
/// n items move O(k · n) items (insert them in one call instead: O(n + k));
/// and the edits that reorder sections drop the index, which the next
/// query by item builds again in O(n).
///
/// ## Misuse
///
/// Section identifiers are unique, and so are item identifiers across the
/// whole snapshot. As in Apple's API, the edits do not throw. An edit that
/// breaks a rule changes nothing and records a ``SnapshotError`` naming the
/// culprit: the snapshot is then invalid for good, ``misuse`` tells why,
/// and ``validate()`` throws it; `DiffableDataSource` refuses to apply
/// it and keeps the snapshot it has. Unknown sections, repeated sections,
/// moves relative to oneself and unknown items in deletes and positional
/// edits are found at the call. The checks that need the index wait for it,
/// so that appending stays at array speed: while it is not built, an item
/// appended twice (or already in another section), an item not equal to
/// itself (a NaN), and a reload or reconfigure mark on an item that is not
/// there go in, and the snapshot as it is when the index is built is checked:
/// by the first query by item, positional edit, ``misuse`` or
/// ``validate()``. (So a repeated item whose section is deleted before
/// then, or a mark whose item is appended before then, is no misuse.)
/// `DiffableDataSource.apply` checks a snapshot at the call too, by
/// the same rules: through its index, or, for one whose index was never
/// built, through its diff with the snapshot shown, which needs no index.
///
/// - Precondition: identifiers keep `Hashable`'s contract (equal ones hash
///   alike; a debug build's `Dictionary` traps on types that break it), and
///   a section holds at most 2,147,483,647 (2^31 - 1) items, as a snapshot
///   does sections.
public struct Snapshot<SectionID: Hashable, ItemID: Hashable> {
    /// The sections, in order.
    @usableFromInline internal var sectionIDs: [SectionID] = []
    /// sectionItems[i] holds the items of sectionIDs[i], in order.
    @usableFromInline internal var sectionItems: [[ItemID]] = []
    /// The position of each section in `sectionIDs`.
    @usableFromInline internal var sectionPositions: [SectionID: Int] = [:]
    /// The items of all sections.
    @usableFromInline internal var itemCount = 0
    @usableFromInline internal var reloadedSections: Set<SectionID> = []
    @usableFromInline internal var reloadedItems: Set<ItemID> = []
    @usableFromInline internal var reconfiguredItems: Set<ItemID> = []
    /// The first misuse an edit found at the call.
    @usableFromInline internal var recordedMisuse: SnapshotError?
    /// Where each item is, built when first needed. Shared by copies with
    /// the same sections and items; every edit of those first makes it its
    /// own (`ownIndex()`).
    @usableFromInline internal var index = _SnapshotIndex<ItemID>()

    /// Sections whose cells must be rebuilt (``reloadSections(_:)``).
    @inlinable public var reloadedSectionIdentifiers: Set<SectionID> { reloadedSections }
    /// Items whose cells must be rebuilt (``reloadItems(_:)``).
    @inlinable public var reloadedItemIdentifiers: Set<ItemID> { reloadedItems }
    /// Items whose cells are updated in place (``reconfigureItems(_:)``).
    @inlinable public var reconfiguredItemIdentifiers: Set<ItemID> { reconfiguredItems }

    /// An empty snapshot.
    @inlinable
    public init() {}

    // MARK: Queries

    /// The number of sections. O(1).
    @inlinable public var numberOfSections: Int { sectionIDs.count }
    /// The number of items in all sections. O(1).
    @inlinable public var numberOfItems: Int { itemCount }
    /// The section identifiers, in order. O(1): the array is shared.
    @inlinable public var sectionIdentifiers: [SectionID] { sectionIDs }
    /// All item identifiers, section by section. O(1) with one section
    /// (its array is shared), O(n + s) otherwise.
    @inlinable
    public var itemIdentifiers: [ItemID] {
        if sectionItems.count == 1 { return sectionItems[0] }
        var all: [ItemID] = []
        all.reserveCapacity(itemCount)
        for items in sectionItems { all.append(contentsOf: items) }
        return all
    }

    /// The number of items in a section: 0 for a section the snapshot
    /// does not have (Apple's raises). O(1).
    @inlinable
    public func numberOfItems(inSection section: SectionID) -> Int {
        sectionPositions[section].map { sectionItems[$0].count } ?? 0
    }
    /// The items of a section, in order (empty for an unknown section).
    /// O(1): the array is shared.
    @inlinable
    public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
        sectionPositions[section].map { sectionItems[$0] } ?? []
    }
    /// The section holding an item, or nil. O(1) expected, + index.
    @inlinable
    public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
        withIndex { $0.section(of: item) }.map { sectionIDs[$0] }
    }
    /// The position of an item in ``itemIdentifiers`` (all items, section
    /// after section), as Apple's `indexOfItem(_:)`, or nil. Its position in
    /// its own section is `itemIdentifiers(inSection:).firstIndex(of:)`.
    /// O(1) expected, O(s) after an edit changed a section's count, + index.
    ///
    /// ```swift
    /// // sections A: [1, 2], B: [3]
    /// snapshot.indexOfItem(3)  // 2
    /// ```
    @inlinable
    public func indexOfItem(_ item: ItemID) -> Int? {
        withIndex { index in
            index.locate(item, in: sectionItems).map { index.itemsBefore($0.section, in: sectionItems) + $0.item }
        }
    }
    /// Where an item is: the position of its section and its position in
    /// that section, or nil. O(1) expected, + index.
    @inlinable
    package func indexPath(ofItem item: ItemID) -> (section: Int, item: Int)? {
        withIndex { $0.locate(item, in: sectionItems) }
    }
    /// The position of a section, or nil. O(1) expected.
    @inlinable public func indexOfSection(_ section: SectionID) -> Int? { sectionPositions[section] }

    /// The section at position `index`, or nil. O(1).
    @inlinable
    public func sectionIdentifier(at index: Int) -> SectionID? {
        index >= 0 && index < sectionIDs.count ? sectionIDs[index] : nil
    }

    /// The item at position `item` of the section at position `section`,
    /// or nil. O(1).
    @inlinable
    public func itemIdentifier(at item: Int, inSectionAt section: Int) -> ItemID? {
        guard section >= 0 && section < sectionItems.count, item >= 0 && item < sectionItems[section].count
        else { return nil }
        return sectionItems[section][item]
    }

    // MARK: Validity

    /// Why this snapshot is invalid: the first misuse of it, found at the
    /// edit or when its index was built (see "Misuse" above), or nil when it
    /// is valid. O(marks), + index.
    ///
    /// ```swift
    /// var snapshot = Snapshot<String, Int>()
    /// snapshot.appendSections(["feed"])
    /// snapshot.appendItems([1, 2, 1], toSection: "feed")   // appended: nothing is hashed yet
    /// snapshot.misuse   // SnapshotError.duplicateItem("1")
    /// ```
    @inlinable
    public var misuse: SnapshotError? {
        if let recordedMisuse { return recordedMisuse }
        return withIndex { index in
            if let problem = index.problem { return problem }
            for item in reloadedItems where index.entries[item] == nil { return .unknownItem(String(describing: item)) }
            for item in reconfiguredItems where index.entries[item] == nil { return .unknownItem(String(describing: item)) }
            return nil
        }
    }

    /// Throws ``misuse``, if any. O(marks), + index.
    @inlinable
    public func validate() throws {
        if let misuse { throw misuse }
    }

    /// Runs `body` on the index, built first if it is not. Takes the
    /// index's lock: copies of a snapshot share its index, and may be read
    /// from several threads.
    @inlinable
    internal func withIndex<R>(_ body: (_SnapshotIndex<ItemID>) -> R) -> R {
        index.lock.lock()
        defer { index.lock.unlock() }
        if !index.isBuilt { index.build(from: self) }
        return body(index)
    }
}

extension Snapshot: Equatable {
    /// Equal when the sections, their items and the reload and reconfigure
    /// marks are (whatever their ``misuse``). O(n + s).
    @inlinable
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        lhs.sectionIDs == rhs.sectionIDs && lhs.sectionItems == rhs.sectionItems
            && lhs.reloadedSections == rhs.reloadedSections && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

extension Snapshot: Sendable where SectionID: Sendable, ItemID: Sendable {}
