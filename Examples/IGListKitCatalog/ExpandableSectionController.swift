import Foundation
import ListKitTesting

/// A text shown on one line, or whole once tapped (IGListKit's
/// `ExpandableSectionController`): a tap toggles the size the controller
/// gives, and `invalidateLayout(for:)` has the view measure the section
/// again. The cell is not asked for again; its frame grows and it shows
/// more of its text.
final class ExpandableSectionController: GenericSectionController<Label> {
    private var expanded = false

    override func sizeForItem(at index: Int) -> CGSize {
        let width = collectionContext?.containerSize.width ?? 0
        let height = expanded ? TextLayout.height(object?.text ?? "", width: width) : TextLayout.singleLineHeight
        return CGSize(width: width, height: height)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell?.text = object?.text ?? ""
        return cell
    }

    override func didSelectItem(at index: Int) {
        expanded.toggle()
        collectionContext?.invalidateLayout(for: self)
    }
}
