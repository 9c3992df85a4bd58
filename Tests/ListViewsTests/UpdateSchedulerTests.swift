import Foundation
@testable import ListViews
import XCTest

/// The main-queue scheduler apps use.
final class UpdateSchedulerTests: XCTestCase {
    /// Rule: the main-queue scheduler takes any delay: NaN or negative as
    /// 0, one too long for its clock as the longest it can sleep (it
    /// trapped converting 1e300 seconds to nanoseconds). The long sleeps
    /// are checked as numbers: scheduled, they would outlive the tests.
    func testMainQueueSchedulerTakesAnyDelay() async {
        XCTAssertEqual(MainQueueUpdateScheduler.nanoseconds(of: 1e300), .max)
        XCTAssertEqual(MainQueueUpdateScheduler.nanoseconds(of: Double.infinity), .max)
        XCTAssertEqual(MainQueueUpdateScheduler.nanoseconds(of: 1.5), 1_500_000_000)
        for delay: Double in [.nan, -1, -Double.infinity, 0] { XCTAssertEqual(MainQueueUpdateScheduler.nanoseconds(of: delay), 0, "\(delay)") }
        let done = expectation(description: "NaN ran")
        await MainActor.run {
            MainQueueUpdateScheduler().schedule(after: .nan) { done.fulfill() }
        }
        await fulfillment(of: [done], timeout: 5)
    }
}
