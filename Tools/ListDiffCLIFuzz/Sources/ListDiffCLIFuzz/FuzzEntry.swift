#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFuzzDriver

// libFuzzer's entry points. An input is a mode byte, then the old document,
// a 0xFF byte (never part of UTF-8 text) and the new one; without a 0xFF
// the rest is cut in half. Mode bit 0: objects keyed by `--key id`, else
// scalars; bit 1: --heckel-moves, else the fewest moves.
//
//     printf '\x01[{"id":1,"a":2}]\xff[{"id":1}]' > seed

/// Checks one input: the tool against the model (``FuzzCheck``).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let mode = input[0]
    let rest = input.dropFirst()
    let old: ArraySlice<UInt8>, new: ArraySlice<UInt8>
    if let separator = rest.firstIndex(of: 0xFF) {
        old = rest[..<separator]
        new = rest[(separator + 1)...]
    } else {
        let middle = rest.startIndex + rest.count / 2
        old = rest[..<middle]
        new = rest[middle...]
    }
    FuzzCheck(old: Array(old), new: Array(new), keyed: mode & 1 != 0, heckel: mode & 2 != 0).run()
    return 0
}

/// SwiftPM renames an executable's entry point to `<Module>_main`: this is
/// it, handing the command line to libFuzzer's driver.
@_cdecl("ListDiffCLIFuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

/// Reports a disagreement or a failure and aborts, which libFuzzer records
/// as a crash with the input that caused it.
func fail(_ message: String) -> Never {
    var line = "listdiff fuzz: " + message + "\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    abort()
}
