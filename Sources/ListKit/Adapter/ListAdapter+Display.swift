import Foundation
import ListUpdates

extension ListAdapter {
    /// Tells the adapter that `cell` (any token that names the cell, such as
    /// `ObjectIdentifier(cell)` on UIKit) is about to show the item at
    /// `indexPath`. The controller hears the item event, then, for its first
    /// cell on screen, the section event, then the adapter's delegate; then
    /// the working range moves (all entries before all exits).
    ///
    /// ```swift
    /// adapter.willDisplayItem(at: indexPath, cell: ObjectIdentifier(cell))
    /// ```
    public func willDisplayItem(at indexPath: IndexPath, cell: AnyHashable) {
        guard indexPath.count == 2, let controller = sectionController(forSection: indexPath[0]),
              let object = object(atSection: indexPath[0])
        else { return }
        controller.willDisplayItem(at: indexPath[1])
        if display.willDisplay(cell, object: object, controller: controller) {
            controller.willDisplaySection()
            delegate?.listAdapter(self, willDisplay: object, at: indexPath[0])
        }
        moveWorkingRange(indexPath, isVisible: true)
    }

    /// Tells the adapter that `cell` stopped showing the item at `indexPath`;
    /// a cell it never saw displayed is ignored. Events mirror
    /// ``willDisplayItem(at:cell:)``; the object is the one the cell showed.
    public func didEndDisplayingItem(at indexPath: IndexPath, cell: AnyHashable) {
        guard let (object, controller, wasLast) = display.didEndDisplaying(cell) else { return }
        if indexPath.count == 2 { controller.didEndDisplayingItem(at: indexPath[1]) }
        if wasLast {
            controller.didEndDisplayingSection()
            delegate?.listAdapter(self, didEndDisplaying: object, at: indexPath.count == 2 ? indexPath[0] : controller.section ?? -1)
        }
        moveWorkingRange(indexPath, isVisible: false)
    }

    private func moveWorkingRange(_ indexPath: IndexPath, isVisible: Bool) {
        guard indexPath.count == 2 else { return }
        let (entered, exited) = workingRange.update(
            indexPath, isVisible: isVisible, sectionCount: objects.count, controller: sectionController(forSection:))
        for controller in entered { controller.didEnterWorkingRange() }
        for controller in exited { controller.didExitWorkingRange() }
    }
}
