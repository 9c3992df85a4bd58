import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// Interface states as Texture's range controller sets them with its
/// default tuning ("full" mode: display 1 screenful ahead and 0.5 behind,
/// preload 2.5 ahead and 1.5 behind), on 20 rows of 50 points in a viewport
/// 100 points high; "ahead" is the direction the list last scrolled.
@MainActor
final class ListRangeControllerTests: XCTestCase {
    private func load() async -> (ListDataController, RowsDataSource, HeadlessListView) {
        let controller = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let dataSource = RowsDataSource([Array(0..<20)])
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        controller.dataSource = dataSource
        controller.listView = view
        await waitUntil { controller.isIdle }
        return (controller, dataSource, view)
    }

    private func ids(_ controller: ListDataController, _ state: ListInterfaceState) -> [Int] {
        controller.rangeController.elements(in: state).map { ($0.node as! RowNode).id }
    }

    func testRangesAfterTheFirstLoadReachAheadDownward() async {
        Log.shared.events = []
        let (controller, _, _) = await load()
        XCTAssertEqual(ids(controller, .visible), [0, 1])            // 0..<100
        XCTAssertEqual(ids(controller, .display), [0, 1, 2, 3])      // -50..<200
        XCTAssertEqual(ids(controller, .preload), Array(0...6))      // -150..<350
        // One call per node, in index-path order, entering all its states at once.
        XCTAssertEqual(Log.shared.events, [
            "0: [] -> [preload, display, visible]", "1: [] -> [preload, display, visible]",
            "2: [] -> [preload, display]", "3: [] -> [preload, display]",
            "4: [] -> [preload]", "5: [] -> [preload]", "6: [] -> [preload]",
        ])
    }

    func testScrollingMovesTheRangesAheadOfTheDirection() async {
        let (controller, _, view) = await load()
        Log.shared.events = []
        view.contentOffset = CGPoint(x: 0, y: 500)                   // down: 500..<600
        XCTAssertEqual(ids(controller, .visible), [10, 11])
        XCTAssertEqual(ids(controller, .display), Array(9...13))     // 450..<700
        XCTAssertEqual(ids(controller, .preload), Array(7...16))     // 350..<850
        // Those losing states first (in the order they were), then those gaining.
        XCTAssertEqual(Log.shared.events, [
            "0: [preload, display, visible] -> []", "1: [preload, display, visible] -> []",
            "2: [preload, display] -> []", "3: [preload, display] -> []",
            "4: [preload] -> []", "5: [preload] -> []", "6: [preload] -> []",
            "7: [] -> [preload]", "8: [] -> [preload]", "9: [] -> [preload, display]",
            "10: [] -> [preload, display, visible]", "11: [] -> [preload, display, visible]",
            "12: [] -> [preload, display]", "13: [] -> [preload, display]",
            "14: [] -> [preload]", "15: [] -> [preload]", "16: [] -> [preload]",
        ])
        Log.shared.events = []
        view.contentOffset = CGPoint(x: 0, y: 400)                   // up: 400..<500
        XCTAssertEqual(ids(controller, .visible), [8, 9])
        XCTAssertEqual(ids(controller, .display), Array(6...10))     // 300..<550
        XCTAssertEqual(ids(controller, .preload), Array(3...12))     // 150..<650
        XCTAssertEqual(Log.shared.events, [
            "10: [preload, display, visible] -> [preload, display]", "11: [preload, display, visible] -> [preload]",
            "12: [preload, display] -> [preload]", "13: [preload, display] -> []",
            "14: [preload] -> []", "15: [preload] -> []", "16: [preload] -> []",
            "3: [] -> [preload]", "4: [] -> [preload]", "5: [] -> [preload]",
            "6: [] -> [preload, display]", "7: [preload] -> [preload, display]",
            "8: [preload] -> [preload, display, visible]", "9: [preload, display] -> [preload, display, visible]",
        ])
    }

