import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListKit's delegates and IGListSwiftKit's conveniences, as a port uses
/// them. Rules (IGListKit): a `workingRangeDelegate` hears a controller
/// enter and leave the working range; a single-section controller's
/// `selectionDelegate` hears its item selected and deselected with its
/// object; a binding controller's hears each item's selection and highlight
/// with its view model; the collection context reports the view's content
/// inset and the container size inside it; the `async` forms return once
/// the update is on the view; a dequeue may infer its cell type.
final class ListAdapterPortedAPITests: XCTestCase {
    @MainActor
    final class Heard: ListWorkingRangeDelegate, ListSingleSectionControllerDelegate,
        ListBindingSectionControllerSelectionDelegate
    {
        var events: [String] = []
        func id(_ controller: SectionController) -> String {
            (controller as? RowController)?.row?.id ?? "\(controller.section)"
        }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController) {
            events.append("enter \(id(sectionController))")
        }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController) {
            events.append("exit \(id(sectionController))")
        }
        func didSelect(_ sectionController: SectionController, with object: any ListDiffable) {
            events.append("select \(object.diffIdentifier)")
        }
        func didDeselect(_ sectionController: SectionController, with object: any ListDiffable) {
            events.append("deselect \(object.diffIdentifier)")
        }
        func sectionController(_ sectionController: SectionController, didSelectItemAt index: Int, viewModel: Any) {
            events.append("select \(index) \((viewModel as? Comment)?.id ?? -1)")
        }
        func sectionController(_ sectionController: SectionController, didDeselectItemAt index: Int, viewModel: Any) {
            events.append("deselect \(index)")
        }
        func sectionController(_ sectionController: SectionController, didHighlightItemAt index: Int, viewModel: Any) {
            events.append("highlight \(index)")
        }
        func sectionController(_ sectionController: SectionController, didUnhighlightItemAt index: Int, viewModel: Any) {
            events.append("unhighlight \(index)")
        }
    }

    func testTheWorkingRangeDelegateHearsAfterTheControllersOwnHooks() async {
        await MainActor.run {
            // One row on screen, a working range of one section each side.
            let h = AdapterHarness([Row("a", [1]), Row("b", [2]), Row("c", [3]), Row("d", [4])],
                                   workingRangeSize: 1, visibleItemCount: 1)
            let heard = Heard()
            for id in ["a", "b", "c", "d"] { h.controller(id)!.workingRangeDelegate = heard }
            RowController.journal = []
            h.view.contentOffset = CGPoint(x: 0, y: 44 * 2)  // c on screen: b, c, d in range; a out
            // The hooks themselves are checked against the range's rule in
            // WorkingRangeTests; the delegate hears exactly what they hear.
            let hooks = RowController.journal.filter { $0.hasSuffix(": enter") || $0.hasSuffix(": exit") }
                .map { entry -> String in
                    let parts = entry.components(separatedBy: ": ")
                    return "\(parts[1]) \(parts[0])"
                }
            XCTAssertEqual(heard.events, hooks)
            XCTAssertTrue(heard.events.contains("exit a") && heard.events.contains("enter d"), "\(heard.events)")
        }
    }

    func testSelectionDelegatesHearWithTheirObjectsAndViewModels() async {
        await MainActor.run {
            let h = AdapterHarness([Row("banner"), Post(id: "p", comments: BindingSectionControllerTests.comments([7, 8]))],
                                   attach: false)
            let heard = Heard()
            h.source.makeController = { object in
                if object is Post {
                    let controller = PostController()
                    controller.selectionDelegate = heard
                    return controller
                }
                let controller = SingleItemSectionController<Row>(cellClass: HeadlessCell.self)
                controller.selectionDelegate = heard
                return controller
            }
            h.view.allowsMultipleSelection = true
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            XCTAssertTrue(h.view.tapItem(at: [0, 0]))
            XCTAssertTrue(h.view.tapItem(at: [0, 0]))
            XCTAssertTrue(h.view.tapItem(at: [1, 1]))
            XCTAssertEqual(heard.events, ["select banner", "deselect banner",
                                          "highlight 1", "unhighlight 1", "select 1 8"])
        }
    }

    func testTheContextReportsInsetsTheAsyncFormsWaitAndADequeueInfersItsType() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1])])
            XCTAssertEqual(h.adapter.containerInset, .zero, "the headless view has no content inset")
            XCTAssertEqual(h.adapter.insetContainerSize, h.adapter.containerSize)
            let controller = h.controller("a")!
            let cell: HeadlessCell? = h.adapter.dequeueReusableCell(for: controller, at: 0)
            XCTAssertNil(cell, "dequeued outside the view's request: nil, with a diagnostic, where IGListSwiftKit traps")
        }
        let (h, done) = await MainActor.run { () -> (AdapterHarness, Task<Bool, Never>) in
            let h = AdapterHarness([Row("a", [1])])
            h.source.objects.append(Row("b", [2]))
            let done = Task { @MainActor in await h.adapter.performUpdates(animated: true) }
            return (h, done)
        }
        await MainActor.run { h.advance() }
        let finished = await done.value
        await MainActor.run {
            XCTAssertTrue(finished)
            XCTAssertEqual(h.counts, [1, 1])
        }
    }
}
