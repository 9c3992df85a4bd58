import ArgumentParser
import Dispatch
import Foundation
import ListDiff
import ListDiffTool

@main
struct ListDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listdiff",
        abstract: "Diff two lists by identity: inserts, deletes, updates and moves (IGListKit's semantics).",
        discussion: """
            Inputs are JSON arrays (of objects, identified by --key, or of scalars) or, with --lines, plain \
            text with one element per line. Use - for standard input. Numbers compare by exact value (1.0 is 1); \
            a member name repeated in an object counts once, with its last value.
            Exit status: 0 when the lists are equal, 1 when they differ, 2 on trouble.
            """
    )

    @Argument(help: "The old list (a file, or - for standard input).")
    var old: String

    @Argument(help: "The new list.")
    var new: String

    @Option(help: "The dotted key path of each object's identity, e.g. id or user.id.")
    var key: String?

    @Option(help: "Comma-separated key paths compared for updates (default: the whole object).")
    var compare: String?

    @Flag(help: "Read plain text, one element per line (a CR before LF is not part of the line).")
    var lines = false

    @Option(help: "Output: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Show the collection-view-safe batch: updates become a delete and an insert.")
    var batch = false

    @Flag(help: "Print counts and timings (parse and diff) to standard error.")
    var stats = false

    @Flag(help: "Report IGListKit's (Heckel's) moves instead of the fewest moves.")
    var heckelMoves = false

    @Flag(help: "Report the fewest moves: the default, accepted for older scripts.")
    var minimalMoves = false

    @Option(help: ArgumentHelp(
        "The most bytes read from each input, a longer one being an error (status 2): a count, or with a suffix k, m, g or t (powers of 1024: 64k, 2G).",
        valueName: "bytes"))
    var maxInputBytes: InputLimit = .default

    @Flag(help: "Never colour the output (it is coloured only on a terminal anyway).")
    var noColor = false

    enum OutputFormat: String, ExpressibleByArgument {
        case text, json
    }

    mutating func validate() throws {
        if old == "-" && new == "-" { throw ValidationError("only one of the lists can come from standard input") }
        if lines && (key != nil || compare != nil) { throw ValidationError("--key and --compare apply to JSON, not --lines") }
        if heckelMoves && minimalMoves { throw ValidationError("--heckel-moves and --minimal-moves exclude each other") }
    }

    func run(output: OutputWriter) throws -> Int32 {
        let keyPath = try key.map { try KeyPath($0, option: "--key") }
        // validate() keeps --compare from --lines, which has no use for a rule.
        let rule = ContentRule(try compare.map { .paths(try KeyPath.list($0, option: "--compare")) } ?? .whole)
        let inputFormat: InputFormat = lines ? .lines : .json
        let parseStart = DispatchTime.now().uptimeNanoseconds
        let oldInput = try Input.load(path: old, format: inputFormat, key: keyPath, rule: rule, limit: maxInputBytes)
        let newInput = try Input.load(path: new, format: inputFormat, key: keyPath, rule: rule, limit: maxInputBytes)
        let parseSeconds = Double(DispatchTime.now().uptimeNanoseconds - parseStart) / 1e9
        let comparison = try Comparison(
            old: oldInput, new: newInput, keyPath: keyPath, rule: rule, moves: heckelMoves ? .heckel : .minimal,
            batch: batch)

        let color = !noColor && format == .text && isatty(STDOUT_FILENO) == 1
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        switch format {
        case .json: try comparison.writeJSON(to: output)
        case .text: try comparison.writeText(color: color, to: output)
        }
        try output.flush()
        for note in comparison.notes { printError(note) }
        if stats {
            printError(String(
                format: "stats: %d old, %d new elements; parse %.1f ms, diff %.1f ms; %@",
                comparison.oldCount, comparison.newCount, parseSeconds * 1000, comparison.diffSeconds * 1000,
                comparison.summary))
        }
        return comparison.hasChanges ? 1 : 0
    }

    /// Every failure, usage errors and unwritable output included, exits
    /// with 2, like diff.
    static func main() {
        let output = OutputWriter(descriptor: STDOUT_FILENO)
        do {
            var command = try parseAsRoot()
            guard let listDiff = command as? ListDiffCommand else {  // --help, --version
                try command.run()
                Foundation.exit(0)
            }
            Foundation.exit(try listDiff.run(output: output))
        } catch let error as ToolError {
            printError("listdiff: \(error.message)")
            Foundation.exit(2)
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {  // --help, --version
                do {
                    try output.write(message + "\n")
                    try output.flush()
                    Foundation.exit(0)
                } catch {
                    printError("listdiff: \(error)")
                    Foundation.exit(2)
                }
            }
            printError(ToolError.terminalSafe(message, keepingLineFeeds: true))
            Foundation.exit(2)
        }
    }
}

extension InputLimit: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }

    public var defaultValueDescription: String { "1G" }
}

/// Writes a line to standard error; a failure to do so is ignored, as there
/// is nowhere left to report it.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}
