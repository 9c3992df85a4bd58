@testable import IGListKitCatalog
import XCTest

/// IGListKit's display-delegate screen: each controller hears its cells
/// and its section come and go, cell before section, as IGListKit's display
/// handler reports them. A scroll ends the views that leave first; a batch
/// displays the views that come first, then ends those that go, and the
/// cell that stays on screen (number 3's first) hears nothing.
final class DisplayScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { DisplayScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 1500)",
            "    0  number 1, cell 0",
            "   55  number 1, cell 1",
            "  110  number 1, cell 2",
            "  165  number 1, cell 3",
            "  250  number 2, cell 0",
            "   > will display cell 0 of 1 (section 0)",
            "   > will display 1 (section 0)",
            "   > will display cell 1 of 1 (section 0)",
            "   > will display cell 2 of 1 (section 0)",
            "   > will display cell 3 of 1 (section 0)",
            "   > will display cell 0 of 2 (section 1)",
            "   > will display 2 (section 1)",
            "== scrolled to 250 (offset 250 of 1500)",
            "  250  number 2, cell 0",
            "  305  number 2, cell 1",
            "  360  number 2, cell 2",
            "  415  number 2, cell 3",
            "  500  number 3, cell 0",
            "   > did end displaying cell 0 of 1 (section 0)",
            "   > did end displaying cell 1 of 1 (section 0)",
            "   > did end displaying cell 2 of 1 (section 0)",
            "   > did end displaying cell 3 of 1 (section 0)",
            "   > did end displaying 1 (section 0)",
            "   > will display cell 1 of 2 (section 1)",
            "   > will display cell 2 of 2 (section 1)",
            "   > will display cell 3 of 2 (section 1)",
            "   > will display cell 0 of 3 (section 2)",
            "   > will display 3 (section 2)",
            "== number 1 removed: the rest moves up under the offset (offset 250 of 1250)",
            "  250  number 3, cell 0",
            "  305  number 3, cell 1",
            "  360  number 3, cell 2",
            "  415  number 3, cell 3",
            "  500  number 4, cell 0",
            "   > will display cell 1 of 3 (section 1)",
            "   > will display cell 2 of 3 (section 1)",
            "   > will display cell 3 of 3 (section 1)",
            "   > will display cell 0 of 4 (section 2)",
            "   > will display 4 (section 2)",
            "   > did end displaying cell 0 of 2 (section 0)",
            "   > did end displaying cell 1 of 2 (section 0)",
            "   > did end displaying cell 2 of 2 (section 0)",
            "   > did end displaying cell 3 of 2 (section 0)",
            "   > did end displaying 2 (section 0)",
            "== tapped [1, 2] (offset 250 of 1250)",
            "  250  number 3, cell 0",
            "  305  number 3, cell 1",
            "  360  number 3, cell 2 (selected)",
            "  415  number 3, cell 3",
            "  500  number 4, cell 0",
            "   > tapped cell 2 of 3 (section 1)",
        ])
    }
}
