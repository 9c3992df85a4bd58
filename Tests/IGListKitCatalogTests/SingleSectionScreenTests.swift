@testable import IGListKitCatalog
import XCTest

/// IGListKit's single-section screen: block-configured controllers. An
/// entry starred through `performUpdates` is refilled in place by its
/// `configure` block (one cell asked for: the new entry's); a tap reaches
/// the screen as the selection delegate, with the object.
final class SingleSectionScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { SingleSectionScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 880)",
            "    0  Cell: 1",
            "   44  Cell: 2",
            "   88  Cell: 3",
            "  132  Cell: 4",
            "  176  Cell: 5",
            "  220  Cell: 6",
            "  264  Cell: 7",
            "== entry 20 added at the top, entry 2 starred (offset 0 of 924)",
            "    0  Cell: 21",
            "   44  Cell: 1",
            "   88  Cell: 2",
            "  132  Cell: 3 ★",
            "  176  Cell: 4",
            "  220  Cell: 5",
            "  264  Cell: 6",
            "   (cells asked for in the update: 1)",
            "== scrolled to 440 (offset 440 of 924)",
            "  440  Cell: 10",
            "  484  Cell: 11",
            "  528  Cell: 12",
            "  572  Cell: 13",
            "  616  Cell: 14",
            "  660  Cell: 15",
            "  704  Cell: 16",
            "== tapped [12, 0] (offset 440 of 924)",
            "  440  Cell: 10",
            "  484  Cell: 11",
            "  528  Cell: 12 (selected)",
            "  572  Cell: 13",
            "  616  Cell: 14",
            "  660  Cell: 15",
            "  704  Cell: 16",
            "   > section 13 was selected; its object: entry 11",
        ])
    }
}
