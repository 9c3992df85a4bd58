import BenchmarkSupport
import Foundation

/// The rows of `compare --generic`: the concrete call, the generic callers and
/// the floors (the `\.id` caller's forming of the key path; the kept pairs'
/// `==` from generic code), no diff.
let genericRows: [Row] = [
    .typed, .typedGeneric, .typedGenericIdentifiable, .typedGenericKeyPath, .genericIDKeyPathFloor, .genericEqualityFloor,
]

/// The typed path called from unspecialized generic code, against the same
/// call on the concrete type (`BenchmarkSupport/GenericCaller.swift`), at
/// every size measured: median ns per element and the ratio, with the target
/// of 1.3; then the `\.id` caller's floor, the concrete call plus its forming
/// of the key path. Empty when no generic row ran.
func genericSection(sizes: [Int], _ median: (IdentifierKind, Row, Int) -> Double?) -> String {
    let callers: [(Row, String)] = [
        (.typedGeneric, "`\\.id` of `Identifiable`"),
        (.typedGenericIdentifiable, "`Identifiable`, no key path"),
        (.typedGenericKeyPath, "key path passed in"),
    ]
    var lines: [String] = []
    for kind in [IdentifierKind.int, .string] {
        for n in sizes {
            guard let typed = median(kind, .typed, n) else { continue }
            for (row, name) in callers {
                guard let generic = median(kind, row, n) else { continue }
                let ratio = generic / typed
                lines.append(String(
                    format: "| %@ | `%@` | %d | %.1f | %.1f | %.2f | %@ |",
                    name, kind.rawValue, n, typed / Double(n), generic / Double(n), ratio, ratio <= 1.3 ? "yes" : "**no**"))
            }
            if let floor = median(kind, .genericIDKeyPathFloor, n) {
                lines.append(String(
                    format: "| floor of `\\.id`: concrete + forming `\\.id` (%.0f ns) | `%@` | %d | %.1f | %.1f | %.2f | — |",
                    floor, kind.rawValue, n, typed / Double(n), (typed + floor) / Double(n), (typed + floor) / typed))
            }
            if let floor = median(kind, .genericEqualityFloor, n) {
                lines.append(String(
                    format: "| floor of every generic caller: concrete + the kept pairs' `==` from generic code (%.1f ns/el) | `%@` | %d | %.1f | %.1f | %.2f | — |",
                    floor / Double(n), kind.rawValue, n, typed / Double(n), (typed + floor) / Double(n), (typed + floor) / typed))
            }
        }
    }
    guard !lines.isEmpty else { return "" }
    return """
    ## The typed path from generic code (workload 1, measured in this run)

    `List.diffing` called from a view model generic over its element type, compiled once for
    every element type (never specialized), against the same call on the concrete type, side by
    side: with `\\.id` of an `Identifiable` element (a key path through the protocol requirement,
    which the caller's generic code forms on every call), with the `Identifiable` overload
    `List.diffing(oldArray:newArray:)` (no key path), and with a stored property's key path handed
    to the model by concrete code (`Sources/BenchmarkSupport/GenericCaller.swift`). ns per
    element; the target is generic ÷ concrete ≤ 1.3 at every n. The floor rows add to the
    concrete call what forming `\\.id` alone costs in generic code, which no diff can save the
    `\\.id` caller, and what calling the elements' `==` on every kept pair costs from generic code,
    which no generic caller can avoid: unspecialized, Swift copies both elements for each call
    through their value witnesses (a retain and a release of each reference they hold, the
    `String` identifier's here), where the concrete call compares them in place.

    | generic caller | ids | n | concrete | generic | ÷ concrete | met |
    |---|---|---:|---:|---:|---:|:---:|

    """ + lines.joined(separator: "\n") + "\n\n"
}
