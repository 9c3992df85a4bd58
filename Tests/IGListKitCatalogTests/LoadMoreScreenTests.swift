@testable import IGListKitCatalog
import XCTest

/// IGListKit's load-more screen: a drag ending 180 points from the end
/// appends the spinner (60 + 5 + 5: 880 → 950); two seconds later, on the
/// screen's clock, the page's five items replace it (21 × 55 = 1155).
final class LoadMoreScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { LoadMoreScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 880)",
            "    0  item 0",
            "   55  item 1",
            "  110  item 2",
            "  165  item 3",
            "  220  item 4",
            "  275  item 5",
            "  330  item 6",
            "  385  item 7",
            "== dragged to 300: the spinner is appended below (offset 300 of 950)",
            "  275  item 5",
            "  330  item 6",
            "  385  item 7",
            "  440  item 8",
            "  495  item 9",
            "  550  item 10",
            "  605  item 11",
            "  660  item 12",
            "   > 180 points from the end: loading the next page",
            "== scrolled to the end (a second after the drag) (offset 550 of 950)",
            "  550  item 10",
            "  605  item 11",
            "  660  item 12",
            "  715  item 13",
            "  770  item 14",
            "  825  item 15",
            "  885  (spinner)",
            "== two seconds after the drag: the page replaces the spinner (offset 550 of 1155)",
            "  550  item 10",
            "  605  item 11",
            "  660  item 12",
            "  715  item 13",
            "  770  item 14",
            "  825  item 15",
            "  880  item 16",
            "  935  item 17",
            "   > the page arrived",
            "== tapped [17, 0] (offset 550 of 1155)",
            "  550  item 10",
            "  605  item 11",
            "  660  item 12",
            "  715  item 13",
            "  770  item 14",
            "  825  item 15",
            "  880  item 16",
            "  935  item 17 (selected)",
            "   > tapped item 17",
        ])
    }
}
