import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// A cell showing an item's title.
final class TitleCell: HeadlessCell {
    var title = ""
    override func prepareForReuse() { title = "" }
}

/// Apple's diffable data source API on the headless view: applies, their
/// order and completions, background diffs, section snapshots, reordering
/// and misuse. (corelibs XCTest cannot run main-actor test methods: each
/// test hops.)
final class DiffableDataSourceTests: XCTestCase {
    typealias DataSource = DiffableDataSource<String, Int>

    /// A data source on a view that completes its batches at once. Its
    /// next turns and background diffs wait for the test to move time
    /// (``advance(_:until:)``), unless `live`: then they run on the main
    /// queue and a detached task.
    @MainActor
    static func make(visible: Int = 10, live: Bool = false) -> (HeadlessListView, DataSource) {
        let view = HeadlessListView(visibleItemCount: visible, scheduleCompletion: { $0() })
        view.layoutIfNeeded()  // on screen: the first layout pass done
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let dataSource = DataSource(view: view) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
            cell?.title = "item \(item)"
            return cell
        }
        if !live { dataSource.scheduler = ManualUpdateScheduler() }
        return (view, dataSource)
    }

    /// Moves the data source's time on, running its next turns and its
    /// background diffs, and checks that `done` holds then.
    static func advance(
        _ dataSource: DataSource, until done: @escaping @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line
    ) async {
        await MainActor.run {
            (dataSource.scheduler as? ManualUpdateScheduler)?.advance(by: 1)
            XCTAssertTrue(done(), "after time moved", file: file, line: line)
        }
    }

    static func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot<String, Int> {
        var snapshot = Snapshot<String, Int>()
        snapshot.appendSections(sections.map(\.0))
        for (section, items) in sections { snapshot.appendItems(items, toSection: section) }
        return snapshot
    }

    @MainActor
    static func shown(_ view: HeadlessListView) -> [String] { view.visibleCells.map { ($0 as! TitleCell).title } }

    @MainActor
    static func sections(_ snapshot: Snapshot<String, Int>) -> [HeadlessListView.Section] {
        snapshot.sectionIdentifiers.map { id in
            HeadlessListView.Section(id: AnyHashable(id), items: snapshot.itemIdentifiers(inSection: id).map { AnyHashable($0) })
        }
    }

    func testApplyShowsTheSnapshotAndAnswersQueries() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            var done = 0
            let first = try Self.snapshot([("a", [1, 2, 3]), ("b", [4])])
            dataSource.apply(first, animatingDifferences: false) { done += 1 }
            XCTAssertEqual(done, 1)
            XCTAssertEqual(Self.shown(view), ["item 1", "item 2", "item 3", "item 4"])
            XCTAssertEqual(dataSource.snapshot(), first)
            XCTAssertEqual(dataSource.itemIdentifier(for: [0, 2]), 3)
            XCTAssertNil(dataSource.itemIdentifier(for: [2, 0]))
            XCTAssertEqual(dataSource.indexPath(for: 4), [1, 0])
            XCTAssertNil(dataSource.indexPath(for: 99))
            XCTAssertEqual(dataSource.sectionIdentifier(for: 1), "b")
            XCTAssertEqual(dataSource.index(for: "b"), 1)
            let moved = view.cellForItem(at: [0, 0])
            let second = try Self.snapshot([("a", [3, 1, 5]), ("b", [4, 2])])
            dataSource.apply(second) { done += 1 }
            XCTAssertEqual(done, 2)
            XCTAssertEqual(view.sections, Self.sections(second), "every survivor kept its identity: one batch, right")
            XCTAssertEqual(Self.shown(view), ["item 3", "item 1", "item 5", "item 4", "item 2"])
            XCTAssertTrue(view.cellForItem(at: [0, 1]) === moved, "a moved item keeps its cell")
            XCTAssertEqual(view.batchUpdateCount, 2)
            dataSource.applySnapshotUsingReloadData(first) { done += 1 }
            XCTAssertEqual([done, view.batchUpdateCount, view.reloadCount], [3, 2, 2], "the first load and this reload")
            XCTAssertEqual(view.sections, Self.sections(first))
        }
    }

    func testReloadAndReconfigureReachTheCells() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            dataSource.apply(try Self.snapshot([("a", [1, 2])]))
            let cells = view.visibleCells
            var next = dataSource.snapshot()
            next.reconfigureItems([1])
            next.reloadItems([2])
            dataSource.apply(next)
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === cells[0], "reconfigured in place")
            XCTAssertEqual(cells[0].reuseCount, 0)
            XCTAssertEqual(view.cellRequestCount, 4, "2 + the reconfigured + the reloaded")
        }
    }

    /// Apple's `reloadItems(at:)` and `reloadSections(_:)`: the collection
    /// view "discard[s] any cells associated with those items and
    /// redisplay[s] them". Through the data source, a snapshot's
    /// `reloadItems` gives the item a new cell (the cell provider is asked
    /// once for it, and only for it), and `reloadSections` gives each of the
    /// section's cells on screen a new one; the cells discarded are not
    /// prepared for reuse during the apply (their titles stay), and serve
    /// the next apply from the pool.
    func testReloadedItemsAndSectionsGetNewCells() async throws {
        try await MainActor.run {
            let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            var asked: [Int] = []
            let dataSource = DataSource(view: view) { view, indexPath, item in
                asked.append(item)
                let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
                cell?.title = "item \(item)"
                return cell
            }
            dataSource.apply(try Self.snapshot([("a", [1, 2, 3]), ("b", [4])]))
            let old = view.visibleCells as! [TitleCell]
            XCTAssertEqual(asked, [1, 2, 3, 4])
            XCTAssertEqual(view.createdViewCount, 4)
            asked = []
            var next = dataSource.snapshot()
            next.reloadItems([2])
            dataSource.apply(next)
            XCTAssertEqual(asked, [2], "the cell provider is asked once, for the reloaded item")
            let reloaded = view.cellForItem(at: [0, 1]) as! TitleCell
            XCTAssertFalse(reloaded === old[1], "item 2's cell is a new instance")
            XCTAssertEqual(reloaded.title, "item 2")
            XCTAssertEqual([reloaded.reuseCount, old[1].reuseCount], [0, 0])
            XCTAssertEqual(old[1].title, "item 2", "the discarded cell was not prepared for reuse")
            XCTAssertEqual(view.createdViewCount, 5)
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === old[0] && view.cellForItem(at: [0, 2]) === old[2]
                && view.cellForItem(at: [1, 0]) === old[3], "the other items keep their cells")

            asked = []
            let before = view.visibleCells
            next = dataSource.snapshot()
            next.reloadSections(["a"])
            dataSource.apply(next)
            XCTAssertEqual(asked, [1, 2, 3], "once per cell of the section")
            let section = (0..<3).map { view.cellForItem(at: [0, $0]) as! TitleCell }
            XCTAssertFalse(section.contains { cell in before.contains { $0 === cell } }, "every cell of the section is new")
            XCTAssertEqual(section.map(\.title), ["item 1", "item 2", "item 3"])
            // The pool held item 2's first cell (discarded by the last apply):
            // it serves item 1; items 2 and 3 get cells made for them.
            XCTAssertTrue(section[0] === old[1])
            XCTAssertEqual(old[1].reuseCount, 1)
            XCTAssertEqual(view.createdViewCount, 7)
            XCTAssertTrue(view.cellForItem(at: [1, 0]) === old[3], "the other section keeps its cell")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A data source whose view, next turns and background diffs all run
    /// on `scheduler`: the test moves time, nothing runs on a thread.
    @MainActor
    static func makeOnClock(_ scheduler: ManualUpdateScheduler, visible: Int = 10) -> (HeadlessListView, DataSource) {
        let view = HeadlessListView(visibleItemCount: visible, scheduler: scheduler)
        view.layoutIfNeeded()
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let dataSource = DataSource(view: view) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
            cell?.title = "item \(item)"
            return cell
        }
        dataSource.scheduler = scheduler
        dataSource.backgroundDiffingThreshold = 1
        return (view, dataSource)
    }

    /// Background diffs: applies land in order, a newer one supersedes one
    /// still waiting, and every completion runs exactly once, after the
    /// snapshot (or the one that superseded it) is on the view.
    func testBackgroundAppliesLandInOrderAndCompleteOnce() async throws {
        try await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            let (view, dataSource) = Self.makeOnClock(scheduler)
            var log: [String] = []
            let a = try Self.snapshot([("s", Array(0..<500))])
            let b = try Self.snapshot([("s", Array(250..<750))])
            let c = try Self.snapshot([("s", Array((0..<1_000).reversed()))])
            dataSource.apply(a) { log.append("a") }
            XCTAssertEqual(dataSource.snapshot(), a, "the data is a the moment apply returns")
            XCTAssertEqual(dataSource.numberOfSections, 0, "while the view shows nothing yet: a is diffed in the background")
            dataSource.apply(b) { log.append("b") }
            dataSource.apply(c) { log.append("c") }
            scheduler.advance(by: 0)
            XCTAssertEqual(log, ["a", "b", "c"], "b was superseded by c and completes with it, after a")
            XCTAssertEqual(dataSource.snapshot(), c)
            XCTAssertEqual(view.sections, Self.sections(c))
            XCTAssertEqual(view.batchUpdateCount, 2, "a, then c")
        }
    }

    /// Many applies while a diff runs: each supersedes the last, and all
    /// their completions run once, in order, when the newest lands.
    func testManySupersededAppliesCompleteOnceInOrder() async throws {
        try await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            let (view, dataSource) = Self.makeOnClock(scheduler)
            var log: [Int] = []
            dataSource.apply(try Self.snapshot([("s", Array(0..<500))])) { log.append(-1) }
            var last = Snapshot<String, Int>()
            for k in 0..<300 {
                last = try Self.snapshot([("s", Array(k..<(k + 400)))])
                dataSource.apply(last) { log.append(k) }
            }
            scheduler.advance(by: 0)
            XCTAssertEqual(log, [-1] + Array(0..<300))
            XCTAssertEqual(dataSource.snapshot(), last)
            XCTAssertEqual(view.batchUpdateCount, 2, "the first, then the newest")
        }
    }

    func testACompletionRunsEvenWhenTheDataSourceGoesAwayMidDiff() async throws {
        try await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            var count = 0
            var (view, dataSource): (HeadlessListView?, DataSource?) = Self.makeOnClock(scheduler)
            dataSource!.apply(try Self.snapshot([("s", Array(0..<2_000))])) { count += 1 }
            XCTAssertEqual(view?.numberOfSections, 0, "the background diff has not landed")
            (view, dataSource) = (nil, nil)
            scheduler.advance(by: 0)
            XCTAssertEqual(count, 1)
            scheduler.advance(by: 1)
            XCTAssertEqual(count, 1, "once")
            XCTAssertEqual(scheduler.pendingCount, 0)
        }
    }

    func testSectionSnapshotsExpandAndCollapseAsOneBatch() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make(visible: 20)
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            dataSource.apply(try Self.snapshot([("top", [100])]))
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2])
            try outline.append([10, 11], to: 1)
            try outline.append([110], to: 11)
            dataSource.apply(outline, to: "tree")
            XCTAssertEqual(view.sections, [
                HeadlessListView.Section(id: "top", items: [100]), HeadlessListView.Section(id: "tree", items: [1, 2]),
            ], "the section is appended; collapsed children are hidden")
            try outline.expand([1, 11])
            dataSource.apply(outline, to: "tree")
            XCTAssertEqual(Self.shown(view), ["item 100", "item 1", "item 10", "item 11", "item 110", "item 2"])
            XCTAssertEqual(view.batchUpdateCount, 3)
            XCTAssertEqual(dataSource.snapshot(for: "tree"), outline)
            var collapsed = dataSource.snapshot(for: "tree")
            try collapsed.collapse([1])
            dataSource.apply(collapsed, to: "tree")
            XCTAssertEqual(Self.shown(view), ["item 100", "item 1", "item 2"])
            // An outline sharing an item with another section: refused, once.
            var clash = SectionSnapshot<Int>()
            try clash.append([100])
            var completions = 0
            dataSource.apply(clash, to: "tree") { completions += 1 }
            XCTAssertEqual(completions, 1)
            XCTAssertEqual(errors, [.invalidSectionSnapshot(section: "tree", .duplicateItem("100"))])
            XCTAssertEqual(Self.shown(view), ["item 100", "item 1", "item 2"])
            XCTAssertEqual(dataSource.snapshot(for: "top").items, [100], "a flat outline for a section without one")
        }
    }

    /// The items a section snapshot reconfigures: those shown before and
    /// after whose expanded state changed (not one that only now shows).
    func testSectionSnapshotsReconfigureShownItemsWhoseStateChanged() async throws {
        try await MainActor.run {
            let (_, dataSource) = Self.make(visible: 20)
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2])
            try outline.append([10, 11], to: 1)
            try outline.append([110], to: 11)
            try outline.append([1100], to: 110)
            try outline.append([20], to: 2)
            try outline.expand([1])
            dataSource.apply(outline, to: "tree")
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 10, 11, 2])
            let view = dataSource.listView as! HeadlessListView
            let cells = Dictionary(uniqueKeysWithValues: view.indexPathsForVisibleItems.map {
                (dataSource.itemIdentifier(for: $0)!, view.cellForItem(at: $0)!)
            })
            var requests = view.cellRequestCount
            try outline.expand([11, 2, 110])  // 110 was hidden: it shows, but is not reconfigured
            dataSource.apply(outline, to: "tree")
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 10, 11, 110, 1100, 2, 20])
            XCTAssertEqual(dataSource.snapshot().reconfiguredItemIdentifiers, [], "the data holds no marks once applied")
            XCTAssertEqual(view.cellRequestCount - requests, 3 + 2, "110, 1100 and 20 arrive; 11 and 2 are reconfigured")
            XCTAssertTrue(view.cellForItem(at: [0, 2]) === cells[11] && view.cellForItem(at: [0, 5]) === cells[2],
                          "reconfigured in place")
            requests = view.cellRequestCount
            try outline.collapse([1, 110])  // 110 now hidden: not reconfigured
            dataSource.apply(outline, to: "tree")
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 20])
            XCTAssertEqual(view.cellRequestCount - requests, 1, "1 is reconfigured")
        }
    }

    /// Rule: a reorder keeps the outlines of the sections it does not
    /// touch, hidden children and all. (Every outline was forgotten, so
    /// `snapshot(for:)` of an untouched section gave its visible items as
    /// a flat outline: the collapsed children were gone from what the app
    /// edits and applies next.)
    func testAReorderKeepsTheOutlinesOfOtherSections() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make(visible: 20)
            dataSource.apply(try Self.snapshot([("list", [5, 6, 7])]))
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2])
            try outline.append([10, 11], to: 1)  // collapsed: hidden
            dataSource.apply(outline, to: "tree")
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [6, 7, 5, 1, 2])
            XCTAssertEqual(dataSource.snapshot(for: "tree"), outline)
            var expanded = dataSource.snapshot(for: "tree")
            try expanded.expand([1])
            dataSource.apply(expanded, to: "tree")
            XCTAssertEqual(Self.shown(view), ["item 6", "item 7", "item 5", "item 1", "item 10", "item 11", "item 2"])
        }
    }

    func testReorderingAsksAndReportsTheTransaction() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            dataSource.apply(try Self.snapshot([("a", [1, 2, 3]), ("b", [4])]))
            var heard: [String] = []
            XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [0, 2]), "no handlers: no reordering")
            dataSource.reorderingHandlers.canReorderItem = { $0 != 2 }
            dataSource.reorderingHandlers.willReorder = { heard.append("will \($0.initialSnapshot.itemIdentifiers)") }
            dataSource.reorderingHandlers.didReorder = { transaction in
                heard.append("did \(transaction.finalSnapshot.itemIdentifiers)")
                heard.append("\(transaction.difference.map { "\($0)" })")
            }
            XCTAssertFalse(view.moveItemInteractively(from: [0, 1], to: [0, 0]), "item 2 may not move")
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 1]))
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "b"), [4, 1])
            XCTAssertEqual(view.sections, Self.sections(dataSource.snapshot()))
            XCTAssertEqual(heard[0], "will [1, 2, 3, 4]")
            XCTAssertEqual(heard[1], "did [2, 3, 4, 1]")
            XCTAssertEqual(heard[2], #"["remove(offset: 0, element: 1, associatedWith: Optional(3))", "insert(offset: 3, element: 1, associatedWith: Optional(0))"]"#)
        }
    }

    /// Rule: a reorder the user makes while an apply is diffed off the
    /// main actor does not get that apply's batch, diffed from the order
    /// before: the apply is diffed again from what the view shows, lands,
    /// and completes once (with a newer apply waiting, it completes first).
    func testAReorderWhileADiffRunsMakesItDiffAgain() async throws {
        let (view, dataSource, log) = try await MainActor.run { () -> (HeadlessListView, DataSource, Box<[String]>) in
            let (view, dataSource) = Self.make()
            dataSource.apply(try Self.snapshot([("s", [1, 2, 3])]))
            dataSource.backgroundDiffingThreshold = 1
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            let log = Box<[String]>([])
            dataSource.apply(try Self.snapshot([("s", [1, 2, 3, 4])])) { log.value.append("4") }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual(dataSource.itemIdentifier(for: [0, 2]), 1, "the view shows the drag")
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 4, 1],
                           "the drag is made in the data applied: 1 is dropped at the end, and 4 is not lost")
            return (view, dataSource, log)
        }
        await Self.advance(dataSource) { !(log.value.count < 1) }
        try await MainActor.run {
            XCTAssertEqual(log.value, ["4"])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 4, 1])
            XCTAssertEqual(view.sections, Self.sections(dataSource.snapshot()))
            XCTAssertEqual(Self.shown(view), ["item 2", "item 3", "item 4", "item 1"])
            // Again, with a newer apply waiting when the stale diff lands.
            dataSource.apply(try Self.snapshot([("s", [5, 1, 2, 3, 4])])) { log.value.append("5") }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 3], to: [0, 0]))
            dataSource.apply(try Self.snapshot([("s", [6, 4, 3])])) { log.value.append("6") }
        }
        await Self.advance(dataSource) { !(log.value.count < 3) }
        await MainActor.run {
            XCTAssertEqual(log.value, ["4", "5", "6"])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [6, 4, 3])
            XCTAssertEqual(view.sections, Self.sections(dataSource.snapshot()))
            XCTAssertEqual(Self.shown(view), ["item 6", "item 4", "item 3"])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: an apply asked for from the cell provider, while a snapshot
    /// goes onto the view, waits for it and starts on the next turn: no
    /// batch is refused, and completions run in order, each once its
    /// snapshot is on the view (the apply had been sent to the busy view,
    /// refused and reported as a rejected batch, and had completed before
    /// the view showed it, and before the apply asked for first).
    func testAnApplyFromTheCellProviderWaitsForTheOneOnScreen() async throws {
        let (view, dataSource, log, errors) = try await MainActor.run {
            () -> (HeadlessListView, DataSource, Box<[String]>, Box<[DiffableDataSourceError]>) in
            let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            let log = Box<[String]>([]), errors = Box<[DiffableDataSourceError]>([])
            let box = Box<DataSource?>(nil)
            let dataSource = DataSource(view: view) { view, indexPath, item in
                if item == 99, let dataSource = box.value, !log.value.contains("asked") {
                    log.value.append("asked")
                    dataSource.apply(try! Self.snapshot([("s", [1, 2, 3])])) {
                        log.value.append("inner, showing \(Self.shown(view))")
                    }
                }
                let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
                cell?.title = "item \(item)"
                return cell
            }
            box.value = dataSource
            dataSource.scheduler = ManualUpdateScheduler()
            dataSource.errorHandler = { errors.value.append($0) }
            dataSource.apply(try Self.snapshot([("s", [99, 1, 2])])) { log.value.append("outer, showing \(Self.shown(view))") }
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3], "the data is the apply asked for last")
            XCTAssertEqual(log.value, ["asked", #"outer, showing ["item 99", "item 1", "item 2"]"#,
                                       #"inner, showing ["item 1", "item 2", "item 3"]"#],
                           "the inner apply started once the outer one was on the view and its completion ran")
            return (view, dataSource, log, errors)
        }
        await Self.advance(dataSource) { !(log.value.count < 3) }
        await MainActor.run {
            XCTAssertEqual(log.value, ["asked", #"outer, showing ["item 99", "item 1", "item 2"]"#,
                                       #"inner, showing ["item 1", "item 2", "item 3"]"#])
            XCTAssertEqual(errors.value, [])
            XCTAssertEqual(view.faults, [])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3])
            XCTAssertEqual(view.sections, Self.sections(dataSource.snapshot()))
            XCTAssertEqual(view.batchUpdateCount, 2)
        }
    }

    /// Rule: an apply from the completion of another, on a view that runs
    /// completions as soon as a batch is done, lands as soon as that
    /// completion returns, not inside it (a chain of them would nest on the
    /// stack without bound), before the outer apply returns.
    func testAnApplyFromACompletionLandsAtOnce() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            var log: [String] = []
            dataSource.apply(try Self.snapshot([("s", [1])])) {
                dataSource.apply(try! Self.snapshot([("s", [1, 2])])) { log.append("second") }
                log.append("first, then \(dataSource.snapshot().itemIdentifiers)")
            }
            XCTAssertEqual(log, ["first, then [1, 2]", "second"])
            XCTAssertEqual(Self.shown(view), ["item 1", "item 2"])
        }
    }

    /// Rule: an apply asked for from the view's delegate while the view
    /// updates (here `willDisplay`, as the view scrolls) waits for the next
    /// turn, and completes once the view shows it. (It had been refused by
    /// the busy view and reported as a rejected batch, and had completed
    /// while the view still showed the old items.)
    func testAnApplyFromTheViewsDelegateWaitsForTheNextTurn() async throws {
        @MainActor final class Delegate: HeadlessListViewDelegate {
            var onDisplay: (() -> Void)?
            func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
                onDisplay?()
            }
        }
        let (view, dataSource, log, errors, delegate) = try await MainActor.run {
            () -> (HeadlessListView, DataSource, Box<[String]>, Box<[DiffableDataSourceError]>, Delegate) in
            let (view, dataSource) = Self.make(visible: 3)
            let log = Box<[String]>([]), errors = Box<[DiffableDataSourceError]>([])
            dataSource.errorHandler = { errors.value.append($0) }
            dataSource.apply(try Self.snapshot([("s", Array(0..<20))]))
            let delegate = Delegate()
            view.delegate = delegate
            delegate.onDisplay = {
                delegate.onDisplay = nil
                dataSource.apply(try! Self.snapshot([("s", Array(5..<25))])) {
                    log.value.append("applied, showing \(Self.shown(view))")
                }
            }
            view.contentOffset = CGPoint(x: 0, y: 44 * 10)
            XCTAssertEqual(log.value, [])
            return (view, dataSource, log, errors, delegate)
        }
        await Self.advance(dataSource) { !(log.value.isEmpty) }
        await MainActor.run {
            withExtendedLifetime(delegate) {}
            XCTAssertEqual(log.value, [#"applied, showing ["item 15", "item 16", "item 17"]"#])
            XCTAssertEqual(errors.value, [])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, Array(5..<25))
            XCTAssertEqual(view.sections, Self.sections(dataSource.snapshot()))
            XCTAssertEqual(view.batchUpdateCount, 2)
        }
    }

    /// Rule: the data source's move, called with places the view would
    /// never move an item to (a negative item, past the end of the target
    /// section, a section not shown, a malformed path) or from an item not
    /// shown, changes nothing and reports nothing. (A negative target
    /// trapped building the transaction's difference; one past the end
    /// appended the item and reported an offset where it was not.)
    func testMovesTheViewWouldNeverMakeChangeNothing() async throws {
        try await MainActor.run {
            let (view, dataSource) = Self.make()
            dataSource.apply(try Self.snapshot([("a", [1, 2, 3]), ("b", [4])]))
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            var heard: [String] = []
            dataSource.reorderingHandlers.didReorder = { heard.append("\($0.finalSnapshot.itemIdentifiers)") }
            for destination: IndexPath in [[0, -5], [0, 3], [0, 99], [1, -1], [1, 2], [5, 0], [-1, 0], [0], [0, 0, 0], []] {
                view.dataSource!.headlessListView(view, moveItemAt: [0, 0], to: destination)
            }
            for source: IndexPath in [[0, -1], [0, 3], [9, 0], [0], []] {
                view.dataSource!.headlessListView(view, moveItemAt: source, to: [0, 0])
            }
            XCTAssertEqual(heard, [])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 3, 4])
            // The places an item can end up are taken.
            view.dataSource!.headlessListView(view, moveItemAt: [0, 0], to: [0, 2])
            view.dataSource!.headlessListView(view, moveItemAt: [0, 0], to: [1, 1])
            XCTAssertEqual(heard, ["[2, 3, 1, 4]", "[3, 1, 4, 2]"])
        }
    }

    /// Random snapshot sequences, some diffed in the background: the view
    /// ends up showing exactly the last snapshot, every cell its item.
    func testRandomAppliesEndOnTheLastSnapshot() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...15 {
                var rng = SplitMix64(seed: seed)
                let scheduler = ManualUpdateScheduler()
                let (view, dataSource) = Self.makeOnClock(scheduler, visible: 8)
                dataSource.backgroundDiffingThreshold = Bool.random(using: &rng) ? 1 : nil
                var pending = 0, last = Snapshot<String, Int>()
                for step in 0..<12 {
                    let sections = ["s0", "s1", "s2", "s3"].shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng))
                    var ids = Array(0..<40).shuffled(using: &rng)
                    var snapshot = Snapshot<String, Int>()
                    snapshot.appendSections(Array(sections))
                    for section in sections {
                        let count = Int.random(in: 0...8, using: &rng)
                        snapshot.appendItems(Array(ids.prefix(count)), toSection: section)
                        ids.removeFirst(count)
                    }
                    last = snapshot
                    pending += 1
                    dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &rng)) { pending -= 1 }
                    // Time moves between some applies, not others.
                    if step % 3 == 2 { scheduler.advance(by: 0) }
                }
                scheduler.advance(by: 1)
                XCTAssertEqual(pending, 0, "seed \(seed)")
                XCTAssertEqual(dataSource.snapshot(), last, "seed \(seed)")
                XCTAssertEqual(view.sections, Self.sections(last), "seed \(seed)")
                XCTAssertEqual(Self.shown(view), view.indexPathsForVisibleItems.map { "item \(dataSource.itemIdentifier(for: $0)!)" },
                               "seed \(seed)")
                XCTAssertEqual(view.faults, [], "seed \(seed)")
            }
        }
    }
}
