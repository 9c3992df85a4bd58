import Dispatch
import ListDiff

/// The diff of two loaded inputs; ``writeText(color:to:)`` and
/// ``writeJSON(to:)`` render it.
public struct Comparison {
    let old: Input
    let new: Input
    /// For `--lines`: both inputs' lines (the inputs hold no elements).
    let lines: Lines?
    let result: List.Result
    /// Whether the renderings show the collection-view-safe batch form.
    let batch: Bool
    /// What the renderings list: `result`, or its batch form (computed once).
    let shown: List.Result
    /// The identity's path, shown on update lines.
    let keyPath: KeyPath?
    /// What is compared for updates.
    let rule: ContentRule
    /// Seconds spent in the diff itself; for `--lines`, splitting the lines
    /// and finding the equal ones included.
    public let diffSeconds: Double

    /// Diffs `old` into `new`, which were loaded with `keyPath` and `rule`.
    /// With `batch`, the renderings show the collection-view-safe form:
    /// updates become a delete and an insert. Throws when a `--compare` path
    /// is in no element of either list.
    public init(
        old: Input, new: Input, keyPath: KeyPath?, rule: ContentRule, moves: MoveStrategy, batch: Bool = false
    ) throws {
        if case .paths(let paths) = rule.scope, old.elements.count + new.elements.count > 0 {
            for (index, path) in paths.enumerated()
            where !old.comparedPathsFound[index] && !new.comparedPathsFound[index] {
                throw ToolError("--compare: no element of either list has the key '\(path)'")
            }
        }
        self.old = old
        self.new = new
        self.keyPath = keyPath
        self.rule = rule
        self.batch = batch
        let start = DispatchTime.now().uptimeNanoseconds
        switch old.format {
        case .lines:
            let lines = Lines(old: old, new: new)
            result = List.diffing(oldArray: lines.old.lines, newArray: lines.new.lines, identifiedBy: \.place, moves: moves)
            self.lines = lines
        case .json:
            let diffed = List.diffing(oldArray: old.elements, newArray: new.elements, identifiedBy: \.key, moves: moves)
            let duplicated = old.duplicates != nil || new.duplicates != nil
            result = duplicated ? try Self.withoutUnchangedPairs(diffed, old: old.elements, new: new.elements) : diffed
            lines = nil
        }
        diffSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        shown = batch ? result.forBatchUpdates() : result
    }

    /// `result` without the updates of pairs whose elements are equal.
    ///
    /// IGListDiff, and the library on purpose, flags updates per identifier:
    /// with a duplicated key, one changed pair flags every pair with that key
    /// (k-th old to k-th new), unchanged ones included. The tool lists only
    /// the pairs that differ, so the listing, the counts, the JSON changeset
    /// and the batch (which turns each update into a delete and an insert)
    /// agree. Only called when a key is duplicated; each update is compared
    /// once more.
    private static func withoutUnchangedPairs(
        _ result: List.Result, old: [Element], new: [Element]
    ) throws -> List.Result {
        var kept = result
        for pair in try result.changeset(from: old, to: new).updates where old[pair.from] == new[pair.to] {
            kept.updates.remove(pair.from)
        }
        return kept
    }

    /// Whether the lists differ (exit status 1).
    public var hasChanges: Bool { result.hasChanges }

    /// The number of elements in the old list.
    public var oldCount: Int { lines?.old.lines.count ?? old.elements.count }

    /// The number of elements in the new list.
    public var newCount: Int { lines?.new.lines.count ?? new.elements.count }

    /// `2 deletes, 2 inserts, 2 updates, 3 moves`.
    public var summary: String {
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return [count(shown.deletes.count, "delete"), count(shown.inserts.count, "insert"),
                count(shown.updates.count, "update"), count(shown.moves.count, "move")].joined(separator: ", ")
    }

    /// Notes for standard error: duplicated keys (matched k-th to k-th) and
    /// line endings that differ between the inputs. The characters a
    /// terminal acts on, in the inputs' names, are escaped.
    public var notes: [String] { rawNotes.map { JSONString.escapingTerminalControls($0) } }

    private var rawNotes: [String] {
        guard let lines else {
            return [old, new].compactMap { input in
                input.duplicates.map { Self.note($0, in: input, first: Array($0.first.description.utf8)) }
            }
        }
        var notes = [(old, lines.old), (new, lines.new)].compactMap { input, side in
            side.duplicates.map { Self.note($0, in: input, first: lines.quoted($0.first)) }
        }
        if let oldEndings = lines.old.endings, let newEndings = lines.new.endings, oldEndings != newEndings {
            notes.append("note: line endings differ (\(old.name): \(oldEndings.rawValue), \(new.name): \(newEndings.rawValue)); a CR before LF is not part of a line, so lines are compared without it")
        }
        return notes
    }

    /// The note on `input`'s duplicated keys, the first of which reads `first`.
    private static func note<Identity>(_ duplicates: DuplicateKeys<Identity>, in input: Input, first: [UInt8]) -> String {
        let first = String(decoding: ClippedText.clip(first, limit: 100), as: UTF8.self)
        return "note: \(input.name) has \(duplicates.count) duplicated key\(duplicates.count == 1 ? "" : "s") (first: \(first) ×\(duplicates.firstCount)); duplicates are matched in order, k-th to k-th, as IGListDiff does"
    }
}
