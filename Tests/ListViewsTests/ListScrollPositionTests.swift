import Foundation
@testable import ListViews
import XCTest

/// Where a scroll position puts a rectangle (IGListKit's `scrollToObject`
/// arithmetic): start, middle or end edge at the viewport's, kept within
/// the content and its insets; positions of the other axis name nothing.
final class ListScrollPositionTests: XCTestCase {
    func testAlignmentAlongEachAxis() {
        XCTAssertEqual(ListScrollPosition.top.alignment(along: .vertical), .start)
        XCTAssertEqual(ListScrollPosition.centeredVertically.alignment(along: .vertical), .center)
        XCTAssertEqual(ListScrollPosition.bottom.alignment(along: .vertical), .end)
        XCTAssertNil(ListScrollPosition.left.alignment(along: .vertical))
        XCTAssertEqual(ListScrollPosition.right.alignment(along: .horizontal), .end)
        XCTAssertEqual(ListScrollPosition.centeredHorizontally.alignment(along: .horizontal), .center)
        XCTAssertNil(ListScrollPosition.top.alignment(along: .horizontal))
        XCTAssertEqual(([.bottom, .top] as ListScrollPosition).alignment(along: .vertical), .start, "the first of start, centre, end")
        XCTAssertNil(ListScrollPosition([]).alignment(along: .vertical))
        XCTAssertEqual(ListScrollPosition.right.rawValue, 32, "UIKit's raw values")
    }

    func testOffsetsKeptWithinTheContent() {
        let rect = CGRect(x: 0, y: 400, width: 320, height: 100), viewport = CGSize(width: 320, height: 200)
        let content = CGSize(width: 320, height: 1_000)
        func offset(_ alignment: ListScrollAlignment, _ rect: CGRect, inset: ListEdgeInsets = .zero) -> CGFloat {
            ListScrollPosition.offset(showing: rect, at: alignment, along: .vertical, viewport: viewport, contentSize: content,
                                      contentInset: inset)
        }
        XCTAssertEqual(offset(.start, rect), 400)
        XCTAssertEqual(offset(.center, rect), 450 - 100)
        XCTAssertEqual(offset(.end, rect), 500 - 200)
        XCTAssertEqual(offset(.end, CGRect(x: 0, y: 50, width: 1, height: 10)), 0, "not before the start")
        XCTAssertEqual(offset(.start, CGRect(x: 0, y: 950, width: 1, height: 10)), 800, "nor past the end")
        XCTAssertEqual(offset(.start, CGRect(x: 0, y: CGFloat.nan, width: 1, height: 10)), 0, "not finite: the start")
        // Insets (bars over the content): the rectangle lands inside them,
        // and the offset may go from -top to the end plus bottom.
        let bars = ListEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(offset(.start, rect, inset: bars), 400 - 64)
        XCTAssertEqual(offset(.center, rect, inset: bars), 450 - 100 - 15)
        XCTAssertEqual(offset(.end, rect, inset: bars), 500 - 200 + 34)
        XCTAssertEqual(offset(.start, CGRect(x: 0, y: 0, width: 1, height: 1), inset: bars), -64)
        XCTAssertEqual(offset(.end, CGRect(x: 0, y: 990, width: 1, height: 10), inset: bars), 800 + 34)
        // Horizontally, x and widths; a content shorter than the viewport stays at the start.
        XCTAssertEqual(ListScrollPosition.offset(showing: CGRect(x: 300, y: 0, width: 50, height: 10), at: .center,
                                                 along: .horizontal, viewport: CGSize(width: 100, height: 50),
                                                 contentSize: CGSize(width: 1_000, height: 50)), 275)
        XCTAssertEqual(ListScrollPosition.offset(showing: CGRect(x: 30, y: 0, width: 50, height: 10), at: .end,
                                                 along: .horizontal, viewport: CGSize(width: 100, height: 50),
                                                 contentSize: CGSize(width: 60, height: 50)), 0)
    }
}
