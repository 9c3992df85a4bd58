import Foundation

/// Hears a ``BindingSectionController``'s items selected, deselected,
/// highlighted and unhighlighted, each with its view model (IGListKit's
/// `IGListBindingSectionControllerSelectionDelegate`); set it as the
/// controller's `selectionDelegate`. All four methods are required, as in
/// IGListKit.
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
}
