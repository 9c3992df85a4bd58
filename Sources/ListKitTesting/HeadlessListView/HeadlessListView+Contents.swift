import Foundation
import ListKit
import ListUpdates

extension HeadlessListView {
    /// The identities the view shows, section by section (O(items)): a
    /// survivor of a batch keeps the identity it had, so comparing these
    /// with the data source finds stale cells.
    public var sections: [Section] {
        loadIfNeeded()
        return zip(sectionStates, items).map { Section(id: $0.id, items: $1.map { identities[$0.identity].value }) }
    }

    public var numberOfSections: Int {
        loadIfNeeded()
        return items.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < items.count ? items[section].count : 0
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        var paths: [IndexPath] = []
        for serial in cellSerialsInOrder() { if let entry = cells[serial] { paths.append(entry.indexPath) } }
        return paths
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [HeadlessCell] {
        loadIfNeeded()
        var visible: [HeadlessCell] = []
        for serial in cellSerialsInOrder() { if let cell = cells[serial]?.cell { visible.append(cell) } }
        return visible
    }

    /// The cell showing the item at `indexPath`, or nil when it is off
    /// screen (or does not exist).
    ///
    /// Complexity: O(1).
    public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
        guard let serial = item(at: indexPath)?.serial else { return nil }
        return cells[serial]?.cell
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// Complexity: O(1).
    public func indexPath(for cell: HeadlessCell) -> IndexPath? {
        serialOfCell[ObjectIdentifier(cell)].flatMap { cells[$0]?.indexPath }
    }

    /// The items of `section` whose cells are on screen, in order.
    ///
    /// Complexity: O(k log k) for the section's k cells on screen.
    func indexesOfVisibleItems(inSection section: Int) -> [Int] {
        loadIfNeeded()
        var indexes: [Int] = []
        for serial in cellsInSection[section] ?? [] { if let entry = cells[serial] { indexes.append(entry.indexPath[1]) } }
        return indexes.sorted()
    }

    /// The supplementary view of `kind` on screen for the section of
    /// `indexPath`, or nil. Like every query, it loads the view first.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
        loadIfNeeded()
        guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < sectionStates.count else { return nil }
        return supplementaries[SupplementaryKey(kind: kind, section: sectionStates[indexPath[0]].serial)]?.view
    }

    /// The frame of the item at `indexPath` in content coordinates, or nil
    /// (also while the view measures items: from a size callback, no item
    /// has its place yet).
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        guard !isMeasuring, item(at: indexPath) != nil else { return nil }
        return layout.frame(ofItem: indexPath[1], inSection: indexPath[0])
    }

    /// The frame of the header or footer (`kind`, of `ListElementKind`) of
    /// the section of `indexPath` in content coordinates, or nil: for other
    /// kinds, a section without one (a length of zero along the scroll
    /// direction) or while the view measures.
    ///
    /// Complexity: O(log sections).
    public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CGRect? {
        loadIfNeeded()
        guard !isMeasuring, indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < layout.sections.count else { return nil }
        return layout.frame(ofSupplementary: kind, inSection: indexPath[0])
    }

    /// The item at `indexPath`, or nil when there is none (or the path is
    /// not a (section, item) path).
    func item(at indexPath: IndexPath) -> Item? {
        loadIfNeeded()
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < items.count,
              indexPath[1] >= 0, indexPath[1] < items[indexPath[0]].count
        else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }
}
