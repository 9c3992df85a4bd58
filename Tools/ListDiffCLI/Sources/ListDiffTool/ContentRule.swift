/// What of two JSON elements with the same identity is compared to decide
/// whether the element was updated, and how their differences are listed.
public final class ContentRule {
    public enum Scope {
        /// The whole JSON value.
        case whole
        /// Only the values at these key paths (`--compare`).
        case paths([KeyPath])
    }

    /// The scope, a `--compare` path given twice kept once (see
    /// ``ComparedPaths``).
    let scope: Scope
    /// The paths compared: none for the whole value.
    private let compared: [KeyPath]

    public init(_ scope: Scope) {
        switch scope {
        case .whole:
            self.scope = .whole
            compared = []
        case .paths(let given):
            let paths = ComparedPaths(given)
            self.scope = .paths(paths.distinct)
            compared = paths.compared
        }
    }

    /// Whether `old` and `new` (same identity, different bytes) have equal contents.
    func equal(_ old: JSONSlice, _ new: JSONSlice) -> Bool {
        switch scope {
        case .whole: return JSONComparison.equal(old, new)
        case .paths:
            return compared.allSatisfy { JSONComparison.equal(old.value(at: $0), new.value(at: $0)) }
        }
    }

    /// Calls `body` with what is compared of `old` and `new`: the whole
    /// values (no path), or the values at each compared path (nil: absent),
    /// with the path.
    func forEachComparedPart(
        _ old: JSONSlice, _ new: JSONSlice, _ body: (_ path: KeyPath?, _ old: JSONSlice?, _ new: JSONSlice?) -> Void
    ) {
        switch scope {
        case .whole: body(nil, old, new)
        case .paths:
            for path in compared { body(path, old.value(at: path), new.value(at: path)) }
        }
    }
}
