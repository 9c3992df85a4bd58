import ArgumentParser
import Dispatch
import Foundation
import ListDiff
import ListDiffTool

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct ListDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listdiff",
        abstract: "Diff two lists by identity: inserts, deletes, updates and moves (IGListKit's semantics).",
        discussion: """
            Inputs are JSON arrays (of objects, identified by --key, or of scalars) or, with --lines, plain \
            text with one element per line. Use - for standard input.
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

    @Flag(help: "Read plain text, one element per line.")
    var lines = false

    @Option(help: "Output: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Show the collection-view-safe batch: updates become a delete and an insert.")
    var batch = false

    @Flag(help: "Print counts and timings (parse and diff) to standard error.")
    var stats = false

    @Flag(help: "Report the fewest moves instead of IGListKit's (Heckel's) moves.")
    var minimalMoves = false

    @Flag(help: "Never colour the output (it is coloured only on a terminal anyway).")
    var noColor = false

    enum OutputFormat: String, ExpressibleByArgument {
        case text, json
    }

    mutating func validate() throws {
        if old == "-" && new == "-" { throw ValidationError("only one of the lists can come from standard input") }
        if lines && (key != nil || compare != nil) { throw ValidationError("--key and --compare apply to JSON, not --lines") }
    }

    func run() throws {
        let inputFormat: InputFormat = lines ? .lines : .json
        let compareFields = compare.map { $0.split(separator: ",").map(String.init) }
        let parseStart = DispatchTime.now().uptimeNanoseconds
        let oldInput = try Input.load(path: old, format: inputFormat, key: key, compare: compareFields)
        let newInput = try Input.load(path: new, format: inputFormat, key: key, compare: compareFields)
        let parseSeconds = Double(DispatchTime.now().uptimeNanoseconds - parseStart) / 1e9
        let comparison = Comparison(old: oldInput, new: newInput, moves: minimalMoves ? .minimal : .heckel, batch: batch)

        let color = !noColor && format == .text && isatty(STDOUT_FILENO) == 1
            && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        if format == .json {
            FileHandle.standardOutput.write(Data(comparison.json().utf8))
        } else {
            comparison.writeText(color: color) { FileHandle.standardOutput.write(Data($0.utf8)) }
        }
        for note in comparison.duplicateNotes { printError(note) }
        if stats {
            printError(String(
                format: "stats: %d old, %d new elements; parse %.1f ms, diff %.1f ms; %@",
                oldInput.elements.count, newInput.elements.count, parseSeconds * 1000, comparison.diffSeconds * 1000,
                comparison.summary))
        }
        throw ExitCode(comparison.hasChanges ? 1 : 0)
    }

    /// Every failure, usage errors included, exits with 2, like diff.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as InputError {
            printError("listdiff: \(error.message)")
            Foundation.exit(2)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let message = fullMessage(for: error)
            let code = exitCode(for: error)
            if code == .success {  // --help, --version
                print(message)
                Foundation.exit(0)
            }
            printError(message)
            Foundation.exit(2)
        }
    }
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
