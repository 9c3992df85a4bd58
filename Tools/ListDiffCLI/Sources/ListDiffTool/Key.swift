#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An element's identity: a JSON string, number or boolean, or a line,
/// held as its canonical bytes (unescaped text; ``CanonicalNumber``'s
/// spelling; `true`/`false`) in memory its ``Input`` keeps alive. Two keys
/// are equal when their kinds and bytes are, so `"1"` is not `1`, and `1.0`
/// is `1`.
struct Key: Hashable, CustomStringConvertible {
    enum Kind: UInt8 {
        case string, number, boolean
    }

    private let start: UnsafePointer<UInt8>
    private let count: UInt32
    let kind: Kind

    /// A key whose canonical bytes are `bytes` (at most 4 GiB - 1, which the
    /// input checks).
    init(kind: Kind, bytes: UnsafeBufferPointer<UInt8>) {
        self.kind = kind
        start = bytes.baseAddress!
        count = UInt32(bytes.count)
    }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: Int(count)) }

    static func == (lhs: Key, rhs: Key) -> Bool {
        lhs.count == rhs.count && lhs.kind == rhs.kind && memcmp(lhs.start, rhs.start, Int(lhs.count)) == 0
    }

    /// Short keys (most identifiers) are fed to the hasher as one integer,
    /// which costs a fraction of hashing their bytes one buffer at a time.
    func hash(into hasher: inout Hasher) {
        if count <= 8 {
            var packed: UInt64 = 0
            memcpy(&packed, start, Int(count))
            hasher.combine(packed)
            hasher.combine(UInt16(kind.rawValue) << 8 | UInt16(count))
        } else {
            hasher.combine(kind)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }

    /// The key as JSON: `"cy"`, `7`, `true`.
    var description: String {
        guard kind == .string else { return String(decoding: bytes, as: UTF8.self) }
        var quoted: [UInt8] = []
        JSONString.appendQuoted(bytes, to: &quoted)
        return String(decoding: quoted, as: UTF8.self)
    }
}
