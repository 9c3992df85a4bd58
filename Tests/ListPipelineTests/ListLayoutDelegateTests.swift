import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// Step 2: a layout delegate that measures only what fills the screen, the
/// rest on demand as it comes within the preload range.
@MainActor
final class ListLayoutDelegateTests: XCTestCase {
    func testOnlyTheViewportIsMeasuredAheadAndTheRestAsItComesInRange() async {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let layout = ViewportLayoutDelegate(screenfuls: 1, estimatedSize: CGSize(width: 320, height: 44))
        controller.layoutDelegate = layout
        let dataSource = RowsDataSource([Array(0..<100)])
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        // Two screenfuls (200 points) of 44-point estimates: 5 rows ahead.
        XCTAssertEqual(controller.statistics.nodesMeasuredInBackground, 5)
        // Rows 5-7 fell within the preload range (-150..<350) at their
        // estimates and were measured on demand; at 50 points, row 7 is out.
        XCTAssertEqual(controller.statistics.nodesMeasuredOnDemand, 3)
        XCTAssertEqual(controller.statistics.nodesMeasuredOnMainThread, 0)
        XCTAssertEqual(view.contentSize.height, 8 * 50 + 92 * 44)
        XCTAssertEqual(controller.rangeController.elements(in: .preload).map { ($0.node as! RowNode).id }, Array(0...6))
        XCTAssertNil(dataSource.node(8)?.measureCount)   // never even made
        view.contentOffset = CGPoint(x: 0, y: 1_000)
        await waitUntil { controller.isIdle }
        for id in Array(0...7) { XCTAssertEqual(dataSource.node(id)?.measureCount, 1, "row \(id)") }
        for (element) in controller.rangeController.elements(in: .preload) {
            XCTAssertEqual(element.measuredSize?.height, 50, "\(element)")
        }
        // What is on screen is measured (it is within the preload range).
        XCTAssertFalse(view.indexPathsForVisibleItems.isEmpty)
        for path in view.indexPathsForVisibleItems {
            XCTAssertEqual(controller.visibleMap.element(at: path)?.measuredSize?.height, 50, "\(path)")
        }
        XCTAssertEqual(controller.statistics.nodesMeasuredOnMainThread, 0)
    }
}
