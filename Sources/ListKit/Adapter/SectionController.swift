/// Manages one section of a ``ListAdapter``: the section's items and how they
/// change when its object changes (IGListKit's `IGListSectionController`).
/// Subclass it; the base shows one item.
///
/// The adapter creates a controller through its data source the first time
/// an object (type and identifier) appears and reuses it while the object
/// stays. It calls ``didUpdate(to:)`` when the controller is new and whenever
/// the object's contents change (``ListDiffable/isEqual(toDiffableObject:)``
/// is false). Item-level changes go through ``collectionContext``.
///
/// ```swift
/// final class CommentsController: SectionController {
///     private(set) var comments: [String] = []
///     override var numberOfItems: Int { comments.count }
///     override func didUpdate(to object: any ListDiffable) { comments = (object as! Post).comments }
///     func append(_ comment: String) {
///         collectionContext?.performBatch(animated: true, updates: { batch in
///             self.comments.append(comment)
///             batch.insert(in: self, at: [self.comments.count - 1])
///         }, completion: nil)
///     }
/// }
/// ```
@MainActor
open class SectionController {
    /// The section this controller shows, or nil when it shows none.
    public internal(set) var section: Int?
    /// Whether it shows the first section.
    public internal(set) var isFirstSection = false
    /// Whether it shows the last section.
    public internal(set) var isLastSection = false
    /// The adapter, seen through what a section controller may ask of it;
    /// set before the first ``didUpdate(to:)``.
    public internal(set) weak var collectionContext: (any ListCollectionContext)?

    /// A controller showing no section yet.
    public init() {}

    /// The number of items in the section (1 by default).
    open var numberOfItems: Int { 1 }

    /// The identity of the item at `index`, for views that check identities
    /// (``HeadlessListView``); the index by default, which checks counts only.
    open func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(index) }

    /// Called with the section's object when the controller is new and
    /// whenever the object's contents change.
    open func didUpdate(to object: any ListDiffable) {}

    /// Whether a change of the object's contents is left to this controller:
    /// when true, the adapter does not reload the section; the controller
    /// gets ``didUpdate(to:)`` inside the update and reports its item
    /// changes through ``collectionContext`` (``BindingSectionController``
    /// does). False by default: the section is reloaded.
    open var updatesItemsItself: Bool { false }

    /// Called when the item at `index` is selected.
    open func didSelectItem(at index: Int) {}

    /// Called when the first item of the section comes on screen.
    open func willDisplaySection() {}
    /// Called when the last item of the section leaves the screen.
    open func didEndDisplayingSection() {}
    /// Called when the item at `index` comes on screen.
    open func willDisplayItem(at index: Int) {}
    /// Called when the item at `index` leaves the screen.
    open func didEndDisplayingItem(at index: Int) {}

    /// Called when the section comes within the adapter's working range of
    /// the screen: a good time to prefetch.
    open func didEnterWorkingRange() {}
    /// Called when the section leaves the working range.
    open func didExitWorkingRange() {}
}
