import Foundation
import ListUpdates

/// A section whose items are view models derived from its object, updated
/// item by item (IGListKit's `IGListBindingSectionController`): when the
/// object changes, the old and new view models are diffed through the core
/// and the section gets item deletes, inserts and moves in the same update.
/// Cells that are `ListBindable` get `bindViewModel` when vended, and a
/// view model whose contents changed is bound again, in place, into the cell
/// on screen instead of reloaded. Items are identified by their view model's
/// type and identifier.
///
/// Subclass it and override ``viewModels(for:)``, ``cell(for:at:)`` and
/// ``size(for:at:)``.
///
/// ```swift
/// final class PostController: BindingSectionController<Post> {
///     override func viewModels(for post: Post) -> [any ListDiffable] {
///         [PostHeader(post)] + post.comments.map(CommentRow.init)
///     }
///     override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
///         viewModel is PostHeader
///             ? collectionContext?.dequeueReusableCell(of: HeaderCell.self, for: self, at: index)
///             : collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
///     }
/// }
/// ```
@MainActor
open class BindingSectionController<Object: ListDiffable>: GenericSectionController<Object> {
    private enum State { case idle, queued, applied }

    /// The items, one view model each (no two with the same type and
    /// identifier).
    public private(set) var viewModels: [any ListDiffable] = []
    /// Hears the items selected, deselected, highlighted and unhighlighted,
    /// with their view models (IGListKit's `selectionDelegate`). Held weakly.
    public weak var selectionDelegate: (any ListBindingSectionControllerSelectionDelegate)?
    private var state = State.idle
    private var hasViewModels = false
    /// Requests made while an update is on screen: one update runs for them
    /// when it finishes.
    private var waiting: (animated: Bool, completions: [@MainActor (Bool) -> Void])?

    /// A controller without an object yet.
    public override init() {}

    /// The view models for `object`; none by default.
    open func viewModels(for object: Object) -> [any ListDiffable] { [] }

    /// Tells ``selectionDelegate``, with the item's view model.
    open override func didSelectItem(at index: Int) {
        tell(index) { $0.sectionController($1, didSelectItemAt: $2, viewModel: $3) }
    }
    /// Tells ``selectionDelegate``, with the item's view model.
    open override func didDeselectItem(at index: Int) {
        tell(index) { $0.sectionController($1, didDeselectItemAt: $2, viewModel: $3) }
    }
    /// Tells ``selectionDelegate``, with the item's view model.
    open override func didHighlightItem(at index: Int) {
        tell(index) { $0.sectionController($1, didHighlightItemAt: $2, viewModel: $3) }
    }
    /// Tells ``selectionDelegate``, with the item's view model.
    open override func didUnhighlightItem(at index: Int) {
        tell(index) { $0.sectionController($1, didUnhighlightItemAt: $2, viewModel: $3) }
    }

    /// Asks ``selectionDelegate``, with the item's view model (nil without
    /// either).
    open override func contextMenuConfigurationForItem(at index: Int, point: CGPoint) -> ListContextMenuConfiguration? {
        guard let selectionDelegate, viewModels.indices.contains(index) else { return nil }
        return selectionDelegate.sectionController(
            self, contextMenuConfigurationForItemAt: index, point: point, viewModel: viewModels[index])
    }

    /// Calls `event` on ``selectionDelegate`` with the item's view model,
    /// when there are both.
    private func tell(
        _ index: Int,
        _ event: (any ListBindingSectionControllerSelectionDelegate, SectionController, Int, any ListDiffable) -> Void
    ) {
        guard let selectionDelegate, viewModels.indices.contains(index) else { return }
        event(selectionDelegate, self, index, viewModels[index])
    }

    /// The cell for `viewModel`, dequeued through ``SectionController/collectionContext``
    /// for `index`; nil (the default) shows an empty cell.
    open func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? { nil }

