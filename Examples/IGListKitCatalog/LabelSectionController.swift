import Foundation
import ListKitTesting

/// One line of text, 55 points high (IGListKit's `LabelSectionController`):
/// the screens that mix plain text with other kinds of sections use it, and
/// the reorder screen's controller adds dragging to it.
class LabelSectionController: GenericSectionController<Label> {
    /// Called with the text when its cell is tapped.
    var onSelect: ((String) -> Void)?

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = object?.text ?? ""
        return cell
    }

    override func didSelectItem(at index: Int) {
        if let object { onSelect?(object.text) }
    }
}
