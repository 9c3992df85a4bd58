import Dispatch
import ListDiff

/// The diff of two loaded inputs, and its renderings.
public struct Comparison {
    public let old: Input
    public let new: Input
    public let result: List.Result
    /// Whether the renderings show the collection-view-safe batch form.
    public let batch: Bool
    /// What the renderings list: `result`, or its batch form (computed once).
    private let shown: List.Result
    /// Seconds spent in the diff itself.
    public let diffSeconds: Double

    /// Diffs `old` into `new`. With `batch`, the renderings show the
    /// collection-view-safe form: updates become a delete and an insert.
    public init(old: Input, new: Input, moves: MoveStrategy, batch: Bool = false) {
        self.old = old
        self.new = new
        self.batch = batch
        let start = DispatchTime.now().uptimeNanoseconds
        result = List.diffing(oldArray: old.elements, newArray: new.elements, identifiedBy: \.key, moves: moves)
        diffSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        shown = batch ? result.forBatchUpdates() : result
    }

    /// Whether the lists differ (exit status 1).
    public var hasChanges: Bool { result.hasChanges }

    /// `2 deletes, 2 inserts, 2 updates, 3 moves`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return [count(shown.deletes.count, "delete"), count(shown.inserts.count, "insert"),
                count(shown.updates.count, "update"), count(shown.moves.count, "move")].joined(separator: ", ")
    }

    /// Notes on duplicated keys, which are matched k-th to k-th.
    public var duplicateNotes: [String] {
        [old, new].compactMap { input in
            let duplicates = input.duplicates
            guard let first = duplicates.first else { return nil }
            return "note: \(input.path) has \(duplicates.count) duplicated key\(duplicates.count == 1 ? "" : "s") (first: \(first.key) ×\(first.count)); duplicates are matched in order, k-th to k-th, as IGListDiff does"
        }
    }

    /// The readable listing: deletes, inserts, updates (old -> new index)
    /// and moves, then a summary line (in the batch form, no updates).
    public func text(color: Bool) -> String {
        var text = ""
        writeText(color: color) { text += $0 }
        return text
    }

    /// The listing of ``text(color:)``, handed to `write` in chunks of
    /// about a megabyte, so that a million-line listing is never one string.
    public func writeText(color: Bool, to write: (String) -> Void) {
        var chunk = ""
        func line(_ text: String, _ code: String) {
            if color { chunk += "\u{1B}[\(code)m" }
            chunk += text
            chunk += color ? "\u{1B}[0m\n" : "\n"
            if chunk.utf8.count >= 1 << 20 {
                write(chunk)
                chunk = ""
            }
        }
        for index in shown.deletes { line("- old[\(index)] \(Self.clip(old.elements[index].value.json))", "31") }
        for index in shown.inserts { line("+ new[\(index)] \(Self.clip(new.elements[index].value.json))", "32") }
        if !batch, let changeset = try? result.changeset(from: old.elements, to: new.elements) {
            for update in changeset.updates {
                let before = Self.clip(old.elements[update.from].value.json, 60)
                let after = Self.clip(update.element.value.json, 60)
                line("~ old[\(update.from)] -> new[\(update.to)] \(before) => \(after)", "33")
            }
        }
        for move in shown.moves {
            line("> old[\(move.from)] -> new[\(move.to)] \(Self.clip(old.elements[move.from].value.json))", "36")
        }
        chunk += (hasChanges ? "" : "no changes: ") + summary + "\n"
        write(chunk)
    }

    /// A machine-readable changeset: `{"oldCount","newCount","deletes",
    /// "inserts":[{"index","element"}],"updates":[{"from","to","element"}],
    /// "moves":[{"from","to"}]}`; with `batch`, `{"deletes","inserts","moves"}`
    /// of indexes only.
    public func json() -> String {
        func list(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
        func move(_ move: List.MoveIndex) -> String { "{\"from\":\(move.from),\"to\":\(move.to)}" }
        if batch {
            return "{\"deletes\":\(list(shown.deletes.map(String.init))),\"inserts\":\(list(shown.inserts.map(String.init))),\"moves\":\(list(shown.moves.map(move)))}\n"
        }
        // The lists are the ones the result was computed from.
        let changeset = try! result.changeset(from: old.elements, to: new.elements)
        let inserts = changeset.inserts.map { "{\"index\":\($0.index),\"element\":\($0.element.value.json)}" }
        let updates = changeset.updates.map { "{\"from\":\($0.from),\"to\":\($0.to),\"element\":\($0.element.value.json)}" }
        return "{\"oldCount\":\(changeset.oldCount),\"newCount\":\(changeset.newCount),\"deletes\":\(list(changeset.deletes.map(String.init))),\"inserts\":\(list(inserts)),\"updates\":\(list(updates)),\"moves\":\(list(changeset.moves.map(move)))}\n"
    }

    /// At most `limit` Unicode scalars (cheap to count, unlike characters).
    static func clip(_ text: String, _ limit: Int = 100) -> String {
        text.utf8.count <= limit || text.unicodeScalars.count <= limit
            ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit - 1))) + "…"
    }
}
