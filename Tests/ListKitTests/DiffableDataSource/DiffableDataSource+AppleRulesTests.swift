import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Apple's documented behaviour of `UICollectionViewDiffableDataSource`,
/// rule by rule, in the pattern every app uses (`var s = dataSource.snapshot();
/// edit s; dataSource.apply(s)`). Each test names the rule it pins.
final class DiffableDataSourceAppleRulesTests: XCTestCase {
    typealias DataSource = DiffableDataSource<String, Int>
    typealias Fixture = DiffableDataSourceTests

    /// A view whose batch completions wait in `pending` until drained, as
    /// UIKit's run after the animation.
    @MainActor
    static func makeDeferred(visible: Int = 10) -> (HeadlessListView, DataSource, Box<[@MainActor () -> Void]>) {
        let pending = Box<[@MainActor () -> Void]>([])
        let view = HeadlessListView(visibleItemCount: visible, scheduleCompletion: { pending.value.append($0) })
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let dataSource = DataSource(view: view) { view, indexPath, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
            cell?.title = "item \(item)"
            return cell
        }
        return (view, dataSource, pending)
    }

    @MainActor
    static func drain(_ pending: Box<[@MainActor () -> Void]>) {
        while !pending.value.isEmpty { pending.value.removeFirst()() }
    }


    // MARK: 1. The data holds no marks once applied

