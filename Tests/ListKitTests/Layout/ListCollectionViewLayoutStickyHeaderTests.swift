import Foundation
@testable import ListKit
import XCTest

/// Rules (IGListKit's `IGListCollectionViewLayout` with sticky headers): a
/// sticky header starts at the offset while its section is under it, never
/// before where it rests, and ends where the next section starts; the last
/// section's ends by the content's end (IGListKit lets it run past). The
/// sections here: a header of 20 points above two rows of 40 points, a
/// bottom inset of 10, in a list 100 points wide.
final class ListCollectionViewLayoutStickyHeaderTests: XCTestCase {
    static func geometry(sections: Int, direction: ListScrollDirection = .vertical) -> ListCollectionViewLayout.Geometry {
        let input = ListCollectionViewLayout.Geometry.SectionInput(
            itemCount: 2, header: CGSize(width: 20, height: 20), footer: .zero,
            inset: ListEdgeInsets(top: 0, left: 0, bottom: 10, right: 10), lineSpacing: 0, interitemSpacing: 0)
        return ListCollectionViewLayout.Geometry(
            direction: direction, viewport: CGSize(width: 100, height: 100), stretchToEdge: false, showHeaderWhenEmpty: false,
            scale: 1, inputs: Array(repeating: input, count: sections)) { _, _ in CGSize(width: 100, height: 40) }
    }

    func testAHeaderSticksThenIsPushedByTheNextSection() {
        // Section 0: header 0..<20, items 20..<60 and 60..<100 (each item
        // as long across as the list allows, so one a row); section 1 from 110.
        let geometry = Self.geometry(sections: 2)
        XCTAssertEqual(geometry.sections[1].header.minY, 110)
        let y = { (offset: CGFloat) in geometry.stickyHeader(ofSection: 0, at: offset, direction: .vertical).minY }
        XCTAssertEqual(y(-30), 0, "never before where it rests")
        XCTAssertEqual(y(50), 50)
        XCTAssertEqual(y(90), 90, "ends where the next section starts")
        XCTAssertEqual(y(95), 90)
        XCTAssertEqual(geometry.stickyHeader(ofSection: 0, at: 50, direction: .vertical).size, CGSize(width: 90, height: 20))
    }

    func testTheLastSectionsHeaderEndsByTheContentsEnd() {
        let geometry = Self.geometry(sections: 2)
        XCTAssertEqual(geometry.contentLength, 220)
        XCTAssertEqual(geometry.stickyHeader(ofSection: 1, at: 150, direction: .vertical).minY, 150)
        XCTAssertEqual(geometry.stickyHeader(ofSection: 1, at: 400, direction: .vertical).minY, 200)
        XCTAssertEqual(geometry.reach(ofSection: 1, direction: .vertical), 110...220)
        XCTAssertEqual(geometry.reach(ofSection: 0, direction: .vertical), 0...110, "to the next section's start")
    }

    func testAHorizontalHeaderSticksAlongX() {
        let geometry = Self.geometry(sections: 2, direction: .horizontal)
        let header = geometry.stickyHeader(ofSection: 0, at: 30, direction: .horizontal)
        XCTAssertEqual(header.minX, 30)
        XCTAssertEqual(header.minY, geometry.sections[0].header.minY)
    }
}
