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
    /// included: `"` and `\` escaped, and every character a terminal acts on
    /// (see ``terminalControl(in:at:)``).
    static func appendQuoted(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                output.append(contentsOf: [UInt8(ascii: "\\"), byte])
                index += 1
            } else if let control = terminalControl(in: text, at: index) {
                appendEscape(of: control.scalar, to: &output)
                index += control.length
            } else {
                output.append(byte)
                index += 1
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` with every character a terminal acts on escaped as the
    /// listing escapes it (`\u001b`, `\n`, `\u202e`), for messages on
    /// standard error, which quote input and file names; everything else,
    /// `"` and `\` included, as it is. With `keepingLineFeeds`, LF stays
    /// (a usage message of several lines).
    static func escapingTerminalControls(_ text: String, keepingLineFeeds: Bool = false) -> String {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.indices.contains(where: { terminalControl(in: bytes, at: $0) != nil }) else {
                return String(decoding: bytes, as: UTF8.self)
            }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + 16)
            var index = 0
            while index < bytes.count {
                if let control = terminalControl(in: bytes, at: index), !(keepingLineFeeds && control.scalar == 0x0A) {
                    appendEscape(of: control.scalar, to: &output)
                    index += control.length
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            }
            return String(decoding: output, as: UTF8.self)
        }
    }

    /// The character at `index` of `text` (valid UTF-8), its value and
    /// length in bytes, when it is one a terminal acts on, which the tool
    /// never writes raw, in a listing or a message: a C0 control (below
    /// 0x20, which JSON escapes anyway), DEL (0x7F), a C1 control (U+0080 to
    /// U+009F, the bytes 0xC2 then 0x80 to 0x9F; U+009B alone starts an
    /// escape sequence on many terminals), or one of Unicode's explicit
    /// bidirectional formatting characters (UAX #9: the embeddings and
    /// overrides U+202A to U+202E, the isolates U+2066 to U+2069), which
    /// reorder the text shown after them. Shown raw, an input could recolour,
    /// rewrite or reorder the listing; `\u00XX` or `\u20XX` is the same JSON.
    /// Nil for every other character (the marks U+200E, U+200F among them).
    static func terminalControl(in text: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int)? {
        let byte = text[index]
        if byte < 0x20 || byte == 0x7F { return (UInt32(byte), 1) }
        if byte == 0xC2, index + 1 < text.count, 0x80...0x9F ~= text[index + 1] { return (UInt32(text[index + 1]), 2) }
        if byte == 0xE2, index + 2 < text.count {
            let second = text[index + 1], third = text[index + 2]
            if second == 0x80 && 0xAA...0xAE ~= third { return (0x2000 + UInt32(third - 0x80), 3) }
            if second == 0x81 && 0xA6...0xA9 ~= third { return (0x2040 + UInt32(third - 0x80), 3) }
        }
        return nil
    }

    /// Appends the JSON escape of the character of value `scalar` (below
    /// 0x10000): `\n`, `\r` and `\t`, else `\uXXXX` in lower case.
    static func appendEscape(of scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0x0A: output.append(contentsOf: Array(#"\n"#.utf8))
        case 0x0D: output.append(contentsOf: Array(#"\r"#.utf8))
        case 0x09: output.append(contentsOf: Array(#"\t"#.utf8))
        default:
            let hex = Array("0123456789abcdef".utf8)
            output.append(contentsOf: Array(#"\u"#.utf8))
            for shift in stride(from: 12, through: 0, by: -4) { output.append(hex[Int(scalar >> UInt32(shift) & 0xF)]) }
        }
    }
}
