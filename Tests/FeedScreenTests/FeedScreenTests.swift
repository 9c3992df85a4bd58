@testable import FeedScreen
import XCTest

/// The worked example, step by step: what is on screen (each view's top in
/// content coordinates and what it shows) after opening, scrolling, an
/// update while scrolled, a tap and a scroll to the end. The same lines are
/// in the ListKitTesting article "Testing on the headless view".
final class FeedScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { FeedScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 402)",
            "    0  TODAY",
            "   60  # story 1",
            "   80  Why batch updates crash",
            "  124    “first!”",
            "  154    “so true”",
            "  184  # story 2",
            "== scrolled to 200 (offset 200 of 402)",
            "  184  # story 2",
            "  204  Heckel's diff in C",
            "  248    “fast”",
            "  278  [ad] Try ListKit",
            "  338  # story 3",
            "  358  Cells on Linux",
            "== a new story on top, a comment on story 2, the ad gone, the header retitled (offset 200 of 436)",
            "  188    “first!”",
            "  218    “so true”",
            "  248  # story 2",
            "  268  Heckel's diff in C",
            "  312    “fast”",
            "  342    “and correct”",
            "  372  # story 3",
            "  392  Cells on Linux",
            "   (cells asked for in the update: 3)",
            "== tapped the title of story 2 (offset 200 of 436)",
            "  188    “first!”",
            "  218    “so true”",
            "  248  # story 2",
            "  268  Heckel's diff in C",
            "  312    “fast”",
            "  342    “and correct”",
            "  372  # story 3",
            "  392  Cells on Linux",
            "   (opened: [2])",
            "== scrolled to the end (offset 236 of 436)",
            "  218    “so true”",
            "  248  # story 2",
            "  268  Heckel's diff in C",
            "  312    “fast”",
            "  342    “and correct”",
            "  372  # story 3",
            "  392  Cells on Linux",
            "   (views made: 9, cells asked for: 11)",
        ])
    }
}
