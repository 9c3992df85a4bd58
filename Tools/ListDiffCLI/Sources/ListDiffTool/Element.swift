#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One element of a JSON list: its identity, and where its text is in its
/// input. Elements are small (32 bytes) and point into their ``Input``,
/// which must outlive them. (Lines are ``Line``s.)
///
/// Two elements are equal (the element was not updated) when their texts are
/// the same bytes or, failing that, when their ``ContentRule`` finds their
/// contents equal.
struct Element: Equatable {
    let key: Key
    /// Declared right after the 12-byte key, so that it fills the 4 bytes
    /// before the next 8-byte boundary.
    private let count: UInt32
    private let start: UnsafePointer<UInt8>
    /// Shared by all the elements of a run; kept alive by the inputs.
    private unowned(unsafe) let rule: ContentRule

    /// The longest element text, in bytes: 4 GiB - 1.
    static let maximumLength = Int(UInt32.max)

    /// An element whose text is at most ``maximumLength`` bytes long, which
    /// the input checks.
    init(key: Key, text: UnsafeBufferPointer<UInt8>, rule: ContentRule) {
        self.key = key
        start = text.baseAddress!
        count = UInt32(text.count)
        self.rule = rule
    }

    /// The element's bytes as written.
    var text: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: Int(count)) }

    /// The element's JSON value.
    var value: JSONSlice { JSONSlice(bytes: text) }

    static func == (lhs: Element, rhs: Element) -> Bool {
        if lhs.count == rhs.count && memcmp(lhs.start, rhs.start, Int(lhs.count)) == 0 { return true }
        return lhs.rule.equal(lhs.value, rhs.value)
    }
}
