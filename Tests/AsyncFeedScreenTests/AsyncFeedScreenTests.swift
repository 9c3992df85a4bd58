@testable import AsyncFeedScreen
import Foundation
import XCTest

/// The pipeline's worked example, step by step: after loading, scrolling,
/// inserting at the top, deleting and changing the width, exactly which
/// posts are on screen and where, which are in the visible, display and
/// preload ranges, and that no node was ever measured on the main thread
/// (by the data controller's count and by each node's own).
final class AsyncFeedScreenTests: XCTestCase {
    private typealias Shown = AsyncFeedScreen.Shown

    /// A post on screen at `y`, `height` points high, as wide as the view.
    private func post(_ id: Int, y: CGFloat, height: CGFloat, width: CGFloat = 320) -> Shown {
        Shown(id: id, frame: CGRect(x: 0, y: y, width: width, height: height))
    }

    func testWhatIsOnScreenAndInEachRangeAfterEachStep() async {
        let steps = await MainActor.run { AsyncFeedScreen.demo() }
        XCTAssertEqual(steps.map(\.title), [
            "loaded", "scrolled to 300", "a post inserted at the top", "post 4 deleted", "width 320 -> 240",
        ])
        guard steps.count == 5 else { return }
        let expected: [AsyncFeedScreen.Snapshot] = [
            // Every node measured before the first commit: the view's
            // viewport (240 high) shows posts 1 to 4, the display range
            // reaches one screen ahead, the preload range the whole feed.
            .init(offset: 0, contentHeight: 640,
                  onScreen: [post(1, y: 0, height: 56), post(2, y: 56, height: 96), post(3, y: 152, height: 36),
                             post(4, y: 188, height: 96)],
                  visible: [1, 2, 3, 4], display: [1, 2, 3, 4, 5, 6, 7, 8], preload: Array(1...10),
                  measuredInBackground: 10, measuredOnMainThread: 0, nodesThatMeasuredOnMainThread: []),
            // Scrolled down: the display range keeps half a screen behind.
            .init(offset: 300, contentHeight: 640,
                  onScreen: [post(5, y: 284, height: 36), post(6, y: 320, height: 96), post(7, y: 416, height: 36),
                             post(8, y: 452, height: 116)],
                  visible: [5, 6, 7, 8], display: [3, 4, 5, 6, 7, 8, 9, 10], preload: Array(1...10),
                  measuredInBackground: 10, measuredOnMainThread: 0, nodesThatMeasuredOnMainThread: []),
            // The new post (56 high) is measured before it shows: the rest
            // moves down by 56; only the new node is measured.
            .init(offset: 300, contentHeight: 696,
                  onScreen: [post(4, y: 244, height: 96), post(5, y: 340, height: 36), post(6, y: 376, height: 96),
                             post(7, y: 472, height: 36), post(8, y: 508, height: 116)],
                  visible: [4, 5, 6, 7, 8], display: [2, 3, 4, 5, 6, 7, 8, 9, 10], preload: [11] + Array(1...10),
                  measuredInBackground: 11, measuredOnMainThread: 0, nodesThatMeasuredOnMainThread: []),
            // A delete measures nothing; post 4 leaves every range.
            .init(offset: 300, contentHeight: 600,
                  onScreen: [post(6, y: 280, height: 96), post(7, y: 376, height: 36), post(8, y: 412, height: 116),
                             post(9, y: 528, height: 36)],
                  visible: [6, 7, 8, 9], display: [2, 3, 5, 6, 7, 8, 9, 10], preload: [11, 1, 2, 3, 5, 6, 7, 8, 9, 10],
                  measuredInBackground: 11, measuredOnMainThread: 0, nodesThatMeasuredOnMainThread: []),
            // At 240 points a line holds 30 characters: all ten nodes are
            // measured again on the editing queue, and the view lays them
            // out at their new heights in one go.
            .init(offset: 300, contentHeight: 780,
                  onScreen: [post(5, y: 284, height: 56, width: 240), post(6, y: 340, height: 136, width: 240),
                             post(7, y: 476, height: 56, width: 240), post(8, y: 532, height: 156, width: 240)],
                  visible: [5, 6, 7, 8], display: [2, 3, 5, 6, 7, 8, 9, 10], preload: [11, 1, 2, 3, 5, 6, 7, 8, 9, 10],
                  measuredInBackground: 21, measuredOnMainThread: 0, nodesThatMeasuredOnMainThread: []),
        ]
        for (step, snapshot) in zip(steps, expected) {
            XCTAssertEqual(step.snapshot.offset, snapshot.offset, step.title)
            XCTAssertEqual(step.snapshot.contentHeight, snapshot.contentHeight, step.title)
            XCTAssertEqual(step.snapshot.onScreen, snapshot.onScreen, step.title)
            XCTAssertEqual(step.snapshot.visible, snapshot.visible, step.title)
            XCTAssertEqual(step.snapshot.display, snapshot.display, step.title)
            XCTAssertEqual(step.snapshot.preload, snapshot.preload, step.title)
            XCTAssertEqual(step.snapshot.measuredInBackground, snapshot.measuredInBackground, step.title)
            XCTAssertEqual(step.snapshot.measuredOnMainThread, 0, step.title)
            XCTAssertEqual(step.snapshot.nodesThatMeasuredOnMainThread, [], step.title)
        }
    }

    func testEachStepPrintsItsTitleTheScreenTheRangesAndTheMeasuring() async {
        var printed: [[String]] = []
        _ = await MainActor.run { AsyncFeedScreen.demo { printed.append($0) } }
        XCTAssertEqual(printed.first, [
            "== loaded (offset 0 of 640, width 320)",
            "    0   56  #1  Texture measures every cell off the…",
            "   56   96  #2  A change set is applied to the pend…",
            "  152   36  #3  Short.",
            "  188   96  #4  The visible map is what the view sh…",
            "   visible [1, 2, 3, 4]  display [1, 2, 3, 4, 5, 6, 7, 8]  preload [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]",
            "   nodes measured: 10 on the editing queue, 0 on the main thread",
        ])
        XCTAssertEqual(printed.count, 5)
    }
}
