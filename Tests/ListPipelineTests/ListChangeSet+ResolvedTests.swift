import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// Change sets as Texture reads them (`_ASHierarchyChangeSet`, once
/// completed with the data source's new counts), pinned on concrete lists.
/// The rules, from its `_sortAndCoalesceChangeArrays` and `_validateUpdate`:
/// - R1. A moved section or item is a delete where it was and an insert
///   where it goes.
/// - R2. A reloaded section is deleted and inserted where it lands
///   (`newSectionForOldSection`). A reloaded item is deleted and inserted
///   where it lands (`newIndexPathForOldIndexPath`): the deletes, inserts
///   and moves beside it decide where, not its old index path.
/// - R3. Item edits in a section that is deleted, moved or reloaded (old
///   index), or inserted, moved or reloaded (new index), are dropped. The
///   section is read whole.
/// - R4. It refuses:
///   - a section reloaded and deleted;
///   - an item reloaded and deleted;
///   - bounds, on each edit's side;
///   - the section count;
///   - each kept section's count (inserts and move targets in, deletes and
///     move sources out).
///
/// One deliberate difference: an item moved between two kept sections keeps
/// its element, and reaches the view as a move.
@MainActor
final class ListChangeSetResolvedTests: XCTestCase {
    private func loaded(_ sections: [[Int]]) async -> (ListDataController, RowsDataSource, HeadlessListView) {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let dataSource = RowsDataSource(sections)
        let view = HeadlessListView(size: CGSize(width: 320, height: 1_000))
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        return (controller, dataSource, view)
    }

    /// The view's rows, read through the cells on screen, by section.
    private func shown(_ view: HeadlessListView) -> [[Int]] {
        let paths = view.indexPathsForVisibleItems.sorted()
        return (0..<view.numberOfSections).map { s in
            paths.filter { $0[0] == s }.map { path in
                (view.cellForItem(at: path) as? HeadlessNodeCell)?.element.flatMap { ($0.nodeIfAllocated as? RowNode)?.id } ?? -1
            }
        }
    }

