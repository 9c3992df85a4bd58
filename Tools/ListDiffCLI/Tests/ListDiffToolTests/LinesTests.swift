import Foundation
import XCTest

/// `--lines`: one element per line.
final class LinesTests: ToolTestCase {
    func testLinesFromStandardInputWithStats() throws {
        let result = try run(["--lines", "-", fixture("lines-new.txt"), "--stats"], stdin: "alpha\nbeta\ngamma\ndelta\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[3] "delta"
            + new[3] "epsilon"
            > old[1] -> new[0] "beta"
            1 delete, 1 insert, 0 updates, 1 move

            """)
        // lines-new.txt has one line that ends in CRLF.
        let note = "note: line endings differ (standard input: LF, \(fixture("lines-new.txt")): mixed LF and CRLF); a CR before LF is not part of a line, so lines are compared without it\n"
        XCTAssertTrue(result.stderr.hasPrefix(note + "stats: 4 old, 4 new elements; parse "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(" ms; 1 delete, 1 insert, 0 updates, 1 move\n"), result.stderr)
    }

    /// A CR before LF is not part of a line: CRLF and LF files compare
    /// equal, and the tool notes that their line endings differ.
    func testLineEndingsAreNotedNotCompared() throws {
        let result = try run(["--lines", fixture("lines-crlf.txt"), fixture("lines-old.txt")])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
        XCTAssertEqual(result.stderr, "note: line endings differ (\(fixture("lines-crlf.txt")): CRLF, \(fixture("lines-old.txt")): LF); a CR before LF is not part of a line, so lines are compared without it\n")
        let same = try run(["--lines", fixture("lines-old.txt"), fixture("lines-old.txt")])
        XCTAssertEqual(same.stderr, "")
    }

    /// A repeated line is noted in the file that repeats it, whether or not
    /// the other file has it too (b is in both, d only in the new file);
    /// a line in each file once (c) is no duplicate. The last new file
    /// repeats only a line that the old file has.
    func testRepeatedLinesAreNotedPerFile() throws {
        let old = try temporaryFile("old.txt", Data("a\nb\na\nc\n".utf8))
        let new = try temporaryFile("new.txt", Data("b\nd\nc\nd\nb\nb\n".utf8))
        let result = try run(["--lines", old, new])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[0] "a"
            - old[2] "a"
            + new[1] "d"
            + new[3] "d"
            + new[4] "b"
            + new[5] "b"
            2 deletes, 4 inserts, 0 updates, 0 moves

            """)
        XCTAssertEqual(result.stderr, """
            note: \(old) has 1 duplicated key (first: "a" ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does
            note: \(new) has 2 duplicated keys (first: "d" ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does

            """)
        let repeatsOldLine = try temporaryFile("repeats-old-line.txt", Data("c\nb\nb\n".utf8))
        XCTAssertEqual(try run(["--lines", old, repeatsOldLine]).stderr, """
            note: \(old) has 1 duplicated key (first: "a" ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does
            note: \(repeatsOldLine) has 1 duplicated key (first: "b" ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does

            """)
    }

    func testEmptyInputIsAnEmptyList() throws {
        let result = try run(["--lines", "/dev/null", fixture("lines-old.txt")])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            + new[0] "alpha"
            + new[1] "beta"
            + new[2] "gamma"
            + new[3] "delta"
            0 deletes, 4 inserts, 0 updates, 0 moves

            """)
    }

    func testLinesAsJSONStrings() throws {
        let old = try temporaryFile("old.txt", Data("tab\there\n\"quoted\"\n".utf8))
        let new = try temporaryFile("new.txt", Data("\"quoted\"\n".utf8))
        let result = try run(["--lines", old, new, "--format", "json"])
        XCTAssertEqual(result.stdout, "{\"oldCount\":2,\"newCount\":1,\"deletes\":[0],\"inserts\":[],\"updates\":[],\"moves\":[]}\n")
        let text = try run(["--lines", new, old])
        XCTAssertEqual(text.stdout, """
            + new[0] "tab\\there"
            0 deletes, 1 insert, 0 updates, 0 moves

            """)
    }
}
