import Foundation

/// Hears a ``SingleItemSectionController``'s item selected and deselected
/// (IGListKit's `IGListSingleSectionControllerDelegate`); set it as the
/// controller's `selectionDelegate`. The controller's `onSelect` closure,
/// when it has one, runs first.
///
/// ```swift
/// final class Router: ListSingleSectionControllerDelegate {
///     func didSelect(_ sectionController: SectionController, with object: any ListDiffable) { open(object) }
///     func open(_ object: any ListDiffable) {}
/// }
/// ```
@MainActor
public protocol ListSingleSectionControllerDelegate: AnyObject {
    /// The controller's item was selected; `object` is its object.
    func didSelect(_ sectionController: SectionController, with object: any ListDiffable)
    /// The controller's item was deselected.
    func didDeselect(_ sectionController: SectionController, with object: any ListDiffable)
}

extension ListSingleSectionControllerDelegate {
    /// Does nothing (optional in IGListKit too).
    public func didDeselect(_ sectionController: SectionController, with object: any ListDiffable) {}
}
