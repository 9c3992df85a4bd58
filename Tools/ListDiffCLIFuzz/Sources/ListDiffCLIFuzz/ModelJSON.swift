/// The model's JSON: a plain recursive-descent parser of RFC 8259 written
/// from the RFC, sharing no code with the tool, and the values it builds.
///
/// Where the RFC leaves a choice, the model makes the tool's documented one:
/// the text must be UTF-8 (RFC 3629: no overlong forms, surrogates or code
/// points above U+10FFFF), a leading byte-order mark is skipped, an escaped
/// surrogate must be half of a pair, and nesting deeper than 512 arrays and
/// objects is refused.
indirect enum ModelValue {
    case null
    case bool(Bool)
    case number(ModelNumber)
    /// The text, escapes resolved, as Unicode scalars.
    case string([Unicode.Scalar])
    case array([ModelValue])
    /// The members in the order written; repeats kept (see ``member(_:)``).
    case object([(name: [Unicode.Scalar], value: ModelValue)])

    /// The last member called `name`, as jq and the tool read repeats.
    func member(_ name: String) -> ModelValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.name == Array(name.unicodeScalars) }?.value
    }

    /// Equal values: objects by their members whatever the order (a repeated
    /// name counts once, with its last value), arrays element by element,
    /// numbers by exact value, strings by their text.
    func equals(_ other: ModelValue) -> Bool {
        switch (self, other) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.equals($1) }
        case (.object, .object):
            let a = lastValues(), b = other.lastValues()
            guard a.count == b.count else { return false }
            return a.allSatisfy { name, value in b[name].map { value.equals($0) } ?? false }
        default: return false
        }
    }

    /// An object's members by name, the last value of a repeated name.
    private func lastValues() -> [String: ModelValue] {
        guard case .object(let members) = self else { return [:] }
        var values: [String: ModelValue] = [:]
        for member in members {
            var name = String.UnicodeScalarView()
            name.append(contentsOf: member.name)
            values[String(name)] = member.value
        }
        return values
    }
}

