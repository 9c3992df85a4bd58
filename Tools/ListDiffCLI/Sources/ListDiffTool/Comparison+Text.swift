import ListDiff

extension Comparison {
    /// The longest element, key or value shown on a listing line, in Unicode scalars.
    static let shownLimit = 100

    /// Writes the readable listing: deletes (`-`), inserts (`+`), updates
    /// (`~`, with what changed; not in the batch form), moves (`>`), then a
    /// summary line.
    public func writeText(color: Bool, to output: OutputWriter) throws {
        func line(_ code: String, _ parts: [UInt8]...) throws {
            if color { try output.write("\u{1B}[\(code)m") }
            for part in parts { try output.write(part) }
            try output.write(color ? "\u{1B}[0m\n" : "\n")
        }
        for index in shown.deletes {
            try line("31", Array("- old[\(index)] ".utf8), shownText(of: old, at: index))
        }
        for index in shown.inserts {
            try line("32", Array("+ new[\(index)] ".utf8), shownText(of: new, at: index))
        }
        if !batch && lines == nil {  // a line is its own identity and content: lines are never updated
            for update in try result.changeset(from: old.elements, to: new.elements).updates {
                let description = UpdateDescription(
                    old: old.elements[update.from], new: update.element, keyPath: keyPath, rule: rule,
                    limit: Self.shownLimit)
                try line("33", Array("~ old[\(update.from)] -> new[\(update.to)] ".utf8), description.text)
            }
        }
        for move in shown.moves {
            try line("36", Array("> old[\(move.from)] -> new[\(move.to)] ".utf8), shownText(of: old, at: move.from))
        }
        try output.write((hasChanges ? "" : "no changes: ") + summary + "\n")
    }

    /// An element as listed: JSON without whitespace, or a line as a JSON
    /// string, cut at ``shownLimit`` scalars.
    private func shownText(of input: Input, at index: Int) -> [UInt8] {
        guard let lines else { return JSONMinifier.clipped(input.elements[index].value, limit: Self.shownLimit) }
        let line = (input === old ? lines.old : lines.new).lines[index]
        // Enough bytes for the limit even if every scalar took four.
        return ClippedText.clip(lines.quoted(line, upTo: 4 * Self.shownLimit), limit: Self.shownLimit)
    }
}
