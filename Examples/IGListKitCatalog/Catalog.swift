import ListKitTesting

/// The catalogue: every screen, in the order of IGListKit's demo list that
/// this package mirrors, with its demo.
@MainActor
enum Catalog {
    /// Each screen's name and its demo (the lines after each step).
    static let screens: [(name: String, demo: @MainActor () -> [String])] = [
        ("SupplementaryScreen", SupplementaryScreen.demo),
        ("SearchScreen", SearchScreen.demo),
        ("MixedDataScreen", MixedDataScreen.demo),
        ("NestedAdapterScreen", NestedAdapterScreen.demo),
        ("WorkingRangeScreen", WorkingRangeScreen.demo),
        ("DisplayScreen", DisplayScreen.demo),
        ("SingleSectionScreen", SingleSectionScreen.demo),
        ("ReorderScreen", ReorderScreen.demo),
        ("LoadMoreScreen", LoadMoreScreen.demo),
        ("SelfSizingCellsScreen", SelfSizingCellsScreen.demo),
        ("CalendarScreen", CalendarScreen.demo),
        ("CompositionalLayoutScreen", CompositionalLayoutScreen.demo),
        ("StickyHeadersScreen", StickyHeadersScreen.demo),
    ]

    /// Every screen's demo under a title line, a blank line between screens.
    static func printout() -> [String] {
        var lines: [String] = []
        for (index, screen) in screens.enumerated() {
            if index > 0 { lines.append("") }
            lines.append("#### \(screen.name)")
            lines += screen.demo()
        }
        return lines
    }
}
