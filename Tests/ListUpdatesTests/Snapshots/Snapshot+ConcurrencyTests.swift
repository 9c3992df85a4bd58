import Dispatch
import Foundation
import ListTestSupport
import ListUpdates
import XCTest

/// Copies of one snapshot share its item index, which a query builds or
/// corrects under the index's lock; an edit of a copy takes the index for
/// its own under that lock too. Copies queried and edited from several
/// threads at once (run under ThreadSanitizer in CI) answer as one thread
/// would.
final class SnapshotConcurrencyTests: XCTestCase {
    func testCopiesQueriedAndEditedFromManyThreadsAgree() {
        for seed in UInt64(1)...20 {
            var rng = SplitMix64(seed: seed)
            var shared = Snapshot<Int, Int>()
            shared.appendSections([0, 1])
            shared.appendItems(Array(0..<2_000), toSection: 0)
            shared.appendItems(Array(2_000..<3_000), toSection: 1)
            let snapshot = shared  // no index yet: the threads race to build it
            let probes = (0..<8).map { _ in Int.random(in: 0..<3_000, using: &rng) }
            let results = DispatchQueue.concurrentPerform(collecting: 8) { thread -> [Int?] in
                if thread % 2 == 0 {
                    return probes.map { snapshot.indexOfItem($0) }
                }
                var copy = snapshot
                copy.reloadItems([probes[thread]])
                let target = probes[(thread + 1) % 8] == probes[thread] ? (probes[thread] + 1) % 3_000 : probes[(thread + 1) % 8]
                copy.moveItem(probes[thread], beforeItem: target)
                return [copy.misuse == nil ? 1 : 0, snapshot.indexOfItem(probes[thread])]
            }
            for thread in stride(from: 0, to: 8, by: 2) {
                XCTAssertEqual(results[thread], probes.map { $0 }, "seed \(seed), thread \(thread)")
            }
            for thread in stride(from: 1, to: 8, by: 2) {
                XCTAssertEqual(results[thread], [1, probes[thread]], "seed \(seed), thread \(thread)")
            }
            XCTAssertNil(snapshot.misuse, "seed \(seed)")
        }
    }
}

/// The results of concurrent iterations, one slot each, behind a lock.
final class Collected<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [T?]

    init(_ count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    var all: [T] {
        lock.lock()
        defer { lock.unlock() }
        return values.map { $0! }
    }
}

extension DispatchQueue {
    /// `concurrentPerform`, collecting each iteration's result.
    static func concurrentPerform<T: Sendable>(collecting count: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let results = Collected<T>(count)
        concurrentPerform(iterations: count) { results.set($0, body($0)) }
        return results.all
    }
}
