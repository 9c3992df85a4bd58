/// Why an input could not be read; `message` names the file and the place.
public struct InputError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(_ message: String) { self.message = message }

    static func malformedJSON(_ problem: String, line: Int, column: Int) -> InputError {
        InputError("malformed JSON at line \(line), column \(column): \(problem)")
    }

    /// 1-based line and column (in bytes) of a byte offset.
    static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var line = 1, lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    func inFile(_ path: String) -> InputError { InputError("\(path): \(message)") }
}

/// The offset of the first byte that is not valid UTF-8, or nil.
func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    while index < bytes.count {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        let length: Int, minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, minimum) = (2, 0x80)
        case 0xE0...0xEF: (length, minimum) = (3, 0x800)
        case 0xF0...0xF4: (length, minimum) = (4, 0x10000)
        default: return index
        }
        guard index + length <= bytes.count else { return index }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for next in 1..<length {
            let byte = bytes[index + next]
            guard byte & 0xC0 == 0x80 else { return index }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return index }
        index += length
    }
    return nil
}
