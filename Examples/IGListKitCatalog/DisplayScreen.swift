import Foundation
import ListKitTesting

/// IGListKit's `DisplayViewController`: six sections of four cells, each
/// section controller its own `ListDisplayDelegate`, logging when its
/// section and each of its cells come on screen and leave it. The demo
/// opens the list, scrolls, removes the first section, and taps a cell; the
/// log after each step is what the delegates heard, in order.
@MainActor
final class DisplayScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    var numbers = [1, 2, 3, 4, 5, 6]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { numbers.map(Number.init) }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        DisplaySectionController(stage: stage)
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = DisplayScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("scrolled to 250") { stage.view.contentOffset = CGPoint(x: 0, y: 250) }
        lines += stage.step("number 1 removed: the rest moves up under the offset") {
            screen.numbers.removeFirst()
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("tapped [1, 2]") { stage.view.tapItem(at: [1, 2]) }
        return lines
    }
}

/// Four cells of 55 points and 30 below them (IGListKit's
/// `DisplaySectionController`), logging its display events. Its cells name
/// its number; the log gives the section it is in when it hears the event.
final class DisplaySectionController: GenericSectionController<Number>, ListDisplayDelegate {
    private unowned let stage: Stage

    init(stage: Stage) {
        self.stage = stage
        super.init()
        displayDelegate = self
        inset = ListEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    }

    private var name: String { "\(object?.value ?? 0) (section \(section ?? -1))" }

    override var numberOfItems: Int { 4 }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = "number \(object?.value ?? 0), cell \(index)"
        return cell
    }

    override func didSelectItem(at index: Int) { stage.note("tapped cell \(index) of \(name)") }

    // MARK: ListDisplayDelegate

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {
        stage.note("will display \(name)")
    }

    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {
        stage.note("did end displaying \(name)")
    }

    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cell: any ListReusableView, at index: Int
    ) {
        stage.note("will display cell \(index) of \(name)")
    }

    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cell: any ListReusableView,
        at index: Int
    ) {
        stage.note("did end displaying cell \(index) of \(name)")
    }
}
