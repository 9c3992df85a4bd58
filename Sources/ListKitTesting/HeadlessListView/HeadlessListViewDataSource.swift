import Foundation
import ListKit

/// Where a ``HeadlessListView`` gets what it shows, asked the way
/// UICollectionView asks its `UICollectionViewDataSource`: counts, then a
/// cell for each item that comes on screen (dequeued from the view), never
/// for the whole list.
///
/// ```swift
/// final class Numbers: HeadlessListViewDataSource {
///     var items = [1, 2, 3]
///     func numberOfSections(in view: HeadlessListView) -> Int { 1 }
///     func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { items.count }
///     func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
///         view.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath) ?? HeadlessCell()
///     }
/// }
/// ```
@MainActor
public protocol HeadlessListViewDataSource: AnyObject {
    /// The number of sections; a negative one is read as 0.
    ///
    /// - Precondition: the sections, and the items below, fit in memory:
    ///   the view keeps a few dozen bytes for each (as UICollectionView
    ///   keeps its layout attributes), so a count such as `Int.max` traps
    ///   when the view allocates them.
    func numberOfSections(in view: HeadlessListView) -> Int
    /// The number of items in `section`; a negative one is read as 0, and
    /// a batch with one above 2^32 - 1 is refused
    /// (`BatchUpdateError.invalidItemCount`).
    func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, dequeued from `view` for that
    /// index path (anything else is a fault: see ``HeadlessListView/faults``).
    func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell
    /// The supplementary view of `kind` for the section of `indexPath`
    /// (item 0), dequeued from `view`; nil for none (the default).
    func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView?
    /// The identity of `section`, which ``HeadlessListView/sections`` shows
    /// to tests; nil (the default) for its number.
    func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable?
    /// The identity of the item at `indexPath`, which
    /// ``HeadlessListView/sections`` shows to tests; nil (the default) for
    /// its item number. A view asks it for the items it loads and those a
    /// batch inserts or reloads: a survivor keeps the identity it had, so a
    /// batch that forgot a change shows up as stale identities.
    func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable?
    /// The identities of all the items of `section`, in order, asked once
    /// instead of ``headlessListView(_:identifierOfItemAt:)`` per item when
    /// a batch brings items to the section or it loads. Nil (the default),
    /// or identities of another count, and the view asks per item.
    func headlessListView(
        _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    ) -> ListItemIdentifiers?
    /// Whether the item at `indexPath` may be moved interactively; false by
    /// default.
    func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive move finished: update the model to the new order.
    func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath)
}

extension HeadlessListViewDataSource {
    /// No supplementary views.
    public func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? { nil }
    /// Nil: sections show as their numbers.
    public func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? { nil }
    /// Nil: items show as their numbers.
    public func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? { nil }
    /// Nil: the view asks for identities item by item.
    public func headlessListView(
        _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    ) -> ListItemIdentifiers? { nil }
    /// False: no item moves.
    public func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {}
}
