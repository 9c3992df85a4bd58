import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The adapter forwards the view's data prefetching to the section
/// controllers that ask for it (``SectionController/prefetchingDelegate``):
/// per controller, by item index, once per call of the view.
final class ListAdapterPrefetchingTests: XCTestCase {
    @MainActor
    final class PrefetchLog: ListPrefetchingDelegate {
        var events: [String] = []
        func listAdapter(_ listAdapter: ListAdapter, prefetchItemsFor sectionController: SectionController, at indexes: [Int]) {
            events.append("prefetch \((sectionController as? RowController)?.row?.id ?? "?") \(indexes)")
        }
        func listAdapter(
            _ listAdapter: ListAdapter, cancelPrefetchingItemsFor sectionController: SectionController, at indexes: [Int]
        ) {
            events.append("cancel \((sectionController as? RowController)?.row?.id ?? "?") \(indexes)")
        }
    }

    /// Rule: the adapter is the view's prefetch data source once attached
    /// (and leaves `isPrefetchingEnabled` as it is); a controller with a
    /// prefetching delegate hears its own items, by index, once per call of
    /// the view; one without hears nothing; detaching lets go.
    func testOnlyControllersWithADelegateHearTheirItems() async {
        await MainActor.run {
            // 3 rows on screen, a screenful prefetched below.
            let h = AdapterHarness([Row("a", [1, 2, 3, 4]), Row("b", [5, 6, 7, 8, 9, 10]), Row("c", [11, 12])],
                                   visibleItemCount: 3, attach: false)
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            XCTAssertTrue(h.view.prefetchDataSource === h.view.dataSource && h.view.driver === h.adapter.viewDriver)
            XCTAssertTrue(h.view.isPrefetchingEnabled)
            let log = PrefetchLog()
            h.controller("b")!.prefetchingDelegate = log
            h.view.layoutIfNeeded()  // a0-a2 on screen; a3, b0, b1 prefetched
            XCTAssertEqual(h.view.indexPathsForPrefetchedItems, [[0, 3], [1, 0], [1, 1]])
            XCTAssertEqual(log.events, ["prefetch b [0, 1]"], "a has no delegate: skipped")
            h.view.contentOffset = CGPoint(x: 0, y: 44 * 4)  // b0-b2 on screen; band b3-b5; a3 passed unseen
            XCTAssertEqual(log.events.dropFirst(), ["prefetch b [3, 4, 5]"], "a's cancel of a3 is skipped")
            h.view.contentOffset = .zero  // back up: b3-b5 cancelled, b0-b1 were shown
            XCTAssertEqual(log.events.dropFirst(2), ["cancel b [3, 4, 5]"])
            h.adapter.listView = nil
            XCTAssertNil(h.view.prefetchDataSource)
        }
    }

    /// Rule: index paths of several sections make one call per controller,
    /// its indexes in the order given, the controllers in the order of
    /// their first index path; paths of no item are skipped, and one
    /// delegate serves many controllers.
    func testIndexPathsAreGroupedPerController() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3, 4, 5]), Row("c", [6])], visibleItemCount: 1)
            let log = PrefetchLog()
            h.controller("b")!.prefetchingDelegate = log
            h.controller("c")!.prefetchingDelegate = log
            h.view.prefetchDataSource!.headlessListView(h.view, prefetchItemsAt: [[2, 0], [1, 2], [0, 1], [1, 0], [5, 0], [1, 9], [2]])
            XCTAssertEqual(log.events, ["prefetch c [0]", "prefetch b [2, 0]"])
            log.events = []
            h.view.prefetchDataSource!.headlessListView(h.view, cancelPrefetchingForItemsAt: [[1, 1], [2, 0], [1, 2]])
            XCTAssertEqual(log.events, ["cancel b [1, 2]", "cancel c [0]"])
            log.events = []
            h.view.prefetchDataSource!.headlessListView(h.view, prefetchItemsAt: [[0, 0], [0, 1]])
            XCTAssertEqual(log.events, [], "a has no delegate: no call at all")
        }
    }
}
