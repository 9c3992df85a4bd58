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
    /// place of `other` without `didUpdate(to:)`. IGListKit calls it
    /// whenever the object is another instance: for a class, only the same
    /// instance may stay (or a later mutation of that instance would go
    /// unseen); a value is a new instance at every update, so only an
    /// `Equatable` one that is `==` may stay, being the same in every way.
    /// `isEqual(toDiffableObject:)` is not asked: the binding idiom returns
    /// true from it while the object's view models change.
    func isSameObject(as other: any ListDiffable) -> Bool {
        if Self.self is AnyClass { return (self as AnyObject) === (other as AnyObject) }
        guard let value = self as? any Equatable else { return false }
        return value.isEqual(toAny: other)
    }
}

extension Equatable {
    /// Whether `other` is a `Self` that is `==`.
    fileprivate func isEqual(toAny other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
