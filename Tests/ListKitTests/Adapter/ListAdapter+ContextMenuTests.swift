import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// Context menus, as IGListKit's adapter answers
/// `collectionView(_:contextMenuConfigurationForItemAt:point:)`: the app's
/// view delegate first, else the item's section controller, asked with the
/// item's index in its section and the point
/// (`contextMenuConfigurationForItemAtIndex:point:`, no menu by default); a
/// binding controller asks its selection delegate, with the item's view
/// model. Where IGListKit lets an app delegate that answers nil hide the
/// controller's menu, here only a menu the app's delegate gives wins (the
/// headless delegate answers nil by default).
final class ListAdapterContextMenuTests: XCTestCase {
    /// Two items; a menu for the second.
    @MainActor
    final class MenuController: SectionController {
        var id = ""
        override var numberOfItems: Int { 2 }
        override func didUpdate(to object: any ListDiffable) { id = "\(object.diffIdentifier)" }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableCell(of: HeadlessCell.self, for: self, at: index)
        }
        override func contextMenuConfigurationForItem(at index: Int, point: CGPoint) -> ListContextMenuConfiguration? {
            index == 1 ? ListContextMenuConfiguration(identifier: "\(id).\(index) at \(Int(point.x)),\(Int(point.y))") : nil
        }
    }

    @MainActor
    final class Menus: ListBindingSectionControllerSelectionDelegate, HeadlessListViewDelegate {
        func sectionController(_ sectionController: SectionController, didSelectItemAt index: Int, viewModel: Any) {}
        func sectionController(_ sectionController: SectionController, didDeselectItemAt index: Int, viewModel: Any) {}
        func sectionController(_ sectionController: SectionController, didHighlightItemAt index: Int, viewModel: Any) {}
        func sectionController(_ sectionController: SectionController, didUnhighlightItemAt index: Int, viewModel: Any) {}
        func sectionController(
            _ sectionController: SectionController, contextMenuConfigurationForItemAt index: Int, point: CGPoint,
            viewModel: Any
        ) -> ListContextMenuConfiguration? {
            ListContextMenuConfiguration(identifier: "comment \((viewModel as? Comment)?.id ?? -1)")
        }
        /// The app's own menu for the first item only.
        func headlessListView(
            _ view: HeadlessListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> ListContextMenuConfiguration? {
            indexPath == [0, 0] ? ListContextMenuConfiguration(identifier: "app") : nil
        }
    }

    func testALongPressAsksTheAppsDelegateThenTheItemsController() async {
        await MainActor.run {
            let menus = Menus()
            let h = AdapterHarness(
                [Row("a"), Post(id: "p", comments: BindingSectionControllerTests.comments([7, 8]))], attach: false)
            h.source.makeController = { object in
                if object is Post {
                    let controller = PostController()
                    controller.selectionDelegate = menus
                    return controller
                }
                return MenuController()
            }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            @MainActor func menu(_ path: IndexPath, _ point: CGPoint = CGPoint(x: 3, y: 4)) -> AnyHashable? {
                h.view.longPressItem(at: path, point: point)?.identifier
            }
            XCTAssertEqual(menu([0, 1]), "a.1 at 3,4", "the controller, with the item's index and the point")
            XCTAssertNil(menu([0, 0]), "no menu from this controller for its first item")
            XCTAssertEqual(menu([1, 1]), "comment 8", "the binding controller's delegate, with the view model")
            XCTAssertNil(menu([2, 0]), "no such item")

            h.adapter.viewDelegate = menus
            XCTAssertEqual(menu([0, 0]), "app", "the app's delegate's menu first")
            XCTAssertEqual(menu([0, 1]), "a.1 at 3,4", "the controller's where the app's delegate gives none")
            XCTAssertTrue(h.view.indexPathsForSelectedItems.isEmpty, "a long press selects nothing")
        }
    }

    /// UIKit gives its delegate the point of the press in the collection
    /// view's coordinate space, and IGListKit passes that point on to the
    /// controller unchanged. A press on an item is on that item. So a press
    /// played without a point reaches the controller at a point inside the
    /// item's frame, in the view's coordinates (here its centre), and a
    /// point that is given arrives unchanged.
    func testThePointIsInTheViewsCoordinatesOnTheItemByDefault() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a"), Row("b")], attach: false)
            h.source.makeController = { _ in MenuController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            let frame = h.view.frameForItem(at: [1, 1])!
            XCTAssertGreaterThan(frame.minY, 0, "an item away from the view's origin")
            XCTAssertEqual(h.view.longPressItem(at: [1, 1])?.identifier,
                           AnyHashable("b.1 at \(Int(frame.midX)),\(Int(frame.midY))"))
            XCTAssertEqual(h.view.longPressItem(at: [1, 1], point: CGPoint(x: 5, y: frame.minY + 1))?.identifier,
                           AnyHashable("b.1 at 5,\(Int(frame.minY + 1))"))
        }
    }

    func testNoMenuByDefault() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            XCTAssertNil(h.view.longPressItem(at: [0, 0]))
        }
    }
}
