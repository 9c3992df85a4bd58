import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view's cells, reuse, layout and display events, checked
/// against UIKit's documented behaviour (Apple's `UICollectionView`
/// documentation on reuse, reloading and reconfiguring):
/// cells are asked only for items on screen; a cell that leaves goes back
/// to its identifier's queue and is handed out again after
/// `prepareForReuse()`; `reloadItems` gives a new cell, `reconfigureItems`
/// the same one without `prepareForReuse()`; moved items keep their cells.
/// (corelibs XCTest cannot run main-actor test methods: each test hops.)
final class HeadlessListViewCellsTests: XCTestCase {
    @MainActor
    final class Model: SectionsDataSource {
        var data: [HeadlessListView.Section]
        var sizes: [IndexPath: CGSize] = [:]
        var events: [String] = []
        /// Whether a section's identities are handed over whole (else the
        /// view asks per item); `bulkAnswers` counts the times.
        var bulk = false
        var bulkAnswers = 0
        init(_ data: [HeadlessListView.Section]) { self.data = data }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        func headlessListView(
            _ view: HeadlessListView, identifiersOfItemsInSection section: Int
        ) -> ListItemIdentifiers? {
            guard bulk else { return nil }
            bulkAnswers += 1
            return ListItemIdentifiers(data[section].items)
        }
    }

