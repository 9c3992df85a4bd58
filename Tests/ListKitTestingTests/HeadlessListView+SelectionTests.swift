import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view's selection against a plain model kept by identity,
/// through everything that changes the items: batches with item and
/// section deletes, inserts, moves (across sections too), reloads and
/// reconfigures, section moves, interactive moves and full reloads.
///
/// UIKit's rules, as the model keeps them: a selected item stays selected
/// wherever a batch or an interactive move takes it, and a reconfigure
/// keeps it; it loses its selection when the batch deletes or reloads it
/// or its section (a section move the sanitizer turned into a delete plus
/// an insert included); `reloadData()` clears the selection.
/// `selectItem`/`deselectItem` tell no delegate, and in single selection
/// `selectItem` leaves one item selected; a tap toggles with multiple
/// selection. A `selectItem` made from inside an identity callback of a
/// batch applies once the batch is done, at the (new) path given, with a
/// `reentrantCall` fault.
final class HeadlessListViewSelectionTests: XCTestCase {
    @MainActor
    final class Model: SectionsDataSource {
        var data: [HeadlessListView.Section]
        var bulk = false
        /// Called when the view asks for items' identities.
        var onIdentity: ((HeadlessListView) -> Void)?
        init(_ data: [HeadlessListView.Section]) { self.data = data }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        func headlessListView(
            _ view: HeadlessListView, identifiersOfItemsInSection section: Int
        ) -> ListItemIdentifiers? {
            guard bulk else { return nil }
            onIdentity?(view)
            return ListItemIdentifiers(data[section].items)
        }
        func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
            onIdentity?(view)
            return data[indexPath[0]].items[indexPath[1]]
        }
        func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
            let item = data[source[0]].items.remove(at: source[1])
            data[destination[0]].items.insert(item, at: destination[1])
        }
    }

    /// Seeded random runs; the seed is in every failure message.
    func testSelectionFollowsItemsThroughEverythingThatChangesThem() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...60 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...8, using: &rng)
                let model = Model(list.data)
                model.bulk = seed.isMultiple(of: 2)
                let view = HeadlessListView(visibleItemCount: Int.random(in: 1...6, using: &rng), scheduleCompletion: { $0() })
                view.dataSource = model
                view.allowsMultipleSelection = Bool.random(using: &rng)
                var selected = Set<AnyHashable>()
                var faults: [HeadlessListView.Fault] = []
                @MainActor func path(of id: AnyHashable) -> IndexPath? {
                    for (s, section) in model.data.enumerated() {
                        if let i = section.items.firstIndex(of: id) { return makeIndexPath(s, i) }
                    }
                    return nil
                }
                @MainActor func randomPath() -> IndexPath {
                    let s = Int.random(in: -1...model.data.count, using: &rng)
                    let count = model.data.indices.contains(s) ? model.data[s].items.count : 1
                    return makeIndexPath(s, Int.random(in: -1...count, using: &rng))
                }
                @MainActor func exists(_ path: IndexPath) -> Bool {
                    model.data.indices.contains(path[0]) && model.data[path[0]].items.indices.contains(path[1])
                }
                for step in 0..<40 {
                    let context = "seed \(seed), step \(step)"
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0...2:
                        let old = try list.snapshot()
                        list.edit(using: &rng, movingSections: true)
                        var new = try list.snapshot()
                        let survivors = list.sections.flatMap(\.items).filter { old.indexOfItem($0) != nil }
                        for id in survivors where Int.random(in: 0..<6, using: &rng) == 0 {
                            if Bool.random(using: &rng) { new.reloadItems([id]) } else { new.reconfigureItems([id]) }
                        }
                        for (id, _) in list.sections where old.indexOfSection(id) != nil && Int.random(in: 0..<8, using: &rng) == 0 {
                            new.reloadSections([id])
                        }
                        let batch = new.batchUpdate(from: old, moves: Bool.random(using: &rng) ? .minimal : .heckel)
                        // Sometimes the data source selects an item of the new
                        // data the first time it is asked for an identity.
                        let all = list.sections.flatMap(\.items)
                        var pick: AnyHashable? = nil, picked = false
                        if !all.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 {
                            pick = all[Int.random(in: 0..<all.count, using: &rng)]
                        }
                        let select: (HeadlessListView) -> Void = { view in
                            guard let id = pick, !picked, let p = path(of: id) else { return }
                            picked = true
                            view.selectItem(at: p)
                        }
                        defer { model.onIdentity = nil }
                        for id in selected {
                            guard let p = path(of: id) else { continue }
                            if batch.itemDeletes.contains(p) || batch.itemReloads.contains(p)
                                || batch.sectionDeletes.contains(p[0]) || batch.sectionReloads.contains(p[0]) {
                                selected.remove(id)
                            }
                        }
                        try view.performBatchUpdates(batch, updateData: {
                            model.data = list.data
                            model.onIdentity = select
                        }, completion: nil)
                        if picked, let id = pick {
                            faults.append(.reentrantCall("selectItem"))
                            if !view.allowsMultipleSelection { selected = [] }
                            selected.insert(id)
                        }
                    case 3:
                        let p = randomPath()
                        guard exists(p) else { break }
                        let id = model.data[p[0]].items[p[1]]
                        view.tapItem(at: p)
                        if view.allowsMultipleSelection {
                            if selected.contains(id) { selected.remove(id) } else { selected.insert(id) }
                        } else {
                            selected = [id]
                        }
                    case 4:
                        let p = randomPath()
                        guard exists(p) || view.allowsMultipleSelection else { break }
                        view.selectItem(at: p)
                        if !view.allowsMultipleSelection { selected = [] }
                        if exists(p) { selected.insert(model.data[p[0]].items[p[1]]) }
                    case 5:
                        let p = randomPath()
                        view.deselectItem(at: p)
                        if exists(p) { selected.remove(model.data[p[0]].items[p[1]]) }
                    case 6:
                        let from = randomPath(), to = randomPath()
                        if view.moveItemInteractively(from: from, to: to) {
                            list.moveItem(from: from, to: to)
                        }
                    case 7:
                        view.allowsMultipleSelection.toggle()
                    case 8 where Int.random(in: 0..<4, using: &rng) == 0:
                        view.reloadData()
                        selected = []
                    default:
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                    XCTAssertEqual(view.sections, model.data, context)
                    XCTAssertEqual(model.data, list.data, context)
                    XCTAssertEqual(view.indexPathsForSelectedItems, selected.compactMap(path(of:)).sorted(), context)
                    for path in view.indexPathsForVisibleItems {
                        XCTAssertEqual(view.cellForItem(at: path)?.isSelected, selected.contains(model.data[path[0]].items[path[1]]),
                                       "\(context), \(path)")
                    }
                    XCTAssertEqual(view.faults, faults, context)
                }
            }
        }
    }

    /// Rule: while the view calls out, what it answers agrees with what it
    /// holds. During an interactive move across sections, the view asks
    /// for the header and footer sizes of both sections; from there, the
    /// selected index paths must name the selected items where they now
    /// are, and `indexPath(for:)` a cell's new place. (Both sections' paths
    /// were brought up to date one section at a time, each laid out in
    /// between, so the section laid out first saw the other's old paths.)
    func testSelectionAndCellPathsDuringAnInteractiveMoveAreCurrent() async {
        await MainActor.run {
            @MainActor final class Watcher: HeadlessListViewDelegate {
                var seen: [String] = []
                var check: (() -> String?)?
                func headlessListView(
                    _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> CGSize {
                    if let wrong = check?() { seen.append(wrong) }
                    return .zero
                }
            }
            let model = Model([
                HeadlessListView.Section(id: "A", items: ["a0", "a1", "a2"]),
                HeadlessListView.Section(id: "B", items: ["b0", "b1"]),
            ])
            let watcher = Watcher()
            let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
            view.dataSource = model
            view.delegate = watcher
            view.allowsMultipleSelection = true
            // a1 moves up in A and b0 down in B, whichever is laid out first.
            view.selectItem(at: [0, 1])
            view.selectItem(at: [1, 0])
            let cellA1 = view.cellForItem(at: [0, 1])!, cellB0 = view.cellForItem(at: [1, 0])!
            watcher.check = {
                let items = view.sections.map(\.items)
                let selected = view.indexPathsForSelectedItems.map { items[$0[0]][$0[1]] }
                let a1 = view.indexPath(for: cellA1), b0 = view.indexPath(for: cellB0)
                guard Set(selected) == ["a1", "b0"], a1 == [0, 0], b0 == [1, 1] else {
                    return "selected \(selected), a1's cell at \(String(describing: a1)), b0's at \(String(describing: b0))"
                }
                return nil
            }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 0]))
            watcher.check = nil
            XCTAssertEqual(watcher.seen, [], "the view's answers from inside its size calls")
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 0], [1, 1]])
            XCTAssertEqual(view.sections, model.data)
        }
    }
}
