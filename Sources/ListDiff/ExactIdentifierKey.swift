/// The identifier types that are their own 64-bit keys (fixed-width
/// integers and `ObjectIdentifier`), as the diff reads them: for the other
/// layers' tables, which then need no hashing and no `==`.
@usableFromInline
package enum ExactIdentifierKey {
    /// Whether identifiers of this type are their own keys: equal keys are
    /// equal identifiers.
    @inlinable
    package static func isExact<ID>(_: ID.Type) -> Bool { _DiffKey.isExact(ID.self) }

    /// The key of an identifier of such a type. O(1).
    @inlinable
    package static func key<ID: Hashable>(_ id: ID) -> UInt64 { _DiffKey.key(id) }
}
