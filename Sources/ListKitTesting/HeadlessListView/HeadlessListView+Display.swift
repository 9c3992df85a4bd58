import Foundation
import ListKit

extension HeadlessListView {
    /// A supplementary view on screen: its kind and its section's serial.
    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// Brings the views on screen in line with the layout; the first call
    /// is the first layout pass (scrolling runs it at the new offset; the
    /// view's other updates wait for it: see `updateDisplayIfLaidOut`). Outside a batch the views that left end
    /// displaying, then the views that came are asked for and will display;
    /// in a batch the other way round (see "Display" in
    /// ``HeadlessListView``). Each group goes in index-path order: cells by
    /// index path, supplementary views by section (header, then footer),
    /// leaving cells before leaving supplementary views, arriving
    /// supplementary views before arriving cells. A view that leaves goes
    /// back to its pool (in a batch, only once it is applied: see
    /// `leftInBatch`).
    ///
    /// Complexity: O(views on screen, before and after, times log(sections),
    /// and log²(sections) + log(rows) to find the first).
    func updateDisplay() {
        awaitsLayoutPass = false
        var prepared: [Int: (cell: HeadlessCell, order: Int)] = [:]
        let shown = visibleSizingArrivals(&prepared)
        var wanted: [Int: IndexPath] = [:]
        for path in shown.items { wanted[items[path[0]][path[1]].serial] = path }
        let leavingCells = cellSerialsInOrder(except: wanted)
        var wantedSupplementary: [SupplementaryKey: Int] = [:]
        for (kind, section) in shown.supplementary {
            wantedSupplementary[SupplementaryKey(kind: kind, section: sectionStates[section].serial)] = section
        }
        var leavingSupplementary: [(key: SupplementaryKey, section: Int)] = []
        for (key, entry) in supplementariesShown where wantedSupplementary[key] == nil {
            leavingSupplementary.append((key, entry.section))
        }
        leavingSupplementary.sort(by: Self.precedes)
        let arrivalsFirst = leftInBatch != nil
        if !arrivalsFirst { endDisplaying(cells: leavingCells, supplementary: leavingSupplementary) }
        showArrivals(shown, prepared: &prepared)
        if arrivalsFirst { endDisplaying(cells: leavingCells, supplementary: leavingSupplementary) }
        // Sized, then pushed off screen by the sizes of others: never
        // displayed. Pooled in the order they were asked for, not the
        // dictionary's (which differs from one dictionary to the next), so
        // that the same steps reuse the same cells.
        for (cell, _) in prepared.values.sorted(by: { $0.order < $1.order }) { enqueue(cell, kind: nil) }
    }

    /// Brings the views on screen in line with the layout, unless the first
    /// layout pass is still to come (then nothing is on screen, and the
    /// pass shows what the layout holds by then).
    func updateDisplayIfLaidOut() {
        if !awaitsLayoutPass { updateDisplay() }
    }

    /// Shows the views of `shown` not on screen yet (asked for, then will
    /// display: supplementary views by section, then cells in index-path
    /// order; a cell already asked for to size itself is taken out of
    /// `prepared`) and moves those on screen to their frames.
    func showArrivals(
        _ shown: (items: [IndexPath], supplementary: [(kind: String, section: Int)]), prepared: inout [Int: (cell: HeadlessCell, order: Int)]
    ) {
        for (kind, section) in shown.supplementary {
            let key = SupplementaryKey(kind: kind, section: sectionStates[section].serial)
            let frame = layout.frame(ofSupplementary: kind, inSection: section) ?? .zero
            if supplementariesShown[key] != nil {
                supplementariesShown[key]?.section = section
                supplementariesShown[key]?.view.frame = frame
                continue
            }
            let view = requestSupplementary(kind, at: makeIndexPath(section, 0))
            view.frame = frame
            supplementariesShown[key] = (view, section)
            delegate?.headlessListView(self, willDisplaySupplementaryView: view, forElementKind: kind,
                                       at: makeIndexPath(section, 0))
        }
        for path in shown.items {
            let item = items[path[0]][path[1]]
            let frame = layout.frame(ofItem: path[1], inSection: path[0])
            if let entry = cellsShown[item.serial] {
                entry.cell.frame = frame
                continue
            }
            let cell = prepared.removeValue(forKey: item.serial)?.cell ?? requestCell(at: path)
            cell.frame = frame
            // Read again: the data source may have selected it meanwhile.
            cell.isSelected = selection[items[path[0]][path[1]].serial] != nil
            showCell(cell, of: item.serial, at: path)
        }
    }

    /// Ends the display of the cells of item `cells` (serials, in order) and
    /// the supplementary views `supplementary` (in order) still on screen.
    func endDisplaying(cells: [Int], supplementary: [(key: SupplementaryKey, section: Int)]) {
        for serial in cells { if let entry = cellsShown[serial] { endDisplayingCell(serial, entry) } }
        for (key, _) in supplementary {
            guard let entry = supplementariesShown.removeValue(forKey: key) else { continue }
            enqueue(entry.view, kind: key.kind)
            delegate?.headlessListView(self, didEndDisplayingSupplementaryView: entry.view,
                                       forElementOfKind: key.kind, at: makeIndexPath(entry.section, 0))
        }
    }

