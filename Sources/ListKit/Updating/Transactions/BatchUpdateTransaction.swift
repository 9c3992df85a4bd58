import Foundation
import ListUpdates

/// Shows section and item changes in one animated batch (IGListKit's
/// `IGListBatchUpdateTransaction`).
///
/// 1. Diff the section objects, on the main actor or, for large lists of
///    ``SendableListDiffable`` objects, off it; until the result lands the
///    transaction can be cancelled. Sections move minimally (IGListKit uses
///    Heckel's moves): a moved section whose controller reports item changes
///    is sent whole, so only the sections that really move should count.
/// 2. Too many changes, or a view whose section count is not the old
///    object count: apply the data and reload instead (completions: true).
/// 3. Otherwise one `performBatchUpdates`: inside it the new section data is
///    applied and the item-update blocks run (their item changes are
///    recorded), then the section diff and the recorded changes are merged
///    into one sanitized batch. Reconfigured items that the batch moves are
///    reconfigured where they landed, in a second batch right after it
///    (the cells are kept; a batch cannot move and reconfigure one item).
///    The completions get the view's `finished` (of the last batch).
///
/// Without a view it runs the item-update blocks (their model changes are
/// kept) and calls the completions with false. Every batch is checked
/// against the data's counts before the view sees it (UIKit does not say
/// why it raises): one that does not add up is reported to the delegate
/// and replaced by a batch that replaces every section. A batch the view
/// rejects all the same is reported and followed by a reload, so the view
/// always ends up showing the data.
@MainActor
final class BatchUpdateTransaction: UpdateTransaction {
    private enum Mode { case cancellable, notCancellable, cancelled }

    private let view: (any ListView)?
    private let animated: Bool
    private let sectionData: TransitionData?
    private let applySectionData: (@MainActor (TransitionData) -> Void)?
    private let configuration: ListAdapterUpdater.Configuration
    private var mode = Mode.cancellable
    /// The item changes of each section, block by block.
    private var recorded: [ItemChange.Lane: [(block: Int, change: ItemChange)]] = [:]
    private var lanes: [ItemChange.Lane] = []

    init(view: (any ListView)?, animated: Bool, sectionData: TransitionData?,
         applySectionData: (@MainActor (TransitionData) -> Void)?, itemUpdates: [@MainActor () -> Void],
         completions: [UpdateCompletion], configuration: ListAdapterUpdater.Configuration, updater: ListAdapterUpdater) {
        self.view = view
        self.animated = animated
        self.sectionData = sectionData
        self.applySectionData = applySectionData
        self.configuration = configuration
        super.init(itemUpdates: itemUpdates, completions: completions, updater: updater)
    }

    override func begin() {
        guard let view else {
            runItemUpdates()  // their model changes are kept; nothing to show them on
            return finishWithoutView(false)
        }
        enter(.queued)
        let from = sectionData?.from ?? [], to = sectionData?.to ?? []
        delegate?.updaterWillDiff(from: from, to: to)
        let sendable = configuration.backgroundDiffingThreshold.flatMap { threshold in
            max(from.count, to.count) >= threshold ? BatchUpdateTransaction.sendable(from + to) : nil
        }
        guard let sendable, let updater else {
            didDiff(SectionObject.diff(from, to, moves: .minimal), in: view, onBackground: false)
            return
        }
        let oldCount = from.count
        updater.pendingDiff = Task.detached(priority: .userInitiated) { [weak self] in
            let objects = sendable.map { $0 as any ListDiffable }
            let diff = SectionObject.diff(Array(objects[..<oldCount]), Array(objects[oldCount...]), moves: .minimal)
            await self?.backgroundDiffDidFinish(diff)
        }
    }

    /// The objects, when every one may be read off the main actor.
    private static func sendable(_ objects: [any ListDiffable]) -> [any SendableListDiffable]? {
        let sendable = objects.compactMap { $0 as? any SendableListDiffable }
        return sendable.count == objects.count ? sendable : nil
    }

    /// The result lands on a later main-actor turn, through the updater's
    /// scheduler, so that tests decide when.
    private func backgroundDiffDidFinish(_ diff: List.Result) {
        guard let view else { return }
        let land: @MainActor () -> Void = { [weak self] in self?.didDiff(diff, in: view, onBackground: true) }
        if let scheduler = updater?.scheduler { scheduler.schedule(after: 0, land) } else { land() }
    }

    override func cancel() -> Bool {
        guard mode == .cancellable else { return false }
        mode = .cancelled
        return true
    }

    override func record(_ change: ItemChange) {
        let lane = change.lane
        if recorded[lane] == nil { lanes.append(lane) }
        if let last = recorded[lane]?.indices.last, recorded[lane]![last].block == block {
            recorded[lane]![last].change.formUnion(change)
        } else {
            recorded[lane, default: []].append((block, change))
        }
    }

    private func didDiff(_ diff: List.Result, in view: any ListView, onBackground: Bool) {
        guard mode != .cancelled else { return }  // its work went to the data-source change
        mode = .notCancellable
        delegate?.updaterDidDiff(diff, onBackground: onBackground)
        if let limit = configuration.reloadThreshold, diff.changeCount > limit {
            fallbackReload(view)
        } else if let sectionData, view.numberOfSections != sectionData.from.count {
            fallbackReload(view)
        } else if updater?.dataIsGone == true {
            fallbackReload(view)  // nothing to check a batch against: the view asks its data source anew
        } else {
            apply(diff, to: view)
        }
    }

