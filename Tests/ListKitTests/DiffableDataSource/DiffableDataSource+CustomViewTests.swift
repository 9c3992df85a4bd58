import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// The data source on a list view of the app's own (here one that checks
/// nothing, like UIKit): it gets one batch per apply (two when sections
/// move: the sections first, then the items), and reads the new counts
/// from the data source inside each.
final class DiffableDataSourceCustomViewTests: XCTestCase {
    func testACustomViewGetsCheckedBatchesPerApply() async throws {
        try await MainActor.run {
            let view = UncheckedListView()
            let dataSource = DiffableDataSource<String, Int>(listView: view)
            view.dataCounts = { (0..<dataSource.numberOfSections).map { dataSource.numberOfItems(inSection: $0) } }
            let first = try DiffableDataSourceTests.snapshot([("a", [1, 2, 3]), ("b", [4])])
            dataSource.apply(first)
            let second = try DiffableDataSourceTests.snapshot([("b", [4, 5]), ("a", [3, 1])])
            var completed = 0
            dataSource.apply(second) { completed += 1 }
            XCTAssertEqual(completed, 1)
            XCTAssertEqual(view.batches.count, 3, "the first apply; then b moves before a, then the items change")
            XCTAssertEqual(view.counts, [2, 2])
            // Each batch is one UIKit accepts for the counts before and after it.
            XCTAssertNoThrow(try view.batches[1].validate(itemCountsBefore: [3, 1], after: [1, 3]))
            XCTAssertEqual(view.batches[1].sectionMoves.count, 1)
            XCTAssertEqual(view.batches[1].itemInserts + view.batches[1].itemDeletes, [])
            XCTAssertNoThrow(try view.batches[2].validate(itemCountsBefore: [1, 3], after: [2, 2]))
            XCTAssertEqual(view.batches[2].sectionMoves.count, 0)
            XCTAssertEqual(dataSource.itemIdentifier(for: [1, 1]), 1)
        }
    }
}
