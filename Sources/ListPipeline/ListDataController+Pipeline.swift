import Foundation
import ListKit
import ListUpdates
import ListDiff

extension ListDataController {
    /// A new element and where it is in the map it was made for.
    struct Fresh: Sendable {
        let element: ListElement
        /// The item's index path, or the section of a supplementary view.
        let indexPath: IndexPath
    }

    /// A measured change set, ready for the view.
    struct Commit {
        let to: ListElementMap
        /// The batch from the map before; nil to reload the view.
        let batch: BatchUpdate?
        let animated: Bool
        /// Whether every item is laid out again after the batch (its
        /// nodes were measured again within a new size).
        let relayout: Bool
        let failures: [Diagnostic]
        let measured: Int
        let completions: [@MainActor (Bool) -> Void]
        /// The view it was worked out for (``ListDataController/viewGeneration``).
        let viewGeneration: Int
    }

    // MARK: Step 1: the pending map, with the change set applied

    /// `map` with `changeSet` applied as Texture applies it (see
    /// ``ListDataController/ChangeSet/Resolved``): kept elements carried over, an item
    /// moved between kept sections keeping its element, and a new element
    /// (with its node block, asked where it lands) for every other item
    /// that arrives and for the supplementary views of sections read anew.
    /// `moved` holds the elements that moved.
    ///
    /// - Throws: `BatchUpdateError` when the change set does not fit the
    ///   map's counts and the data source's.
    func applying(_ changeSet: ListDataController.ChangeSet, to map: ListElementMap) throws
        -> (map: ListElementMap, fresh: [Fresh], moved: Set<ObjectIdentifier>)
    {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { statistics.addMainThreadTime(since: started) }
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let counts = (0..<sectionCount).map { max(0, dataSource?.dataController(self, numberOfItemsInSection: $0) ?? 0) }
        var fresh: [Fresh] = []
        let defaultSize = defaultConstrainedSize
        func newSection(_ section: Int) -> ListElementMap.Section {
            let items = (0..<counts[section]).map { newItem(makeIndexPath(section, $0)) }
            var supplementary: [String: ListElement] = [:]
            for kind in supplementaryKinds {
                guard let block = dataSource?.dataController(
                    self, nodeBlockForSupplementaryElementOfKind: kind, inSection: section) else { continue }
                let element = ListElement(kind: kind, serial: elementsMade, constrainedSize: defaultSize, block: block)
                elementsMade += 1
                supplementary[kind] = element
                fresh.append(Fresh(element: element, indexPath: IndexPath(index: section)))
            }
            return ListElementMap.Section(identity: SectionIdentity(), items: items, supplementary: supplementary)
        }
        func newItem(_ indexPath: IndexPath) -> ListElement {
            let element = ListElement(
                kind: nil, serial: elementsMade,
                constrainedSize: dataSource?.dataController(self, constrainedSizeForItemAt: indexPath) ?? defaultSize,
                block: dataSource?.dataController(self, nodeBlockForItemAt: indexPath))
            elementsMade += 1
            fresh.append(Fresh(element: element, indexPath: indexPath))
            return element
        }
        if changeSet.reloadsData {
            // Every element is made now, within the width of now: that is the
            // width the nodes are measured for. (It was taken when the change
            // set was submitted, at the end of the turn: a width that changed
            // in between was taken as measured, and the nodes never measured
            // again within it; found by the oracle.)
            measuredWidth = defaultConstrainedSize.width
            let sections = (0..<sectionCount).map(newSection)
            return (ListElementMap(sections: sections, madeBefore: elementsMade), fresh, [])
        }
        let resolved = try ListDataController.ChangeSet.Resolved(changeSet.batch, old: map.itemCounts, new: counts)
        var sections: [ListElementMap.Section] = [], moved = Set<ObjectIdentifier>()
        sections.reserveCapacity(sectionCount)
        for (t, origin) in resolved.oldSectionOfNew.enumerated() {
            guard let s = origin else {
                sections.append(newSection(t))
                continue
            }
            var section = map.sections[s]
            let leaving = resolved.leaving[s] ?? [], arriving = resolved.arriving[t] ?? []
            if !leaving.isEmpty || !arriving.isEmpty {
                let old = section.items
                var next = 0
                section.items = (0..<counts[t]).map { i in
                    guard arriving.contains(i) else {
                        while leaving.contains(next) { next += 1 }
                        defer { next += 1 }
                        return old[next]
                    }
                    guard !resolved.keptMoves.isEmpty, let from = resolved.keptMoves[ListDataController.ChangeSet.Resolved.key(t, i)] else {
                        return newItem(makeIndexPath(t, i))
                    }
                    let element = map.sections[from[0]].items[from[1]]
                    moved.insert(ObjectIdentifier(element))
                    return element
                }
            }
            sections.append(section)
        }
        return (ListElementMap(sections: sections, madeBefore: elementsMade), fresh, moved)
    }

