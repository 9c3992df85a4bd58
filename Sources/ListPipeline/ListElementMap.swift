import Foundation
import ListKit
import ListDiff

/// An immutable picture of a list as elements: its sections, each with its
/// items' elements and its supplementary views' (Texture's
/// `ASElementMap`). A ``ListDataController`` keeps two: the *pending* map,
/// the data source's latest (data-source index space), and the *visible*
/// map, what the view shows (view index space). An element or section in
/// both maps is the same object, so an index path converts from one space
/// to the other through it.
///
/// ```swift
/// let map = controller.visibleMap
/// for section in 0..<map.numberOfSections { print(map.numberOfItems(inSection: section)) }
/// ```
public struct ListElementMap: Sendable {
    /// One section: an identity that survives moves, its items' elements
    /// and its supplementary views' elements by kind.
    struct Section: Sendable {
        let identity: SectionIdentity
        var items: [ListElement]
        var supplementary: [String: ListElement]
    }

    let sections: [Section]
    /// Where each element and section is, built on the first conversion.
    private let positions: Positions

    /// An empty map.
    public init() { self.init(sections: [], madeBefore: 0) }

    /// How many elements the controller had made when it made this map:
    /// every element of the map has a smaller `ListElement.serial`, every
    /// element made since a larger one.
    let madeBefore: Int

    init(sections: [Section], madeBefore: Int) {
        self.sections = sections
        self.madeBefore = madeBefore
        positions = Positions()
    }

    /// The map's identity: copies share it, and every map made differs
    /// (an object, so that holding it keeps it from being reused).
    var identity: AnyObject { positions }

    /// The number of sections. O(1).
    public var numberOfSections: Int { sections.count }

    /// The number of items in `section` (0 outside the map). O(1).
    public func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].items.count : 0
    }

    /// The item counts, section by section. O(sections).
    public var itemCounts: [Int] { sections.map(\.items.count) }

    /// The element of the item at `indexPath`, or nil outside the map. O(1).
    public func element(at indexPath: IndexPath) -> ListElement? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    /// The element of the supplementary view of `kind` in `section`, or nil. O(1).
    public func supplementaryElement(ofKind kind: String, inSection section: Int) -> ListElement? {
        sections.indices.contains(section) ? sections[section].supplementary[kind] : nil
    }

    /// Every item's element, section by section.
    public var elements: [ListElement] { sections.flatMap(\.items) }

    /// The index path of `element` (an item's) in this map, or nil.
    ///
    /// Complexity: O(1), after an O(items) pass on the first conversion
    /// asked of this map.
    public func indexPath(of element: ListElement) -> IndexPath? {
        positions.built(from: sections).items[ObjectIdentifier(element)]
    }

    /// The section of `element` (a supplementary view's) in this map, or nil.
    /// O(1) after the first conversion, as ``indexPath(of:)``.
    public func section(ofSupplementary element: ListElement) -> Int? {
        positions.built(from: sections).supplementary[ObjectIdentifier(element)]
    }

    /// The index in this map of the section at `section` in `other`, or nil
    /// when it is not here. O(1) after the first conversion.
    public func section(_ section: Int, in other: ListElementMap) -> Int? {
        guard other.sections.indices.contains(section) else { return nil }
        return positions.built(from: sections).sections[ObjectIdentifier(other.sections[section].identity)]
    }

    /// The index path in this map of the item at `indexPath` in `other`, or
    /// nil when it is not here. O(1) after the first conversion.
    public func indexPath(_ indexPath: IndexPath, in other: ListElementMap) -> IndexPath? {
        other.element(at: indexPath).flatMap(self.indexPath(of:))
    }
}

/// A section's identity, kept while the section moves and replaced when it
/// is reloaded.
final class SectionIdentity: Sendable {}

extension ListElementMap {
    /// The positions of a map's elements and sections, worked out once, on
    /// first use, from whichever thread asks first.
    final class Positions: @unchecked Sendable {
        struct Table {
            var items: [ObjectIdentifier: IndexPath] = [:]
            var supplementary: [ObjectIdentifier: Int] = [:]
            var sections: [ObjectIdentifier: Int] = [:]
        }
        private let lock = NSLock()
        private var table: Table?

        func built(from sections: [Section]) -> Table {
            lock.lock()
            defer { lock.unlock() }
            if let table { return table }
            var built = Table()
            built.items.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
            for (s, section) in sections.enumerated() {
                built.sections[ObjectIdentifier(section.identity)] = s
                for (i, element) in section.items.enumerated() {
                    built.items[ObjectIdentifier(element)] = makeIndexPath(s, i)
                }
                for element in section.supplementary.values { built.supplementary[ObjectIdentifier(element)] = s }
            }
            table = built
            return built
        }
    }
}

extension ListElementMap {
    /// The identity of the section at `section`, kept while it moves, for
    /// views that check identities; nil outside the map.
    package func sectionIdentifier(at section: Int) -> AnyHashable? {
        sections.indices.contains(section) ? AnyHashable(ObjectIdentifier(sections[section].identity)) : nil
    }

    /// The identities of the items of `section`, in order (none outside
    /// the map), for views that check identities a section at a time.
    ///
    /// Complexity: O(items of the section).
    package func itemIdentifiers(inSection section: Int) -> [ObjectIdentifier] {
        sections.indices.contains(section) ? sections[section].items.map(ObjectIdentifier.init) : []
    }
}
