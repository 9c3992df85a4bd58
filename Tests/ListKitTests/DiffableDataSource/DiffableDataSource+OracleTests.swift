import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The data source against a plain model that shares no code with it:
/// seeded random read-edit-apply cycles (plain, animated, reload data,
/// diffed in the background), outline edits, drags and disclosure taps,
/// with completions run late or at once. After every step, the data
/// (`snapshot()`, `snapshot(for:)`) is the model and holds no marks, and
/// the completions that ran are a prefix of the applies in call order;
/// once everything landed, the view shows the model and every completion
/// ran once; `indexOfItem` is an item's place among all items. Applies that land at once keep the cells Apple says they keep
/// (moved and reconfigured items) and replace those it says they replace
/// (reloaded ones).
///
/// The model's rules, from Apple's documentation of
/// `UICollectionViewDiffableDataSource` and `NSDiffableDataSourceSectionSnapshot`:
/// the data is the last snapshot applied; a section snapshot applied to a
/// section replaces its items with the outline's visible items; a drag
/// moves the item (with its children, in an outline) before the item shown
/// below its drop, or to the end of the section; a drop among its own
/// children changes nothing.
final class DiffableDataSourceOracleTests: XCTestCase {
    typealias DataSource = DiffableDataSource<String, Int>

    /// An outline as plain arrays.
    struct Outline: Equatable {
        var roots: [Int] = []
        var children: [Int: [Int]] = [:]
        var expanded: Set<Int> = []

        func flatten(visibleOnly: Bool) -> [Int] {
            var result: [Int] = []
            func walk(_ items: [Int]) {
                for item in items {
                    result.append(item)
                    if !visibleOnly || expanded.contains(item) { walk(children[item] ?? []) }
                }
            }
            walk(roots)
            return result
        }
        func parent(of item: Int) -> Int? { children.first { $0.value.contains(item) }?.key }
        func subtree(_ item: Int) -> [Int] { [item] + (children[item] ?? []).flatMap(subtree) }
        mutating func detach(_ item: Int) {
            if let parent = parent(of: item) { children[parent]!.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
        }
        mutating func remove(_ item: Int) {
            let gone = Set(subtree(item))
            detach(item)
            for id in gone { children[id] = nil }
            expanded.subtract(gone)
        }
    }

    /// The model: sections in order, each a flat list or the outline ("o").
    struct Model {
        var sections: [(id: String, items: [Int])] = []
        var outline: Outline?

        func items(of section: String) -> [Int] {
            if section == "o", let outline { return outline.flatten(visibleOnly: true) }
            return sections.first { $0.id == section }?.items ?? []
        }
        var flat: [(String, [Int])] { sections.map { ($0.id, items(of: $0.id)) } }
        var allItems: [Int] { flat.flatMap(\.1) }
    }

    func testRandomCyclesAgainstAPlainModel() async throws {
        for seed in UInt64(1)...40 {
            try await run(seed: seed, steps: 40)
        }
    }

    /// One seeded run. The seed is printed with every failure.
    func run(seed: UInt64, steps: Int) async throws {
        let state = try await MainActor.run { () -> RunState in try RunState(seed: seed) }
        for step in 0..<steps {
            let yields = try await MainActor.run { () -> Int in
                try state.step(step)
                return Int.random(in: 0...3, using: &state.rng)
            }
            for _ in 0..<yields { await Task.yield() }
            await MainActor.run { state.check("after step \(step)") }
        }
        // Everything lands: completions drained, background diffs done.
        await waitUntil { state.drain(); return state.completed.count >= state.asked }
        await MainActor.run { state.checkLanded() }
    }

    @MainActor
    final class RunState {
        let seed: UInt64
        var rng: SplitMix64
        var model = Model()
        let view: HeadlessListView
        let dataSource: DataSource
        var pending: [@MainActor () -> Void] = []
        let defersCompletions: Bool
        var asked = 0
        var completed: [Int] = []
        var nextItem = 1, nextSection = 0

