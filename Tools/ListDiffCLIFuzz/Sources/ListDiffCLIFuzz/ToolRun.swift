#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListDiff
import ListDiffTool

/// One run of the tool's own code, in this process, as `listdiff` runs it
/// (`ListDiffCommand.run`): both inputs loaded from files, compared, and
/// the JSON changeset, its batch form and the text listing written out.
struct ToolRun {
    /// 2 when the tool refused the inputs (a ``ToolError``), else 1 or 0.
    private(set) var status: Int32 = 2
    private(set) var message: String = ""
    private(set) var json: [UInt8] = []
    private(set) var batchJSON: [UInt8] = []
    private(set) var text: [UInt8] = []

    /// A folder of this process for the two inputs and the outputs, in
    /// `$LISTDIFF_FUZZ_TMP` (which the run script makes and removes, also
    /// after a crash), else in /dev/shm or /tmp.
    private static let folder: String = {
        let base = getenv("LISTDIFF_FUZZ_TMP").map { String(cString: $0) }
            ?? (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp")
        var template = Array("\(base)/listdiff-fuzz-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { fail("cannot make a temporary folder in \(base)") }
        let path = String(cString: template)
        atexit { cleanUp() }
        return path
    }()

    private static var oldPath: String { folder + "/old.json" }
    private static var newPath: String { folder + "/new.json" }
    private static var outPath: String { folder + "/out" }

    private static func cleanUp() {
        for path in [oldPath, newPath, outPath] { unlink(path) }
        rmdir(folder)
    }

    init(old: [UInt8], new: [UInt8], keyed: Bool, heckel: Bool) {
        Self.write(old, to: Self.oldPath)
        Self.write(new, to: Self.newPath)
        do {
            let key = keyed ? try KeyPath("id", option: "--key") : nil
            let rule = ContentRule(.whole)
            let oldInput = try Input.load(path: Self.oldPath, format: .json, key: key, rule: rule)
            let newInput = try Input.load(path: Self.newPath, format: .json, key: key, rule: rule)
            let moves: MoveStrategy = heckel ? .heckel : .minimal
            let comparison = try Comparison(old: oldInput, new: newInput, keyPath: key, rule: rule, moves: moves)
            json = try Self.output { try comparison.writeJSON(to: $0) }
            text = try Self.output { try comparison.writeText(color: false, to: $0) }
            let batch = try Comparison(old: oldInput, new: newInput, keyPath: key, rule: rule, moves: moves, batch: true)
            batchJSON = try Self.output { try batch.writeJSON(to: $0) }
            _ = comparison.notes
            status = comparison.hasChanges ? 1 : 0
            message = ""
        } catch let error as ToolError {
            status = 2
            message = error.message
        } catch {
            fail("the tool threw \(error), not a ToolError")
        }
    }

    private static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { fail("cannot write \(path)") }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { writeBytes(descriptor, $0.baseAddress!, $0.count) }
            guard written > 0 else { fail("cannot write \(path)") }
            offset += written
        }
    }

    /// What `body` writes to an ``OutputWriter``, read back from a file.
    private static func output(_ body: (OutputWriter) throws -> Void) throws -> [UInt8] {
        let descriptor = open(outPath, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        guard descriptor >= 0 else { fail("cannot write \(outPath)") }
        defer { close(descriptor) }
        let writer = OutputWriter(descriptor: descriptor)
        try body(writer)
        try writer.flush()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        lseek(descriptor, 0, SEEK_SET)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard got > 0 else { break }
            bytes += chunk[..<got]
        }
        return bytes
    }
}

/// `write(2)`, out of the reach of `ToolRun.write`'s name.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
