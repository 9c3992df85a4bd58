@testable import IGListKitCatalog
import XCTest

/// IGListKit's nested-adapter screen: each carousel's cell holds a
/// horizontal list driven by the carousel controller's own adapter (tiles
/// of 100 plus 10 of inset: 14 tiles are 1540 wide, and at x 500 tiles 5
/// to 8 show). A new count reloads the carousel with 3 tiles; a tap inside
/// a carousel reaches the inner tile's controller.
final class NestedAdapterScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { NestedAdapterScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 520)",
            "    0  Carousels scroll sideways",
            "   55  inside a list that scrolls down",
            "  110  carousel [red 1] [red 2] [red 3]  (x 0 of 1540)",
            "  210  Each has an adapter of its own",
            "  265  carousel [red 1] [red 2] [red 3]  (x 0 of 660)",
            "  365  and a list view in its cell",
            "== carousel a scrolled sideways to 500 (offset 0 of 520)",
            "    0  Carousels scroll sideways",
            "   55  inside a list that scrolls down",
            "  110  carousel [red 5] [red 6] [red 7] [red 8]  (x 500 of 1540)",
            "  210  Each has an adapter of its own",
            "  265  carousel [red 1] [red 2] [red 3]  (x 0 of 660)",
            "  365  and a list view in its cell",
            "== carousel b down to 3 tiles, a text added at the end (offset 0 of 575)",
            "    0  Carousels scroll sideways",
            "   55  inside a list that scrolls down",
            "  110  carousel [red 5] [red 6] [red 7] [red 8]  (x 500 of 1540)",
            "  210  Each has an adapter of its own",
            "  265  carousel [red 1] [red 2] [red 3]  (x 0 of 330)",
            "  365  and a list view in its cell",
            "== scrolled to 300 (offset 300 of 575)",
            "  265  carousel [red 1] [red 2] [red 3]  (x 0 of 330)",
            "  365  and a list view in its cell",
            "  420  carousel [red 1] [red 2]  (x 0 of 220)",
            "  520  The end",
            "== tapped the second tile of carousel b (offset 300 of 575)",
            "  265  carousel [red 1] [red 2] (selected) [red 3]  (x 0 of 330)",
            "  365  and a list view in its cell",
            "  420  carousel [red 1] [red 2]  (x 0 of 220)",
            "  520  The end",
            "   > tapped tile 2 of carousel b",
        ])
    }
}
