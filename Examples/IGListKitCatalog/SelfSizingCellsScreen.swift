import Foundation
import ListKitTesting

/// IGListKit's `SelfSizingCellsViewController`: sections of options, shown
/// as chips as wide as their text that wrap into lines, and a section of
/// long texts as wide as the list and as high as their lines. The demo
/// opens the list, adds an option, scrolls, taps a text, and narrows the
/// view, which wraps everything again.
///
/// IGListKit's cells size themselves (the flow layout's
/// `estimatedItemSize`, then Auto Layout). The headless view has no
/// auto-sizing: here the section controller gives each cell the size its
/// text needs (``TextLayout``), and the view asks again when its width
/// changes, so the cells keep fitting their text.
@MainActor
final class SelfSizingCellsScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    var data = [
        SelectionModel(id: 1, options: ["diff", "batch", "reload", "move", "insert", "delete", "section", "item", "adapter"]),
        SelectionModel(id: 2, options: ["updater", "working range", "display", "binding", "supplementary", "nested"]),
        SelectionModel(id: 3, options: [
            "A chip is as wide as its text, and chips wrap into lines four points apart.",
            "A text as wide as the list is as high as its lines, and takes more of them when the list is narrower.",
        ], fullWidth: true),
    ]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = SelfSizingSectionController()
        controller.onSelect = { [stage] text in stage.note("tapped “\(text)”") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = SelfSizingCellsScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("an option added to the first section") {
            screen.data[0].options.insert("snapshot", at: 2)
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("scrolled to 150") { stage.view.contentOffset = CGPoint(x: 0, y: 150) }
        lines += stage.step("tapped the first text") { stage.view.tapItem(at: [2, 0]) }
        lines += stage.step("the view narrowed to 240") { stage.view.size = CGSize(width: 240, height: 300) }
        return lines
    }
}

/// A section of options (IGListKit's `SelectionModel`): chips, or texts as
/// wide as the list.
struct SelectionModel: ListDiffable, Equatable {
    var id: Int
    var options: [String]
    var fullWidth = false
    var diffIdentifier: AnyHashable { id }
}

/// A section of options, four points apart and 40 below (IGListKit's
/// `SelfSizingSectionController`), each cell sized from its text.
final class SelfSizingSectionController: GenericSectionController<SelectionModel> {
    var onSelect: ((String) -> Void)?

    override init() {
        super.init()
        inset = ListEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        minimumLineSpacing = 4
        minimumInteritemSpacing = 4
    }

    override var numberOfItems: Int { object?.options.count ?? 0 }

    /// What a self-sizing cell would work out for itself: a chip is as wide
    /// as its text (at most the list) and one line high; a full-width text
    /// is as high as its lines at the list's width.
    override func sizeForItem(at index: Int) -> CGSize {
        guard let object else { return .zero }
        let width = collectionContext?.containerSize.width ?? 0
        let text = object.options[index]
        if object.fullWidth { return CGSize(width: width, height: TextLayout.height(text, width: width)) }
        return CGSize(width: min(width, TextLayout.width(text)), height: TextLayout.singleLineHeight)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        guard let object else { return nil }
        if object.fullWidth {
            let cell = collectionContext?.dequeueReusableCell(of: TextCell.self, for: self, at: index)
            cell?.text = object.options[index]
            return cell
        }
        let cell = collectionContext?.dequeueReusableCell(of: ChipCell.self, for: self, at: index)
        cell?.text = object.options[index]
        return cell
    }

    override func didSelectItem(at index: Int) {
        if let object { onSelect?(object.options[index]) }
    }
}

/// A rounded chip with a word or two (IGListKit's `ManuallySelfSizingCell`).
final class ChipCell: HeadlessCell, Showing {
    var text = ""
    var shown: String { "(\(text))" }
    override func prepareForReuse() { text = "" }
}
