import Foundation
import ListKit

// Self-sizing cells, as `UICollectionViewFlowLayout` has them once its
// `estimatedItemSize` is not zero: an item is laid out at the estimated size
// until its cell first comes on screen. Each time a cell is configured for
// the screen (asked for as its item comes on screen, or reconfigured there)
// it is asked for its size once (`preferredLayoutAttributesFitting(_:)`,
// given the layout's attributes), and the layout takes it; off screen, an
// item keeps the last size its cell gave. An invalidation puts an item back
// to the estimate (its cell on screen is asked again), and so does a new
// view size, for every item.
extension HeadlessListView {
    /// Whether cells may size themselves: ``estimatedItemSize`` is not
    /// zero, or the layout is compositional (see `sizesItself(_:)` for
    /// which).
    var isSelfSizing: Bool {
        compositionalLayout != nil || (estimatedItemSize != .zero && rowsLayout == nil)
    }

    /// What is on screen once every cell on screen has given its size: the
    /// cells of the items coming on screen are asked for (kept in
    /// `prepared`, by serial, with the order they were asked for in, for the
    /// display to show, or to pool in that order) and sized, and so are
    /// the cells on screen in `awaitingSize`, in index-path order; the
    /// sections whose sizes changed are laid out again, and what is then on
    /// screen is looked at again. Each pass sizes at least one more cell,
    /// or is the last.
    ///
    /// Cells far smaller than the estimate (zero, say) each reveal about a
    /// screenful more per pass, and each pass lays their sections out
    /// again: past `sizingPassesBeforeLookahead` passes, the band of items
    /// sized reaches past the screen, twice as far at each pass, so that a
    /// display takes O(log items) passes more, not O(items); the cells
    /// asked for beyond the screen go back to their pools undisplayed.
    ///
    /// Complexity: O(passes × (views in the band + the sections laid out
    /// again)), the passes O(a few + log items).
    func visibleSizingArrivals(
        _ prepared: inout [Int: (cell: HeadlessCell, order: Int)]
    ) -> (items: [IndexPath], supplementary: [(kind: String, section: Int)]) {
        var passes = 0
        while true {
            let length = layout.direction.main(of: viewport)
            let shown = layout.visible(from: mainOffset, to: mainOffset + length)
            guard isSelfSizing else { return shown }
            passes += 1
            var band = shown.items
            if passes > Self.sizingPassesBeforeLookahead {
                let doublings = min(passes - Self.sizingPassesBeforeLookahead, 40)
                band = layout.visible(from: mainOffset, to: mainOffset + length * CGFloat(1 << doublings)).items
            }
            var resized = Set<Int>()
            for path in band where sizesItself(path[0]) {
                let serial = items[path[0]][path[1]].serial
                let cell: HeadlessCell
                if let shown = cellsShown[serial]?.cell {
                    guard awaitingSize.remove(serial) != nil else { continue }
                    cell = shown
                } else {
                    guard prepared[serial] == nil else { continue }
                    cell = requestCell(at: path)
                    prepared[serial] = (cell, prepared.count)
                }
                if selfSize(cell, at: path) { resized.insert(path[0]) }
            }
            guard !resized.isEmpty else {
                awaitingSize = []  // what is left is off screen: sized when it comes back
                return shown
            }
            layOutAgain(resized)
        }
    }

    /// The passes of a display that size only what is on screen; later ones
    /// look further ahead (see `visibleSizingArrivals`).
    static var sizingPassesBeforeLookahead: Int { 8 }

    /// Asks `cell`, configured for the item at `indexPath`, for its size,
    /// given the layout's attributes, and keeps it as the item's; returns
    /// whether the size changed. A size that is negative or
    /// not finite is an ``Fault/invalidSize(_:kind:)`` fault, and the size
    /// before stays.
    ///
    /// Complexity: O(1), and the cell's answer.
    func selfSize(_ cell: HeadlessCell, at indexPath: IndexPath) -> Bool {
        let (section, item) = (indexPath[0], indexPath[1])
        let frame = layout.frame(ofItem: item, inSection: section)
        let size = cell.preferredLayoutAttributesFitting(HeadlessLayoutAttributes(forCellWith: indexPath, frame: frame)).size
        guard Self.isUsable(size) else {
            faults.append(.invalidSize(indexPath, kind: nil))
            return false
        }
        let before = itemSizes[section][item]
        guard !HeadlessLayout.ItemSizes.sameBits(size, before) else { return false }
        itemSizes[section].set(size, at: item)
        // A compositional item's first size that is the size it has (its
        // estimate): kept, and the layout stays as it is. (The frame from
        // before the cell was asked: a cell may change the attributes it
        // is given.)
        return !(before == HeadlessCompositionalLayout.unsized && HeadlessLayout.ItemSizes.sameBits(size, frame.size))
    }
}