    // MARK: Steps 2 to 4: measure off the main thread, then queue the commit

    /// Sends a change set from `from` to `to` down the pipeline.
    func submit(
        from: ListElementMap, to: ListElementMap, fresh: [Fresh], moved: Set<ObjectIdentifier>, reloadsData: Bool,
        animated: Bool, relayout: Bool = false, completions: [@MainActor (Bool) -> Void]
    ) {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { statistics.addMainThreadTime(since: started) }
        inFlight += 1
        statistics.changeSetsSubmitted += 1
        if measuredWidth == nil { measuredWidth = defaultConstrainedSize.width }
        // Step 2: the layout delegate, if any, picks what is measured ahead.
        var toMeasure = fresh
        if let layoutDelegate, !relayout {
            let chosen = layoutDelegate.dataController(self, itemsToMeasureAt: fresh.map(\.indexPath), in: to)
            toMeasure = []
            for (position, made) in fresh.enumerated() {
                if chosen.contains(position) {
                    toMeasure.append(made)
                } else {
                    made.element.estimatedSize = layoutDelegate.dataController(self, estimatedSizeOf: made.element)
                }
            }
        }
        let commitBox = CompletionsBox(completions), generation = viewGeneration
        editingQueue.async { [mainSerialQueue, toMeasure] in
            // Step 3.
            var failures: [Diagnostic] = []
            for item in toMeasure {
                if let failure = item.element.measure() {
                    failures.append(.nodeFailed(failure, kind: item.element.kind, at: item.indexPath))
                }
            }
            let batch = reloadsData ? nil : to.batch(from: from, moved: moved)
            // Step 4.
            mainSerialQueue.perform { [weak self] in
                guard let self else { return commitBox.run(false) }
                self.readyCommits.append(Commit(
                    to: to, batch: batch, animated: animated, relayout: relayout, failures: failures,
                    measured: toMeasure.count, completions: commitBox.take(), viewGeneration: generation))
                self.commitReady()
            }
        }
    }

    // MARK: Step 5: the view takes the batch

    /// Commits the measured change sets, in order, unless the view is in
    /// the middle of an update (then on a later turn).
    func commitReady() {
        if let view = listView, view.isUpdating {
            guard !commitRetryScheduled else { return }
            commitRetryScheduled = true
            scheduler.schedule(after: 0) { [weak self] in
                self?.commitRetryScheduled = false
                self?.commitReady()
            }
            return
        }
        while !readyCommits.isEmpty {
            commit(readyCommits.removeFirst())
        }
    }

    private func commit(_ commit: Commit) {
        let started = DispatchTime.now().uptimeNanoseconds
        defer { statistics.addMainThreadTime(since: started) }
        inFlight -= 1
        statistics.changeSetsCommitted += 1
        statistics.nodesMeasuredInBackground += commit.measured
        commit.failures.forEach { diagnosticHandler($0) }
        let finish = commit.completions
        guard let view = listView else {
            visibleMap = commit.to
            rangeController.update()
            finish.forEach { $0(true) }
            return
        }
        // A batch worked out for another view (or none) reloads this one.
        guard let batch = commit.batch, commit.viewGeneration == viewGeneration else {
            visibleMap = commit.to
            view.reloadData()
            rangeController.update()
            finish.forEach { $0(true) }
            return
        }
        var refused = false
        BatchApplier.apply([{
            self.visibleMap = commit.to
            return batch
        }], to: view, animated: commit.animated, completion: { finished in finish.forEach { $0(finished) } },
        recover: { rejection in
            refused = true
            diagnosticHandler(.batchRejected(rejection))
            visibleMap = commit.to
            view.reloadData()
            finish.forEach { $0(false) }
        })
        if commit.relayout && !refused {
            let all = (0..<visibleMap.numberOfSections).flatMap { s in
                (0..<visibleMap.numberOfItems(inSection: s)).map { makeIndexPath(s, $0) }
            }
            view.invalidateLayout(at: all)
        }
        rangeController.update()
    }
}

