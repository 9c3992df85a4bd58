import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Items with a version each: a cell shows "item:version", so a cell that
/// was not asked for again after its item changed shows an old version.
final class VersionedController: SectionController, ListDisplayDelegate {
    var items: [Int] = []
    var versions: [Int: Int] = [:]
    /// The indexes `cellForItem(at:)` was asked for, in order.
    var asked: [Int] = []
    var events: [String] = []

    override init() {
        super.init()
        displayDelegate = self
    }

    override var numberOfItems: Int { items.count }
    override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
    override func didUpdate(to object: any ListDiffable) { items = (object as? Row)?.items ?? [] }
    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 320, height: 40) }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        asked.append(index)
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = label(of: items[index])
        cell?.configured += 1
        return cell
    }

    func label(of item: Int) -> String { "\(item):\(versions[item, default: 0])" }
    func bump(_ item: Int) { versions[item, default: 0] += 1 }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) { events.append("willDisplaySection") }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) { events.append("didEndDisplayingSection") }
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cell: any ListReusableView, at index: Int
    ) { events.append("willDisplay \(makeIndexPath(sectionController.section ?? -1, index))") }
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cell: any ListReusableView,
        at index: Int
    ) { events.append("didEndDisplaying \(makeIndexPath(sectionController.section ?? -1, index))") }
}

/// `ListBatchContext.reconfigure(in:at:)`, as UIKit's `reconfigureItems(at:)`:
/// the cell is kept and asked for again, without `prepareForReuse()` and
/// without display events; composed with the other changes of the update.
final class ListBatchContextTests: XCTestCase {
    @MainActor
    private static func harness(_ items: [Int]) -> (AdapterHarness, VersionedController) {
        let h = AdapterHarness([Row("a", items)], attach: false)
        var made: VersionedController?
        h.source.makeController = { _ in
            let controller = VersionedController()
            made = controller
            return controller
        }
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        h.view.layoutIfNeeded()
        return (h, made!)
    }

    /// Every cell on screen shows its item's current version, at its place.
    @MainActor
    private static func assertCellsShowTheData(_ h: AdapterHarness, _ c: VersionedController, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(h.view.sections, h.expected, file: file, line: line)
        for path in h.view.indexPathsForVisibleItems {
            XCTAssertEqual((h.view.cellForItem(at: path) as? LabelCell)?.text, c.label(of: c.items[path[1]]), "\(path)", file: file, line: line)
        }
    }

    @MainActor
    private static func cells(_ h: AdapterHarness) -> [LabelCell] { (0..<h.counts[0]).map { h.view.cellForItem(at: [0, $0]) as! LabelCell } }

    func testAReconfiguredItemKeepsItsCellAndIsAskedAgain() async {
        await MainActor.run {
            let (h, c) = Self.harness([1, 2, 3])
            let before = Self.cells(h)
            c.asked = []
            c.events = []
            var finished: Bool?
            h.adapter.performBatch(animated: true, updates: { batch in
                c.bump(2)
                batch.reconfigure(in: c, at: [1])
            }, completion: { finished = $0 })
            h.advance()
            XCTAssertEqual(finished, true)
            XCTAssertEqual(h.log.recoveries, 0)
            var expected = BatchUpdate()
            expected.itemReconfigures = [[0, 1]]
            XCTAssertEqual(h.log.batches, [expected])
            XCTAssertEqual(c.asked, [1], "cellForItem asked again for the item, and only it")
            XCTAssertTrue(Self.cells(h).elementsEqual(before, by: ===), "every cell kept")
            XCTAssertEqual(before[1].text, "2:1")
            XCTAssertEqual(before[1].configured, 2)
            XCTAssertEqual(before.map(\.reuseCount), [0, 0, 0], "no prepareForReuse")
            XCTAssertEqual(c.events, [], "no display events")
            Self.assertCellsShowTheData(h, c)

            // Outside a batch: at once, the same way.
            c.bump(1)
            h.adapter.reconfigure(in: c, at: [0])
            XCTAssertEqual(h.log.steps.last, "immediately item reconfigures [[0, 0]]")
            XCTAssertTrue(Self.cells(h).elementsEqual(before, by: ===))
            XCTAssertEqual(c.events, [])
            Self.assertCellsShowTheData(h, c)
        }
    }

