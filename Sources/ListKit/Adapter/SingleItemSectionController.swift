/// A section of one item showing its object (IGListKit's
/// `IGListSingleSectionController`): the item is identified by the object's
/// identifier, and selecting it calls `onSelect`.
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
///     SingleItemSectionController<Banner> { banner in open(banner.url) }
/// }
/// ```
@MainActor
open class SingleItemSectionController<Object: ListDiffable>: SectionController {
    /// The object shown; nil until the adapter sets one of type `Object`.
    public private(set) var object: Object?
    private let onSelect: (@MainActor (Object) -> Void)?

    /// A controller calling `onSelect` when its item is selected.
    public init(onSelect: (@MainActor (Object) -> Void)? = nil) {
        self.onSelect = onSelect
    }

    open override func itemIdentifier(at index: Int) -> AnyHashable {
        object?.diffIdentifier ?? AnyHashable(index)
    }

    open override func didUpdate(to object: any ListDiffable) {
        self.object = object as? Object
    }

    open override func didSelectItem(at index: Int) {
        if let object { onSelect?(object) }
    }
}
