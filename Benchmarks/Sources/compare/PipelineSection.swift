import BenchmarkSupport
import Foundation

/// One change set inserting 5,000 items whose nodes cost 200 µs each to
/// measure, through `ListDataController` and without it, in this run:
/// medians of time to commit and of main-thread time.
func pipelineSection(quick: Bool) -> String {
    let items = 5_000, cost = 200e-6, rounds = quick ? 1 : 3
    var asynchronous: [PipelineCommitBench.Run] = [], synchronous: [PipelineCommitBench.Run] = []
    MainActor.assumeIsolated {
        for _ in 0..<rounds {
            asynchronous.append(PipelineCommitBench.asynchronous(items: items, cost: cost))
            synchronous.append(PipelineCommitBench.synchronous(items: items, cost: cost))
        }
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let asyncCommit = median(asynchronous.map(\.timeToCommit)), asyncMain = median(asynchronous.map(\.mainThread))
    let syncCommit = median(synchronous.map(\.timeToCommit)), syncMain = median(synchronous.map(\.mainThread))
    let onMain = asynchronous.map(\.measuredOnMain).max() ?? 0
    func ms(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1e3) }
    FileHandle.standardError.write(Data(("pipeline, 5,000 nodes of 200 µs: commit \(ms(asyncCommit)) ms, main thread "
        + "\(ms(asyncMain)) ms; synchronous: \(ms(syncCommit)) ms, all on the main thread\n").utf8))
    return """
    ## The asynchronous pipeline

    One change set inserting 5,000 items whose nodes cost 200 µs each to measure (a spin on the
    clock), on a `HeadlessListView` 20 rows tall, from an empty list; medians of \(rounds) run(s)
    (`Sources/BenchmarkSupport/PipelineCommit.swift`). *Asynchronous*: through `ListDataController`,
    nodes measured on its editing queue; main-thread time is what its own steps spent there (applying
    the change set, committing the batch, laying it out). *Synchronous*: the same insert on the view,
    each size measured on the main thread as the view lays the batch out.

    | path | time to commit (ms) | main-thread time (ms) | nodes measured on the main thread |
    |---|---:|---:|---:|
    | asynchronous | \(ms(asyncCommit)) | \(ms(asyncMain)) | \(onMain) |
    | synchronous | \(ms(syncCommit)) | \(ms(syncMain)) | \(synchronous.map(\.measuredOnMain).max() ?? 0) |


    """
}
