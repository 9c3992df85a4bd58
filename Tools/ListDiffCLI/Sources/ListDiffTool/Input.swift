#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How an input file is read.
public enum InputFormat: String, Sendable {
    /// A JSON array of objects (identity from a key path) or of scalars.
    case json
    /// Plain text, one element per line; the line is identity and content.
    case lines
}

/// A loaded input: its bytes, kept whole and read in place, checked to be
/// UTF-8 text and, for JSON, its elements, which point into them. Lines are
/// split by ``Lines``, which needs both inputs.
public final class Input {
    /// The file's path, or `standard input`.
    public let name: String
    let format: InputFormat
    /// The JSON elements; empty for `--lines`.
    let elements: [Element]
    /// Keys that occur more than once, if any.
    let duplicates: DuplicateKeys<Key>?
    /// For `--compare`: whether some element has each compared path.
    let comparedPathsFound: [Bool]
    private let bytes: InputBytes
    private let arena: ByteArena
    private let rule: ContentRule

    /// The bytes after a byte-order mark.
    var text: UnsafeBufferPointer<UInt8> { bytes.text }

    /// Reads `path` (`-` for standard input) as `format`. For JSON objects,
    /// `key` is the path of the identity; `rule` says what is compared for
    /// updates. A UTF-8 byte-order mark is skipped. An input longer than
    /// `limit` bytes is an error.
    public static func load(
        path: String, format: InputFormat, key: KeyPath?, rule: ContentRule, limit: InputLimit = .default
    ) throws -> Input {
        let name = path == "-" ? "standard input" : path
        do {
            let bytes = try InputBytes.read(path: path, limit: limit)
            return try Input(name: name, bytes: bytes, format: format, key: key, rule: rule)
        } catch let error as ToolError {
            throw error.inInput(name)
        }
    }

    private init(name: String, bytes: InputBytes, format: InputFormat, key: KeyPath?, rule: ContentRule) throws {
        self.name = name
        self.format = format
        self.bytes = bytes
        self.rule = rule
        let arena = ByteArena()
        self.arena = arena
        if let bad = UTF8Validation.firstInvalidByte(in: bytes.buffer) {
            let position = TextPosition(of: bad, in: bytes.buffer, from: bytes.textStart)
            throw ToolError("not UTF-8 text: invalid byte 0x\(String(bytes.buffer[bad], radix: 16, uppercase: true)) at \(position)")
        }
        switch format {
        case .lines:
            elements = []
            comparedPathsFound = []
        case .json:
            var found: [Bool] = []
            if case .paths(let paths) = rule.scope { found = Array(repeating: false, count: paths.count) }
            elements = try Self.jsonElements(bytes, key: key, rule: rule, arena: arena, found: &found)
            comparedPathsFound = found
        }
        duplicates = DuplicateKeys(elements.lazy.map(\.key))
    }

    private static func jsonElements(
        _ bytes: InputBytes, key: KeyPath?, rule: ContentRule, arena: ByteArena, found: inout [Bool]
    ) throws -> [Element] {
        var elements: [Element] = []
        var paths: [KeyPath] = []
        if case .paths(let compared) = rule.scope { paths = compared }
        try JSONScanner.scanArray(bytes.buffer, from: bytes.textStart) { range in
            let index = elements.count
            let text = UnsafeBufferPointer(rebasing: bytes.buffer[range])
            guard text.count <= Element.maximumLength else { throw ToolError("element \(index) is longer than 4 GiB") }
            let value = JSONSlice(bytes: text)
            let identity: JSONSlice
            if let key {
                guard value.kind == .object else {
                    throw ToolError("element \(index) is \(value.kind.described), not an object, so it has no key '\(key)'")
                }
                guard let member = value.value(at: key) else { throw ToolError("element \(index) has no key '\(key)'") }
                identity = member
            } else {
                if value.kind == .object { throw ToolError("element \(index) is an object: name its identity with --key") }
                identity = value
            }
            let what = key.map { "element \(index): the key '\($0)'" } ?? "element \(index)"
            guard let (kind, canonical) = Self.canonicalKey(of: identity, arena: arena) else {
                throw ToolError("\(what) is \(identity.kind.described), not a string, number or boolean")
            }
            guard canonical.count <= Key.maximumLength else { throw ToolError("\(what) is longer than 1 GiB") }
            for (number, path) in paths.enumerated() where !found[number] && value.value(at: path) != nil {
                found[number] = true
            }
            elements.append(Element(key: Key(kind: kind, bytes: canonical), text: text, rule: rule))
        }
        return elements
    }

    /// The kind and canonical bytes of a scalar identity (in the input when
    /// it is written that way, else copied into `arena`), or nil.
    private static func canonicalKey(
        of identity: JSONSlice, arena: ByteArena
    ) -> (Key.Kind, UnsafeBufferPointer<UInt8>)? {
        switch identity.kind {
        case .string:
            let raw = identity.stringContent
            return (.string, JSONString.hasEscapes(raw) ? arena.store(JSONString.decoded(raw)) : raw)
        case .number:
            let raw = identity.bytes
            return (.number, CanonicalNumber.isCanonical(raw) ? raw : arena.store(CanonicalNumber.spelling(of: raw)))
        case .true, .false:
            return (.boolean, identity.bytes)
        case .object, .array, .null:
            return nil
        }
    }
}
