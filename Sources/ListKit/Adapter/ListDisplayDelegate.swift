import Foundation

/// Hears a section controller's display events, down to its cells
/// (IGListKit's `IGListDisplayDelegate`); set it as the controller's
/// ``SectionController/displayDelegate``. One delegate can serve many
/// controllers, for uniform impression tracking. Every method does nothing
/// by default.
///
/// ```swift
/// final class Impressions: ListDisplayDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, willDisplay cell: any ListReusableView,
///                      in sectionController: SectionController, object: any ListDiffable, at indexPath: IndexPath) {
///         log(object, indexPath)
///     }
/// }
/// ```
@MainActor
public protocol ListDisplayDelegate: AnyObject {
    /// The controller's first view came on screen.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController)
    /// The controller's last view left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController)
    /// `cell` is about to show the controller's item at `indexPath`, for `object`.
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay cell: any ListReusableView, in sectionController: SectionController,
        object: any ListDiffable, at indexPath: IndexPath)
    /// `cell` stopped showing the controller's item; `object` is the one it showed.
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying cell: any ListReusableView, in sectionController: SectionController,
        object: any ListDiffable, at indexPath: IndexPath)
}

extension ListDisplayDelegate {
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {}
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, willDisplay cell: any ListReusableView, in sectionController: SectionController,
        object: any ListDiffable, at indexPath: IndexPath) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying cell: any ListReusableView, in sectionController: SectionController,
        object: any ListDiffable, at indexPath: IndexPath) {}
}
