import Foundation

/// Hears a section controller's display events, down to its cells
/// (IGListKit's `IGListDisplayDelegate`); set it as the controller's
/// ``SectionController/displayDelegate``. One delegate can serve many
/// controllers, for uniform impression tracking. Every method does nothing
/// by default. The signatures are IGListKit's as Swift sees them, with
/// `ListReusableView` for `UICollectionViewCell`: a method that still takes
/// a `UICollectionViewCell` is another method, which is never called (the
/// defaults stand in for it), so change the cell's type when porting.
///
/// ```swift
/// final class Impressions: ListDisplayDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController,
///                      cell: any ListReusableView, at index: Int) {
///         log(sectionController.section, index)
///     }
/// }
/// ```
@MainActor
public protocol ListDisplayDelegate: AnyObject {
    /// The controller's first view came on screen.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController)
    /// The controller's last view left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController)
    /// `cell` is about to show the controller's item at `index`.
    func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cell: any ListReusableView,
        at index: Int)
    /// `cell` stopped showing the controller's item at `index` (its index
    /// then).
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cell: any ListReusableView,
        at index: Int)
}

extension ListDisplayDelegate {
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {}
    /// Does nothing.
    public func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cell: any ListReusableView,
        at index: Int) {}
    /// Does nothing.
    public func listAdapter(
        _ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cell: any ListReusableView,
        at index: Int) {}
}
