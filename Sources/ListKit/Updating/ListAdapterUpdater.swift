import Foundation
import ListUpdates

/// Turns a ``ListAdapter``'s requests into view updates (IGListKit's
/// `IGListAdapterUpdater`): it collects requests, lets a coalescer
/// decide when they run, and runs them as one transaction at a time.
///
/// - Requests merge while they wait: the strongest kind wins (batch update
///   < reload < data-source change), item updates and completions add up,
///   and the new objects are read when the update runs, so intermediate
///   states are never shown.
/// - While a transaction runs, new requests wait for it to finish.
/// - A data-source change runs at once; it takes over the queued work and
///   the work of a transaction whose background diff has not landed yet.
/// - Every completion runs exactly once: queued ones in order, then those
///   added while the update ran; `finished` is the view's answer for a
///   batch, true for reloads and data-source changes, false when there was
///   no view.
///
/// ```swift
/// let updater = ListAdapterUpdater()
/// updater.coalescing = .adaptive(minInterval: 0.05, intervalIncrement: 0.05, maxInterval: 0.5)
/// let adapter = ListAdapter(updater: updater)
/// ```
@MainActor
public final class ListAdapterUpdater {
    /// How changes become view updates.
    public var configuration: Configuration
    /// Observes each step.
    public weak var delegate: (any ListAdapterUpdaterDelegate)?

    /// When queued updates run.
    public var coalescing: UpdateCoalescingConfiguration {
        get { coalescer.configuration }
        set { coalescer.configuration = newValue }
    }

    let scheduler: any UpdateScheduler
    private let coalescer: UpdateCoalescer
    private var builder = UpdateTransactionBuilder()
    private(set) var transaction: UpdateTransaction?
    private(set) var lastBuilder: UpdateTransactionBuilder?
    /// The updater itself while work is queued: the work runs, and its
    /// completions are called, even when the adapter goes away meanwhile.
    private var keptAliveWhileQueued: ListAdapterUpdater?
    /// The background diff in flight, for tests that wait for it.
    var pendingDiff: Task<Void, Never>?
    /// The item count of each section as the adapter's data reports it now
    /// (what a view asks its data source after an update): every batch is
    /// checked against it before a view sees it. Set by the adapter.
    var dataItemCounts: (@MainActor () -> [Int]?)?
    /// Queues a reload that reads the adapter's data again. Set by the
    /// adapter.
    var queueReload: (@MainActor () -> Void)?

    /// An updater scheduling on `scheduler` (tests pass one whose time
    /// they move by hand).
    public init(scheduler: any UpdateScheduler = MainQueueUpdateScheduler(), configuration: Configuration = Configuration()) {
        self.scheduler = scheduler
        self.configuration = configuration
        coalescer = UpdateCoalescer(scheduler: scheduler)
        coalescer.perform = { [weak self] in self?.update() }
    }

    /// Whether work is queued.
    public var hasPendingChanges: Bool { builder.hasChanges }

    /// Whether the data-update block of a transaction is running: item
    /// changes reported now join it.
    public var isInDataUpdateBlock: Bool { transaction?.state == .executingUpdateBlock }

    // MARK: Requests

    func performUpdate(
        animated: Bool, view: @escaping UpdateTransactionBuilder.ViewProvider,
        sectionData: @escaping @MainActor () -> TransitionData?, apply: @escaping @MainActor (TransitionData) -> Void,
        completion: UpdateCompletion?
    ) {
        builder.addSectionUpdate(animated: animated, view: view, sectionData: sectionData, apply: apply, completion: completion)
        queueUpdateIfNeeded()
    }

    /// Item updates; inside a running update block they run at once and
    /// join that block.
    func performItemUpdates(
        animated: Bool, view: @escaping UpdateTransactionBuilder.ViewProvider, updates: @escaping @MainActor () -> Void,
        completion: UpdateCompletion?
    ) {
        if isInDataUpdateBlock, let transaction {
            // Part of the running block: its changes happen together with it.
            if let completion { transaction.addCompletion(completion) }
            updates()
            return
        }
        builder.addItemUpdates(animated: animated, view: view, updates: updates, completion: completion)
        queueUpdateIfNeeded()
    }

    func reloadData(view: @escaping UpdateTransactionBuilder.ViewProvider, reload: @escaping @MainActor () -> Void,
                    completion: UpdateCompletion?) {
        builder.addReload(view: view, reload: reload, completion: completion)
        queueUpdateIfNeeded()
    }

    /// Runs `change` now, as a data-source change that takes over the queued
    /// work and that of a transaction still waiting for its diff. (IGListKit
    /// runs it bare when nothing is queued, unless its
    /// `RemoveDataSourceChangeEarlyExit` experiment is on; bare, an update
    /// requested during the change could start in the middle of it.)
    func performDataSourceChange(_ change: @escaping @MainActor () -> Void) {
        var next = UpdateTransactionBuilder()
        next.addDataSourceChange(change)
        if let transaction, transaction.cancel(), let lastBuilder { next.merge(lastBuilder) }
        next.merge(builder)
        transaction = nil
        lastBuilder = nil
        builder = next
        update()
    }

    /// Puts the work of a transaction still waiting for its background diff
    /// back in the queue, ahead of the work queued since, so that it reads
    /// the objects again when it runs: the ones it read no longer match
    /// what the view shows (sections moved interactively meanwhile). Does
    /// nothing when no transaction waits for its diff.
    ///
    /// Complexity: O(1), and the queued work's completions.
    func requeueWorkWaitingForItsDiff() {
        guard let transaction, let lastBuilder, transaction.cancel() else { return }
        var work = lastBuilder
        work.merge(builder)
        builder = work
        self.transaction = nil
        self.lastBuilder = nil
        queueUpdateIfNeeded()
    }

