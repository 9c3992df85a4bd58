import CFuzzDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs libFuzzer with the program's arguments and `callback` as the target.
public func runFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, callback)
}

/// A disagreement between the library and the model: printed, then the
/// process aborts so that libFuzzer records the input.
public func disagreement(_ target: String, _ message: @autoclosure () -> String) -> Never {
    let text = "\nFUZZ FAILURE [\(target)]: \(message())\n"
    fputs(text, stderr)
    fflush(stderr)
    abort()
}