    @MainActor
    final class Log: HeadlessListViewDelegate {
        var events: [String] = []
        var sizes: [IndexPath: CGSize] = [:]
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? view.defaultItemSize
        }
        func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("+\((cell as! IdentityCell).shown!)")
        }
        func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("-\(indexPath[1])")
        }
    }

    nonisolated static func section(_ id: String, _ items: Range<Int>) -> HeadlessListView.Section {
        HeadlessListView.Section(id: AnyHashable(id), items: items.map { AnyHashable($0) })
    }

    /// A view of `visible` default rows over `model`, with `log` as delegate.
    @MainActor
    static func view(_ model: Model, _ log: Log, visible: Int = 3) -> HeadlessListView {
        let view = HeadlessListView(visibleItemCount: visible, scheduleCompletion: { $0() })
        view.dataSource = model
        view.delegate = log
        view.layoutIfNeeded()  // on screen: its first layout pass done
        return view
    }

    @MainActor
    static func shown(_ view: HeadlessListView) -> [AnyHashable] { view.visibleCells.map { ($0 as! IdentityCell).shown! } }

    func testOnlyItemsOnScreenAreAskedAndScrolledOutCellsAreRecycled() async {
        await MainActor.run {
            let model = Model([Self.section("s", 0..<100)]), log = Log()
            let view = Self.view(model, log)
            XCTAssertEqual(Self.shown(view), [0, 1, 2])
            XCTAssertEqual(view.cellRequestCount, 3, "cells only for the 3 rows on screen")
            XCTAssertEqual(view.contentSize.height, 4_400)
            view.contentOffset = CGPoint(x: 0, y: 44 * 10 + 22)  // rows 10 (half) to 13 (half)
            XCTAssertEqual(Self.shown(view), [10, 11, 12, 13])
            XCTAssertEqual(view.createdViewCount, 4, "3 recycled, 1 new")
            XCTAssertEqual(view.visibleCells.map(\.reuseCount).sorted(), [0, 1, 1, 1])
            XCTAssertEqual(log.events, ["+0", "+1", "+2", "-0", "-1", "-2", "+10", "+11", "+12", "+13"])
            // Rule (UIScrollView.contentOffset): an offset set in code is
            // taken as it is, past the content too; scrolling to an item
            // stays within the content.
            view.contentOffset = CGPoint(x: 0, y: 1_000_000)
            XCTAssertEqual(view.contentOffset.y, 1_000_000)
            XCTAssertEqual(Self.shown(view), [], "past the content: nothing on screen")
            view.scrollToItem(at: [0, 99], animated: false)
            XCTAssertEqual(view.contentOffset.y, 4_400 - 132, "as far as the content allows")
            XCTAssertEqual(Self.shown(view), [97, 98, 99])
            XCTAssertNil(view.cellForItem(at: [0, 0]), "off screen")
            XCTAssertEqual(view.indexPath(for: view.visibleCells[0]), [0, 97])
            XCTAssertEqual(view.faults, [])
        }
    }

    func testReloadGivesANewCellReconfigureTheSameMovesKeepTheirs() async throws {
        try await MainActor.run {
            let model = Model([Self.section("s", 0..<3)]), log = Log()
            let view = Self.view(model, log)
            let cells = view.visibleCells
            model.data = [HeadlessListView.Section(id: "s", items: [10, 1, 2])]
            var batch = BatchUpdate()
            batch.itemReloads = [[0, 0]]  // item 0 becomes item 10
            batch.itemReconfigures = [[0, 1]]
            log.events = []
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertTrue(view.cellForItem(at: [0, 1]) === cells[1], "reconfigured: same cell")
            XCTAssertEqual(cells[1].reuseCount, 0, "no prepareForReuse on reconfigure")
            // Apple's `reloadItems(at:)`: the collection view "discard[s] any
            // cells associated with those items": the old cell animates out
            // while the new one animates in, so it cannot be the new one.
            XCTAssertFalse(view.cellForItem(at: [0, 0]) === cells[0], "the reloaded item gets a new cell")
            XCTAssertEqual(cells[0].reuseCount, 0, "the old one is not recycled during the batch")
            XCTAssertEqual(view.createdViewCount, 4)
            XCTAssertEqual(log.events, ["+10", "-0"], "the reloaded item's new cell shows, then the old one ends")
            model.data = [HeadlessListView.Section(id: "s", items: [2, 10, 1])]
            batch = BatchUpdate()
            batch.itemMoves = [List.MoveIndexPath(from: [0, 2], to: [0, 0])]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === cells[2], "moved: same cell")
            XCTAssertEqual(cells[2].reuseCount, 0, "no prepareForReuse on a move")
            XCTAssertEqual(Self.shown(view), [2, 10, 1])
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(view.cellRequestCount, 5, "3 + the reloaded item + the reconfigured one")
        }
    }

    func testFlowLayoutRowsHeadersAndSizesAskedOnce() async {
        await MainActor.run {
            let model = Model([Self.section("s", 0..<5)]), log = Log()
            for i in 0..<5 { log.sizes[[0, i]] = CGSize(width: 100, height: i == 1 ? 60 : 40) }
            let view = Self.view(model, log, visible: 10)
            // 320 wide: three 100-wide items per row; a row is as tall as its
            // tallest item, and shorter items are centred in it.
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 10, width: 100, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 100, y: 0, width: 100, height: 60))
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 0, y: 60, width: 100, height: 40))
            XCTAssertEqual(view.contentSize.height, 100)
            log.sizes[[0, 4]] = CGSize(width: -1, height: CGFloat.nan)
            view.invalidateLayout(at: [[0, 4]])
            XCTAssertEqual(view.faults, [.invalidSize([0, 4], kind: nil)])
            XCTAssertEqual(view.frameForItem(at: [0, 4])?.size, .zero)
            XCTAssertFalse(view.indexPathsForVisibleItems.contains([0, 4]), "a zero-size item is never on screen")
        }
    }

    func testFaultsAreRecordedAndTheViewStaysConsistent() async {
        await MainActor.run {
            @MainActor final class Rogue: SectionsDataSource {
                let stray = HeadlessCell()
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] {
                    [HeadlessListView.Section(id: "s", items: [0, 1])]
                }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
                    if indexPath[1] == 0 { return stray }  // not dequeued
                    _ = view.dequeueReusableCell(withReuseIdentifier: "nobody", for: indexPath)
                    _ = view.dequeueReusableCell(withReuseIdentifier: "nobody", for: [0, 0])
                    return HeadlessCell()
                }
            }
            let rogue = Rogue()
            let view = HeadlessListView(visibleItemCount: 5)
            view.dataSource = rogue
            XCTAssertEqual(view.visibleCells.count, 2)
            XCTAssertFalse(view.visibleCells.contains { $0 === rogue.stray })
            XCTAssertEqual(view.faults, [
                .notDequeued([0, 0], kind: nil), .unregistered(identifier: "nobody", kind: nil),
                .dequeuedOutsideRequest([0, 0], kind: nil), .notDequeued([0, 1], kind: nil),
            ])
            XCTAssertNil(view.dequeueReusableCell(withReuseIdentifier: "x", for: [0, 0]), "outside a request")
        }
    }

    func testTapSelectsHighlightsAndFollowsBatches() async throws {
        try await MainActor.run {
            @MainActor final class Taps: HeadlessListViewDelegate {
                var events: [String] = []
                func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) { events.append("h\(indexPath[1])") }
                func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) { events.append("u\(indexPath[1])") }
                func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { indexPath[1] != 2 }
                func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) { events.append("s\(indexPath[1])") }
                func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) { events.append("d\(indexPath[1])") }
            }
            let model = Model([Self.section("s", 0..<3)]), taps = Taps()
            let view = HeadlessListView(visibleItemCount: 5, scheduleCompletion: { $0() })
            view.dataSource = model
            view.delegate = taps
            XCTAssertTrue(view.tapItem(at: [0, 0]))
            XCTAssertTrue(view.tapItem(at: [0, 1]))
            XCTAssertFalse(view.tapItem(at: [0, 2]), "refused by the delegate")
            XCTAssertEqual(taps.events, ["h0", "u0", "s0", "h1", "u1", "d0", "s1", "h2", "u2"])
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 1]])
            XCTAssertTrue(view.cellForItem(at: [0, 1])!.isSelected)
            model.data = [HeadlessListView.Section(id: "s", items: [1, 2])]
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 0]], "the selection follows its item")
        }
    }

    func testInteractiveMoveAsksTheDataSourceAndKeepsTheCell() async {
        await MainActor.run {
            @MainActor final class Movable: SectionsDataSource {
                var data = [HeadlessListView.Section(id: "s", items: [0, 1, 2])]
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath[1] != 1 }
                func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
                    data[0].items.insert(data[0].items.remove(at: source[1]), at: destination[1])
                }
            }
            let model = Movable()
            let view = HeadlessListView(visibleItemCount: 5)
            view.dataSource = model
            let cell = view.cellForItem(at: [0, 0])
            view.selectItem(at: [0, 0])
            XCTAssertFalse(view.moveItemInteractively(from: [0, 1], to: [0, 0]), "refused")
            XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [0, 3]), "out of range")
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertTrue(view.cellForItem(at: [0, 2]) === cell)
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(model.data[0].items, [1, 2, 0])
            // The selection moves with its item, as UIKit's does.
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 2]])
            XCTAssertTrue(cell?.isSelected == true)
        }
    }

    /// A drag that ends where it began does not tell the data source:
    /// Apple's `collectionView(_:moveItemAt:to:)` documentation, "When
    /// interactions with an item end, the collection view calls this method
    /// if the position of the item changed." The move is allowed (the data
    /// source was asked, as `beginInteractiveMovementForItem(at:)` does) and
    /// changes nothing: no size, cell or display event either.
    func testInteractiveMoveToItsOwnPlaceDoesNotTellTheDataSource() async {
        await MainActor.run {
            let model = MoveLog()
            let view = model.view()
            let cell = view.cellForItem(at: [0, 1])
            model.calls = []
            model.sizesAsked = []
            XCTAssertTrue(view.moveItemInteractively(from: [0, 1], to: [0, 1]))
            XCTAssertEqual(model.calls, ["canMove [0, 1]"], "no target asked: nothing was proposed")
            XCTAssertEqual(model.sizesAsked, [])
            XCTAssertTrue(view.cellForItem(at: [0, 1]) === cell)
            XCTAssertEqual(view.sections, model.data)
        }
    }

    /// The delegate decides where a dragged item goes (UIKit's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`):
    /// asked once with the proposed place, after the data source allowed the
    /// move; the item lands where it says, and the data source is told that
    /// place. Retargeted where the item came from, nothing moves and the
    /// data source is not told; retargeted where the item cannot go, the
    /// move is refused with a fault; a delegate that reloads from there
    /// ends the drag (the reload runs after the call, the move does not).
    func testInteractiveMoveGoesWhereTheDelegateRetargetsIt() async {
        await MainActor.run {
            let model = MoveLog()
            let view = model.view()
            // Proposed [0, 2], retargeted to the other section's end.
            model.retarget = { _ in [1, 1] }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual(model.calls, ["canMove [0, 0]", "target [0, 0] [0, 0] [0, 2]", "move [0, 0] [1, 1]"])
            XCTAssertEqual(model.data.map(\.items), [[1, 2], [3, 0]])
            XCTAssertEqual(view.sections, model.data)
            // Retargeted to where it came from: nothing moves.
            model.calls = []
            model.retarget = { _ in [0, 1] }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 1], to: [0, 0]))
            XCTAssertEqual(model.calls, ["canMove [0, 1]", "target [0, 1] [0, 1] [0, 0]"])
            XCTAssertEqual(view.sections, model.data)
            // Retargeted past the end of a section, or to no section.
            for wrong: IndexPath in [[1, 3], [2, 0], [0, -1], [0]] {
                model.calls = []
                model.retarget = { _ in wrong }
                XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [1, 0]), "\(wrong)")
                XCTAssertEqual(model.calls, ["canMove [0, 0]", "target [0, 0] [0, 0] [1, 0]"], "\(wrong)")
                XCTAssertEqual(view.faults.last, .invalidMoveTarget(wrong))
                XCTAssertEqual(view.sections, model.data)
            }
            XCTAssertEqual(view.faults.count, 4)
            // A reload from the delegate: done after the call; the drag ends.
            model.calls = []
            model.retarget = { $0 }
            model.reloadWhenAsked = true
            let reloads = view.reloadCount
            XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [1, 0]))
            XCTAssertEqual(model.calls, ["canMove [0, 0]", "target [0, 0] [0, 0] [1, 0]"])
            XCTAssertEqual(view.faults.last, .reentrantCall("reloadData()"))
            XCTAssertEqual(view.reloadCount, reloads + 1)
            XCTAssertEqual(view.sections, model.data)
        }
    }

    /// A data source that hands a section's identities over whole is asked
    /// once per section that arrives or gains items, never per item; the
    /// identities are those of the moment they were handed over (a later
    /// change to the model without a batch shows as stale, as it should).
    /// One of another count is not used: the view asks per item.
    func testIdentitiesHandedOverPerSection() async throws {
        try await MainActor.run {
            final class Counting: SectionsDataSource {
                var data: [HeadlessListView.Section]
                var bulk: (Int) -> [AnyHashable]? = { _ in nil }
                var perItem = 0, perSection = 0
                init(_ data: [HeadlessListView.Section]) { self.data = data }
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
                    perItem += 1
                    return data[indexPath[0]].items[indexPath[1]]
                }
                func headlessListView(
                    _ view: HeadlessListView, identifiersOfItemsInSection section: Int
                ) -> ListItemIdentifiers? {
                    perSection += 1
                    return bulk(section).map { ListItemIdentifiers($0) }
                }
            }
            let model = Counting([Self.section("a", 0..<3), Self.section("b", 10..<12)])
            model.bulk = { model.data[$0].items }
            let view = HeadlessListView(visibleItemCount: 3, scheduleCompletion: { $0() })
            view.dataSource = model
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual([model.perSection, model.perItem], [2, 0], "one answer per section on load")

            // Two inserts into "a", "b" untouched: one answer, for "a".
            var inserts = BatchUpdate()
            inserts.itemInserts = [makeIndexPath(0, 0), makeIndexPath(0, 4)]
            try view.performBatchUpdates(
                inserts,
                updateData: { model.data[0] = HeadlessListView.Section(id: "a", items: [7, 0, 1, 2, 8]) }, completion: nil)
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual([model.perSection, model.perItem], [3, 0])

            // Identities are kept as they were handed over.
            model.data[0] = HeadlessListView.Section(id: "a", items: [70, 0, 1, 2, 80])
            XCTAssertEqual(view.sections[0].items, [7, 0, 1, 2, 8])

            // An answer of another count is not used.
            model.bulk = { _ in [99] }
            inserts.itemInserts = [makeIndexPath(1, 2)]
            try view.performBatchUpdates(
                inserts,
                updateData: { model.data[1] = HeadlessListView.Section(id: "b", items: [10, 11, 12]) }, completion: nil)
            XCTAssertEqual(view.sections[1].items, [10, 11, 12])
            XCTAssertEqual([model.perSection, model.perItem], [4, 1])

            // Identities of items gone are dropped from time to time (after
            // more arrivals than items shown); the survivors' stay right.
            model.bulk = { model.data[$0].items }
            var swap = BatchUpdate()
            swap.itemDeletes = [makeIndexPath(1, 0)]
            swap.itemInserts = [makeIndexPath(1, 2)]
            for step in 0..<300 {
                try view.performBatchUpdates(swap, updateData: {
                    let items = model.data[1].items
                    model.data[1] = HeadlessListView.Section(id: "b", items: Array(items.dropFirst()) + [AnyHashable(100 + step)])
                }, completion: nil)
                XCTAssertEqual(view.sections[1], model.data[1], "step \(step)")
            }
            XCTAssertEqual(view.sections[0].items, [7, 0, 1, 2, 8])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// The identities a data source hands over are kept by reference, but
    /// never more of them than four times the items shown (plus a little): an
    /// item appended to a long section at a time, or a large section
    /// inserted and then all but one of its items deleted, again and again,
    /// would otherwise keep every copy alive (quadratic memory).
    func testHandedOverIdentitiesStayBoundedByTheItemsShown() async throws {
        try await MainActor.run {
            let model = Model([Self.section("log", 0..<200)]), log = Log()
            model.bulk = true
            let view = Self.view(model, log)
            @MainActor func shown() -> Int { model.data.reduce(0) { $0 + $1.items.count } }
            // One item appended per batch.
            var append = BatchUpdate()
            for step in 0..<400 {
                append.itemInserts = [makeIndexPath(0, 200 + step)]
                try view.performBatchUpdates(append, updateData: { model.data[0].items.append(AnyHashable(200 + step)) },
                                             completion: nil)
                XCTAssertLessThanOrEqual(view.pinnedIdentifiers, 4 * shown() + 64, "append \(step)")
            }
            XCTAssertEqual(view.sections, model.data)
            // A section of 1,000 inserted, then all but one of its items deleted.
            for round in 0..<30 {
                let section = model.data.count
                var insert = BatchUpdate()
                insert.sectionInserts = [section]
                try view.performBatchUpdates(insert, updateData: {
                    model.data.append(Self.section("s\(round)", (1_000 * (round + 1))..<(1_000 * (round + 2))))
                }, completion: nil)
                var delete = BatchUpdate()
                delete.itemDeletes = (1..<1_000).map { makeIndexPath(section, $0) }
                try view.performBatchUpdates(delete, updateData: {
                    model.data[section].items = [model.data[section].items[0]]
                }, completion: nil)
                XCTAssertLessThanOrEqual(view.pinnedIdentifiers, 4 * shown() + 64, "round \(round)")
            }
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(view.faults, [])
            XCTAssertFalse(log.events.isEmpty, "the delegate heard the cells come and go")
        }
    }

    /// Random batches from snapshot diffs, random scrolls: after each step
    /// the cells on screen are exactly the items a plain model of uniform
    /// 44-point rows puts in the viewport (item k of the whole list spans
    /// 44k..<44(k+1)), each cell shows its item's identity, and the view's
    /// identities are the data source's.
    func testRandomBatchesAndScrollsAgainstAPlainModel() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...40 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...12, using: &rng)
                let model = Model(list.data), log = Log()
                // Half the seeds hand identities over a section at a time.
                model.bulk = seed.isMultiple(of: 2)
                let view = Self.view(model, log, visible: Int.random(in: 1...8, using: &rng))
                var selected: AnyHashable?
                for step in 0..<30 {
                    let old = try list.snapshot()
                    list.edit(using: &rng)
                    let new = try list.snapshot()
                    let batch = new.batchUpdate(from: old, moves: Bool.random(using: &rng) ? .minimal : .heckel)
                    // UIKit's rule: a selected item keeps its selection
                    // through moves; deleted (its section too, or reloaded),
                    // it loses it, even when it comes back as an insert.
                    if let id = selected, let s = model.data.firstIndex(where: { $0.items.contains(id) }),
                       let i = model.data[s].items.firstIndex(of: id) {
                        let path = makeIndexPath(s, i)
                        if batch.itemDeletes.contains(path) || batch.itemReloads.contains(path)
                            || batch.sectionDeletes.contains(s) || batch.sectionReloads.contains(s) { selected = nil }
                    }
                    try view.performBatchUpdates(batch, updateData: { model.data = list.data }, completion: nil)
                    if Bool.random(using: &rng) {
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                    // Selection follows its item (single selection: the last tap).
                    let all = model.data.enumerated().flatMap { s, section in section.items.indices.map { makeIndexPath(s, $0) } }
                    if let path = all.randomElement(using: &rng), Bool.random(using: &rng) {
                        view.tapItem(at: path)
                        selected = model.data[path[0]].items[path[1]]
                    }
                    let context = "seed \(seed), step \(step)"
                    XCTAssertEqual(view.sections, model.data, context)
                    let top = view.contentOffset.y, bottom = top + view.size.height
                    let expected = all.indices.filter { CGFloat($0 + 1) * 44 > top && CGFloat($0) * 44 < bottom }.map { all[$0] }
                    XCTAssertEqual(view.indexPathsForVisibleItems, expected, context)
                    XCTAssertEqual(Self.shown(view), expected.map { model.data[$0[0]].items[$0[1]] }, context)
                    XCTAssertEqual(view.indexPathsForSelectedItems.map { model.data[$0[0]].items[$0[1]] }, selected.map { [$0] } ?? [],
                                   context)
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }
}

