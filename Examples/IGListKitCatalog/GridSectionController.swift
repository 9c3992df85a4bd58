import Foundation
import ListKitTesting

/// A grid's tiles, four to a row with one point between them (IGListKit's
/// `GridSectionController`); a tile can be dragged to another place in its
/// grid when the controller is reorderable.
final class GridSectionController: GenericSectionController<GridItem> {
    private let isReorderable: Bool

    init(isReorderable: Bool = false) {
        self.isReorderable = isReorderable
        super.init()
        minimumInteritemSpacing = 1
        minimumLineSpacing = 1
    }

    override var numberOfItems: Int { object?.items.count ?? 0 }

    override func sizeForItem(at index: Int) -> CGSize {
        let itemsPerRow: CGFloat = 4
        let width = (collectionContext?.containerSize.width ?? 0) - (itemsPerRow - 1) * minimumInteritemSpacing
        let side = (width / itemsPerRow).rounded(.down)
        return CGSize(width: side, height: side)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: CenterLabelCell.self, for: self, at: index)
        cell?.text = object?.items[index] ?? "?"
        cell?.color = object?.color ?? ""
        return cell
    }

    override func canMoveItem(at index: Int) -> Bool { isReorderable }

    override func moveObject(from source: Int, to destination: Int) {
        guard let object else { return }
        object.items.insert(object.items.remove(at: source), at: destination)
    }
}
