import Foundation
import ListDiff
import ListKit

extension ListDataController {
    /// Measures every node again within the size the data source gives now
    /// (as Texture does when the list's width changes): each element whose
    /// constrained size changed is measured again on the editing queue, and
    /// once all are, the view lays every item out again, as a change set of
    /// its own. Views that report their width (`ListKitTesting`'s, and
    /// `UICollectionView` through the glue) trigger it themselves when the
    /// width changes.
    ///
    /// ```swift
    /// controller.relayoutAllNodes()   // after a rotation, say
    /// ```
    ///
    /// Complexity on the main thread: O(items), and the data source's
    /// constrained sizes.
    public func relayoutAllNodes() {
        flushTurn()
        measuredWidth = defaultConstrainedSize.width
        let map = pendingMap
        var changed: [Fresh] = []
        for s in 0..<map.numberOfSections {
            for i in 0..<map.numberOfItems(inSection: s) {
                let path = makeIndexPath(s, i), element = map.sections[s].items[i]
                let size = dataSource?.dataController(self, constrainedSizeForItemAt: path) ?? defaultConstrainedSize
                if element.constrain(to: size) { changed.append(Fresh(element: element, indexPath: path)) }
            }
            for element in map.sections[s].supplementary.values where element.constrain(to: defaultConstrainedSize) {
                changed.append(Fresh(element: element, indexPath: IndexPath(index: s)))
            }
        }
        guard !changed.isEmpty else { return }
        submit(from: map, to: map, fresh: changed, moved: [], reloadsData: false, animated: false, relayout: true, completions: [])
    }

    /// Called by views with the width they lay out at: relays every node
    /// out when it differs from the width the nodes were measured for, and
    /// has the ranges follow a viewport that moved without a scroll.
    package func viewWidthMayHaveChanged() {
        // A new size changes the viewport, and may have moved the offset
        // into the content, silently: without this the interface states
        // stayed those of the old viewport until the next commit or scroll
        // (found by the oracle, ListDataController+OracleTests).
        rangeController.viewportMayHaveChanged()
        guard defaultConstrainedSize.width != measuredWidth, !pendingMap.sections.isEmpty else { return }
        guard !relayoutScheduled else { return }
        relayoutScheduled = true
        scheduler.schedule(after: 0) { [weak self] in
            self?.relayoutScheduled = false
            self?.relayoutAllNodes()
        }
    }
}
