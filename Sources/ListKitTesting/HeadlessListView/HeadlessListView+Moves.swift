import Foundation
import ListKit

extension HeadlessListView {
    /// Plays a user's drag of the item at `source` to `destination` (where
    /// it ends up), as UIKit's interactive movement does: the data source
    /// is asked whether the item can move, the delegate where it may go
    /// (``HeadlessListViewDelegate/headlessListView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)``,
    /// which may retarget it), the view moves it (keeping its cell) and
    /// lays out both sections, then the data source is told to update its
    /// model, and only then are cells asked for the items the move brought
    /// on screen. Returns false, changing nothing, when the move is refused
    /// or out of range, when the delegate retargets it out of range (a
    /// ``Fault/invalidMoveTarget(_:)`` fault), or when the view reloaded
    /// meanwhile (a delegate that reloads ends the drag). A move to `source`
    /// itself, as asked or as retargeted, is allowed and changes nothing
    /// (the data source is not told, as UIKit tells it only when the item's
    /// position changed).
    @discardableResult
    public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
        if isChanging { faults.append(.reentrantCall("moveItemInteractively")) }
        guard !isChanging, let moving = item(at: source), canPlace(source, at: destination),
              dataSource?.headlessListView(self, canMoveItemAt: source) == true
        else { return false }
        // Dropped where it began: nothing was proposed, nothing to tell.
        guard source != destination else { return true }
        // Asked as an update (a reload from there waits, then ends the drag).
        let destination = changing {
            delegate?.headlessListView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: destination) ?? destination
        }
        guard item(at: source)?.serial == moving.serial else { return false }
        guard canPlace(source, at: destination) else {
            faults.append(.invalidMoveTarget(destination))
            return false
        }
        // UIKit tells the data source only when the item's position changed.
        guard source != destination else { return true }
        changing {
            items[source[0]].remove(at: source[1])
            items[destination[0]].insert(moving, at: destination[1])
            itemSizes[destination[0]].insert(itemSizes[source[0]].remove(at: source[1]), at: destination[1])
            // Both sections' paths before either is laid out: laying out
            // asks the delegate, which may read the selection or the cells.
            let touched = Set([source[0], destination[0]])
            for s in touched {
                for (i, item) in items[s].enumerated() {
                    if cellsShown[item.serial] != nil { placeCell(item.serial, at: makeIndexPath(s, i)) }
                    if selection[item.serial] != nil { selection[item.serial] = makeIndexPath(s, i) }
                }
            }
            placePrefetches(inSections: touched)
            layOutAgain(touched)
        }
        dataSource?.headlessListView(self, moveItemAt: source, to: destination)
        // Only now the cells of items the move brought on screen, asked in
        // the data source's new terms: UIKit tells it when the movement
        // ends. (A data source that reloaded or ran a batch meanwhile has
        // had its cells already.) Prefetching waited for this too.
        changing {
            prefetch.isHeld = false
            updateDisplayIfLaidOut()
        }
        return true
    }

    /// Whether the item at `source` can end up at `destination`: within the
    /// sections, at most at the end of the target section once the item
    /// has left its own.
    func canPlace(_ source: IndexPath, at destination: IndexPath) -> Bool {
        destination.count == 2 && destination[0] >= 0 && destination[0] < items.count && destination[1] >= 0
            && destination[1] <= items[destination[0]].count - (destination[0] == source[0] ? 1 : 0)
    }
}
