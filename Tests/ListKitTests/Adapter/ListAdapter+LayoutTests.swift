import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// A section controller's `inset`, `minimumLineSpacing` and
/// `minimumInteritemSpacing` (IGListKit's, zero by default) reach the
/// view's flow layout through the adapter, and an invalidation of the
/// controller's layout asks them again.
final class ListAdapterLayoutTests: XCTestCase {
    func testTheControllersInsetAndSpacingsPlaceItsItems() async {
        await MainActor.run {
            XCTAssertEqual(SectionController().inset, .zero)
            XCTAssertEqual(SectionController().minimumLineSpacing, 0)
            XCTAssertEqual(SectionController().minimumInteritemSpacing, 0)
            let h = ListAdapterCellsTests.harness([Row("a", [1, 2, 3]), Row("b", [4, 5]), Row("c", [8, 9, 10])]) { controller in
                controller.inset = ListEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
                controller.minimumLineSpacing = 5
                controller.minimumInteritemSpacing = 50
            }
            // Each section: its header (20), the inset's 10, rows of 40 five
            // apart, 10: a 0..<170, b 170..<295, c 295..<465. Items of the
            // container's width are clipped to the 288 inside the insets,
            // one per row whatever the interitem spacing.
            XCTAssertEqual(ListAdapterCellsTests.screen(h.view), ["# a (3) @0", "1 @30", "2 @75", "3 @120", "# b (2) @170"])
            XCTAssertEqual(h.view.frameForItem(at: [0, 0]), CGRect(x: 16, y: 30, width: 288, height: 40))
            XCTAssertEqual(h.view.contentSize.height, 465)

            let a = h.adapter.sectionController(forSection: 0)!
            a.inset = .zero
            h.adapter.invalidateLayout(for: a, completion: nil)
            XCTAssertEqual(ListAdapterCellsTests.screen(h.view), ["# a (3) @0", "1 @20", "2 @65", "3 @110", "# b (2) @150", "4 @180"])
            XCTAssertEqual(h.view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 20, width: 320, height: 40))
            XCTAssertEqual(h.view.contentSize.height, 445)
            XCTAssertEqual(h.diagnostics, [])
            XCTAssertEqual(h.view.faults, [])
        }
    }
}
