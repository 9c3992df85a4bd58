/// How the core decides that two paired elements differ (see `CDiffCore.h`):
/// an optional exact content key per element (equal keys: not updated) and an
/// optional comparison.
@usableFromInline
internal struct _UpdateRule<Element> {
    @usableFromInline let contentKey: ((Element) -> UInt64)?
    @usableFromInline let contentsDiffer: ((Element, Element) -> Bool)?

    @inlinable
    init(contentKey: ((Element) -> UInt64)?, contentsDiffer: ((Element, Element) -> Bool)?) {
        self.contentKey = contentKey
        self.contentsDiffer = contentsDiffer
    }
}

extension _UpdateRule where Element: Equatable {
    /// Updated when `!=`.
    @inlinable
    static var equality: Self { Self(contentKey: nil, contentsDiffer: { $0 != $1 }) }
}

extension _UpdateRule where Element: AnyObject & Equatable {
    /// IGListKit's options for objects: the instance address is the content
    /// key, so the same instance is never updated; different instances are
    /// updated (pointer personality) or compared with `==` (equality).
    @inlinable
    static func objects(_ option: DiffOption) -> Self {
        Self(
            contentKey: { UInt64(UInt(bitPattern: ObjectIdentifier($0))) },
            contentsDiffer: option == .equality ? { $0 != $1 } : nil
        )
    }
}
