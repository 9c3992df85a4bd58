import Foundation
import ListDiff
import ListDiffReference
import XCTest

/// Compares values in a test, failing it (at the caller's line, with
/// `context`) for each that differs, and remembering whether any did.
struct Expectations {
    let context: String
    let file: StaticString
    let line: UInt
    private(set) var ok = true

    init(_ context: String, file: StaticString, line: UInt) {
        (self.context, self.file, self.line) = (context, file, line)
    }

    /// Fails the test when `a != b`, naming `what`.
    mutating func expect<T: Equatable>(_ a: T, _ b: T, _ what: String) {
        guard a != b else { return }
        ok = false
        XCTFail("\(what): \(String(describing: a).prefix(300)) != \(String(describing: b).prefix(300)) (\(context))",
                file: file, line: line)
    }

    /// Expects `result` to report what the reference's `expected` does:
    /// inserts, deletes, updates, moves and both identifier maps.
    mutating func expect(_ result: List.Result, matches expected: ReferenceDiff.Result) {
        expect(result.inserts, expected.inserts, "inserts")
        expect(result.deletes, expected.deletes, "deletes")
        expect(result.updates, expected.updates, "updates")
        expect(result.moves.map { [$0.from, $0.to] }, expected.moves.map { [$0.from, $0.to] }, "moves")
        expect(result.oldMap, expected.oldMap, "oldMap")
        expect(result.newMap, expected.newMap, "newMap")
    }
}
