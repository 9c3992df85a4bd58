import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Review of `DiffableDataSource` against Apple's documented behaviour
/// and the README's promises ("Apple's diffable data source, everywhere").
/// Each test names the rule it checks; each failed when written.
final class DiffableDataSourceReviewTests: XCTestCase {
    typealias DataSource = DiffableDataSource<String, Int>
    typealias Fixture = DiffableDataSourceTests

    // MARK: Outlines: unique identifiers, hidden items included

    /// Rule (README, Misuse: "an outline that shares items with another
    /// section is refused through `errorHandler` (`DiffableDataSourceError`),
    /// its completion still runs once"; Apple, NSDiffableDataSourceSnapshot:
    /// "Each of your sections and items must have unique identifiers").
    /// An outline whose *hidden* child (under a collapsed parent) is an item
    /// of another section is accepted: only the visible items are checked.
    /// The disclosure then breaks later, far from the culprit.
    func testReviewAnOutlineWhoseHiddenItemIsInAnotherSectionIsRefused() async throws {
        try await MainActor.run {
            let (_, dataSource) = Fixture.make(visible: 20)
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            dataSource.apply(try Fixture.snapshot([("a", [5])]))
            var outline = SectionSnapshot<Int>()
            try outline.append([1])
            try outline.append([5], to: 1)  // hidden: 1 is collapsed
            var completed = 0
            dataSource.apply(outline, to: "o") { completed += 1 }
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(errors.count, 1, "refused through errorHandler: 5 is already in section a")
            XCTAssertEqual(dataSource.snapshot().sectionIdentifiers, ["a"], "nothing changes")
            XCTAssertFalse(dataSource.snapshot(for: "o").contains(5))
            // What happens instead: accepted, and the disclosure fails later.
            errors = []
            _ = dataSource.toggleDisclosure(of: 1)
            XCTAssertEqual(errors, [], "a disclosure of an outline the data source accepted never fails")
        }
    }

