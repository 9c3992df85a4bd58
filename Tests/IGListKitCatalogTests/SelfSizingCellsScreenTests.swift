@testable import IGListKitCatalog
import XCTest

/// IGListKit's self-sizing screen, its cells sizing themselves on a view
/// whose `estimatedItemSize` is 320 × 40: every item starts on a line of its
/// own at the estimate and takes its cell's size as it comes on screen.
///
/// Opened: the chips on screen shrink to their text one pass after another
/// until the first text (80 high) is on screen; the second text, below it,
/// is still at the estimate (content 168 + 124 + 80 + 4 + 40 + 40 = 456).
/// The new option reloads the first section: its items start again at the
/// estimate and are sized in two passes, back to three lines (456). At
/// 150, the second text arrives and takes 80 (content 496). Back at the
/// top it is off screen and keeps its 80 (still 496). Narrowed to 240 (the
/// estimate too), every item is back at the estimate: the first section's
/// chips are sized in two passes (lines of three, 212), then the second
/// section's first line, then its `display`, alone on its line because
/// `binding`, below the screen, is still at the estimate; the rest stays
/// at the estimate, one a line (content 212 + 256 + 124 = 592).
final class SelfSizingCellsScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { SelfSizingCellsScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 456)",
            "    0  (diff) | (batch) | (reload) | (move)",
            "   44  (insert) | (delete) | (section) | (item)",
            "   88  (adapter)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart.",
            "== an option added to the first section (offset 0 of 456)",
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
            "== scrolled back to the top (offset 0 of 496)",
            "    0  (diff) | (batch) | (snapshot) | (reload)",
            "   44  (move) | (insert) | (delete) | (section)",
            "   88  (item) | (adapter)",
            "  168  (updater) | (working range) | (display)",
            "  212  (binding) | (supplementary) | (nested)",
            "  292  A chip is as wide as its text, and / chips wrap into lines four points / apart. (selected)",
            "== the view narrowed to 240 (offset 0 of 592)",
            "    0  (diff) | (batch) | (snapshot)",
            "   44  (reload) | (move) | (insert)",
            "   88  (delete) | (section) | (item)",
            "  132  (adapter)",
            "  212  (updater) | (working range)",
            "  256  (display)",
        ])
    }
}
