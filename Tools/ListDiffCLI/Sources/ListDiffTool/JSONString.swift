/// JSON string contents: unescaping what an input wrote, and escaping text
/// for output.
enum JSONString {
    /// Whether `raw` (the bytes between a string's quotes) has escapes.
    static func hasEscapes(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        raw.contains(UInt8(ascii: "\\"))
    }

    /// Whether the string written as `raw` is the UTF-8 text `text`.
    static func content(_ raw: UnsafeBufferPointer<UInt8>, equals text: [UInt8]) -> Bool {
        if !hasEscapes(raw) { return raw.elementsEqual(text) }
        return decoded(raw) == text
    }

    /// The UTF-8 text of `raw` (checked by ``JSONScanner``), escapes resolved:
    /// `"\u00e9"` and `"é"` are the same text.
    static func decoded(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            let escaped = raw[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u"):
                var code = hex4(raw, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(code) {  // a checked pair: \uD83D\uDE00
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex4(raw, at: index + 2) - 0xDC00)
                    index += 6
                }
                text.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(code)!)!)
            default: text.append(escaped)  // " \ /
            }
        }
        return text
    }

    private static func hex4(_ raw: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        raw[index..<(index + 4)].reduce(0) { $0 << 4 | JSONSlice.hexValue($1)! }
    }

    /// Appends `text` (valid UTF-8) to `output` as a JSON string, quotes
    /// included: `"`, `\` and control characters escaped, DEL and the C1
    /// controls too (see ``terminalControl(in:at:)``).
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x0A: output.append(contentsOf: Array(#"\n"#.utf8))
            case 0x0D: output.append(contentsOf: Array(#"\r"#.utf8))
            case 0x09: output.append(contentsOf: Array(#"\t"#.utf8))
            case 0..<0x20: appendEscape(of: byte, to: &output)
            default:
                if let control = terminalControl(in: text, at: index - 1) {
                    index += control.length - 1
                    appendEscape(of: control.scalar, to: &output)
                } else {
                    output.append(byte)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The character at `index` of `text` (valid UTF-8), its value and
    /// length in bytes, when it is one that JSON lets through unescaped but a
    /// terminal acts on: DEL (0x7F), or a C1 control (U+0080 to U+009F, the
    /// bytes 0xC2 then 0x80 to 0x9F; U+009B alone starts an escape sequence
    /// on many terminals). Shown raw, an input could recolour or rewrite the
    /// listing; `\u00XX` is the same JSON. Nil for every other character.
    static func terminalControl(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt8, length: Int)? {
        if text[index] == 0x7F { return (0x7F, 1) }
        if text[index] == 0xC2, index + 1 < text.count, 0x80...0x9F ~= text[index + 1] { return (text[index + 1], 2) }
        return nil
    }

    /// Appends `\u00XX` for the character of value `scalar` (below 0x100).
    static func appendEscape(of scalar: UInt8, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: Array(#"\u00"#.utf8) + [hex[Int(scalar >> 4)], hex[Int(scalar & 0xF)]])
    }
}
