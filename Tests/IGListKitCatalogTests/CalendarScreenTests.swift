@testable import IGListKitCatalog
import XCTest

/// IGListKit's calendar screen, a binding section controller: selecting a
/// day rebinds its cell in place and inserts its appointments (one cell
/// asked for, the one appointment on screen); new appointments in the
/// month through `performUpdates` rebind two days and insert one row off
/// screen (no cell asked for); selecting the day again removes the rows.
final class CalendarScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { CalendarScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 255)",
            "    0  JUNE",
            "   30  1 | 2• | 3 | 4• | 5 | 6 | 7••",
            "   75  8 | 9 | 10* | 11 | 12• | 13 | 14",
            "  120  15 | 16 | 17•• | 18 | 19 | 20 | 21•",
            "  165  22 | 23 | 24 | 25• | 26• | 27 | 28",
            "  210  29 | 30",
            "== tapped June 7 (offset 0 of 335)",
            "    0  JUNE",
            "   30  1 | 2• | 3 | 4• | 5 | 6 | [7••]",
            "   75  8 | 9 | 10* | 11 | 12• | 13 | 14",
            "  120  15 | 16 | 17•• | 18 | 19 | 20 | 21•",
            "  165  22 | 23 | 24 | 25• | 26• | 27 | 28",
            "  210  29 | 30",
            "  255  - Standup",
            "   > selected day 7",
            "   (cells asked for: 1)",
            "== an appointment added on the 7th and one on the 9th (offset 0 of 375)",
            "    0  JUNE",
            "   30  1 | 2• | 3 | 4• | 5 | 6 | [7•••]",
            "   75  8 | 9• | 10* | 11 | 12• | 13 | 14",
            "  120  15 | 16 | 17•• | 18 | 19 | 20 | 21•",
            "  165  22 | 23 | 24 | 25• | 26• | 27 | 28",
            "  210  29 | 30",
            "  255  - Standup",
            "   (cells asked for: 0)",
            "== scrolled to the end (offset 95 of 375)",
            "   75  8 | 9• | 10* | 11 | 12• | 13 | 14",
            "  120  15 | 16 | 17•• | 18 | 19 | 20 | 21•",
            "  165  22 | 23 | 24 | 25• | 26• | 27 | 28",
            "  210  29 | 30",
            "  255  - Standup",
            "  295  - Code review",
            "  335  - Lunch",
            "== back to the top, tapped June 7 again: the day closes (offset 0 of 255)",
            "    0  JUNE",
            "   30  1 | 2• | 3 | 4• | 5 | 6 | 7•••",
            "   75  8 | 9• | 10* | 11 | 12• | 13 | 14",
            "  120  15 | 16 | 17•• | 18 | 19 | 20 | 21•",
            "  165  22 | 23 | 24 | 25• | 26• | 27 | 28",
            "  210  29 | 30",
            "   > closed day 7",
        ])
    }
}
