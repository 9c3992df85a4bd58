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
