import Foundation
import ListKitTesting

/// IGListKit's `ReorderableViewController`: twenty cells, one section each,
/// that the user drags into another order (UIKit's interactive movement,
/// played by the headless view's `moveItemInteractively`). Each section's
/// controller lets its item move; dropping it on another section moves the
/// whole section, and the adapter's `ListAdapterMoveDelegate` (the screen)
/// takes the new order into the data, so that later updates keep it. The
/// demo opens the list, drags a cell down and another up, removes a cell,
/// scrolls, and taps a cell.
@MainActor
final class ReorderScreen: ListAdapterDataSource, ListAdapterMoveDelegate {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    var data = (1...20).map { Label(text: "Cell: \($0)") }

    init() {
        stage.adapter.dataSource = self
        stage.adapter.moveDelegate = self
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = ReorderableSectionController()
        controller.onSelect = { [unowned stage] text in stage.note("tapped \(text)") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: ListAdapterMoveDelegate

    func listAdapter(
        _ listAdapter: ListAdapter, move object: any ListDiffable, from previousObjects: [any ListDiffable],
        to objects: [any ListDiffable]
    ) {
        data = objects.compactMap { $0 as? Label }
        let order = data.prefix(6).map { $0.text.dropFirst("Cell: ".count) }.joined(separator: ", ")
        stage.note("moved \((object as? Label)?.text ?? "?"); the data begins \(order), …")
    }

    static func demo() -> [String] {
        let screen = ReorderScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        // Dropped after the item of section 2: it lands there once it has
        // left section 0.
        lines += stage.step("dragged Cell: 1 below Cell: 3") { stage.view.moveItemInteractively(from: [0, 0], to: [2, 1]) }
        lines += stage.step("dragged Cell: 6 to the top") { stage.view.moveItemInteractively(from: [5, 0], to: [0, 0]) }
        lines += stage.step("Cell: 3 removed: the new order stays") {
            screen.data.removeAll { $0.text == "Cell: 3" }
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("scrolled to 660") { stage.view.contentOffset = CGPoint(x: 0, y: 660) }
        lines += stage.step("tapped [13, 0]") { stage.view.tapItem(at: [13, 0]) }
        return lines
    }
}

/// A cell of 55 points that the user may drag (IGListKit's
/// `ReorderableSectionController`): a label section whose item moves.
final class ReorderableSectionController: LabelSectionController {
    override func canMoveItem(at index: Int) -> Bool { true }
}
