import Foundation

/// Manages one section of a ``ListAdapter``: the section's items, their
/// cells and sizes, and how they change when its object changes (IGListKit's
/// `IGListSectionController`). Subclass it: override ``numberOfItems``,
/// ``cellForItem(at:)`` (dequeuing through ``SectionController/collectionContext``, which
/// registers the cell class on first use) and ``sizeForItem(at:)``. The
/// base shows one empty item of the default size.
///
/// The adapter creates a controller through its data source the first time
/// an object (type and identifier) appears and reuses it while the object
/// stays. It calls ``didUpdate(to:)`` when the controller is new and whenever
/// the object is another instance: for a class, another object; for a value,
/// at every update, unless it is `Equatable` and `==` to the one held.
/// Item-level changes go through ``SectionController/collectionContext``.
///
/// ```swift
/// final class CommentsController: SectionController {
///     private(set) var comments: [String] = []
///     override var numberOfItems: Int { comments.count }
///     override func didUpdate(to object: any ListDiffable) { comments = (object as! Post).comments }
///     override func sizeForItem(at index: Int) -> CGSize {
///         CGSize(width: collectionContext?.containerSize.width ?? 0, height: 40)
///     }
///     override func cellForItem(at index: Int) -> (any ListReusableView)? {
///         let cell = collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
///         cell?.text = comments[index]
///         return cell
///     }
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

    /// Supplies the section's headers and footers; none by default. Held
    /// weakly, so a controller can be its own source.
    public weak var supplementaryViewSource: (any ListSupplementaryViewSource)?
    /// Hears the section's display events, down to its cells; held weakly.
    public weak var displayDelegate: (any ListDisplayDelegate)?
    /// Hears this controller enter and leave the working range (IGListKit's
    /// `workingRangeDelegate`), after its own hooks. Held weakly.
    public weak var workingRangeDelegate: (any ListWorkingRangeDelegate)?
    /// Hears the list's scrolling while this controller is on screen
    /// (IGListKit's `scrollDelegate`). Held weakly.
    public weak var scrollDelegate: (any ListScrollDelegate)?
    /// The adapter's ``ListAdapter/viewController``, to present from
    /// (IGListKit's `viewController`); nil while the controller is not in an
    /// adapter. O(1).
    public var viewController: ListViewController? { (collectionContext as? ListAdapter)?.viewController }

    /// The space a flow layout leaves around the section's items, inside
    /// its header and footer (IGListKit's `inset`; UIKit's
    /// `collectionView(_:layout:insetForSectionAt:)`); zero by default. The
    /// view asks for it when it lays the section out: after a change, call
    /// ``ListCollectionContext/invalidateLayout(for:completion:)``.
    ///
    /// ```swift
    /// controller.inset = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// ```
    open var inset: ListEdgeInsets = .zero
    /// The space between the lines of items (rows of a vertical list,
    /// columns of a horizontal one), at least (IGListKit's
    /// `minimumLineSpacing`); zero by default.
    open var minimumLineSpacing: CGFloat = 0
    /// The space between items of one line, at least (IGListKit's
    /// `minimumInteritemSpacing`); zero by default.
    open var minimumInteritemSpacing: CGFloat = 0

    /// Hears which of the section's items the view is likely to show soon,
    /// and which it no longer needs (the view's data prefetching, forwarded
    /// by the adapter); none by default. Held weakly, so a controller can be
    /// its own delegate.
    public weak var prefetchingDelegate: (any ListPrefetchingDelegate)?

    /// A controller showing no section yet.
    public init() {}

    /// The number of items in the section (1 by default). A negative count
    /// is shown as none.
    open var numberOfItems: Int { 1 }

    /// The size of the item at `index`: the container's width by 44
    /// points by default. A negative or non-finite size is shown as zero,
    /// with a diagnostic.
    open func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
    }

    /// The layout of the section when the list view lays out with a
    /// compositional layout made with
    /// `ListCompositionalLayout(sectionsOf:)`, which asks it each time
    /// the section is laid out; nil (the default) for none, which the list
    /// view reports. (IGListKit leaves this to the app; its example asks
    /// its controllers the same way.) A flow layout never asks it.
    ///
    /// ```swift
    /// override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
    ///     let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
    ///                                                          heightDimension: .fractionalHeight(1)))
    ///     return ListLayoutSection(group: .horizontal(
    ///         layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
    ///         subitems: [item]))
    /// }
    /// ```
    ///
    /// - Parameter environment: The list's size.
    /// - Returns: The section's layout, or nil.
    /// - Complexity: what the override does.
    open func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? { nil }

    /// The cell of the item at `index`, dequeued through
    /// ``SectionController/collectionContext`` for that index. Nil (the default) shows an
    /// empty cell, for controllers that only count items; a cell that was
    /// not dequeued for this item is replaced by an empty one, with a
    /// diagnostic.
    open func cellForItem(at index: Int) -> (any ListReusableView)? { nil }

    /// The identity of the item at `index`, for views that check identities
    /// (`ListKitTesting`'s); the index by default, which checks counts only.
    open func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(index) }

    /// Called with the section's object when the controller is new and
    /// whenever the object's contents change.
    open func didUpdate(to object: any ListDiffable) {}

    /// Whether a change of the object's contents is left to this controller:
    /// when true, the adapter does not reload the section; the controller
    /// gets ``didUpdate(to:)`` inside the update and reports its item
    /// changes through ``SectionController/collectionContext`` (``BindingSectionController``
    /// does). False by default: the section is reloaded.
    open var updatesItemsItself: Bool { false }

    /// Whether the item at `index` may be selected (IGListKit's
    /// `shouldSelectItemAtIndex:`); true by default. The adapter answers
    /// the view with it alone, as IGListKit's does.
    open func shouldSelectItem(at index: Int) -> Bool { true }
    /// Whether the selected item at `index` may be deselected (IGListKit's
    /// `shouldDeselectItemAtIndex:`); true by default.
    open func shouldDeselectItem(at index: Int) -> Bool { true }
    /// Called when the item at `index` is selected.
    open func didSelectItem(at index: Int) {}
    /// Called when the item at `index` is deselected.
    open func didDeselectItem(at index: Int) {}
    /// Called when a touch highlights the item at `index`.
    open func didHighlightItem(at index: Int) {}
    /// Called when the highlight of the item at `index` ends.
    open func didUnhighlightItem(at index: Int) {}
    /// What a long press at `point` on the item at `index` shows (IGListKit's
    /// `contextMenuConfigurationForItemAtIndex:point:`); nil, the default,
    /// for no menu. The adapter asks it when the app's view delegate does
    /// not answer first.
    ///
    /// - Parameters:
    ///   - index: The item's index in the section.
    ///   - point: Where the press is, in the list view's coordinates. UIKit
    ///     gives its delegate the point in the collection view's coordinate
    ///     space, and IGListKit passes that point on unchanged (its header
    ///     calls it "the point of the tap on the cell"). It is not in the
    ///     cell's coordinates.
    open func contextMenuConfigurationForItem(at index: Int, point: CGPoint) -> ListContextMenuConfiguration? { nil }

    /// Whether the user may drag the item at `index` to another place;
    /// false by default.
    open func canMoveItem(at index: Int) -> Bool { false }
    /// The user dragged the item at `source` to `destination` (where it
    /// ends up) inside this section: move it in your data.
    open func moveObject(from source: Int, to destination: Int) {}

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