        init(seed: UInt64) throws {
            self.seed = seed
            rng = SplitMix64(seed: seed)
            defersCompletions = Bool.random(using: &rng)
            let box = Box<RunState?>(nil)
            view = HeadlessListView(visibleItemCount: 12, scheduleCompletion: { work in
                if let state = box.value, state.defersCompletions { state.pending.append(work) } else { work() }
            })
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            // The data source works with any layout: by seed, the flow
            // layout, a compositional grid of two columns whose cells size
            // themselves, or IGListKit's layout, whose sections share rows.
            switch seed % 3 {
            case 1:
                let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(30)))
                view.compositionalLayout = ListCompositionalLayout(section: ListLayoutSection(group: .horizontal(
                    layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)), subitems: [item])))
            case 2:
                view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            default:
                break
            }
            dataSource = DataSource(view: view) { view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
                cell?.title = "item \(item)"
                return cell
            }
            box.value = self
            dataSource.backgroundDiffingThreshold = Bool.random(using: &rng) ? 20 : nil
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
        }

        func fail(_ message: String, file: StaticString = #filePath, line: UInt = #line) {
            XCTFail("seed \(seed): \(message)", file: file, line: line)
        }

        func newItems(_ count: Int) -> [Int] {
            defer { nextItem += count }
            return Array(nextItem..<(nextItem + count))
        }

        func completion() -> @MainActor () -> Void {
            let id = asked
            asked += 1
            return { [unowned self] in self.completed.append(id) }
        }

        func drain() {
            while !pending.isEmpty { pending.removeFirst()() }
        }

        // MARK: Steps

        func step(_ step: Int) throws {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4: try readEditApply()
            case 4..<6: try editOutline()
            case 6..<8: drag()
            case 8: toggle()
            default: if Bool.random(using: &rng) { drain() }
            }
        }

        var flatSections: [String] { model.sections.map(\.id).filter { $0 != "o" } }

        /// `var s = snapshot(); edit s; apply(s)`, the same edits made in the model.
        func readEditApply() throws {
            var snapshot = dataSource.snapshot()
            var marksReloaded = Set<Int>(), marksReconfigured = Set<Int>()
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let flat = flatSections
                switch Int.random(in: 0..<8, using: &rng) {
                case 0 where flat.count < 4, 1 where flat.isEmpty:
                    let id = "s\(nextSection)"
                    nextSection += 1
                    snapshot.appendSections([id])
                    model.sections.append((id, []))
                case 1, 2:
                    guard let section = flat.randomElement(using: &rng) else { continue }
                    let items = newItems(Int.random(in: 1...6, using: &rng))
                    snapshot.appendItems(items, toSection: section)
                    model.sections[model.sections.firstIndex { $0.id == section }!].items += items
                case 3:
                    guard let section = flat.randomElement(using: &rng),
                          let item = model.items(of: section).randomElement(using: &rng) else { continue }
                    snapshot.deleteItems([item])
                    model.sections[model.sections.firstIndex { $0.id == section }!].items.removeAll { $0 == item }
                case 4:
                    try moveRandomItem(in: &snapshot, flat)
                case 5 where Bool.random(using: &rng):
                    guard flat.count > 1, let section = flat.randomElement(using: &rng) else { continue }
                    snapshot.deleteSections([section])
                    model.sections.removeAll { $0.id == section }
                case 5:
                    // A section moves (the outline's too), its items with it.
                    let all = model.sections.map(\.id)
                    guard let section = all.randomElement(using: &rng), let target = all.randomElement(using: &rng),
                          section != target else { continue }
                    snapshot.moveSection(section, beforeSection: target)
                    let moving = model.sections.remove(at: model.sections.firstIndex { $0.id == section }!)
                    model.sections.insert(moving, at: model.sections.firstIndex { $0.id == target }!)
                case 6:
                    let pool = flat.flatMap { model.items(of: $0) }
                    guard let item = pool.randomElement(using: &rng) else { continue }
                    if Bool.random(using: &rng) {
                        snapshot.reloadItems([item])
                        marksReloaded.insert(item)
                    } else {
                        snapshot.reconfigureItems([item])
                        marksReconfigured.insert(item)
                        if Bool.random(using: &rng) { try moveRandomItem(in: &snapshot, flat, item) }
                    }
                default:
                    guard model.outline != nil, Int.random(in: 0..<4, using: &rng) == 0 else { continue }
                    snapshot.deleteSections(["o"])
                    model.sections.removeAll { $0.id == "o" }
                    model.outline = nil
                }
            }
            let before = cellsByItem()
            // A batch that lands at once (a reload of the whole view rebuilds every cell).
            var batchLandsNow = dataSource.backgroundDiffingThreshold == nil && !dataSource.isApplying
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                dataSource.applySnapshotUsingReloadData(snapshot, completion: completion())
                batchLandsNow = false
            case 1: dataSource.apply(snapshot, animatingDifferences: false, completion: completion())
            default: dataSource.apply(snapshot, completion: completion())
            }
            if batchLandsNow { checkCells(before: before, reloaded: marksReloaded, reconfigured: marksReconfigured) }
        }

        /// Moves `item` (a random one when nil) before another item of the
        /// flat sections, in `snapshot` and in the model.
        func moveRandomItem(in snapshot: inout Snapshot<String, Int>, _ flat: [String], _ item: Int? = nil) throws {
            let pool = flat.flatMap { model.items(of: $0) }
            guard let item = item ?? pool.randomElement(using: &rng), let target = pool.randomElement(using: &rng),
                  item != target else { return }
            snapshot.moveItem(item, beforeItem: target)
            for i in model.sections.indices { model.sections[i].items.removeAll { $0 == item } }
            let s = model.sections.firstIndex { $0.items.contains(target) }!
            model.sections[s].items.insert(item, at: model.sections[s].items.firstIndex(of: target)!)
        }

        /// `var o = snapshot(for: "o"); edit o; apply(o, to: "o")`.
        func editOutline() throws {
            var outline = dataSource.snapshot(for: "o")
            if model.outline == nil {
                outline = SectionSnapshot()
                var plain = Outline()
                let roots = newItems(Int.random(in: 1...3, using: &rng))
                try outline.append(roots)
                plain.roots = roots
                model.outline = plain
                model.sections.append(("o", []))
            }
            var plain = model.outline!
            let all = plain.flatten(visibleOnly: false)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0, 1:
                let parent = Bool.random(using: &rng) ? nil : all.randomElement(using: &rng)
                let items = newItems(Int.random(in: 1...3, using: &rng))
                try outline.append(items, to: parent)
                if let parent { plain.children[parent, default: []] += items } else { plain.roots += items }
            case 2:
                guard let item = all.randomElement(using: &rng) else { break }
                if plain.expanded.contains(item) {
                    try outline.collapse([item])
                    plain.expanded.remove(item)
                } else {
                    try outline.expand([item])
                    plain.expanded.insert(item)
                }
            default:
                guard all.count > 1, let item = all.randomElement(using: &rng) else { break }
                try outline.delete([item])
                plain.remove(item)
            }
            model.outline = plain
            dataSource.apply(outline, to: "o", animatingDifferences: Bool.random(using: &rng), completion: completion())
        }

        /// The user drags an item the view shows, within the outline or
        /// between flat sections.
        func drag() {
            let shown = view.sections
            guard let s = shown.indices.randomElement(using: &rng), !shown[s].items.isEmpty else { return }
            let sectionID = shown[s].id.base as! String
            let i = Int.random(in: 0..<shown[s].items.count, using: &rng)
            let item = shown[s].items[i].base as! Int
            let targets = sectionID == "o" ? [s] : shown.indices.filter { (shown[$0].id.base as! String) != "o" }
            let t = targets.randomElement(using: &rng)!
            let destination = Int.random(in: 0...(shown[t].items.count - (t == s ? 1 : 0)), using: &rng)
            // The data must hold the item where the view does for the model's rule.
            let home = model.sections.first { model.items(of: $0.id).contains(item) }?.id
            guard (home == "o") == (sectionID == "o"), home != nil else { return }
            guard view.moveItemInteractively(from: [s, i], to: [t, destination]), s != t || i != destination else { return }
            let after = view.sections[t].items.map { $0.base as! Int }
            let targetID = view.sections[t].id.base as! String
            let below = destination + 1 < after.count ? after[destination + 1] : nil
            if targetID == "o" {
                guard var plain = model.outline, !plain.subtree(item).contains(where: { $0 == below }) else { return }
                let subtreeChildren = plain.subtree(item).reduce(into: [Int: [Int]]()) { $0[$1] = plain.children[$1] }
                let expanded = plain.expanded.intersection(plain.subtree(item))
                plain.remove(item)
                plain.children.merge(subtreeChildren.compactMapValues { $0 }) { $1 }
                plain.expanded.formUnion(expanded)
                if let below, plain.flatten(visibleOnly: false).contains(below) {
                    if let parent = plain.parent(of: below) {
                        plain.children[parent]!.insert(item, at: plain.children[parent]!.firstIndex(of: below)!)
                    } else {
                        plain.roots.insert(item, at: plain.roots.firstIndex(of: below)!)
                    }
                } else {
                    plain.roots.append(item)
                }
                model.outline = plain
            } else {
                guard let target = model.sections.firstIndex(where: { $0.id == targetID }) else { return }
                for k in model.sections.indices { model.sections[k].items.removeAll { $0 == item } }
                if let below, let at = model.sections[target].items.firstIndex(of: below) {
                    model.sections[target].items.insert(item, at: at)
                } else {
                    model.sections[target].items.append(item)
                }
            }
        }

        /// The user taps an outline disclosure.
        func toggle() {
            guard var plain = model.outline, let item = plain.flatten(visibleOnly: false).randomElement(using: &rng) else { return }
            if plain.expanded.contains(item) {
                plain.expanded.remove(item)
            } else {
                guard !(plain.children[item] ?? []).isEmpty else {
                    if dataSource.toggleDisclosure(of: item) { fail("\(item) has no children, yet it toggled") }
                    return
                }
                plain.expanded.insert(item)
            }
            if !dataSource.toggleDisclosure(of: item) { fail("\(item) did not toggle") }
            model.outline = plain
        }

        // MARK: Checks

        func cellsByItem() -> [Int: HeadlessCell] {
            var cells: [Int: HeadlessCell] = [:]
            for path in view.indexPathsForVisibleItems {
                if let item = dataSource.itemIdentifier(for: path), let cell = view.cellForItem(at: path) { cells[item] = cell }
            }
            return cells
        }

        /// After an apply that landed at once: a reloaded item shown before
        /// and after has a new cell; every other one, reconfigured or not,
        /// keeps its cell, also when it or its section moved.
        func checkCells(before: [Int: HeadlessCell], reloaded: Set<Int>, reconfigured: Set<Int>) {
            let after = cellsByItem()
            for item in reloaded {
                if let old = before[item], let new = after[item], old === new { fail("reloaded item \(item) kept its cell") }
            }
            for (item, old) in before where !reloaded.contains(item) {
                guard let new = after[item], old !== new else { continue }
                fail("\(reconfigured.contains(item) ? "reconfigured" : "kept") item \(item) lost its cell")
            }
        }

        func check(_ when: String) {
            let data = dataSource.snapshot()
            let expected = model.flat
            if data.sectionIdentifiers != expected.map(\.0) {
                fail("\(when): sections \(data.sectionIdentifiers), model \(expected.map(\.0))")
            }
            for (section, items) in expected where data.itemIdentifiers(inSection: section) != items {
                fail("\(when): \(section) holds \(data.itemIdentifiers(inSection: section)), model \(items)")
            }
            // Apple's indexOfItem: the place in all items, section after section.
            for (index, item) in model.allItems.enumerated() where data.indexOfItem(item) != index {
                fail("\(when): indexOfItem(\(item)) is \(String(describing: data.indexOfItem(item))), model \(index)")
                break
            }
            if !data.reloadedItemIdentifiers.isEmpty || !data.reconfiguredItemIdentifiers.isEmpty
                || !data.reloadedSectionIdentifiers.isEmpty {
                fail("\(when): the data holds marks")
            }
            if let plain = model.outline {
                let outline = dataSource.snapshot(for: "o")
                if outline.items != plain.flatten(visibleOnly: false) {
                    fail("\(when): outline \(outline.items), model \(plain.flatten(visibleOnly: false))")
                }
                for item in outline.items where outline.parent(of: item) != plain.parent(of: item) {
                    fail("\(when): \(item)'s parent \(String(describing: outline.parent(of: item))), model \(String(describing: plain.parent(of: item)))")
                    break
                }
                for item in outline.items where outline.isExpanded(item) != plain.expanded.contains(item) {
                    fail("\(when): \(item) expanded \(outline.isExpanded(item))")
                    break
                }
            }
            if completed != Array(0..<completed.count) { fail("\(when): completions ran \(completed)") }
        }

        func checkLanded() {
            check("at the end")
            if completed != Array(0..<asked) { fail("completions \(completed), asked \(asked)") }
            let shown = view.sections.map { ($0.id.base as! String, $0.items.map { $0.base as! Int }) }
            if shown.map(\.0) != model.flat.map(\.0) || !zip(shown, model.flat).allSatisfy({ $0.1 == $1.1 }) {
                fail("the view shows \(shown), model \(model.flat)")
            }
            if !view.faults.isEmpty { fail("faults \(view.faults)") }
            // On screen: exactly the items whose frames overlap the viewport,
            // each cell showing its item, whatever the layout.
            let top = view.contentOffset.y, bottom = top + view.size.height
            var overlapping: [IndexPath] = []
            for (s, section) in view.sections.enumerated() {
                for i in section.items.indices {
                    guard let frame = view.frameForItem(at: [s, i]), frame.width > 0, frame.height > 0,
                          frame.maxY > top, frame.minY < bottom, frame.maxX > 0, frame.minX < view.size.width else { continue }
                    overlapping.append([s, i])
                }
            }
            if Set(view.indexPathsForVisibleItems) != Set(overlapping) {
                fail("on screen \(view.indexPathsForVisibleItems.sorted()), overlapping the viewport \(overlapping)")
            }
            for path in overlapping {
                let title = (view.cellForItem(at: path) as? TitleCell)?.title
                if title != "item \(shown[path[0]].1[path[1]])" { fail("\(path) shows \(title ?? "nothing")") }
            }
        }
    }
}
