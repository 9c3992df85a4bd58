/// An object a list adapter shows as one section: an identity that survives
/// changes (`Diffable.diffIdentifier`) and a content comparison
/// (IGListKit's `IGListDiffable`). Objects of different types may share a
/// list; two objects are the same item only when their types and
/// identifiers are equal.
///
/// `Equatable` types get ``isEqual(toDiffableObject:)`` for free:
///
/// ```swift
/// struct Header: ListDiffable, Equatable {
///     let title: String
///     var diffIdentifier: AnyHashable { title }
/// }
/// ```
public protocol ListDiffable: Diffable {
    /// Whether `object` has the same contents (called for objects with the
    /// same identifier).
    func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool
}

extension ListDiffable where Self: Equatable {
    /// Equal when `object` is a `Self` that is `==`.
    public func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool {
        (object as? Self).map { $0 == self } ?? false
    }
}

extension ListDiffable {
    /// Whether a section controller holding this object may keep it in
    /// place of `other`: for a class, only the same instance (as in
    /// IGListKit, the controller must hold the instance the data source
    /// holds, or a later mutation of that instance would go unseen); for a
    /// value, equal contents.
    func isSameObject(as other: any ListDiffable) -> Bool {
        if Self.self is AnyClass { return (self as AnyObject) === (other as AnyObject) }
        return isEqual(toDiffableObject: other)
    }
}
