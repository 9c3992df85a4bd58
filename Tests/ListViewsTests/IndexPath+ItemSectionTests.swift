import Foundation
import ListViews
import XCTest

/// `IndexPath(item:section:)`, `item` and `section` where UIKit and AppKit
/// are not there to give them: the same two indexes, section first.
final class IndexPathItemSectionTests: XCTestCase {
    func testItemAndSectionAreTheSecondAndFirstIndexes() {
        var path = IndexPath(item: 2, section: 5)
        XCTAssertEqual(path, IndexPath(indexes: [5, 2]))
        XCTAssertEqual(path.section, 5)
        XCTAssertEqual(path.item, 2)
        path.item = 7
        path.section = 1
        XCTAssertEqual(path, IndexPath(indexes: [1, 7]))
    }
}