    /// One block: a reconfigure shifted by an insert stays in the batch at
    /// its index before the update; one of a deleted item is dropped; one
    /// of a reloaded item becomes the reload.
    func testReconfiguresComposedWithInsertsDeletesAndReloads() async {
        await MainActor.run {
            let (h, c) = Self.harness([1, 2, 3, 4])
            let before = Self.cells(h)
            h.adapter.performBatch(animated: true, updates: { batch in
                c.items = [9, 1, 2, 4]
                c.bump(2)
                c.bump(1)
                batch.insert(in: c, at: [0])
                batch.delete(in: c, at: [2])
                batch.reconfigure(in: c, at: [1, 2])  // 2 kept, 3 deleted
                batch.reload(in: c, at: [0])
                batch.reconfigure(in: c, at: [0])     // 1 reloaded: the reload wins
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            var expected = BatchUpdate()
            expected.itemDeletes = [[0, 0], [0, 2]]
            expected.itemInserts = [[0, 0], [0, 1]]
            expected.itemReconfigures = [[0, 1]]
            XCTAssertEqual(h.log.batches, [expected])
            let after = Self.cells(h)
            XCTAssertTrue(after[2] === before[1], "the reconfigured item keeps its cell where it landed")
            XCTAssertTrue(after[3] === before[3])
            XCTAssertFalse(after[1] === before[0], "the reloaded item has a new cell")
            XCTAssertEqual(before[1].reuseCount, 0)
            Self.assertCellsShowTheData(h, c)
        }
    }

    /// A reconfigured item that moves keeps its cell: the batch moves it,
    /// and a batch of its own right after reconfigures it where it landed
    /// (UIKit raises on an item both moved and reconfigured in a batch).
    /// The completion runs once, after the second batch.
    func testAReconfiguredItemThatMovesIsReconfiguredWhereItLanded() async {
        await MainActor.run {
            let (h, c) = Self.harness([1, 2, 3])
            let before = Self.cells(h)
            c.events = []
            var finished: [Bool] = []
            h.adapter.performBatch(animated: true, updates: { batch in
                c.items = [2, 3, 1]
                c.bump(1)
                batch.move(in: c, from: 0, to: 2)
                batch.reconfigure(in: c, at: [0])
            }, completion: { finished.append($0) })
            h.advance()
            XCTAssertEqual(finished, [true])
            XCTAssertEqual(h.log.recoveries, 0)
            var moved = BatchUpdate()
            moved.itemMoves = [List.MoveIndexPath(from: [0, 0], to: [0, 2])]
            var reconfigured = BatchUpdate()
            reconfigured.itemReconfigures = [[0, 2]]
            XCTAssertEqual(h.log.batches, [moved, reconfigured])
            XCTAssertTrue(Self.cells(h)[2] === before[0], "the moved item kept its cell")
            XCTAssertEqual(before[0].text, "1:1")
            XCTAssertEqual(before[0].reuseCount, 0)
            XCTAssertEqual(c.events, [])
            Self.assertCellsShowTheData(h, c)
        }
    }

    /// Several blocks in one update: a reconfigure names the item before its
    /// block, and follows it through the later blocks.
    func testReconfiguresAcrossBlocksFollowTheirItems() async {
        await MainActor.run {
            let (h, c) = Self.harness([1, 2, 3, 4])
            let before = Self.cells(h)
            // Insert 9 at the top, then reconfigure 1 (now at 1); reconfigure 3,
            // then delete it; reconfigure 4, then reload it.
            h.adapter.performBatch(animated: true, updates: { batch in
                c.items = [9, 1, 2, 3, 4]
                batch.insert(in: c, at: [0])
            }, completion: nil)
            h.adapter.performBatch(animated: true, updates: { batch in
                c.bump(1)
                c.bump(3)
                c.bump(4)
                batch.reconfigure(in: c, at: [1, 3, 4])
            }, completion: nil)
            h.adapter.performBatch(animated: true, updates: { batch in
                c.items = [9, 1, 2, 4]
                batch.delete(in: c, at: [3])
                batch.reload(in: c, at: [4])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.log.batches.count, 1)
            let batch = h.log.batches[0]
            XCTAssertEqual(batch.itemReconfigures, [[0, 0]], "1, by its index before the update")
            XCTAssertEqual(Set(batch.itemDeletes), [[0, 2], [0, 3]], "3 deleted, 4 reloaded")
            XCTAssertEqual(Set(batch.itemInserts), [[0, 0], [0, 3]], "9 inserted, 4 reloaded")
            let after = Self.cells(h)
            XCTAssertTrue(after[1] === before[0])
            XCTAssertTrue(after[2] === before[1])
            XCTAssertFalse(after[3] === before[3], "the reload won")
            Self.assertCellsShowTheData(h, c)
        }
    }

    /// A section that moves in the update while its items change is
    /// replaced whole (UIKit mishandles item changes in a moved section):
    /// the reconfigure that would follow a moved item there is dropped too.
    func testReconfiguresInASectionTheUpdateReplacesAreDropped() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3]), Row("c", [4])], attach: false)
            h.source.makeController = { _ in VersionedController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            let a = h.adapter.sectionController(for: Row("a")) as! VersionedController
            h.source.objects = [Row("b", [3]), Row("c", [4]), Row("a", [1, 2])]  // a moves
            h.adapter.performUpdates(animated: true)
            h.adapter.performBatch(animated: true, updates: { batch in
                a.items = [2, 1]
                a.bump(1)
                batch.move(in: a, from: 0, to: 1)
                batch.reconfigure(in: a, at: [0])
            }, completion: nil)
            h.advance()
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.log.batches.count, 1, "no reconfigure batch for a replaced section")
            XCTAssertEqual(h.log.batches.first?.sectionDeletes, [0])
            XCTAssertEqual(h.log.batches.first?.sectionInserts, [2])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual((h.view.cellForItem(at: [2, 1]) as? LabelCell)?.text, "1:1")
        }
    }

    /// The default of a batch context that is not the adapter's reloads.
    func testTheDefaultReconfigureReloads() async {
        await MainActor.run {
            final class Context: ListBatchContext {
                var calls: [String] = []
                func insert(in sectionController: SectionController, at indexes: IndexSet) {}
                func delete(in sectionController: SectionController, at indexes: IndexSet) {}
                func reload(in sectionController: SectionController, at indexes: IndexSet) { calls.append("reload \(Array(indexes))") }
                func move(in sectionController: SectionController, from: Int, to: Int) {}
                func reload(_ sectionController: SectionController) {}
                func invalidateLayout(in sectionController: SectionController, at indexes: IndexSet) {}
            }
            let context = Context()
            context.reconfigure(in: SectionController(), at: [1, 2])
            XCTAssertEqual(context.calls, ["reload [1, 2]"])
        }
    }
}
