import Foundation
import ListKit

extension HeadlessListView {
    /// Runs the first layout pass now if it is still to come: the data is
    /// loaded and laid out if it was not, and the views at ``contentOffset``
    /// are asked for and will display. Later the view keeps its views in
    /// line as it changes, so this does nothing; nor from inside a call the
    /// view makes while it updates (the pass runs at the next query).
    ///
    /// UIKit makes no cell until the first layout pass of the view (which
    /// `UIView.layoutIfNeeded()` forces): a test that attaches the view and
    /// scrolls before that pass sees only the cells at the new offset.
    ///
    /// Complexity: O(sections + items) the first time (the data's counts,
    /// identities and sizes, unless asked before), and the views shown.
    public func layoutIfNeeded() {
        guard awaitsLayoutPass, !isChanging else { return }
        loadIfNeeded()
        changing { updateDisplay() }
    }

    // The views on screen, as the view's queries read them (the view's own
    // updates use the stored `cellsShown`, `cellsShownInSection` and
    // `supplementariesShown`): the first read runs the first layout pass.

    /// The cells on screen by item serial, after the first layout pass.
    var cells: [Int: (cell: HeadlessCell, indexPath: IndexPath)] {
        if awaitsLayoutPass { layoutIfNeeded() }
        return cellsShown
    }

    /// The serials of the cells on screen by section, after the first
    /// layout pass.
    var cellsInSection: [Int: Set<Int>] {
        if awaitsLayoutPass { layoutIfNeeded() }
        return cellsShownInSection
    }

    /// The supplementary views on screen, after the first layout pass.
    var supplementaries: [SupplementaryKey: (view: HeadlessReusableView, section: Int)] {
        if awaitsLayoutPass { layoutIfNeeded() }
        return supplementariesShown
    }
}
