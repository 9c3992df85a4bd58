import ListUpdates

/// A snapshot as plain arrays: sections in order, each with its items,
/// and the reload and reconfigure marks. Every edit says whether it is
/// valid, by the rules of Apple's `NSDiffableDataSourceSnapshot` (unique
/// identifiers; known anchors), and leaves the model unchanged when not.
public struct SnapshotModel: Equatable {
    public var sections: [(id: Int, items: [Int])] = []
    public var reloadedSections = Set<Int>(), reloadedItems = Set<Int>(), reconfiguredItems = Set<Int>()

    public init() {}

    public static func == (a: SnapshotModel, b: SnapshotModel) -> Bool {
        a.sections.map(\.id) == b.sections.map(\.id) && a.sections.map(\.items) == b.sections.map(\.items)
            && a.reloadedSections == b.reloadedSections && a.reloadedItems == b.reloadedItems
            && a.reconfiguredItems == b.reconfiguredItems
    }

    public var allItems: [Int] { sections.flatMap(\.items) }
    func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.id == id } }
    func location(_ item: Int) -> (Int, Int)? {
        for (s, section) in sections.enumerated() { if let i = section.items.firstIndex(of: item) { return (s, i) } }
        return nil
    }
    func newSections(_ ids: [Int]) -> Bool { Set(ids).count == ids.count && ids.allSatisfy { sectionIndex($0) == nil } }
    func newItems(_ ids: [Int]) -> Bool { Set(ids).count == ids.count && ids.allSatisfy { location($0) == nil } }

    /// One edit; false (and no change) when the snapshot must refuse it.
    public mutating func apply(_ edit: SnapshotEdit) -> Bool {
        switch edit {
        case let .appendSections(ids):
            guard newSections(ids) else { return false }
            sections += ids.map { ($0, []) }
        case let .insertSections(ids, anchor, after):
            guard let s = sectionIndex(anchor), newSections(ids) else { return false }
            sections.insert(contentsOf: ids.map { ($0, []) }, at: s + (after ? 1 : 0))
        case let .deleteSections(ids):
            guard ids.allSatisfy({ sectionIndex($0) != nil }) else { return false }
            for id in Set(ids) {
                let s = sectionIndex(id)!
                for item in sections[s].items { reloadedItems.remove(item); reconfiguredItems.remove(item) }
                reloadedSections.remove(id)
                sections.remove(at: s)
            }
        case let .moveSection(id, anchor, after):
            guard sectionIndex(id) != nil, sectionIndex(anchor) != nil, id != anchor else { return false }
            let section = sections.remove(at: sectionIndex(id)!)
            sections.insert(section, at: sectionIndex(anchor)! + (after ? 1 : 0))
        case let .reloadSections(ids):
            guard ids.allSatisfy({ sectionIndex($0) != nil }) else { return false }
            reloadedSections.formUnion(ids)
        case let .appendItems(ids, section):
            guard let id = section ?? sections.last?.id, let s = sectionIndex(id), newItems(ids) else { return false }
            sections[s].items += ids
        case let .insertItems(ids, anchor, after):
            guard let (s, i) = location(anchor), newItems(ids) else { return false }
            sections[s].items.insert(contentsOf: ids, at: i + (after ? 1 : 0))
        case let .deleteItems(ids):
            guard ids.allSatisfy({ location($0) != nil }) else { return false }
            for id in ids { if let (s, i) = location(id) { sections[s].items.remove(at: i) } }
            reloadedItems.subtract(ids)
            reconfiguredItems.subtract(ids)
        case .deleteAllItems:
            for s in sections.indices { sections[s].items = [] }
            reloadedItems = []
            reconfiguredItems = []
        case let .moveItem(id, anchor, after):
            guard let (s, i) = location(id), location(anchor) != nil, id != anchor else { return false }
            sections[s].items.remove(at: i)
            let (t, j) = location(anchor)!
            sections[t].items.insert(id, at: j + (after ? 1 : 0))
        case let .reloadItems(ids):
            guard ids.allSatisfy({ location($0) != nil }) else { return false }
            reloadedItems.formUnion(ids)
        case let .reconfigureItems(ids):
            guard ids.allSatisfy({ location($0) != nil }) else { return false }
            reconfiguredItems.formUnion(ids)
        }
        return true
    }
}

