import Foundation
import ListUpdates

/// What a section controller may ask of its adapter (IGListKit's
/// `IGListCollectionContext`): batched item changes, layout invalidation,
/// where its items are, and scrolling. The controller never sees the adapter
/// itself.
///
/// ```swift
/// collectionContext?.performBatch(animated: true, updates: { batch in
///     self.items.append(newItem)
///     batch.insert(in: self, at: [self.items.count - 1])
/// }, completion: { finished in print("shown", finished) })
/// ```
@MainActor
public protocol ListCollectionContext: ListBatchContext {
    /// Queues `updates` to run inside the next animated update, where the
    /// controller changes its items and reports them to the batch context.
    /// Called from inside a running update, `updates` runs at once and joins
    /// it. `completion` runs once, after the update. Without a view,
    /// `updates` runs at once (its model changes are kept; there is nothing
    /// to animate) and `completion` gets false.
    func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void,
        completion: (@MainActor (Bool) -> Void)?)

    /// Measures the layout of all the controller's items again, after any
    /// running update; `completion` gets false when the controller shows no
    /// section.
    func invalidateLayout(for sectionController: SectionController, completion: (@MainActor (Bool) -> Void)?)

    /// The indexes of the controller's items on screen.
    func visibleIndexes(for sectionController: SectionController) -> IndexSet

    /// Scrolls to the item at `index` of the controller's section.
    func scroll(to sectionController: SectionController, at index: Int, animated: Bool)
}
