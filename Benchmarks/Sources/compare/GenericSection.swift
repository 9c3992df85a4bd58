import BenchmarkSupport
import Foundation

/// The rows of `compare --generic`: the concrete call and the generic callers.
let genericRows: [Row] = [.typed, .typedGeneric, .typedGenericKeyPath]

/// The typed path called from unspecialized generic code, against the same
/// call on the concrete type (`BenchmarkSupport/GenericCaller.swift`), at
/// every size measured: median ns per element and the ratio, with the target
/// of 1.3. Empty when no generic row ran.
func genericSection(sizes: [Int], _ median: (IdentifierKind, Row, Int) -> Double?) -> String {
    var lines: [String] = []
    for kind in [IdentifierKind.int, .string] {
        for n in sizes {
            guard let typed = median(kind, .typed, n) else { continue }
            for row in [Row.typedGeneric, .typedGenericKeyPath] {
                guard let generic = median(kind, row, n) else { continue }
                let ratio = generic / typed
                lines.append(String(
                    format: "| %@ | `%@` | %d | %.1f | %.1f | %.2f | %@ |",
                    row == .typedGeneric ? "`\\.id` of `Identifiable`" : "key path passed in", kind.rawValue, n,
                    typed / Double(n), generic / Double(n), ratio, ratio <= 1.3 ? "yes" : "**no**"))
            }
        }
    }
    guard !lines.isEmpty else { return "" }
    return """
    ## The typed path from generic code (workload 1, measured in this run)

    `List.diffing(oldArray:newArray:identifiedBy:)` called from a view model generic over its
    element type, compiled once for every element type (never specialized), against the same call
    on the concrete type, side by side: with `\\.id` of an `Identifiable` element (a key path
    through the protocol requirement), and with a stored property's key path handed to the model
    by concrete code (`Sources/BenchmarkSupport/GenericCaller.swift`). ns per element; the target
    is generic ÷ concrete ≤ 1.3 at every n.

    | generic caller | ids | n | concrete | generic | ÷ concrete | met |
    |---|---|---:|---:|---:|---:|:---:|

    """ + lines.joined(separator: "\n") + "\n\n"
}
