@testable import IGListKitCatalog
import XCTest

/// IGListKit's `ListCollectionViewLayout` on the catalogue's sticky-headers
/// screen, by the rules of its documentation: items of several sections
/// share a row while they fit (tags 90 wide with the section's interitem
/// spacing of 6 after each: at 0, 96, 192; a fourth, ending at 378, starts
/// a new row); a section with a header starts a new row, its header above
/// its first item (Ada's header at 30, her comments of 55 from 70, her
/// footer of 40 at 235); the next row starts below everything before it
/// (the tags at 275, Grace's header at 305). A sticky header stays at the
/// top of the visible bounds while its section is under it (at 100 when
/// scrolled to 100) and is pushed up where the next section starts, less
/// its height (275 − 40 = 235 when scrolled to 250).
final class StickyHeadersScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { StickyHeadersScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 495)",
            "    0  #swift | #lists | #layout",
            "   30  # Ada @ada",
            "   70  Rows are shared",
            "  125  Across sections",
            "  180  Until one is full",
            "== scrolled to 100: Ada's header sticks (offset 100 of 495)",
            "   70  Rows are shared",
            "  100  # Ada @ada",
            "  125  Across sections",
            "  180  Until one is full",
            "  235  = 3 comments",
            "  275  #ios | #uikit",
            "== scrolled to 250: the tags below push it up (offset 250 of 495)",
            "  235  # Ada @ada | = 3 comments",
            "  275  #ios | #uikit",
            "  305  # Grace @grace",
            "  345  Headers stick",
            "  400  Then move on",
            "== back to the top, a tag added after the first three (offset 0 of 525)",
            "    0  #swift | #lists | #layout",
            "   30  #headless",
            "   60  # Ada @ada",
            "  100  Rows are shared",
            "  155  Across sections",
        ])
    }
}
