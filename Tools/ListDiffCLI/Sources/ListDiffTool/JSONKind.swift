/// What kind of JSON value a ``JSONSlice`` holds.
enum JSONKind: Equatable {
    case object, array, string, number, `true`, `false`, null

    /// The kind of the value whose first byte is `byte`.
    init(firstByte byte: UInt8) {
        switch byte {
        case UInt8(ascii: "{"): self = .object
        case UInt8(ascii: "["): self = .array
        case UInt8(ascii: "\""): self = .string
        case UInt8(ascii: "t"): self = .true
        case UInt8(ascii: "f"): self = .false
        case UInt8(ascii: "n"): self = .null
        default: self = .number
        }
    }

    /// `an object`, `a string`, … for messages.
    var described: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .true, .false: return "a boolean"
        case .null: return "null"
        }
    }
}
