import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The manual clock's order: due time, then the order work was scheduled
/// in, including work scheduled while it runs. (corelibs XCTest cannot run
/// main-actor test methods: each test hops itself.)
final class ManualUpdateSchedulerTests: XCTestCase {
    func testRunsWorkInDueThenScheduledOrder() async {
        await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            var ran: [String] = []
            scheduler.schedule(after: 2) { ran.append("b2") }
            scheduler.schedule(after: 0) {
                ran.append("a0")
                scheduler.schedule(after: 0) { ran.append("a0 then 0") }   // due now: after the other work due now
                scheduler.schedule(after: 5) { ran.append("a0 then 5") }   // due at 5: past this advance
            }
            scheduler.schedule(after: 2) { ran.append("c2") }
            scheduler.schedule(after: -1) { ran.append("d0") }            // a negative delay is 0
            scheduler.schedule(after: 1) { ran.append("e1") }
            XCTAssertEqual(scheduler.pendingCount, 5)
            scheduler.advance(by: 3)
            XCTAssertEqual(ran, ["a0", "d0", "a0 then 0", "e1", "b2", "c2"])
            XCTAssertEqual(scheduler.now, 3)
            XCTAssertEqual(scheduler.pendingCount, 1)
            scheduler.advance(by: 2)
            XCTAssertEqual(ran.last, "a0 then 5")
            XCTAssertEqual(scheduler.pendingCount, 0)
        }
    }

    /// Many pieces of work, random delays with ties: the same order as
    /// sorting them.
    func testManyPiecesRunInSortedOrder() async {
        await MainActor.run {
            let scheduler = ManualUpdateScheduler()
            var random = SplitMix64(seed: 3)
            var ran: [Int] = [], expected: [(due: Double, order: Int)] = []
            for order in 0..<3_000 {
                let delay = Double(random.next() % 40) / 4
                expected.append((delay, order))
                scheduler.schedule(after: delay) { ran.append(order) }
            }
            scheduler.advance(by: 5)
            let due = expected.filter { $0.due <= 5 }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }.map(\.order)
            XCTAssertEqual(ran, due)
            scheduler.advance(by: 10)
            XCTAssertEqual(ran, expected.sorted { ($0.due, $0.order) < ($1.due, $1.order) }.map(\.order))
        }
    }
}
