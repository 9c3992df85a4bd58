import ListTestSupport
import ListUpdates
import XCTest

/// `Snapshot` keeps its items in arrays beside an index built when first
/// needed, whose position hints drift as edits shift items; these tests
/// replay seeded random edit sequences, valid and invalid, on it and on a
/// plain array model, and require the same errors and exactly the same
/// state after every step (small snapshots) or every few steps (large ones,
/// where hints drift past the window and sections are renumbered).
final class SnapshotModelTests: XCTestCase {
    typealias S = Snapshot<Int, Int>

    /// The snapshot's rules on plain arrays: every look-up is a linear scan.
    struct Model {
        var sections: [Int] = []
        var items: [Int: [Int]] = [:]
        var reloadedSections: Set<Int> = [], reloadedItems: Set<Int> = [], reconfiguredItems: Set<Int> = []

        func section(of item: Int) -> Int? { sections.first { items[$0]!.contains(item) } }
        func requireSection(_ section: Int) throws {
            guard sections.contains(section) else { throw SnapshotError.unknownSection(String(section)) }
        }
        func requireItem(_ item: Int) throws {
            guard section(of: item) != nil else { throw SnapshotError.unknownItem(String(item)) }
        }
        func checkNewSections(_ ids: [Int]) throws {
            for (k, id) in ids.enumerated() where sections.contains(id) || ids[..<k].contains(id) {
                throw SnapshotError.duplicateSection(String(id))
            }
        }
        func checkNewItems(_ ids: [Int]) throws {
            for (k, id) in ids.enumerated() where section(of: id) != nil || ids[..<k].contains(id) {
                throw SnapshotError.duplicateItem(String(id))
            }
        }
        mutating func insertSections(_ ids: [Int], relativeTo target: Int?, after: Bool) throws {
            if let target { try requireSection(target) }
            try checkNewSections(ids)
            let index = target.map { sections.firstIndex(of: $0)! + (after ? 1 : 0) } ?? sections.count
            sections.insert(contentsOf: ids, at: index)
            for id in ids { items[id] = [] }
        }
        mutating func deleteSections(_ ids: [Int]) throws {
            for id in ids { try requireSection(id) }
            for id in ids where items[id] != nil {
                for item in items[id]! {
                    reloadedItems.remove(item)
                    reconfiguredItems.remove(item)
                }
                items[id] = nil
                reloadedSections.remove(id)
                sections.removeAll { $0 == id }
            }
        }
        mutating func moveSection(_ id: Int, relativeTo target: Int, after: Bool) throws {
            try requireSection(id)
            try requireSection(target)
            guard id != target else { throw SnapshotError.moveRelativeToItself(String(id)) }
            sections.removeAll { $0 == id }
            sections.insert(id, at: sections.firstIndex(of: target)! + (after ? 1 : 0))
        }
        mutating func insertItems(_ ids: [Int], toSection: Int?, relativeTo target: Int?, after: Bool) throws {
            let section: Int, index: Int
            if let target {
                try requireItem(target)
                section = self.section(of: target)!
                index = items[section]!.firstIndex(of: target)! + (after ? 1 : 0)
            } else {
                guard let chosen = toSection ?? sections.last else { throw SnapshotError.noSection }
                try requireSection(chosen)
                section = chosen
                index = items[section]!.count
            }
            try checkNewItems(ids)
            items[section]!.insert(contentsOf: ids, at: index)
        }
        mutating func deleteItems(_ ids: [Int]) throws {
            for id in ids { try requireItem(id) }
            for id in ids {
                if let section = section(of: id) { items[section]!.removeAll { $0 == id } }
                reloadedItems.remove(id)
                reconfiguredItems.remove(id)
            }
        }
        mutating func moveItem(_ id: Int, relativeTo target: Int, after: Bool) throws {
            try requireItem(id)
            try requireItem(target)
            guard id != target else { throw SnapshotError.moveRelativeToItself(String(id)) }
            items[section(of: id)!]!.removeAll { $0 == id }
            let section = self.section(of: target)!
            items[section]!.insert(id, at: items[section]!.firstIndex(of: target)! + (after ? 1 : 0))
        }
    }

