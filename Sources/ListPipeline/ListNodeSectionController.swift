import Foundation
import ListKit

/// A section controller that vends nodes instead of cells, so that a
/// `ListAdapter` driving a ``ListDataController`` has its items made and
/// measured off the main thread (the way Texture drives IGListKit's section
/// controllers). An existing controller adopts it by adding
/// ``nodeBlockForItem(at:)``; its counts, updates, selection and display
/// events stay as they are, and its cell and size methods are no longer
/// asked.
///
/// ```swift
/// final class PostController: SectionController, ListNodeSectionController {
///     private var text = ""
///     override func didUpdate(to object: any ListDiffable) { text = (object as! Post).text }
///     func nodeBlockForItem(at index: Int) -> ListNodeBlock? {
///         let text = text
///         return { TextNode(text: text) }
///     }
/// }
/// ```
@MainActor
public protocol ListNodeSectionController: SectionController {
    /// The block that makes the node of the item at `index`, read on the
    /// main thread, run on the editing queue; nil shows an empty node.
    func nodeBlockForItem(at index: Int) -> ListNodeBlock?
    /// The size the item at `index` is measured within; by default the
    /// list's width by an unbounded height.
    func constrainedSizeForItem(at index: Int) -> CGSize?
    /// The block that makes the node of the section's supplementary view
    /// of `kind`, or nil for none (the default).
    func nodeBlockForSupplementaryElement(ofKind kind: String) -> ListNodeBlock?
}

extension ListNodeSectionController {
    /// Nil: the data controller's default.
    public func constrainedSizeForItem(at index: Int) -> CGSize? { nil }
    /// None.
    public func nodeBlockForSupplementaryElement(ofKind kind: String) -> ListNodeBlock? { nil }
}
