import Foundation
import ListKitTestSupport
import ListKitTesting
import ListTestSupport
import XCTest

/// One seeded run of the oracle: a data controller on a headless view,
/// driven by random steps (edits outside a batch, whole change sets,
/// nested batches, the list view's batches, change sets that do not add
/// up, reloads, scrolls, width changes, the editing queue suspended and
/// resumed to keep change sets in flight, turns passing, waits), with a
/// plain model (``OracleList``) of the data source beside it, and the
/// invariants of `OracleRun+Checks.swift` after every step and commit.
@MainActor
final class OracleRun {
    let seed: UInt64
    var rng: SplitMix64
    var tokens = OracleTokens()
    /// The model's latest state: what the data source has.
    var list: OracleList
    /// The model state of each change set submitted, in order (the
    /// controller's `changeSetsSubmitted` counts them).
    var submitted: [OracleList] = []
    let dataSource: OracleDataSource
    let controller: ListDataController
    let view: HeadlessListView
    let queue = DispatchQueue(label: "oracle.editing")
    var suspended = false
    var diagnostics: [ListDataController.Diagnostic] = []
    /// Each element, learned as it appears in the pending map, by its row
    /// token (held, so that identities are never reused).
    var tokenOf: [ObjectIdentifier: Int] = [:]
    var elementOf: [Int: ListElement] = [:]
    /// The direction the list last scrolled, and the offset it left.
    var scrollsDown = true
    var lastOffset: CGFloat = 0
    /// States expected after the last batch commit, checked at the next
    /// observation point.
    var deferredStates: [ObjectIdentifier: ListInterfaceState]?
    /// The offset when ``deferredStates`` were worked out.
    var deferredOffset = CGPoint.zero
    var unverifiedStates = 0
    var commitsSeen = 0
    /// The most change sets seen submitted and not yet committed at once.
    var mostInFlight = 0
    /// Completions of valid submissions: how often each ran, and with what.
    var completions: [Int: [Bool]] = [:]
    var step = 0
    var doing = "setting up"
    var failures = 0

