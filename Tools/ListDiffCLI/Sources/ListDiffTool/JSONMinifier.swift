/// A JSON value's text without the whitespace between its tokens; strings
/// and numbers stay as written.
enum JSONMinifier {
    /// Appends the minified `value` to `output`.
    static func append(_ value: JSONSlice, to output: inout [UInt8]) {
        forEachByte(of: value) { output.append($0) }
    }

    /// The minified `value`, cut at `limit` Unicode scalars; reads no
    /// further than the cut.
    static func clipped(_ value: JSONSlice, limit: Int) -> [UInt8] {
        var text = ClippedText(limit: limit)
        forEachByte(of: value) { byte in
            text.append(byte)
            return !text.isFull
        }
        return text.bytes
    }

    private static func forEachByte(of value: JSONSlice, _ body: (UInt8) -> Void) {
        forEachByte(of: value) { byte in
            body(byte)
            return true
        }
    }

    /// Calls `body` with each byte of the minified text until it returns
    /// false. DEL and the C1 controls in strings are escaped
    /// (``JSONString/terminalControl(in:at:)``): the same JSON, but safe to
    /// show on a terminal.
    private static func forEachByte(of value: JSONSlice, _ body: (UInt8) -> Bool) {
        let bytes = value.bytes
        var inString = false, escaped = false, index = 0
        var escape: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if let control = JSONString.terminalControl(in: bytes, at: index) {
                    index += control.length
                    escape.removeAll(keepingCapacity: true)
                    JSONString.appendEscape(of: control.scalar, to: &escape)
                    for escapeByte in escape { guard body(escapeByte) else { return } }
                    continue
                }
            } else {
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09:
                    index += 1
                    continue
                case UInt8(ascii: "\""): inString = true
                default: break
                }
            }
            guard body(byte) else { return }
            index += 1
        }
    }
}