    func testACommitUpdatesTheRangesAndDeletedElementsLeaveEveryState() async throws {
        let (controller, dataSource, _) = await load()
        let first = controller.visibleMap.element(at: ip(0, 0))!
        Log.shared.events = []
        dataSource.sections = [Array(1..<20)]
        try controller.deleteItems(at: [ip(0, 0)])
        await waitUntil { controller.isIdle }
        XCTAssertEqual(controller.rangeController.interfaceState(of: first), [])
        XCTAssertEqual(ids(controller, .visible), [1, 2])
        XCTAssertEqual(ids(controller, .preload), Array(1...7))
        XCTAssertEqual(Log.shared.events, [
            "0: [preload, display, visible] -> []",
            "2: [preload, display] -> [preload, display, visible]",
            "4: [preload] -> [preload, display]",
            "7: [] -> [preload]",
        ])
    }

    /// Texture's `ASRangeController` never marks an element visible while
    /// its collection is not: what the viewport holds is displayed and
    /// preloaded, the display range preloaded, nothing else. Shown again,
    /// the states are those of a visible list.
    func testNothingIsVisibleWhileTheViewIsNot() async {
        let (controller, _, view) = await load()
        Log.shared.events = []
        view.isVisible = false
        controller.rangeController.update()
        XCTAssertEqual(ids(controller, .visible), [])
        XCTAssertEqual(ids(controller, .display), [0, 1])            // the viewport, 0..<100
        XCTAssertEqual(ids(controller, .preload), [0, 1, 2, 3])      // the display range, -50..<200
        XCTAssertEqual(Log.shared.events, [
            "0: [preload, display, visible] -> [preload, display]", "1: [preload, display, visible] -> [preload, display]",
            "2: [preload, display] -> [preload]", "3: [preload, display] -> [preload]",
            "4: [preload] -> []", "5: [preload] -> []", "6: [preload] -> []",
        ])
        view.isVisible = true
        controller.rangeController.update()
        XCTAssertEqual(ids(controller, .visible), [0, 1])
        XCTAssertEqual(ids(controller, .preload), Array(0...6))
    }

    /// A new size makes the view lay out again and keep its offset within
    /// the content, which moves the viewport without a scroll (and without
    /// a relayout, the width being the same): the ranges follow on the next
    /// turn. They stayed those of the old viewport until the next commit or
    /// scroll (found by the oracle).
    func testRangesFollowAViewportTheViewMovedWithoutAScroll() async {
        let (controller, _, view) = await load()
        view.contentOffset = CGPoint(x: 0, y: 950)                   // past the end: 950..<1050
        XCTAssertEqual(ids(controller, .visible), [19])
        view.size = CGSize(width: 320, height: 200)                  // kept within the content: 800..<1000
        XCTAssertEqual(view.contentOffset.y, 800)
        await Task.yield()
        XCTAssertEqual(ids(controller, .visible), Array(16...19))
        XCTAssertEqual(ids(controller, .display), Array(12...19))    // up: 600..<1100
        XCTAssertTrue(controller.isIdle)
        // The same size again lays out again too, the offset kept within
        // the content only after the sizes were asked.
        view.contentOffset = CGPoint(x: 0, y: 950)
        view.size = CGSize(width: 320, height: 200)
        XCTAssertEqual(view.contentOffset.y, 800)
        await Task.yield()
        XCTAssertEqual(ids(controller, .visible), Array(16...19))
    }

    func testTuningChangesApplyAtOnce() async {
        let (controller, _, _) = await load()
        controller.rangeController.preloadTuning = ListRangeTuning(leading: 0, trailing: 0)
        controller.rangeController.displayTuning = ListRangeTuning(leading: 0, trailing: 0)
        XCTAssertEqual(ids(controller, .preload), [0, 1])
        XCTAssertEqual(ListRangeTuning(leading: -.infinity, trailing: .nan), ListRangeTuning(leading: 0, trailing: 0))
    }
}
