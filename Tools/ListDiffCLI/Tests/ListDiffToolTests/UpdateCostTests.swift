import Foundation
import XCTest

/// An update with very many differences is listed in time and memory linear
/// in the input, however deep the differences or long the names above them.
final class UpdateCostTests: ToolTestCase {
    /// One element whose value `v` holds, under `levels` objects `{"a":…}`,
    /// `count` members `m0`, `m1`, … all equal to `value`.
    private func deepElement(levels: Int, count: Int, value: Int) -> Data {
        let members = (0..<count).map { "\"m\($0)\":\(value)" }.joined(separator: ",")
        let nested = String(repeating: "{\"a\":", count: levels) + "{\(members)}" + String(repeating: "}", count: levels)
        return Data("[{\"id\":1,\"v\":\(nested)}]".utf8)
    }

    /// 100,000 differences 500 levels down, in a 1 MB input, listed under a
    /// limit of 768 MB of address space: each difference held a copy of its
    /// path (1.2 GB) until the listing was written.
    func testDeepDifferencesTakeLittleMemory() throws {
        let count = 100_000
        let old = try temporaryFile("old.json", deepElement(levels: 500, count: count, value: 1))
        let new = try temporaryFile("new.json", deepElement(levels: 500, count: count, value: 2))
        let script = #"ulimit -v 786432 && exec "$0" "$@""#
        let result = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                    ["-c", script, Self.executable.path, old, new, "--key", "id"], timeout: 120)
        XCTAssertEqual(result.status, 1, result.stderr)
        // The path is cut at 100 scalars, well above the members' names.
        let path = "v" + String(repeating: ".a", count: 49) + "…"
        let differences = Array(repeating: "\(path) 1 => 2", count: count).joined(separator: "; ")
        XCTAssertEqual(result.stdout, """
            ~ old[0] -> new[0] id 1: \(differences)
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }

    /// A name of 200,000 bytes above 20,000 changed members: the name was
    /// rendered anew for each difference, quadratic time.
    func testLongNameAboveManyDifferencesIsRenderedOnce() throws {
        let count = 20_000
        let name = String(repeating: "n", count: 200_000)
        func element(_ value: Int, quoted: Bool) -> Data {
            let members = (0..<count).map { "\"m\($0)\":\(value)" }.joined(separator: ",")
            let shown = quoted ? "\\u006e" + name.dropFirst() : name  // the same name, escaped in the new input
            return Data("[{\"id\":1,\"\(shown)\":{\(members)}}]".utf8)
        }
        let old = try temporaryFile("old.json", element(1, quoted: false))
        let new = try temporaryFile("new.json", element(2, quoted: true))
        let result = try run([old, new, "--key", "id"], timeout: 120)
        XCTAssertEqual(result.status, 1, result.stderr)
        let path = String(repeating: "n", count: 99) + "…"
        let differences = Array(repeating: "\(path) 1 => 2", count: count).joined(separator: "; ")
        XCTAssertEqual(result.stdout, """
            ~ old[0] -> new[0] id 1: \(differences)
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }

    /// A string of 8 MB inside 500 arrays, changed at its end: each level of
    /// the comparison read the whole value again to find where its elements
    /// end (500 readings, for the comparison and again for the listing).
    func testDeepValueIsReadOnce() throws {
        let long = String(repeating: "x", count: 8_000_000)
        func element(_ last: String) -> Data {
            let nested = String(repeating: "[", count: 500) + "\"\(long)\(last)\"" + String(repeating: "]", count: 500)
            return Data("[{\"id\":1,\"v\":\(nested)}]".utf8)
        }
        let old = try temporaryFile("old.json", element("a"))
        let new = try temporaryFile("new.json", element("b"))
        let result = try run([old, new, "--key", "id"], timeout: 60)
        XCTAssertEqual(result.status, 1, result.stderr)
        // Strings that start alike are shown from shortly before their difference.
        let tail = String(repeating: "x", count: 25)
        let path = "v" + String(repeating: "[0]", count: 32) + "[0…"
        XCTAssertEqual(result.stdout, """
            ~ old[0] -> new[0] id 1: \(path) …\(tail)a" => …\(tail)b"
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }
}
