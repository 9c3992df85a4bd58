import Foundation
import XCTest

/// Output that cannot be written is reported, with status 2.
final class OutputErrorTests: ToolTestCase {
    func testFullDevice() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id"], stdout: full)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "listdiff: cannot write the output: No space left on device\n")
    }

    /// The reader goes away after one byte, with SIGPIPE ignored (as a
    /// parent process may leave it): the tool gets EPIPE, and says so.
    func testClosedPipeWithSigpipeIgnored() throws {
        let lines = (0..<50_000).map { "line \($0)" }.joined(separator: "\n")
        let old = try temporaryFile("old.txt", Data())
        let new = try temporaryFile("new.txt", Data(lines.utf8))
        let script = #"trap '' PIPE; ("$0" "$@"; echo "status $?" >&2) | head -c 1 > /dev/null"#
        let result = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                    ["-c", script, Self.executable.path, "--lines", old, new])
        XCTAssertEqual(result.stderr, "listdiff: cannot write the output: Broken pipe\nstatus 2\n")
    }

    func testHelpToAFullDevice() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try run(["--help"], stdout: full)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "listdiff: cannot write the output: No space left on device\n")
    }
}
