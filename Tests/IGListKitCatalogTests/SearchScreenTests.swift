@testable import IGListKitCatalog
import XCTest

/// IGListKit's search screen: the bar's controller hears the typing and
/// the screen filters the words (9 of 12 contain "e": 44 + 9 × 55 = 539).
/// A drag ends editing through the bar controller's scroll delegate; a
/// query that leaves the content shorter than the view moves the offset
/// back to 0, which is a scroll too, so editing ends again.
final class SearchScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { SearchScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 704)",
            "    0  [search: ]",
            "   44  apple",
            "   99  banana",
            "  154  cherry",
            "  209  grape",
            "  264  lemon",
            "== typed \"e\" (offset 0 of 539)",
            "    0  [search: e|]",
            "   44  apple",
            "   99  cherry",
            "  154  grape",
            "  209  lemon",
            "  264  melon",
            "   > query \"e\"",
            "== dragged to 30: editing ends (offset 30 of 539)",
            "    0  [search: e]",
            "   44  apple",
            "   99  cherry",
            "  154  grape",
            "  209  lemon",
            "  264  melon",
            "  319  orange",
            "== tapped lemon (offset 30 of 539)",
            "    0  [search: e]",
            "   44  apple",
            "   99  cherry",
            "  154  grape",
            "  209  lemon (selected)",
            "  264  melon",
            "  319  orange",
            "   > picked lemon",
            "== typed \"an\" (offset 0 of 209)",
            "    0  [search: an]",
            "   44  banana",
            "   99  mango",
            "  154  orange",
            "   > query \"an\"",
        ])
    }
}
