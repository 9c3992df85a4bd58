import Foundation
import ListKitTesting

/// What an app does with snapshots, on the workloads Iron-Ham/Lists
/// publishes for its own snapshot (its `Tests/Benchmarks`), and the update
/// cycle of Apple's pattern: build a fresh snapshot from the model, diff it
/// against the one shown, apply it. Each case includes what the peer's
/// benchmark includes (the build, for the edits).
public enum SnapshotCase: String, CaseIterable, Sendable {
    case build10k = "build 10k items, one section"
    case build50k = "build 50k items, one section"
    case build100x100 = "build 100 sections × 100 items"
    case build10kUUID = "build 10k UUID items, one section"
    case delete5k = "build 10k + deleteItems 5k"
    case delete5kUUID = "build 10k UUID + deleteItems 5k"
    case deleteSections = "build 50 × 100 + deleteSections 25"
    case reload5k = "build 10k + reloadItems 5k"
    case itemIdentifiers = "itemIdentifiers × 100 on 5k"
    case buildTwo = "build two 10k snapshots (0..<10k, 5k..<15k)"
    case diff10k = "diff 10k, 50% overlap"
    case diff50k = "diff 50k, 50% overlap"
    case diffNoChange = "diff 10k, no change"
    case diffShuffle = "diff 10k, shuffled"
    case diffModerate = "diff 10k, moderate churn (20/20/20%)"
    case diffHeavy = "diff 10k, heavy churn (50/50/50%)"
    case cycleBuild = "cycle 100 × 1,000 at 2%: build"
    case cycleDiff = "cycle 100 × 1,000 at 2%: diff"
    case cycleBuildDiff = "cycle 100 × 1,000 at 2%: build + diff"
    case churn10k = "churn 10k UUID: build two + diff"
    case churn50k = "churn 50k UUID: build two + diff"
}

/// The peer's mixed layout (`makeMixedIntData`): old `0..<count`; the
/// first `deleteRatio` of it deleted, the next `moveRatio` of the survivors
/// moved to the end, `insertRatio` new items between.
public func mixedLayout(count: Int, delete: Double, insert: Double, move: Double) -> (old: [Int], new: [Int]) {
    let deletes = Int(Double(count) * delete), inserts = Int(Double(count) * insert)
    let moves = Int(Double(count - deletes) * move)
    let stable = Array((deletes + moves)..<count), inserted = Array(count..<(count + inserts))
    return (Array(0..<count), stable + inserted + Array(deletes..<(deletes + moves)))
}

