/// Manages one section of a list adapter: the section's items and how they
/// change when its object changes (IGListKit's `IGListSectionController`).
/// Subclass it; the base shows one item.
///
/// ```swift
/// final class HeaderController: SectionController {
///     private(set) var header: Header?
///     override func didUpdate(to object: any ListDiffable) { header = object as? Header }
/// }
/// ```
@MainActor
open class SectionController {
    /// The section this controller shows, or nil when it shows none.
    public internal(set) var section: Int?
    /// Whether it shows the first section.
    public internal(set) var isFirstSection = false
    /// Whether it shows the last section.
    public internal(set) var isLastSection = false

    /// A controller showing no section yet.
    public init() {}

    /// The number of items in the section (1 by default).
    open var numberOfItems: Int { 1 }

    /// Called with the section's object when it is first set and whenever
    /// it is replaced.
    open func didUpdate(to object: any ListDiffable) {}
}
