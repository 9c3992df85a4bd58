import Foundation
import ListKitTesting

/// IGListKit's `LoadMoreViewController`: sixteen items, and when a drag ends
/// less than 200 points from the end, a spinner section is appended while
/// the next page loads; when the page arrives, its five items replace the
/// spinner, both through `performUpdates`. The load is faked: it lands two
/// seconds after the drag, on the screen's clock. The demo opens the list,
/// drags near the end, scrolls to the spinner, lets the page arrive, and
/// taps one of its items.
///
/// IGListKit decides in `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
/// from where the scroll will stop. The headless view's delegate has no
/// such call: the screen decides in `headlessListViewDidEndDragging`, from
/// where the drag ended (a headless drag does not decelerate further).
@MainActor
final class LoadMoreScreen: ListAdapterDataSource, HeadlessListViewDelegate {
    let stage = Stage(size: CGSize(width: 320, height: 400))
    var items = Array(0...15)
    var loading = false

    init() {
        stage.adapter.dataSource = self
        stage.adapter.viewDelegate = self
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        let objects: [any ListDiffable] = items.map { Label(text: "item \($0)") }
        return loading ? objects + [SpinnerToken()] : objects
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        if object is SpinnerToken { return LoadingSectionController() }
        let controller = LabelSectionController()
        controller.onSelect = { [unowned stage] text in stage.note("tapped \(text)") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: The view's delegate (IGListKit's scroll-view delegate)

    func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool) {
        let distance = view.contentSize.height - (view.contentOffset.y + view.size.height)
        guard !loading, distance < 200 else { return }
        loading = true
        stage.note("\(Int(distance)) points from the end: loading the next page")
        stage.adapter.performUpdates(animated: true)
        stage.scheduler.schedule(after: 2) { [unowned self] in
            loading = false
            items += items.count..<items.count + 5
            stage.note("the page arrived")
            stage.adapter.performUpdates(animated: true)
        }
    }

    static func demo() -> [String] {
        let screen = LoadMoreScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("dragged to 300: the spinner is appended below") {
            stage.view.drag(to: CGPoint(x: 0, y: 300))
        }
        lines += stage.step("scrolled to the end (a second after the drag)", settling: 0) {
            stage.view.contentOffset = CGPoint(x: 0, y: stage.view.contentSize.height - stage.view.size.height)
        }
        lines += stage.step("two seconds after the drag: the page replaces the spinner") {}
        lines += stage.step("tapped [17, 0]") { stage.view.tapItem(at: [17, 0]) }
        return lines
    }
}

/// The spinner's object: one of a kind.
struct SpinnerToken: ListDiffable, Equatable {
    var diffIdentifier: AnyHashable { "spinner" }
}

/// The spinner, 60 points high with 5 above and below (IGListKit's
/// `LoadingSectionController`).
final class LoadingSectionController: SectionController {
    override init() {
        super.init()
        inset = ListEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
    }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 60)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        collectionContext?.dequeueReusableCell(of: SpinnerCell.self, for: self, at: index)
    }
}

/// A spinning activity indicator (IGListKit's `SpinnerCell`).
final class SpinnerCell: HeadlessCell, Showing {
    var shown: String { "(spinner)" }
}
