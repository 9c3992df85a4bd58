import Foundation
import ListKit

extension HeadlessListView {
    /// A supplementary view on screen: its kind and its section's serial.
    struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// Brings the views on screen in line with the layout: views that left
    /// end displaying (in index-path order) and go back to their pools (in
    /// a batch, only once it is applied: see `leftInBatch`), then views
    /// that came are asked for and will display.
    ///
    /// Complexity: O(views on screen, before and after, times log(sections),
    /// and log²(sections) + log(rows) to find the first).
    func updateDisplay() {
        let viewport = viewport
        let shown = layout.visible(from: offset.y, to: offset.y + viewport.height, width: viewport.width)
        var wanted: [Int: IndexPath] = [:]
        for path in shown.items { wanted[items[path[0]][path[1]].serial] = path }
        for serial in cellSerialsInOrder(except: wanted) { if let entry = cells[serial] { endDisplayingCell(serial, entry) } }
        var wantedSupplementary: [SupplementaryKey: Int] = [:]
        for (kind, section) in shown.supplementary {
            wantedSupplementary[SupplementaryKey(kind: kind, section: sectionStates[section].serial)] = section
        }
        let leavingSupplementary = supplementaries.filter { wantedSupplementary[$0.key] == nil }
            .sorted { ($0.value.section, $0.key.kind) < ($1.value.section, $1.key.kind) }
        for (key, entry) in leavingSupplementary {
            supplementaries[key] = nil
            enqueue(entry.view, kind: key.kind)
            delegate?.headlessListView(self, didEndDisplayingSupplementaryView: entry.view,
                                       forElementOfKind: key.kind, at: makeIndexPath(entry.section, 0))
        }
        for (kind, section) in shown.supplementary {
            let key = SupplementaryKey(kind: kind, section: sectionStates[section].serial)
            let frame = layout.frame(ofSupplementary: kind, inSection: section, width: viewport.width) ?? .zero
            if supplementaries[key] != nil {
                supplementaries[key]?.section = section
                supplementaries[key]?.view.frame = frame
                continue
            }
            let view = requestSupplementary(kind, at: makeIndexPath(section, 0))
            view.frame = frame
            supplementaries[key] = (view, section)
            delegate?.headlessListView(self, willDisplaySupplementaryView: view, forElementKind: kind,
                                       at: makeIndexPath(section, 0))
        }
        for path in shown.items {
            let item = items[path[0]][path[1]]
            let frame = layout.frame(ofItem: path[1], inSection: path[0])
            if let entry = cells[item.serial] {
                entry.cell.frame = frame
                continue
            }
            let cell = requestCell(at: path)
            cell.frame = frame
            // Read again: the data source may have selected it meanwhile.
            cell.isSelected = items[path[0]][path[1]].isSelected
            showCell(cell, of: item.serial, at: path)
        }
    }

    /// Puts `cell` on screen for item `serial` at `indexPath` (in `cells`,
    /// `cellsInSection` and `serialOfCell`) and says it will display.
    func showCell(_ cell: HeadlessCell, of serial: Int, at indexPath: IndexPath) {
        cells[serial] = (cell, indexPath)
        cellsInSection[indexPath[0], default: []].insert(serial)
        serialOfCell[ObjectIdentifier(cell)] = serial
        delegate?.headlessListView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// The serials of the cells on screen (but those in `except`), in
    /// index-path order.
    ///
    /// Complexity: O(c log c) for c cells on screen.
    func cellSerialsInOrder(except: [Int: IndexPath] = [:]) -> [Int] {
        var shown: [(serial: Int, indexPath: IndexPath)] = []
        for (serial, entry) in cells where except[serial] == nil { shown.append((serial, entry.indexPath)) }
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
    /// `cellsInSection`.
    func placeCell(_ serial: Int, at indexPath: IndexPath) {
        guard let old = cells[serial]?.indexPath else { return }
        cells[serial]?.indexPath = indexPath
        guard old[0] != indexPath[0] else { return }
        forgetCell(serial, inSection: old[0])
        cellsInSection[indexPath[0], default: []].insert(serial)
    }

    /// Drops item `serial` from the cells on screen of `section` in
    /// `cellsInSection`.
    func forgetCell(_ serial: Int, inSection section: Int) {
        cellsInSection[section]?.remove(serial)
        if cellsInSection[section]?.isEmpty == true { cellsInSection[section] = nil }
    }

    /// Takes the cell of item `serial` off screen: unselected and
    /// unhighlighted, it goes back to its pool (see `enqueue`) and ends
    /// displaying at the index path where it was last placed.
    func endDisplayingCell(_ serial: Int, _ entry: (cell: HeadlessCell, indexPath: IndexPath)) {
        cells[serial] = nil
        forgetCell(serial, inSection: entry.indexPath[0])
        serialOfCell[ObjectIdentifier(entry.cell)] = nil
        entry.cell.isSelected = false
        entry.cell.isHighlighted = false
        enqueue(entry.cell, kind: nil)
        delegate?.headlessListView(self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
    }

    /// A reconfigured item whose data source handed back another cell: the
    /// old one ends, the new one shows.
    func replaceCell(_ serial: Int, with cell: HeadlessCell) {
        guard let entry = cells[serial] else { return }
        endDisplayingCell(serial, entry)
        cell.frame = entry.cell.frame
        showCell(cell, of: serial, at: entry.indexPath)
    }

    /// Takes every view off screen, cells first (in index-path order), then
    /// supplementary views (by section), for a reload.
    func endDisplayingEverything() {
        for serial in cellSerialsInOrder() { if let entry = cells[serial] { endDisplayingCell(serial, entry) } }
        for (key, entry) in supplementaries.sorted(by: { $0.value.section < $1.value.section }) {
            supplementaries[key] = nil
            enqueue(entry.view, kind: key.kind)
            delegate?.headlessListView(self, didEndDisplayingSupplementaryView: entry.view,
                                       forElementOfKind: key.kind, at: makeIndexPath(entry.section, 0))
        }
    }
}
