import ListDiff

extension Comparison {
    /// Writes a machine-readable changeset that `List.Changeset` decodes:
    /// `{"oldCount","newCount","deletes","inserts":[{"index","element"}],
    /// "updates":[{"from","to","element"}],"moves":[{"from","to"}]}`; in the
    /// batch form `{"deletes","inserts","moves"}` of indexes only. Elements
    /// are JSON without whitespace; lines are JSON strings.
    public func writeJSON(to output: OutputWriter) throws {
        func list<Items: Sequence>(_ name: String, _ items: Items, _ item: (Items.Element) throws -> Void) throws {
            try output.write("\"\(name)\":[")
            var first = true
            for element in items {
                if !first { try output.write(",") }
                first = false
                try item(element)
            }
            try output.write("]")
        }
        func move(_ move: List.MoveIndex) throws { try output.write("{\"from\":\(move.from),\"to\":\(move.to)}") }
        func index(_ index: Int) throws { try output.write(String(index)) }
        // Lines and JSON elements make changesets of different types.
        func write<Item>(_ changeset: List.Changeset<Item>, json: (Item) -> [UInt8]) throws {
            try output.write("\"oldCount\":\(changeset.oldCount),\"newCount\":\(changeset.newCount),")
            try list("deletes", changeset.deletes, index)
            try output.write(",")
            try list("inserts", changeset.inserts) { insert in
                try output.write("{\"index\":\(insert.index),\"element\":")
                try output.write(json(insert.element))
                try output.write("}")
            }
            try output.write(",")
            try list("updates", changeset.updates) { update in
                try output.write("{\"from\":\(update.from),\"to\":\(update.to),\"element\":")
                try output.write(json(update.element))
                try output.write("}")
            }
            try output.write(",")
            try list("moves", changeset.moves, move)
        }
        try output.write("{")
        if batch {
            try list("deletes", shown.deletes, index)
            try output.write(",")
            try list("inserts", shown.inserts, index)
            try output.write(",")
            try list("moves", shown.moves, move)
        } else if let lines {
            try write(result.changeset(from: lines.old.lines, to: lines.new.lines)) { lines.quoted($0) }
        } else {
            try write(result.changeset(from: old.elements, to: new.elements)) { element in
                var text: [UInt8] = []
                JSONMinifier.append(element.value, to: &text)
                return text
            }
        }
        try output.write("}\n")
    }
}
