// The harness suite (ordo-one/package-benchmark):
//
//     swift package benchmark                          # time, allocations, peak memory
//     swift package benchmark thresholds check --filter "Allocations-.*"   # the CI gate
//
// "Allocations" benchmarks measure only heap allocations per diff, which do
// not depend on the machine's load: they are the regression gate, checked
// against the thresholds committed in Thresholds/. "Time" benchmarks add wall
// clock and peak resident memory for reading, never for gating.
import Benchmark
import BenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    let allocations = Benchmark.Configuration(
        metrics: [.mallocCountTotal],
        maxDuration: .seconds(2),
        maxIterations: 20,
        thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p50: 0, .p90: 0])]
    )
    let time = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 50
    )
    for n in [1_000, 100_000] {
        let runs = prepareRuns(.edit, count: n, kind: .int)
        for row in [Row.typed, .dropIn, .core] {
            let run = runs[row]!
            Benchmark("Allocations-\(row)-\(n)", configuration: allocations) { _ in
                blackHole(run())
            }
        }
    }
    for n in [100_000, 1_000_000] {
        let runs = prepareRuns(.edit, count: n, kind: .int)
        for row in [Row.typed, .dropIn, .core, .floor] {
            let run = runs[row]!
            Benchmark("Time-\(row)-\(n)", configuration: time) { _ in
                blackHole(run())
            }
        }
    }
}
