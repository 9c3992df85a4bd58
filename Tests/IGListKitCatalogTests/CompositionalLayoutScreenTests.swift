@testable import IGListKitCatalog
import XCTest

/// IGListKit's compositional-layout screen, each section's layout given by
/// its controller, laid out by the rules of UIKit's compositional layout:
/// - the text is a plain list row (estimated 44) that its cell sizes to its
///   lines: three lines of 20 plus 10 above and below, 80 points at 300
///   wide, 60 (two lines) at 400;
/// - a grid's tiles are a third of the width (a quarter past 350 points of
///   content width, read from the environment), in rows as tall as a
///   third (a quarter) of the width: 100 points, each tile's cell inset by
///   2 on every side, so a row starting at 80 shows its tiles at 82;
/// - a user is a plain list row at its 44-point estimate (its cell gives
///   the size it is given);
/// - the cards sit side by side 120 wide and 8 apart from the leading inset
///   of 16 (at 16, 144, 272, 400, …), 16 below the section's top: only
///   those starting inside the view's width show (three at 300 and at 400
///   points), and the row is 80 + 2 × 16 tall.
/// Scrolled to 250, past the content's end (580 − 400), the offset stays
/// where it was put, as a collection view's does when set.
final class CompositionalLayoutScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { CompositionalLayoutScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 580)",
            "    0  Each controller gives its / section's layout; the view lays / them out.",
            "   82  [red 1] | [red 2] | [red 3]",
            "  182  [red 4] | [red 5]",
            "  280  Grace Hopper  @grace",
            "  340  card 1 | card 2 | card 3",
            "== scrolled to 250 (offset 250 of 580)",
            "  182  [red 4] | [red 5]",
            "  280  Grace Hopper  @grace",
            "  340  card 1 | card 2 | card 3",
            "  438  [blue 1] | [blue 2] | [blue 3]",
            "  536  Alan Turing  @alan",
            "== removed the red grid (offset 0 of 380)",
            "    0  Each controller gives its / section's layout; the view lays / them out.",
            "   80  Grace Hopper  @grace",
            "  140  card 1 | card 2 | card 3",
            "  238  [blue 1] | [blue 2] | [blue 3]",
            "  336  Alan Turing  @alan",
            "== widened to 400: four tiles a row (offset 0 of 360)",
            "    0  Each controller gives its section's layout; / the view lays them out.",
            "   60  Grace Hopper  @grace",
            "  120  card 1 | card 2 | card 3",
            "  218  [blue 1] | [blue 2] | [blue 3]",
            "  316  Alan Turing  @alan",
        ])
    }
}