/// Completions handed from the main thread through the editing queue and
/// back, never run anywhere but the main thread.
private final class CompletionsBox: @unchecked Sendable {
    private var completions: [@MainActor (Bool) -> Void]
    init(_ completions: [@MainActor (Bool) -> Void]) { self.completions = completions }
    @MainActor func take() -> [@MainActor (Bool) -> Void] {
        defer { completions = [] }
        return completions
    }
    @MainActor func run(_ finished: Bool) { take().forEach { $0(finished) } }
}

extension ListDataController {
    /// The size of `element`'s node for the view: its measured size; its
    /// estimate while the layout delegate has left it for later; otherwise
    /// (a node the view needs before it was measured) measured now on the
    /// main thread (counted in ``Statistics/nodesMeasuredOnMainThread``).
    package func measuredSize(of element: ListElement) -> CGSize {
        if let size = element.measuredSize { return size }
        // Left for later by the layout delegate: measured once it comes
        // within the preload range, not because a layout asked.
        if let estimate = element.estimatedSize { return estimate }
        statistics.nodesMeasuredOnMainThread += 1
        if let failure = element.measure() {
            let where_ = element.kind == nil ? visibleMap.indexPath(of: element) : visibleMap.section(ofSupplementary: element).map { IndexPath(index: $0) }
            diagnosticHandler(.nodeFailed(failure, kind: element.kind, at: where_ ?? IndexPath()))
        }
        return element.measuredSize ?? .zero
    }
}

extension ListDataController {
    /// Measures on the editing queue the elements of `elements` the layout
    /// delegate left for later (once each), then has the view lay them out
    /// again at their real sizes.
    func measureOnDemand(_ elements: [ListElement]) {
        remeasure(elements.filter { $0.estimatedSize != nil })
    }

    /// Measures `elements` that need it on the editing queue (once each,
    /// however often asked), then has the view lay them out again.
    func remeasure(_ elements: [ListElement]) {
        let due = elements.filter { !$0.isMeasured && !measuringOnDemand.contains(ObjectIdentifier($0)) }
        guard !due.isEmpty else { return }
        for element in due { measuringOnDemand.insert(ObjectIdentifier(element)) }
        editingQueue.async { [mainSerialQueue] in
            var failures: [(ListElement, Diagnostic.Failure)] = []
            for element in due {
                if let failure = element.measure() { failures.append((element, failure)) }
            }
            let failed = UncheckedFailures(failures)
            mainSerialQueue.perform { [weak self] in self?.didMeasureOnDemand(due, failures: failed.value) }
        }
    }

    private func didMeasureOnDemand(_ elements: [ListElement], failures: [(ListElement, Diagnostic.Failure)]) {
        statistics.nodesMeasuredOnDemand += elements.count
        for element in elements { measuringOnDemand.remove(ObjectIdentifier(element)) }
        for (element, failure) in failures {
            let at = visibleMap.indexPath(of: element) ?? pendingMap.indexPath(of: element) ?? IndexPath()
            diagnosticHandler(.nodeFailed(failure, kind: element.kind, at: at))
        }
        let shown = elements.compactMap { visibleMap.indexPath(of: $0) }
        if !shown.isEmpty { listView?.invalidateLayout(at: shown) }
        // Real sizes move the ranges (and may bring more into them).
        rangeController.update()
    }
}

/// Elements and their failures, handed back to the main thread.
private struct UncheckedFailures: @unchecked Sendable {
    let value: [(ListElement, ListDataController.Diagnostic.Failure)]
    init(_ value: [(ListElement, ListDataController.Diagnostic.Failure)]) { self.value = value }
}
