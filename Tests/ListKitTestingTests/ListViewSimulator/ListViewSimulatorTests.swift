import Foundation
import ListDiffReference
import ListTestSupport
import ListKitTesting
import ListUpdates
import XCTest

final class ListViewSimulatorTests: XCTestCase {
    typealias View = ListViewSimulator<String, Int>
    typealias Section = View.Section

    func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
    func move(_ from: (Int, Int), _ to: (Int, Int)) -> List.MoveIndexPath {
        List.MoveIndexPath(from: path(from.0, from.1), to: path(to.0, to.1))
    }

    /// The error `batch` raises on a view showing `old` with `new` as data source.
    func error(_ old: [Section], _ batch: BatchUpdate, _ new: [Section]) -> BatchUpdateError? {
        var view = View(sections: old)
        do {
            try view.performBatchUpdates(batch, dataSource: new)
            return nil
        } catch {
            XCTAssertEqual(view.sections, old, "a rejected batch must leave the view as it was")
            return error as? BatchUpdateError
        }
    }

    func testItemChangesCarryIdentities() throws {
        var view = View(sections: [Section(id: "a", items: [1, 2, 3, 4])])
        var batch = BatchUpdate()
        batch.itemDeletes = [path(0, 1)]
        batch.itemInserts = [path(0, 0)]
        batch.itemMoves = [move((0, 3), (0, 1))]
        let new = [Section(id: "a", items: [9, 4, 1, 3])]
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, new)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(batch.description, "item deletes [[0, 1]], item inserts [[0, 0]], item moves [[0, 3]->[0, 1]]")
    }

    func testSectionOperations() throws {
        var view = View(sections: [Section(id: "a", items: [1]), Section(id: "b", items: [2]), Section(id: "c", items: [3])])
        var batch = BatchUpdate()
        batch.sectionDeletes = [0]
        batch.sectionInserts = [2]
        batch.sectionMoves = [List.MoveIndex(from: 2, to: 0)]
        let new = [Section(id: "c", items: [3]), Section(id: "b", items: [2]), Section(id: "d", items: [7])]
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, new)
        XCTAssertEqual(view.numberOfSections, 3)
    }

    func testMovesAcrossSectionsReloadsAndReconfigures() throws {
        var view = View(sections: [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3])])
        var batch = BatchUpdate()
        batch.itemMoves = [move((0, 0), (1, 1))]
        batch.itemReloads = [path(1, 0)]  // 3 is replaced by what the data source says
        batch.itemReconfigures = [path(0, 1)]
        try view.performBatchUpdates(batch, dataSource: [Section(id: "a", items: [2]), Section(id: "b", items: [30, 1])])
        XCTAssertEqual(view.sections, [Section(id: "a", items: [2]), Section(id: "b", items: [30, 1])])
    }

    func testStaleCellsShowUpAsADifferenceFromTheDataSource() throws {
        var view = View(sections: [Section(id: "a", items: [1, 2])])
        // Counts agree, so UIKit accepts it, but nothing tells the view that 2 became 5.
        try view.performBatchUpdates(BatchUpdate(), dataSource: [Section(id: "a", items: [1, 5])])
        XCTAssertEqual(view.sections, [Section(id: "a", items: [1, 2])])
    }

    func testEachRejection() {
        let one = [Section(id: "a", items: [1, 2, 3])]
        let two = [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3])]
        var b = BatchUpdate()
        XCTAssertEqual(error(one, b, one + [Section(id: "z", items: [])]),
                       .sectionCountMismatch(before: 1, after: 2, inserted: 0, deleted: 0))
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [1, 2])]),
                       .itemCountMismatch(section: 0, before: 3, after: 2, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
        b.itemDeletes = [path(0, 3)]
        XCTAssertEqual(error(one, b, one), .itemOutOfRange(.itemDelete, path(0, 3), count: 3))
        XCTAssertEqual(BatchUpdateError.itemOutOfRange(.itemDelete, path(0, 3), count: 3).description,
                       "attempt to delete item 3 from section 0, which only contains 3 items before the update")
        b = BatchUpdate()
        b.itemInserts = [path(0, 3)]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [1, 2, 3])]), .itemOutOfRange(.itemInsert, path(0, 3), count: 3))
        b = BatchUpdate()
        b.itemDeletes = [path(1, 0)]
        XCTAssertEqual(error(one, b, one), .itemSectionOutOfRange(.itemDelete, path(1, 0), count: 1))
        b = BatchUpdate()
        b.itemDeletes = [IndexPath(index: 0)]
        XCTAssertEqual(error(one, b, one), .malformedIndexPath(.itemDelete, IndexPath(index: 0)))
        b = BatchUpdate()
        b.itemDeletes = [path(0, 0)]
        b.itemMoves = [move((0, 0), (0, 1))]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [2, 1])]), .conflict(.itemDelete, .itemMoveFrom, at: "[0, 0]"))
        b = BatchUpdate()
        b.itemInserts = [path(0, 1)]
        b.itemMoves = [move((0, 0), (0, 1))]
        b.itemDeletes = [path(0, 2)]
        XCTAssertEqual(error(one, b, one), .conflict(.itemMoveTo, .itemInsert, at: "[0, 1]"))
        b = BatchUpdate()
        b.itemDeletes = [path(0, 1)]
        b.itemReloads = [path(0, 1)]
        XCTAssertEqual(error(one, b, one), .conflict(.itemDelete, .itemReload, at: "[0, 1]"))
        b = BatchUpdate()
        b.itemReloads = [path(0, 2)]
        b.itemMoves = [move((0, 2), (0, 0))]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [3, 1, 2])]), .conflict(.itemReload, .itemMoveFrom, at: "[0, 2]"))
        b = BatchUpdate()
        b.itemDeletes = [path(0, 0), path(0, 0)]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [2, 3])]), .duplicate(.itemDelete, at: "[0, 0]"))
        b = BatchUpdate()
        b.itemInserts = [path(0, 0), path(0, 0)]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [0, 0, 1, 2, 3])]), .duplicate(.itemInsert, at: "[0, 0]"))
        b = BatchUpdate()
        b.itemReconfigures = [path(0, 0)]
        b.itemDeletes = [path(0, 0)]
        XCTAssertEqual(error(one, b, [Section(id: "a", items: [2, 3])]), .conflict(.itemDelete, .itemReconfigure, at: "[0, 0]"))

        b = BatchUpdate()
        b.sectionDeletes = [1]
        b.itemMoves = [move((1, 0), (0, 0))]
        XCTAssertEqual(error(two, b, [Section(id: "a", items: [3, 1, 2])]), .conflict(.sectionDelete, .itemMoveFrom, at: "section 1"))
        b = BatchUpdate()
        b.sectionInserts = [2]
        b.itemMoves = [move((0, 0), (2, 0))]
        XCTAssertEqual(error(two, b, two + [Section(id: "c", items: [1])]),
                       .conflict(.sectionInsert, .itemMoveTo, at: "section 2 after the update"))
        b = BatchUpdate()
        b.sectionDeletes = [0]
        b.sectionMoves = [List.MoveIndex(from: 0, to: 1)]
        XCTAssertEqual(error(two, b, [Section(id: "b", items: [3])]), .sectionOutOfRange(.sectionMoveTo, section: 1, count: 1))
        b.sectionInserts = [1]
        XCTAssertEqual(error(two, b, two), .conflict(.sectionDelete, .sectionMoveFrom, at: "section 0"))
        b = BatchUpdate()
        b.sectionMoves = [List.MoveIndex(from: 0, to: 1), List.MoveIndex(from: 0, to: 0)]
        XCTAssertEqual(error(two, b, two), .duplicate(.sectionMoveFrom, at: "section 0"))
        b = BatchUpdate()
        b.sectionMoves = [List.MoveIndex(from: 0, to: 1), List.MoveIndex(from: 1, to: 1)]
        XCTAssertEqual(error(two, b, two), .duplicate(.sectionMoveTo, at: "section 1"))
        b = BatchUpdate()
        b.sectionInserts = [0]
        b.sectionDeletes = [1]
        b.sectionMoves = [List.MoveIndex(from: 0, to: 0)]
        XCTAssertEqual(error(two, b, two), .conflict(.sectionInsert, .sectionMoveTo, at: "section 0"))
        b = BatchUpdate()
        b.sectionReloads = [0]
        b.sectionDeletes = [0]
        XCTAssertEqual(error(two, b, [Section(id: "b", items: [3])]), .conflict(.sectionDelete, .sectionReload, at: "section 0"))
        b = BatchUpdate()
        b.sectionInserts = [5]
        XCTAssertEqual(error(two, b, two + [Section(id: "c", items: [])]), .sectionOutOfRange(.sectionInsert, section: 5, count: 3))
    }

    /// Messages name the operation in the caller's terms: an item operation
    /// in a section that does not exist says so, with the item and section.
    func testMessagesNameTheItemAndTheSection() {
        let view = [Section(id: "a", items: [1]), Section(id: "b", items: [2])]
        var b = BatchUpdate()
        b.itemDeletes = [path(99, 0)]
        XCTAssertEqual(error(view, b, view)?.description,
                       "attempt to delete item 0 from section 99, but there are only 2 sections before the update")
        b = BatchUpdate()
        b.itemInserts = [path(5, 3)]
        XCTAssertEqual(error(view, b, view)?.description,
                       "attempt to insert item 3 into section 5, but there are only 2 sections after the update")
        b = BatchUpdate()
        b.sectionDeletes = [7]
        XCTAssertEqual(error(view, b, view)?.description,
                       "attempt to delete section 7, but there are only 2 sections before the update")
    }

    /// UIKit mishandles every item operation inside a section the same batch
    /// moves: an insert there corrupts its memory (IGListKit's comment on its
    /// rule 4), a delete animates the cell twice and leaves a stale snapshot
    /// view (rule 3), and IGListKit converts item moves out of moved sections
    /// (rule 5). Apple documents nothing that makes reloads or reconfigures
    /// there safe. Old-side operations are checked against the moved
    /// section's old index, new-side ones against its new index; every one
    /// of these batches otherwise adds up.
    func testEveryItemOperationInsideAMovedSectionIsRejected() {
        let old = [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3])]
        let swap = List.MoveIndex(from: 0, to: 1)
        func batch(_ edit: (inout BatchUpdate) -> Void) -> BatchUpdate {
            var b = BatchUpdate()
            b.sectionMoves = [swap]  // "a" moves below "b"
            edit(&b)
            return b
        }
        XCTAssertEqual(error(old, batch { $0.itemDeletes = [path(0, 0)] },
                             [Section(id: "b", items: [3]), Section(id: "a", items: [2])]),
                       .itemChangeInMovedSection(.itemDelete, path(0, 0), sectionMove: swap))
        XCTAssertEqual(error(old, batch { $0.itemInserts = [path(1, 2)] },
                             [Section(id: "b", items: [3]), Section(id: "a", items: [1, 2, 4])]),
                       .itemChangeInMovedSection(.itemInsert, path(1, 2), sectionMove: swap))
        XCTAssertEqual(error(old, batch { $0.itemReloads = [path(0, 1)] },
                             [Section(id: "b", items: [3]), Section(id: "a", items: [1, 2])]),
                       .itemChangeInMovedSection(.itemReload, path(0, 1), sectionMove: swap))
        XCTAssertEqual(error(old, batch { $0.itemReconfigures = [path(0, 1)] },
                             [Section(id: "b", items: [3]), Section(id: "a", items: [1, 2])]),
                       .itemChangeInMovedSection(.itemReconfigure, path(0, 1), sectionMove: swap))
        // Within the moved section, and into it from a section that stays.
        XCTAssertEqual(error(old, batch { $0.itemMoves = [move((0, 0), (1, 1))] },
                             [Section(id: "b", items: [3]), Section(id: "a", items: [2, 1])]),
                       .itemChangeInMovedSection(.itemMoveFrom, path(0, 0), sectionMove: swap))
        XCTAssertEqual(error(old, batch { $0.itemMoves = [move((1, 0), (1, 0))] },
                             [Section(id: "b", items: []), Section(id: "a", items: [3, 1, 2])]),
                       .itemChangeInMovedSection(.itemMoveTo, path(1, 0), sectionMove: swap))
        XCTAssertEqual(
            BatchUpdateError.itemChangeInMovedSection(.itemInsert, path(1, 2), sectionMove: swap).description,
            "attempt to insert item 2 into section 1, a section that moves from 0 to 1 in the same batch: "
                + "send the section as a delete and an insert (BatchUpdate.sanitized() does)")
        // The same section move with its item changes in the other sections is fine.
        var view = View(sections: old)
        XCTAssertNoThrow(try view.performBatchUpdates(batch { _ in }, dataSource: [old[1], old[0]]))
    }

    /// IGListKit issue #690: UIKit raised "attempt to perform an insert and a
    /// move to the same section" on this batch, whose operations name
    /// different sections: a section reload beside other section changes is
    /// unsafe. A reload on its own is fine; so is the same change as a delete
    /// plus an insert.
    func testSectionReloadBesideOtherSectionChangesIsRejected() throws {
        let six = (0..<6).map { Section(id: "s\($0)", items: [$0]) }
        var b = BatchUpdate()
        b.sectionMoves = [List.MoveIndex(from: 2, to: 4)]
        b.sectionReloads = [3]
        b.sectionDeletes = [4]
        b.sectionInserts = [2]
        let new = [six[0], six[1], Section(id: "n", items: [9]), six[3], six[2], six[5]]
        XCTAssertEqual(error(six, b, new), .sectionReloadAmongSectionChanges(section: 3))
        var view = View(sections: six)
        try view.performBatchUpdates(try b.sanitized(), dataSource: new)
        XCTAssertEqual(view.sections, new)
        b = BatchUpdate()
        b.sectionReloads = [3]
        view = View(sections: six)
        XCTAssertNoThrow(try view.performBatchUpdates(b, dataSource: six))
    }

    /// Deleting an index path twice corrupts UIKit in any section.
    func testDuplicateDeleteInADeletedSectionIsRejected() {
        let two = [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3])]
        var b = BatchUpdate()
        b.sectionDeletes = [0]
        b.itemDeletes = [path(0, 1), path(0, 1)]
        XCTAssertEqual(error(two, b, [two[1]]), .duplicate(.itemDelete, at: "[0, 1]"))
    }

    func testItemOperationsInsideReplacedSectionsAreAccepted() throws {
        var view = View(sections: [Section(id: "a", items: [1, 2]), Section(id: "b", items: [3])])
        var batch = BatchUpdate()
        batch.sectionReloads = [0]
        batch.itemDeletes = [path(0, 1)]  // inside the reloaded section: no effect of its own
        var new = [Section(id: "a", items: [5, 6, 7]), Section(id: "b", items: [3])]
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, new)
        batch = BatchUpdate()
        batch.sectionInserts = [2]
        batch.itemInserts = [path(2, 0)]  // inside the inserted section: no effect of its own
        new.append(Section(id: "c", items: [8]))
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, new)
    }

    /// Every diff's batch form applies cleanly and shows the new list, for
    /// both move strategies and with duplicated identifiers.
    func testDiffBatchesAlwaysApply() throws {
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            let alphabet = seed % 3 == 0 ? 1_000 : Int.random(in: 1...8, using: &rng)
            let old = randomItems(Int.random(in: 0...14, using: &rng), alphabet: alphabet, using: &rng)
            let new = randomItems(Int.random(in: 0...14, using: &rng), alphabet: alphabet, using: &rng)
            for strategy in [MoveStrategy.heckel, .minimal] {
                let result = List.diffing(oldArray: old, newArray: new, moves: strategy)
                var view = ListViewSimulator<Int, Item>(sections: [.init(id: 0, items: old)])
                let target = [ListViewSimulator<Int, Item>.Section(id: 0, items: new)]
                XCTAssertNoThrow(try view.performBatchUpdates(result.batchUpdate(inSection: 0), dataSource: target),
                                 "seed \(seed), \(strategy)")
                XCTAssertEqual(view.sections, target, "seed \(seed), \(strategy)")
            }
        }
    }

    /// What the pure-Swift port's batch does with duplicated identifiers:
    /// counts that do not add up, which UIKit rejects.
    func testThePortsBatchWithDuplicatesIsRejected() {
        let old = items([(7, 1)]), new = items([(7, 2), (7, 3)])
        let port = ReferenceDiff.portBatchUpdates(
            ReferenceDiff.diff(old: old, new: new, identifier: { $0.diffIdentifier }, isUpdated: { $0 != $1 }))
        var batch = BatchUpdate()
        batch.itemDeletes = port.deletes.map { path(0, $0) }
        batch.itemInserts = port.inserts.map { path(0, $0) }
        var view = ListViewSimulator<Int, Item>(sections: [.init(id: 0, items: old)])
        XCTAssertThrowsError(try view.performBatchUpdates(batch, dataSource: [.init(id: 0, items: new)])) { error in
            XCTAssertEqual(error as? BatchUpdateError,
                           .itemCountMismatch(section: 0, before: 1, after: 2, inserted: 1, deleted: 1, movedIn: 0, movedOut: 0))
        }
        let ours = List.diffing(oldArray: old, newArray: new).batchUpdate(inSection: 0)
        XCTAssertNoThrow(try view.performBatchUpdates(ours, dataSource: [.init(id: 0, items: new)]))
    }

    /// The raw diff, with updates sent as reloads of moved items, is what
    /// UIKit rejects; the batch form exists for this.
    func testReloadingAMovedItemIsRejected() {
        let old = items([(1, 0), (2, 0)]), new = items([(2, 1), (1, 0)])
        let raw = List.diffing(oldArray: old, newArray: new)
        var batch = BatchUpdate()
        batch.itemReloads = raw.updates.map { path(0, $0) }
        batch.itemMoves = raw.moves.map { move((0, $0.from), (0, $0.to)) }
        var view = ListViewSimulator<Int, Item>(sections: [.init(id: 0, items: old)])
        XCTAssertThrowsError(try view.performBatchUpdates(batch, dataSource: [.init(id: 0, items: new)])) { error in
            XCTAssertEqual(error as? BatchUpdateError, .conflict(.itemReload, .itemMoveFrom, at: "[0, 1]"))
        }
    }
}