/// UUIDs for the integers `0..<count`, made once, the same for every run.
func uuids(_ count: Int) -> [UUID] {
    var rng = SeededGenerator(seed: 11)
    return (0..<count).map { _ in
        var bytes = (UInt64.random(in: 0...UInt64.max, using: &rng), UInt64.random(in: 0...UInt64.max, using: &rng))
        return withUnsafeBytes(of: &bytes) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
}

/// The update cycle's data: 100 sections × 1,000 items before, and after a
/// 2% change (one item in 150 deleted, one in 150 inserted, one in 150
/// moved, a tenth of those across sections, 2 sections moved: the shape of
/// ``snapshotPair(sections:items:seed:changeOneIn:itemID:)``), as the
/// arrays a model holds.
public func cycleData() -> (old: Snapshot<Int, Int>, sections: [Int], items: [[Int]]) {
    let pair = snapshotPair(sections: 100, items: 1_000, changeOneIn: 150)
    let sections = pair.new.sectionIdentifiers
    return (pair.old, sections, sections.map { pair.new.itemIdentifiers(inSection: $0) })
}

/// A snapshot built as an app builds one: a section, then its items.
@inline(never)
public func buildSnapshot<S: Hashable, I: Hashable>(_ sections: [S], _ items: [[I]]) -> Snapshot<S, I> {
    var snapshot = Snapshot<S, I>()
    for (section, ids) in zip(sections, items) {
        snapshot.appendSections([section])
        snapshot.appendItems(ids, toSection: section)
    }
    return snapshot
}

/// One section named "main" holding `items`.
@inline(never)
func single<I: Hashable>(_ items: [I]) -> Snapshot<String, I> { buildSnapshot(["main"], [items]) }

/// Prepared runs of every case (each returns a count, kept alive).
public func prepareSnapshotCases() -> [SnapshotCase: PreparedRun] {
    let ints10k = Array(0..<10_000), ints50k = Array(0..<50_000), ints5k = Array(0..<5_000)
    let ids = uuids(75_000), ids10k = Array(ids[..<10_000])
    let hundred = (0..<100).map { s in Array((s * 100)..<((s + 1) * 100)) }
    let fifty = Array(hundred.prefix(50))
    let pairs: [SnapshotCase: (old: Snapshot<String, Int>, new: Snapshot<String, Int>)] = {
        var rng = SeededGenerator(seed: 5)
        let moderate = mixedLayout(count: 10_000, delete: 0.2, insert: 0.2, move: 0.2)
        let heavy = mixedLayout(count: 10_000, delete: 0.5, insert: 0.5, move: 0.5)
        return [
            .diff10k: (single(ints10k), single(Array(5_000..<15_000))),
            .diff50k: (single(ints50k), single(Array(25_000..<75_000))),
            .diffNoChange: (single(Array(0..<10_000)), single(Array(0..<10_000))),
            .diffShuffle: (single(ints10k), single(ints10k.shuffled(using: &rng))),
            .diffModerate: (single(moderate.old), single(moderate.new)),
            .diffHeavy: (single(heavy.old), single(heavy.new)),
        ]
    }()
    let cycle = cycleData(), cycleNew = buildSnapshot(cycle.sections, cycle.items)
    func churn(_ count: Int) -> PreparedRun {
        let layout = mixedLayout(count: count, delete: 0.2, insert: 0.2, move: 0.2)
        let old = layout.old.map { ids[$0] }, new = layout.new.map { ids[$0] }
        return { single(new).batchUpdate(from: single(old)).itemInserts.count }
    }
    var runs: [SnapshotCase: PreparedRun] = [
        .build10k: { single(ints10k).numberOfItems },
        .build50k: { single(ints50k).numberOfItems },
        .build100x100: { buildSnapshot(Array(0..<100), hundred).numberOfItems },
        .build10kUUID: { single(ids10k).numberOfItems },
        .delete5k: {
            var snapshot = single(ints10k)
            snapshot.deleteItems(ints5k)
            return snapshot.numberOfItems
        },
        .delete5kUUID: {
            var snapshot = single(ids10k)
            snapshot.deleteItems(Array(ids10k[..<5_000]))
            return snapshot.numberOfItems
        },
        .deleteSections: {
            var snapshot = buildSnapshot(Array(0..<50), fifty)
            snapshot.deleteSections(Array(stride(from: 0, to: 50, by: 2)))
            return snapshot.numberOfItems
        },
        .reload5k: {
            var snapshot = single(ints10k)
            snapshot.reloadItems(ints5k)
            return snapshot.reloadedItemIdentifiers.count
        },
        .buildTwo: { single(ints10k).numberOfItems + single(Array(5_000..<15_000)).numberOfItems },
        .cycleBuild: { buildSnapshot(cycle.sections, cycle.items).numberOfItems },
        .cycleDiff: { cycleNew.batchUpdate(from: cycle.old).itemInserts.count },
        .cycleBuildDiff: { buildSnapshot(cycle.sections, cycle.items).batchUpdate(from: cycle.old).itemInserts.count },
        .churn10k: churn(10_000),
        .churn50k: churn(50_000),
    ]
    let fiveK = single(ints5k)
    runs[.itemIdentifiers] = {
        var total = 0
        for _ in 0..<100 { total &+= fiveK.itemIdentifiers.count }
        return total
    }
    for (name, pair) in pairs { runs[name] = { pair.new.batchUpdate(from: pair.old).itemInserts.count } }
    return runs
}

/// The update cycle through `DiffableDataSource.apply` on a
/// `HeadlessListView` 20 rows tall: a fresh snapshot built from the model,
/// applied (checked, diffed, the view's batch), then the old one built
/// fresh and applied back.
@MainActor
public final class SnapshotCycleApplyBench {
    let view = HeadlessListView(visibleItemCount: 20, scheduleCompletion: { $0() })
    let dataSource: DiffableDataSource<Int, Int>
    let data = cycleData()
    let oldSections: [Int], oldItems: [[Int]]

    let countingView = CountingListView()
    let countingDataSource: DiffableDataSource<Int, Int>

    public init() {
        countingDataSource = DiffableDataSource(listView: countingView)
        countingView.counts = { [unowned countingDataSource] in
            (0..<countingDataSource.numberOfSections).map(countingDataSource.numberOfItems(inSection:))
        }
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
        dataSource = DiffableDataSource(view: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        let old = data.old
        oldSections = old.sectionIdentifiers
        oldItems = oldSections.map { old.itemIdentifiers(inSection: $0) }
        dataSource.apply(buildSnapshot(oldSections, oldItems), animatingDifferences: false)
        countingDataSource.apply(buildSnapshot(oldSections, oldItems), animatingDifferences: false)
    }

    /// Two applies: the new snapshot, then the old one; the batches taken.
    public func applyBoth() -> Int {
        let before = view.batchUpdateCount
        dataSource.apply(buildSnapshot(data.sections, data.items))
        dataSource.apply(buildSnapshot(oldSections, oldItems))
        return view.batchUpdateCount - before
    }

    /// The same two applies on a list view that takes each batch and only
    /// reads the new counts (``CountingListView``): the data source's own
    /// cost, with no view simulated.
    public func applyBothOnCountingView() -> Int {
        let before = countingView.batches
        countingDataSource.apply(buildSnapshot(data.sections, data.items))
        countingDataSource.apply(buildSnapshot(oldSections, oldItems))
        return countingView.batches - before
    }

    /// The two diffs alone, of the same snapshots built the same way.
    public func diffBoth() -> Int {
        let old = buildSnapshot(oldSections, oldItems), new = buildSnapshot(data.sections, data.items)
        return new.batchUpdate(from: old).itemInserts.count + old.batchUpdate(from: new).itemInserts.count
    }
}

/// A list view that takes each batch and reads the data's new counts, as
/// the least a view does: the floor under what a data source's apply
/// costs on any view.
@MainActor
public final class CountingListView: ListView {
    /// The data's counts, section by section.
    var counts: () -> [Int] = { [] }
    private var shown: [Int] = []
    /// The batches taken.
    public private(set) var batches = 0

    public var numberOfSections: Int { shown.count }
    public func numberOfItems(inSection section: Int) -> Int { section < shown.count ? shown[section] : 0 }
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        _ = updates()
        shown = counts()
        batches += 1
        completion?(true)
    }
    public func reloadData() { shown = counts() }
    public var indexPathsForVisibleItems: [IndexPath] { [] }
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
    public func invalidateLayout(at indexPaths: [IndexPath]) {}
    public var isVisible: Bool { true }
    public var emptyView: AnyObject?
}
