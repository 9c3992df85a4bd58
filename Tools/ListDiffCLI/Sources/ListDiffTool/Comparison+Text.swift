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
        if !batch {
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
        let element = input.elements[index]
        switch input.format {
        case .json:
            return JSONMinifier.clipped(element.value, limit: Self.shownLimit)
        case .lines:
            // Enough bytes for the limit even if every scalar took four.
            let text = element.text
            var quoted: [UInt8] = []
            JSONString.appendQuoted(UnsafeBufferPointer(rebasing: text.prefix(4 * Self.shownLimit)), to: &quoted)
            return ClippedText.clip(quoted, limit: Self.shownLimit)
        }
    }
}
