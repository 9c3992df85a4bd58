@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListKit's coalescer cases, re-expressed with a manual clock. (corelibs
/// XCTest cannot run main-actor test methods: each test hops itself.)
final class UpdateCoalescerTests: XCTestCase {
    @MainActor
    private static func make(_ configuration: UpdateCoalescingConfiguration = .regular)
        -> (UpdateCoalescer, ManualUpdateScheduler, () -> Int) {
        let scheduler = ManualUpdateScheduler()
        let coalescer = UpdateCoalescer(scheduler: scheduler, configuration: configuration)
        var count = 0
        coalescer.perform = { count += 1 }
        return (coalescer, scheduler, { count })
    }

    func testRegularModeRunsOnTheNextTurn() async {
        await MainActor.run {
            let (coalescer, scheduler, count) = Self.make()
            coalescer.queueUpdate()
            XCTAssertEqual(count(), 0)
            scheduler.advance(by: 0)
            XCTAssertEqual(count(), 1)
        }
    }

    func testRegularModeAbsorbsABurst() async {
        await MainActor.run {
            let (coalescer, scheduler, count) = Self.make()
            coalescer.queueUpdate()
            coalescer.queueUpdate()
            coalescer.queueUpdate()
            scheduler.advance(by: 1)
            XCTAssertEqual(count(), 1)
            coalescer.queueUpdate()  // a new burst after it ran
            scheduler.advance(by: 0)
            XCTAssertEqual(count(), 2)
        }
    }

    func testConfiguration() {
        let adaptive = UpdateCoalescingConfiguration.adaptive(minInterval: 0.1, intervalIncrement: 0.05, maxInterval: 0.5)
        XCTAssertTrue(adaptive.isAdaptive)
        XCTAssertEqual(adaptive.minInterval, 0.1)
        XCTAssertEqual(adaptive.maxInterval, 0.5)
        XCTAssertFalse(adaptive.useMaxIntervalWhenViewNotVisible)
        XCTAssertFalse(UpdateCoalescingConfiguration.regular.isAdaptive)
    }

    func testAdaptiveFirstUpdateRunsSynchronously() async {
        await MainActor.run {
            let (coalescer, _, count) = Self.make(.adaptive(minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.1))
            coalescer.queueUpdate()
            XCTAssertEqual(count(), 1)
        }
    }

    func testAdaptiveFastUpdateWaitsTheRestOfTheIntervalWhichGrows() async {
        await MainActor.run {
            let (coalescer, scheduler, count) = Self.make(.adaptive(minInterval: 0.05, intervalIncrement: 0.01, maxInterval: 0.2))
            coalescer.queueUpdate()
            XCTAssertEqual(count(), 1)
            scheduler.advance(by: 0.01)
            coalescer.queueUpdate()  // 0.01 s after the last: waits 0.05 - 0.01
            coalescer.queueUpdate()  // absorbed
            scheduler.advance(by: 0.039)
            XCTAssertEqual(count(), 1)
            scheduler.advance(by: 0.001)
            XCTAssertEqual(count(), 2)
            // The interval grew to 0.06: an update 0.055 s later still waits.
            scheduler.advance(by: 0.055)
            coalescer.queueUpdate()
            XCTAssertEqual(count(), 2)
            scheduler.advance(by: 0.005)
            XCTAssertEqual(count(), 3)
            // After a quiet period longer than the interval it runs at once again.
            scheduler.advance(by: 1)
            coalescer.queueUpdate()
            XCTAssertEqual(count(), 4)
        }
    }

    func testAdaptiveInvisibleViewWaitsTheMaximum() async {
        await MainActor.run {
            let (coalescer, scheduler, count) = Self.make(
                .adaptive(minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.05, useMaxIntervalWhenViewNotVisible: true))
            coalescer.queueUpdate(viewIsVisible: false)
            XCTAssertEqual(count(), 0)
            scheduler.advance(by: 0.049)
            XCTAssertEqual(count(), 0)
            scheduler.advance(by: 0.001)
            XCTAssertEqual(count(), 1)
        }
    }

    func testAdaptiveVisibleViewWithTheOptionRunsAtOnce() async {
        await MainActor.run {
            let (coalescer, _, count) = Self.make(
                .adaptive(minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.1, useMaxIntervalWhenViewNotVisible: true))
            coalescer.queueUpdate(viewIsVisible: true)
            XCTAssertEqual(count(), 1)
        }
    }

    func testManualSchedulerRunsDueWorkInOrder() async {
        await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            var log: [String] = []
            scheduler.schedule(after: 0.2) { log.append("b") }
            scheduler.schedule(after: 0.1) { log.append("a") }
            scheduler.schedule(after: 0.1) {
                log.append("a2")
                scheduler.schedule(after: 0) { log.append("a3") }  // due at 0.1, runs in the same advance
            }
            scheduler.advance(by: 0.15)
            XCTAssertEqual(log, ["a", "a2", "a3"])
            XCTAssertEqual(scheduler.now, 0.15, accuracy: 1e-12)
            XCTAssertEqual(scheduler.pendingCount, 1)
            scheduler.advance(by: 1)
            XCTAssertEqual(log, ["a", "a2", "a3", "b"])
        }
    }

    func testMainQueueSchedulerRunsLater() async {
        let done = expectation(description: "ran")
        await MainActor.run {
            let scheduler = MainQueueUpdateScheduler()
            let start = scheduler.now
            scheduler.schedule(after: 0.01) {
                XCTAssertGreaterThanOrEqual(scheduler.now - start, 0.01)
                done.fulfill()
            }
        }
        await fulfillment(of: [done], timeout: 5)
    }

    /// Rule: intervals that are negative, NaN or infinite count as 0: an
    /// invisible view with an infinite maximum updates on the next turn
    /// (it waited forever, so its completions never ran; on the main
    /// queue the infinite sleep trapped).
    func testHostileIntervalsCountAsZero() async {
        await MainActor.run {
            for (min, increment, max) in [(0.01, 0.01, Double.infinity), (Double.nan, .nan, .nan), (-1, -1, -1),
                                          (.infinity, .infinity, .infinity)] {
                let (coalescer, scheduler, count) = Self.make(
                    .adaptive(minInterval: min, intervalIncrement: increment, maxInterval: max,
                              useMaxIntervalWhenViewNotVisible: true))
                coalescer.queueUpdate(viewIsVisible: false)
                scheduler.advance(by: 0)
                XCTAssertEqual(count(), 1, "\(min), \(increment), \(max)")
                coalescer.queueUpdate(viewIsVisible: true)
                coalescer.queueUpdate(viewIsVisible: true)
                scheduler.advance(by: 0)
                XCTAssertEqual(count(), 2, "\(min), \(increment), \(max)")
            }
        }
    }
}
