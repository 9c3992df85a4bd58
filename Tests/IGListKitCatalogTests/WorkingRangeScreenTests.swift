@testable import IGListKitCatalog
import XCTest

/// IGListKit's working-range screen, with a range of two sections: the
/// first four sections enter at once and start their downloads, which land
/// on the screen's clock before the step ends. Dragging down 100 points at
/// a time slides the range one section at a time; a section downloaded
/// before is not downloaded again. An insert at the top shifts the
/// sections: the range is the same photos but for one at each end.
final class WorkingRangeScreenTests: XCTestCase {
    func testWhatIsOnScreenAfterEachStep() async {
        let lines = await MainActor.run { WorkingRangeScreen.demo() }
        XCTAssertEqual(lines, [
            "== opened (offset 0 of 3410)",
            "    0  photos/320x250",
            "   55  [photo photos/320x250]",
            "  305  photos/320x310",
            "  360  [photo photos/320x310]",
            "   > section 0 entered the range",
            "   > downloading photos/320x250",
            "   > section 1 entered the range",
            "   > downloading photos/320x310",
            "   > section 2 entered the range",
            "   > downloading photos/320x220",
            "   > section 3 entered the range",
            "   > downloading photos/320x380",
            "   > downloaded photos/320x250",
            "   > downloaded photos/320x310",
            "   > downloaded photos/320x220",
            "   > downloaded photos/320x380",
            "== dragged down to 1500, 100 points at a time (offset 1500 of 3410)",
            " 1435  [photo photos/320x270]",
            " 1705  photos/320x330",
            " 1760  [photo photos/320x330]",
            "   > section 4 entered the range",
            "   > downloading photos/320x270",
            "   > section 5 entered the range",
            "   > downloading photos/320x330",
            "   > section 0 left the range",
            "   > section 6 entered the range",
            "   > downloading photos/320x240",
            "   > section 1 left the range",
            "   > section 7 entered the range",
            "   > downloading photos/320x360",
            "   > downloaded photos/320x270",
            "   > downloaded photos/320x330",
            "   > downloaded photos/320x240",
            "   > downloaded photos/320x360",
            "== tapped the address of the 330-point photo (offset 1500 of 3410)",
            " 1435  [photo photos/320x270]",
            " 1705  photos/320x330 (selected)",
            " 1760  [photo photos/320x330]",
            "   > tapped photos/320x330 in section 5",
            "== a 200-point photo added at the top (offset 1500 of 3665)",
            " 1255  [photo photos/320x380]",
            " 1635  photos/320x270",
            " 1690  [photo photos/320x270]",
            "   > section 2 entered the range",
            "   > section 8 left the range",
        ])
    }
}
