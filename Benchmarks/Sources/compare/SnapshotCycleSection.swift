import BenchmarkSupport
import Foundation

/// The report section "Snapshots: what apps do with them": every case of
/// `SnapshotCase`, round-robin in this process, and the update cycle
/// through the data source against the same snapshot diffs alone. The
/// side-by-side figures against Iron-Ham/Lists come from a harness outside
/// the repository (Notes/iron-ham-lists.md, copied into RESULTS.md).
func snapshotCycleSection(quick: Bool) -> String {
    let prepared = prepareSnapshotCases()
    let runs = SnapshotCase.allCases.map { ($0, prepared[$0]!) }
    let samples = measure(runs, rounds: quick ? 5 : 21)
    let bench = MainActor.assumeIsolated { SnapshotCycleApplyBench() }
    let cycle = measure(
        [("apply", { MainActor.assumeIsolated { bench.applyBoth() } } as PreparedRun),
         ("apply, counting view", { MainActor.assumeIsolated { bench.applyBothOnCountingView() } } as PreparedRun),
         ("diff", { MainActor.assumeIsolated { bench.diffBoth() } } as PreparedRun)],
        rounds: quick ? 5 : 21)
    let apply = cycle["apply"]!.median, diff = cycle["diff"]!.median, counting = cycle["apply, counting view"]!.median
    var text = """
    ## Snapshots: what apps do with them

    `Snapshot` on the workloads Iron-Ham/Lists publishes for its own snapshot (its `Tests/Benchmarks`:
    `AppleComparisonBenchmarks`, `IGListDiffBenchmarks`, `MixedOperationsBenchmarks`), `Int` ids unless
    marked UUID, each case including what the peer's includes (the build, for the edits), and the
    update cycle of Apple's pattern: a snapshot built fresh from the model's arrays (100 sections ×
    1,000 items after a 2% change: one item in 150 deleted, one inserted, one moved, 2 sections
    moved), diffed against the one shown (`Sources/BenchmarkSupport/SnapshotCycle.swift`). Medians
    of \(quick ? 5 : 21) round-robin rounds in this run. The peer's times beside ours, from a harness
    outside the repository, are in "Side by side with Iron-Ham/Lists" below.

    | case | ms |
    |---|---:|

    """
    for name in SnapshotCase.allCases {
        text += "| \(name.rawValue) | \(String(format: "%.4f", samples[name]!.median / 1e6)) |\n"
        print(String(format: "snapshot case %@: %.4f ms", name.rawValue, samples[name]!.median / 1e6))
    }
    let ratio = apply / diff
    print(String(format: "cycle apply %.2f ms, on a counting view %.2f ms, diff %.2f ms: %.2f (%.2f)",
                 apply / 2e6, counting / 2e6, diff / 2e6, ratio, counting / diff))
    text += """

    The same cycle through `DiffableDataSource.apply(_:)` on a `HeadlessListView` 20 rows tall
    (the snapshot built fresh, diffed, checked for misuse by its diff, which looks up the old items
    that stay among the few that arrive, and the view's batch applied; then the old one back),
    against the two snapshot builds and diffs alone:
    \(String(format: "%.2f", apply / 2e6)) ms against \(String(format: "%.2f", diff / 2e6)) ms per apply.

    | target | measured | met |
    |---|---:|:---:|
    | `DiffableDataSource.apply` ÷ the snapshot diff alone ≤ 1.5 | \(String(format: "%.2f", ratio)) | \(ratio <= 1.5 ? "yes" : "**no**") |
    | the same apply on a view that only reads the new counts (`CountingListView`: the data source's own cost) ÷ the diff | \(String(format: "%.2f", counting / diff)) | — |


    """
    return text
}
