import Foundation
import ListDiff
import ListKit

/// Hears what happens to a ``ListDataController``'s items on screen, in
/// the data source's index space: display events of the host cells and
/// views, highlight and selection. A `ListAdapter` that drives a data
/// controller is its delegate. Every method does nothing by default.
///
/// ```swift
/// final class Impressions: ListDataControllerDelegate {
///     func dataController(_ controller: ListDataController, willDisplay view: any ListReusableView,
///                         kind: String?, at indexPath: IndexPath) { print("shown", indexPath) }
/// }
/// ```
@MainActor
public protocol ListDataControllerDelegate: AnyObject {
    /// A host cell (`kind` nil) or supplementary view is about to show the
    /// element at `indexPath`.
    func dataController(_ controller: ListDataController, willDisplay view: any ListReusableView, kind: String?, at indexPath: IndexPath)
    /// A host cell or view stopped showing the element at `indexPath` (its
    /// index path in the view's space when the element has since left the
    /// data source).
    func dataController(_ controller: ListDataController, didEndDisplaying view: any ListReusableView, kind: String?, at indexPath: IndexPath)
    /// The item at `indexPath` was highlighted (`highlighted`) or lost its highlight.
    func dataController(_ controller: ListDataController, didHighlight highlighted: Bool, itemAt indexPath: IndexPath)
    /// The item at `indexPath` was selected (`selected`) or deselected.
    func dataController(_ controller: ListDataController, didSelect selected: Bool, itemAt indexPath: IndexPath)
    /// Whether the item at `indexPath` may be selected (`selected`) or
    /// deselected (Texture's `collectionNode(_:shouldSelectItemAt:)` and
    /// `shouldDeselectItemAt`). True by default.
    func dataController(_ controller: ListDataController, shouldSelect selected: Bool, itemAt indexPath: IndexPath) -> Bool
    /// The view scrolled, a drag began, a drag ended (`decelerate` when the
    /// content goes on), or the content stopped after one: `phase` says
    /// which. The range controller has moved its ranges when it is told.
    func dataController(_ controller: ListDataController, didScroll phase: ListScrollPhase)
}

extension ListDataControllerDelegate {
    /// Does nothing.
    public func dataController(_ controller: ListDataController, willDisplay view: any ListReusableView, kind: String?, at indexPath: IndexPath) {}
    /// Does nothing.
    public func dataController(_ controller: ListDataController, didEndDisplaying view: any ListReusableView, kind: String?, at indexPath: IndexPath) {}
    /// Does nothing.
    public func dataController(_ controller: ListDataController, didHighlight highlighted: Bool, itemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func dataController(_ controller: ListDataController, didSelect selected: Bool, itemAt indexPath: IndexPath) {}
    /// True.
    public func dataController(_ controller: ListDataController, shouldSelect selected: Bool, itemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func dataController(_ controller: ListDataController, didScroll phase: ListScrollPhase) {}
}

extension ListDataController {
    /// Passes a view event at `indexPath` (view index space) to
    /// ``delegate`` in the data source's space: for an element still in
    /// the data source, where it is there; otherwise (display ends only)
    /// where the view had it.
    package func forward(_ indexPath: IndexPath, kind: String? = nil, ending: Bool = false, _ event: (any ListDataControllerDelegate, IndexPath) -> Void) {
        guard let delegate else { return }
        let pending = kind == nil
            ? pendingIndexPath(forVisible: indexPath)
            : pendingMap.section(indexPath[0], in: visibleMap).map { makeIndexPath($0, indexPath.count > 1 ? indexPath[1] : 0) }
        if let pending { event(delegate, pending) } else if ending { event(delegate, indexPath) }
    }
}

extension ListDataController {
    /// The data source's flow-layout metrics of the section the view shows
    /// at `section`, read where the data source has it now; nil for any the
    /// data source leaves to the view, or for a section it no longer has.
    package func sectionMetrics(forVisible section: Int)
        -> (inset: ListEdgeInsets?, lineSpacing: CGFloat?, interitemSpacing: CGFloat?)
    {
        guard let dataSource, let pending = pendingMap.section(section, in: visibleMap) else { return (nil, nil, nil) }
        return (dataSource.dataController(self, insetForSection: pending),
                dataSource.dataController(self, minimumLineSpacingForSection: pending),
                dataSource.dataController(self, minimumInteritemSpacingForSection: pending))
    }
}
