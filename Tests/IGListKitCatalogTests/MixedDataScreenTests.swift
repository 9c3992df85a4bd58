@testable import IGListKitCatalog
import XCTest

/// IGListKit's mixed-data screen: a text, a grid (tiles of
/// ⌊(320 − 3) ÷ 4⌋ = 79 points, rows 80 apart) and a user each come from
/// their own controller. A tapped text grows to its two lines (+20), the
/// segments filter by type, a tile dragged within its grid stays there (the
/// grid is a class, moved in place), and a user dragged onto another moves
/// its section: the move delegate puts the users back into the data in
/// their new order, the hidden objects keeping their places.
final class MixedDataScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { MixedDataScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened: All (offset 0 of 737)",
            "    0  Each object's type picks its section …",
            "   40  [red 1] | [red 2] | [red 3] | [red 4]",
            "  120  [red 5] | [red 6]",
            "  199  Grace Hopper  @grace",
            "  254  Grids wrap their tiles four to a …",
            "  294  Alan Turing  @alan",
            "  349  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
            "== scrolled to 200 (offset 200 of 737)",
            "  199  Grace Hopper  @grace",
            "  254  Grids wrap their tiles four to a …",
            "  294  Alan Turing  @alan",
            "  349  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
            "  429  [blue 5]",
            "  508  Tap a text to read all of it; tap …",
            "  548  Ada Lovelace  @ada",
            "== tapped the text about grids: it expands (offset 200 of 757)",
            "  199  Grace Hopper  @grace",
            "  254  Grids wrap their tiles four to a / row. (selected)",
            "  314  Alan Turing  @alan",
            "  369  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
            "  449  [blue 5]",
            "  528  Tap a text to read all of it; tap …",
            "  568  Ada Lovelace  @ada",
            "== segment Colors (offset 0 of 397)",
            "    0  [red 1] | [red 2] | [red 3] | [red 4]",
            "   80  [red 5] | [red 6]",
            "  159  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
            "  239  [blue 5]",
            "  318  [green 1] | [green 2] | [green 3]",
            "== dragged red tile 1 after tile 4 (offset 0 of 397)",
            "    0  [red 2] | [red 3] | [red 4] | [red 1]",
            "   80  [red 5] | [red 6]",
            "  159  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
            "  239  [blue 5]",
            "  318  [green 1] | [green 2] | [green 3]",
            "== segment Users (offset 0 of 220)",
            "    0  Grace Hopper  @grace",
            "   55  Alan Turing  @alan",
            "  110  Ada Lovelace  @ada",
            "  165  Edsger Dijkstra  @edsger",
            "== dragged the first user onto the third (offset 0 of 220)",
            "    0  Alan Turing  @alan",
            "   55  Ada Lovelace  @ada",
            "  110  Grace Hopper  @grace",
            "  165  Edsger Dijkstra  @edsger",
            "   > moved @grace: users now [\"@alan\", \"@ada\", \"@grace\", \"@edsger\"]",
            "== segment All: the users in their new order (offset 0 of 737)",
            "    0  Each object's type picks its section …",
            "   40  [red 2] | [red 3] | [red 4] | [red 1]",
            "  120  [red 5] | [red 6]",
            "  199  Alan Turing  @alan",
            "  254  Grids wrap their tiles four to a …",
            "  294  Ada Lovelace  @ada",
            "  349  [blue 1] | [blue 2] | [blue 3] | [blue 4]",
        ])
    }
}
