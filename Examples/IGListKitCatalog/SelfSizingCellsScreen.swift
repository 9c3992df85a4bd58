import Foundation
import ListKitTesting

/// IGListKit's `SelfSizingCellsViewController`: sections of options, shown
/// as chips as wide as their text that wrap into lines, and a section of
/// long texts as wide as the list and as high as their lines. The demo
/// opens the list, adds an option, scrolls, taps a text, scrolls back to
/// the top, and narrows the view, which wraps everything again.
///
/// The cells size themselves, as IGListKit's do: the view has an
/// `estimatedItemSize`, so the section controller is not asked for sizes.
/// An item is laid out at the estimate until its cell first comes on
/// screen; the cell then gives its size (`preferredLayoutAttributesFitting`,
/// worked out with ``TextLayout``) and the items after it move. Off screen
/// an item keeps the size its cell gave (the second text, scrolled away,
/// stays three lines high); a new view size puts every item back to the
/// estimate, and the cells on screen are asked again.
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

    init() {
        // As wide as the list, so that a full-width text is given the
        // list's width, and one line high, as a chip is. The demo narrows it
        // with the view: UIKit's flow layout leaves an item wider than the
        // list undefined (the headless one would clip it).
        stage.view.estimatedItemSize = CGSize(width: 320, height: TextLayout.singleLineHeight)
        stage.adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = SelfSizingSectionController()
        controller.onSelect = { [unowned stage] text in stage.note("tapped “\(text)”") }
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
        lines += stage.step("scrolled back to the top") { stage.view.contentOffset = .zero }
        lines += stage.step("the view narrowed to 240") {
            stage.view.size = CGSize(width: 240, height: 300)
            stage.view.estimatedItemSize.width = 240
        }
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
/// `SelfSizingSectionController`); its cells size themselves.
final class SelfSizingSectionController: GenericSectionController<SelectionModel> {
    var onSelect: ((String) -> Void)?

    override init() {
        super.init()
        inset = ListEdgeInsets(top: 0, left: 0, bottom: 40, right: 0)
        minimumLineSpacing = 4
        minimumInteritemSpacing = 4
    }

    override var numberOfItems: Int { object?.options.count ?? 0 }

    /// The list's width by 55, as IGListKit's example has it. Never asked
    /// here: the view has an `estimatedItemSize`, so the items start at the
    /// estimate and take the sizes their cells give.
    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        guard let object else { return nil }
        if object.fullWidth {
            let cell = collectionContext?.dequeueReusableCell(of: FullWidthTextCell.self, for: self, at: index)
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

/// A rounded chip with a word or two (IGListKit's `ManuallySelfSizingCell`):
/// as wide as its text on one line, whatever width it is given.
final class ChipCell: HeadlessCell, Showing {
    var text = ""
    var shown: String { "(\(text))" }
    override func prepareForReuse() { text = "" }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
        layoutAttributes.size = CGSize(width: TextLayout.width(text), height: TextLayout.singleLineHeight)
        return layoutAttributes
    }
}

/// A text as wide as it is given (IGListKit's `FullWidthSelfSizingCell`):
/// it keeps the width of the attributes and is as high as its lines at
/// that width.
final class FullWidthTextCell: TextCell {
    override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
        layoutAttributes.size.height = TextLayout.height(text, width: layoutAttributes.size.width)
        return layoutAttributes
    }
}
