import Foundation
import ListKitTesting
import ListKitTestSupport
import XCTest

/// One clock for a test: a `ManualUpdateScheduler` given to the adapter's
/// updater and to the headless view (`init(size:scheduler:)`) runs the
/// coalesced update and then the batch's completion on one `advance`, as
/// UIKit runs a batch's completion once its animations end. The updater
/// starts an update only after the view finished the last one, so each
/// update in a row lands on its own `advance`, with no task to wait for.
@MainActor
final class HeadlessListViewSchedulerTests: XCTestCase {
    func testUpdatesInARowLandOnAdvanceWhenTheViewSharesTheClock() async {
        let scheduler = ManualUpdateScheduler()
        let feed = FeedSource([Row("a", [1])])
        let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        let view = HeadlessListView(visibleItemCount: 10, scheduler: scheduler)
        adapter.listView = view
        adapter.dataSource = feed
        for (round, id) in ["b", "c", "d"].enumerated() {
            feed.objects.append(Row(id, [round]))
            adapter.performUpdates(animated: true, completion: nil)
            XCTAssertEqual(view.numberOfSections, round + 1, "round \(round): waits for the scheduler")
            scheduler.advance(by: 1)
            XCTAssertEqual(view.numberOfSections, round + 2, "round \(round): landed on advance")
            XCTAssertEqual(scheduler.pendingCount, 0, "round \(round): the completion ran too")
        }
        XCTAssertEqual(view.batchUpdateCount, 3)
        XCTAssertEqual(view.faults, [])
    }
}
