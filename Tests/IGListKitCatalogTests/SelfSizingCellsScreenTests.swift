@testable import IGListKitCatalog
import XCTest

/// IGListKit's self-sizing screen, sizes from the text: chips wrap into
/// rows 44 apart, texts take as many 20-point lines as they need, and a
/// narrower view wraps everything again (content 496 → 604).
final class SelfSizingCellsScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { SelfSizingCellsScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 496)",
            "    0  (diff) | (batch) | (reload) | (move)",
            "   44  (insert) | (delete) | (section) | (item)",
            "   88  (adapter)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart.",
            "== an option added to the first section (offset 0 of 496)",
            "    0  (diff) | (batch) | (snapshot) | (reload)",
            "   44  (move) | (insert) | (delete) | (section)",
            "   88  (item) | (adapter)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart.",
            "== scrolled to 150 (offset 150 of 496)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart.",
            "  376  A text as wide as the list is as / high as its lines, and takes more of / them when the list is narrower.",
            "== tapped the first text (offset 150 of 496)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart. (selected)",
            "  376  A text as wide as the list is as / high as its lines, and takes more of / them when the list is narrower.",
            "   > tapped “A chip is as wide as its text, and chips wrap into lines four points apart.”",
            "== the view narrowed to 240 (offset 150 of 604)",
            "  132  (adapter)",
            "  212  (updater) | (working range)",
            "  256  (display) | (binding)",
            "  300  (supplementary) | (nested)",
            "  380  A chip is as wide as its / text, and chips wrap into / lines four points apart. (selected)",
        ])
    }
}
