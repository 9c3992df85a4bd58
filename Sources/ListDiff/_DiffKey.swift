/// The 64-bit key the core hashes for an identifier. Fixed-width integers and
/// `ObjectIdentifier` are their own exact keys (no hashing, no equality
/// callback); everything else uses `hashValue`, and the core asks Swift's `==`
/// whenever two hashes are equal.
@usableFromInline
internal enum _DiffKey {
    @inlinable
    static func isExact<ID>(_: ID.Type) -> Bool {
        ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self || ID.self == UInt64.self
            || ID.self == Int32.self || ID.self == UInt32.self || ID.self == ObjectIdentifier.self
    }

    @inlinable @inline(__always)
    static func key<ID: Hashable>(_ id: ID) -> UInt64 {
        if ID.self == Int.self { return UInt64(bitPattern: Int64(unsafeBitCast(id, to: Int.self))) }
        if ID.self == UInt.self { return UInt64(unsafeBitCast(id, to: UInt.self)) }
        if ID.self == Int64.self { return UInt64(bitPattern: unsafeBitCast(id, to: Int64.self)) }
        if ID.self == UInt64.self { return unsafeBitCast(id, to: UInt64.self) }
        if ID.self == Int32.self { return UInt64(UInt32(bitPattern: unsafeBitCast(id, to: Int32.self))) }
        if ID.self == UInt32.self { return UInt64(unsafeBitCast(id, to: UInt32.self)) }
        if ID.self == ObjectIdentifier.self {
            return UInt64(UInt(bitPattern: unsafeBitCast(id, to: ObjectIdentifier.self)))
        }
        return UInt64(bitPattern: Int64(id.hashValue))
    }
}
