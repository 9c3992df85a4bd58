// Runs one row a few times for a profiler:
//     valgrind --tool=callgrind .build/release/profile typed edit int 100000
//     valgrind --tool=callgrind .build/release/profile typed edit int 100 2000   (2,000 diffs: small lists)
//     valgrind --tool=callgrind .build/release/profile typedGenericIdentifiable edit string 100 2001
//                                (the typed path from generic code; also typedGeneric, typedGenericKeyPath,
//                                 and genericIDKeyPathFloor: the \.id caller's forming of its key path alone)
//     valgrind --tool=callgrind .build/release/profile snapshot
//     valgrind --tool=callgrind .build/release/profile crafted core "i << 32" 100000
//     valgrind --tool=callgrind .build/release/profile crafted-strings first-bytes 10000 5   (typed, String ids)
//     .build/release/profile snapshot-ops delete     (build, copy, delete, move, lookUp, lookUpSection)
//     .build/release/profile headless scroll 100000   (scroll, update: the adapter on the headless view;
//                                sized: the scroll with self-sizing cells)
//     valgrind --tool=callgrind .build/release/profile compositional scroll 10000   (the view made and attached,
//                                its first layout pass and a scroll through, 3 times: a 3-column grid as a
//                                compositional layout; flow-grid: the same grid by the flow layout;
//                                compositional-list and flow-list: a plain list, self-sizing cells 54 points tall)
//     valgrind --tool=callgrind .build/release/profile apply   (the data source, 100 x 1,000 items)
//     valgrind --tool=callgrind .build/release/profile apply 150   (the same, one item in 150 changed: 2%)
//     valgrind --tool=callgrind .build/release/profile cycle apply   (the update cycle through the data source,
//                                4 applies; `cycle diff`: its yardstick, the same snapshots built and diffed;
//                                 `cycle apply 200`: 400 applies, for perf)
//     valgrind --tool=callgrind .build/release/profile flat 150    (its yardstick: the flat typed diff, 4 times)
//     valgrind --tool=callgrind --separate-threads=yes .build/release/profile pipeline 5000
//                                (the pipeline inserting 5,000 free nodes, 3 times: its main-thread work)
//     valgrind --tool=callgrind --separate-threads=yes .build/release/profile pipeline-adapter 200 20
//                                (an adapter-driven update of 200 sections of 20 items through the pipeline,
//                                 to a change and back, 3 times)
import BenchmarkSupport
import Foundation

