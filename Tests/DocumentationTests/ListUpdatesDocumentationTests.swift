import Foundation
import ListKitTesting
import ListUpdates
import XCTest

/// The ListUpdates catalog's examples (ListUpdates.docc), each verbatim.
final class ListUpdatesDocumentationTests: XCTestCase {
    struct Message: Equatable { let id: Int; var text: String }
    let old = [Message(id: 1, text: "a"), Message(id: 2, text: "b"), Message(id: 3, text: "c")]
    let new = [Message(id: 3, text: "c"), Message(id: 1, text: "a!"), Message(id: 4, text: "d")]

    func testLandingPage() throws {
        let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).batchUpdate(inSection: 0)

        var view = ListViewSimulator(sections: [.init(id: "feed", items: old.map(\.id))])
        try view.performBatchUpdates(batch, dataSource: [.init(id: "feed", items: new.map(\.id))])

        var before = Snapshot<String, Int>(), after = Snapshot<String, Int>()
        before.appendSections(["feed"]); before.appendItems([1, 2, 3])
        after.appendSections(["feed"]); after.appendItems([3, 1, 4])
        let snapshotBatch = after.batchUpdate(from: before)   // one sanitized batch
        XCTAssertEqual(view.sections, [.init(id: "feed", items: new.map(\.id))])
        var simulator = ListViewSimulator(sections: [.init(id: "feed", items: [1, 2, 3])])
        try simulator.performBatchUpdates(snapshotBatch, dataSource: [.init(id: "feed", items: [3, 1, 4])])
        XCTAssertEqual(simulator.sections, [.init(id: "feed", items: [3, 1, 4])])
    }

    func testTheSimulator() throws {
        var view = ListViewSimulator(sections: [.init(id: "feed", items: old.map(\.id))])
        let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).batchUpdate(inSection: 0)
        try view.performBatchUpdates(batch, dataSource: [.init(id: "feed", items: new.map(\.id))])
        XCTAssertEqual(view.sections, [.init(id: "feed", items: new.map(\.id))])
    }

    func testValidatingAgainstCounts() throws {
        var batch = BatchUpdate()
        batch.itemInserts = [[0, 2]]                    // item 2 of section 0
        try batch.validate(itemCountsBefore: [2], after: [3])      // adds up
        XCTAssertThrowsError(try batch.validate(itemCountsBefore: [2], after: [2]))
    }

    func testSnapshots() throws {
        var snapshot = Snapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        snapshot.moveItem(3, beforeItem: 1)
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: "a"), [3, 1, 2])
        XCTAssertEqual(snapshot.indexOfItem(2), 2)
        snapshot.appendItems([1], toSection: "b")               // a duplicate: refused, recorded
        XCTAssertEqual(snapshot.misuse, .duplicateItem("1"))
        XCTAssertThrowsError(try snapshot.validate())
    }

    func testOneBatchFromTwoSnapshots() throws {
        var before = Snapshot<String, Int>(), after = Snapshot<String, Int>()
        before.appendSections(["feed"]); before.appendItems([1, 2, 3])
        after.appendSections(["feed"]); after.appendItems([3, 1, 4])
        let snapshotBatch = after.batchUpdate(from: before)   // one sanitized batch
        var simulator = ListViewSimulator(sections: [.init(id: "feed", items: [1, 2, 3])])
        try simulator.performBatchUpdates(snapshotBatch, dataSource: [.init(id: "feed", items: [3, 1, 4])])
        XCTAssertEqual(simulator.sections, [.init(id: "feed", items: [3, 1, 4])])
    }

    func testSectionSnapshots() throws {
        var outline = SectionSnapshot<String>()
        try outline.append(["Documents", "Photos"])
        try outline.append(["Taxes", "cv.pdf"], to: "Documents")
        try outline.expand(["Documents"])
        XCTAssertEqual(outline.visibleItems, ["Documents", "Taxes", "cv.pdf", "Photos"])
        XCTAssertEqual(outline.level(of: "cv.pdf"), 1)
    }
}
