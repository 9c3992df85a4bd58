import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// Rules (IGListKit, `IGListSectionController`'s `shouldSelectItemAtIndex:`
/// and `shouldDeselectItemAtIndex:`, asked by the adapter for UIKit's
/// `collectionView(_:shouldSelectItemAt:)` and `…shouldDeselectItemAt:`):
/// a tap selects an item only when its controller allows it, and deselects
/// a selected one (in a view that selects several) only when it allows
/// that (the adapter answers the view with it alone). A controller's
/// `viewController` is its adapter's.
final class ListAdapterSelectionTests: XCTestCase {
    final class Picky: SectionController {
        var events: [String] = []
        override var numberOfItems: Int { 3 }
        override func shouldSelectItem(at index: Int) -> Bool { index != 1 }
        override func shouldDeselectItem(at index: Int) -> Bool { index != 2 }
        override func didSelectItem(at index: Int) { events.append("select \(index)") }
        override func didDeselectItem(at index: Int) { events.append("deselect \(index)") }
    }

    @MainActor
    final class Source: ListAdapterDataSource {
        let controller = Picky()
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { [Row("a")] }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
            controller
        }
        func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    }

    func testTheControllerDecidesWhatATapSelectsAndDeselects() async {
        await MainActor.run {
            let view = HeadlessListView(visibleItemCount: 5)
            view.allowsMultipleSelection = true
            let owner = NSObject()
            let adapter = ListAdapter(viewController: owner)
            let source = Source()
            adapter.listView = view
            adapter.dataSource = source
            view.layoutIfNeeded()
            XCTAssertTrue(source.controller.viewController === owner)
            XCTAssertFalse(view.tapItem(at: [0, 1]), "the controller refuses to select item 1")
            XCTAssertTrue(view.tapItem(at: [0, 2]))
            XCTAssertFalse(view.tapItem(at: [0, 2]), "the controller refuses to deselect item 2")
            XCTAssertTrue(view.tapItem(at: [0, 0]))
            XCTAssertTrue(view.tapItem(at: [0, 0]), "item 0 may be deselected")
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 2]])
            XCTAssertEqual(source.controller.events, ["select 2", "select 0", "deselect 0"])
            adapter.viewController = nil
            XCTAssertNil(source.controller.viewController)
        }
    }
}
