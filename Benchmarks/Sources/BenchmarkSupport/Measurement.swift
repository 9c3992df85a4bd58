import Foundation

/// Timing samples of one row on one input, in nanoseconds per diff.
public struct Samples: Sendable {
    public var values: [Double] = []
    public var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    public var min: Double { values.min() ?? .nan }
    public var max: Double { values.max() ?? .nan }
}

/// Monotonic nanoseconds.
@inline(__always)
public func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Measures prepared runs side by side: each round times every row once, in
/// a rotating order, each sample repeating the diff enough times to last about
/// `sampleNanoseconds`. Returns the samples per row (ns per diff).
public func measure<Key: Hashable>(
    _ runs: [(Key, PreparedRun)], rounds: Int, sampleNanoseconds: Double = 10_000_000
) -> [Key: Samples] {
    var sink = 0
    // Calibrate: one warm-up run per row sets its repetition count.
    var repetitions: [Key: Int] = [:]
    for (row, run) in runs {
        let start = now()
        sink &+= run()
        let elapsed = Double(now() - start)
        repetitions[row] = Swift.max(1, Swift.min(10_000, Int(sampleNanoseconds / Swift.max(elapsed, 1))))
    }
    var samples: [Key: Samples] = [:]
    for round in 0..<rounds {
        for offset in runs.indices {
            let (row, run) = runs[(offset + round) % runs.count]
            let count = repetitions[row]!
            let start = now()
            for _ in 0..<count { sink &+= run() }
            samples[row, default: Samples()].values.append(Double(now() - start) / Double(count))
        }
    }
    if sink == 42 { print("") }  // keep the results alive
    return samples
}
