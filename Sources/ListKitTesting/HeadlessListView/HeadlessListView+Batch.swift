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

    /// Runs `updates` and applies the batch it returns, step by step: the
    /// data source is asked for the identities of what arrives while the
    /// view still shows the old items, then the cells follow their items,
    /// the sections the batch changed are laid out (their sizes asked), the
    /// screen is brought in line, and the reconfigured items on screen are
    /// asked for again. The views that leave go to `leftInBatch` (see
    /// `performBatchUpdates`), not to their pools.
    ///
    /// Complexity: O(sections + operations log operations + items of the
    /// sections the batch touches + cells on screen): every section's count
    /// is asked, as UIKit does, and each section is carried over, so a batch
    /// of one item costs O(sections) too. The per-item loops of the steps
    /// are plain loops, not closures: a closure formed here is main-actor
    /// isolated, and Swift checks the executor each time one is called.
    /// They read locals (or parameters), not properties: each access to a
    /// property of the view is checked for exclusivity at run time.
    func applyBatch(_ updates: () -> BatchUpdate) throws {
        let batch = updates()
        let newCounts = dataSourceCounts()
        let plan = try BatchPlan(batch, old: items.map(\.count), new: newCounts)
        let sources = plan.sources(newCounts: newCounts)
        let unchangedSections = newIndexesOfUnchangedSections(sources, oldSectionCount: items.count)
        let reconfigured = serialsOfItems(at: batch.itemReconfigures)

        // Identities first, while the items and layout still agree, for a
        // data source that looks at the view meanwhile.
        isIdentifying = true
        let newSectionStates = sectionStatesAfterBatch(plan.origins)
        (items, itemSizes) = itemsAfterBatch(from: items, sizes: itemSizes, sources: sources, newCounts: newCounts)
        selection = selectionAfterBatch(selection, items: items, sources: sources, unchangedSections: unchangedSections)
        sectionStates = newSectionStates
        dropGoneIdentities()
        isIdentifying = false

        placeSurvivingCells(sources: sources, unchangedSections: unchangedSections)
        placeSurvivingPrefetches(sources: sources, unchangedSections: unchangedSections)
        layOutChangedSections(sources: sources)
        updateDisplayIfLaidOut()
        reconfigureCells(of: reconfigured)
    }

    /// Where an item of a section the batch changed comes from, given its
    /// slot in that section's `.mixed` sources (the packed key of its old
    /// index path): the old section and item, or nil for an item that
    /// arrives from the data source (the plan marks those with -1; this is
    /// the one place that reads the mark).
    nonisolated static func oldPlace(ofSlot slot: Int) -> (section: Int, item: Int)? {
        slot < 0 ? nil : BatchPlan.unpack(slot)
    }

    /// For each old section, its index after the batch when it comes
    /// through unchanged (no item leaves or arrives; it may move), else nil:
    /// such a section keeps its items, layout and cells as they are.
    ///
    /// Complexity: O(sections).
    func newIndexesOfUnchangedSections(_ sources: [BatchPlan.SectionSource], oldSectionCount: Int) -> [Int?] {
        var newIndexes = [Int?](repeating: nil, count: oldSectionCount)
        for (newSection, source) in sources.enumerated() {
            if case .unchanged(let oldSection) = source { newIndexes[oldSection] = newSection }
        }
        return newIndexes
    }

    /// The serials of the items at `indexPaths` (the batch's reconfigures,
    /// in the old index paths the plan checked), to ask their cells again
    /// once the batch is applied.
    ///
    /// Complexity: O(reconfigures).
    func serialsOfItems(at indexPaths: [IndexPath]) -> Set<Int> {
        let oldItems = items
        var serials = Set<Int>()
        for path in indexPaths
        where path.count == 2 && path[0] < oldItems.count && path[1] >= 0 && path[1] < oldItems[path[0]].count {
            serials.insert(oldItems[path[0]][path[1]].serial)
        }
        return serials
    }

    /// The sections after the batch: a kept section (moved or not) keeps
    /// its state; an inserted or reloaded one is new, its identity asked of
    /// the data source.
    ///
    /// Complexity: O(sections).
    func sectionStatesAfterBatch(_ origins: [BatchPlan.Origin]) -> [SectionState] {
        let oldSectionStates = sectionStates
        var statesAfter: [SectionState] = []
        statesAfter.reserveCapacity(origins.count)
        for (section, origin) in origins.enumerated() {
            if case .kept(let oldSection) = origin {
                statesAfter.append(oldSectionStates[oldSection])
            } else {
                statesAfter.append(newSection(section))
            }
        }
        return statesAfter
    }

    /// The items after the batch and their sizes, section by section: each
    /// item that stays carries its state (serial, identity, size) where the
    /// batch moves it; an item that arrives is new, its identity asked of
    /// the data source, its size left to measure.
    ///
    /// Complexity: O(sections + items of the sections the batch changed).
    func itemsAfterBatch(
        from oldItems: [[Item]], sizes oldSizes: [HeadlessFlowLayout.ItemSizes],
        sources: [BatchPlan.SectionSource], newCounts: [Int]
    ) -> ([[Item]], [HeadlessFlowLayout.ItemSizes]) {
        var itemsAfter: [[Item]] = [], sizesAfter: [HeadlessFlowLayout.ItemSizes] = []
        itemsAfter.reserveCapacity(newCounts.count)
        sizesAfter.reserveCapacity(newCounts.count)
        for (newSection, source) in sources.enumerated() {
            switch source {
            case .unchanged(let oldSection):
                itemsAfter.append(oldItems[oldSection])
                sizesAfter.append(oldSizes[oldSection])
            case .fresh:
                itemsAfter.append(newItems(inSection: newSection, count: newCounts[newSection]))
                sizesAfter.append(HeadlessFlowLayout.ItemSizes(unmeasured: newCounts[newSection]))
            case .mixed(let slots):
                let (items, sizes) = itemsOfChangedSection(newSection, slots: slots, from: oldItems, sizes: oldSizes)
                itemsAfter.append(items)
                sizesAfter.append(sizes)
            }
        }
        return (itemsAfter, sizesAfter)
    }

    /// The items of `newSection`, a kept section some items leave or
    /// arrive at, from its `slots` (see `oldPlace(ofSlot:)`). The section's
    /// identities are asked at its first arrival, in one call, and kept
    /// whole only when at least half of its items arrive; a few arrivals
    /// are boxed from them.
    ///
    /// Complexity: O(items of the section); the sizes O(runs of kept items
    /// and arrivals) while they are alike.
    func itemsOfChangedSection(
        _ newSection: Int, slots: [Int], from oldItems: [[Item]], sizes oldSizes: [HeadlessFlowLayout.ItemSizes]
    ) -> ([Item], HeadlessFlowLayout.ItemSizes) {
        var section: [Item] = [], sizes = HeadlessFlowLayout.ItemSizes()
        section.reserveCapacity(slots.count)
        var arrivals = 0
        for slot in slots where Self.oldPlace(ofSlot: slot) == nil { arrivals += 1 }
        let keep = 2 * arrivals >= slots.count
        var identities: ListItemIdentifiers?, asked = false
        // The old section runs are copied from, kept while they come from
        // it (most do): taking an array out of `oldItems` retains it.
        var sourceSection = -1, source: [Item] = []
        var item = 0
        while item < slots.count {
            let slot = slots[item]
            if let old = Self.oldPlace(ofSlot: slot) {
                // A run of consecutive old items, copied at once.
                var end = item + 1
                while end < slots.count && slots[end] == slot + (end - item) { end += 1 }
                if old.section != sourceSection { (sourceSection, source) = (old.section, oldItems[old.section]) }
                section.append(contentsOf: source[old.item..<(old.item + end - item)])
                sizes.append(old.item..<(old.item + end - item), of: oldSizes[old.section])
                item = end
                continue
            }
            if !asked {
                (identities, asked) = (self.identities(ofSection: newSection, count: slots.count), true)
                if keep, identities != nil { pinnedIdentifiers += slots.count }
            }
            section.append(newItem(section: newSection, item: item, identities: identities, keep: keep))
            sizes.appendUnmeasured()
            item += 1
        }
        return (section, sizes)
    }

    /// Where the selected items are after the batch (`items`: the items
    /// after it): an item that stays keeps its selection, one that arrives
    /// is not selected.
    ///
    /// Complexity: O(selected items), and the items of the sections the
    /// batch changed when some item was selected.
    func selectionAfterBatch(
        _ oldSelection: [Int: IndexPath], items: [[Item]], sources: [BatchPlan.SectionSource],
        unchangedSections: [Int?]
    ) -> [Int: IndexPath] {
        var newSelection: [Int: IndexPath] = [:]
        guard !oldSelection.isEmpty else { return newSelection }
        for (newSection, source) in sources.enumerated() {
            guard case .mixed = source else { continue }
            for (index, item) in items[newSection].enumerated() where oldSelection[item.serial] != nil {
                newSelection[item.serial] = makeIndexPath(newSection, index)
            }
        }
        for (serial, path) in oldSelection {
            if let newSection = unchangedSections[path[0]] { newSelection[serial] = makeIndexPath(newSection, path[1]) }
        }
        return newSelection
    }

    /// Moves the cells on screen to their items' new index paths. A cell in
    /// a section that came through unchanged moves with the section; the
    /// others are found by their old place among the `.mixed` sources,
    /// looked up only in the old sections that had such cells. A cell whose
    /// item left keeps its old index path, for `updateDisplay` to end.
    ///
    /// Complexity: O(cells on screen + items of the sections the batch
    /// changed, when a cell on screen was in one of them).
    func placeSurvivingCells(sources: [BatchPlan.SectionSource], unchangedSections: [Int?]) {
        // The cells to find, by the packed key of their old index path (as
        // the sources name items), and the old sections they were in.
        var cellsToFind: [Int: Int] = [:]
        var hadCellsToFind = [Bool](repeating: false, count: unchangedSections.count)
        for (serial, entry) in cellsShown {
            let oldSection = entry.indexPath[0]
            if let newSection = unchangedSections[oldSection] {
                placeCell(serial, at: makeIndexPath(newSection, entry.indexPath[1]))
            } else {
                cellsToFind[BatchPlan.key(entry.indexPath)] = serial
                hadCellsToFind[oldSection] = true
            }
        }
        for (newSection, source) in sources.enumerated() where !cellsToFind.isEmpty {
            guard case .mixed(let slots) = source else { continue }
            for (item, slot) in slots.enumerated() {
                guard let old = Self.oldPlace(ofSlot: slot), hadCellsToFind[old.section],
                      let serial = cellsToFind.removeValue(forKey: slot)
                else { continue }
                placeCell(serial, at: makeIndexPath(newSection, item))
            }
        }
    }

    /// Lays out the sections the batch changed, asking the sizes of the
    /// items that arrived; a section that came through unchanged keeps its
    /// items' layout, but its header and footer sizes are asked again (as
    /// UIKit's flow layout does on every update), so that a header a
    /// section gained shows, and so are its inset and spacings (a section
    /// whose metrics changed is laid out again from its items' sizes).
    /// Every section is measured before the layout changes. Then clamps
    /// the offset to the new content.
    ///
    /// Complexity: O(sections + items of the sections laid out).
    func layOutChangedSections(sources: [BatchPlan.SectionSource]) {
        let oldLayout = layout.sections
        var sections: [HeadlessFlowLayout.Section] = []
        sections.reserveCapacity(sources.count)
        for (newSection, source) in sources.enumerated() {
            if case .unchanged(let oldSection) = source, oldLayout[oldSection].direction == scrollDirection {
                let (header, footer) = supplementarySizes(ofSection: newSection)
                sections.append(oldLayout[oldSection].with(header: header, footer: footer,
                                                           metrics: metrics(ofSection: newSection)))
            } else {
                sections.append(layOutSection(newSection))
            }
        }
        layout.replace(with: sections, direction: scrollDirection)
        mainOffset = clampedOffset(mainOffset)
    }

    /// Asks again for the cells of the reconfigured items still on screen,
    /// handing each its own cell back; a data source that returns another
    /// one replaces it.
    ///
    /// Complexity: O(cells on screen).
    func reconfigureCells(of serials: Set<Int>) {
        for (serial, entry) in cellsShown where serials.contains(serial) {
            let cell = requestCell(at: entry.indexPath, reconfiguring: entry.cell)
            if cell !== entry.cell { replaceCell(serial, with: cell) }
        }
    }
}
