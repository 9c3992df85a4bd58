import Dispatch
import ListDiff

/// The diff of two loaded inputs; ``writeText(color:to:)`` and
/// ``writeJSON(to:)`` render it.
public struct Comparison {
    let old: Input
    let new: Input
    let result: List.Result
    /// Whether the renderings show the collection-view-safe batch form.
    let batch: Bool
    /// What the renderings list: `result`, or its batch form (computed once).
    let shown: List.Result
    /// The identity's path, shown on update lines.
    let keyPath: KeyPath?
    /// What is compared for updates.
    let rule: ContentRule
    /// Seconds spent in the diff itself.
    public let diffSeconds: Double

    /// Diffs `old` into `new`, which were loaded with `keyPath` and `rule`.
    /// With `batch`, the renderings show the collection-view-safe form:
    /// updates become a delete and an insert. Throws when a `--compare` path
    /// is in no element of either list.
    public init(
        old: Input, new: Input, keyPath: KeyPath?, rule: ContentRule, moves: MoveStrategy, batch: Bool = false
    ) throws {
        if case .paths(let paths) = rule.scope, old.count + new.count > 0 {
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

    /// Notes for standard error: duplicated keys (matched k-th to k-th) and
    /// line endings that differ between the inputs.
    public var notes: [String] {
        var notes: [String] = [old, new].compactMap { input in
            guard let duplicates = input.duplicates else { return nil }
            let first = String(decoding: ClippedText.clip(Array(duplicates.first.description.utf8), limit: 100), as: UTF8.self)
            return "note: \(input.name) has \(duplicates.count) duplicated key\(duplicates.count == 1 ? "" : "s") (first: \(first) ×\(duplicates.firstCount)); duplicates are matched in order, k-th to k-th, as IGListDiff does"
        }
        if let oldEndings = old.lineEndings, let newEndings = new.lineEndings, oldEndings != newEndings {
            notes.append("note: line endings differ (\(old.name): \(oldEndings.rawValue), \(new.name): \(newEndings.rawValue)); a CR before LF is not part of a line, so lines are compared without it")
        }
        return notes
    }
}
