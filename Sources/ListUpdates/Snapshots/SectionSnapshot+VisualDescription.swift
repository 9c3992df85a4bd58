extension SectionSnapshot {
    /// The outline drawn as text, for logs and tests: one line per item,
    /// depth first, indented two spaces per level, then a mark and the item
    /// (as `String(describing:)` writes it). The mark is `v` for an item with
    /// children that is expanded, `>` for one that is collapsed, and `-` for
    /// an item without children. Lines are joined by newlines (none at the
    /// end; an empty outline gives ""). Past level 32 the indentation stops
    /// growing and the line says its level instead, so that a very deep
    /// outline draws in linear space.
    ///
    /// ```swift
    /// // Fruit (expanded) > [Apple (collapsed) > [Gala], Pear]
    /// print(outline.visualDescription())
    /// // v Fruit
    /// //   > Apple
    /// //     - Gala
    /// //   - Pear
    /// ```
    ///
    /// Complexity: O(n) expected, plus the length of the items' descriptions.
    public func visualDescription() -> String {
        let maxIndent = 32
        var lines: [String] = []
        lines.reserveCapacity(order.count)
        for item in order.elements {
            let level = levels[item]!
            var line = String(repeating: "  ", count: Swift.min(level, maxIndent))
            if level > maxIndent { line += "(level \(level)) " }
            let hasChildren = (children[item]?.count ?? 0) > 0
            line += hasChildren ? (expanded.contains(item) ? "v " : "> ") : "- "
            line += String(describing: item)
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
