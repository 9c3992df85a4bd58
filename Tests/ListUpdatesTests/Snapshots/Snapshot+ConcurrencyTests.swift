import Dispatch
import Foundation
import ListTestSupport
import ListUpdates
import XCTest

/// Copies of one snapshot share its item index, which a query builds or
/// corrects under the index's lock; an edit of a copy takes the index for
/// its own under that lock too. Copies queried and edited from several
/// threads at once (run under ThreadSanitizer in CI) answer as one thread
/// would. The threads are threads of their own, released together by a
/// barrier, so that they race for the index's first build (a pool of two
/// cores would run them two at a time).
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
            let results = Barrier.run(threads: 8) { thread -> [Int?] in
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

/// Threads that start their work together: each waits at the barrier
/// until all have reached it.
final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    private var waiting: Int

    init(_ count: Int) { waiting = count }

    /// Blocks until `count` threads have called it.
    func arriveAndWait() {
        condition.lock()
        waiting -= 1
        if waiting == 0 { condition.broadcast() }
        while waiting > 0 { condition.wait() }
        condition.unlock()
    }

    /// Runs `body` on `threads` threads of their own, released together,
    /// and collects each one's result.
    static func run<T: Sendable>(threads count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Collected<T>(count), barrier = Barrier(count), done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            let thread = Thread {
                barrier.arriveAndWait()
                results.set(index, body(index))
                done.leave()
            }
            thread.start()
        }
        done.wait()
        return results.all
    }
}
