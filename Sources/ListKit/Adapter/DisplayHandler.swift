import Foundation
import ListUpdates

/// Which cells show which object, and how many cells each section
/// controller has on screen (IGListKit's `IGListDisplayHandler`): section
/// events fire on a controller's first cell coming and its last cell going.
@MainActor
struct DisplayHandler {
    /// A view on screen: what it shows, and where and as what it came.
    struct Shown {
        let view: any ListReusableView
        let kind: String?
        let indexPath: IndexPath
        let object: any ListDiffable
        let controller: SectionController
    }
    private var shown: [ObjectIdentifier: Shown] = [:]
    private var cellCounts: [ObjectIdentifier: Int] = [:]

    /// Records `view` (a cell, or a supplementary view of `kind`) showing
    /// `object` at `indexPath`; true when it is the controller's first view
    /// on screen.
    mutating func willDisplay(
        _ view: any ListReusableView, kind: String?, at indexPath: IndexPath, object: any ListDiffable,
        controller: SectionController
    ) -> Bool {
        shown[ObjectIdentifier(view)] = Shown(view: view, kind: kind, indexPath: indexPath, object: object, controller: controller)
        let key = ObjectIdentifier(controller)
        cellCounts[key, default: 0] += 1
        return cellCounts[key] == 1
    }

    /// Forgets `view`: what it showed (nil for a view never displayed) and
    /// whether it was its controller's last view on screen.
    mutating func didEndDisplaying(_ view: ObjectIdentifier) -> (object: any ListDiffable, controller: SectionController, wasLast: Bool)? {
        guard let entry = shown.removeValue(forKey: view) else { return nil }
        let key = ObjectIdentifier(entry.controller)
        let count = cellCounts[key, default: 1] - 1
        cellCounts[key] = count > 0 ? count : nil
        return (entry.object, entry.controller, count == 0)
    }

    /// The views on screen, in the order of the index paths they came at
    /// (supplementary views before the cells of their section).
    ///
    /// Complexity: O(v log v) for v views on screen.
    var views: [Shown] {
        shown.values.sorted { a, b in
            let (x, y) = (a.indexPath.count == 2 ? a.indexPath[0] : -1, b.indexPath.count == 2 ? b.indexPath[0] : -1)
            if x != y { return x < y }
            if (a.kind == nil) != (b.kind == nil) { return a.kind != nil }
            return (a.indexPath.count == 2 ? a.indexPath[1] : 0) < (b.indexPath.count == 2 ? b.indexPath[1] : 0)
        }
    }
}
