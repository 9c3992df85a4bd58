import Foundation
import ListKit

extension HeadlessListView {
    /// Asks the delegate again for the sizes of every item of `sections`
    /// and of their headers and footers, and lays those sections out (a
    /// section without items too: UIKit's invalidation of a section's
    /// supplementary elements), then brings the screen in line: a header
    /// that comes on screen is displayed, with its section's display event.
    /// Recorded in ``invalidatedIndexPaths`` as the sections' item paths, or
    /// `[section, 0]` for a section without items. Indexes the view does not
    /// have are ignored. Asked from inside an update in progress, it is a
    /// fault, and runs once the update is done (as ``invalidateLayout(at:)``).
    ///
    /// Complexity: O(items of the sections, their number times log²
    /// sections, and the cells on screen), as ``invalidateLayout(at:)``.
    ///
    /// ```swift
    /// view.invalidateLayout(ofSections: [0])  // section 0's header grew
    /// ```
    public func invalidateLayout(ofSections sections: IndexSet) {
        guard !postpone("invalidateLayout", { $0.invalidatedSections.formUnion(sections) }) else { return }
        loadIfNeeded()
        var paths: [IndexPath] = []
        for section in sections where section < items.count {
            let count = items[section].count
            if count == 0 {
                paths.append(makeIndexPath(section, 0))  // the section itself: see invalidateLayout(at:)
            } else {
                for item in 0..<count { paths.append(makeIndexPath(section, item)) }
            }
        }
        invalidateLayout(at: paths)
    }
}
