import Foundation
import ListDiff
import XCTest

/// Runs the built `listdiff` on the fixtures and checks output and exit status.
final class ListDiffToolTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var executable: URL {
        // The test bundle sits beside the products in the build directory.
        var directory = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directory = bundle.bundleURL.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("listdiff")
    }

    func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        input.fileHandleForWriting.closeFile()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self))
    }

    func testObjectsByNestedKey() throws {
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[1] {"user":{"id":"bob"},"name":"Bob","age":41}
            + new[2] {"user":{"id":"eve"},"name":"Eve","age":33}
            ~ old[2] -> new[0] {"user":{"id":"cy"},"name":"Cy","age":25} => {"user":{"id":"cy"},"name":"Cy","age":26}
            > old[2] -> new[0] {"user":{"id":"cy"},"name":"Cy","age":25}
            > old[0] -> new[1] {"user":{"id":"ann"},"name":"Ann","age":30}
            1 delete, 1 insert, 1 update, 2 moves

            """)
        XCTAssertEqual(result.stderr, "")
    }

    func testCompareSelectedFieldsAndMinimalMoves() throws {
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id",
                              "--compare", "name", "--minimal-moves"])
        XCTAssertEqual(result.stdout, """
            - old[1] {"user":{"id":"bob"},"name":"Bob","age":41}
            + new[2] {"user":{"id":"eve"},"name":"Eve","age":33}
            > old[2] -> new[0] {"user":{"id":"cy"},"name":"Cy","age":25}
            1 delete, 1 insert, 0 updates, 1 move

            """)
    }

    func testJSONFormatAndBatch() throws {
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--format", "json"])
        XCTAssertEqual(result.stdout, """
            {"oldCount":4,"newCount":4,"deletes":[1],"inserts":[{"index":2,"element":{"user":{"id":"eve"},"name":"Eve","age":33}}],"updates":[{"from":2,"to":0,"element":{"user":{"id":"cy"},"name":"Cy","age":26}}],"moves":[{"from":2,"to":0},{"from":0,"to":1}]}

            """)
        let batch = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--format", "json", "--batch"])
        XCTAssertEqual(batch.stdout, "{\"deletes\":[1,2],\"inserts\":[0,2],\"moves\":[{\"from\":0,\"to\":1}]}\n")
        let text = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id", "--batch"])
        XCTAssertTrue(text.stdout.hasSuffix("2 deletes, 2 inserts, 0 updates, 1 move\n"), text.stdout)
    }

    /// The JSON changeset decodes as a `List.Changeset` and replays the old
    /// file into the new one.
    func testJSONChangesetDecodesAndReplays() throws {
        struct User: Codable, Equatable {
            struct ID: Codable, Equatable { var id: String }
            var user: ID
            var name: String
            var age: Int
        }
        let result = try run([fixture("users-old.json"), fixture("users-new.json"), "--key", "user.id",
                              "--format", "json", "--minimal-moves"])
        let changeset = try JSONDecoder().decode(List.Changeset<User>.self, from: Data(result.stdout.utf8))
        let old = try JSONDecoder().decode([User].self, from: Data(contentsOf: URL(fileURLWithPath: fixture("users-old.json"))))
        let new = try JSONDecoder().decode([User].self, from: Data(contentsOf: URL(fileURLWithPath: fixture("users-new.json"))))
        XCTAssertEqual(try changeset.applied(to: old), new)
    }

    func testScalarsAndEqualLists() throws {
        let result = try run([fixture("scalars-old.json"), fixture("scalars-new.json"), "--no-color"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[0] 1
            - old[1] 2
            + new[2] 4.0
            + new[3] true
            > old[3] -> new[0] "x"
            > old[2] -> new[1] 3
            2 deletes, 2 inserts, 0 updates, 2 moves

            """)
        let same = try run([fixture("users-old.json"), fixture("users-old.json"), "--key", "user.id"])
        XCTAssertEqual(same.status, 0)
        XCTAssertEqual(same.stdout, "no changes: 0 deletes, 0 inserts, 0 updates, 0 moves\n")
    }

    func testLinesFromStandardInputWithStats() throws {
        let result = try run(["--lines", "-", fixture("lines-new.txt"), "--stats"], stdin: "alpha\nbeta\ngamma\ndelta\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            - old[3] "delta"
            + new[3] "epsilon"
            > old[1] -> new[0] "beta"
            > old[0] -> new[1] "alpha"
            1 delete, 1 insert, 0 updates, 2 moves

            """)
        XCTAssertTrue(result.stderr.hasPrefix("stats: 4 old, 4 new elements; parse "), result.stderr)
        XCTAssertTrue(result.stderr.contains(" ms, diff "), result.stderr)
    }

    func testDuplicatesFollowTheLibraryAndAreReported() throws {
        let result = try run([fixture("duplicates-old.json"), fixture("duplicates-new.json"), "--key", "id"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            + new[2] {"id":7,"v":4}
            ~ old[0] -> new[0] {"id":7,"v":1} => {"id":7,"v":2}
            ~ old[1] -> new[1] {"id":7,"v":1} => {"id":7,"v":3}
            0 deletes, 1 insert, 2 updates, 0 moves

            """)
        XCTAssertTrue(result.stderr.contains("duplicates-old.json has 1 duplicated key (first: 7 ×2)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("duplicates-new.json has 1 duplicated key (first: 7 ×3)"), result.stderr)
    }

    func testBadInputsExitWithTwoAndSayWhy() throws {
        func expect(_ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
            XCTAssertEqual(result.stdout, "", file: file, line: line)
            XCTAssertTrue(result.stderr.contains(message), "\(result.stderr) lacks \(message)", file: file, line: line)
        }
        let old = fixture("users-old.json")
        try expect([fixture("malformed.json"), old, "--key", "id"],
                   "malformed.json: malformed JSON at line 3, column 12: expected a string key in the object")
        try expect([fixture("missing-key.json"), old, "--key", "id"], "missing-key.json: element 1 has no key 'id'")
        try expect([fixture("nonscalar-key.json"), old, "--key", "id"],
                   "nonscalar-key.json: element 1: the key 'id' is an array, not a string, number or boolean")
        try expect([fixture("not-an-array.json"), old, "--key", "id"], "not-an-array.json: the top level is not a JSON array")
        try expect([fixture("users-old.json"), old], "element 0 is an object: name its identity with --key")
        try expect(["/nonexistent/list.json", old, "--key", "id"], "/nonexistent/list.json: cannot read the file")
        try expect(["-", "-"], "only one of the lists can come from standard input")
        try expect([old], "Missing expected argument")

        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-not-utf8.txt")
        try Data([0x61, 0x0A, 0x62, 0xFF, 0x63]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        try expect(["--lines", binary.path, fixture("lines-old.txt")], "not UTF-8 text: invalid byte 0xFF at line 2, column 2")
    }
}
