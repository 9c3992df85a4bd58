import Foundation
import XCTest

/// Numbers compare by exact value, for identities and contents alike.
final class NumberTests: ToolTestCase {
    /// Beyond `Double`: 2^53 + 1, 23-digit identifiers, exponents beyond any
    /// integer type; and different spellings of one value.
    func testNumbersCompareByExactValue() throws {
        let result = try run([fixture("numbers-old.json"), fixture("numbers-new.json"), "--key", "id"], timeout: 30)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[1] {"id":12345678901234567890123,"v":0}
            + new[1] {"id":12345678901234567890124,"v":0}
            ~ old[0] -> new[0] id 1: v 9007199254740993 => 9007199254740992
            ~ old[4] -> new[4] id 4: v 1e99999999999999999999 => 1e99999999999999999998
            1 delete, 1 insert, 2 updates, 0 moves

            """)
        XCTAssertEqual(result.stderr, "")
    }

    func testSpellingsOfOneValueAreOneIdentity() throws {
        let old = try temporaryFile("old.json", Data("[1.0, 2, -0, 1e400, 0.000001]".utf8))
        let new = try temporaryFile("new.json", Data("[1, 20e-1, 0, 10E399, 1e-6]".utf8))
        let result = try run([old, new])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
        let duplicates = try temporaryFile("dup.json", Data("[1, 1.0, 100e-2]".utf8))
        let noted = try run([duplicates, "-"], stdin: "[2]")
        XCTAssertEqual(noted.stderr, "note: \(duplicates) has 1 duplicated key (first: 1 ×3); duplicates are matched in order, k-th to k-th, as IGListDiff does\n")
    }

    /// An exponent of 20 digits or more that the number's digits carry into
    /// a new digit (99999999999999999999 + 1) crashed the tool (found by
    /// the fuzz target, Tools/ListDiffCLIFuzz).
    func testLargeExponentsThatCarry() throws {
        let old = try temporaryFile("old.json", Data("[1e100000000000000000000, 0.5E-99999999999999999999, 1]".utf8))
        let new = try temporaryFile("new.json", Data("[10e99999999999999999999, 5e-100000000000000000000, 100e-2]".utf8))
        let result = try run([old, new])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
        let keyed = try temporaryFile("keyed.json", Data(#"[{"id":1,"v":99.9e99999999999999999999}]"#.utf8))
        let changed = try temporaryFile("changed.json", Data(#"[{"id":1,"v":999e99999999999999999999}]"#.utf8))
        XCTAssertEqual(try run([keyed, changed, "--key", "id"]).stdout, """
            ~ old[0] -> new[0] id 1: v 99.9e99999999999999999999 => 999e99999999999999999999
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
        let scalars = try temporaryFile("scalars.json", Data("[99.9e99999999999999999999]".utf8))
        let noted = try run([scalars, "-"], stdin: "[9.99e100000000000000000000]")
        XCTAssertEqual(noted.status, 0, noted.stderr)
    }

    /// Two-million-digit numbers: compared exactly, in linear time, and the
    /// update shows where they differ.
    func testTwoMillionDigitNumbers() throws {
        let zeros = String(repeating: "0", count: 2_000_000)
        let old = try temporaryFile("old.json", Data("[{\"id\":1\(zeros),\"v\":1\(zeros)1},{\"id\":2,\"v\":1\(zeros)}]".utf8))
        let new = try temporaryFile("new.json", Data("[{\"id\":1\(zeros).0,\"v\":1\(zeros)2},{\"id\":2,\"v\":10\(zeros)e-1}]".utf8))
        let result = try run([old, new, "--key", "id"], timeout: 30)
        XCTAssertEqual(result.status, 1)
        let tail = String(repeating: "0", count: 25)
        XCTAssertEqual(result.stdout, """
            ~ old[0] -> new[0] id 1e2000000: v …\(tail)1 => …\(tail)2
            0 deletes, 0 inserts, 1 update, 0 moves

            """)
    }
}
