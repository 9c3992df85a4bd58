/// What a ``ListAdapter`` shows: the objects, one section each, a section
/// controller for each, and a view for when the list is empty.
///
/// ```swift
/// extension FeedViewController: ListAdapterDataSource {
///     func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { feed.posts + [feed.footer] }
///     func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
///         object is Post ? PostController() : FooterController()
///     }
/// }
/// ```
@MainActor
public protocol ListAdapterDataSource: AnyObject {
    /// The objects to show, in order. Objects with the same type and
    /// identifier as an earlier one are dropped (with a diagnostic).
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable]

    /// A new section controller for `object`; it is kept while an object of
    /// the same type and identifier stays. Nil skips the object (with a
    /// diagnostic).
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController?

    /// The view to show while the list has no items (a `UIView` on UIKit),
    /// or nil. Required, as in IGListKit, so that a method returning
    /// another type (`UIView?`) does not compile instead of never being
    /// called.
    func emptyView(for listAdapter: ListAdapter) -> AnyObject?
}
