import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// Hostile input for the headless view: rejected, awkward and random
// batches.
extension HeadlessListViewHostileTests {
    // MARK: Batches

    /// Rule: a rejected batch throws, runs no completion, and leaves the
    /// view as it was and consistent (the data source is put back too).
    func testRejectedBatchesLeaveTheViewUnchanged() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<5), Self.section("b", 5..<10)])
            let view = Self.view(model)
            view.contentOffset = CGPoint(x: 0, y: 100)
            let before = view.visibleCells.map(ObjectIdentifier.init)
            var bad: [BatchUpdate] = []
            var b = BatchUpdate()
            b.itemDeletes = [[0, 9]]; bad.append(b)
            b = BatchUpdate(); b.itemInserts = [[0, 0]]; bad.append(b)  // counts do not change
            b = BatchUpdate(); b.itemReconfigures = [[0, 0]]; b.itemDeletes = [[0, 0]]; bad.append(b)
            b = BatchUpdate(); b.itemReconfigures = [[-1, 0]]; bad.append(b)
            b = BatchUpdate(); b.itemMoves = [List.MoveIndexPath(from: [0], to: [0, 1])]; bad.append(b)
            b = BatchUpdate(); b.sectionReloads = [5]; bad.append(b)
            for batch in bad {
                var completed = false
                XCTAssertThrowsError(try view.performBatchUpdates(batch, updateData: {}, completion: { _ in completed = true }))
                XCTAssertFalse(completed)
                XCTAssertEqual(view.visibleCells.map(ObjectIdentifier.init), before)
                Self.assertConsistent(view, model, "\(batch)")
            }
        }
    }

    /// Rule: reconfiguring an item off screen asks for no cell; moves
    /// across sections keep visible cells; a reload of a visible section
    /// gives new cells; each step stays consistent.
    func testAwkwardBatches() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6), Self.section("c", 6..<30)])
            let view = Self.view(model, size: CGSize(width: 320, height: 44 * 5))
            view.layoutIfNeeded()
            let requests = view.cellRequestCount
            var batch = BatchUpdate()
            batch.itemReconfigures = [[2, 20]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.cellRequestCount, requests, "off screen: not asked")

            let moved = view.cellForItem(at: [0, 0])
            model.data[0].items.remove(at: 0)
            model.data[1].items.insert(0, at: 1)
            batch = BatchUpdate()
            batch.itemMoves = [List.MoveIndexPath(from: [0, 0], to: [1, 1])]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertTrue(view.cellForItem(at: [1, 1]) === moved, "moved across sections: same cell")
            Self.assertConsistent(view, model, "move")

            let old = view.cellForItem(at: [1, 0])
            model.data[1] = HeadlessListView.Section(id: "b", items: [40, 41])
            batch = BatchUpdate()
            batch.sectionReloads = [1]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertFalse(view.cellForItem(at: [1, 0]) === old, "reloaded: a new cell")
            Self.assertConsistent(view, model, "section reload")

            // A reconfigure of an item in a section the batch reloads is
            // taken by the reload.
            model.data[1] = HeadlessListView.Section(id: "b", items: [50])
            batch = BatchUpdate()
            batch.sectionReloads = [1]
            batch.itemReconfigures = [[1, 1]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            Self.assertConsistent(view, model, "reconfigure in a reloaded section")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: many random batches in a row, with random sizes, scrolls and
    /// selections, keep the view consistent with the data source (seeded;
    /// the seed and step are printed on failure).
    func testManyRandomBatchesWithVariedSizes() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...25 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...15, using: &rng)
                let model = Hostile(list.data)
                // Sizes follow the item's identity: 20 to 200 wide, 10 to 90 high.
                model.size = { path in
                    let id = model.data[path[0]].items[path[1]].base as! Int
                    return CGSize(width: CGFloat(20 + (id * 37) % 181), height: CGFloat(10 + (id * 53) % 81))
                }
                let view = Self.view(model, size: CGSize(width: 320, height: CGFloat(Int.random(in: 50...400, using: &rng))))
                for step in 0..<30 {
                    let old = try list.snapshot()
                    list.edit(using: &rng)
                    let new = try list.snapshot()
                    var batch = new.batchUpdate(from: old, moves: Bool.random(using: &rng) ? .minimal : .heckel)
                    // Reconfigure a random survivor that stays in place.
                    let survivors = view.sections.enumerated().flatMap { s, section in
                        section.items.indices.map { makeIndexPath(s, $0) }
                    }.filter { path in
                        !batch.itemDeletes.contains(path) && !batch.itemMoves.contains { $0.from == path }
                    }
                    if let path = survivors.randomElement(using: &rng), !batch.sectionDeletes.contains(path[0]),
                       !batch.sectionMoves.contains(where: { $0.from == path[0] }) {
                        batch.itemReconfigures = [path]
                    }
                    let context = "seed \(seed), step \(step)"
                    do {
                        try view.performBatchUpdates(batch, updateData: { model.data = list.data }, completion: nil)
                    } catch {
                        XCTFail("\(context): \(error)")
                        return
                    }
                    if Bool.random(using: &rng) {
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                    if let path = view.indexPathsForVisibleItems.randomElement(using: &rng) { view.tapItem(at: path) }
                    Self.assertConsistent(view, model, context)
                    for path in view.indexPathsForVisibleItems {
                        XCTAssertEqual(view.cellForItem(at: path)?.isSelected, view.indexPathsForSelectedItems.contains(path), context)
                    }
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }
}
