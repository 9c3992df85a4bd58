import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import XCTest

/// corelibs XCTest cannot run main-actor test methods, so each test hops to
/// the main actor itself.
final class HeadlessListViewTests: XCTestCase {
    @MainActor static var keepAlive: HeadlessListView?

    @MainActor
    final class Model: SectionsDataSource {
        var data: [HeadlessListView.Section]
        var queries = 0
        init(_ data: [HeadlessListView.Section]) { self.data = data }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        /// Counts the times the view reads the data (it starts with the
        /// number of sections).
        func numberOfSections(in view: HeadlessListView) -> Int {
            queries += 1
            return data.count
        }
    }

    nonisolated static func section(_ id: String, _ items: [Int]) -> HeadlessListView.Section {
        HeadlessListView.Section(id: AnyHashable(id), items: items.map { AnyHashable($0) })
    }

    func testCountsComeFromTheDataSourceOnceUntilAnUpdate() async throws { try await MainActor.run { try Self.checkCountsComeFromTheDataSourceOnceUntilAnUpdate() } }

    @MainActor
    private static func checkCountsComeFromTheDataSourceOnceUntilAnUpdate() throws {
        let model = Model([Self.section("a", [1, 2, 3])])
        var pending: [@MainActor () -> Void] = []
        let view = HeadlessListView(scheduleCompletion: { pending.append($0) })
        view.dataSource = model
        XCTAssertEqual(view.numberOfSections, 1)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(view.numberOfItems(inSection: 5), 0)
        model.data = [Self.section("a", [1])]  // changed without telling the view
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(model.queries, 1)

        var batch = BatchUpdate()
        batch.itemDeletes = [IndexPath(indexes: [0, 0])]
        batch.itemInserts = [IndexPath(indexes: [0, 2])]
        var finished: [Bool] = []
        try view.performBatchUpdates(batch, updateData: { model.data = [Self.section("a", [2, 3, 4])] },
                                     completion: { finished.append($0) })
        XCTAssertEqual(view.sections, [Self.section("a", [2, 3, 4])])
        XCTAssertEqual(finished, [], "the completion runs later, like UIKit's")
        pending.forEach { $0() }
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(view.batchUpdateCount, 1)
    }

    func testRejectedBatchThrowsAndSkipsTheCompletion() async throws { try await MainActor.run { try Self.checkRejectedBatchThrowsAndSkipsTheCompletion() } }

    @MainActor
    private static func checkRejectedBatchThrowsAndSkipsTheCompletion() throws {
        let model = Model([Self.section("a", [1, 2])])
        var pending: [@MainActor () -> Void] = []
        let view = HeadlessListView(scheduleCompletion: { pending.append($0) })
        view.dataSource = model
        var batch = BatchUpdate()
        batch.itemDeletes = [IndexPath(indexes: [0, 0])]
        XCTAssertThrowsError(try view.performBatchUpdates(batch, updateData: { model.data = [Self.section("a", [1, 2, 3])] },
                                                          completion: { _ in XCTFail("no completion for a rejected batch") })) {
            XCTAssertEqual($0 as? BatchUpdateError,
                           .itemCountMismatch(section: 0, before: 2, after: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        }
        XCTAssertEqual(view.sections, [Self.section("a", [1, 2])])
        XCTAssertTrue(pending.isEmpty)
        view.reloadData()
        XCTAssertEqual(view.sections, [Self.section("a", [1, 2, 3])])
        XCTAssertEqual(view.reloadCount, 1)
    }

    func testVisibleItemsAndScrolling() async throws { try await MainActor.run { try Self.checkVisibleItemsAndScrolling() } }

    @MainActor
    private static func checkVisibleItemsAndScrolling() throws {
        let model = Model([Self.section("a", [1, 2]), Self.section("b", [3, 4, 5])])
        let view = HeadlessListView(visibleItemCount: 2, scheduleCompletion: { _ in })
        view.dataSource = model
        XCTAssertEqual(view.indexPathsForVisibleItems, [IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 1])])
        view.scrollToItem(at: IndexPath(indexes: [1, 1]), animated: true)
        XCTAssertEqual(view.indexPathsForVisibleItems, [IndexPath(indexes: [1, 1]), IndexPath(indexes: [1, 2])])
        view.scrollToItem(at: IndexPath(indexes: [7, 0]), animated: false)  // ignored
        XCTAssertEqual(view.indexPathsForVisibleItems.first, IndexPath(indexes: [1, 1]))
    }

    func testWithoutADataSourceTheViewIsEmpty() async throws { try await MainActor.run { try Self.checkWithoutADataSourceTheViewIsEmpty() } }

    @MainActor
    private static func checkWithoutADataSourceTheViewIsEmpty() throws {
        let view = HeadlessListView(scheduleCompletion: { _ in })
        XCTAssertEqual(view.numberOfSections, 0)
        XCTAssertEqual(view.indexPathsForVisibleItems, [])
        let listView: any ListView = view
        try listView.performBatchUpdates(BatchUpdate(), updateData: {}, completion: nil)
        XCTAssertEqual(view.batchUpdateCount, 1)
    }

    func testTheDefaultSchedulerRunsTheCompletionOnALaterTurn() async throws {
        let done = expectation(description: "completion")
        try await MainActor.run { () throws in
            let view = HeadlessListView()
            let model = Model([Self.section("a", [1])])
            view.dataSource = model
            try view.performBatchUpdates(BatchUpdate(), updateData: {}, completion: { finished in
                XCTAssertTrue(finished)
                done.fulfill()
            })
            Self.keepAlive = view
        }
        await fulfillment(of: [done], timeout: 5)
    }
}
