import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// An independent oracle of the pipeline: seeded random runs keep many
/// change sets in flight (edits arriving while others measure), scroll and
/// change the width, and check after every step and every commit that the
/// view equals the visible map, that a plain model of the data source
/// equals the pending map, that index conversions between the two spaces
/// agree with the model, that every element's interface states match the
/// ranges computed from the oracle's own frames, and that every node is
/// measured once per constrained width, never on the main thread. The
/// model, the frames and the bands are written in the test
/// (`Support/OracleList.swift`, `Support/OracleRun+Checks.swift`).
@MainActor
final class ListDataControllerOracleTests: XCTestCase {
    func testRandomEditsScrollsAndWidthChangesKeepMapsViewConversionsAndRangesInStep() async {
        var commits = 0, unverified = 0, mostInFlight = 0
        for seed in UInt64(1)...40 {
            let run = OracleRun(seed: seed)
            await run.run(steps: 60)
            commits += run.commitsSeen
            unverified += run.unverifiedStates
            mostInFlight = max(mostInFlight, run.mostInFlight)
        }
        print("oracle: \(commits) commits seen from inside, \(unverified) with states unverified, up to \(mostInFlight) in flight")
        // The runs are worth something: most commits were checked from
        // inside, with their states.
        XCTAssertGreaterThan(commits, 300, "seed 1...40: commits seen from inside")
        XCTAssertLessThan(unverified * 10, commits, "seed 1...40: commits whose states could not be checked")
        XCTAssertGreaterThanOrEqual(mostInFlight, 4, "seed 1...40: change sets in flight at once")
    }
}