    init(seed: UInt64) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        var tokens = OracleTokens()
        let list = OracleList(sections: (0..<Int.random(in: 1...3, using: &rng)).map { _ in
            OracleList.Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...10, using: &rng)))
        })
        self.rng = rng
        self.tokens = tokens
        self.list = list
        dataSource = OracleDataSource(list)
        controller = ListDataController(editingQueue: queue)
        let hook = CommitHook()
        view = HeadlessListView(size: CGSize(width: 320, height: 200)) { work in
            MainActor.assumeIsolated { hook.run?() }
            Task { @MainActor in work() }
        }
        hook.run = { [weak self] in self?.observeBatchCommit() }
        let tunings = [0, 0.5, 1, 2.5]
        controller.rangeController.preloadTuning = ListRangeTuning(
            leading: tunings.randomElement(using: &self.rng)!, trailing: tunings.randomElement(using: &self.rng)!)
        controller.rangeController.displayTuning = ListRangeTuning(
            leading: tunings.randomElement(using: &self.rng)!, trailing: tunings.randomElement(using: &self.rng)!)
        controller.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    /// Runs `steps` random steps, then waits for the pipeline to settle
    /// and checks the end state.
    func run(steps: Int) async {
        controller.dataSource = dataSource
        controller.listView = view
        // The first load's reloads join this turn; a completion sees it commit.
        controller.reloadData { [weak self] _ in self?.observeReloadCommit() }
        checkPendingMap(registering: true)
        for number in 1...steps where failures < 3 {
            step = number
            doing = "between steps"
            observe()
            await randomStep()
            // ORACLE_TRACE=<seed> prints that run's steps.
            if ProcessInfo.processInfo.environment["ORACLE_TRACE"] == "\(seed)" {
                print("seed \(seed) step \(step): \(doing); offset \(view.contentOffset.y) size \(view.size) idle \(controller.isIdle) submitted \(controller.statistics.changeSetsSubmitted) committed \(controller.statistics.changeSetsCommitted)")
            }
            checkPendingMap(registering: true)
        }
        step += 1
        doing = "settling"
        if suspended { queue.resume(); suspended = false }
        await waitUntil(seconds: 10) { self.controller.isIdle }
        check(controller.isIdle, "not idle 10 s after the last step")
        observe()
        check(list == committedList, "settled, the view shows \(committedList), the model is \(list)")
        for element in controller.visibleMap.elements {
            let widths = (element.nodeIfAllocated as? OracleNode)?.measuredWidths ?? []
            check(widths.last == view.size.width, "settled, a node last measured within \(widths), the view is \(view.size.width) wide")
        }
        check(controller.statistics.changeSetsCommitted == submitted.count, "\(submitted.count) submitted, \(controller.statistics.changeSetsCommitted) committed")
        for _ in 0..<3 { await Task.yield() }
        for (id, calls) in completions {
            check(calls == [true], "completion \(id) ran \(calls)")
        }
    }

    // MARK: Steps

    func randomStep() async {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<20: uncheckedEdits()
        case 20..<32: wholeChangeSet()
        case 32..<40: nestedBatches()
        case 40..<45: listViewBatch()
        case 45..<51: refusedChangeSet()
        case 51..<54: reload()
        case 54..<66: scroll()
        case 66..<71:
            doing = "changing the width"
            view.size = CGSize(width: [240, 280, 320, 360, 400].randomElement(using: &rng)!, height: view.size.height)
            // The ranges follow a new viewport on the next turn, once the
            // view's layout is done (as Texture's follow its layout pass).
            await Task.yield()
            if controller.visibleMap.numberOfSections > 0 && committedList.rowCount > 0 { followOffset() }
        case 71..<79:
            doing = suspended ? "resuming the editing queue" : "suspending the editing queue"
            if suspended { queue.resume() } else { queue.suspend() }
            suspended.toggle()
        case 79..<87:
            doing = "letting turns pass"
            for _ in 0..<Int.random(in: 1...6, using: &rng) { await Task.yield() }
        case 87..<93:
            doing = "waiting until idle"
            if suspended { queue.resume(); suspended = false }
            await waitUntil(seconds: 10) { self.controller.isIdle }
            check(controller.isIdle, "not idle after 10 s")
        case 96..<98:
            doing = view.isVisible ? "hiding the view" : "showing the view"
            view.isVisible.toggle()
            // States worked out at a commit were for the visibility before.
            if deferredStates != nil { deferredStates = nil; unverifiedStates += 1 }
            controller.rangeController.update()
            followOffset()
            checkStates(expectedStates(committedList), "after the view was \(view.isVisible ? "shown" : "hidden")")
        case 93..<96 where !suspended:
            doing = "waitUntilAllUpdatesAreProcessed"
            controller.waitUntilAllUpdatesAreProcessed()
            noteSubmissions(as: list)
            check(controller.statistics.changeSetsCommitted == submitted.count, "waitUntilAllUpdatesAreProcessed left change sets uncommitted")
        default:
            doing = "tuning the ranges"
            let tunings = [0, 0.5, 1, 2.5]
            controller.rangeController.displayTuning = ListRangeTuning(
                leading: tunings.randomElement(using: &rng)!, trailing: tunings.randomElement(using: &rng)!)
            followOffset()
        }
    }

    /// One to three edits outside a batch, each made to the data source and
    /// the model, then told: bundled into this turn's change set.
    func uncheckedEdits() {
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            guard let edit = list.singleEdit(using: &rng, tokens: &tokens) else { continue }
            doing = "edit outside a batch: \(edit.ops)"
            dataSource.list = edit.after
            list = edit.after
            do { try edit.ops[0].perform(on: controller) } catch { check(false, "refused: \(error)") }
        }
    }

    /// Submits a change set that may flush this turn's edits first: the
    /// flush carries the model before the step, the change set after it.
    func submitting(_ after: OracleList, _ body: () throws -> Void) {
        let before = list, count = controller.statistics.changeSetsSubmitted
        dataSource.list = after
        list = after
        do {
            try body()
            if controller.statistics.changeSetsSubmitted - count == 2 { submitted.append(before) }
            noteSubmissions(as: after)
        } catch {
            check(false, "refused: \(error)")
            noteSubmissions(as: before)
        }
    }

    func completion() -> @MainActor (Bool) -> Void {
        let id = completions.count
        completions[id] = []
        return { [weak self] finished in self?.completions[id]?.append(finished) }
    }

    func wholeChangeSet() {
        let edit = list.compoundEdit(using: &rng, tokens: &tokens)
        var changes = edit.changeSet
        changes.animated = Bool.random(using: &rng)
        doing = "update(with: \(edit.ops))"
        let done = completion()
        submitting(edit.after) { try controller.update(with: changes, completion: done) }
    }

    /// The edits of a change set spread over one to three nested batches.
    func nestedBatches() {
        let edit = list.compoundEdit(using: &rng, tokens: &tokens)
        let depth = Int.random(in: 1...3, using: &rng)
        let levels = edit.ops.map { _ in Int.random(in: 0..<depth, using: &rng) }
        doing = "nested batches (\(depth) deep): \(edit.ops)"
        // Texture adds each batch's completion as the batch ends: the
        // innermost runs first.
        var ran: [Int] = []
        let dones = (0..<depth).map { n -> @MainActor (Bool) -> Void in
            let done = completion()
            return { [weak self] finished in
                ran.append(n)
                done(finished)
                if n == 0 { self?.check(ran == Array((0..<depth).reversed()), "nested batches' completions ran as levels \(ran)") }
            }
        }
        let controller = controller
        func level(_ n: Int) {
            try? controller.performBatchUpdates({
                for (op, at) in zip(edit.ops, levels) where at == n { try? op.perform(on: controller) }
                if n + 1 < depth { level(n + 1) }
            }, completion: dones[n])
        }
        submitting(edit.after) {
            try controller.performBatchUpdates({
                for (op, at) in zip(edit.ops, levels) where at == 0 { try? op.perform(on: controller) }
                if depth > 1 { level(1) }
            }, completion: dones[0])
        }
    }

    /// A batch through the controller's `ListView` face, as an adapter sends.
    func listViewBatch() {
        let edit = list.compoundEdit(using: &rng, tokens: &tokens)
        doing = "ListView.performBatchUpdates: \(edit.ops)"
        let before = list, count = controller.statistics.changeSetsSubmitted
        let done = completion()
        do {
            try controller.performBatchUpdates({
                self.dataSource.list = edit.after
                self.list = edit.after
                return edit.changeSet.batch
            }, animated: Bool.random(using: &rng), completion: { finished in MainActor.assumeIsolated { done(finished) } })
            if controller.statistics.changeSetsSubmitted - count == 2 { submitted.append(before) }
            noteSubmissions(as: edit.after)
        } catch {
            check(false, "refused: \(error)")
        }
    }

    /// A change set that does not add up (the data source's counts moved
    /// without it, or an index past the end), through each way in:
    /// refused, nothing applied, the model and the pending map unchanged.
    func refusedChangeSet() {
        let edit = list.compoundEdit(using: &rng, tokens: &tokens)
        let before = list, count = controller.statistics.changeSetsSubmitted
        let route = Int.random(in: 0..<4, using: &rng)
        var after = edit.after, ops: [OracleOp]
        // Past the end of a section the edit keeps: Texture drops item edits
        // in a section it deletes, moves or reloads, unchecked.
        var readAnew = Set<Int>()
        for op in edit.ops {
            switch op {
            case .deleteSections(let s), .reloadSections(let s): readAnew.formUnion(s)
            case .moveSection(let s, _): readAnew.insert(s)
            default: break
            }
        }
        let pastTheEnd: OracleOp = list.sections.indices.filter { !readAnew.contains($0) }.randomElement(using: &rng).map { s in
            .deleteItems([IndexPath(indexes: [s, list.sections[s].rows.count])])
        } ?? .deleteSections([list.sections.count])
        if route == 3 {
            (after, ops) = (list, [pastTheEnd])   // outside a batch: one edit past the end
        } else if edit.after.counts != list.counts && Bool.random(using: &rng) {
            ops = []                              // the data source moves, the change set says nothing
        } else {
            ops = edit.ops + [pastTheEnd]
        }
        var changes = ListDataController.ChangeSet()
        for op in ops { op.add(to: &changes) }
        doing = "a change set that does not add up (route \(route)): \(ops)"
        dataSource.list = after
        var threw = false, finished: [Bool] = []
        do {
            switch route {
            case 0: try controller.update(with: changes)
            case 1:
                let controller = controller
                try controller.performBatchUpdates({
                    try? controller.performBatchUpdates({
                        for op in ops { try? op.perform(on: controller) }
                    }, completion: { finished.append($0) })
                }, completion: { finished.append($0) })
            case 2: try controller.performBatchUpdates({ changes.batch }, animated: true, completion: nil)
            default: try ops[0].perform(on: controller)
            }
        } catch {
            threw = true
        }
        dataSource.list = before
        check(threw, "a change set that does not add up was taken: \(changes)")
        if route == 1 { check(finished == [false, false], "the refused batches' completions ran \(finished)") }
        noteSubmissions(as: before)
        check(controller.statistics.changeSetsSubmitted - count <= 1, "a refused change set was submitted")
    }

    func reload() {
        let after = list.reloaded(using: &rng, tokens: &tokens)
        let hook: @MainActor (Bool) -> Void = { [weak self] _ in self?.observeReloadCommit() }
        if Bool.random(using: &rng) {
            doing = "reloadData outside a batch"
            dataSource.list = after
            list = after
            controller.reloadData(completion: hook)
        } else {
            doing = "update(with: reload data)"
            var changes = ListDataController.ChangeSet()
            changes.reloadData()
            submitting(after) { try controller.update(with: changes, completion: hook) }
        }
    }

    func scroll() {
        let top = max(0, committedList.contentHeight - view.size.height)
        let y: CGFloat = switch Int.random(in: 0..<3, using: &rng) {
        case 0: CGFloat(Int.random(in: 0...Int(top + 60), using: &rng))
        case 1: max(0, view.contentOffset.y + CGFloat(Int.random(in: -120...120, using: &rng)))
        default: [0, top].randomElement(using: &rng)!
        }
        doing = "scrolling to \(y)"
        view.contentOffset = CGPoint(x: 0, y: y)
        followOffset()
    }
}

/// What the view's completion scheduler calls as it finishes each batch.
@MainActor
private final class CommitHook {
    var run: (@MainActor () -> Void)?
}
