/// How the core decides that two paired elements differ (see `CDiffCore.h`):
/// optional exact content keys per element (equal keys: not updated) and an
/// optional comparison by index. Built where the element type is concrete, so
/// the comparison is a direct, specialized `!=`.
///
/// The comparison is a plain closure and a flag rather than an optional
/// closure: an optional stores it re-abstracted, and the core calls it once per
/// kept pair through a thunk that costs as much as the comparison.
@usableFromInline
internal struct _UpdateCheck {
    @usableFromInline let oldKeys: [UInt64]?
    @usableFromInline let newKeys: [UInt64]?
    /// Whether the core calls `contentsDiffer`.
    @usableFromInline let compares: Bool
    @usableFromInline let contentsDiffer: (Int, Int) -> Bool

    @inlinable
    init(oldKeys: [UInt64]?, newKeys: [UInt64]?, compares: Bool, contentsDiffer: @escaping (Int, Int) -> Bool) {
        self.oldKeys = oldKeys
        self.newKeys = newKeys
        self.compares = compares
        self.contentsDiffer = contentsDiffer
    }

    /// Never updated: the elements are their identifiers.
    @inlinable
    static var never: Self {
        Self(oldKeys: nil, newKeys: nil, compares: false, contentsDiffer: { _, _ in false })
    }

    /// Updated when `!=`, comparing the elements in place.
    @inlinable
    static func equality<Element: Equatable>(_ old: [Element], _ new: [Element]) -> Self {
        Self(oldKeys: nil, newKeys: nil, compares: true, contentsDiffer: { differ(old, $0, new, $1) })
    }

    /// Whether `old[oldIndex] != new[newIndex]`, read in place: an array's
    /// subscript copies the element out first (a retain and a release of each
    /// reference it holds, such as a `String` identifier's storage), a
    /// buffer's lends it. The core passes indexes of both lists only.
    @inlinable @inline(__always)
    static func differ<Element: Equatable>(_ old: [Element], _ oldIndex: Int, _ new: [Element], _ newIndex: Int) -> Bool {
        old.withUnsafeBufferPointer { old in new.withUnsafeBufferPointer { new in old[oldIndex] != new[newIndex] } }
    }

    /// IGListKit's options for objects: the instance address is the content
    /// key, so the same instance is never updated; different instances are
    /// updated (pointer personality) or compared with `==` (equality).
    @inlinable
    static func objects<Element: AnyObject & Equatable>(_ old: [Element], _ new: [Element], _ option: DiffOption) -> Self {
        Self(
            oldKeys: old.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) },
            newKeys: new.map { UInt64(UInt(bitPattern: ObjectIdentifier($0))) },
            compares: option == .equality,
            contentsDiffer: { differ(old, $0, new, $1) }
        )
    }
}