    /// Rule (README: "The data is the last snapshot applied ... `snapshot()`
    /// and `snapshot(for:)` return it"; Apple: identifiers are unique in the
    /// data). A full apply that puts an outline's hidden item into another
    /// section leaves the outline holding it too (`keepSectionSnapshots`
    /// compares only visible items): the data has item 5 twice, and the
    /// parent can never be expanded again.
    func testReviewAFullApplyThatTakesAHiddenItemElsewhereKeepsTheDataUnique() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make(visible: 20)
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            var outline = SectionSnapshot<Int>()
            try outline.append([1, 2])
            try outline.append([5], to: 1)  // hidden
            dataSource.apply(outline, to: "o")
            var full = dataSource.snapshot()
            full.appendSections(["a"])
            full.appendItems([5], toSection: "a")
            dataSource.apply(full)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [1, 2, 5])
            XCTAssertFalse(dataSource.snapshot(for: "o").contains(5),
                           "5 is in section a now: the outline of o cannot hold it too")
            XCTAssertTrue(dataSource.toggleDisclosure(of: 1) || !dataSource.snapshot(for: "o").contains(5))
            XCTAssertEqual(errors, [], "no error: every apply was valid")
            XCTAssertEqual(view.sections, Fixture.sections(dataSource.snapshot()))
        }
    }

    /// Rule (`toggleDisclosure(of:)`'s doc: "Returns whether the item was
    /// expanded or collapsed"; README, Misuse: a refused outline changes
    /// nothing). When `snapshotForExpandingParent` hands back a child that is
    /// an item of another section, the outline apply is refused (the error
    /// handler hears it, the parent stays collapsed), yet `toggleDisclosure`
    /// returns true: it returns before knowing whether `apply(_:to:)`
    /// accepted the outline.
    func testReviewADisclosureWhoseOutlineIsRefusedReturnsFalse() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make(visible: 20)
            var errors: [DiffableDataSourceError] = []
            dataSource.errorHandler = { errors.append($0) }
            dataSource.apply(try Fixture.snapshot([("a", [5])]))
            var outline = SectionSnapshot<Int>()
            try outline.append([1])
            dataSource.apply(outline, to: "o")
            dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
                var children = SectionSnapshot<Int>()
                try! children.append([5])  // 5 is section a's
                return children
            }
            let expanded = dataSource.toggleDisclosure(of: 1)
            XCTAssertEqual(errors.count, 1, "the outline is refused")
            XCTAssertFalse(dataSource.snapshot(for: "o").isExpanded(1), "nothing changed")
            XCTAssertEqual(Fixture.shown(view), ["item 5", "item 1"])
            XCTAssertFalse(expanded, "the item was not expanded")
        }
    }

    // MARK: Cells in moved sections

    /// Rule (Apple, `reconfigureItems(_:)`: "Updates the data for the items
    /// you specify in the snapshot, preserving the existing cells for the
    /// items"; README, Cells: "a reconfigured one keeps its cell"). A
    /// reconfigure inside a section that moves turns the section move into
    /// a delete plus an insert (`BatchUpdate.uncheckedSanitized`): every cell of
    /// the section is replaced, the reconfigured one included.
    func testReviewAReconfiguredItemInAMovedSectionKeepsItsCell() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make(visible: 20)
            dataSource.apply(try Fixture.snapshot([("a", [1, 2]), ("b", [3])]))
            let cells = [1, 2, 3].map { dataSource.indexPath(for: $0).flatMap(view.cellForItem(at:)) }
            var edit = dataSource.snapshot()
            edit.moveSection("b", beforeSection: "a")
            edit.reconfigureItems([1, 3])
            dataSource.apply(edit)
            XCTAssertEqual(Fixture.shown(view), ["item 3", "item 1", "item 2"])
            let after = [1, 2, 3].map { dataSource.indexPath(for: $0).flatMap(view.cellForItem(at:)) }
            XCTAssertTrue(zip(cells, after).allSatisfy { $0 === $1 }, "every item keeps its cell: 1 and 3 reconfigured, 2 untouched")
            XCTAssertEqual(view.createdViewCount, 3, "no cell made")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule (README, Cells: "a moved one keeps its cell"; UIKit moves the
    /// cell of a moved item rather than asking for a new one). An item
    /// moved into a section that itself moves gets a new cell, and so does
    /// every untouched item of that section.
    func testReviewAnItemMovedIntoAMovedSectionKeepsItsCell() async throws {
        try await MainActor.run {
            let (view, dataSource) = Fixture.make(visible: 20)
            dataSource.apply(try Fixture.snapshot([("a", [1, 2]), ("b", [3]), ("c", [4])]))
            let cell2 = view.cellForItem(at: [0, 1]), cell4 = view.cellForItem(at: [2, 0])
            var edit = dataSource.snapshot()
            edit.moveSection("c", beforeSection: "a")
            edit.moveItem(2, afterItem: 4)
            dataSource.apply(edit)
            XCTAssertEqual(Fixture.shown(view), ["item 4", "item 2", "item 1", "item 3"])
            XCTAssertTrue(view.cellForItem(at: [0, 1]) === cell2, "2 moved: it keeps its cell")
            XCTAssertTrue(view.cellForItem(at: [0, 0]) === cell4, "4 did not change: it keeps its cell")
            XCTAssertEqual(view.createdViewCount, 4, "no cell made")
        }
    }

    // MARK: The data is the last snapshot applied

    /// Rule (README: "The data is the last snapshot applied, the moment
    /// `apply` returns, in every mode"; Apple, `ReorderingHandlers`). An
    /// apply from `willReorder` lands, and then `moveItem(from:to:)` sets
    /// `shown` and `current` from values it read before calling the
    /// handler: the apply is lost from the data, and the data source's idea
    /// of what the view shows no longer matches the view.
    func testReviewAnApplyFromWillReorderIsNotLost() async throws {
        let (view, dataSource, applied) = try await MainActor.run {
            () -> (HeadlessListView, DataSource, Snapshot<String, Int>) in
            let (view, dataSource) = Fixture.make(visible: 20)
            dataSource.apply(try Fixture.snapshot([("s", [1, 2, 3])]))
            let applied = try Fixture.snapshot([("s", [7, 8])])
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.willReorder = { _ in
                dataSource.reorderingHandlers.willReorder = nil
                dataSource.apply(applied)
            }
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual(dataSource.snapshot(), applied, "the apply from willReorder is the last one: 1 is gone with it")
            return (view, dataSource, applied)
        }
        await Fixture.advance(dataSource) { dataSource.snapshot() == applied }
        await MainActor.run {
            XCTAssertEqual(dataSource.snapshot(), applied)
            XCTAssertEqual(view.sections, Fixture.sections(applied))
            XCTAssertEqual(dataSource.itemIdentifier(for: [0, 0]), view.sections.first?.items.first?.base as? Int,
                           "index paths are the view's")
        }
    }

    // MARK: Completions that apply again

    /// Rule (README: "an app that applies from every callback" is served
    /// one apply a turn, `startNextTurn`: "so that a cell provider or view
    /// delegate that always applies cannot hold the main actor"; the brief:
    /// must not hang or grow without bound). On a view that completes its
    /// batches synchronously (the headless view's `scheduleCompletion`, or
    /// a `ListView` of the app's own), an apply from a completion lands
    /// inside the completion, whose batch lands inside the previous one...:
    /// the stack grows by one apply per apply: 200 chained applies nest 200
    /// deep, and 2,000 overflow the stack (SIGSEGV, debug build).
    func testReviewAppliesFromCompletionsDoNotNestWithoutBound() async throws {
        await MainActor.run {
            let (_, dataSource) = Fixture.make(visible: 5)
            var depth = 0, deepest = 0, remaining = 200
            @MainActor func next() {
                guard remaining > 0 else { return }
                remaining -= 1
                depth += 1
                deepest = max(deepest, depth)
                dataSource.apply(try! Fixture.snapshot([("s", [remaining])]), animatingDifferences: false) { next() }
                depth -= 1
            }
            next()
            XCTAssertLessThanOrEqual(deepest, 2, "each chained apply starts after the completion that asked for it returned")
        }
    }

    // MARK: Complexity

    /// Rule (README: "a newer one supersedes one still waiting (its reloads
    /// and reconfigures of items still there are kept)"). Each superseding
    /// apply had copied every mark of the one it superseded, so m applies
    /// that each reconfigure one item while a diff runs cost O(m^2) (4x the
    /// applies took 16.7x the time). The marks now gather in place; this
    /// pins that none is lost on the way: 3,000 applies each reconfigure
    /// one item while the first is diffed, and the five on screen are
    /// asked for again when they land.
    func testReviewSupersedingAppliesKeepEveryReconfigure() async throws {
        let (view, dataSource) = try await MainActor.run { () -> (HeadlessListView, DataSource) in
            let (view, dataSource) = Fixture.make(visible: 5)
            dataSource.backgroundDiffingThreshold = 1
            dataSource.apply(try Fixture.snapshot([("s", Array(0..<50_000))]))  // diffed in the background
            for i in 0..<3_000 {
                var edit = dataSource.snapshot()
                edit.reconfigureItems([i])
                dataSource.apply(edit)
            }
            return (view, dataSource)
        }
        await Fixture.advance(dataSource) { view.batchUpdateCount == 2 }
        await MainActor.run {
            XCTAssertEqual(view.batchUpdateCount, 2, "the first, then the one that superseded the rest")
            XCTAssertEqual(view.cellRequestCount, 5 + 5, "five cells, then the five reconfigured")
            XCTAssertEqual(dataSource.snapshot().reconfiguredItemIdentifiers, [])
        }
    }
}
