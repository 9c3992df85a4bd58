/// A 1-based line and column (in bytes) in an input, for error messages.
struct TextPosition: CustomStringConvertible {
    let line: Int
    let column: Int

    /// The position of byte `offset` of `bytes`, counted from byte `start`
    /// (after a byte-order mark).
    init(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        var line = 1, lineStart = start
        for index in start..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        column = offset - lineStart + 1
    }

    var description: String { "line \(line), column \(column)" }
}
