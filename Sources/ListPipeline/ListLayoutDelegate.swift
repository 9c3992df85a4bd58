import Foundation

/// Step 2 of the pipeline, optional: decides which new elements are made
/// and measured before a change set is committed (Texture's layout delegate
/// of `ASDataController`). Without one every new element is. The others
/// are shown at an estimated size and measured on the editing queue when
/// they come within the preload range as the list scrolls; the view then
/// lays them out again at their real size.
///
/// ```swift
/// controller.layoutDelegate = ViewportLayoutDelegate(screenfuls: 2, estimatedSize: CGSize(width: 320, height: 60))
/// ```
@MainActor
public protocol ListLayoutDelegate: AnyObject {
    /// Of the new elements of a change set, at `indexPaths` of `map` (the
    /// pending map after it, data-source index space), the positions (in
    /// `indexPaths`) of those to measure before the commit.
    func dataController(
        _ controller: ListDataController, itemsToMeasureAt indexPaths: [IndexPath], in map: ListElementMap
    ) -> IndexSet
    /// The size to lay out an element at until it is measured.
    func dataController(_ controller: ListDataController, estimatedSizeOf element: ListElement) -> CGSize
}

/// Measures before the commit only the new items that can fill the screen
/// and `screenfuls` more beyond it, judged by `estimatedSize`: those from
/// the first item on screen (the first item when nothing is) on, as far as
/// their estimated sizes reach. Supplementary views are always measured.
///
/// ```swift
/// controller.layoutDelegate = ViewportLayoutDelegate(screenfuls: 1, estimatedSize: CGSize(width: 320, height: 44))
/// ```
@MainActor
public final class ViewportLayoutDelegate: ListLayoutDelegate {
    /// Screenfuls beyond the screen measured ahead.
    public let screenfuls: Double
    /// The size an item is laid out at until it is measured.
    public let estimatedSize: CGSize

    /// A delegate that measures `screenfuls` screenfuls (≥ 0) beyond the
    /// screen ahead, estimating items at `estimatedSize`.
    public init(screenfuls: Double, estimatedSize: CGSize) {
        self.screenfuls = screenfuls.isFinite ? max(0, screenfuls) : 0
        self.estimatedSize = estimatedSize
    }

    /// The new items at or after the first item on screen, in order, while
    /// their estimated lengths fit 1 + ``screenfuls`` screenfuls.
    ///
    /// Complexity: O(new items).
    public func dataController(
        _ controller: ListDataController, itemsToMeasureAt indexPaths: [IndexPath], in map: ListElementMap
    ) -> IndexSet {
        let first = controller.listView?.indexPathsForVisibleItems.min()
            .flatMap { controller.pendingIndexPath(forVisible: $0) } ?? IndexPath(index: 0).appending(0)
        let screen = controller.viewportLength
        let horizontal = controller.scrollsHorizontally
        let step = max(1, horizontal ? estimatedSize.width : estimatedSize.height)
        var budget = screen * CGFloat(1 + screenfuls)
        var chosen = IndexSet()
        for (position, path) in indexPaths.enumerated() where path.count == 1 || path >= first {
            if path.count == 1 { chosen.insert(position); continue }
            guard budget > 0 else { continue }
            chosen.insert(position)
            budget -= step
        }
        return chosen
    }

    /// ``estimatedSize``.
    public func dataController(_ controller: ListDataController, estimatedSizeOf element: ListElement) -> CGSize {
        estimatedSize
    }
}
