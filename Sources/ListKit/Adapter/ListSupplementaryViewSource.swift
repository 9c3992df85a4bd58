import Foundation

/// Supplies a section controller's supplementary views, such as headers
/// and footers (IGListKit's `IGListSupplementaryViewSource`). A controller
/// is often its own source.
///
/// ```swift
/// final class PostController: SectionController, ListSupplementaryViewSource {
///     override init() { super.init(); supplementaryViewSource = self }
///     var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
///     func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
///         collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
///     }
///     func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 30) }
/// }
/// ```
@MainActor
public protocol ListSupplementaryViewSource: AnyObject {
    /// The kinds of views this source supplies (see `ListElementKind`).
    var supportedElementKinds: [String] { get }
    /// The view of `kind`, dequeued through the controller's collection
    /// context; nil shows an empty one (and a diagnostic).
    func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)?
    /// The size of the view of `kind`.
    func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize
}
