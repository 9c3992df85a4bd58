import Foundation
import ListKitTestSupport
import ListKitTesting
import ListTestSupport
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
final class ChangeSetResolvedTests: XCTestCase {
    /// R2: rows [0, 1, 2, 3] become [9, 0, 1, 22, 3]. The app inserts (0, 0)
    /// and reloads (0, 2), where 2 was. The reloaded row lands at (0, 3),
    /// where the data source is asked for it, and the view shows 22 there.
    /// (Reloading it at (0, 2), UIKit's index path, showed
    /// [9, 0, 1, 1, 3].)
    func testAReloadedItemIsAskedForWhereItLands() async throws {
        let (controller, dataSource, view) = await loadedController([[0, 1, 2, 3]])
        let kept = (0..<4).map { controller.visibleMap.element(at: ip(0, $0))! }
        dataSource.sections = [[9, 0, 1, 22, 3]]
        var changes = ListDataController.ChangeSet()
        changes.insertItems(at: [ip(0, 0)])
        changes.reloadItems(at: [ip(0, 2)])
        let asked = dataSource.blocksAsked.count
        try controller.update(with: changes)
        XCTAssertEqual(Array(dataSource.blocksAsked[asked...]), [ip(0, 0), ip(0, 3)])
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rows(of: controller.pendingMap), [[9, 0, 1, 22, 3]])
        XCTAssertEqual(rowsOnScreen(view), [[9, 0, 1, 22, 3]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 1)) === kept[0])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 2)) === kept[1])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 4)) === kept[3])
        XCTAssertEqual(view.faults, [])
    }

    /// R2 with a delete and a move beside it: [0, 1, 2, 3, 4] becomes
    /// [1, 20, 4, 3]. The app deletes (0, 0), moves (0, 4) to (0, 2) and
    /// reloads (0, 2). The reload lands at (0, 1).
    func testAReloadBesideADeleteAndAMoveLandsWhereTheyTakeIt() async throws {
        let (controller, dataSource, view) = await loadedController([[0, 1, 2, 3, 4]])
        let four = controller.visibleMap.element(at: ip(0, 4))!
        dataSource.sections = [[1, 20, 4, 3]]
        var changes = ListDataController.ChangeSet()
        changes.deleteItems(at: [ip(0, 0)])
        changes.moveItem(at: ip(0, 4), to: ip(0, 2))
        changes.reloadItems(at: [ip(0, 2)])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rowsOnScreen(view), [[1, 20, 4, 3]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(0, 2)) === four, "a move between kept sections keeps its element")
        XCTAssertEqual(view.faults, [])
    }

    /// R2 and R3: inserting section 0 while reloading section 1 (a collection
    /// view's own batch refuses this pair). The reloaded section lands at 2
    /// and is read whole.
    func testASectionReloadBesideASectionInsertLandsWhereItGoes() async throws {
        let (controller, dataSource, view) = await loadedController([[1, 2], [3, 4], [5]])
        let first = controller.visibleMap.element(at: ip(0, 0))!
        dataSource.sections = [[7], [1, 2], [30, 40, 50], [5]]
        var changes = ListDataController.ChangeSet()
        changes.insertSections([0])
        changes.reloadSections([1])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rowsOnScreen(view), [[7], [1, 2], [30, 40, 50], [5]])
        XCTAssertTrue(controller.visibleMap.element(at: ip(1, 0)) === first)
        XCTAssertEqual(view.faults, [])
    }

    /// R1 and R3: moving section 0 to 1 while inserting item (1, 2) (a
    /// collection view's own batch refuses this pair). The moved section
    /// is read whole where it goes, and the insert is dropped.
    func testAnItemInsertIntoAMovedSectionIsReadWithTheSection() async throws {
        let (controller, dataSource, view) = await loadedController([[1, 2], [3]])
        dataSource.sections = [[3], [1, 2, 6]]
        var changes = ListDataController.ChangeSet()
        changes.moveSection(0, toSection: 1)
        changes.insertItems(at: [ip(1, 2)])
        try controller.update(with: changes)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rowsOnScreen(view), [[3], [1, 2, 6]])
        XCTAssertEqual(rows(of: controller.pendingMap), [[3], [1, 2, 6]])
        XCTAssertEqual(view.faults, [])
    }

    /// The kept move's ends are told apart from edits that are dropped
    /// unchecked (R3): a delete at item 2^32 of a deleted section names no
    /// index path of a kept section, so the move keeps its element.
    func testAnUncheckedEditInASectionReadAnewDoesNotStopAKeptMove() async throws {
        let (controller, dataSource, view) = await loadedController([[1, 2], [3, 4, 5]])
        let moving = controller.pendingMap.element(at: ip(1, 0))!
        dataSource.sections = [[4, 5, 3]]
        var changes = ListDataController.ChangeSet()
        changes.deleteSections([0])
        changes.deleteItems(at: [ip(0, 1 << 32)])
        changes.moveItem(at: ip(1, 0), to: ip(0, 2))
        try controller.update(with: changes)
        XCTAssertTrue(controller.pendingMap.element(at: ip(0, 2)) === moving)
        await waitUntil { controller.isIdle }
        XCTAssertEqual(rowsOnScreen(view), [[4, 5, 3]])
        XCTAssertEqual(view.faults, [])
    }

    /// R4: what Texture refuses is refused, with the reason, and nothing is
    /// applied. A reloaded section also deleted; an item reloaded and
    /// deleted; a delete past a kept section's end. A delete past the end of
    /// a deleted section is dropped, as Texture drops it (R3).
    func testWhatTextureRefusesIsRefused() async throws {
        let (controller, dataSource, _) = await loadedController([[1, 2], [3]])
        func refuses(_ sections: [[Int]], _ edit: (inout ListDataController.ChangeSet) -> Void) -> BatchUpdateError? {
            dataSource.sections = sections
            var changes = ListDataController.ChangeSet()
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

    /// Hostile change sets: random edits of every kind, with indexes past
    /// either end, negative ones, index paths of the wrong length and
    /// duplicates, against data source counts that may or may not add up.
    /// Each is refused with a `BatchUpdateError` or taken; one taken leaves
    /// the pending map at the data source's counts, and the view shows it
    /// without a fault. Every other seed writes a change set that adds up
    /// (item deletes, inserts and reloads in one section, some named twice,
    /// which Texture counts once) before the hostile edits are mixed in.
    /// Seeds 1 to 300, named on failure.
    func testHostileChangeSetsAreRefusedOrLandWhole() async throws {
        var taken = 0
        for seed in UInt64(1)...300 {
            var rng = SplitMix64(seed: seed)
            let before = (0..<Int.random(in: 0...3, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
            var next = 1_000
            func rows(_ count: Int) -> [Int] { (0..<count).map { _ in next += 1; return next } }
            let (controller, dataSource, view) = await loadedController(before.map(rows))
            func index(_ count: Int) -> Int { Int.random(in: -1...(count + 1), using: &rng) }
            func path(_ counts: [Int]) -> IndexPath {
                switch Int.random(in: 0..<12, using: &rng) {
                case 0: return IndexPath(index: index(counts.count))
                case 1: return IndexPath(indexes: [0, 0, 0])
                default:
                    let s = index(counts.count)
                    return IndexPath(indexes: [s, index(counts.indices.contains(s) ? counts[s] : 2)])
                }
            }
            var after = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...5, using: &rng) }
            var changes = ListDataController.ChangeSet()
            if seed % 2 == 0, let s = before.indices.randomElement(using: &rng) {
                after = before
                let deleted = (0..<before[s]).filter { _ in Bool.random(using: &rng) }
                after[s] = before[s] - deleted.count + Int.random(in: 0...2, using: &rng)
                let inserted = (0..<after[s]).shuffled(using: &rng).prefix(after[s] - before[s] + deleted.count)
                for i in deleted { changes.deleteItems(at: Array(repeating: ip(s, i), count: Int.random(in: 1...2, using: &rng))) }
                for i in inserted { changes.insertItems(at: Array(repeating: ip(s, i), count: Int.random(in: 1...2, using: &rng))) }
                if let kept = (0..<before[s]).filter({ !deleted.contains($0) }).randomElement(using: &rng) {
                    changes.reloadItems(at: [ip(s, kept)])
                }
                dataSource.sections = after.map(rows)
                do {
                    try controller.update(with: changes)
                } catch {
                    return XCTFail("seed \(seed): \(changes) adds up, yet was refused: \(error)")
                }
                await waitUntil { controller.isIdle }
                XCTAssertEqual(controller.visibleMap.itemCounts, after, "seed \(seed): \(changes)")
                XCTAssertEqual(view.faults, [], "seed \(seed): \(changes)")
                taken += 1
                continue
            }
            for _ in 0..<Int.random(in: 1...6, using: &rng) {
                switch Int.random(in: 0..<8, using: &rng) {
                case 0: changes.insertSections([max(0, index(after.count))])
                case 1: changes.deleteSections([max(0, index(before.count))])
                case 2: changes.reloadSections([max(0, index(before.count))])
                case 3: changes.moveSection(index(before.count), toSection: index(after.count))
                case 4: changes.insertItems(at: [path(after)])
                case 5: changes.deleteItems(at: [path(before)])
                case 6: changes.reloadItems(at: [path(before)])
                default: changes.moveItem(at: path(before), to: path(after))
                }
            }
            dataSource.sections = after.map(rows)
            do {
                try controller.update(with: changes)
            } catch is BatchUpdateError {
                XCTAssertEqual(controller.pendingMap.itemCounts, before, "seed \(seed): refused, yet the pending map changed")
                continue
            }
            taken += 1
            XCTAssertEqual(controller.pendingMap.itemCounts, after, "seed \(seed): \(changes)")
            await waitUntil { controller.isIdle }
            XCTAssertEqual(controller.visibleMap.itemCounts, after, "seed \(seed): \(changes)")
            XCTAssertEqual(view.faults, [], "seed \(seed): \(changes)")
            XCTAssertEqual((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }, after, "seed \(seed)")
        }
        XCTAssertGreaterThan(taken, 100, "too few change sets added up to exercise landing")
    }
}