    /// Runs the same call on both, requiring the same outcome. The model
    /// throws where the snapshot records a misuse: at the call, leaving the
    /// snapshot as it was, or, for the checks that wait for the item index
    /// (an item appended twice, a mark on an unknown item, while the index
    /// is not built), when the index is built: here by `misuse` right after,
    /// on the snapshot itself or, with `probeApart`, on a copy with an index
    /// of its own, so that the snapshot's stays unbuilt and the next steps
    /// take the paths without it. After a misuse the replay goes on from the
    /// snapshot before it.
    func same(_ snapshot: inout S, _ model: inout Model, probeApart: Bool, _ step: String,
              _ onSnapshot: (inout S) -> Void, _ onModel: (inout Model) throws -> Void) {
        var modelError: SnapshotError?
        let before = snapshot
        onSnapshot(&snapshot)
        do { try onModel(&model) } catch { modelError = error as? SnapshotError }
        var probe = snapshot
        if probeApart { probe.appendSections([]) }  // an edit: the copy owns its index from here
        let snapshotError = probe.misuse
        guard let modelError else { return XCTAssertNil(snapshotError, step) }
        if snapshot == before {
            XCTAssertEqual(snapshotError, modelError, "refused at the call: \(step)")
        } else {
            // Only the checks that wait for the index let a change through.
            switch (snapshotError, modelError) {
            case (.duplicateItem?, .duplicateItem), (.unknownItem?, .unknownItem): break
            default: XCTFail("\(String(describing: snapshotError)) against \(modelError), the snapshot changed: \(step)")
            }
        }
        snapshot = before
    }

    func assertSame(_ snapshot: S, _ model: Model, _ context: String) {
        XCTAssertEqual(snapshot.sectionIdentifiers, model.sections, context)
        XCTAssertEqual(snapshot.numberOfSections, model.sections.count, context)
        var all: [Int] = []
        for (index, section) in model.sections.enumerated() {
            let items = model.items[section]!
            XCTAssertEqual(snapshot.itemIdentifiers(inSection: section), items, context)
            XCTAssertEqual(snapshot.numberOfItems(inSection: section), items.count, context)
            XCTAssertEqual(snapshot.indexOfSection(section), index, context)
            // indexOfItem counts the items of the sections before too.
            for (position, item) in items.enumerated() where snapshot.indexOfItem(item) != all.count + position
                || snapshot.indexPath(ofItem: item).map({ [$0.section, $0.item] }) != [index, position]
                || snapshot.sectionIdentifier(containingItem: item) != section {
                XCTFail("item \(item): \(String(describing: snapshot.indexOfItem(item))), "
                    + "\(String(describing: snapshot.indexPath(ofItem: item))) in "
                    + "\(String(describing: snapshot.sectionIdentifier(containingItem: item))), expected \(all.count + position), "
                    + "\(position) in \(section) (at \(index)); \(context)")
                return
            }
            all += items
        }
        XCTAssertEqual(snapshot.itemIdentifiers, all, context)
        XCTAssertEqual(snapshot.numberOfItems, all.count, context)
        XCTAssertNil(snapshot.indexOfItem(-1), context)
        XCTAssertNil(snapshot.indexOfSection(-1), context)
        XCTAssertEqual(snapshot.numberOfItems(inSection: -1), 0, context)
        XCTAssertEqual(snapshot.reloadedSectionIdentifiers, model.reloadedSections, context)
        XCTAssertEqual(snapshot.reloadedItemIdentifiers, model.reloadedItems, context)
        XCTAssertEqual(snapshot.reconfiguredItemIdentifiers, model.reconfiguredItems, context)
    }

