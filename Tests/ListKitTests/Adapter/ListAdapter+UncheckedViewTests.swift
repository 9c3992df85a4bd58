import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// A list view that, like UICollectionView, does not tell why a batch is
/// bad: it takes every batch it is given and then shows what its data
/// source reports. (UIKit raises `NSInternalInconsistencyException` instead;
/// either way nothing may reach it that does not add up.)
@MainActor
final class UncheckedListView: ListView {
    var counts: [Int] = []
    var dataCounts: () -> [Int] = { [] }
    private(set) var batches: [BatchUpdate] = []
    private(set) var reloads = 0

    /// Counts to report instead of the real ones (a view that lies).
    var reportedSections: Int?
    var reportedItems: Int?

    var numberOfSections: Int { reportedSections ?? counts.count }
    func numberOfItems(inSection section: Int) -> Int { reportedItems ?? counts[section] }
    func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        batches.append(updates())
        counts = dataCounts()
        completion?(true)
    }
    func reloadData() {
        reloads += 1
        counts = dataCounts()
    }
    var indexPathsForVisibleItems: [IndexPath] { [] }
    func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
    func invalidateLayout(at indexPaths: [IndexPath]) {}
    var isVisible: Bool { true }
    var emptyView: AnyObject?
}

/// Every batch is checked against the counts the data will report before a
/// view sees it: on a mismatch the updater's delegate hears the details and
/// the view is reloaded (inside an update: every section replaced, which
/// any view accepts), on a view that checks nothing itself.
final class ListAdapterUncheckedViewTests: XCTestCase {
    @MainActor
    private static func harness() -> (ListAdapter, UncheckedListView, FeedSource, UpdaterLog, ManualUpdateScheduler) {
        let scheduler = ManualUpdateScheduler()
        let updater = ListAdapterUpdater(scheduler: scheduler)
        let log = UpdaterLog()
        updater.delegate = log
        let adapter = ListAdapter(updater: updater)
        let view = UncheckedListView()
        view.dataCounts = { [unowned adapter] in
            adapter.objects.indices.map { adapter.sectionController(forSection: $0)!.numberOfItems }
        }
        let source = FeedSource([Row("a", [1, 2]), Row("b", [3])])
        adapter.listView = view
        adapter.dataSource = source
        return (adapter, view, source, log, scheduler)
    }

    func testABatchThatDoesNotAddUpNeverReachesTheView() async {
        await MainActor.run {
            let (adapter, view, _, log, scheduler) = Self.harness()
            XCTAssertEqual(view.counts, [2, 1])
            let a = adapter.sectionController(forSection: 0) as! RowController
            // Two items added, one reported.
            adapter.performBatch(animated: true, updates: { batch in
                a.items = [1, 2, 8, 9]
                batch.insert(in: a, at: [2])
            }, completion: nil)
            scheduler.advance(by: 0)
            XCTAssertEqual(log.recoveries, 1)
            XCTAssertEqual(
                log.steps.last { $0.hasPrefix("recovered") },
                "recovered from invalid number of items in section 0: 4 after the update must equal 2 before, plus 1 inserted, "
                    + "minus 0 deleted, plus 0 moved in, minus 0 moved out in item inserts [[0, 2]]")
            var replaced = BatchUpdate()
            replaced.sectionDeletes = [0, 1]
            replaced.sectionInserts = [0, 1]
            XCTAssertEqual(view.batches, [replaced], "the view gets a batch it accepts, not the bad one")
            XCTAssertEqual(view.counts, [4, 1])
        }
    }

    func testAnImmediateChangeThatDoesNotAddUpReloadsInstead() async {
        await MainActor.run {
            let (adapter, view, _, log, _) = Self.harness()
            let b = adapter.sectionController(forSection: 1) as! RowController
            let reloads = view.reloads
            b.items = []  // its item gone, none reported deleted...
            adapter.insert(in: b, at: [0])  // ...and an insert reported instead
            XCTAssertEqual(log.recoveries, 1)
            XCTAssertEqual(view.batches, [], "nothing reached the view")
            XCTAssertEqual(view.reloads, reloads + 1)
            XCTAssertEqual(view.counts, [2, 0])
        }
    }

