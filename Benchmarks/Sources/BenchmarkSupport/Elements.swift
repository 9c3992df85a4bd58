import Foundation
import ListDiff

/// The identifier kinds the benchmarks compare.
public enum IdentifierKind: String, CaseIterable, Sendable {
    case int = "Int"
    case string = "String(16)"
    case uuid = "UUID"
    case object = "object (pointer personality)"
}

/// An element with an identifier and a content version; `Diffable` for the
/// drop-in path and the reference, `Equatable` for updates, `Hashable` for
/// the standard library's move inference.
public protocol BenchmarkElement: Diffable, Hashable {
    associatedtype ID: Hashable
    var id: ID { get }
    var version: Int { get }
    /// The exact 64-bit key the C rows use for the identifier.
    var idKey: UInt64 { get }
}

/// A value element with identifiers of type `ID`.
public struct ValueElement<ID: Hashable & Sendable>: BenchmarkElement {
    public let id: ID
    public let version: Int
    public init(id: ID, version: Int) {
        self.id = id
        self.version = version
    }
    public var diffIdentifier: AnyHashable { id }
    /// Integers are their own key, as in ListDiff's typed path; others hash.
    public var idKey: UInt64 {
        if let integer = id as? Int { return UInt64(bitPattern: Int64(integer)) }
        return UInt64(bitPattern: Int64(id.hashValue))
    }
}

public typealias IntElement = ValueElement<Int>
public typealias StringElement = ValueElement<String>
public typealias UUIDElement = ValueElement<UUID>

public final class ObjectElement: BenchmarkElement {
    public let id: Int
    public let version: Int
    public init(id: Int, version: Int) {
        self.id = id
        self.version = version
    }
    public var diffIdentifier: AnyHashable { id }
    public var idKey: UInt64 { UInt64(bitPattern: Int64(id)) }
    public static func == (lhs: ObjectElement, rhs: ObjectElement) -> Bool {
        lhs.id == rhs.id && lhs.version == rhs.version
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(version)
    }
}

/// A 16-character identifier string for an identifier number.
public func stringID(_ id: Int) -> String {
    let hex = String(UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15, radix: 16)
    return "id-" + String(repeating: "0", count: max(0, 13 - hex.count)) + hex.suffix(13)
}

/// A UUID for an identifier number.
func uuidID(_ id: Int) -> UUID {
    let a = UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15, b = ~a
    return UUID(uuid: (
        UInt8(a >> 56 & 0xFF), UInt8(a >> 48 & 0xFF), UInt8(a >> 40 & 0xFF), UInt8(a >> 32 & 0xFF),
        UInt8(a >> 24 & 0xFF), UInt8(a >> 16 & 0xFF), UInt8(a >> 8 & 0xFF), UInt8(a & 0xFF),
        UInt8(b >> 56 & 0xFF), UInt8(b >> 48 & 0xFF), UInt8(b >> 40 & 0xFF), UInt8(b >> 32 & 0xFF),
        UInt8(b >> 24 & 0xFF), UInt8(b >> 16 & 0xFF), UInt8(b >> 8 & 0xFF), UInt8(b & 0xFF)))
}

/// Materializes generated slots as elements; a new element that is an
/// unchanged old one reuses the old element (the same instance for objects).
public func materialize<E>(_ slots: (old: [Slot], new: [Slot]), _ make: (Slot) -> E) -> (old: [E], new: [E]) {
    let old = slots.old.map(make)
    let new = slots.new.map { slot in slot.sameAs.map { old[$0] } ?? make(slot) }
    return (old, new)
}

extension ObjectElement { convenience init(_ slot: Slot) { self.init(id: slot.id, version: slot.version) } }
