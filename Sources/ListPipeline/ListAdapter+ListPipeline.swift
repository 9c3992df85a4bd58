import Foundation
import ListDiff
import ListKit

/// An adapter attached to a ``ListDataController`` (`adapter.listView =
/// controller`) drives it through this object, the controller's data source
/// and delegate: one section per object, the section controller's item
/// count, and node blocks from controllers that adopt
/// ``ListNodeSectionController`` (others show empty nodes, with the data
/// controller's diagnostic); the controller's view events reach the
/// adapter as a list view's do: display events (and its working range),
/// highlight and selection, in its own index space.
@MainActor
final class AdapterNodeSource: ListNodeDataSource, ListDataControllerDelegate {
    private(set) weak var adapter: ListAdapter?

    init(adapter: ListAdapter) { self.adapter = adapter }

    /// One section per object.
    func numberOfSections(in controller: ListDataController) -> Int { adapter?.objects.count ?? 0 }

    /// The section controller's item count (a negative one counts as 0).
    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int {
        adapter.flatMap { adapter in adapter.sectionController(forSection: section).map(adapter.itemCount(of:)) } ?? 0
    }

    /// The section controller's node block for the item.
    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        (adapter?.sectionController(forSection: indexPath[0]) as? any ListNodeSectionController)?.nodeBlockForItem(at: indexPath[1])
    }

    /// The section controller's node block for its supplementary view.
    func dataController(
        _ controller: ListDataController, nodeBlockForSupplementaryElementOfKind kind: String, inSection section: Int
    ) -> ListNodeBlock? {
        (adapter?.sectionController(forSection: section) as? any ListNodeSectionController)?.nodeBlockForSupplementaryElement(ofKind: kind)
    }

    /// The section controller's `inset`.
    func dataController(_ controller: ListDataController, insetForSection section: Int) -> ListEdgeInsets? {
        adapter?.sectionController(forSection: section)?.inset
    }

    /// The section controller's `minimumLineSpacing`.
    func dataController(_ controller: ListDataController, minimumLineSpacingForSection section: Int) -> CGFloat? {
        adapter?.sectionController(forSection: section)?.minimumLineSpacing
    }

    /// The section controller's `minimumInteritemSpacing`.
    func dataController(_ controller: ListDataController, minimumInteritemSpacingForSection section: Int) -> CGFloat? {
        adapter?.sectionController(forSection: section)?.minimumInteritemSpacing
    }

    /// The section controller's constrained size, or the data controller's default.
    func dataController(_ controller: ListDataController, constrainedSizeForItemAt indexPath: IndexPath) -> CGSize {
        (adapter?.sectionController(forSection: indexPath[0]) as? any ListNodeSectionController)?
            .constrainedSizeForItem(at: indexPath[1]) ?? controller.defaultConstrainedSize
    }

    /// Display events of the item's controller, its section, the working range.
    func dataController(
        _ controller: ListDataController, willDisplay view: any ListReusableView, kind: String?, at indexPath: IndexPath
    ) {
        adapter?.willDisplay(view, kind: kind, at: indexPath)
    }

    /// Display ends of the item's controller and its section.
    func dataController(
        _ controller: ListDataController, didEndDisplaying view: any ListReusableView, kind: String?, at indexPath: IndexPath
    ) {
        adapter?.didEndDisplaying(view, kind: kind, at: indexPath)
    }

    /// Tells the item's controller.
    func dataController(_ controller: ListDataController, didHighlight highlighted: Bool, itemAt indexPath: IndexPath) {
        highlighted ? adapter?.didHighlightItem(at: indexPath) : adapter?.didUnhighlightItem(at: indexPath)
    }

    /// Tells the item's controller.
    func dataController(_ controller: ListDataController, didSelect selected: Bool, itemAt indexPath: IndexPath) {
        selected ? adapter?.didSelectItem(at: indexPath) : adapter?.didDeselectItem(at: indexPath)
    }

    /// The item's controller's `shouldSelectItem(at:)` or
    /// `shouldDeselectItem(at:)`, as on a view the adapter drives.
    func dataController(_ controller: ListDataController, shouldSelect selected: Bool, itemAt indexPath: IndexPath) -> Bool {
        guard let driver = adapter?.viewDriver else { return true }
        return selected ? driver.listView(controller, shouldSelectItemAt: indexPath)
            : driver.listView(controller, shouldDeselectItemAt: indexPath)
    }

    /// The scroll delegates of the section controllers on screen.
    func dataController(_ controller: ListDataController, didScroll phase: ListScrollPhase) {
        guard let driver = adapter?.viewDriver else { return }
        switch phase {
        case .scrolled: driver.listViewDidScroll(controller)
        case .willBeginDragging: driver.listViewWillBeginDragging(controller)
        case .didEndDragging(let decelerate): driver.listViewDidEndDragging(controller, willDecelerate: decelerate)
        case .didEndDecelerating: driver.listViewDidEndDecelerating(controller)
        }
    }
}