    /// The size of the cell for `viewModel`: the container's width by 44
    /// points by default.
    open func size(for viewModel: any ListDiffable, at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 44)
    }

    /// One item per view model.
    open override var numberOfItems: Int { viewModels.count }

    /// The cell of ``cell(for:at:)``, bound to its view model when it is
    /// `ListBindable`.
    open override func cellForItem(at index: Int) -> (any ListReusableView)? {
        guard viewModels.indices.contains(index), let cell = cell(for: viewModels[index], at: index) else { return nil }
        (cell as? ListBindable)?.bindViewModel(viewModels[index])
        return cell
    }

    /// ``size(for:at:)`` of the item's view model; zero for an index outside
    /// them.
    open override func sizeForItem(at index: Int) -> CGSize {
        viewModels.indices.contains(index) ? size(for: viewModels[index], at: index) : .zero
    }

    /// The item's view model's type and identifier, together.
    open override func itemIdentifier(at index: Int) -> AnyHashable {
        AnyHashable(SectionMap.ObjectKey(viewModels[index]))
    }

    /// True: a change of the object becomes item changes, not a reload.
    open override var updatesItemsItself: Bool { true }

    /// The user dragged the item at `source` to `destination`: its view
    /// model moves with it, as IGListKit's binding controller moves it, so
    /// that `viewModels` stays what the view shows. An override that moves
    /// the object's data too calls `super`. Indexes outside the view models
    /// change nothing.
    ///
    /// Complexity: O(view models).
    open override func moveObject(from source: Int, to destination: Int) {
        guard viewModels.indices.contains(source), viewModels.indices.contains(destination) else { return }
        viewModels.insert(viewModels.remove(at: source), at: destination)
    }

    /// The first object sets the view models at once; later ones update them
    /// item by item (``update(animated:completion:)``).
    ///
    /// Complexity: O(view models) expected.
    open override func didUpdate(to object: Object) {
        guard hasViewModels else {
            hasViewModels = true
            viewModels = firstOfEachKey(viewModels(for: object))
            return
        }
        update(animated: true)
    }

    /// Diffs the view models against those for the current object and shows
    /// the changes in one update; `completion` gets its `finished` flag.
    ///
    /// While an update is queued, it will show the latest object, so another
    /// request gets `completion(false)` at once (as in IGListKit). Requests
    /// made while one is on screen but not finished share one update after
    /// it (IGListKit drops them, leaving the section stale).
    ///
    /// Complexity: O(view models) expected.
    public func update(animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard state != .queued, let collectionContext else {
            completion?(false)
            return
        }
        guard state == .idle else {
            // In place: a copy of the waiting completions per request would
            // cost O(requests waiting) each.
            if waiting == nil { waiting = (animated, []) }
            waiting!.animated = waiting!.animated && animated
            if let completion { waiting!.completions.append(completion) }
            return
        }
        state = .queued
        collectionContext.performBatch(animated: animated, updates: { [weak self] batch in
            guard let self, self.state == .queued, let object = self.object, let collectionContext = self.collectionContext
            else { return }
            let old = self.viewModels
            let new = firstOfEachKey(self.viewModels(for: object))
            self.viewModels = new
            let diff = SectionObject.diff(old, new, moves: .heckel)  // items: IGListKit's moves
            // Changed view models go into the cells on screen as they are
            // (the view still shows the old indexes); off screen, the next
            // cell is bound when vended.
            for index in diff.updates {
                if let target = diff.newIndexFor(identifier: AnyHashable(SectionMap.ObjectKey(old[index]))),
                   let cell = collectionContext.cellForItem(at: index, sectionController: self) as? ListBindable {
                    cell.bindViewModel(new[target])
                }
            }
            batch.delete(in: self, at: diff.deletes)
            batch.insert(in: self, at: diff.inserts)
            for move in diff.moves { batch.move(in: self, from: move.from, to: move.to) }
            self.state = .applied
        }, completion: { finished in
            // Held until the update finishes, so requests waiting for it run
            // (and complete) even when the section has gone meanwhile.
            if self.state == .queued, let object = self.object {
                // The block never ran (the adapter went away): no view shows
                // the old view models, so the new ones are taken as they are.
                self.viewModels = firstOfEachKey(self.viewModels(for: object))
            }
            self.state = .idle
            completion?(finished)
            if let next = self.waiting {
                self.waiting = nil
                self.update(animated: next.animated) { finished in next.completions.forEach { $0(finished) } }
            }
        })
    }
}
