@testable import IGListKitCatalog
import XCTest

/// The catalogue as `swift run IGListKitCatalog` prints it: every screen,
/// once, in order, under its title, and each demo the same on every run.
/// The screens' own tests pin their lines.
final class CatalogTests: XCTestCase {
    func testTheCatalogueListsEveryScreenInOrder() async {
        let names = await MainActor.run { Catalog.screens.map(\.name) }
        XCTAssertEqual(names, [
            "SupplementaryScreen", "SearchScreen", "MixedDataScreen", "NestedAdapterScreen", "WorkingRangeScreen",
            "DisplayScreen", "SingleSectionScreen", "ReorderScreen", "LoadMoreScreen", "SelfSizingCellsScreen",
            "CalendarScreen", "CompositionalLayoutScreen", "StickyHeadersScreen",
        ])
    }

    func testThePrintoutIsEachDemoUnderItsTitle() async {
        let (printout, expected) = await MainActor.run { () -> ([String], [String]) in
            var expected: [String] = []
            for (index, screen) in Catalog.screens.enumerated() {
                expected += (index > 0 ? [""] : []) + ["#### \(screen.name)"] + screen.demo()
            }
            return (Catalog.printout(), expected)
        }
        XCTAssertEqual(printout, expected)
        XCTAssertEqual(printout.filter { $0.hasPrefix("#### ") }.count, 13)
    }

    /// No step of any screen made the view record a fault (a line after
    /// `!`) or the adapter correct anything (a diagnostic in the log).
    func testNoScreenRecordsAFaultOrADiagnostic() async {
        let printout = await MainActor.run { Catalog.printout() }
        XCTAssertEqual(printout.filter { $0.hasPrefix("   ! ") || $0.contains("> diagnostic:") }, [])
    }
}
