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

    /// Where the old items at `places` (each a value and its old index
    /// path) are after the batch: `found` hears each item that stays, with
    /// its new index path. An item of a section that came through unchanged
    /// (`unchangedSections`) moves with it; the others are found by their
    /// old place among the `.mixed` sources, looked up only in the old
    /// sections that had such items. An item the batch took away is not
    /// heard. Serves the cells and the prefetched items.
    ///
    /// Complexity: O(places + runs, and the items of the runs from an old
    /// section one of `places` was in).
    nonisolated static func placesAfterBatch<Value>(
        _ places: [(value: Value, indexPath: IndexPath)], sources: [BatchPlan.SectionSource], unchangedSections: [Int?],
        _ found: (Value, IndexPath) -> Void
    ) {
        // The items to find, by the packed key of their old index path (as
        // the sources name items), and the old sections they were in.
        var toFind: [Int: Value] = [:]
        var inOldSections = [Bool](repeating: false, count: unchangedSections.count)
        for (value, path) in places {
            if let newSection = unchangedSections[path[0]] {
                found(value, makeIndexPath(newSection, path[1]))
            } else {
                toFind[BatchPlan.key(path)] = value
                inOldSections[path[0]] = true
            }
        }
        for (newSection, source) in sources.enumerated() where !toFind.isEmpty {
            guard case .mixed(let runs) = source else { continue }
            var item = 0
            for run in runs {
                defer { item += run.count }
                guard !run.arrives, inOldSections[BatchPlan.unpack(run.source).section] else { continue }
                for k in 0..<run.count {
                    if let value = toFind.removeValue(forKey: run.source + k) { found(value, makeIndexPath(newSection, item + k)) }
                }
            }
        }
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
        from oldItems: [[Item]], sizes oldSizes: [HeadlessLayout.ItemSizes],
        sources: [BatchPlan.SectionSource], newCounts: [Int]
    ) -> ([[Item]], [HeadlessLayout.ItemSizes]) {
        var itemsAfter: [[Item]] = [], sizesAfter: [HeadlessLayout.ItemSizes] = []
        itemsAfter.reserveCapacity(newCounts.count)
        sizesAfter.reserveCapacity(newCounts.count)
        for (newSection, source) in sources.enumerated() {
            switch source {
            case .unchanged(let oldSection):
                itemsAfter.append(oldItems[oldSection])
                sizesAfter.append(oldSizes[oldSection])
            case .fresh:
                itemsAfter.append(newItems(inSection: newSection, count: newCounts[newSection]))
                sizesAfter.append(HeadlessLayout.ItemSizes(unmeasured: newCounts[newSection]))
            case .mixed(let runs):
                let (items, sizes) = itemsOfChangedSection(newSection, runs: runs, from: oldItems, sizes: oldSizes)
                itemsAfter.append(items)
                sizesAfter.append(sizes)
            }
        }
        return (itemsAfter, sizesAfter)
    }

    /// The items of `newSection`, a kept section some items leave or
    /// arrive at, from its `runs`. The section's identities are asked at
    /// its first arrival, in one call, and kept whole only when at least
    /// half of its items arrive; a few arrivals are boxed from them.
    ///
    /// Complexity: O(items of the section), copied a run at a time; the
    /// sizes O(runs) while they are alike.
    func itemsOfChangedSection(
        _ newSection: Int, runs: [BatchPlan.Run], from oldItems: [[Item]], sizes oldSizes: [HeadlessLayout.ItemSizes]
    ) -> ([Item], HeadlessLayout.ItemSizes) {
        var count = 0, arrivals = 0
        for run in runs {
            count += run.count
            if run.arrives { arrivals += run.count }
        }
        var section: [Item] = [], sizes = HeadlessLayout.ItemSizes()
        section.reserveCapacity(count)
        let keep = 2 * arrivals >= count
        var identities: ListItemIdentifiers?, asked = false
        for run in runs {
            if !run.arrives {
                let (oldSection, first) = BatchPlan.unpack(run.source)
                Self.append(first..<(first + run.count), of: oldItems[oldSection], to: &section)
                sizes.append(first..<(first + run.count), of: oldSizes[oldSection])
                continue
            }
            if !asked {
                (identities, asked) = (self.identities(ofSection: newSection, count: count), true)
                if keep, identities != nil { pinnedIdentifiers += count }
            }
            for _ in 0..<run.count {
                section.append(newItem(section: newSection, item: section.count, identities: identities, keep: keep))
                sizes.appendUnmeasured()
            }
        }
        return (section, sizes)
    }

    /// Appends the items of `source` in `range` to `section`, through a
    /// buffer (a slice of the array would retain it). Not isolated, so that
    /// its closure is not checked for the main actor at each call.
    nonisolated static func append(_ range: Range<Int>, of source: [Item], to section: inout [Item]) {
        source.withUnsafeBufferPointer { section.append(contentsOf: $0[range]) }
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
        let places = cellsShown.map { (value: $0.key, indexPath: $0.value.indexPath) }
        Self.placesAfterBatch(places, sources: sources, unchangedSections: unchangedSections) { placeCell($0, at: $1) }
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
        if !acrossOffsets.isEmpty {
            // Rows scrolled across of sections the batch deleted are forgotten.
            let live = Set(sectionStates.lazy.map(\.serial))
            acrossOffsets = acrossOffsets.filter { live.contains($0.key) }
        }
        if rowsLayout != nil { return layOutRows() }
        let oldLayout = layout.sections
        var sections: [HeadlessLayout.Section] = []
        sections.reserveCapacity(sources.count)
        for (newSection, source) in sources.enumerated() {
            if case .unchanged(let oldSection) = source, case .flow(let old) = oldLayout[oldSection],
               compositionalLayout == nil, old.direction == scrollDirection {
                let (header, footer) = supplementarySizes(ofSection: newSection)
                sections.append(.flow(old.with(header: header, footer: footer, metrics: metrics(ofSection: newSection))))
            } else if case .unchanged(let oldSection) = source, case .compositional(let old) = oldLayout[oldSection],
                      let compositionalLayout {
                sections.append(.compositional(layOutSection(newSection, of: compositionalLayout, reusing: old)))
            } else {
                sections.append(layOutSection(newSection))
            }
        }
        layout.replace(with: sections, direction: layoutDirection, crossLength: layoutDirection.cross(of: viewport))
        mainOffset = clampedOffset(mainOffset)
    }

    /// Asks again for the cells of the reconfigured items still on screen,
    /// in index-path order, handing each its own cell back; a data source
    /// that returns another one replaces it. Self-sizing, each is asked for
    /// its size again (a new configuration; see `visibleSizingArrivals`); a
    /// reconfigured item off screen is sized when it next shows.
    ///
    /// Complexity: O(cells on screen + r log r for r reconfigured on
    /// screen), and the sections laid out again.
    func reconfigureCells(of serials: Set<Int>) {
        // In index-path order, not the dictionary's (which differs from one
        // dictionary to the next): the data source and the delegate hear
        // them in the same order every time.
        var onScreen: [(serial: Int, indexPath: IndexPath)] = []
        for (serial, entry) in cellsShown where serials.contains(serial) { onScreen.append((serial, entry.indexPath)) }
        onScreen.sort(by: Self.precedes)
        for (serial, _) in onScreen {
            guard let entry = cellsShown[serial] else { continue }
            let cell = requestCell(at: entry.indexPath, reconfiguring: entry.cell)
            if cell !== entry.cell { replaceCell(serial, with: cell) }
            if isSelfSizing { awaitingSize.insert(serial) }
        }
        // The display sizes the reconfigured cells on screen again.
        if isSelfSizing && !serials.isEmpty { updateDisplayIfLaidOut() }
    }
}
