import Foundation

/// Hears the scrolling of the list view while a section controller is on
/// screen (IGListKit's `IGListScrollDelegate`); set it as the controller's
/// ``SectionController/scrollDelegate``. The adapter tells the scroll
/// delegate of every section controller with items on screen, in section
/// order, after the app's own scroll-view delegate. As in IGListKit, the
/// first three methods are required, so a method written with another
/// signature does not compile instead of never being called.
///
/// ```swift
/// final class Parallax: ListScrollDelegate {
///     func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: SectionController) { update() }
///     func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: SectionController) {}
///     func listAdapter(_ listAdapter: ListAdapter, didEndDragging sectionController: SectionController,
///                      willDecelerate decelerate: Bool) {}
///     func update() {}
/// }
/// ```
@MainActor
public protocol ListScrollDelegate: AnyObject {
    /// The content moved while `sectionController` was on screen.
    func listAdapter(_ listAdapter: ListAdapter, didScroll sectionController: SectionController)
    /// The user started dragging the content while `sectionController` was
    /// on screen.
    func listAdapter(_ listAdapter: ListAdapter, willBeginDragging sectionController: SectionController)
    /// The user let go of the content; it goes on moving when `decelerate`.
    func listAdapter(
        _ listAdapter: ListAdapter, didEndDragging sectionController: SectionController, willDecelerate decelerate: Bool)
    /// The content stopped after the user let go of it.
    func listAdapter(_ listAdapter: ListAdapter, didEndDecelerating sectionController: SectionController)
}

extension ListScrollDelegate {
    /// Does nothing (optional in IGListKit too).
    public func listAdapter(_ listAdapter: ListAdapter, didEndDecelerating sectionController: SectionController) {}
}
