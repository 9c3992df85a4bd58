import Foundation
import ListUpdates

/// A section whose items are view models derived from its object, updated
/// item by item (IGListKit's `IGListBindingSectionController`): when the
/// object changes, the old and new view models are diffed through the core
/// and the section gets item deletes, inserts and moves in the same update;
/// view models whose contents changed are re-bound in place with
/// ``bind(_:at:)`` instead of reloaded. Items are identified by their view
/// model's type and identifier.
///
/// Subclass it and override ``viewModels(for:)`` (and ``bind(_:at:)`` to
/// refresh a visible cell).
///
/// ```swift
/// final class PostController: BindingSectionController<Post> {
///     override func viewModels(for post: Post) -> [any ListDiffable] {
///         [PostHeader(post)] + post.comments.map(CommentRow.init)
///     }
/// }
/// ```
@MainActor
open class BindingSectionController<Object: ListDiffable>: SectionController {
    private enum State { case idle, queued, applied }

    /// The object shown; nil until the adapter sets one of type `Object`.
    public private(set) var object: Object?
    /// The items, one view model each (no two with the same type and
    /// identifier).
    public private(set) var viewModels: [any ListDiffable] = []
    private var state = State.idle
    /// Requests made while an update is on screen: one update runs for them
    /// when it finishes.
    private var waiting: (animated: Bool, completions: [@MainActor (Bool) -> Void])?

    /// A controller without an object yet.
    public override init() {}

    /// The view models for `object`; none by default.
    open func viewModels(for object: Object) -> [any ListDiffable] { [] }

    /// Called for a view model that kept its identity but changed, at its
    /// new index: refresh the cell showing it.
    open func bind(_ viewModel: any ListDiffable, at index: Int) {}

    open override var numberOfItems: Int { viewModels.count }

    open override func itemIdentifier(at index: Int) -> AnyHashable {
        AnyHashable(SectionMap.ObjectKey(viewModels[index]))
    }

    /// True: a change of the object becomes item changes, not a reload.
    open override var updatesItemsItself: Bool { true }

    /// The first object sets the view models at once; later ones update them
    /// item by item (``update(animated:completion:)``).
    open override func didUpdate(to object: any ListDiffable) {
        guard let object = object as? Object else { return }
        let isFirst = self.object == nil
        self.object = object
        if isFirst {
            viewModels = _firstOfEachKey(viewModels(for: object))
        } else {
            update(animated: true)
        }
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
            var next = waiting ?? (animated, [])
            next.animated = next.animated && animated
            if let completion { next.completions.append(completion) }
            waiting = next
            return
        }
        state = .queued
        collectionContext.performBatch(animated: animated, updates: { [weak self] batch in
            guard let self, self.state == .queued, let object = self.object else { return }
            let old = self.viewModels
            let new = _firstOfEachKey(self.viewModels(for: object))
            self.viewModels = new
            let diff = _SectionObject.diff(old, new, moves: .heckel)  // items: IGListKit's moves
            for index in diff.updates {
                if let target = diff.newIndexFor(identifier: AnyHashable(SectionMap.ObjectKey(old[index]))) {
                    self.bind(new[target], at: target)
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
                self.viewModels = _firstOfEachKey(self.viewModels(for: object))
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
