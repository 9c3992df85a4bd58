import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// A row whose items are nodes: the controller of ListKit's tests, with
/// node blocks instead of cells.
@MainActor
private final class NodeRowController: SectionController, ListNodeSectionController {
    var items: [Int] = []
    var events: [String] = []
    override var numberOfItems: Int { items.count }
    override func didUpdate(to object: any ListDiffable) { items = (object as! Row).items }
    func nodeBlockForItem(at index: Int) -> ListNodeBlock? {
        let id = items[index]
        return { RowNode(id: id) }
    }
    override func didSelectItem(at index: Int) { events.append("select \(index)") }
    override func shouldSelectItem(at index: Int) -> Bool { index != 1 }
    override func willDisplaySection() { events.append("willDisplaySection") }
    override func didEndDisplayingSection() { events.append("didEndDisplayingSection") }
    override func willDisplayItem(at index: Int) { events.append("willDisplay \(index)") }
    override func didEndDisplayingItem(at index: Int) { events.append("didEndDisplaying \(index)") }
}

/// An adapter drives a data controller as it drives a view: its section
/// controllers vend node blocks, its updates become change sets measured off
/// the main thread, and display and selection reach its controllers in its
/// own index space.
@MainActor
final class ListAdapterListPipelineTests: XCTestCase {
    private var controllers: [String: NodeRowController] = [:]

    private func make(_ rows: [Row]) -> (ListAdapter, FeedSource, ListDataController, HeadlessListView) {
        let source = FeedSource(rows)
        source.makeController = { [unowned self] object in
            let controller = NodeRowController()
            controllers[(object as! Row).id] = controller
            return controller
        }
        let dataController = ListDataController(editingQueue: DispatchQueue(label: "editing"))
        let view = HeadlessListView(size: CGSize(width: 320, height: 100))
        dataController.listView = view
        let adapter = ListAdapter()
        adapter.listView = dataController
        adapter.dataSource = source
        return (adapter, source, dataController, view)
    }

    func testSectionControllersVendNodesMeasuredOffTheMainThread() async {
        let (adapter, _, dataController, view) = make([Row("a", [1, 2]), Row("b", [3])])
        defer { withExtendedLifetime(adapter) {} }
        await waitUntil { dataController.isIdle && dataController.visibleMap.numberOfSections == 2 }
        XCTAssertEqual(rows(of: dataController.visibleMap), [[1, 2], [3]])
        XCTAssertEqual(onScreen(view), [1, 2])
        XCTAssertEqual(dataController.statistics.nodesMeasuredOnMainThread, 0)
        XCTAssertEqual(controllers["a"]?.events, ["willDisplay 0", "willDisplaySection", "willDisplay 1"])
        XCTAssertEqual(controllers["b"]?.events, [])
    }

    func testAdapterUpdatesBecomeChangeSetsAndEventsArriveInItsIndexSpace() async {
        let (adapter, source, dataController, view) = make([Row("a", [1, 2]), Row("b", [3])])
        await waitUntil { dataController.isIdle && dataController.visibleMap.numberOfSections == 2 }
        source.objects = [Row("b", [3]), Row("a", [1, 2, 4])]
        var done = false
        adapter.performUpdates(animated: true) { _ in done = true }
        await waitUntil { done && dataController.isIdle }
        XCTAssertEqual(rows(of: dataController.visibleMap), [[3], [1, 2, 4]])
        XCTAssertEqual(onScreen(view), [3, 1])
        // The view's item (1, 0) is the adapter's too: row 1 of "a".
        controllers["a"]?.events = []
        XCTAssertTrue(view.tapItem(at: ip(1, 0)))
        XCTAssertEqual(controllers["a"]?.events, ["select 0"])
        XCTAssertEqual(adapter.visibleObjects.map { "\($0.diffIdentifier)" }.sorted(), ["a", "b"])
    }

    /// A section controller's inset and spacing reach the view through the
    /// data controller, as they do through the adapter.
    func testSectionControllersInsetsAndSpacingsReachTheView() async {
        let (adapter, _, dataController, view) = make([Row("a", [1, 2]), Row("b", [3])])
        defer { withExtendedLifetime(adapter) {} }
        await waitUntil { dataController.isIdle && dataController.visibleMap.numberOfSections == 2 }
        controllers["a"]?.inset = ListEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        controllers["a"]?.minimumLineSpacing = 5
        view.invalidateLayout(ofSections: [0])
        XCTAssertEqual(view.frameForItem(at: ip(0, 0)), CGRect(x: 0, y: 10, width: 320, height: 50))
        XCTAssertEqual(view.frameForItem(at: ip(0, 1)), CGRect(x: 0, y: 65, width: 320, height: 50))
        XCTAssertEqual(view.frameForItem(at: ip(1, 0)), CGRect(x: 0, y: 125, width: 320, height: 50))
    }

    /// Rules (IGListKit's adapter, here through a data controller):
    /// selection is the section controller's to allow, and the scroll
    /// delegates of the controllers on screen hear the view's scrolling.
    func testSelectionRulesAndScrollDelegatesReachTheControllers() async {
        @MainActor final class Scrolls: ListScrollDelegate {
            var events: [String] = []
            func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: SectionController) {
                events.append("scroll \(sectionController.section ?? -1)")
            }
            func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: SectionController) {
                events.append("begin \(sectionController.section ?? -1)")
            }
            func listAdapter(
                _ listAdapter: ListAdapter, didEndDragging sectionController: SectionController, willDecelerate decelerate: Bool
            ) { events.append("end \(sectionController.section ?? -1)") }
        }
        let (adapter, _, dataController, view) = make([Row("a", [1, 2]), Row("b", [3])])
        defer { withExtendedLifetime(adapter) {} }
        await waitUntil { dataController.isIdle && dataController.visibleMap.numberOfSections == 2 }
        @MainActor final class App: HeadlessListViewDelegate {
            var selected: [IndexPath] = []
            func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let app = App()
        adapter.viewDelegate = app
        XCTAssertFalse(view.tapItem(at: ip(0, 1)), "the controller refuses item 1")
        XCTAssertTrue(view.tapItem(at: ip(0, 0)))
        XCTAssertEqual(controllers["a"]?.events.filter { $0.hasPrefix("select") }, ["select 0"])
        XCTAssertEqual(app.selected, [ip(0, 0)], "the adapter's view delegate hears the view's events too")
        let scrolls = Scrolls()
        controllers["a"]?.scrollDelegate = scrolls
        controllers["b"]?.scrollDelegate = scrolls
        view.drag(to: CGPoint(x: 0, y: 10))
        // 50-point rows in 100 points: a alone on screen until the drag moves b's first row on.
        XCTAssertEqual(scrolls.events, ["begin 0", "scroll 0", "scroll 1", "end 0", "end 1"])
    }
}
