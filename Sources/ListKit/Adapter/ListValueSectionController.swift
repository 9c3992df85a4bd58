/// A section controller for a Swift value (IGListSwiftKit's
/// `ListValueSectionController`): the adapter's object is a
/// ``ListIdentifiable`` value boxed by ``ListIdentifiable/diffable()``, and
/// arrives unboxed in ``didUpdate(to:)-(Value)`` and ``value``.
///
/// IGListSwiftKit stops the app when the object is not a boxed `Value`;
/// here such an object is ignored, as ``GenericSectionController`` ignores
/// an object of another type, and ``value`` keeps the one before.
///
/// ```swift
/// final class BannerController: ListValueSectionController<Banner> {
///     override func didUpdate(to value: Banner) { print("now showing", value.title) }
/// }
/// ```
@MainActor
open class ListValueSectionController<Value: ListIdentifiable>: SectionController {
    /// The value shown: nil until the adapter sets the first one, which it
    /// does before asking for any cell.
    public private(set) var value: Value!

    /// A controller without a value yet.
    public override init() {}

    /// Unboxes the object and hands it on as a value; an object that is not
    /// a boxed `Value` is ignored.
    ///
    /// - Parameter object: The adapter's object for this section.
    /// - Complexity: O(1), and what ``didUpdate(to:)-(Value)`` does.
    public final override func didUpdate(to object: any ListDiffable) {
        guard let value = Value(diffable: object) else { return }
        self.value = value
        didUpdate(to: value)
    }

    /// Called with the value when the controller is new and whenever it
    /// changes (the rules of ``SectionController/didUpdate(to:)``); ``value``
    /// is already the new one. Calling `super` is not needed.
    ///
    /// - Parameter value: The new value.
    open func didUpdate(to value: Value) {}
}