    /// Supplementary views by section, headers first, footers last, other
    /// kinds between them by name. Not a closure, for the reason given at
    /// `precedes(_:_:)` for cells.
    nonisolated static func precedes(
        _ a: (key: SupplementaryKey, section: Int), _ b: (key: SupplementaryKey, section: Int)
    ) -> Bool {
        func rank(_ kind: String) -> Int {
            kind == ListElementKind.sectionHeader ? 0 : kind == ListElementKind.sectionFooter ? 2 : 1
        }
        return (a.section, rank(a.key.kind), a.key.kind) < (b.section, rank(b.key.kind), b.key.kind)
    }

    /// Puts `cell` on screen for item `serial` at `indexPath` (in `cells`,
    /// `cellsShownInSection` and `serialOfCell`) and says it will display.
    func showCell(_ cell: HeadlessCell, of serial: Int, at indexPath: IndexPath) {
        cellsShown[serial] = (cell, indexPath)
        prefetch.outstanding[serial] = nil  // displayed: never cancelled
        cellsShownInSection[indexPath[0], default: []].insert(serial)
        serialOfCell[ObjectIdentifier(cell)] = serial
        delegate?.headlessListView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// The serials of the cells on screen (but those in `except`), in
    /// index-path order; the view's queries of its cells read them here,
    /// so the first layout pass runs first if it is still to come.
    ///
    /// Complexity: O(c log c) for c cells on screen.
    func cellSerialsInOrder(except: [Int: IndexPath] = [:]) -> [Int] {
        if awaitsLayoutPass { layoutIfNeeded() }
        var shown: [(serial: Int, indexPath: IndexPath)] = []
        for (serial, entry) in cellsShown where except[serial] == nil { shown.append((serial, entry.indexPath)) }
        shown.sort(by: Self.precedes)
        var serials: [Int] = []
        for (serial, _) in shown { serials.append(serial) }
        return serials
    }

    /// Index-path order, for (section, item) paths. Not a closure: one
    /// formed here is main-actor isolated, and checks the executor per call.
    nonisolated static func precedes(
        _ a: (serial: Int, indexPath: IndexPath), _ b: (serial: Int, indexPath: IndexPath)
    ) -> Bool { (a.indexPath[0], a.indexPath[1]) < (b.indexPath[0], b.indexPath[1]) }

    /// Moves the cell of item `serial` to `indexPath`, in `cells` and in
    /// `cellsShownInSection`.
    func placeCell(_ serial: Int, at indexPath: IndexPath) {
        guard let old = cellsShown[serial]?.indexPath else { return }
        cellsShown[serial]?.indexPath = indexPath
        guard old[0] != indexPath[0] else { return }
        forgetCell(serial, inSection: old[0])
        cellsShownInSection[indexPath[0], default: []].insert(serial)
    }

    /// Drops item `serial` from the cells on screen of `section` in
    /// `cellsShownInSection`.
    func forgetCell(_ serial: Int, inSection section: Int) {
        cellsShownInSection[section]?.remove(serial)
        if cellsShownInSection[section]?.isEmpty == true { cellsShownInSection[section] = nil }
    }

    /// Takes the cell of item `serial` off screen (see `retire`).
    func endDisplayingCell(_ serial: Int, _ entry: (cell: HeadlessCell, indexPath: IndexPath)) {
        cellsShown[serial] = nil
        forgetCell(serial, inSection: entry.indexPath[0])
        serialOfCell[ObjectIdentifier(entry.cell)] = nil
        retire(entry.cell, at: entry.indexPath)
    }

    /// A cell no longer on screen: unselected and unhighlighted, it goes
    /// back to its pool (see `enqueue`) and ends displaying at the index
    /// path where it was last placed.
    func retire(_ cell: HeadlessCell, at indexPath: IndexPath) {
        cell.isSelected = false
        cell.isHighlighted = false
        enqueue(cell, kind: nil)
        delegate?.headlessListView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// A reconfigured item whose data source handed back another cell (in
    /// a batch): the new one shows, then the old one ends, as a batch's
    /// arrivals come before its departures.
    func replaceCell(_ serial: Int, with cell: HeadlessCell) {
        guard let old = cellsShown[serial] else { return }
        cell.frame = old.cell.frame
        showCell(cell, of: serial, at: old.indexPath)
        serialOfCell[ObjectIdentifier(old.cell)] = nil
        retire(old.cell, at: old.indexPath)
    }

    /// Takes every view off screen, cells first (in index-path order), then
    /// supplementary views (by section, header before footer), for a reload.
    func endDisplayingEverything() {
        var supplementary: [(key: SupplementaryKey, section: Int)] = []
        for (key, entry) in supplementariesShown { supplementary.append((key, entry.section)) }
        supplementary.sort(by: Self.precedes)
        endDisplaying(cells: cellSerialsInOrder(), supplementary: supplementary)
    }
}
