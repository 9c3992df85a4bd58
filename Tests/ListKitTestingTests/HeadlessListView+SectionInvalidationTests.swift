import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import XCTest

/// `invalidateLayout(ofSections:)`: the sections' item sizes and their
/// header and footer sizes asked again, a section without items included.
final class HeadlessListViewSectionInvalidationTests: XCTestCase {
    func testTheSectionsItemsHeadersAndFootersAreMeasuredAgain() async {
        await MainActor.run {
            let model = HeadlessListViewLayoutTests.Model()
            model.data = [.init(id: "a", items: [1, 2]), .init(id: "empty", items: []), .init(id: "c", items: [3])]
            for item in [1, 2, 3] { model.sizes[AnyHashable(item)] = CGSize(width: 320, height: 40) }
            let view = HeadlessListView(size: CGSize(width: 320, height: 400), scheduleCompletion: { $0() })
            view.dataSource = model
            view.delegate = model
            view.layoutIfNeeded()
            XCTAssertEqual(view.contentSize.height, 120)

            model.sizes[AnyHashable(2)] = CGSize(width: 320, height: 60)
            model.sizes[AnyHashable(3)] = CGSize(width: 320, height: 60)  // section 2 is not invalidated
            model.headers[AnyHashable("empty")] = CGSize(width: 320, height: 30)
            model.footers[AnyHashable("a")] = CGSize(width: 320, height: 10)
            view.invalidateLayout(ofSections: [0, 1, 7])
            XCTAssertEqual(view.invalidatedIndexPaths, [[0, 0], [0, 1], [1, 0]], "items, or the section without items; 7 ignored")
            XCTAssertEqual(view.frameForItem(at: [0, 1])?.height, 60)
            XCTAssertEqual(view.frameForItem(at: [2, 0])?.height, 40, "not invalidated, not measured")
            XCTAssertEqual(view.contentSize.height, 40 + 60 + 10 + 30 + 40)
            XCTAssertNotNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [1, 0]),
                            "the header a section without items gained shows")
        }
    }
}
