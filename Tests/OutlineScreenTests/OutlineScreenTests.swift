@testable import OutlineScreen
import XCTest

/// The data source's worked example, step by step: what is on screen after
/// opening, expanding a folder, a full apply, expanding a nested folder and
/// collapsing the top one. A folder whose state changed is redrawn in place
/// (reconfigured). The same lines are in the ListKitTesting article
/// "Testing on the headless view".
final class OutlineScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async throws {
        let lines = try await MainActor.run { try OutlineScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened",
            "pinned    Home",
            "pinned    Desktop",
            "folders ▸ Documents",
            "folders ▸ Photos",
            "recent    notes.txt",
            "== Documents expanded",
            "pinned    Home",
            "pinned    Desktop",
            "folders ▾ Documents",
            "folders     ▸ Taxes",
            "folders       cv.pdf",
            "folders ▸ Photos",
            "recent    notes.txt",
            "== a recent file added, Desktop pinned first",
            "pinned    Desktop",
            "pinned    Home",
            "folders ▾ Documents",
            "folders     ▸ Taxes",
            "folders       cv.pdf",
            "folders ▸ Photos",
            "recent    plan.key",
            "recent    notes.txt",
            "== Taxes expanded",
            "pinned    Desktop",
            "pinned    Home",
            "folders ▾ Documents",
            "folders     ▾ Taxes",
            "folders           2025.pdf",
            "folders           2026.pdf",
            "folders       cv.pdf",
            "folders ▸ Photos",
            "recent    plan.key",
            "== Documents collapsed (Taxes stays expanded inside)",
            "pinned    Desktop",
            "pinned    Home",
            "folders ▸ Documents",
            "folders ▸ Photos",
            "recent    plan.key",
            "recent    notes.txt",
            "   (batches: 6, cells made: 10, faults: 0)",
        ])
    }
}
