import Foundation
import ListKitTesting

/// A user's name and handle, 55 points high (IGListKit's
/// `UserSectionController`); when reorderable, the user's section can be
/// dragged onto another single-item section, and the adapter's move
/// delegate takes the new order.
final class UserSectionController: GenericSectionController<User> {
    private let isReorderable: Bool

    init(isReorderable: Bool = false) {
        self.isReorderable = isReorderable
        super.init()
    }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: DetailLabelCell.self, for: self, at: index)
        cell?.title = object?.name ?? ""
        cell?.detail = object?.handle ?? ""
        return cell
    }

    override func canMoveItem(at index: Int) -> Bool { isReorderable }
}
