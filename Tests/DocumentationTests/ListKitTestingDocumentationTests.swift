import Foundation
import ListKitTesting
import XCTest

/// A row of its own section (TestingOnTheHeadlessView).
struct Row: ListDiffable, Equatable {
    let id: Int
    var diffIdentifier: AnyHashable { id }
}

@MainActor
final class Rows: ListAdapterDataSource {
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    var items = [Row(id: 1), Row(id: 2)]
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { items }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        SingleItemSectionController<Row>()
    }
}

/// The ListKitTesting catalog's examples (ListKitTesting.docc), each
/// verbatim. The worked examples' excerpts are in Examples/ and run under
/// FeedScreenTests and OutlineScreenTests.
final class ListKitTestingDocumentationTests: XCTestCase {
    /// Registrations (TestingOnTheHeadlessView).
    func testRegistrations() async {
        await MainActor.run {
            let view = HeadlessListView(visibleItemCount: 10)
            var shownTitles: [String] = []
            let titles = HeadlessListView.CellRegistration<HeadlessCell, String> { cell, indexPath, title in
                shownTitles.append(title)
            }
            let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, title in
                view.dequeueConfiguredReusableCell(using: titles, for: indexPath, item: title)
            }
            var snapshot = Snapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            dataSource.apply(snapshot, animatingDifferences: false)
            view.layoutIfNeeded()
            XCTAssertEqual(shownTitles, ["a", "b"])
            XCTAssertEqual(view.faults, [])
        }
    }

    func testLandingPage() async throws {
        try await Self.landingPage()
    }

    @MainActor
    static func landingPage() throws {
        let view = HeadlessListView(visibleItemCount: 10)
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, title in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = Snapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot)
        print(view.visibleCells.count)   // 2
        XCTAssertEqual(view.visibleCells.count, 2)
        XCTAssertEqual(dataSource.snapshot(), snapshot)
    }

    func testTheAdapterOnTheHeadlessView() async throws {
        try await Self.adapterOnTheHeadlessView()
    }

    @MainActor
    static func adapterOnTheHeadlessView() throws {
        let rows = Rows()
        let scheduler = ManualUpdateScheduler()
        let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduler: scheduler)
        let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        adapter.listView = view
        adapter.dataSource = rows                  // shows the rows at once
        rows.items.append(Row(id: 3))
        adapter.performUpdates(animated: true)     // coalesced: waits for the scheduler
        XCTAssertEqual(view.numberOfSections, 2)
        scheduler.advance(by: 1)
        XCTAssertEqual(view.numberOfSections, 3)
        XCTAssertEqual(view.faults, [])
    }

    func testAHorizontalStrip() async {
        await MainActor.run {
            let strip = HeadlessListView(size: CGSize(width: 320, height: 100))
            strip.scrollDirection = .horizontal
            strip.sectionInset = ListEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
            strip.minimumInteritemSpacing = 4
            strip.contentOffset = CGPoint(x: 200, y: 0)
            let tapped = strip.indexPathForItem(at: CGPoint(x: 210, y: 20))
            XCTAssertNil(tapped, "no data source: no items")
            XCTAssertEqual(strip.contentOffset, CGPoint(x: 200, y: 0))
            XCTAssertEqual(strip.contentSize, CGSize(width: 0, height: 100))
        }
    }

    func testPrefetching() async throws {
        try await Self.prefetching()
    }

    @MainActor
    static func prefetching() throws {
        final class SectionLoader: ListPrefetchingDelegate {
            var prefetched: [Int] = [], cancelled: [Int] = []
            func listAdapter(_ listAdapter: ListAdapter, prefetchItemsFor sectionController: SectionController, at indexes: [Int]) {
                prefetched.append(sectionController.section!)
            }
            func listAdapter(
                _ listAdapter: ListAdapter, cancelPrefetchingItemsFor sectionController: SectionController, at indexes: [Int]
            ) {
                cancelled.append(sectionController.section!)
            }
        }

        let rows = Rows()
        rows.items = (1...30).map { Row(id: $0) }              // one row of 44 points per section
        let view = HeadlessListView(size: CGSize(width: 320, height: 440))
        let adapter = ListAdapter()
        adapter.listView = view                                 // also its prefetch data source
        adapter.dataSource = rows
        let loader = SectionLoader()
        for section in 0..<30 { adapter.sectionController(forSection: section)?.prefetchingDelegate = loader }
        view.layoutIfNeeded()                                   // sections 0-9 on screen
        print(loader.prefetched)                                // 10...19: the screenful below
        view.contentOffset = CGPoint(x: 0, y: 44 * 5)           // 5-14 on screen; 20-24 prefetched
        view.contentOffset = .zero                              // back up
        print(loader.cancelled)                                 // 15...24: prefetched, never shown
        XCTAssertEqual(loader.prefetched, Array(10...24))
        XCTAssertEqual(loader.cancelled, Array(15...24))
        XCTAssertEqual(view.indexPathsForPrefetchedItems, [])
        XCTAssertEqual(view.faults, [])
    }
}

