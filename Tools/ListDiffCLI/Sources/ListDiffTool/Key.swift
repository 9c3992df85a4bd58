#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON element's identity: a string, number or boolean, held as its
/// canonical bytes (unescaped text; ``CanonicalNumber``'s spelling;
/// `true`/`false`) in memory its ``Input`` keeps alive. Two keys are equal
/// when their kinds and bytes are, so `"1"` is not `1`, and `1.0` is `1`.
///
/// A key takes 12 bytes (a pointer, and the length and kind in one 32-bit
/// word), so that an ``Element`` fits in 32.
struct Key: Hashable, CustomStringConvertible {
    enum Kind: UInt32 {
        case string, number, boolean
    }

    private let start: UnsafePointer<UInt8>
    /// The length in the low 30 bits, the kind in the top 2.
    private let lengthAndKind: UInt32

    /// The longest key, in bytes: 1 GiB - 1.
    static let maximumLength = (1 << 30) - 1

    /// A key whose canonical bytes are `bytes`, at most ``maximumLength``
    /// of them (the input checks).
    init(kind: Kind, bytes: UnsafeBufferPointer<UInt8>) {
        precondition(bytes.count <= Self.maximumLength)
        start = bytes.baseAddress!
        lengthAndKind = kind.rawValue << 30 | UInt32(bytes.count)
    }

    var kind: Kind { Kind(rawValue: lengthAndKind >> 30)! }

    private var count: Int { Int(lengthAndKind & UInt32(Self.maximumLength)) }

    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    static func == (lhs: Key, rhs: Key) -> Bool {
        lhs.lengthAndKind == rhs.lengthAndKind && memcmp(lhs.start, rhs.start, lhs.count) == 0
    }

    /// Short keys (most identifiers) are fed to the hasher as one integer,
    /// which costs a fraction of hashing their bytes one buffer at a time.
    func hash(into hasher: inout Hasher) {
        if count <= 8 {
            var packed: UInt64 = 0
            memcpy(&packed, start, count)
            hasher.combine(packed)
        } else {
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        hasher.combine(lengthAndKind)
    }

    /// The key as JSON: `"cy"`, `7`, `true`.
    var description: String {
        guard kind == .string else { return String(decoding: bytes, as: UTF8.self) }
        var quoted: [UInt8] = []
        JSONString.appendQuoted(bytes, to: &quoted)
        return String(decoding: quoted, as: UTF8.self)
    }
}
