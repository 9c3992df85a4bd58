import Foundation
import ListUpdates

/// What a section controller may ask of its adapter (IGListKit's
/// `IGListCollectionContext`): cells and supplementary views (registered
/// on first use), the container's size, batched item changes, layout
/// invalidation, which of its cells are on screen, selection and scrolling.
/// The controller never sees the adapter itself.
///
/// A dequeue must come from the controller's ``SectionController/cellForItem(at:)``
/// (or its supplementary source) for the same index, as UIKit requires.
/// It returns nil, with a diagnostic, for an index out of range, a view
/// the list view cannot make (a UIKit cell on another kind of view, a nib
/// where there are no nibs) or without a view.
///
/// ```swift
/// collectionContext?.performBatch(animated: true, updates: { batch in
///     self.items.append(newItem)
///     batch.insert(in: self, at: [self.items.count - 1])
/// }, completion: { finished in print("shown", finished) })
/// ```
@MainActor
public protocol ListCollectionContext: ListBatchContext {
    /// The size of the list view's viewport (zero without a view).
    var containerSize: CGSize { get }
    /// The list view's content inset (IGListKit's `containerInset`: a
    /// collection view's `contentInset`; zero on a view without insets).
    var containerInset: ListEdgeInsets { get }
    /// The content inset with the safe area's added (IGListKit's
    /// `adjustedContainerInset`: `adjustedContentInset`).
    var adjustedContainerInset: ListEdgeInsets { get }
    /// ``containerSize`` less ``containerInset`` on each side, never
    /// negative (IGListKit's `insetContainerSize`).
    var insetContainerSize: CGSize { get }

    /// A cell of `cellClass` for the controller's item at `index`, under
    /// `reuseIdentifier` (nil: the class's name) beside the class.
    func dequeueReusableCell<Cell: ListReusableView>(
        of cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String?,
        for sectionController: SectionController, at index: Int) -> Cell?

    /// A cell from the nib `nibName` (UIKit only).
    func dequeueReusableCell(
        withNibName nibName: String, bundle: Bundle?, for sectionController: SectionController, at index: Int
    ) -> (any ListReusableView)?

    /// A cell from the storyboard prototype `identifier` (UIKit only).
    func dequeueReusableCellFromStoryboard(
        withIdentifier identifier: String, for sectionController: SectionController, at index: Int
    ) -> (any ListReusableView)?

    /// A supplementary view of `kind` and `viewClass` for the controller.
    func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind kind: String, for sectionController: SectionController, class viewClass: View.Type, at index: Int
    ) -> View?

    /// A supplementary view of `kind` from the nib `nibName` (UIKit only).
    func dequeueReusableSupplementaryView(
        ofKind kind: String, for sectionController: SectionController, nibName: String, bundle: Bundle?, at index: Int
    ) -> (any ListReusableView)?

    /// A supplementary view of `kind` from the storyboard prototype
    /// `identifier` (UIKit only).
    func dequeueReusableSupplementaryView(
        fromStoryboardOfKind kind: String, withIdentifier identifier: String, for sectionController: SectionController,
        at index: Int
    ) -> (any ListReusableView)?

    /// The cell on screen for the controller's item at `index`, or nil
    /// when it is off screen.
    func cellForItem(at index: Int, sectionController: SectionController) -> (any ListReusableView)?

    /// The controller's cells on screen, in item order.
    func visibleCells(for sectionController: SectionController) -> [any ListReusableView]

    /// The index of `cell` in the controller's section, or nil when the
    /// cell is not on screen there.
    func index(for cell: any ListReusableView, sectionController: SectionController) -> Int?

    /// Selects the controller's item at `index` without calling the
    /// selection hooks, as UIKit's `selectItem` does. Asked for inside an
    /// update's data block (from ``SectionController/didUpdate(to:)``), it
    /// waits for the running updates to end.
    func selectItem(at index: Int, sectionController: SectionController)

    /// Deselects the controller's item at `index` without calling the
    /// selection hooks (like ``selectItem(at:sectionController:)``, after
    /// the running updates when asked for inside a data block).
    func deselectItem(at index: Int, sectionController: SectionController)

    /// Queues `updates` to run inside the next animated update, where the
    /// controller changes its items and reports them to the batch context.
    /// Called from inside a running update, `updates` runs at once and joins
    /// it. `completion` runs once, after the update. Without a view,
    /// `updates` runs at once (its model changes are kept; there is nothing
    /// to animate) and `completion` gets false.
    func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void,
        completion: (@MainActor (Bool) -> Void)?)

    /// Measures the layout of the controller's section again, its items and
    /// its supplementary views (also without items), after any running
    /// update; `completion` gets false when the controller shows no section.
    func invalidateLayout(for sectionController: SectionController, completion: (@MainActor (Bool) -> Void)?)

    /// The indexes of the controller's items on screen.
    func visibleIndexes(for sectionController: SectionController) -> IndexSet

    /// Scrolls to the item at `index` of the controller's section.
    func scroll(to sectionController: SectionController, at index: Int, animated: Bool)
}

extension ListCollectionContext {
    /// ``performBatch(animated:updates:completion:)`` without a completion,
    /// as a port from IGListKit's Swift code calls it. Complexity: that of
    /// the full form.
    ///
    /// ```swift
    /// collectionContext?.performBatch(animated: true) { batch in
    ///     self.items.append(4)
    ///     batch.insert(in: self, at: [3])
    /// }
    /// ```
    public func performBatch(animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void) {
        performBatch(animated: animated, updates: updates, completion: nil)
    }

    /// ``invalidateLayout(for:completion:)`` without a completion.
    /// Complexity: that of the full form.
    public func invalidateLayout(for sectionController: SectionController) {
        invalidateLayout(for: sectionController, completion: nil)
    }

    /// ``deselectItem(at:sectionController:)`` with IGListKit's signature
    /// (`deselectItemAtIndex:sectionController:animated:`). Deselection
    /// never animates here: `animated` is accepted for source
    /// compatibility. Complexity: that of the full form.
    public func deselectItem(at index: Int, sectionController: SectionController, animated: Bool) {
        deselectItem(at: index, sectionController: sectionController)
    }

    /// A cell of `cellClass` for the controller's item at `index`, under
    /// the class's name.
    ///
    /// ```swift
    /// let cell = collectionContext?.dequeueReusableCell(of: TitleCell.self, for: self, at: index)
    /// ```
    public func dequeueReusableCell<Cell: ListReusableView>(
        of cellClass: Cell.Type, for sectionController: SectionController, at index: Int
    ) -> Cell? {
        dequeueReusableCell(of: cellClass, withReuseIdentifier: nil, for: sectionController, at: index)
    }
}

extension ListCollectionContext {
    /// None, for a context of your own that has no storyboard.
    public func dequeueReusableSupplementaryView(
        fromStoryboardOfKind kind: String, withIdentifier identifier: String, for sectionController: SectionController,
        at index: Int
    ) -> (any ListReusableView)? { nil }

    /// None, for a context of your own.
    public var containerInset: ListEdgeInsets { .zero }
    /// None, for a context of your own.
    public var adjustedContainerInset: ListEdgeInsets { .zero }
    /// ``containerSize`` less ``containerInset``, never negative. O(1).
    public var insetContainerSize: CGSize {
        let inset = containerInset
        return CGSize(width: max(0, containerSize.width - inset.left - inset.right),
                      height: max(0, containerSize.height - inset.top - inset.bottom))
    }
}
