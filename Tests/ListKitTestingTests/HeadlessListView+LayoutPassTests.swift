import Foundation
import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import XCTest

/// The first layout pass and the order of display events: UIKit makes no
/// cell before its first layout pass, takes scrolled-out cells off screen
/// before it asks for new ones, and in a batch brings the new views in while
/// the old ones animate out (see "Layout pass" and "Display" in
/// `HeadlessListView`).
final class HeadlessListViewLayoutPassTests: XCTestCase {
    typealias Model = HeadlessListViewCellsTests.Model
    typealias Log = HeadlessListViewCellsTests.Log

    @MainActor
    static func unlaidOutView(_ model: Model, _ log: Log, visible: Int = 3) -> HeadlessListView {
        let view = HeadlessListView(visibleItemCount: visible, scheduleCompletion: { $0() })
        view.dataSource = model
        view.delegate = log
        return view
    }

    /// Rule: counts, identities, frames and the content size load and lay
    /// out the data but make no cell; the first query of what the view
    /// shows (or `layoutIfNeeded()`) runs the first layout pass.
    func testNoCellBeforeTheFirstLayoutPass() async {
        await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<10)]), log = Log()
            let view = Self.unlaidOutView(model, log)
            XCTAssertEqual(view.numberOfSections, 1)
            XCTAssertEqual(view.numberOfItems(inSection: 0), 10)
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(view.frameForItem(at: [0, 4])?.minY, 176)
            XCTAssertEqual(view.contentSize.height, 440)
            view.reloadData()
            try? view.performBatchUpdates(BatchUpdate(), updateData: {}, completion: nil)
            view.size = CGSize(width: 320, height: 88)
            XCTAssertEqual(view.cellRequestCount, 0, "no cell before the first layout pass")
            XCTAssertEqual(log.events, [])
            view.layoutIfNeeded()
            XCTAssertEqual(log.events, ["+0", "+1"])
            view.layoutIfNeeded()
            XCTAssertEqual(view.cellRequestCount, 2, "the pass runs once")
            let logs = [Log(), Log(), Log()]
            let other = Self.unlaidOutView(model, logs[0])
            XCTAssertEqual(other.visibleCells.count, 3, "visibleCells runs the pass")
            XCTAssertNotNil(Self.unlaidOutView(model, logs[1]).cellForItem(at: [0, 0]), "so does cellForItem(at:)")
            XCTAssertEqual(Self.unlaidOutView(model, logs[2]).indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
            XCTAssertEqual(logs.map(\.events.count), [3, 3, 3])
        }
    }

    /// Rule: a scroll before the first layout pass runs it at the new
    /// offset: the rows above are never asked for nor displayed.
    func testScrollingBeforeTheFirstLayoutPassShowsOnlyTheRowsScrolledTo() async {
        await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<100)]), log = Log()
            let view = Self.unlaidOutView(model, log)
            view.scrollToItem(at: [0, 50], animated: false)
            XCTAssertEqual(log.events, ["+50", "+51", "+52"])
            XCTAssertEqual(view.cellRequestCount, 3)
        }
    }

    /// Rule: in a batch, the views that arrive will display before the ones
    /// they replace end (arrivals, then departures, each in index-path
    /// order); a scroll ends the views that leave before the new ones show.
    func testABatchShowsArrivalsBeforeDeparturesAScrollTheOtherWayRound() async throws {
        try await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<10)]), log = Log()
            let view = HeadlessListViewCellsTests.view(model, log)
            log.events = []
            var batch = BatchUpdate()
            batch.itemReloads = [[0, 0], [0, 2]]
            batch.itemDeletes = [[0, 1]]
            batch.itemInserts = [[0, 1]]
            try view.performBatchUpdates(batch, updateData: {
                model.data[0].items[0] = 20
                model.data[0].items[1] = 21
                model.data[0].items[2] = 22
            }, completion: nil)
            XCTAssertEqual(log.events, ["+20", "+21", "+22", "-0", "-1", "-2"])
            log.events = []
            view.contentOffset = CGPoint(x: 0, y: 88)
            XCTAssertEqual(log.events, ["-0", "-1", "+3", "+4"])
        }
    }

    /// Rule: UIKit's flow layout asks its delegate for header and footer
    /// sizes on every update, so a header a section gains shows at the next
    /// batch, even one that changes nothing; and an invalidation of an empty
    /// section (`[section, 0]`) asks them again.
    func testHeaderSizesAreAskedAgainOnEveryBatchAndOnAnInvalidation() async throws {
        try await MainActor.run {
            @MainActor final class Headers: SectionsDataSource, HeadlessListViewDelegate {
                var data = [HeadlessListView.Section(id: "e", items: []), HeadlessListView.Section(id: "s", items: [0])]
                var headerHeight: CGFloat = 0
                var events: [String] = []
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(
                    _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> CGSize { kind == ListElementKind.sectionHeader ? CGSize(width: 320, height: headerHeight) : .zero }
                func headlessListView(
                    _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> HeadlessReusableView? {
                    view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "h")
                    return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "h", for: indexPath)
                }
                func headlessListView(
                    _ view: HeadlessListView, willDisplaySupplementaryView supplementary: HeadlessReusableView,
                    forElementKind kind: String, at indexPath: IndexPath
                ) { events.append("+h\(indexPath[0])") }
            }
            let model = Headers()
            let view = HeadlessListView(visibleItemCount: 5, scheduleCompletion: { $0() })
            view.dataSource = model
            view.delegate = model
            view.layoutIfNeeded()
            XCTAssertEqual(model.events, [])
            model.headerHeight = 20
            try view.performBatchUpdates(BatchUpdate(), updateData: {}, completion: nil)
            XCTAssertEqual(model.events, ["+h0", "+h1"], "an empty batch shows the headers gained")
            XCTAssertEqual(view.frameForItem(at: [1, 0])?.minY, 40)
            model.headerHeight = 30
            view.invalidateLayout(at: [[0, 0]])
            XCTAssertEqual(view.frameForItem(at: [1, 0])?.minY, 50, "the empty section's header is measured again")
        }
    }
}
