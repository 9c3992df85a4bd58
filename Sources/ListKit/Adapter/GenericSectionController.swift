/// A section controller bound to its object's type (IGListKit's
/// `IGListGenericSectionController`): the adapter's object arrives typed in
/// `didUpdate(to:)` and stays in ``object``. An object of another
/// type is ignored.
///
/// ```swift
/// final class BannerController: GenericSectionController<Banner> {
///     override func didUpdate(to banner: Banner) { print("now showing", banner.title) }
///     override func cellForItem(at index: Int) -> (any ListReusableView)? {
///         let cell = collectionContext?.dequeueReusableCell(of: BannerCell.self, for: self, at: index)
///         cell?.title = object?.title ?? ""
///         return cell
///     }
/// }
/// ```
@MainActor
open class GenericSectionController<Object>: SectionController {
    /// The object shown; nil until the adapter sets one of type `Object`.
    public private(set) var object: Object?

    /// A controller without an object yet.
    public override init() {}

    /// Stores the object when it is an `Object` and hands it on typed.
    public final override func didUpdate(to object: any ListDiffable) {
        guard let typed = object as? Object else { return }
        self.object = typed
        didUpdate(to: typed)
    }

    /// Called with the object when the controller is new and whenever the
    /// object changes (the rules of ``SectionController/didUpdate(to:)``);
    /// ``object`` is already the new one.
    open func didUpdate(to object: Object) {}
}
