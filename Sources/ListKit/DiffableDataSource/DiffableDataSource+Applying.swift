import Foundation
import ListUpdates

extension DiffableDataSource {
    /// An apply on its way to the view: what to show (with the marks to
    /// rebuild, its own and those of the applies it superseded), how, and
    /// the completion tickets it holds.
    struct Request: Sendable {
        var snapshot: DataSnapshot
        var animated: Bool
        var usingReloadData: Bool
        var tickets: Range<Int>
        /// The marks of the applies this one superseded, kept apart until
        /// it lands (merged into the snapshot then, once).
        var inherited = DataSnapshot.Marks()

        /// `newer`, landing in place of `older`: `older`'s reloads and
        /// reconfigures of what `newer` still holds are kept, its
        /// completions are finished with `newer`'s (after them, in call
        /// order), and the view reloads if either asked to. O(the smaller
        /// of the marks gathered and `older`'s own).
        static func superseding(_ older: consuming Request, by newer: consuming Request) -> Request {
            var merged = newer
            // Taken out, not copied: the sets grow in place.
            var inherited = DataSnapshot.Marks()
            swap(&inherited, &older.inherited)
            inherited.formUnion(older.snapshot)
            var own = DataSnapshot.Marks()
            swap(&own, &merged.inherited)
            inherited.formUnion(own)
            merged.inherited = inherited
            merged.usingReloadData = merged.usingReloadData || older.usingReloadData
            merged.tickets = min(older.tickets.lowerBound, merged.tickets.lowerBound)
                ..< max(older.tickets.upperBound, merged.tickets.upperBound)
            return merged
        }

        /// The snapshot to diff: its marks and those it inherited.
        var marked: DataSnapshot {
            var marked = snapshot
            marked.keepMarks(inherited)
            return marked
        }
    }

    // MARK: Applying

    /// Makes `snapshot` the data and shows it: the difference from what the
    /// view shows is applied as one batch (animated or not). `completion`
    /// runs once it is on the view, after the completions of the applies
    /// asked for before. An invalid snapshot (its `misuse` is not nil) is
    /// refused through ``errorHandler``, the data stays as it was, and the
    /// completion runs in its turn.
    ///
    /// ```swift
    /// var snapshot = dataSource.snapshot()
    /// snapshot.appendItems([42])
    /// dataSource.apply(snapshot) { print("on screen") }
    /// ```
    ///
    /// The snapshot is checked for misuse here, before the call returns,
    /// whichever way: by its index when it is built (a snapshot edited from
    /// ``snapshot()``: O(marks)); else, when the apply starts at once (the
    /// data source idle and the diff not one for the background), by the
    /// diff, which finds the few items that arrive and looks up the old
    /// items that stay among them (no item hashed for identifiers that are
    /// their own keys, as integers); else by building its index (O(items)
    /// expected hashes).
    ///
    /// Complexity: the misuse check above; the diff, O(sections + items)
    /// expected (see `Snapshot.batchUpdate(from:moves:)`; off the main
    /// actor from ``backgroundDiffingThreshold`` items), O(items) of the
    /// sections with outlines, to check them, and the view's batch.
    public func apply(
        _ snapshot: DataSnapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        enqueue(snapshot, animated: animatingDifferences, usingReloadData: false, completion: completion)
    }

    /// Makes `snapshot` the data and shows it with a full reload of the
    /// view, without diffing. `completion` runs once it is on the view,
    /// after the completions of the applies asked for before.
    ///
    /// Complexity: the misuse check, as ``apply(_:animatingDifferences:completion:)``,
    /// O(items) of the sections with outlines, to check them, and the view's
    /// reload.
    public func applySnapshotUsingReloadData(_ snapshot: DataSnapshot, completion: (@MainActor () -> Void)? = nil) {
        enqueue(snapshot, animated: false, usingReloadData: true, completion: completion)
    }

