import ListDiff

/// A Swift value with an identity, shown by a ``ListValueSectionController``
/// (IGListSwiftKit's `ListIdentifiable`): a subset of ``ListDiffable`` for
/// values, which the adapter takes boxed by ``diffable()``.
///
/// Two values are the same object when their identifiers are equal, and
/// the object changed when they are not `==`.
///
/// ```swift
/// struct Banner: ListIdentifiable {
///     let id: Int
///     var title: String
///     var diffIdentifier: AnyHashable { id }
/// }
/// func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { banners.diffables() }
/// ```
public protocol ListIdentifiable: Equatable {
    /// The value's identity across updates (IGListSwiftKit's is an
    /// `NSObjectProtocol`; here any `Hashable`).
    var diffIdentifier: AnyHashable { get }
}

extension ListIdentifiable {
    /// This value boxed as an object for the adapter, which a
    /// ``ListValueSectionController`` of this type unboxes.
    ///
    /// - Complexity: O(1).
    public func diffable() -> any ListDiffable { ListDiffableValueBox(value: self) }

    /// Whether `value` is a value of this type boxed by ``diffable()``.
    ///
    /// - Parameter value: An object the adapter holds.
    /// - Complexity: O(1).
    public static func isDiffable(_ value: Any) -> Bool { value is ListDiffableValueBox<Self> }

    /// The value boxed in `diffable`, or nil when it is not a value of this
    /// type boxed by ``diffable()``.
    ///
    /// - Parameter diffable: An object the adapter holds.
    /// - Complexity: O(1).
    public init?(diffable: Any) {
        guard let box = diffable as? ListDiffableValueBox<Self> else { return nil }
        self = box.value
    }
}

extension Sequence where Element: ListIdentifiable {
    /// The values boxed by ``ListIdentifiable/diffable()``, in order: the
    /// adapter's objects.
    ///
    /// - Complexity: O(n).
    public func diffables() -> [any ListDiffable] { map { $0.diffable() } }
}

/// A value boxed for the adapter: its identifier, and equal when the values are.
struct ListDiffableValueBox<Value: ListIdentifiable>: ListDiffable, Equatable {
    let value: Value
    var diffIdentifier: AnyHashable { value.diffIdentifier }
}
