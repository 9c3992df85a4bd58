@testable import AsyncFeedScreen
import Foundation
import XCTest

/// The post node's text layout: words wrapped whole at a fixed number of
/// characters a line, a word longer than a line broken, 20 points a line
/// plus 16 of padding.
final class PostNodeTests: XCTestCase {
    func testLinesWrapWholeWordsAndBreakLongOnes() {
        XCTAssertEqual(PostNode.lineCount(of: "", perLine: 10), 1)
        XCTAssertEqual(PostNode.lineCount(of: "0123456789", perLine: 10), 1)
        XCTAssertEqual(PostNode.lineCount(of: "01234 6789", perLine: 10), 1)
        XCTAssertEqual(PostNode.lineCount(of: "01234 67890", perLine: 10), 2)
        XCTAssertEqual(PostNode.lineCount(of: "0123456789012345678901", perLine: 10), 3)
        XCTAssertEqual(PostNode.lineCount(of: "ab 0123456789012 cd", perLine: 10), 3)
    }

    func testHeightIsTwentyPointsALinePlusPaddingAtTheWidth() {
        let node = PostNode(id: 1, text: "Texture measures every cell off the main thread.")
        XCTAssertEqual(node.measure(constrainedTo: CGSize(width: 320, height: CGFloat.infinity)), CGSize(width: 320, height: 56))
        XCTAssertEqual(node.measure(constrainedTo: CGSize(width: 80, height: CGFloat.infinity)), CGSize(width: 80, height: 136))
        XCTAssertEqual(node.measureCounts.all, 2)
    }
}
