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
    /// (``JSONString/terminalControl(_:_:)``): the same JSON, but safe to
    /// show on a terminal.
    private static func forEachByte(of value: JSONSlice, _ body: (UInt8) -> Bool) {
        var inString = false, escaped = false, heldLead = false
        var escape: [UInt8] = []
        for byte in value.bytes {
            if heldLead {  // a 0xC2 in a string, held to see what follows
                heldLead = false
                if let control = JSONString.terminalControl(0xC2, byte) {
                    escape.removeAll(keepingCapacity: true)
                    JSONString.appendEscape(of: control, to: &escape)
                    for escaped in escape { guard body(escaped) else { return } }
                    continue
                }
                guard body(0xC2) else { return }
            }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                } else if byte == 0xC2 {
                    heldLead = true
                    continue
                } else if byte == 0x7F {
                    escape.removeAll(keepingCapacity: true)
                    JSONString.appendEscape(of: byte, to: &escape)
                    for escaped in escape { guard body(escaped) else { return } }
                    continue
                }
            } else {
                switch byte {
                case 0x20, 0x0A, 0x0D, 0x09: continue
                case UInt8(ascii: "\""): inString = true
                default: break
                }
            }
            guard body(byte) else { return }
        }
    }
}
