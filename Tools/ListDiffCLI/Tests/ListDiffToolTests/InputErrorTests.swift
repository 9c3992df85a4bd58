import Foundation
import XCTest

/// Bad input and bad options: status 2, no output, one line that says what
/// is wrong; never a crash.
final class InputErrorTests: ToolTestCase {
    func testMalformedContents() throws {
        let old = fixture("users-old.json")
        try expectFailure([fixture("malformed.json"), old, "--key", "id"],
                          "listdiff: \(fixture("malformed.json")): malformed JSON at line 3, column 12: expected a string key in the object")
        try expectFailure([fixture("missing-key.json"), old, "--key", "id"],
                          "listdiff: \(fixture("missing-key.json")): element 1 has no key 'id'")
        try expectFailure([fixture("nonscalar-key.json"), old, "--key", "id"],
                          "listdiff: \(fixture("nonscalar-key.json")): element 1: the key 'id' is an array, not a string, number or boolean")
        try expectFailure([fixture("not-an-array.json"), old, "--key", "id"],
                          "listdiff: \(fixture("not-an-array.json")): the top level is not a JSON array")
        try expectFailure([old, old], "listdiff: \(old): element 0 is an object: name its identity with --key")
        let binary = try temporaryFile("binary.txt", Data([0x61, 0x0A, 0x62, 0xFF, 0x63]))
        try expectFailure(["--lines", binary, fixture("lines-old.txt")],
                          "listdiff: \(binary): not UTF-8 text: invalid byte 0xFF at line 2, column 2")
    }

