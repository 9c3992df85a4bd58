/// The bytes of one JSON value, exactly (no surrounding whitespace), inside
/// a document that ``JSONScanner`` has checked: reading it needs no
/// validation and builds nothing. Slices point into an input's bytes, which
/// outlive them.
struct JSONSlice {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The ends of the containers of a value this one is part of, if they
    /// were found (``carrying(_:)``); the slices of its members and elements
    /// carry them too. Unmanaged (not retained), so that slices stay plain
    /// values that cost nothing to copy (a retained reference made comparing
    /// 100,000 updated objects 20% slower): whoever finds the ends keeps
    /// them alive while such slices are read.
    private let containerEnds: Unmanaged<ContainerEnds>?

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes: bytes, containerEnds: nil)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, containerEnds: Unmanaged<ContainerEnds>?) {
        self.bytes = bytes
        self.containerEnds = containerEnds
    }

    /// Whether this value carries the ends of its containers.
    var carriesContainerEnds: Bool { containerEnds != nil }

    /// This value, carrying `ends`, the ends of its containers (or of a
    /// value it is part of), which the caller keeps alive while it reads
    /// the slice or slices of it.
    func carrying(_ ends: ContainerEnds) -> JSONSlice {
        JSONSlice(bytes: bytes, containerEnds: Unmanaged.passUnretained(ends))
    }

    /// The value at `range` of this one's bytes.
    private func slice(_ range: Range<Int>) -> JSONSlice {
        JSONSlice(bytes: UnsafeBufferPointer(rebasing: bytes[range]), containerEnds: containerEnds)
    }

    var kind: JSONKind { JSONKind(firstByte: bytes[0]) }

    /// For a string, the bytes between the quotes, escapes as written.
    var stringContent: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes.dropFirst().dropLast()) }

    /// Calls `body` with each member of an object, in the order written:
    /// its name (the bytes between the quotes, escapes as written) and value.
    func forEachMember(_ body: (UnsafeBufferPointer<UInt8>, JSONSlice) throws -> Void) rethrows {
        var position = skipWhitespace(from: 1)
        guard bytes[position] != UInt8(ascii: "}") else { return }
        while true {
            let nameEnd = stringEnd(from: position)
            let name = UnsafeBufferPointer(rebasing: bytes[(position + 1)..<(nameEnd - 1)])
            position = skipWhitespace(from: skipWhitespace(from: nameEnd) + 1)  // the ':'
            let valueEnd = end(ofValueAt: position)
            try body(name, slice(position..<valueEnd))
            position = skipWhitespace(from: valueEnd)
            guard bytes[position] == UInt8(ascii: ",") else { return }
            position = skipWhitespace(from: position + 1)
        }
    }

    /// Calls `body` with each element of an array, in order.
    func forEachElement(_ body: (JSONSlice) throws -> Void) rethrows {
        var position = skipWhitespace(from: 1)
        guard bytes[position] != UInt8(ascii: "]") else { return }
        while true {
            let valueEnd = end(ofValueAt: position)
            try body(slice(position..<valueEnd))
            position = skipWhitespace(from: valueEnd)
            guard bytes[position] == UInt8(ascii: ",") else { return }
            position = skipWhitespace(from: position + 1)
        }
    }

    /// The value of the member called `name` (UTF-8, unescaped) of an object;
    /// when the name is repeated, the last one, as in jq. Nil for a missing
    /// member or a value that is not an object.
    func member(named name: [UInt8]) -> JSONSlice? {
        guard kind == .object else { return nil }
        var found: JSONSlice?
        forEachMember { raw, value in
            if JSONString.content(raw, equals: name) { found = value }
        }
        return found
    }

    /// The value at `path`, member by member, or nil when a step is missing.
    func value(at path: KeyPath) -> JSONSlice? {
        var current = self
        for component in path.components {
            guard let next = current.member(named: component) else { return nil }
            current = next
        }
        return current
    }

    private func skipWhitespace(from start: Int) -> Int {
        var position = start
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return position
            }
        }
        return position
    }

    /// The end of the string whose opening quote is at `start` (after its
    /// closing quote).
    private func stringEnd(from start: Int) -> Int { Self.stringEnd(in: bytes, from: start) }

    /// The end of the string whose opening quote is at `start` of `bytes`
    /// (checked JSON), after its closing quote.
    static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start + 1
        while true {
            switch bytes[position] {
            case UInt8(ascii: "\""): return position + 1
            case UInt8(ascii: "\\"): position += 2
            default: position += 1
            }
        }
    }

    /// The end of the value that starts at `start`.
    private func end(ofValueAt start: Int) -> Int {
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            if let end = containerEnds?.takeUnretainedValue().end(ofContainerAt: bytes.baseAddress! + start) {
                return end - bytes.baseAddress!
            }
            var depth = 0
            var position = start
            while true {
                switch bytes[position] {
                case UInt8(ascii: "\""):
                    position = stringEnd(from: position)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return position + 1 }
                default: break
                }
                position += 1
            }
        default:  // a number or a literal
            var position = start + 1
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09: return position
                default: position += 1
                }
            }
            return position
        }
    }

    /// The value of a hexadecimal digit, or nil.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
