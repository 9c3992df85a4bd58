/// Checks that a document is well-formed JSON (RFC 8259) without building
/// anything, and hands out the byte ranges of the top-level array's
/// elements. Errors give the line and column. Everything that later reads
/// the document (``JSONSlice``) relies on this check.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var position: Int
    private var depth = 0

    /// The deepest nesting accepted, so that hostile input cannot exhaust the
    /// stack of the recursive readers.
    static let maximumDepth = 512

    /// Scans `bytes` from `start` (after a byte-order mark). When the document
    /// is an array, calls `element` with the range of each element, in
    /// order; otherwise throws. Throws when the document is empty or malformed.
    static func scanArray(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, element: (Range<Int>) throws -> Void
    ) throws {
        var scanner = JSONScanner(bytes: bytes, start: start, position: start)
        scanner.skipWhitespace()
        guard let first = scanner.current else { throw ToolError("the input is empty, not a JSON array") }
        guard first == UInt8(ascii: "[") else {
            try scanner.skipValue()
            try scanner.expectEnd()
            throw ToolError("the top level is not a JSON array")
        }
        try scanner.skipArray(element: element)
        try scanner.expectEnd()
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ message: String, at offset: Int? = nil) -> ToolError {
        ToolError("malformed JSON at \(TextPosition(of: offset ?? position, in: bytes, from: start)): \(message)")
    }

    private mutating func expectEnd() throws {
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func skipValue() throws {
        guard let byte = current else { throw error("unexpected end of input, a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): try skipObject()
        case UInt8(ascii: "["): try skipArray { _ in }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try skipLiteral("true")
        case UInt8(ascii: "f"): try skipLiteral("false")
        case UInt8(ascii: "n"): try skipLiteral("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
        default:
            throw error("unexpected character '\(character(at: position))', a value was expected")
        }
    }

    /// The character that starts at `offset` (the input is UTF-8), as
    /// written: ``ToolError`` escapes it if a terminal would act on it.
    private func character(at offset: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: bytes[offset...].prefix(4), as: UTF8.self).unicodeScalars.prefix(1))
        return String(scalars)
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func skipLiteral(_ word: StaticString) throws {
        let literal = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard position + literal.count <= bytes.count,
              UnsafeBufferPointer(rebasing: bytes[position..<(position + literal.count)]).elementsEqual(literal)
        else { throw error("invalid literal, expected '\(word)'") }
        position += literal.count
    }

    private mutating func skipObject() throws {
        try skipContainer(close: UInt8(ascii: "}"), what: "object") { scanner in
            guard scanner.current == UInt8(ascii: "\"") else { throw scanner.error("expected a string key in the object") }
            try scanner.skipString()
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: ":") else { throw scanner.error("expected ':' after the object key") }
            scanner.position += 1
            scanner.skipWhitespace()
            try scanner.skipValue()
        }
    }

    /// Skips an array, reporting each element's range to `element`.
    private mutating func skipArray(element: (Range<Int>) throws -> Void) throws {
        try skipContainer(close: UInt8(ascii: "]"), what: "array") { scanner in
            let elementStart = scanner.position
            try scanner.skipValue()
            try element(elementStart..<scanner.position)
        }
    }

    /// Skips an object or array up to `close`; `item` skips one member or
    /// element (whitespace around it is skipped here).
    private mutating func skipContainer(
        close: UInt8, what: String, item: (inout JSONScanner) throws -> Void
    ) throws {
        try enter()
        position += 1  // { or [
        skipWhitespace()
        if current == close {
            position += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case close:
                position += 1
                depth -= 1
                return
            default: throw error("expected ',' or '\(Unicode.Scalar(close))' in the \(what)")
            }
        }
    }

    private mutating func skipNumber() throws {
        if current == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard skipDigits() > 0 else { throw error("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 {
            throw error("numbers must not have leading zeros", at: integerStart)
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
    }

    private mutating func skipDigits() -> Int {
        let begin = position
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
        return position - begin
    }

    private mutating func skipString() throws {
        let open = position
        position += 1  // "
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: open) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if byte < 0x20 { throw error("control character in a string") }
            position += 1
            if byte == UInt8(ascii: "\\") { try skipEscape(stringStart: open) }
        }
    }

    /// Skips what follows a backslash.
    private mutating func skipEscape(stringStart: Int) throws {
        guard let escaped = current else { throw error("unterminated string", at: stringStart) }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            let code = try hex4()
            if (0xDC00..<0xE000).contains(code) { throw error("unpaired surrogate in \\u escape") }
            guard (0xD800..<0xDC00).contains(code) else { return }
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                  bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            position += 2
            guard (0xDC00..<0xE000).contains(try hex4()) else { throw error("unpaired surrogate in \\u escape") }
        default:
            throw error("invalid escape '\\\(character(at: position - 1))'", at: position - 2)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw error("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = JSONSlice.hexValue(bytes[position]) else { throw error("invalid hex digit in \\u escape") }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