/// One snapshot edit, read from the fuzz input over small identifier
/// alphabets (sections 0..<8, items 0..<40) so that edits collide.
public enum SnapshotEdit {
    case appendSections([Int])
    case insertSections([Int], anchor: Int, after: Bool)
    case deleteSections([Int])
    case moveSection(Int, anchor: Int, after: Bool)
    case reloadSections([Int])
    case appendItems([Int], toSection: Int?)
    case insertItems([Int], anchor: Int, after: Bool)
    case deleteItems([Int])
    case deleteAllItems
    case moveItem(Int, anchor: Int, after: Bool)
    case reloadItems([Int])
    case reconfigureItems([Int])

    public static func read(_ input: inout FuzzInput, sections: Int = 8, items: Int = 40, marks: Bool = true) -> SnapshotEdit {
        func ids(_ bound: Int) -> [Int] { (0..<input.int(4)).map { _ in input.int(bound) } }
        switch input.int(marks ? 14 : 11) {
        case 0: return .appendSections(ids(sections))
        case 1: return .insertSections(ids(sections), anchor: input.int(sections), after: input.bool())
        case 2: return .deleteSections(ids(sections))
        case 3: return .moveSection(input.int(sections), anchor: input.int(sections), after: input.bool())
        case 4, 5: return .appendItems(ids(items), toSection: input.bool() ? nil : input.int(sections))
        case 6: return .insertItems(ids(items), anchor: input.int(items), after: input.bool())
        case 7: return .deleteItems(ids(items))
        case 8: return input.int(4) == 0 ? .deleteAllItems : .deleteItems(ids(items))
        case 9, 10: return .moveItem(input.int(items), anchor: input.int(items), after: input.bool())
        case 11: return .reloadSections(ids(sections))
        case 12: return .reloadItems(ids(items))
        default: return .reconfigureItems(ids(items))
        }
    }

    /// The same edit on a library snapshot.
    public func apply(to snapshot: inout Snapshot<Int, Int>) {
        switch self {
        case let .appendSections(ids): snapshot.appendSections(ids)
        case let .insertSections(ids, anchor, after):
            if after { snapshot.insertSections(ids, afterSection: anchor) } else { snapshot.insertSections(ids, beforeSection: anchor) }
        case let .deleteSections(ids): snapshot.deleteSections(ids)
        case let .moveSection(id, anchor, after):
            if after { snapshot.moveSection(id, afterSection: anchor) } else { snapshot.moveSection(id, beforeSection: anchor) }
        case let .reloadSections(ids): snapshot.reloadSections(ids)
        case let .appendItems(ids, section): snapshot.appendItems(ids, toSection: section)
        case let .insertItems(ids, anchor, after):
            if after { snapshot.insertItems(ids, afterItem: anchor) } else { snapshot.insertItems(ids, beforeItem: anchor) }
        case let .deleteItems(ids): snapshot.deleteItems(ids)
        case .deleteAllItems: snapshot.deleteAllItems()
        case let .moveItem(id, anchor, after):
            if after { snapshot.moveItem(id, afterItem: anchor) } else { snapshot.moveItem(id, beforeItem: anchor) }
        case let .reloadItems(ids): snapshot.reloadItems(ids)
        case let .reconfigureItems(ids): snapshot.reconfigureItems(ids)
        }
    }
}

