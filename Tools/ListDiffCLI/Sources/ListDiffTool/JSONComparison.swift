#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exact comparison of two JSON values by what they mean: objects by their
/// members in any order (a repeated member name counts once, with its last
/// value, as in jq), arrays element by element, strings by their text
/// (escapes resolved), numbers by ``CanonicalNumber``. Objects are compared
/// through their members sorted by name: O(n log n) for n members, whatever
/// their order.
enum JSONComparison {
    /// Whether two values (nil: absent) are the same.
    static func equal(_ old: JSONSlice?, _ new: JSONSlice?) -> Bool {
        var same = true
        var path: [JSONDifference.Step] = []
        _ = walk(old, new, path: &path) { _ in
            same = false
            return false
        }
        return same
    }

    /// Calls `body` with each difference between two values (nil: absent):
    /// the members and elements, at any depth, whose values differ, and the
    /// members added or removed, in the order of the new object (removed
    /// members last, in the old order). Arrays of different lengths are
    /// reported whole.
    ///
    /// Each difference is handed over as it is found, not collected: its
    /// path is the walk's own, and a list of a million differences 500
    /// levels down held a copy of the path for each (1.2 GB for a 1 MB
    /// input).
    static func forEachDifference(_ old: JSONSlice?, _ new: JSONSlice?, _ body: (JSONDifference) -> Void) {
        var path: [JSONDifference.Step] = []
        _ = walk(old, new, path: &path) { difference in
            body(difference)
            return true
        }
    }

    /// Reports each difference under `path` until `report` returns false;
    /// returns false when it did.
    private static func walk(
        _ old: JSONSlice?, _ new: JSONSlice?, path: inout [JSONDifference.Step],
        report: (JSONDifference) -> Bool
    ) -> Bool {
        guard var old, var new else {
            if old == nil && new == nil { return true }
            return report(JSONDifference(path: path, old: old, new: new))
        }
        if sameBytes(old.bytes, new.bytes) { return true }
        let kind = old.kind
        guard kind == new.kind else { return report(JSONDifference(path: path, old: old, new: new)) }
        // Two levels down, the containers' ends are found once for all the
        // levels under this one: a value is then read at most three times
        // plus once for its ends, however deep it goes, and the many
        // shallow values (an object of scalars, arrays and objects of
        // scalars) spend nothing on them.
        var ends: (ContainerEnds, ContainerEnds)?
        if (kind == .object || kind == .array) && path.count >= 2 && !old.carriesContainerEnds {
            let found = (ContainerEnds(old.bytes), ContainerEnds(new.bytes))
            old = old.carrying(found.0)
            new = new.carrying(found.1)
            ends = found
        }
        defer { withExtendedLifetime(ends) {} }
        switch kind {
        case .object:
            for pair in MemberPairs(old, new).pairs {
                path.append(.member(pair.name))
                defer { path.removeLast() }
                guard walk(pair.old, pair.new, path: &path, report: report) else { return false }
            }
            return true
        case .array:
            let oldElements = elements(of: old), newElements = elements(of: new)
            guard oldElements.count == newElements.count else {
                return report(JSONDifference(path: path, old: old, new: new))
            }
            for (index, (oldElement, newElement)) in zip(oldElements, newElements).enumerated() {
                path.append(.index(index))
                defer { path.removeLast() }
                guard walk(oldElement, newElement, path: &path, report: report) else { return false }
            }
            return true
        case .string:
            return stringsEqual(old, new) || report(JSONDifference(path: path, old: old, new: new))
        case .number:
            return CanonicalNumber.spelling(of: old.bytes) == CanonicalNumber.spelling(of: new.bytes)
                || report(JSONDifference(path: path, old: old, new: new))
        case .true, .false, .null:
            return true
        }
    }

    private static func elements(of array: JSONSlice) -> [JSONSlice] {
        var elements: [JSONSlice] = []
        array.forEachElement { elements.append($0) }
        return elements
    }

    private static func stringsEqual(_ old: JSONSlice, _ new: JSONSlice) -> Bool {
        let oldText = old.stringContent, newText = new.stringContent
        if !JSONString.hasEscapes(oldText) && !JSONString.hasEscapes(newText) { return false }  // bytes differ
        return JSONString.decoded(oldText) == JSONString.decoded(newText)
    }

    /// Whether two byte ranges hold the same bytes.
    static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
    }
}
