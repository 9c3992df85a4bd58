import Foundation
import XCTest

/// A test case that runs the built `listdiff` on fixture files and checks its
/// output and exit status.
class ToolTestCase: XCTestCase {
    /// What one run of the tool did.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The built tool: the test bundle sits beside the products.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directory = bundle.bundleURL.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("listdiff")
    }

    /// The path of a file in `Fixtures`.
    func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!.path
    }

    /// A temporary file holding `contents`, removed after the test.
    func temporaryFile(_ name: String, _ contents: Data) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listdiff-\(UUID().uuidString)-\(name)")
        try contents.write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Runs the tool with `arguments`, feeding `stdin`; fails the test and
    /// stops the tool if it runs longer than `timeout` seconds.
    func run(
        _ arguments: [String], stdin: String? = nil, stdout: FileHandle? = nil, timeout: Double = 60,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        try runProcess(Self.executable, arguments, stdin: stdin, stdout: stdout, timeout: timeout, file: file, line: line)
    }

    /// Runs `executable` (the tool, or a shell around it).
    func runProcess(
        _ executable: URL, _ arguments: [String], stdin: String? = nil, stdout: FileHandle? = nil,
        timeout: Double = 60, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // Output goes to files, so that no pipe can fill up and stall the tool.
        let outPath = try temporaryFile("stdout", Data()), errPath = try temporaryFile("stderr", Data())
        let input = Pipe()
        process.standardOutput = stdout ?? FileHandle(forWritingAtPath: outPath)!
        process.standardError = FileHandle(forWritingAtPath: errPath)!
        process.standardInput = input
        try process.run()
        let timer = DispatchWorkItem { process.terminate() }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        input.fileHandleForWriting.closeFile()
        process.waitUntilExit()
        timer.cancel()
        if process.terminationReason == .uncaughtSignal {
            XCTFail("listdiff \(arguments) ended by signal \(process.terminationStatus) (killed after \(timeout) s?)",
                    file: file, line: line)
        }
        return Run(status: process.terminationStatus,
                   stdout: try String(contentsOfFile: outPath, encoding: .utf8),
                   stderr: try String(contentsOfFile: errPath, encoding: .utf8))
    }

    /// Checks that the tool fails with status 2, no output, and exactly
    /// `message` as its one line on standard error.
    func expectFailure(
        _ arguments: [String], _ message: String, stdin: String? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try run(arguments, stdin: stdin, file: file, line: line)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(result.stderr, message + "\n", file: file, line: line)
    }
}
