import Foundation
import ListDiff
import ListKit

/// An adapter attached to a ``ListDataController`` (`adapter.listView =
/// controller`) is its data source: one section per object, the section
/// controller's item count, and node blocks from controllers that adopt
/// ``ListNodeSectionController`` (others show empty nodes, with the data
/// controller's diagnostic).
extension ListAdapter: ListNodeDataSource {
    /// One section per object.
    public func numberOfSections(in controller: ListDataController) -> Int { objects.count }

    /// The section controller's item count (a negative one counts as 0).
    public func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int {
        sectionController(forSection: section).map(itemCount(of:)) ?? 0
    }

    /// The section controller's node block for the item.
    public func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        (sectionController(forSection: indexPath[0]) as? any ListNodeSectionController)?.nodeBlockForItem(at: indexPath[1])
    }

    /// The section controller's node block for its supplementary view.
    public func dataController(
        _ controller: ListDataController, nodeBlockForSupplementaryElementOfKind kind: String, inSection section: Int
    ) -> ListNodeBlock? {
        (sectionController(forSection: section) as? any ListNodeSectionController)?.nodeBlockForSupplementaryElement(ofKind: kind)
    }

    /// The section controller's `inset`.
    public func dataController(_ controller: ListDataController, insetForSection section: Int) -> ListEdgeInsets? {
        sectionController(forSection: section)?.inset
    }

    /// The section controller's `minimumLineSpacing`.
    public func dataController(_ controller: ListDataController, minimumLineSpacingForSection section: Int) -> CGFloat? {
        sectionController(forSection: section)?.minimumLineSpacing
    }

    /// The section controller's `minimumInteritemSpacing`.
    public func dataController(_ controller: ListDataController, minimumInteritemSpacingForSection section: Int) -> CGFloat? {
        sectionController(forSection: section)?.minimumInteritemSpacing
    }

    /// The section controller's constrained size, or the data controller's default.
    public func dataController(_ controller: ListDataController, constrainedSizeForItemAt indexPath: IndexPath) -> CGSize {
        (sectionController(forSection: indexPath[0]) as? any ListNodeSectionController)?
            .constrainedSizeForItem(at: indexPath[1]) ?? controller.defaultConstrainedSize
    }
}

/// The adapter hears the data controller's view events as it hears a list
/// view's: display events (and its working range), highlight and selection,
/// in its own index space.
extension ListAdapter: ListDataControllerDelegate {
    /// Display events of the item's controller, its section, the working range.
    public func dataController(
        _ controller: ListDataController, willDisplay view: any ListReusableView, kind: String?, at indexPath: IndexPath
    ) {
        willDisplay(view, kind: kind, at: indexPath)
    }

    /// Display ends of the item's controller and its section.
    public func dataController(
        _ controller: ListDataController, didEndDisplaying view: any ListReusableView, kind: String?, at indexPath: IndexPath
    ) {
        didEndDisplaying(view, kind: kind, at: indexPath)
    }

    /// Tells the item's controller.
    public func dataController(_ controller: ListDataController, didHighlight highlighted: Bool, itemAt indexPath: IndexPath) {
        highlighted ? didHighlightItem(at: indexPath) : didUnhighlightItem(at: indexPath)
    }

    /// Tells the item's controller.
    public func dataController(_ controller: ListDataController, didSelect selected: Bool, itemAt indexPath: IndexPath) {
        selected ? didSelectItem(at: indexPath) : didDeselectItem(at: indexPath)
    }
}