    private func apply(_ diff: List.Result, to view: any ListView) {
        delegate?.updaterWillPerformBatchUpdates(view, from: sectionData?.from ?? [], to: sectionData?.to ?? [],
                                                 diff: diff, animated: animated)
        let oldItemCounts = ListAdapterUpdater.itemCounts(of: view)
        var reconfigures = BatchUpdate()  // of moved items, where they landed
        BatchApplier.apply([{ [self] in
            applyData()
            var (applied, after) = batch(for: diff, oldItemCounts: oldItemCounts)
            if let counts = updater?.mismatch(applied, before: oldItemCounts, in: view) {
                // Too late to leave the update: replace every section,
                // which any view accepts.
                applied = BatchUpdate(replacingSections: oldItemCounts.count, with: counts.count)
            }
            reconfigures = applied.reconfigures(after: after)
            return applied
        }], to: view, animated: animated, reconfigures: { reconfigures },
        didPerform: { [self] batch, _ in delegate?.updaterDidPerformBatchUpdates(batch, in: view) },
        completion: { [self] finished in finish(finished) },
        recover: { [self] rejection in
            if state != .executedUpdateBlock { applyData() }
            delegate?.updater(view, didRecoverFrom: rejection)
            updater?.reload(view) ?? view.reloadData()
            finish(true)
        })
    }

    private func fallbackReload(_ view: any ListView) {
        delegate?.updaterWillReloadData(view, isFallbackReload: true)
        applyData()
        updater?.reload(view) ?? view.reloadData()
        delegate?.updaterDidReloadData(view, isFallbackReload: true)
        finish(true)
    }

    /// The model switches here: the section data, then the item updates.
    private func applyData() {
        enter(.executingUpdateBlock)
        if let sectionData, let applySectionData { applySectionData(sectionData) }
        runItemUpdates()
    }

    /// The section diff plus the recorded item changes (each section's
    /// blocks composed into one change), sanitized. A section whose object
    /// changed is reloaded, unless its controller updates its items itself.
    ///
    /// With ``ListAdapterUpdater/Configuration/preferItemReloadsForSectionReloads``,
    /// as IGListKit's `IGListApplyUpdatesToCollectionView`: in a batch that
    /// inserts, deletes and moves no section, each section to reload (its
    /// object changed, or a reload was asked for in the update) whose item
    /// count is unchanged has its items reloaded instead. A section whose
    /// controller reported item changes in the update is still reloaded
    /// whole: its own changes would collide with the item reloads.
    ///
    /// Also returns the reconfigures of items the batch moves, as index
    /// paths after it (see `ItemChange.reconfiguresAfter`).
    ///
    /// Complexity: O(sections + the recorded changes + the items reloaded),
    /// and the sanitizing.
    private func batch(for diff: List.Result, oldItemCounts: [Int]) -> (BatchUpdate, after: [IndexPath]) {
        var batch = BatchUpdate()
        var after: [IndexPath] = []
        // The old sections whose controllers reported item changes, and the
        // reloads asked for, in one pass. Plain loops: a closure formed here
        // is main-actor isolated, and Swift checks the executor per call.
        var reported = Set<Int>()
        var asked = IndexSet()
        for lane in lanes {
            let composed = ItemChange.composed(recorded[lane]!.map(\.change), oldCount: lane.oldCount(in: oldItemCounts))
            let change = composed.batchUpdate
            after += composed.reconfigureAfterBatch
            asked.formUnion(change.sectionReloads)
            if let old = lane.old, change.hasItemOperations { reported.insert(old) }
            batch.appendItemOperations(of: change)
        }
        batch.sectionDeletes = diff.deletes
        batch.sectionInserts = diff.inserts
        batch.sectionMoves = diff.moves
        if configuration.sectionMovesAsDeletesInserts {
            for move in batch.sectionMoves {
                batch.sectionDeletes.insert(move.from)
                batch.sectionInserts.insert(move.to)
            }
            batch.sectionMoves = []
        }
        // Item reloads are not safe beside section inserts, deletes or moves.
        let preferItems = configuration.preferItemReloadsForSectionReloads
            && batch.sectionInserts.isEmpty && batch.sectionDeletes.isEmpty && batch.sectionMoves.isEmpty
        // The sections to reload, by old index, each once, with its item
        // count after the update where it is known: its new controller's for
        // a changed object; for a reload asked for, the data's at the same
        // index (with no section changes, a section keeps its index).
        var reloads: [Int: Int?] = [:]
        let from = sectionData?.from ?? [], controllers = sectionData?.controllers ?? []
        for old in diff.updates {
            let controller = diff.newIndexFor(identifier: AnyHashable(SectionMap.ObjectKey(from[old])))
                .flatMap { controllers.indices.contains($0) ? controllers[$0] : nil }
            if controller?.updatesItemsItself == true { continue }
            reloads[old] = .some(controller?.numberOfItems)
        }
        if !asked.isEmpty {
            let newCounts = preferItems ? updater?.dataItemCounts?() ?? nil : nil
            for old in asked where (reloads[old] ?? nil) == nil {
                reloads[old] = .some(newCounts.flatMap { $0.indices.contains(old) ? $0[old] : nil })
            }
        }
        for old in reloads.keys.sorted() {
            if preferItems, !reported.contains(old), oldItemCounts.indices.contains(old),
               let newCount = reloads[old] ?? nil, oldItemCounts[old] == newCount {
                for item in 0..<newCount { batch.itemReloads.append(makeIndexPath(old, item)) }
            } else {
                batch.sectionReloads.insert(old)
            }
        }
        return (batch.uncheckedSanitized(), after)
    }
}
