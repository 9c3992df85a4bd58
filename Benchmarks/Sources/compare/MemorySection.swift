import BenchmarkSupport
import Foundation
import ListDiff
import ListUpdates

// Peak memory of a typed diff: what a diff of 1,000,000 elements adds to the
// process at its peak, its result included (the result holds the identifiers
// for `oldMap`/`newMap`), the inputs not.
//
// Each measurement runs in a process of its own (`compare --peak-memory KIND`),
// which builds workload 1's lists, resets the kernel's high-water mark of its
// resident memory (`/proc/self/clear_refs`), diffs, keeps the result, and
// prints the high-water mark minus the resident memory before the diff, per
// element. glibc runs with a fixed mmap threshold of 128 KiB, so that every
// large block is mapped when allocated and unmapped when freed, whatever ran
// before: the peak is the memory the diff really held at once, its allocator's
// overhead included.

/// The element count of the peak-memory rows.
let peakMemoryCount = 1_000_000

/// Measures one typed diff's peak in this process and prints it in bytes per
/// element: the child side of ``peakMemorySection()``.
func measurePeakMemory(kind: IdentifierKind) -> Never {
    let slots = Workload.edit.slots(count: peakMemoryCount)
    // Process-wide lazy state (the secret, the metadata caches) comes first.
    _ = consumeSmallDiff()
    let bytes: Int
    switch kind {
    case .int:
        let lists = materialize(slots) { IntElement(id: $0.id, version: $0.version) }
        bytes = peakBytes { List.diffing(oldArray: lists.old, newArray: lists.new, identifiedBy: { $0.id }) }
    case .string:
        let lists = materialize(slots) { StringElement(id: stringID($0.id), version: $0.version) }
        bytes = peakBytes { List.diffing(oldArray: lists.old, newArray: lists.new, identifiedBy: { $0.id }) }
    default:
        fatalError("peak memory is measured for Int and String ids")
    }
    print(String(format: "%.1f", Double(bytes) / Double(peakMemoryCount)))
    exit(0)
}

/// The memory a `Snapshot` of 1,000 sections × 1,000 `Int` items holds,
/// in bytes per item: built from arrays that are then let go, before any
/// query, and with its item index built (by a query by item). The child
/// side of ``peakMemorySection()``; prints the two figures.
func measureSnapshotMemory() -> Never {
    let sections = 1_000, items = 1_000, count = sections * items
    // The code and the runtime's caches first, for what the snapshot alone holds.
    var warm = Snapshot<Int, Int>()
    warm.appendSections([0])
    warm.appendItems([1, 2, 3])
    precondition(warm.indexOfItem(3) == 2)
    let before = statusKilobytes("VmRSS")
    var snapshot = Snapshot<Int, Int>()
    for section in 0..<sections {
        snapshot.appendSections([section])
        snapshot.appendItems(Array((section * items)..<((section + 1) * items)), toSection: section)
    }
    let built = statusKilobytes("VmRSS")
    precondition(snapshot.indexOfItem(count - 1) == count - 1)
    let indexed = statusKilobytes("VmRSS")
    withExtendedLifetime(snapshot) {}
    print(String(format: "%.1f %.1f", Double((built - before) * 1024) / Double(count),
                 Double((indexed - before) * 1024) / Double(count)))
    exit(0)
}

private func consumeSmallDiff() -> Int {
    let small = materialize(Workload.edit.slots(count: 1_000)) { IntElement(id: $0.id, version: $0.version) }
    return List.diffing(oldArray: small.old, newArray: small.new, identifiedBy: { $0.id }).changeCount
}

/// The high-water mark of resident memory during `body`, above the resident
/// memory before it, with `body`'s result still alive.
private func peakBytes(_ body: () -> List.Result) -> Int {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = statusKilobytes("VmRSS")
    let result = body()
    let peak = statusKilobytes("VmHWM")
    withExtendedLifetime(result) {}
    return (peak - before) * 1024
}

private func statusKilobytes(_ field: String) -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? 0
    }
    return 0
}

/// The peak-memory rows: each the median of three processes.
func peakMemorySection() -> String {
    func median(_ kind: IdentifierKind) -> Double? {
        let runs = (0..<3).compactMap { _ in peakMemoryInItsOwnProcess(kind) }.sorted()
        return runs.isEmpty ? nil : runs[runs.count / 2]
    }
    let int = median(.int), string = median(.string)
    let snapshot = snapshotMemoryInItsOwnProcess()
    func cell(_ value: Double?) -> String { value.map { String(format: "%.1f", $0) } ?? "not measured" }
    func met(_ value: Double?, _ target: Double) -> String { value.map { $0 <= target ? "yes" : "no" } ?? "—" }
    FileHandle.standardError.write(Data(("peak memory at 1M: Int \(cell(int)) B/el, String \(cell(string)) B/el; "
        + "snapshot \(cell(snapshot?.built)) B/item, indexed \(cell(snapshot?.indexed))\n").utf8))
    return """
    ## Peak memory of a typed diff (1,000,000 elements, workload 1)

    What `List.diffing(oldArray:newArray:identifiedBy:)` adds to the process at its peak, its result
    included (it keeps the identifiers for `oldMap` and `newMap`), the inputs not: the kernel's
    high-water mark of resident memory (reset through `/proc/self/clear_refs` just before the call)
    minus the resident memory before it, in a process of its own with glibc's mmap threshold fixed
    at 128 KiB; median of three processes.

    | identifiers | bytes per element | target | met |
    |---|---:|---:|:---:|
    | `Int` | \(cell(int)) | ≤ 60 | \(met(int, 60)) |
    | `String` (16 characters) | \(cell(string)) | ≤ 80 | \(met(string, 80)) |

    The memory a `Snapshot<Int, Int>` of 1,000 sections × 1,000 items holds (built from arrays that
    are then let go; resident memory after it above resident memory before it, in a process of its
    own), in bytes per item: 8 are the items themselves.

    | snapshot of 1M `Int` items | bytes per item | target | met |
    |---|---:|---:|:---:|
    | built, before any query | \(cell(snapshot?.built)) | ≤ 10 (1.25 × 8) | \(met(snapshot?.built, 10)) |
    | with its item index built | \(cell(snapshot?.indexed)) | ≤ 32 | \(met(snapshot?.indexed, 32)) |


    """
}

private func peakMemoryInItsOwnProcess(_ kind: IdentifierKind) -> Double? {
    outputInItsOwnProcess(["--peak-memory", kind == .int ? "int" : "string"]).flatMap(Double.init)
}

private func snapshotMemoryInItsOwnProcess() -> (built: Double, indexed: Double)? {
    let values = outputInItsOwnProcess(["--snapshot-memory"])?.split(separator: " ").compactMap { Double($0) } ?? []
    return values.count == 2 ? (values[0], values[1]) : nil
}

/// What this tool prints when run with `arguments`, trimmed, in a process
/// of its own with glibc's mmap threshold fixed at 128 KiB.
private func outputInItsOwnProcess(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["MALLOC_MMAP_THRESHOLD_"] = "131072"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return nil }
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
}
