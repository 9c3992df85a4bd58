import Foundation
import ListUpdates

/// Display events, as the list view reports them: per cell to the
/// controller and its display delegate, per section (first view on screen,
/// last one gone) to the controller, its display delegate and the adapter's
/// delegate, then (cells only, as IGListKit's adapter feeds its working
/// range handler) the working range.
extension ListAdapter {
    /// `view` (a cell, or a supplementary view of `kind`) is about to show
    /// at `indexPath`; a cell of an item its controller does not have is
    /// ignored.
    package func willDisplay(_ view: any ListReusableView, kind: String?, at indexPath: IndexPath) {
        guard let controller = controller(ofViewOfKind: kind, at: indexPath), let object = object(atSection: indexPath[0])
        else { return }
        if kind == nil {
            controller.willDisplayItem(at: indexPath[1])
            controller.displayDelegate?.listAdapter(self, willDisplay: controller, cell: view, at: indexPath[1])
        }
        if display.willDisplay(view, kind: kind, at: indexPath, object: object, controller: controller) {
            controller.willDisplaySection()
            controller.displayDelegate?.listAdapter(self, willDisplay: controller)
            delegate?.listAdapter(self, willDisplay: object, at: indexPath[0])
        }
        if kind == nil { moveWorkingRange(view, of: controller, isVisible: true) }
    }

    /// `view` stopped showing; the object and controller are those it
    /// showed (the index path may be the one it had then), and a view never
    /// seen displayed is ignored.
    package func didEndDisplaying(_ view: any ListReusableView, kind: String?, at indexPath: IndexPath) {
        guard let (object, controller, wasLast) = display.didEndDisplaying(ObjectIdentifier(view)) else { return }
        if kind == nil, indexPath.count == 2 {
            controller.didEndDisplayingItem(at: indexPath[1])
            controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller, cell: view, at: indexPath[1])
        }
        if wasLast {
            controller.didEndDisplayingSection()
            controller.displayDelegate?.listAdapter(self, didEndDisplaying: controller)
            delegate?.listAdapter(self, didEndDisplaying: object, at: indexPath.count == 2 ? indexPath[0] : controller.section ?? -1)
        }
        if kind == nil { moveWorkingRange(view, of: controller, isVisible: false) }
    }

    /// Ends the display of every view the adapter heard displayed, in
    /// index-path order: the view it drove lets go of it (a new view, or
    /// none) and will never report them.
    ///
    /// Complexity: O(v log v) for v views on screen, and the events.
    func endDisplayingEverything() {
        for entry in display.views { didEndDisplaying(entry.view, kind: entry.kind, at: entry.indexPath) }
    }

    private func moveWorkingRange(_ cell: any ListReusableView, of controller: SectionController, isVisible: Bool) {
        let (entered, exited) = workingRange.update(
            cell: ObjectIdentifier(cell), controller: controller, isVisible: isVisible, sectionCount: objects.count,
            controllers: sectionMap.controllers, version: sectionMap.version)
        for controller in entered {
            controller.didEnterWorkingRange()
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerWillEnterWorkingRange: controller)
        }
        for controller in exited {
            controller.didExitWorkingRange()
            controller.workingRangeDelegate?.listAdapter(self, sectionControllerDidExitWorkingRange: controller)
        }
    }
}