    /// `steps` random calls; ids are drawn a little beyond those in use, so
    /// that unknown and duplicate identifiers come up too.
    func replay(seed: UInt64, steps: Int, sectionRange: Int, itemRange: Int, batch: Int, checkEvery: Int) {
        var rng = SplitMix64(seed: seed)
        var snapshot = S(), model = Model()
        func section() -> Int { Int.random(in: 0..<sectionRange, using: &rng) }
        func item() -> Int {
            // Mostly items that exist, when there are some.
            if Int.random(in: 0..<4, using: &rng) > 0, let section = model.sections.randomElement(using: &rng),
               let existing = model.items[section]!.randomElement(using: &rng) { return existing }
            return Int.random(in: 0..<itemRange, using: &rng)
        }
        func items(_ count: Int) -> [Int] { (0..<Int.random(in: 1...count, using: &rng)).map { _ in item() } }
        func fresh(_ count: Int) -> [Int] {
            // New ids, occasionally with an existing or repeated one.
            var ids = (0..<Int.random(in: 1...count, using: &rng)).map { _ in Int.random(in: 0..<itemRange, using: &rng) }
            if Int.random(in: 0..<8, using: &rng) > 0 { ids = Array(Set(ids)).filter { model.section(of: $0) == nil } }
            return ids.isEmpty ? [itemRange + Int.random(in: 0..<itemRange, using: &rng)] : ids
        }
        for step in 0..<steps {
            let after = Bool.random(using: &rng)
            let label = "seed \(seed), step \(step)"
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<6:
                let ids = (0..<Int.random(in: 1...3, using: &rng)).map { _ in section() }
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): appendSections \(ids)",
                     { $0.appendSections(ids) }, { try $0.insertSections(ids, relativeTo: nil, after: false) })
            case 6..<10:
                let ids = [section()], target = section()
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): insertSections \(ids) \(after ? "after" : "before") \(target)", {
                    after ? $0.insertSections(ids, afterSection: target) : $0.insertSections(ids, beforeSection: target)
                }, { try $0.insertSections(ids, relativeTo: target, after: after) })
            case 10..<13:
                let ids = [section(), section()].prefix(Int.random(in: 1...2, using: &rng))
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): deleteSections \(ids)",
                     { $0.deleteSections(Array(ids)) }, { try $0.deleteSections(Array(ids)) })
            case 13..<18:
                let id = model.sections.randomElement(using: &rng) ?? section(), target = section()
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): moveSection \(id) \(after ? "after" : "before") \(target)", {
                    after ? $0.moveSection(id, afterSection: target) : $0.moveSection(id, beforeSection: target)
                }, { try $0.moveSection(id, relativeTo: target, after: after) })
            case 18..<20:
                let ids = [section()]
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): reloadSections \(ids)", { $0.reloadSections(ids) }, {
                    try ids.forEach($0.requireSection)
                    $0.reloadedSections.formUnion(ids)
                })
            case 20..<40:
                let ids = fresh(batch), target: Int? = Bool.random(using: &rng) ? nil : section()
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): appendItems \(ids.count) to \(String(describing: target))",
                     { $0.appendItems(ids, toSection: target) },
                     { try $0.insertItems(ids, toSection: target, relativeTo: nil, after: false) })
            case 40..<55:
                let ids = fresh(batch), target = item()
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): insertItems \(ids.count) \(after ? "after" : "before") \(target)", {
                    after ? $0.insertItems(ids, afterItem: target) : $0.insertItems(ids, beforeItem: target)
                }, { try $0.insertItems(ids, toSection: nil, relativeTo: target, after: after) })
            case 55..<70:
                let ids = items(batch / 2 + 1)
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): deleteItems \(ids)", { $0.deleteItems(ids) }, { try $0.deleteItems(ids) })
            case 70..<88:
                let id = item(), target = item()
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): moveItem \(id) \(after ? "after" : "before") \(target)", {
                    after ? $0.moveItem(id, afterItem: target) : $0.moveItem(id, beforeItem: target)
                }, { try $0.moveItem(id, relativeTo: target, after: after) })
            case 88..<93:
                let ids = items(3)
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): reloadItems \(ids)", { $0.reloadItems(ids) }, {
                    try ids.forEach($0.requireItem)
                    $0.reloadedItems.formUnion(ids)
                })
            case 93..<98:
                let ids = items(3)
                same(&snapshot, &model, probeApart: Bool.random(using: &rng), "\(label): reconfigureItems \(ids)", { $0.reconfigureItems(ids) }, {
                    try ids.forEach($0.requireItem)
                    $0.reconfiguredItems.formUnion(ids)
                })
            default:
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    snapshot.deleteAllItems()
                    for section in model.sections { model.items[section] = [] }
                    model.reloadedItems = []
                    model.reconfiguredItems = []
                }
            }
            if step % checkEvery == 0 || step == steps - 1 { assertSame(snapshot, model, label) }
        }
    }

    func testSmallRandomEditsMatchTheModel() {
        for seed in UInt64(0)..<60 {
            replay(seed: seed, steps: 300, sectionRange: 6, itemRange: 40, batch: 4, checkEvery: 1)
        }
    }

    /// Hundreds of sections, whose item counts change: indexOfItem adds the
    /// items of the sections before, kept until a count changes.
    func testManySectionsRandomEditsMatchTheModel() {
        for seed in UInt64(200)..<203 {
            replay(seed: seed, steps: 1_500, sectionRange: 400, itemRange: 3_000, batch: 6, checkEvery: 25)
        }
    }

    /// Sections of hundreds of items, runs of up to 150 items at a time:
    /// hints drift past the window and sections are renumbered.
    func testLargeRandomEditsMatchTheModel() {
        for seed in UInt64(100)..<103 {
            replay(seed: seed, steps: 1_200, sectionRange: 5, itemRange: 5_000, batch: 150, checkEvery: 40)
        }
    }

    /// A copy edited apart leaves the original as it was (value semantics).
    func testCopiesAreIndependent() throws {
        var original = S()
        original.appendSections([0, 1])
        original.appendItems(Array(0..<500), toSection: 0)
        original.appendItems(Array(500..<600), toSection: 1)
        var copy = original
        copy.deleteItems(Array(stride(from: 0, to: 500, by: 3)))
        copy.moveItem(550, beforeItem: 1)
        copy.insertItems(Array(1_000..<1_200), afterItem: 2)
        XCTAssertEqual(original.itemIdentifiers(inSection: 0), Array(0..<500))
        XCTAssertEqual(original.itemIdentifiers(inSection: 1), Array(500..<600))
        XCTAssertEqual(original.indexOfItem(550), 550)
        XCTAssertEqual(copy.indexOfItem(550), 0)
        XCTAssertEqual(copy.indexOfItem(1_000), 3)
        XCTAssertEqual(copy.sectionIdentifier(containingItem: 550), 0)
        XCTAssertEqual(copy.numberOfItems(inSection: 0), 500 - 167 + 1 + 200)
    }
}
