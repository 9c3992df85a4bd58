@testable import IGListKitCatalog
import XCTest

/// IGListKit's supplementary-view screen: each post's comments between its
/// author's header and its comment-count footer. A new comment reloads the
/// post's section, so its footer counts three; the removed post takes its
/// header and footer with it (content 760 → 680: 190 + 245 + 135 + 190
/// before, the middle post gone and 55 added after); a tap reaches the
/// controller with the comment.
final class SupplementaryScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { SupplementaryScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 760)",
            "    0  # Ada @ada",
            "   40  Ship it",
            "   95  Which build?",
            "  150  = 2 comments",
            "  190  # Grace @grace",
            "  230  Nice",
            "  285  Tested on Linux?",
            "== a comment on Ada's post, Alan's post gone (offset 0 of 680)",
            "    0  # Ada @ada",
            "   40  Ship it",
            "   95  Which build?",
            "  150  This one",
            "  205  = 3 comments",
            "  245  # Grace @grace",
            "  285  Nice",
            "== scrolled to 250 (offset 250 of 680)",
            "  245  # Grace @grace",
            "  285  Nice",
            "  340  Tested on Linux?",
            "  395  Yes",
            "  450  = 3 comments",
            "  490  # Edsger @edsger",
            "  530  Considered harmful",
            "== tapped Grace's second comment (offset 250 of 680)",
            "  245  # Grace @grace",
            "  285  Nice",
            "  340  Tested on Linux? (selected)",
            "  395  Yes",
            "  450  = 3 comments",
            "  490  # Edsger @edsger",
            "  530  Considered harmful",
            "   > tapped “Tested on Linux?” under @grace",
        ])
    }
}