    /// ``apply(_:animatingDifferences:completion:)``, returning once the
    /// snapshot is on the view.
    ///
    /// ```swift
    /// await dataSource.apply(snapshot)
    /// ```
    public func apply(_ snapshot: DataSnapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// ``applySnapshotUsingReloadData(_:completion:)``, returning once the
    /// snapshot is on the view.
    public func applySnapshotUsingReloadData(_ snapshot: DataSnapshot) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applySnapshotUsingReloadData(snapshot) { done.resume() }
        }
    }

    /// Makes `snapshot` the data at once and sends it on its way, unless it
    /// is invalid: then it is refused through ``errorHandler``, the data
    /// stays as it was, and the completion runs in its turn.
    ///
    /// A snapshot whose misuse is not known yet (one built fresh, its index
    /// never built) is checked by its diff when the apply starts at once
    /// (see ``startsAtOnce(_:)``): the diff tells which items are new, and
    /// only those are checked. Otherwise its index is built to check it.
    /// Either way the check is made here, before the call returns.
    private func enqueue(
        _ snapshot: DataSnapshot, animated: Bool, usingReloadData: Bool, completion: (@MainActor () -> Void)?
    ) {
        var update: Update?
        if !usingReloadData && !snapshot.isMisuseKnown && startsAtOnce(snapshot) {
            update = work.diff(snapshot, shown, moves, true)
        }
        // When the diff finds the snapshot invalid, its `misuse` names the
        // culprit: the first misuse, as the index finds it (the diff's
        // check may meet another repeated item first).
        let misuse = update == nil || update?.misuse != nil ? work.misuse(snapshot) ?? update?.misuse : nil
        if let misuse {
            errorHandler(.invalidSnapshot(misuse))
            finish(completions.add(completion))
            return
        }
        current = snapshot.withoutMarks
        keepSectionSnapshots(matching: current)
        let request = Request(snapshot: snapshot, animated: animated, usingReloadData: usingReloadData,
                              tickets: completions.add(completion))
        guard let update else { return enqueue(request) }
        land(request, update: update)
    }

    /// Whether an apply of `snapshot` asked for now would start at once, on
    /// the calling actor: nothing waits or is being diffed, landed or
    /// reordered, no completion runs, the view is not updating, and the
    /// diff is not one for the background (``backgroundDiffingThreshold``).
    private func startsAtOnce(_ snapshot: DataSnapshot) -> Bool {
        waiting == nil && !isDiffing && !isRunningCompletions && viewTakesBatches
            && !diffsInBackground(snapshot, from: shown)
    }

    /// Whether the view takes a batch now: no snapshot is going onto it, no
    /// reorder is ending, and it is not updating (a cell provider or view
    /// delegate asked from inside an update).
    private var viewTakesBatches: Bool { !isLanding && !isReordering && !listView.isUpdating }

    /// Whether the diff from `base` to `snapshot` runs off the main actor
    /// (``backgroundDiffingThreshold``).
    private func diffsInBackground(_ snapshot: DataSnapshot, from base: DataSnapshot) -> Bool {
        guard let threshold = backgroundDiffingThreshold else { return false }
        return max(base.numberOfItems, snapshot.numberOfItems) >= threshold
    }

    /// Sends `request` on its way: it supersedes the apply waiting, if any.
    func enqueue(_ request: Request) {
        supersede(with: request)
        startIfIdle()
    }

    /// Makes `request` the apply waiting, superseding the one there. The
    /// one there is taken out, so that its marks grow in place.
    private func supersede(with request: Request) {
        guard let older = waiting.take() else {
            waiting = request
            return
        }
        waiting = Request.superseding(consume older, by: request)
    }

    /// Sends the data to the view again on the next turn, with no
    /// completion of its own: a reorder moved the data away from what the
    /// view shows, and the view is still ending the drag (UIKit takes no
    /// batch from its `moveItemAt` callback).
    func enqueueCurrentNextTurn() {
        let ticket = completions.nextTicket
        supersede(with: Request(snapshot: current, animated: true, usingReloadData: false, tickets: ticket..<ticket))
        startNextTurn()
    }

    /// Whether an apply is on its way to the view.
    var isApplying: Bool { waiting != nil || isDiffing }

    /// Starts the apply waiting, unless a diff runs (it starts after it),
    /// completions run (it starts after the one that asked for it returns)
    /// or the view is busy (it starts on the next turn).
    private func startIfIdle() {
        guard !isRunningCompletions else { return }
        start()
    }

    private func start() {
        guard !isDiffing, var request = waiting else { return }
        guard viewTakesBatches else {
            // Asked for from the cell provider or the view's delegate while
            // the view updates: it takes no other update then.
            return startNextTurn()
        }
        waiting = nil
        if !request.inherited.isEmpty {
            request.snapshot = request.marked
            request.inherited = DataSnapshot.Marks()
        }
        let base = shown
        if request.usingReloadData {
            land(request, update: nil)
            return
        }
        guard diffsInBackground(request.snapshot, from: base) else {
            land(request, update: work.diff(request.snapshot, base, moves, false))
            return
        }
        isDiffing = true
        let moves = self.moves, new = request.snapshot, diff = work.diff, changes = shownChanges, retried = request
        // Off the main actor through the scheduler (a test's runs it when
        // the test moves time). Holds the data source: its completions run
        // even when the app lets it go meanwhile.
        scheduler.runInBackground({ diff(new, base, moves, false) }) { update in
            self.isDiffing = false
            if self.shownChanges == changes {
                self.land(request, update: update)
            } else {
                // The user reordered meanwhile: the batch is from what the
                // view showed before. Diffed again from what it shows now,
                // superseded by the apply waiting, if any.
                if let newer = self.waiting.take() {
                    self.waiting = Request.superseding(retried, by: consume newer)
                } else {
                    self.waiting = retried
                }
            }
            self.startIfIdle()
        }
    }

    /// Starts the apply waiting on the next turn: one a turn, so that a
    /// cell provider or view delegate that always applies cannot hold the
    /// main actor.
    func startNextTurn() {
        guard !startsNextTurn else { return }
        startsNextTurn = true
        // Holds the data source: the apply waiting lands even when the app
        // lets it go meanwhile.
        scheduler.schedule(after: 0) {
            self.startsNextTurn = false
            self.startIfIdle()
        }
    }

    /// Puts `request`'s snapshot on the view: `update` (diffed from what the
    /// view shows), or a reload when nil or when the view refuses the batch.
    /// Applies asked for while the view takes it wait (``startIfIdle()``).
    private func land(_ request: Request, update: Update?) {
        let snapshot = request.snapshot.withoutMarks, tickets = request.tickets
        isLanding = true
        guard let update else {
            reload(with: snapshot)
            finish(tickets)
            return
        }
        lands &+= 1
        let land = lands
        // The view is done with the batch, even when it completes before it
        // returns: an apply from a completion runs at once.
        let landed: (Bool) -> Void = { _ in
            if self.lands == land { self.isLanding = false }
            self.finish(tickets)
        }
        // Reconfigured items that moved keep their cells: moved by the
        // batch, reconfigured where they landed.
        var reconfigure = BatchUpdate()
        reconfigure.itemReconfigures = update.reconfiguresAfter
        let last = update.steps.count - 1
        var refused = false
        BatchApplier.apply(update.steps.enumerated().map { index, step in
            {
                guard index == last else {
                    self.shown = step.shows
                    return step.batch
                }
                self.shown = snapshot
                for (section, items) in update.sectionItems.enumerated() { self.shownItems[section] = items }
                return step.batch
            }
        }, to: listView, animated: request.animated, reconfigures: { reconfigure }, completion: landed,
        recover: { rejection in
            // Snapshot diffs are sanitized; a refusal is a bug to hear about,
            // and the view still ends up showing the snapshot.
            refused = true
            errorHandler(.rejectedBatch(rejection))
            reload(with: snapshot)
            finish(tickets)
        })
        if !refused { isLanding = false }
    }

    /// Shows `snapshot` with a full reload of the view.
    private func reload(with snapshot: DataSnapshot) {
        isLanding = true
        shown = snapshot
        listView.reloadData()
        isLanding = false
    }

    /// The applies holding `tickets` are on the view: their completions run,
    /// in call order, once those of every apply asked for before have. An
    /// apply a completion asks for starts once it returns, from this loop,
    /// not inside it: a chain of applies from completions runs in turn, at
    /// a constant depth of the stack, however long.
    func finish(_ tickets: Range<Int>) {
        completions.finish(tickets)
        guard !isRunningCompletions else { return }  // the loop below runs them
        isRunningCompletions = true
        defer { isRunningCompletions = false }
        while true {
            while let work = completions.next() { work?() }
            start()
            // Again while that apply landed at once, its completion ready.
            guard completions.hasFinishedHead else { break }
        }
    }
}
