import Foundation
import ListUpdates

/// Which cells show which object, and how many cells each section
/// controller has on screen (IGListKit's `IGListDisplayHandler`): section
/// events fire on a controller's first cell coming and its last cell going.
@MainActor
struct DisplayHandler {
    private var shown: [ObjectIdentifier: (object: any ListDiffable, controller: SectionController)] = [:]
    private var cellCounts: [ObjectIdentifier: Int] = [:]

    /// Records `cell` showing `object`; true when it is the controller's
    /// first cell on screen.
    mutating func willDisplay(_ cell: ObjectIdentifier, object: any ListDiffable, controller: SectionController) -> Bool {
        shown[cell] = (object, controller)
        let key = ObjectIdentifier(controller)
        cellCounts[key, default: 0] += 1
        return cellCounts[key] == 1
    }

    /// Forgets `cell`: what it showed (nil for a cell never displayed) and
    /// whether it was its controller's last cell on screen.
    mutating func didEndDisplaying(_ cell: ObjectIdentifier) -> (object: any ListDiffable, controller: SectionController, wasLast: Bool)? {
        guard let (object, controller) = shown.removeValue(forKey: cell) else { return nil }
        let key = ObjectIdentifier(controller)
        let count = cellCounts[key, default: 1] - 1
        cellCounts[key] = count > 0 ? count : nil
        return (object, controller, count == 0)
    }
}
