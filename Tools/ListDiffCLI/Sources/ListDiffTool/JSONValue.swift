/// A parsed JSON value. Numbers keep their text, so that output shows them
/// as written; two numbers are equal when their values are.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One `"key": value` of an object, in the order written.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
    }

    /// The value at a dotted key path (`user.id`), or nil when a step is
    /// missing or not an object.
    public func value(at path: [Substring]) -> JSONValue? {
        var current = self
        for step in path {
            guard case .object(let members) = current, let member = members.first(where: { $0.key == step }) else {
                return nil
            }
            current = member.value
        }
        return current
    }

    /// Objects are equal when they have the same keys with equal values, in
    /// any order; numbers when their values are equal (`1` and `1.0`).
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.number(a), .number(b)): return a == b || (Double(a) != nil && Double(a) == Double(b))
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            if zip(a, b).allSatisfy({ $0.key == $1.key && $0.value == $1.value }) { return true }
            return a.allSatisfy { member in b.contains { $0.key == member.key && $0.value == member.value } }
        default: return false
        }
    }

    /// Compact JSON text.
    public var json: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let value): text += value
        case .string(let value): JSONValue.writeString(value, to: &text)
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                JSONValue.writeString(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        }
    }

    static func writeString(_ value: String, to text: inout String) {
        text += "\""
        // Most strings need no escaping: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
