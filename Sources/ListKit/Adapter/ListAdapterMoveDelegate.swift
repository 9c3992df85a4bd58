/// Hears interactive moves of whole sections (IGListKit's
/// `IGListAdapterMoveDelegate`): when a user drags the only item of one
/// section into another section of one item, the adapter reorders its
/// objects and asks the app to take the new order into its model.
///
/// ```swift
/// func listAdapter(_ listAdapter: ListAdapter, move object: any ListDiffable,
///                  from previousObjects: [any ListDiffable], to objects: [any ListDiffable]) {
///     feed = objects.compactMap { $0 as? Post }
/// }
/// ```
@MainActor
public protocol ListAdapterMoveDelegate: AnyObject {
    /// `object` moved: `objects` is the order after the move.
    func listAdapter(
        _ listAdapter: ListAdapter, move object: any ListDiffable, from previousObjects: [any ListDiffable],
        to objects: [any ListDiffable])
}
