import Foundation

/// A section of one item showing its object (IGListKit's
/// `IGListSingleSectionController`), configured by blocks instead of a
/// subclass: the cell (a class, a nib or a storyboard prototype), how to
/// fill it and its size. A cell that is `ListBindable` gets
/// `bindViewModel(object)` first. When the object changes, the cell on
/// screen is filled again in place (no reload) and its size measured again.
/// The item is identified by the object's identifier.
///
/// ```swift
/// SingleItemSectionController<Banner>(
///     cellClass: BannerCell.self,
///     configure: { banner, cell in cell.title = banner.title },
///     size: { _, container in CGSize(width: container.width, height: 120) },
///     onSelect: { banner in open(banner.url) })
/// ```
@MainActor
open class SingleItemSectionController<Object: ListDiffable>: GenericSectionController<Object> {
    private let makeCell: (@MainActor (SingleItemSectionController<Object>) -> (any ListReusableView)?)?
    private let configure: (@MainActor (Object, any ListReusableView) -> Void)?
    private let measure: (@MainActor (Object, CGSize) -> CGSize)?
    private let onSelect: (@MainActor (Object) -> Void)?
    private var hasShown = false

    /// An empty cell of the default size, calling `onSelect` when selected.
    public init(onSelect: (@MainActor (Object) -> Void)? = nil) {
        makeCell = nil
        configure = nil
        measure = nil
        self.onSelect = onSelect
    }

    /// A cell of `cellClass`, filled by `configure`, of the size `size`
    /// gives for the object and the container's size (the default size
    /// without it).
    public init<Cell: ListReusableView>(
        cellClass: Cell.Type, configure: (@MainActor (Object, Cell) -> Void)? = nil,
        size: (@MainActor (Object, CGSize) -> CGSize)? = nil, onSelect: (@MainActor (Object) -> Void)? = nil
    ) {
        makeCell = { controller -> (any ListReusableView)? in
            controller.collectionContext?.dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: controller, at: 0)
        }
        if let configure {
            self.configure = { object, cell in if let cell = cell as? Cell { configure(object, cell) } }
        } else {
            self.configure = nil
        }
        measure = size
        self.onSelect = onSelect
    }

    /// A cell from the nib `nibName` (UIKit only).
    public init(
        nibName: String, bundle: Bundle?, configure: (@MainActor (Object, any ListReusableView) -> Void)? = nil,
        size: (@MainActor (Object, CGSize) -> CGSize)? = nil, onSelect: (@MainActor (Object) -> Void)? = nil
    ) {
        makeCell = { controller in
            controller.collectionContext?.dequeueReusableCell(withNibName: nibName, bundle: bundle, for: controller, at: 0)
        }
        self.configure = configure
        measure = size
        self.onSelect = onSelect
    }

    /// A cell from the storyboard prototype `identifier` (UIKit only).
    public init(
        storyboardCellIdentifier identifier: String, configure: (@MainActor (Object, any ListReusableView) -> Void)? = nil,
        size: (@MainActor (Object, CGSize) -> CGSize)? = nil, onSelect: (@MainActor (Object) -> Void)? = nil
    ) {
        makeCell = { controller in
            controller.collectionContext?.dequeueReusableCellFromStoryboard(withIdentifier: identifier, for: controller, at: 0)
        }
        self.configure = configure
        measure = size
        self.onSelect = onSelect
    }

    /// The object's identifier (the index while there is no object): a new
    /// object with the same identifier keeps its cell.
    open override func itemIdentifier(at index: Int) -> AnyHashable {
        object?.diffIdentifier ?? AnyHashable(index)
    }

    /// The cell the initializer names, bound to the object when it is
    /// `ListBindable`, then passed to `configure`.
    open override func cellForItem(at index: Int) -> (any ListReusableView)? {
        guard let cell = makeCell?(self) else { return nil }
        fill(cell)
        return cell
    }

    /// `size` of the object and the container's size; without `size` or an
    /// object, ``SectionController/sizeForItem(at:)``'s default.
    open override func sizeForItem(at index: Int) -> CGSize {
        guard let measure, let object else { return super.sizeForItem(at: index) }
        return measure(object, collectionContext?.containerSize ?? .zero)
    }

    /// True: a new object refills the cell in place instead of a reload.
    open override var updatesItemsItself: Bool { true }

    /// Refills the cell on screen and measures it again, after the running
    /// update (the first object needs neither).
    open override func didUpdate(to object: Object) {
        defer { hasShown = true }
        guard hasShown, let collectionContext else { return }
        if let cell = collectionContext.cellForItem(at: 0, sectionController: self) { fill(cell) }
        collectionContext.invalidateLayout(for: self, completion: nil)
    }

    /// Calls `onSelect` with the object.
    /// Hears the item selected and deselected (IGListKit's
    /// `selectionDelegate`), after `onSelect`. Held weakly.
    public weak var selectionDelegate: (any ListSingleSectionControllerDelegate)?

    open override func didSelectItem(at index: Int) {
        guard let object else { return }
        onSelect?(object)
        selectionDelegate?.didSelect(self, with: object)
    }

    open override func didDeselectItem(at index: Int) {
        if let object { selectionDelegate?.didDeselect(self, with: object) }
    }

    private func fill(_ cell: any ListReusableView) {
        guard let object else { return }
        (cell as? ListBindable)?.bindViewModel(object)
        configure?(object, cell)
    }
}
