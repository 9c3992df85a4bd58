import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// Hostile input for the headless view: selection from callbacks and
// across updates, malformed index paths, interactive moves.
extension HeadlessListViewHostileTests {
    // MARK: Selection and interactive moves

    /// Rule: a selection changed from inside the view's identity callbacks
    /// (during a batch or a reload, while its items are between the old
    /// data and the new) waits for the update, with a `reentrantCall` fault,
    /// then applies at the path given, which is the data source's new one.
    /// `indexPathsForSelectedItems` and the cells' `isSelected` then agree:
    /// exactly the selected items' cells are selected. A reload clears the
    /// selection made before it, as UIKit's does, but not one asked for
    /// during it.
    func testSelectionFromIdentityCallbacksWaitsForTheUpdate() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6)])
            let view = Self.view(model, size: CGSize(width: 320, height: 1_000))
            view.allowsMultipleSelection = true
            view.layoutIfNeeded()
            @MainActor func assertSelection(_ expected: [IndexPath], _ context: String, line: UInt = #line) {
                XCTAssertEqual(view.indexPathsForSelectedItems, expected, context, line: line)
                for path in view.indexPathsForVisibleItems {
                    XCTAssertEqual(view.cellForItem(at: path)?.isSelected, expected.contains(path), "\(context): cell \(path)", line: line)
                }
                Self.assertConsistent(view, model, context, line: line)
            }
            view.selectItem(at: [0, 1])
            // A batch inserting 9 at the top of "a": the view asks for its identity.
            model.onIdentifier = { view, path in
                if path == [0, 0] {
                    view.selectItem(at: [1, 1])
                    view.deselectItem(at: [0, 2])  // item 1, which was at [0, 1]
                }
            }
            model.data[0] = HeadlessListView.Section(id: "a", items: [9, 0, 1, 2])
            var batch = BatchUpdate()
            batch.itemInserts = [[0, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.faults, [.reentrantCall("selectItem"), .reentrantCall("deselectItem")])
            assertSelection([[1, 1]], "after the batch")
            // A reload: what was selected goes, what was asked meanwhile stays;
            // a tap, which no user can make there, is refused.
            var tapped: Bool?
            model.onIdentifier = { view, path in
                if path == [1, 2] {
                    view.selectItem(at: [0, 3])
                    tapped = view.tapItem(at: [0, 0])
                }
            }
            view.reloadData()
            model.onIdentifier = nil
            XCTAssertEqual(tapped, false)
            XCTAssertEqual(view.faults.suffix(2), [.reentrantCall("selectItem"), .reentrantCall("tapItem")])
            XCTAssertEqual(view.faults.count, 4)
            assertSelection([[0, 3]], "after the reload")
            // Outside identity callbacks, in a cell request (UIKit apps restore
            // a selection there), a selection applies at once, without a fault.
            model.onCell = { view, path in if path == [1, 0] { view.selectItem(at: path) } }
            view.reloadData()
            model.onCell = nil
            XCTAssertEqual(view.faults.count, 4)
            assertSelection([[1, 0]], "selected in a cell request")
        }
    }


    /// Rule: malformed index paths (one or three indexes, negative, out of
    /// range) are refused by taps, selection and interactive moves; the
    /// selection follows deletes and reloads.
    func testMalformedPathsAndSelectionAcrossUpdates() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6)])
            let view = Self.view(model, size: CGSize(width: 320, height: 1_000))
            for path: IndexPath in [[0], [0, 1, 2], [-1, 0], [0, -1], [2, 0], [0, 3], []] {
                XCTAssertFalse(view.tapItem(at: path), "\(path)")
                view.selectItem(at: path)
                XCTAssertFalse(view.moveItemInteractively(from: path, to: [0, 0]), "\(path)")
                XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: path), "\(path)")
                XCTAssertNil(view.cellForItem(at: path))
                XCTAssertNil(view.frameForItem(at: path))
                XCTAssertNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: path))
            }
            XCTAssertEqual(view.indexPathsForSelectedItems, [])
            view.allowsMultipleSelection = true
            view.tapItem(at: [0, 1])
            view.tapItem(at: [1, 2])
            model.data[0].items.remove(at: 1)
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 1]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.indexPathsForSelectedItems, [[1, 2]], "the deleted item's selection goes")
            model.data[1].items[2] = 9
            batch = BatchUpdate()
            batch.itemReloads = [[1, 2]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.indexPathsForSelectedItems, [], "a reloaded item is a new item")
            XCTAssertFalse(view.visibleCells.contains { $0.isSelected })
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: an interactive move across sections keeps the cell, updates
    /// the data source and leaves the view consistent.
    func testInteractiveMoveAcrossSections() async {
        await MainActor.run {
            @MainActor final class Movable: SectionsDataSource {
                var data = [HeadlessListView.Section(id: "a", items: [0, 1]), HeadlessListView.Section(id: "b", items: [2])]
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
                func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
                    data[destination[0]].items.insert(data[source[0]].items.remove(at: source[1]), at: destination[1])
                }
            }
            let model = Movable()
            let view = HeadlessListView(visibleItemCount: 5)
            view.dataSource = model
            let cell = view.cellForItem(at: [0, 0])
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 1]))
            XCTAssertTrue(view.cellForItem(at: [1, 1]) === cell)
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [1, 0], [1, 1]])
            XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [1, 3]), "past the end of the other section")
        }
    }

    /// Rule: UIKit tells its data source of an interactive move when the
    /// movement ends (`collectionView(_:moveItemAt:to:)`), so a cell for an
    /// item the move brings on screen is asked for in the data source's new
    /// terms. Here the first of three items shown moves to another section
    /// below: item 3 comes on screen at [0, 2], where the model had item 2
    /// until it was told (and a section of two items, with a fourth asked
    /// for, when the move takes the first section's last but one item).
    func testCellsBroughtOnScreenByAnInteractiveMoveAreAskedAfterTheDataSourceMoved() async {
        await MainActor.run {
            let model = Hostile([Self.section("a", 0..<4), Self.section("b", 4..<8)])
            model.movable = true
            let view = Self.view(model)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 4]))
            XCTAssertEqual(model.data.map(\.items), [[1, 2, 3], [4, 5, 6, 7, 0]])
            Self.assertConsistent(view, model, "after moving item 0 down")
            XCTAssertTrue(view.moveItemInteractively(from: [0, 1], to: [1, 0]))
            XCTAssertEqual(model.data.map(\.items), [[1, 3], [2, 4, 5, 6, 7, 0]])
            Self.assertConsistent(view, model, "after moving item 2 down")
            XCTAssertEqual(view.faults, [])
        }
    }
}
