@testable import IGListKitCatalog
import XCTest

/// IGListKit's reorderable screen: a cell dragged onto another section
/// moves its section, and the move delegate takes the order into the data,
/// so the removal through `performUpdates` keeps it.
final class ReorderScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { ReorderScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 1100)",
            "    0  Cell: 1",
            "   55  Cell: 2",
            "  110  Cell: 3",
            "  165  Cell: 4",
            "  220  Cell: 5",
            "  275  Cell: 6",
            "== dragged Cell: 1 below Cell: 3 (offset 0 of 1100)",
            "    0  Cell: 2",
            "   55  Cell: 3",
            "  110  Cell: 1",
            "  165  Cell: 4",
            "  220  Cell: 5",
            "  275  Cell: 6",
            "   > moved Cell: 1; the data begins 2, 3, 1, 4, 5, 6, …",
            "== dragged Cell: 6 to the top (offset 0 of 1100)",
            "    0  Cell: 6",
            "   55  Cell: 2",
            "  110  Cell: 3",
            "  165  Cell: 1",
            "  220  Cell: 4",
            "  275  Cell: 5",
            "   > moved Cell: 6; the data begins 6, 2, 3, 1, 4, 5, …",
            "== Cell: 3 removed: the new order stays (offset 0 of 1045)",
            "    0  Cell: 6",
            "   55  Cell: 2",
            "  110  Cell: 1",
            "  165  Cell: 4",
            "  220  Cell: 5",
            "  275  Cell: 7",
            "== scrolled to 660 (offset 660 of 1045)",
            "  660  Cell: 14",
            "  715  Cell: 15",
            "  770  Cell: 16",
            "  825  Cell: 17",
            "  880  Cell: 18",
            "  935  Cell: 19",
            "== tapped [13, 0] (offset 660 of 1045)",
            "  660  Cell: 14",
            "  715  Cell: 15 (selected)",
            "  770  Cell: 16",
            "  825  Cell: 17",
            "  880  Cell: 18",
            "  935  Cell: 19",
            "   > tapped Cell: 15",
        ])
    }
}