    /// A view of the app's that reports a negative number of sections or
    /// items (no UIKit view does, but `ListView` is the app's to implement):
    /// every kind of update on it is checked against those counts and fails
    /// the check; outside a batch the view is reloaded instead, inside one it
    /// gets the batch any view accepts, which replaces every section. Nothing
    /// traps, and once the view tells the truth again an update shows the
    /// data.
    func testAViewReportingNegativeCountsIsReloadedNotTrustedOrTrapped() async {
        await MainActor.run {
            let (adapter, view, source, log, scheduler) = Self.harness()
            let a = adapter.sectionController(forSection: 0) as! RowController
            for (sections, items) in [(-1, nil), (nil, -3), (Int.min, Int.min)] as [(Int?, Int?)] {
                view.reportedSections = sections
                view.reportedItems = items
                let reloads = view.reloads, batches = view.batches.count
                a.items.append(a.items.count + 10)
                adapter.insert(in: a, at: [a.items.count - 1])  // at once
                adapter.performBatch(animated: true, updates: { batch in
                    a.items.append(a.items.count + 10)
                    batch.insert(in: a, at: [a.items.count - 1])
                }, completion: nil)
                source.objects.append(Row("n\(view.reloads)", [0]))
                adapter.performUpdates(animated: true)
                scheduler.advance(by: 0)
                let context = "\(sections as Any) \(items as Any)"
                for batch in view.batches[batches...] {
                    XCTAssertFalse(batch.hasItemOperations, context)
                    XCTAssertEqual(batch.sectionInserts, IndexSet(integersIn: 0..<source.objects.count), context)
                    XCTAssertEqual(batch.sectionMoves, [], context)
                }
                XCTAssertGreaterThan(view.reloads, reloads, context)
            }
            view.reportedSections = nil
            view.reportedItems = nil
            source.objects.append(Row("last", [0]))
            adapter.performUpdates(animated: true)
            scheduler.advance(by: 0)
            XCTAssertEqual(view.counts, source.objects.compactMap { ($0 as? Row)?.id == "a" ? a.items.count : ($0 as? Row)?.items.count })
            XCTAssertEqual(log.steps.last, "didPerform")
        }
    }

    /// The app keeps the updater and the view, and lets go of the adapter
    /// while a background diff runs: nothing is left to check a batch
    /// against, and the view's data source is gone, so the view reloads
    /// instead of getting the batch.
    func testAnAdapterReleasedDuringABackgroundDiffSendsNoBatch() async {
        let (updater, view) = await MainActor.run { () -> (ListAdapterUpdater, UncheckedListView) in
            let updater = ListAdapterUpdater(scheduler: ManualUpdateScheduler(), configuration: .backgroundDiffing)
            var adapter: ListAdapter? = ListAdapter(updater: updater)
            let view = UncheckedListView()
            view.dataCounts = { [weak adapter] in
                adapter.map { a in a.objects.indices.map { a.sectionController(forSection: $0)!.numberOfItems } } ?? []
            }
            let source = FeedSource([Row("a", [1])])
            adapter?.listView = view
            adapter?.dataSource = source
            source.objects = [Row("b", [2]), Row("a", [1]), Row("c", [3])]
            adapter?.performUpdates(animated: true)
            (updater.scheduler as! ManualUpdateScheduler).advance(by: 0)
            adapter = nil
            withExtendedLifetime(source) {}
            return (updater, view)
        }
        await updater.pendingDiff?.value
        await MainActor.run {
            let reloads = view.reloads
            (updater.scheduler as! ManualUpdateScheduler).advance(by: 0)
            XCTAssertEqual(view.batches, [])
            XCTAssertEqual(view.reloads, reloads + 1)
        }
    }

    func testABatchThatAddsUpGoesThroughAsIs() async {
        await MainActor.run {
            let (adapter, view, source, log, scheduler) = Self.harness()
            source.objects = [Row("b", [3]), Row("a", [1, 2]), Row("c", [4])]
            adapter.performUpdates(animated: true)
            scheduler.advance(by: 0)
            XCTAssertEqual(log.recoveries, 0)
            var expected = BatchUpdate()
            expected.sectionInserts = [2]
            expected.sectionMoves = [List.MoveIndex(from: 1, to: 0)]
            XCTAssertEqual(view.batches, [expected])
            XCTAssertEqual(view.counts, [1, 2, 1])
        }
    }
}
