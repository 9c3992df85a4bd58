import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// Rule (IGListKit, `IGListAdapter`'s `scrollViewDidScroll:` and its
/// dragging kin): on each scroll event the adapter tells the
/// `scrollDelegate` of every section controller with items on screen, in
/// section order, and no other.
final class ListScrollDelegateTests: XCTestCase {
    @MainActor
    final class ScrollLog: ListScrollDelegate {
        var events: [String] = []
        func name(_ controller: SectionController) -> String { (controller as? RowController)?.row?.id ?? "?" }
        func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: SectionController) {
            events.append("scroll \(name(sectionController))")
        }
        func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: SectionController) {
            events.append("begin \(name(sectionController))")
        }
        func listAdapter(
            _ listAdapter: ListAdapter, didEndDragging sectionController: SectionController, willDecelerate decelerate: Bool
        ) {
            events.append("end \(name(sectionController)) \(decelerate)")
        }
        func listAdapter(_ listAdapter: ListAdapter, didEndDecelerating sectionController: SectionController) {
            events.append("stop \(name(sectionController))")
        }
    }

    func testTheControllersOnScreenHearTheScrollingInSectionOrder() async {
        await MainActor.run {
            // 3 rows on screen, 44 points each: a0-a2 first.
            let h = AdapterHarness([Row("a", [1, 2, 3, 4]), Row("b", [5, 6, 7, 8, 9, 10]), Row("c", [11, 12])],
                                   visibleItemCount: 3)
            let log = ScrollLog()
            for id in ["a", "b", "c"] { h.controller(id)!.scrollDelegate = log }
            h.view.drag(to: CGPoint(x: 0, y: 44 * 2), decelerating: true)  // a2, a3, b0 on screen
            // The drag begins with a alone on screen; b comes on as it moves.
            XCTAssertEqual(log.events, ["begin a", "scroll a", "scroll b", "end a true", "end b true", "stop a", "stop b"])
            log.events = []
            h.controller("a")!.scrollDelegate = nil
            h.view.contentOffset = CGPoint(x: 0, y: 44 * 9)  // b5, c0, c1
            XCTAssertEqual(log.events, ["scroll b", "scroll c"], "a is gone from the screen, b and c are on it")
            log.events = []
            h.view.drag(to: CGPoint(x: 0, y: 44 * 10))
            XCTAssertEqual(log.events, ["begin b", "begin c", "scroll c", "end c false"],
                           "b leaves as the drag moves; no deceleration")
        }
    }

    /// UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// reaches the app's scroll delegate behind the adapter (IGListKit
    /// forwards it and keeps nothing of it), between the drag's end and its
    /// `didEndDragging`; the target it sets is where the content comes to
    /// rest, as IGListKit's load-more screen and paging apps rely on.
    func testTheAppCanRetargetWhereADragComesToRest() async {
        await MainActor.run {
            @MainActor final class Snap: HeadlessListViewDelegate {
                var events: [String] = []
                func headlessListViewWillBeginDragging(_ view: HeadlessListView) { events.append("begin") }
                func headlessListViewWillEndDragging(
                    _ view: HeadlessListView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
                ) {
                    events.append("will end at \(Int(targetContentOffset.y)), velocity \(velocity.y)")
                    targetContentOffset.y = (targetContentOffset.y / 88).rounded() * 88  // two rows a page
                }
                func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool) {
                    events.append("end \(decelerate) at \(Int(view.contentOffset.y))")
                }
                func headlessListViewDidEndDecelerating(_ view: HeadlessListView) {
                    events.append("stop at \(Int(view.contentOffset.y))")
                }
            }
            let h = AdapterHarness([Row("a", Array(1...20))], visibleItemCount: 3)
            let snap = Snap()
            h.adapter.viewDelegate = snap
            h.view.drag(to: CGPoint(x: 0, y: 150), decelerating: true, velocity: CGPoint(x: 0, y: 1.5))
            XCTAssertEqual(snap.events, ["begin", "will end at 150, velocity 1.5", "end true at 150", "stop at 176"])
            XCTAssertEqual(h.view.contentOffset.y, 176)
            snap.events = []
            h.view.drag(to: CGPoint(x: 0, y: 200))
            XCTAssertEqual(snap.events, ["begin", "will end at 200, velocity 0.0", "end false at 200"],
                           "without deceleration the content stays where the drag ended")
            XCTAssertEqual(h.view.contentOffset.y, 200)
        }
    }
}
