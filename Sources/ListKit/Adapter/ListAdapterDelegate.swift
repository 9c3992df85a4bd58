/// Hears when objects come on screen and leave it, per section (IGListKit's
/// `IGListAdapterDelegate`). For item-level events, override the section
/// controller's display methods.
///
/// ```swift
/// final class Impressions: ListAdapterDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at section: Int) { log(object) }
///     func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at section: Int) {}
/// }
/// ```
@MainActor
public protocol ListAdapterDelegate: AnyObject {
    /// The first item of `object`'s section came on screen.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at section: Int)
    /// The last item of `object`'s section left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at section: Int)
}

/// Hears when an adapter's updates finish (IGListKit's
/// `IGListAdapterUpdateListener`); held weakly.
///
/// ```swift
/// adapter.addUpdateListener(scrollKeeper)
/// ```
@MainActor
public protocol ListAdapterUpdateListener: AnyObject {
    /// An update of `kind` finished; called before the update's completion.
    func listAdapter(_ listAdapter: ListAdapter, didFinish kind: ListAdapter.UpdateKind, animated: Bool)
}