/// Sections of items that move: a data source and delegate that log the
/// move calls ("canMove", "target", "move") and the sizes asked, and
/// retarget moves as told.
@MainActor
private final class MoveLog: SectionsDataSource, HeadlessListViewDelegate {
    var data = [HeadlessListView.Section(id: "a", items: [0, 1, 2]), HeadlessListView.Section(id: "b", items: [3])]
    var calls: [String] = []
    var sizesAsked: [IndexPath] = []
    var retarget: (IndexPath) -> IndexPath = { $0 }
    var reloadWhenAsked = false
    /// A view of 5 rows with this as its data source and delegate.
    func view() -> HeadlessListView {
        let view = HeadlessListView(visibleItemCount: 5)
        view.dataSource = self
        view.delegate = self
        return view
    }
    func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
    func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        calls.append("canMove \(indexPath)")
        return true
    }
    func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        calls.append("move \(source) \(destination)")
        data[destination[0]].items.insert(data[source[0]].items.remove(at: source[1]), at: destination[1])
    }
    func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizesAsked.append(indexPath)
        return CGSize(width: 320, height: 44)
    }
    func headlessListView(
        _ view: HeadlessListView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("target \(originalIndexPath) \(currentIndexPath) \(proposedIndexPath)")
        if reloadWhenAsked { view.reloadData() }
        return retarget(proposedIndexPath)
    }
}
