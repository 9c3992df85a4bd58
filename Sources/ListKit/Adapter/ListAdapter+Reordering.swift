import Foundation
import ListUpdates

/// Interactive reordering, as IGListKit's adapter does it:
/// - inside a section, the controller decides (``SectionController/canMoveItem(at:)``)
///   and moves its data (``SectionController/moveObject(from:to:)``);
/// - across sections of one item each, the sections move: the adapter
///   reorders its objects, tells its ``ListAdapter/moveDelegate`` the new
///   order, and reloads the view (an update whose background diff is still
///   running is diffed again, from the new order, when it runs);
/// - any other move across sections (or a section move without a move
///   delegate) is put back with a batch moving the item home, since no
///   controller can take another's item.
extension ListAdapter {
    /// Whether the item at `indexPath` may be dragged.
    package func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let controller = controllerOfItem(at: indexPath) else { return false }
        return controller.canMoveItem(at: indexPath[1])
    }

    /// The view moved an item from `source` to `destination` (where it
    /// ends up): bring the data in line.
    package func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard source.count == 2, destination.count == 2,
              let from = sectionController(forSection: source[0]), let to = sectionController(forSection: destination[0])
        else { return }
        if from === to {
            // The view moved an item it has to a place it has: a controller
            // never hears of items it does not have.
            let count = from.numberOfItems
            guard source[1] >= 0, source[1] < count, destination[1] >= 0, destination[1] < count else { return }
            from.moveObject(from: source[1], to: destination[1])
            return
        }
        guard from.numberOfItems == 1, to.numberOfItems == 1, let moveDelegate else {
            putBack(from: destination, to: source)
            return
        }
        // Dropped before or after the other section's only item; the
        // objects after the source shift up by one once it is taken out.
        var target = destination[0] + (destination[1] > 0 ? 1 : 0)
        if source[0] < target { target -= 1 }
        let previous = objects
        var reordered = previous
        let object = reordered.remove(at: source[0])
        reordered.insert(object, at: target)
        var controllers: [SectionController] = []
        sectionMap.forEach { _, controller, _, _ in controllers.append(controller) }
        controllers.insert(controllers.remove(at: source[0]), at: target)
        sectionMap.update(objects: reordered, controllers: controllers)
        moveDelegate.listAdapter(self, move: object, from: previous, to: reordered)
        listView?.reloadData()
        // An update whose diff is still running read the objects in their
        // old order: its batch would land on sections that moved.
        updater.requeueWorkWaitingForItsDiff()
    }

    private func putBack(from destination: IndexPath, to source: IndexPath) {
        guard let listView else { return }
        var batch = BatchUpdate()
        batch.itemMoves = [List.MoveIndexPath(from: destination, to: source)]
        do {
            try listView.performBatchUpdates({ batch }, animated: false, completion: nil)
        } catch {
            listView.reloadData()
        }
    }
}
