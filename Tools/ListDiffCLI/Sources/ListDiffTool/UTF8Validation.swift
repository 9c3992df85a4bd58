/// Checks that input is UTF-8 text before anything reads it as such.
enum UTF8Validation {
    /// The offset of the first byte of `bytes` that is not valid UTF-8
    /// (overlong forms, surrogates and code points above U+10FFFF included),
    /// or nil.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let (invalid, validUpTo) = scan(bytes, from: 0)
        return invalid ?? (validUpTo < bytes.count ? validUpTo : nil)
    }

    /// Checks `bytes` from `start`, where a character begins: the offset of
    /// the first invalid byte, if any, else where the valid text ends, before
    /// a character that is cut off by the end of `bytes` (which more bytes
    /// may complete).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (invalid: Int?, validUpTo: Int) {
        var index = start
        let count = bytes.count
        while index < count {
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
            default: return (index, index)
            }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for next in 1..<length {
                guard index + next < count else { return (nil, index) }
                let byte = bytes[index + next]
                guard byte & 0xC0 == 0x80 else { return (index, index) }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return (index, index)
            }
            index += length
        }
        return (nil, count)
    }
}
