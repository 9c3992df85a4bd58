import Foundation

/// Hears a section controller enter and leave the adapter's working range
/// (IGListKit's `IGListWorkingRangeDelegate`); set it as the controller's
/// ``SectionController/workingRangeDelegate``. The controller's own
/// ``SectionController/didEnterWorkingRange()`` and
/// ``SectionController/didExitWorkingRange()`` run first. Both methods are
/// required, as in IGListKit.
///
/// ```swift
/// final class ImagePrefetcher: ListWorkingRangeDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController) {
///         // start loading the section's images
///     }
///     func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController) {}
/// }
/// ```
@MainActor
public protocol ListWorkingRangeDelegate: AnyObject {
    /// `sectionController` entered the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController)
    /// `sectionController` left the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController)
}
