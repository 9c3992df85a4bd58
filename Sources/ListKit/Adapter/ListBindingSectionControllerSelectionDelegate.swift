import Foundation

/// Hears a ``BindingSectionController``'s items selected, deselected,
/// highlighted and unhighlighted, each with its view model (IGListKit's
/// `IGListBindingSectionControllerSelectionDelegate`); set it as the
/// controller's `selectionDelegate`. The four event methods are required,
/// as in IGListKit; the context menu's is optional.
///
/// ```swift
/// final class Taps: ListBindingSectionControllerSelectionDelegate {
///     func sectionController(_ sectionController: SectionController, didSelectItemAt index: Int, viewModel: Any) {}
///     func sectionController(_ sectionController: SectionController, didDeselectItemAt index: Int, viewModel: Any) {}
///     func sectionController(_ sectionController: SectionController, didHighlightItemAt index: Int, viewModel: Any) {}
///     func sectionController(_ sectionController: SectionController, didUnhighlightItemAt index: Int, viewModel: Any) {}
/// }
/// ```
@MainActor
public protocol ListBindingSectionControllerSelectionDelegate: AnyObject {
    /// The item at `index`, showing `viewModel`, was selected.
    func sectionController(_ sectionController: SectionController, didSelectItemAt index: Int, viewModel: Any)
    /// The item at `index`, showing `viewModel`, was deselected.
    func sectionController(_ sectionController: SectionController, didDeselectItemAt index: Int, viewModel: Any)
    /// The item at `index`, showing `viewModel`, was highlighted.
    func sectionController(_ sectionController: SectionController, didHighlightItemAt index: Int, viewModel: Any)
    /// The highlight of the item at `index`, showing `viewModel`, ended.
    func sectionController(_ sectionController: SectionController, didUnhighlightItemAt index: Int, viewModel: Any)
    /// What a long press at `point` on the item at `index`, showing
    /// `viewModel`, shows; nil for no menu. Optional, as in IGListKit: no
    /// menu by default.
    func sectionController(
        _ sectionController: SectionController, contextMenuConfigurationForItemAt index: Int, point: CGPoint,
        viewModel: Any
    ) -> ListContextMenuConfiguration?
}

extension ListBindingSectionControllerSelectionDelegate {
    /// No menu.
    public func sectionController(
        _ sectionController: SectionController, contextMenuConfigurationForItemAt index: Int, point: CGPoint,
        viewModel: Any
    ) -> ListContextMenuConfiguration? { nil }
}