    /// A stream that is not text and never ends is read no further than its
    /// first byte that is not UTF-8: it was read until memory ran out (here,
    /// 1 GB of address space).
    func testEndlessBinaryStream() throws {
        try XCTSkipUnless(FileManager.default.isReadableFile(atPath: "/dev/urandom"))
        let script = #"ulimit -v 1048576 && exec "$0" "$@""#
        for format in [[], ["--lines"]] {
            let result = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                        ["-c", script, Self.executable.path, "/dev/urandom", fixture("lines-old.txt")] + format,
                                        timeout: 120)
            XCTAssertEqual(result.status, 2, "\(format)")
            XCTAssertEqual(result.stdout, "")
            XCTAssertTrue(result.stderr.hasPrefix("listdiff: /dev/urandom: not UTF-8 text: invalid byte 0x"), result.stderr)
        }
    }

    /// A parse error quoted the offending character raw on standard error:
    /// ESC, NUL, a C1 control or a bidirectional override could recolour or
    /// reorder the terminal. Messages escape them as the listing does, and
    /// every other character stays as it is.
    func testParseErrorsEscapeTerminalControls() throws {
        let small = fixture("scalars-old.json")
        let cases: [([UInt8], String)] = [
            ([0x1B], #"\u001b"#), ([0x00], #"\u0000"#), ([0x0C], #"\u000c"#), ([0x7F], #"\u007f"#),
            ([0xC2, 0x9B], #"\u009b"#), ([0xE2, 0x80, 0xAE], #"\u202e"#), ([0xE2, 0x81, 0xA6], #"\u2066"#),
            ([0xC2, 0xA9], "©"), ([0xE2, 0x80, 0x94], "—"),
        ]
        for (character, shown) in cases {
            let file = try temporaryFile("bad.json", Data([UInt8(ascii: "[")] + character + [UInt8(ascii: "]")]))
            try expectFailure([file, small],
                              "listdiff: \(file): malformed JSON at line 1, column 2: unexpected character '\(shown)', a value was expected")
            let escape = try temporaryFile("escape.json", Data(Array(#"["\"#.utf8) + character + Array(#""]"#.utf8)))
            try expectFailure([escape, small], "listdiff: \(escape): malformed JSON at line 1, column 3: invalid escape '\\\(shown)'")
        }
        // A file name is the user's, but may come from a glob: escaped too, in errors and notes.
        let named = try temporaryFile("e\u{1B}[31m\u{202E}.json", Data("[1,1]".utf8))
        let shownName = named.replacingOccurrences(of: "\u{1B}", with: #"\u001b"#)
            .replacingOccurrences(of: "\u{202E}", with: #"\u202e"#)
        let noted = try run([named, small])
        XCTAssertEqual(noted.stderr, "note: \(shownName) has 1 duplicated key (first: 1 ×2); duplicates are matched in order, k-th to k-th, as IGListDiff does\n")
        let broken = try temporaryFile("e\u{1B}[31m\u{202E}.json", Data("[".utf8))
        let brokenName = broken.replacingOccurrences(of: "\u{1B}", with: #"\u001b"#)
            .replacingOccurrences(of: "\u{202E}", with: #"\u202e"#)
        try expectFailure([broken, small],
                          "listdiff: \(brokenName): malformed JSON at line 1, column 2: unexpected end of input, a value was expected")
    }

    func testPathsThatAreNotReadableFiles() throws {
        let old = fixture("users-old.json")
        try expectFailure(["/nonexistent/list.json", old, "--key", "id"], "listdiff: /nonexistent/list.json: no such file")
        let directory = URL(fileURLWithPath: old).deletingLastPathComponent().path
        try expectFailure([directory, old, "--key", "id"], "listdiff: \(directory): is a directory, not a file")
        try expectFailure(["--lines", old, directory], "listdiff: \(directory): is a directory, not a file")
        try expectFailure(["/dev/null", old, "--key", "id"], "listdiff: /dev/null: the input is empty, not a JSON array")
        try expectFailure([fixture("empty.json"), old, "--key", "id"],
                          "listdiff: \(fixture("empty.json")): the input is empty, not a JSON array")
        try expectFailure(["-", old, "--key", "id"], "listdiff: standard input: the input is empty, not a JSON array", stdin: " \n")
    }

    /// Root reads any file, so as root the tool runs as `nobody` (through
    /// util-linux's setpriv), to whom the permission bits apply.
    func testUnreadableFile() throws {
        let locked = try temporaryFile("locked.json", Data("[]".utf8))
        chmod(locked, 0)
        let arguments = [locked, fixture("users-old.json")]
        let result: Run
        if geteuid() == 0 {
            let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
            try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: setpriv.path), "running as root without setpriv")
            result = try runProcess(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", Self.executable.path]
                                        + arguments)
        } else {
            result = try run(arguments)
        }
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "listdiff: \(locked): permission denied\n")
    }

    func testEmptyKeyPaths() throws {
        let old = fixture("users-old.json")
        try expectFailure([old, old, "--key", ""], "listdiff: --key: the key path is empty")
        try expectFailure([old, old, "--key", "user..id"], "listdiff: --key: the key path 'user..id' has an empty component")
        try expectFailure([old, old, "--key", ".id"], "listdiff: --key: the key path '.id' has an empty component")
        try expectFailure([old, old, "--key", "user.id", "--compare", ""], "listdiff: --compare: the key path is empty")
        try expectFailure([old, old, "--key", "user.id", "--compare", "name,"],
                          "listdiff: --compare: an empty key path in 'name,'")
        try expectFailure([old, old, "--key", "user.id", "--compare", "name,age."],
                          "listdiff: --compare: the key path 'age.' has an empty component")
    }

    func testComparedPathThatNoElementHas() throws {
        let old = fixture("users-old.json"), new = fixture("users-new.json")
        try expectFailure([old, new, "--key", "user.id", "--compare", "name,nosuch"],
                          "listdiff: --compare: no element of either list has the key 'nosuch'")
        try expectFailure([old, new, "--key", "user.id", "--compare", "user.name"],
                          "listdiff: --compare: no element of either list has the key 'user.name'")
    }

    func testUsageErrors() throws {
        let old = fixture("users-old.json")
        let both = try run(["-", "-"])
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.stderr.hasPrefix("Error: only one of the lists can come from standard input\n"), both.stderr)
        let missing = try run([old])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("Error: Missing expected argument '<new>'\n"), missing.stderr)
    }

    /// A UTF-8 byte-order mark is skipped, in JSON and in lines.
    func testByteOrderMarkIsAccepted() throws {
        let json = try run([fixture("bom.json"), fixture("bom.json"), "--key", "id"])
        XCTAssertEqual(json.status, 0)
        XCTAssertEqual(json.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
        let plain = try temporaryFile("plain.json", Data(#"[{"id": 1, "name": "Ann"}, {"id": 2}]"#.utf8))
        let changed = try run([fixture("bom.json"), plain, "--key", "id"])
        XCTAssertEqual(changed.stdout, """
            + new[1] {"id":2}
            0 deletes, 1 insert, 0 updates, 0 moves

            """)
        let malformed = try temporaryFile("bom-malformed.json", Data([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8)))
        try expectFailure([malformed, plain], "listdiff: \(malformed): malformed JSON at line 1, column 4: unexpected character ']', a value was expected")
    }
}
