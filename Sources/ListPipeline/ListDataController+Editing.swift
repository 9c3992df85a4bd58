import Foundation
import ListKit

extension ListDataController {
    /// Edits made outside a batch in one turn: the map they started from,
    /// the elements they made, and how they are shown.
    struct Turn {
        let from: ListElementMap
        var fresh: [Fresh] = []
        /// Elements the edits moved (they reach the view as moves).
        var moved = Set<ObjectIdentifier>()
        var reloadsData = false
        var animated = true
        /// The number of edits in the turn: after the first, elements it
        /// made may have moved or gone.
        var edits = 0
    }

    /// Submits `changeSet` whole: edits of this turn made outside a batch
    /// go first, then the change set is checked against the data source
    /// (whose counts must already be the new ones) and its new nodes are
    /// made and measured off the main thread. `completion` runs once, on
    /// the main thread, after the view has taken it (with whether its
    /// animations finished; false when the view refused it).
    ///
    /// - Throws: `BatchUpdateError` when the change set does not fit the
    ///   list before it and the data source's counts after it; nothing is
    ///   applied then.
    ///
    /// Complexity on the main thread: O(sections + items of the sections
    /// it touches), plus the data source's node blocks for new items.
    public func update(with changeSet: ListDataController.ChangeSet, completion: (@MainActor (Bool) -> Void)? = nil) throws {
        flushTurn()
        let from = pendingMap
        let (map, fresh, moved) = try applying(changeSet, to: from)
        pendingMap = map
        submit(from: from, to: map, fresh: fresh, moved: moved, reloadsData: changeSet.reloadsData,
               animated: changeSet.animated, completions: completion.map { [$0] } ?? [])
    }

    /// Runs `updates`, whose edits (and those of batches nested in it)
    /// become one change set, submitted when the outermost batch ends.
    /// Each batch's completion is added as the batch ends, as Texture adds
    /// them: the innermost batch's runs first. Whether the change set
    /// animates is the outermost batch's `animated`.
    ///
    /// ```swift
    /// try controller.performBatchUpdates {
    ///     feed.posts.remove(at: 3)
    ///     try? controller.deleteItems(at: [IndexPath(index: 0).appending(3)])
    /// }
    /// ```
    ///
    /// - Throws: `BatchUpdateError` from the outermost batch when its edits
    ///   do not add up; nothing is applied, and the completions run with
    ///   false.
    public func performBatchUpdates(
        animated: Bool = true, _ updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) throws {
        batchDepth += 1
        updates()
        if let completion { batchCompletions.append(completion) }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        // Whether it animates is the outermost batch's to say, as in
        // Texture (`endUpdatesAnimated:` sets it once the last batch ends).
        var changes = batchChanges
        changes.animated = animated
        let completions = batchCompletions
        (batchChanges, batchCompletions) = (ListDataController.ChangeSet(), [])
        do {
            try update(with: changes) { finished in completions.forEach { $0(finished) } }
        } catch {
            completions.forEach { $0(false) }
            throw error
        }
    }

    /// Reads everything again from the data source, as a change set;
    /// `completion` runs once the view has shown it.
    public func reloadData(completion: (@MainActor (Bool) -> Void)?) {
        var changes = ListDataController.ChangeSet()
        changes.reloadData()
        try? edit(changes, completion: completion)
    }

    /// Inserts sections (positions after the edit).
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func insertSections(_ sections: IndexSet) throws { try edit { $0.insertSections(sections) } }
    /// Deletes sections (positions before the edit).
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func deleteSections(_ sections: IndexSet) throws { try edit { $0.deleteSections(sections) } }
    /// Reads sections again: their elements and nodes are made anew.
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func reloadSections(_ sections: IndexSet) throws { try edit { $0.reloadSections(sections) } }
    /// Moves a section.
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func moveSection(_ section: Int, toSection newSection: Int) throws {
        try edit { $0.moveSection(section, toSection: newSection) }
    }
    /// Inserts items (positions after the edit).
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func insertItems(at indexPaths: [IndexPath]) throws { try edit { $0.insertItems(at: indexPaths) } }
    /// Deletes items (positions before the edit).
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func deleteItems(at indexPaths: [IndexPath]) throws { try edit { $0.deleteItems(at: indexPaths) } }
    /// Reads items again: their elements and nodes are made anew.
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func reloadItems(at indexPaths: [IndexPath]) throws { try edit { $0.reloadItems(at: indexPaths) } }
    /// Moves an item.
    /// - Throws: `BatchUpdateError` outside a batch when the edit does not fit.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        try edit { $0.moveItem(at: indexPath, to: newIndexPath) }
    }

    private func edit(_ body: (inout ListDataController.ChangeSet) -> Void) throws {
        var changes = ListDataController.ChangeSet()
        body(&changes)
        try edit(changes, completion: nil)
    }

    /// Inside a batch, records `changes`; outside, applies them to the
    /// pending map at once (checked against the data source now) and adds
    /// them to this turn's bundle.
    private func edit(_ changes: ListDataController.ChangeSet, completion: (@MainActor (Bool) -> Void)?) throws {
        if batchDepth > 0 {
            batchChanges.formUnion(changes)
            if let completion { batchCompletions.append(completion) }
            return
        }
        let (map, fresh, moved) = try applying(changes, to: pendingMap)
        if openTurn == nil {
            openTurn = Turn(from: pendingMap)
            scheduler.schedule(after: 0) { [weak self] in self?.flushTurn() }
        }
        pendingMap = map
        openTurn!.edits += 1
        openTurn!.fresh += fresh
        openTurn!.moved.formUnion(moved)
        openTurn!.reloadsData = openTurn!.reloadsData || changes.reloadsData
        openTurn!.animated = openTurn!.animated && changes.animated
        if let completion { turnCompletions.append(completion) }
    }

    /// Submits the edits made outside a batch this turn, as one change set.
    func flushTurn() {
        guard let turn = openTurn else { return }
        openTurn = nil
        let completions = turnCompletions
        turnCompletions = []
        // Elements made by one edit and dropped by a later one are not
        // measured; the others are reported where they ended up (where
        // they were made, when the turn had one edit).
        let fresh = turn.edits == 1 ? turn.fresh : turn.fresh.compactMap { made -> Fresh? in
            let at = made.element.kind == nil
                ? pendingMap.indexPath(of: made.element)
                : pendingMap.section(ofSupplementary: made.element).map { IndexPath(index: $0) }
            return at.map { Fresh(element: made.element, indexPath: $0) }
        }
        submit(from: turn.from, to: pendingMap, fresh: fresh, moved: turn.moved, reloadsData: turn.reloadsData,
               animated: turn.animated, completions: completions)
    }
}