    /// Item changes: recorded into the running update block, or else applied
    /// to `view` at once (as a section reload when they do not fit the
    /// section the view shows).
    func apply(_ itemChange: ItemChange, to view: (any ListView)?) {
        apply([itemChange], to: view)
    }

    /// Item changes made together, of one section or several: recorded into
    /// the running update block, or else applied to `view` at once as one
    /// batch (a section's changes as a section reload when they do not fit
    /// the section the view shows).
    ///
    /// Complexity: in an update block, O(changes); else one batch, checked
    /// against the data's counts: O(sections + the changes + the items of
    /// the sections changed), and the view's batch.
    func apply(_ itemChanges: [ItemChange], to view: (any ListView)?) {
        if isInDataUpdateBlock, let transaction {
            for itemChange in itemChanges { transaction.record(itemChange) }
            return
        }
        guard let view else { return }
        // Simultaneous: one change per lane, each composed on its section.
        var lanes: [ItemChange.Lane] = [], byLane: [ItemChange.Lane: ItemChange] = [:]
        for itemChange in itemChanges {
            if byLane[itemChange.lane] == nil {
                lanes.append(itemChange.lane)
                byLane[itemChange.lane] = itemChange
            } else {
                byLane[itemChange.lane]!.formUnion(itemChange)
            }
        }
        let before = Self.itemCounts(of: view)
        var change = BatchUpdate()
        var after: [IndexPath] = []
        for lane in lanes {
            let composed = ItemChange.composed([byLane[lane]!], oldCount: lane.oldCount(in: before))
            let part = composed.batchUpdate
            change.sectionReloads.formUnion(part.sectionReloads)
            change.appendItemOperations(of: part)
            after += composed.reconfigureAfterBatch
        }
        // Reconfigured items that move are reconfigured where they landed,
        // in a batch of their own (see `BatchUpdateTransaction`).
        var batches = [change, change.reconfigures(after: after)].filter { !$0.isEmpty }
        guard !batches.isEmpty else { return }
        let first = batches.removeFirst(), reconfigures = batches.first
        delegate?.updater(view, willApplyImmediately: first)
        guard mismatch(first, before: Self.itemCounts(of: view), in: view) == nil else { return reload(view) }
        // The reconfigures, a batch of their own, are checked by the view
        // (its refusal is recovered from as the first batch's is).
        BatchApplier.apply([{ first }], to: view, animated: false, reconfigures: { [self] in
            guard let reconfigures else { return BatchUpdate() }
            delegate?.updater(view, willApplyImmediately: reconfigures)
            return reconfigures
        }, completion: nil, recover: { [self] rejection in
            delegate?.updater(view, didRecoverFrom: rejection)
            reload(view)
        })
    }

    /// Reloads `view`; when it would drop the reload
    /// (`ListView.dropsReloads`), one is queued for the next turn instead,
    /// or the view would keep showing what it read before.
    func reload(_ view: any ListView) {
        if view.dropsReloads, let queueReload {
            queueReload()
        } else {
            view.reloadData()
        }
    }

    /// Whether the adapter whose data the views show has gone: no batch can
    /// be checked against its counts, and the views' data source is gone.
    var dataIsGone: Bool { dataItemCounts.map { $0() == nil } ?? false }

    /// The data's item counts when `batch` does not add up to them from the
    /// view's counts `before` under UIKit's rules (`BatchUpdate.validate`);
    /// nil when it does, or when there is no data to check against. UIKit
    /// raises on such a batch without saying why, so it never gets one: the
    /// delegate hears the details, and the caller reloads instead.
    func mismatch(_ batch: BatchUpdate, before: [Int], in view: any ListView) -> [Int]? {
        guard let after = dataItemCounts?() ?? nil else { return nil }
        do {
            try batch.validate(itemCountsBefore: before, after: after)
            return nil
        } catch {
            delegate?.updater(view, didRecoverFrom: BatchRejection(batch: batch, error: error))
            return after
        }
    }

    /// The item count of each section `view` shows; a negative count (a
    /// `ListView` of the app's may report one) counts as none, so that every
    /// batch checked against it fails and the view is reloaded.
    static func itemCounts(of view: any ListView) -> [Int] {
        (0..<max(0, view.numberOfSections)).map { max(0, view.numberOfItems(inSection: $0)) }
    }

    // MARK: Running

    /// Runs the queued work now, unless a transaction is running.
    func update() {
        guard builder.hasChanges else {
            keptAliveWhileQueued = nil
            return
        }
        guard transaction.map({ $0.state == .idle }) ?? true else { return }
        let work = builder
        builder = UpdateTransactionBuilder()
        keptAliveWhileQueued = nil
        let transaction = work.build(configuration: configuration, updater: self)
        self.transaction = transaction
        lastBuilder = work
        transaction.addCompletion { [weak self, weak transaction] _ in
            guard let self, let transaction, self.transaction === transaction else { return }
            self.transaction = nil
            self.lastBuilder = nil
            self.queueUpdateIfNeeded()
        }
        transaction.begin()
    }

    private func queueUpdateIfNeeded() {
        guard builder.hasChanges else { return }
        keptAliveWhileQueued = self
        coalescer.queueUpdate(viewIsVisible: builder.view?()?.isVisible ?? true)
    }
}