/// Parses a whole document; nil when it is not JSON text.
struct ModelParser {
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    static func parse(_ document: [UInt8]) -> ModelValue? {
        guard decodeUTF8(document) != nil else { return nil }
        var parser = ModelParser(bytes: document)
        if document.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.whitespace()
        guard let value = parser.value() else { return nil }
        parser.whitespace()
        return parser.index == document.count ? value : nil
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// RFC 3629's UTF-8, decoded by hand; nil for any ill-formed sequence.
    static func decodeUTF8(_ bytes: [UInt8]) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        var i = 0
        while i < bytes.count {
            let b0 = UInt32(bytes[i])
            let need: Int, low: UInt32
            var value: UInt32
            if b0 < 0x80 { need = 0; low = 0; value = b0 }
            else if b0 & 0xE0 == 0xC0 { need = 1; low = 0x80; value = b0 & 0x1F }
            else if b0 & 0xF0 == 0xE0 { need = 2; low = 0x800; value = b0 & 0x0F }
            else if b0 & 0xF8 == 0xF0 { need = 3; low = 0x10000; value = b0 & 0x07 }
            else { return nil }
            guard i + need < bytes.count || need == 0 else { return nil }
            for k in 0..<need {
                let b = UInt32(bytes[i + 1 + k])
                guard b & 0xC0 == 0x80 else { return nil }
                value = value << 6 | (b & 0x3F)
            }
            guard value >= low, let scalar = Unicode.Scalar(value) else { return nil }  // overlong, surrogate, > 10FFFF
            scalars.append(scalar)
            i += need + 1
        }
        return scalars
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func whitespace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private mutating func literal(_ word: String) -> Bool {
        let letters = Array(word.utf8)
        guard bytes.count - index >= letters.count, Array(bytes[index..<(index + letters.count)]) == letters else {
            return false
        }
        index += letters.count
        return true
    }

    private mutating func value() -> ModelValue? {
        guard let byte = peek else { return nil }
        switch byte {
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
        case UInt8(ascii: "\""): return string().map { .string($0) }
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number().map { .number($0) }
        default: return nil
        }
    }

    private mutating func nest() -> Bool {
        depth += 1
        return depth <= Self.maximumDepth
    }

    private mutating func array() -> ModelValue? {
        guard nest() else { return nil }
        index += 1
        var elements: [ModelValue] = []
        whitespace()
        if peek == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            whitespace()
            guard let element = value() else { return nil }
            elements.append(element)
            whitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            guard peek == UInt8(ascii: "]") else { return nil }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    private mutating func object() -> ModelValue? {
        guard nest() else { return nil }
        index += 1
        var members: [(name: [Unicode.Scalar], value: ModelValue)] = []
        whitespace()
        if peek == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            whitespace()
            guard peek == UInt8(ascii: "\""), let name = string() else { return nil }
            whitespace()
            guard peek == UInt8(ascii: ":") else { return nil }
            index += 1
            whitespace()
            guard let member = value() else { return nil }
            members.append((name, member))
            whitespace()
            if peek == UInt8(ascii: ",") { index += 1; continue }
            guard peek == UInt8(ascii: "}") else { return nil }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    /// `number = [ minus ] int [ frac ] [ exp ]`, RFC 8259 section 6.
    private mutating func number() -> ModelNumber? {
        var negative = false
        if peek == UInt8(ascii: "-") { negative = true; index += 1 }
        func digits(_ parser: inout ModelParser) -> [UInt8] {
            var found: [UInt8] = []
            while let byte = parser.peek, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                found.append(byte - UInt8(ascii: "0"))
                parser.index += 1
            }
            return found
        }
        let integer = digits(&self)
        guard !integer.isEmpty, integer.count == 1 || integer[0] != 0 else { return nil }
        var fraction: [UInt8] = []
        if peek == UInt8(ascii: ".") {
            index += 1
            fraction = digits(&self)
            guard !fraction.isEmpty else { return nil }
        }
        var exponentNegative = false
        var exponent: [UInt8] = []
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") { index += 1 } else if peek == UInt8(ascii: "-") { exponentNegative = true; index += 1 }
            exponent = digits(&self)
            guard !exponent.isEmpty else { return nil }
        }
        return ModelNumber(negative: negative, integer: integer, fraction: fraction,
                           exponentNegative: exponentNegative, exponent: exponent)
    }

    /// A string: no raw character below U+0020, escapes of section 7.
    private mutating func string() -> [Unicode.Scalar]? {
        index += 1
        var raw: [UInt8] = []
        var scalars: [Unicode.Scalar] = []
        func flush() -> Bool {
            guard let decoded = ModelParser.decodeUTF8(raw) else { return false }
            scalars += decoded
            raw.removeAll()
            return true
        }
        while true {
            guard let byte = peek else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return flush() ? scalars : nil
            case 0..<0x20:
                return nil
            case UInt8(ascii: "\\"):
                guard flush(), let escaped = peek else { return nil }
                index += 1
                let simple: [UInt8: UInt32] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C,
                                               0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
                if let code = simple[escaped] {
                    scalars.append(Unicode.Scalar(code)!)
                } else if escaped == UInt8(ascii: "u") {
                    guard let high = hex4() else { return nil }
                    if (0xD800...0xDBFF).contains(high) {
                        guard literal("\\u"), let low = hex4(), (0xDC00...0xDFFF).contains(low) else { return nil }
                        scalars.append(Unicode.Scalar(0x10000 + (high - 0xD800) * 0x400 + (low - 0xDC00))!)
                    } else {
                        guard let scalar = Unicode.Scalar(high) else { return nil }  // a lone low surrogate
                        scalars.append(scalar)
                    }
                } else {
                    return nil
                }
            default:
                raw.append(byte)
            }
        }
    }

    private mutating func hex4() -> UInt32? {
        guard bytes.count - index >= 4 else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }
}
