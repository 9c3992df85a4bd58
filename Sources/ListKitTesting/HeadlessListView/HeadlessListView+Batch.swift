import Foundation
import ListKit
import ListUpdates

extension HeadlessListView {
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        guard !isChanging else {
            faults.append(.reentrantCall("performBatchUpdates"))
            throw Fault.reentrantCall("performBatchUpdates")
        }
        loadIfNeeded()
        try changing {
            // The views the batch deletes or replaces are not dequeued for
            // the views it brings: on a device they are still on screen,
            // animating out while the new ones animate in.
            leftInBatch = []
            defer { recycleLeftInBatch() }
            try applyBatch(updates)
        }
        batchUpdateCount += 1
        if let completion { scheduleCompletion { completion(true) } }
    }

    /// Runs `updates` and applies the batch it returns. The views that
    /// leave go to `leftInBatch` (see `performBatchUpdates`), not to their
    /// pools.
    ///
    /// Complexity: O(sections + operations log operations + items of the
    /// sections the batch touches + cells on screen): every section's count
    /// is asked, as UIKit does, and each section is carried over, so a batch
    /// of one item costs O(sections) too. The per-item loops are plain loops,
    /// not closures: a closure formed here is main-actor isolated, and Swift
    /// checks the executor each time one is called.
    func applyBatch(_ updates: () -> BatchUpdate) throws {
        let batch = updates()
        let counts = dataSourceCounts()
        let plan = try _BatchPlan(batch, old: items.map(\.count), new: counts)
        isIdentifying = true
        // Locals, not properties, in the per-item loops: each access to a
        // property of the view is checked for exclusivity at run time.
        let oldItems = items, oldSelection = selection
        var hadSelection = [Bool](repeating: false, count: oldItems.count)
        for path in oldSelection.values { hadSelection[path[0]] = true }
        var reconfigured = Set<Int>()
        for path in batch.itemReconfigures
        where path.count == 2 && path[0] < oldItems.count && path[1] >= 0 && path[1] < oldItems[path[0]].count {
            reconfigured.insert(oldItems[path[0]][path[1]].serial)
        }
        // Identities first, while the items and layout still agree, for a
        // data source that looks at the view meanwhile.
        let oldSections = sectionStates
        var newSections: [SectionState] = []
        newSections.reserveCapacity(counts.count)
        for (t, origin) in plan.origins.enumerated() {
            if case .kept(let s) = origin { newSections.append(oldSections[s]) } else { newSections.append(newSection(t)) }
        }
        // Each item's state follows it; arriving items are new.
        let sources = plan.sources(newCounts: counts)
        var newSectionOfOld = [Int?](repeating: nil, count: oldItems.count)
        var unchanged = [Bool](repeating: false, count: counts.count)
        var itemsAfter: [[Item]] = [], newSelection: [Int: IndexPath] = [:]
        itemsAfter.reserveCapacity(counts.count)
        for (t, source) in sources.enumerated() {
            if case .kept(let s) = plan.origins[t] { newSectionOfOld[s] = t }
            var section: [Item] = []
            switch source {
            case .unchanged(let s):
                unchanged[t] = true
                section = oldItems[s]
            case .fresh:
                section = newItems(inSection: t, count: counts[t])
            case .mixed(let keys):
                section.reserveCapacity(keys.count)
                // The section's identities are kept whole only when at least
                // half of its items arrive; a few arrivals are boxed from them.
                var arrivals = 0
                for key in keys where key < 0 { arrivals += 1 }
                var identities: ItemIdentities?, asked = false
                let keep = 2 * arrivals >= keys.count
                for (i, key) in keys.enumerated() {
                    guard key >= 0 else {
                        if !asked {
                            (identities, asked) = (self.identities(ofSection: t, count: keys.count), true)
                            if keep, identities != nil { pinnedIdentifiers += keys.count }
                        }
                        section.append(newItem(section: t, item: i, identities: identities, keep: keep))
                        continue
                    }
                    let (s, item) = _BatchPlan.unpack(key)
                    section.append(oldItems[s][item])
                    if hadSelection[s] && oldItems[s][item].isSelected {
                        newSelection[oldItems[s][item].serial] = _indexPath(t, i)
                    }
                }
            }
            itemsAfter.append(section)
        }
        for (serial, path) in oldSelection {
            if let t = newSectionOfOld[path[0]], unchanged[t] { newSelection[serial] = _indexPath(t, path[1]) }
        }
        items = itemsAfter
        itemsAfter = []
        dropGoneIdentities()
        sectionStates = newSections
        selection = newSelection
        isIdentifying = false
        // Survivors' cells follow their items; the rest end below. A cell
        // whose section changed is found by its old place among the
        // sources, looked up only in the old sections that had such cells.
        var lost: [Int: Int] = [:]  // the old place's key -> serial
        var hadLost = [Bool](repeating: false, count: oldItems.count)
        for (serial, entry) in cells {
            let s = entry.indexPath[0]
            if let t = newSectionOfOld[s], unchanged[t] {
                placeCell(serial, at: _indexPath(t, entry.indexPath[1]))
            } else {
                lost[_BatchPlan.key(entry.indexPath)] = serial
                hadLost[s] = true
            }
        }
        for (t, source) in sources.enumerated() where !lost.isEmpty {
            guard case .mixed(let keys) = source else { continue }
            for (i, key) in keys.enumerated() where key >= 0 && hadLost[_BatchPlan.unpack(key).section] {
                if let serial = lost.removeValue(forKey: key) { placeCell(serial, at: _indexPath(t, i)) }
            }
        }
        let oldLayout = layout.sections
        var sections: [HeadlessFlowLayout.Section] = []
        sections.reserveCapacity(counts.count)
        for (t, origin) in plan.origins.enumerated() {
            if case .kept(let s) = origin, unchanged[t] { sections.append(oldLayout[s]) } else { sections.append(layOutSection(t)) }
        }
        layout.replace(with: sections)
        offset.y = clampedOffset(offset.y)
        updateDisplay()
        for (serial, entry) in cells where reconfigured.contains(serial) {
            let cell = requestCell(at: entry.indexPath, reconfiguring: entry.cell)
            if cell !== entry.cell { replaceCell(serial, with: cell) }
        }
    }
}
