import Foundation

/// Hears a section controller's display events, down to its cells
/// (IGListKit's `IGListDisplayDelegate`); set it as the controller's
/// ``SectionController/displayDelegate``. One delegate can serve many
/// controllers, for uniform impression tracking. The signatures are IGListKit's as Swift sees them, with
/// `ListReusableView` for `UICollectionViewCell`, and every method is
/// required, as in IGListKit: a method written with another signature (a
/// `UICollectionViewCell` cell) does not compile instead of never being
/// called.
///
/// ```swift
/// final class Impressions: ListDisplayDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {}
///     func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {}
///     func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController,
///                      cell: any ListReusableView, at index: Int) {
///         log(sectionController.section, index)
///     }
///     func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController,
///                      cell: any ListReusableView, at index: Int) {}
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