/// Applies `edit` to both, and reports a disagreement. The snapshot records
/// a misuse where the model refuses (its index built apart, on a copy, so
/// that the snapshot's own index is built only by the edits that need it):
/// refused at the call, leaving the snapshot as it was; or, for the checks
/// that wait for the index (an item twice, a mark on an unknown item), let
/// through and found when the index is built. A valid edit records none.
/// After a misuse, the snapshot goes back to what it was, as the model.
public func checkEdit(_ target: String, _ edit: SnapshotEdit, _ snapshot: inout Snapshot<Int, Int>, _ model: inout SnapshotModel) {
    let before = snapshot
    let valid = model.apply(edit)
    edit.apply(to: &snapshot)
    var probe = snapshot
    probe.appendSections([])  // an edit: the copy owns its index from here
    let misuse = probe.misuse
    if valid, let misuse {
        disagreement(target, "\(edit) on \(describe(before)) recorded \(misuse); the model applies it")
    }
    if !valid {
        if misuse == nil {
            disagreement(target, "\(edit) should record a misuse on \(describe(before)) but gave \(describe(snapshot))")
        } else if snapshot != before {
            // Only the checks that wait for the index let a change through.
            switch (edit, misuse) {
            case (.appendItems, .duplicateItem?), (.reloadItems, .unknownItem?), (.reconfigureItems, .unknownItem?): break
            default:
                disagreement(target, "\(edit) recorded \(String(describing: misuse)) but changed the snapshot to \(describe(snapshot))")
            }
        }
        snapshot = before
    }
    if let difference = compare(snapshot, model) {
        disagreement(target, "after \(edit) on \(describe(before)): \(difference)")
    }
}

/// Where a library snapshot and the model differ, or nil.
public func compare(_ snapshot: Snapshot<Int, Int>, _ model: SnapshotModel) -> String? {
    if snapshot.sectionIdentifiers != model.sections.map(\.id) {
        return "sections \(snapshot.sectionIdentifiers), model \(model.sections.map(\.id))"
    }
    for (s, section) in model.sections.enumerated() where snapshot.itemIdentifiers(inSection: section.id) != section.items {
        return "section \(section.id): items \(snapshot.itemIdentifiers(inSection: section.id)), model \(section.items)"
            + " (at index \(s))"
    }
    let all = model.allItems
    if snapshot.itemIdentifiers != all || snapshot.numberOfItems != all.count || snapshot.numberOfSections != model.sections.count {
        return "all items \(snapshot.itemIdentifiers) (\(snapshot.numberOfItems)), model \(all)"
    }
    for (index, item) in all.enumerated() where snapshot.indexOfItem(item) != index {
        return "indexOfItem(\(item)) = \(String(describing: snapshot.indexOfItem(item))), model \(index)"
    }
    for (s, section) in model.sections.enumerated() {
        if snapshot.indexOfSection(section.id) != s || snapshot.numberOfItems(inSection: section.id) != section.items.count {
            return "section \(section.id): index or count differs"
        }
        for (i, item) in section.items.enumerated()
        where snapshot.sectionIdentifier(containingItem: item) != section.id || snapshot.itemIdentifier(at: i, inSectionAt: s) != item {
            return "item \(item): section or position differs"
        }
    }
    if snapshot.reloadedSectionIdentifiers != model.reloadedSections || snapshot.reloadedItemIdentifiers != model.reloadedItems
        || snapshot.reconfiguredItemIdentifiers != model.reconfiguredItems {
        return "marks: reloaded sections \(snapshot.reloadedSectionIdentifiers.sorted()) items \(snapshot.reloadedItemIdentifiers.sorted())"
            + " reconfigured \(snapshot.reconfiguredItemIdentifiers.sorted()); model \(model.reloadedSections.sorted())"
            + " \(model.reloadedItems.sorted()) \(model.reconfiguredItems.sorted())"
    }
    return nil
}

public func describe(_ snapshot: Snapshot<Int, Int>) -> String {
    snapshot.sectionIdentifiers.map { "\($0): \(snapshot.itemIdentifiers(inSection: $0))" }.joined(separator: ", ")
}