    /// Rule (Apple, `reloadedItemIdentifiers` / `reconfiguredItemIdentifiers`
    /// / `reloadedSectionIdentifiers`): the marks say what the view rebuilds
    /// when a snapshot is applied; the data source's snapshot afterwards has
    /// nothing pending. A later read-edit-apply rebuilds nothing again.
    func testSnapshotHasNoMarksAfterTheApply() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make()
            dataSource.apply(try Fixture.snapshot([("a", [1, 2, 3]), ("b", [4])]))
            var edit = dataSource.snapshot()
            edit.reloadItems([2])
            edit.reconfigureItems([3])
            edit.reloadSections(["b"])
            dataSource.apply(edit)
            let after = dataSource.snapshot()
            XCTAssertEqual(after.reloadedItemIdentifiers, [])
            XCTAssertEqual(after.reconfiguredItemIdentifiers, [])
            XCTAssertEqual(after.reloadedSectionIdentifiers, [])
            XCTAssertEqual(after, try Fixture.snapshot([("a", [1, 2, 3]), ("b", [4])]), "equal to the same data unmarked")
            let cells = view.visibleCells, requests = view.cellRequestCount
            var next = dataSource.snapshot()
            next.appendItems([5], toSection: "a")
            dataSource.apply(next)
            XCTAssertEqual(view.cellRequestCount - requests, 1, "only the new item's cell is asked for")
            XCTAssertTrue(zip(cells, view.visibleCells.prefix(3)).allSatisfy { $0 === $1 }, "no cell rebuilt")
        }
    }

    // MARK: 2. The data is the apply the moment it returns

    /// Rule: `snapshot()` reflects an apply as soon as `apply` returns,
    /// whatever runs in the background. (It returned the old, empty state:
    /// appending to it and applying lost the 2,000 items.)
    func testReadEditApplyDuringABackgroundDiffLosesNothing() async throws {
        let dataSource = try await MainActor.run { () -> DataSource in
            let (_, dataSource) = Fixture.make()
            dataSource.backgroundDiffingThreshold = 100
            dataSource.apply(try Fixture.snapshot([("a", Array(0..<2_000))]))
            var edit = dataSource.snapshot()
            XCTAssertEqual(edit.numberOfItems, 2_000)
            edit.appendItems([9_999], toSection: "a")
            dataSource.apply(edit)
            return dataSource
        }
        await Fixture.advance(dataSource) { dataSource.numberOfItems(inSection: 0) == 2_001 }
        await MainActor.run {
            let view = dataSource.listView as! HeadlessListView
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, Array(0..<2_000) + [9_999])
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
            XCTAssertEqual(view.faults, [])
        }
    }

    // MARK: 3. A section snapshot composes with a diff in flight

    /// Rule: `apply(_:to:)` edits the data source's current data, which is
    /// the last apply, diffed or not. (It built on the old state: the
    /// 2,000 items in flight were dropped.)
    func testASectionSnapshotAppliedDuringABackgroundDiffKeepsIt() async throws {
        let dataSource = try await MainActor.run { () -> DataSource in
            let (_, dataSource) = Fixture.make()
            dataSource.backgroundDiffingThreshold = 100
            dataSource.apply(try Fixture.snapshot([("a", Array(0..<2_000))]))
            var outline = SectionSnapshot<Int>()
            try outline.append([5_000, 6_000])
            try outline.append([5_001], to: 5_000)
            try outline.expand([5_000])
            dataSource.apply(outline, to: "o")
            XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["a", "o"])
            return dataSource
        }
        await Fixture.advance(dataSource) { dataSource.numberOfSections == 2 }
        await MainActor.run {
            let view = dataSource.listView as! HeadlessListView
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers(inSection: "o"), [5_000, 5_001, 6_000])
            XCTAssertEqual(dataSource.snapshot().numberOfItems(inSection: "a"), 2_000)
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
        }
    }

    // MARK: 4. A drag keeps the outline

    /// Roots [100, 200], 100 expanded over [101, 102].
    static func folders() throws -> SectionSnapshot<Int> {
        var outline = SectionSnapshot<Int>()
        try outline.append([100, 200])
        try outline.append([101, 102], to: 100)
        try outline.expand([100])
        return outline
    }

    /// Rule (Apple, `NSDiffableDataSourceTransaction.sectionTransactions`):
    /// reordering in a section with an outline keeps the hierarchy and
    /// reports each section's change. (The roots became [200, 100, 101, 102]
    /// and 101 lost its parent.)
    func testADragInsideAnOutlineKeepsTheHierarchy() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make()
            let outline = try Self.folders()
            dataSource.apply(outline, to: "o")
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            var heard: [DataSource.Transaction] = []
            dataSource.reorderingHandlers.didReorder = { heard.append($0) }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 3], to: [0, 0]))
            let after = dataSource.snapshot(for: "o")
            XCTAssertEqual(after.rootItems, [200, 100])
            XCTAssertEqual(after.parent(of: 101), 100)
            XCTAssertEqual(after.parent(of: 102), 100)
            XCTAssertTrue(after.isExpanded(100))
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [200, 100, 101, 102])
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
            XCTAssertEqual(heard.count, 1)
            XCTAssertEqual(heard.first?.sectionTransactions.map(\.sectionIdentifier), ["o"])
            XCTAssertEqual(heard.first?.sectionTransactions.first?.initialSnapshot, outline)
            XCTAssertEqual(heard.first?.sectionTransactions.first?.finalSnapshot, after)
            XCTAssertEqual(heard.first.map { Array($0.sectionTransactions[0].difference).map { "\($0)" } }, [
                "remove(offset: 3, element: 200, associatedWith: Optional(0))",
                "insert(offset: 0, element: 200, associatedWith: Optional(3))",
            ])
        }
    }

    /// Rule: a parent dragged with its children shown takes them along (a
    /// subtree moves whole); the view, which moved the one cell, is brought
    /// in line on the next turn. A drop among its own children changes
    /// nothing in the data, and the view is put back.
    func testADraggedParentTakesItsChildrenAlong() async throws {
        let (view, dataSource) = try await MainActor.run { () -> (HeadlessListView, DataSource) in
            let (view, dataSource) = Fixture.make()
            let outline = try Self.folders()
            dataSource.apply(outline, to: "o")
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 3]))
            XCTAssertEqual(dataSource.snapshot(for: "o").rootItems, [200, 100])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [200, 100, 101, 102])
            XCTAssertEqual(dataSource.itemIdentifier(for: [0, 3]), 100, "the view shows the one cell moved, for now")
            return (view, dataSource)
        }
        await Fixture.advance(dataSource) { dataSource.itemIdentifier(for: [0, 1]) == 100 }
        try await MainActor.run {
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
            XCTAssertEqual(Fixture.shown(view), ["item 200", "item 100", "item 101", "item 102"])
            // 100 dropped between its own children: the data stays.
            XCTAssertTrue(view.moveItemInteractively(from: [0, 1], to: [0, 2]))
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [200, 100, 101, 102])
            XCTAssertEqual(dataSource.snapshot(for: "o").parent(of: 101), 100)
            _ = try XCTUnwrap(dataSource.snapshot(for: "o").level(of: 101))
        }
        await Fixture.advance(dataSource) { dataSource.itemIdentifier(for: [0, 1]) == 100 }
        await MainActor.run {
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
            XCTAssertEqual(view.faults, [])
        }
    }

    // MARK: 5. Completions in call order

    /// Rule: completions run once each, in the order the applies were asked
    /// for. (A reload-data apply, done at once, completed before the
    /// animated apply asked for first.)
    func testCompletionsRunInCallOrder() async throws {
        try await MainActor.run {
            let (_, dataSource, pending) = Self.makeDeferred()
            var log: [String] = []
            dataSource.apply(try Fixture.snapshot([("a", [1, 2])])) { log.append("A") }
            dataSource.applySnapshotUsingReloadData(try Fixture.snapshot([("a", [3])])) { log.append("B") }
            dataSource.apply(try Fixture.snapshot([("a", [3, 4])]), animatingDifferences: false) { log.append("C") }
            XCTAssertEqual(log, [], "A's animation has not ended")
            Self.drain(pending)
            XCTAssertEqual(log, ["A", "B", "C"])
        }
    }

    /// The same after a background apply: the reload waits for the diff.
    func testCompletionsRunInCallOrderAfterABackgroundApply() async throws {
        let (dataSource, log) = try await MainActor.run { () -> (DataSource, Box<[String]>) in
            let (_, dataSource) = Fixture.make()
            dataSource.backgroundDiffingThreshold = 100
            let log = Box<[String]>([])
            dataSource.apply(try Fixture.snapshot([("a", Array(0..<1_000))])) { log.value.append("A") }
            dataSource.applySnapshotUsingReloadData(try Fixture.snapshot([("a", [1])])) { log.value.append("B") }
            return (dataSource, log)
        }
        await Fixture.advance(dataSource) { log.value.count == 2 }
        await MainActor.run {
            XCTAssertEqual(log.value, ["A", "B"])
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1])
            XCTAssertEqual((dataSource.listView as! HeadlessListView).sections, Fixture.sections(dataSource.snapshot()))
        }
    }

    // MARK: 6. A reconfigured item that moves keeps its cell

    /// Rule (Apple, `reconfigureItems(_:)`: "preserving the existing
    /// cells"; a moved item keeps its cell): an item both reconfigured and
    /// moved keeps its cell, without `prepareForReuse`, and shows its new
    /// data. (It was deleted and inserted: a recycled cell.)
    func testAReconfiguredItemThatMovesKeepsItsCell() async throws {
        try await MainActor.run {
            let titles = Box<[Int: String]>([1: "one", 2: "two", 3: "three"])
            let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            let dataSource = DataSource(view: view) { view, indexPath, item in
                let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
                cell?.title = titles.value[item] ?? "?"
                return cell
            }
            dataSource.apply(try Fixture.snapshot([("a", [1, 2, 3]), ("b", [4])]))
            let cell3 = view.cellForItem(at: [0, 2]), cell1 = view.cellForItem(at: [0, 0])
            titles.value[3] = "THREE"
            titles.value[1] = "ONE"
            var edit = dataSource.snapshot()
            edit.moveItem(3, beforeItem: 1)
            edit.moveItem(1, beforeItem: 4)
            edit.reconfigureItems([3, 1])
            dataSource.apply(edit)
            XCTAssertEqual(Fixture.shown(view), ["THREE", "two", "ONE", "?"])
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === cell3, "moved within its section, reconfigured in place")
            XCTAssertTrue(view.cellForItem(at: [1, 0]) === cell1, "moved to another section, reconfigured in place")
            XCTAssertEqual([cell3?.reuseCount, cell1?.reuseCount], [0, 0], "no prepareForReuse")
            XCTAssertEqual(view.faults, [])
        }
    }

    // MARK: Re-entrancy

    /// Rule: an apply asked for from a call the view makes while it updates
    /// is queued after that update, never sent as a nested batch (UIKit
    /// raises on one; the headless view recorded a re-entrant-call fault).
    func testAnApplyFromTheDelegateDuringAnUpdateIsNotANestedBatch() async throws {
        @MainActor final class Delegate: HeadlessListViewDelegate {
            var onDisplay: (() -> Void)?
            func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
                onDisplay?()
            }
        }
        let (view, dataSource, delegate, log) = try await MainActor.run { () -> (HeadlessListView, DataSource, Delegate, Box<[String]>) in
            let (view, dataSource) = Fixture.make(visible: 3)
            let delegate = Delegate(), log = Box<[String]>([])
            view.delegate = delegate
            dataSource.apply(try Fixture.snapshot([("s", Array(0..<20))]))
            delegate.onDisplay = {
                delegate.onDisplay = nil
                dataSource.apply(try! Fixture.snapshot([("s", Array(100..<103))])) { log.value.append("done") }
                log.value.append("asked, data \(dataSource.snapshot().itemIdentifiers)")
            }
            view.contentOffset = CGPoint(x: 0, y: 44 * 10)
            return (view, dataSource, delegate, log)
        }
        await Fixture.advance(dataSource) { log.value.count == 2 }
        await MainActor.run {
            withExtendedLifetime(delegate) {}
            XCTAssertEqual(log.value, ["asked, data [100, 101, 102]", "done"])
            XCTAssertEqual(view.faults, [], "no batch was sent while the view scrolled")
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
        }
    }

    /// The same rule for the supplementary view provider, asked while a
    /// snapshot goes onto the view: its apply starts after that one, and
    /// completes in order.
    func testAnApplyFromTheSupplementaryProviderWaitsForTheOneOnScreen() async throws {
        @MainActor final class Headers: HeadlessListViewDelegate {
            func headlessListView(
                _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> CGSize { kind == ListElementKind.sectionHeader ? CGSize(width: 320, height: 20) : .zero }
        }
        let (view, dataSource, log, headers) = try await MainActor.run {
            () -> (HeadlessListView, DataSource, Box<[String]>, Headers) in
            let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
            let headers = Headers()
            view.delegate = headers
            view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: ListElementKind.sectionHeader,
                          withReuseIdentifier: "header")
            let log = Box<[String]>([]), box = Box<DataSource?>(nil)
            let dataSource = DataSource(view: view, cellProvider: { view, indexPath, item in
                view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
            }, supplementaryViewProvider: { view, kind, indexPath in
                if indexPath[0] == 1, let dataSource = box.value, !log.value.contains("asked") {
                    log.value.append("asked")
                    dataSource.apply(try! Fixture.snapshot([("c", [9])])) { log.value.append("inner") }
                }
                return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            })
            box.value = dataSource
            dataSource.scheduler = ManualUpdateScheduler()
            view.layoutIfNeeded()  // on screen: the first layout pass done
            dataSource.apply(try Fixture.snapshot([("a", [1]), ("b", [2])])) { log.value.append("outer") }
            return (view, dataSource, log, headers)
        }
        await Fixture.advance(dataSource) { log.value.count == 3 }
        await MainActor.run {
            withExtendedLifetime(headers) {}
            XCTAssertEqual(log.value, ["asked", "outer", "inner"])
            XCTAssertEqual(view.faults, [])
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
            XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["c"])
        }
    }

    // MARK: Async

    /// Rule (Apple, `apply(_:animatingDifferences:) async`): returns once the
    /// snapshot is on the view.
    func testAsyncAppliesReturnOnceOnTheView() async throws {
        let (view, dataSource) = await MainActor.run { Fixture.make(live: true) }
        let first = try Fixture.snapshot([("a", [1, 2, 3])])
        await dataSource.apply(first)
        await MainActor.run { XCTAssertEqual(view.sections, Fixture.sections(first)) }
        let second = try Fixture.snapshot([("b", [4])])
        await dataSource.applySnapshotUsingReloadData(second)
        await MainActor.run { XCTAssertEqual(view.sections, Fixture.sections(second)) }
        var outline = SectionSnapshot<Int>()
        try outline.append([7])
        await dataSource.apply(outline, to: "c")
        await MainActor.run { XCTAssertEqual(view.sections.map(\.id), ["b", "c"]) }
        await MainActor.run { dataSource.backgroundDiffingThreshold = 1 }
        let big = try Fixture.snapshot([("d", Array(0..<3_000))])
        await dataSource.apply(big)
        await MainActor.run { XCTAssertEqual(view.sections, Fixture.sections(big), "a background diff, landed") }
    }

    // MARK: Section snapshot handlers

    /// Rule (Apple, `SectionSnapshotHandlers`): a disclosure asks
    /// `shouldExpandItem` / `shouldCollapseItem`, tells `willExpandItem` /
    /// `willCollapseItem`, and an expanding parent shows the children
    /// `snapshotForExpandingParent` gives.
    func testTheDisclosureAsksTheSectionSnapshotHandlers() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make(visible: 20)
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2, 3])
            try outline.append([10], to: 1)
            dataSource.apply(outline, to: "o")
            var log: [String] = []
            dataSource.sectionSnapshotHandlers.shouldExpandItem = { log.append("should expand \($0)"); return $0 != 3 }
            dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { log.append("should collapse \($0)"); return true }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
            dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
                log.append("children of \(parent): \(children.items)")
                guard parent == 2 else { return children }
                var loaded = SectionSnapshot<Int>()
                try! loaded.append([20, 21])
                try! loaded.append([210], to: 21)
                return loaded
            }
            XCTAssertTrue(dataSource.toggleDisclosure(of: 1))
            XCTAssertEqual(Fixture.shown(view), ["item 1", "item 10", "item 2", "item 3"])
            XCTAssertTrue(dataSource.toggleDisclosure(of: 2))
            XCTAssertEqual(Fixture.shown(view), ["item 1", "item 10", "item 2", "item 20", "item 21", "item 3"])
            XCTAssertEqual(dataSource.snapshot(for: "o").parent(of: 210), 21)
            XCTAssertFalse(dataSource.toggleDisclosure(of: 3), "shouldExpandItem said no")
            XCTAssertTrue(dataSource.toggleDisclosure(of: 1))
            XCTAssertEqual(Fixture.shown(view), ["item 1", "item 2", "item 20", "item 21", "item 3"])
            XCTAssertFalse(dataSource.toggleDisclosure(of: 99), "unknown")
            XCTAssertEqual(log, [
                "children of 1: [10]", "should expand 1", "will expand 1",
                "children of 2: []", "should expand 2", "will expand 2",
                "children of 3: []", "should expand 3",
                "should collapse 1", "will collapse 1",
            ])
            // Without handlers, an item without children does not expand.
            dataSource.sectionSnapshotHandlers = .init()
            XCTAssertFalse(dataSource.toggleDisclosure(of: 3))
            XCTAssertTrue(dataSource.toggleDisclosure(of: 21))
            XCTAssertEqual(Fixture.shown(view), ["item 1", "item 2", "item 20", "item 21", "item 210", "item 3"])
        }
    }
}