let arguments = CommandLine.arguments
if arguments.count == 2 && arguments[1] == "snapshot" {
    let pair = snapshotPair(sections: 100, items: 1_000)
    var sink = 0
    for _ in 0..<3 { sink &+= pair.new.batchUpdate(from: pair.old).itemMoves.count }
    print(sink)
    exit(0)
}
if arguments.count == 5 && arguments[1] == "crafted", let row = Row.allCases.first(where: { "\($0)" == arguments[2] }),
   let family = KeyFamily(rawValue: arguments[3]), let n = Int(arguments[4]) {
    let run = prepareCraftedRuns(family, count: n)[row]!
    var sink = 0
    for _ in 0..<5 { sink &+= run() }
    print(sink)
    exit(0)
}
if arguments.count == 5 && arguments[1] == "crafted-strings", let family = StringKeyFamily(rawValue: arguments[2]),
   let n = Int(arguments[3]), let repetitions = Int(arguments[4]) {
    let run = prepareCraftedStringRun(family, count: n)
    var sink = 0
    for _ in 0..<repetitions { sink &+= run() }
    print(sink)
    exit(0)
}
if arguments.count == 3 && arguments[1] == "snapshot-ops",
   let operation = SnapshotOperation.allCases.first(where: { "\($0)" == arguments[2] }) {
    let run = prepareSnapshotOperations(sections: 10, items: 10_000)[operation]!
    var sink = 0
    for _ in 0..<5 { sink &+= run() }
    print(sink)
    exit(0)
}
if arguments.count == 3 && arguments[1] == "pipeline", let n = Int(arguments[2]) {
    let main = MainActor.assumeIsolated {
        (0..<3).reduce(0.0) { sum, _ in sum + PipelineCommitBench.asynchronous(items: n, cost: 0).mainThread }
    }
    print(String(format: "main thread: %.2f ms per change set", main / 3 * 1e3))
    exit(0)
}
if arguments.count == 4 && arguments[1] == "pipeline-adapter", let sections = Int(arguments[2]), let items = Int(arguments[3]) {
    let sink = MainActor.assumeIsolated {
        let bench = PipelineAdapterUpdateBench(sections: sections, items: items)
        return (0..<3).reduce(0) { sum, _ in sum + bench.updateBoth() }
    }
    print(sink)
    exit(0)
}
if arguments.count == 3 && arguments[1] == "flat", let oneIn = Int(arguments[2]) {
    // The yardstick of `apply 150`: the typed flat diff of the same items.
    let run = flatTypedDiffRun(of: snapshotPair(sections: 100, items: 1_000, seed: 5, changeOneIn: oneIn))
    print((0..<4).reduce(0) { sum, _ in sum + run() })
    exit(0)
}
if (2...3).contains(arguments.count) && arguments[1] == "apply" {
    let oneIn = arguments.count == 3 ? Int(arguments[2]) ?? 30 : 30
    let sink = MainActor.assumeIsolated {
        let bench = DiffableApplyBench(pair: snapshotPair(sections: 100, items: 1_000, seed: oneIn == 30 ? 3 : 5, changeOneIn: oneIn))
        return (0..<2).reduce(0) { sum, _ in sum + bench.applyBoth() }
    }
    print(sink)
    exit(0)
}
if (3...4).contains(arguments.count) && arguments[1] == "cycle" {
    let rounds = arguments.count == 4 ? Int(arguments[3]) ?? 2 : 2
    let sink = MainActor.assumeIsolated {
        let bench = SnapshotCycleApplyBench()
        return (0..<rounds).reduce(0) { sum, _ in sum + (arguments[2] == "apply" ? bench.applyBoth() : bench.diffBoth()) }
    }
    print(sink)
    exit(0)
}
if arguments.count == 4 && arguments[1] == "headless", let n = Int(arguments[3]) {
    let sink = MainActor.assumeIsolated {
        let bench = HeadlessScrollBench(items: n, selfSizing: arguments[2] == "sized")
        var sink = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<3 { sink &+= arguments[2] == "update" ? bench.updateOneSection() : bench.scrollThrough() }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        print(String(format: "%.0f ns per cell shown or asked", elapsed / Double(max(1, sink))))
        return sink
    }
    print(sink)
    exit(0)
}
if (4...5).contains(arguments.count) && arguments[2] == "scroll",
   let variant = HeadlessLayoutBench.Variant(rawValue: arguments[1]), let n = Int(arguments[3]) {
    let repetitions = arguments.count == 5 ? Int(arguments[4]) ?? 3 : 3
    let sink = MainActor.assumeIsolated {
        var sink = 0
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<repetitions { sink &+= HeadlessLayoutBench.run(items: n, variant: variant) }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
        print(String(format: "%.2f ms per run", elapsed / Double(repetitions) / 1e6))
        return sink
    }
    print(sink)
    exit(0)
}
guard arguments.count == 5 || arguments.count == 6, let row = Row.allCases.first(where: { "\($0)" == arguments[1] }),
      let workload = Workload(rawValue: arguments[2]),
      let kind = IdentifierKind.allCases.first(where: { "\($0)" == arguments[3] }), let n = Int(arguments[4]),
      let repetitions = arguments.count == 6 ? Int(arguments[5]) : 5
else {
    print("usage: profile ROW WORKLOAD KIND N [REPETITIONS]   (rows: \(Row.allCases.map { "\($0)" }))")
    exit(2)
}
let run = prepareRuns(workload, count: n, kind: kind)[row]!
var sink = 0
for _ in 0..<repetitions { sink &+= run() }
print(sink)
