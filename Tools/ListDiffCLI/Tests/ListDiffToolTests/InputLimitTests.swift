import Foundation
import XCTest

/// `--max-input-bytes`: no input is read past the limit, whatever it is (a
/// regular file, a pipe, a device that never ends); reaching it is status 2
/// with a message naming the input and the limit.
final class InputLimitTests: ToolTestCase {
    /// Valid text that never ends (NUL is valid UTF-8) was read until memory
    /// ran out; it now stops at the limit, from a device and from a pipe.
    func testEndlessValidStreamStopsAtTheLimit() throws {
        try XCTSkipUnless(FileManager.default.isReadableFile(atPath: "/dev/zero"))
        let small = fixture("scalars-old.json")
        for format in [[], ["--lines"]] {
            try expectFailure(["/dev/zero", small, "--max-input-bytes", "1M"] + format,
                              "listdiff: /dev/zero: more than 1048576 bytes (1 MiB), the limit set by --max-input-bytes")
            // Through standard input, from a shell pipe that never ends either.
            let script = #"head -c 100000000 /dev/zero | "$0" "$@""#
            let piped = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                       ["-c", script, Self.executable.path, "-", small, "--max-input-bytes", "64k"] + format,
                                       timeout: 30)
            XCTAssertEqual(piped.status, 2, "\(format)")
            XCTAssertEqual(piped.stdout, "")
            XCTAssertEqual(piped.stderr,
                           "listdiff: standard input: more than 65536 bytes (64 KiB), the limit set by --max-input-bytes\n")
        }
    }

    /// The limit counts every byte of the input, a byte-order mark included;
    /// an input of exactly the limit is read.
    func testPipeAndFileAroundTheLimit() throws {
        let small = fixture("scalars-old.json")
        let lines = String(repeating: "line\n", count: 2000)  // 10,000 bytes, within a pipe's buffer
        try expectFailure(["--lines", "-", small, "--max-input-bytes", "9999"],
                          "listdiff: standard input: more than 9999 bytes, the limit set by --max-input-bytes",
                          stdin: lines)
        let exact = try run(["--lines", "-", small, "--max-input-bytes", "10000"], stdin: lines)
        XCTAssertEqual(exact.status, 1, exact.stderr)
        let file = try temporaryFile("big.txt", Data(lines.utf8))
        try expectFailure(["--lines", file, small, "--max-input-bytes", "2K"],
                          "listdiff: \(file): more than 2048 bytes (2 KiB), the limit set by --max-input-bytes")
        XCTAssertEqual(try run(["--lines", file, file, "--max-input-bytes", "10000"]).status, 0)
        // The new list is limited too, and named.
        try expectFailure(["--lines", small, file, "--max-input-bytes", "1k"],
                          "listdiff: \(file): more than 1024 bytes (1 KiB), the limit set by --max-input-bytes")
    }

    func testLimitSpellings() throws {
        let small = fixture("scalars-old.json")
        for spelling in ["100", "1k", "1K", "1KiB", "2m", "1G", "1GiB", "1t"] {
            XCTAssertEqual(try run([small, small, "--max-input-bytes", spelling]).status, 0, spelling)
        }
        for spelling in ["0", "", "-1", "1.5M", "1X", "k", "1 M", "99999999999999999999", "9000000000T"] {
            let result = try run([small, small, "--max-input-bytes", spelling])
            XCTAssertEqual(result.status, 2, spelling)
            XCTAssertTrue(result.stderr.contains("--max-input-bytes"), "\(spelling): \(result.stderr)")
        }
    }
}
