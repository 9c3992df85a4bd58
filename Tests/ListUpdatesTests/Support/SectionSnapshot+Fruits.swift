import ListUpdates

extension SectionSnapshot where ItemID == String {
    /// Fruit > [Apple > [Gala], Pear], Vegetables > [Leek]; all collapsed:
    /// the outline the section snapshot tests start from.
    static func fruits() throws -> SectionSnapshot {
        var outline = SectionSnapshot()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try outline.append(["Gala"], to: "Apple")
        try outline.append(["Leek"], to: "Vegetables")
        return outline
    }
}
