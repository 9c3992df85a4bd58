import Foundation

/// Hears which of a section controller's items the list view is likely to
/// show soon, to load their data ahead (images, say), and which it no longer
/// needs: the view's data prefetching (UIKit's
/// `UICollectionViewDataSourcePrefetching`), forwarded by the ``ListAdapter``
/// per section. Set it as the controller's
/// ``SectionController/prefetchingDelegate``; a controller without one
/// hears nothing. One delegate can serve many controllers.
///
/// Each call names the items of one controller by their indexes in its
/// section, at least one, in the order the view gave them (a
/// `UICollectionView` gives them by priority; ListKitTesting's view in
/// index-path order). IGListKit has no counterpart: it turns UIKit's
/// prefetching off and offers its working range, per section; the adapter
/// here leaves the view's prefetching as the app set it (on by default),
/// and the working range runs too.
///
/// ```swift
/// final class AvatarLoader: ListPrefetchingDelegate {
///     var loading: [ObjectIdentifier: Set<Int>] = [:]
///     func listAdapter(_ listAdapter: ListAdapter, prefetchItemsFor sectionController: SectionController, at indexes: [Int]) {
///         loading[ObjectIdentifier(sectionController), default: []].formUnion(indexes)
///     }
///     func listAdapter(
///         _ listAdapter: ListAdapter, cancelPrefetchingItemsFor sectionController: SectionController, at indexes: [Int]
///     ) {
///         loading[ObjectIdentifier(sectionController), default: []].subtract(indexes)
///     }
/// }
/// ```
@MainActor
public protocol ListPrefetchingDelegate: AnyObject {
    /// Start loading the data of the controller's items at `indexes`: the
    /// view is likely to show them soon.
    func listAdapter(_ listAdapter: ListAdapter, prefetchItemsFor sectionController: SectionController, at indexes: [Int])
    /// Stop loading the data of the controller's items at `indexes` (their
    /// current indexes): the view no longer expects to show them soon. Does
    /// nothing by default.
    func listAdapter(
        _ listAdapter: ListAdapter, cancelPrefetchingItemsFor sectionController: SectionController, at indexes: [Int])
}

extension ListPrefetchingDelegate {
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, cancelPrefetchingItemsFor sectionController: SectionController, at indexes: [Int]
    ) {}
}
