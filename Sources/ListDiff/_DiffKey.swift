/// The 64-bit keys the core hashes for identifiers. Fixed-width integers and
/// `ObjectIdentifier` are their own exact keys (no hashing, no equality
/// callback); `String`s all ASCII a seeded hash of their bytes (`_StringKey`);
/// everything else uses `hashValue`, and the core asks Swift's `==` whenever
/// two hashes are equal.
@usableFromInline
internal enum _DiffKey {
    /// Whether identifiers of this type are exact keys.
    @inlinable
    static func isExact<ID>(_: ID.Type) -> Bool {
        isBitCompatible(ID.self) || ID.self == Int32.self || ID.self == UInt32.self
            || ID.self == ObjectIdentifier.self
    }

    /// Whether an `[ID]` can be read directly as `[UInt64]`.
    @inlinable
    static func isBitCompatible<ID>(_: ID.Type) -> Bool {
        ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self || ID.self == UInt64.self
    }

    @inlinable @inline(__always)
    static func key<ID: Hashable>(_ id: ID) -> UInt64 {
        if isBitCompatible(ID.self) { return unsafeBitCast(id, to: UInt64.self) }
        if ID.self == Int32.self { return UInt64(UInt32(bitPattern: unsafeBitCast(id, to: Int32.self))) }
        if ID.self == UInt32.self { return UInt64(unsafeBitCast(id, to: UInt32.self)) }
        if ID.self == ObjectIdentifier.self {
            return UInt64(UInt(bitPattern: unsafeBitCast(id, to: ObjectIdentifier.self)))
        }
        return UInt64(bitPattern: Int64(id.hashValue))
    }

    /// Calls `body` with the keys of `ids`, reading 64-bit integer ids in
    /// place rather than copying them.
    @inlinable
    static func withKeys<ID: Hashable, R>(of ids: [ID], _ body: (UnsafeBufferPointer<UInt64>) -> R) -> R {
        if isBitCompatible(ID.self) {
            return ids.withUnsafeBufferPointer { $0.withMemoryRebound(to: UInt64.self, body) }
        }
        return ids.map { key($0) }.withUnsafeBufferPointer(body)
    }
}