    /// R2: rows [0, 1, 2, 3] become [9, 0, 1, 22, 3]. The app inserts (0, 0)
    /// and reloads (0, 2), where 2 was. The reloaded row lands at (0, 3),
    /// where the data source is asked for it, and the view shows 22 there.
    /// (Reloading it at (0, 2), UIKit's index path, showed
    /// [9, 0, 1, 1, 3].)
    func testAReloadedItemIsAskedForWhereItLands() async throws {
        let (controller, dataSource, view) = await loaded([[0, 1, 2, 3]])
        let kept = (0..<4).map { controller.visibleMap.element(at: ip(0, $0))! }
        dataSource.sections = [[9, 0, 1, 22, 3]]
        var changes = ListChangeSet()
        changes.insertItems(at: [ip(0, 0)])
        changes.reloadItems(at: [ip(0, 2)])
        let asked = dataSource.blocksAsked.count
        try controller.update(with: changes)
        XCTAssertEqual(Array(dataSource.blocksAsked[asked...]), [ip(0, 0), ip(0, 3)])
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rows(of: controller.pendingMap), [[9, 0, 1, 22, 3]])
        XCTAssertEqual(shown(view), [[9, 0, 1, 22, 3]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 1)) === kept[0])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 2)) === kept[1])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 4)) === kept[3])
        XCTAssertEqual(view.faults, [])
    }

    /// R2 with a delete and a move beside it: [0, 1, 2, 3, 4] becomes
    /// [1, 20, 4, 3]. The app deletes (0, 0), moves (0, 4) to (0, 2) and
    /// reloads (0, 2). The reload lands at (0, 1).
    func testAReloadBesideADeleteAndAMoveLandsWhereTheyTakeIt() async throws {
        let (controller, dataSource, view) = await loaded([[0, 1, 2, 3, 4]])
        let four = controller.visibleMap.element(at: ip(0, 4))!
        dataSource.sections = [[1, 20, 4, 3]]
        var changes = ListChangeSet()
        changes.deleteItems(at: [ip(0, 0)])
        changes.moveItem(at: ip(0, 4), to: ip(0, 2))
        changes.reloadItems(at: [ip(0, 2)])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(shown(view), [[1, 20, 4, 3]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 2)) === four, "a move between kept sections keeps its element")
        XCTAssertEqual(view.faults, [])
    }

    /// R2 and R3: inserting section 0 while reloading section 1 (a collection
    /// view's own batch refuses this pair). The reloaded section lands at 2
    /// and is read whole.
    func testASectionReloadBesideASectionInsertLandsWhereItGoes() async throws {
        let (controller, dataSource, view) = await loaded([[1, 2], [3, 4], [5]])
        let first = controller.visibleMap.element(at: ip(0, 0))!
        dataSource.sections = [[7], [1, 2], [30, 40, 50], [5]]
        var changes = ListChangeSet()
        changes.insertSections([0])
        changes.reloadSections([1])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(shown(view), [[7], [1, 2], [30, 40, 50], [5]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(1, 0)) === first)
        XCTAssertEqual(view.faults, [])
    }

    /// R1 and R3: moving section 0 to 1 while inserting item (1, 2) (a
    /// collection view's own batch refuses this pair). The moved section
    /// is read whole where it goes, and the insert is dropped.
    func testAnItemInsertIntoAMovedSectionIsReadWithTheSection() async throws {
        let (controller, dataSource, view) = await loaded([[1, 2], [3]])
        dataSource.sections = [[3], [1, 2, 6]]
        var changes = ListChangeSet()
        changes.moveSection(0, toSection: 1)
        changes.insertItems(at: [ip(1, 2)])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(shown(view), [[3], [1, 2, 6]])
        XCTAssertEqual(rows(of: controller.pendingMap), [[3], [1, 2, 6]])
        XCTAssertEqual(view.faults, [])
    }

    /// R4: what Texture refuses is refused, with the reason, and nothing is
    /// applied. A reloaded section also deleted; an item reloaded and
    /// deleted; a delete past a kept section's end. A delete past the end of
    /// a deleted section is dropped, as Texture drops it (R3).
    func testWhatTextureRefusesIsRefused() async throws {
        let (controller, dataSource, _) = await loaded([[1, 2], [3]])
        func refuses(_ sections: [[Int]], _ edit: (inout ListChangeSet) -> Void) -> BatchUpdateError? {
            dataSource.sections = sections
            var changes = ListChangeSet()
            edit(&changes)
            do {
                try controller.update(with: changes)
                return nil
            } catch {
                dataSource.sections = [[1, 2], [3]]
                return error as? BatchUpdateError
            }
        }
        XCTAssertEqual(refuses([[3]]) { $0.deleteSections([0]); $0.reloadSections([0]) },
                       .conflict(.sectionDelete, .sectionReload, at: "section 0"))
        XCTAssertEqual(refuses([[2], [3]]) { $0.deleteItems(at: [ip(0, 0)]); $0.reloadItems(at: [ip(0, 0)]) },
                       .conflict(.itemDelete, .itemReload, at: "\(ip(0, 0))"))
        XCTAssertEqual(refuses([[1], [3]]) { $0.deleteItems(at: [ip(0, 2)]) },
                       .itemOutOfRange(.itemDelete, ip(0, 2), count: 2))
        XCTAssertEqual(refuses([[1, 2], [3]]) { $0.insertItems(at: [IndexPath(indexes: [0, -1])]) },
                       .malformedIndexPath(.itemInsert, IndexPath(indexes: [0, -1])))
        XCTAssertEqual(rows(of: controller.pendingMap), [[1, 2], [3]])
        XCTAssertEqual(refuses([[3]]) { $0.deleteSections([0]); $0.deleteItems(at: [ip(0, 5)]) }, nil)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rows(of: controller.visibleMap), [[3]])
    }
}
