/// What of two JSON elements with the same identity is compared to decide
/// whether the element was updated, and how their differences are listed.
public final class ContentRule {
    public enum Scope {
        /// The whole JSON value.
        case whole
        /// Only the values at these key paths (`--compare`).
        case paths([KeyPath])
    }

    let scope: Scope

    public init(_ scope: Scope) { self.scope = scope }

    /// Whether `old` and `new` (same identity, different bytes) have equal contents.
    func equal(_ old: JSONSlice, _ new: JSONSlice) -> Bool {
        switch scope {
        case .whole: return JSONComparison.equal(old, new)
        case .paths(let paths):
            return paths.allSatisfy { JSONComparison.equal(old.value(at: $0), new.value(at: $0)) }
        }
    }

    /// The differences that make `old` and `new` an update, each with its
    /// path from the element (under `--compare`, from the compared path).
    func differences(_ old: JSONSlice, _ new: JSONSlice) -> [(prefix: KeyPath?, difference: JSONDifference)] {
        switch scope {
        case .whole: return JSONComparison.differences(old, new).map { (nil, $0) }
        case .paths(let paths):
            return paths.flatMap { path in
                JSONComparison.differences(old.value(at: path), new.value(at: path)).map { (path, $0) }
            }
        }
    }
}
