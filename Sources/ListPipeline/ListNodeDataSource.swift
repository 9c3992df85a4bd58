import Foundation
import ListKit

/// Where a ``ListDataController`` reads the list: counts and, for each new
/// item, the block that makes its node (Texture's
/// `ASCollectionDataSource`). It is asked on the main thread, in the
/// data-source index space, while a change is processed: the counts must
/// already be the new ones.
///
/// ```swift
/// final class Feed: ListNodeDataSource {
///     var posts: [String] = []
///     func numberOfSections(in controller: ListDataController) -> Int { 1 }
///     func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int { posts.count }
///     func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
///         let text = posts[indexPath[1]]
///         return { TextNode(text: text) }
///     }
/// }
/// ```
@MainActor
public protocol ListNodeDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in controller: ListDataController) -> Int
    /// The number of items in `section` (a negative count is read as 0).
    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int
    /// The block that makes the node of the item at `indexPath`; nil shows
    /// an empty node, with a diagnostic.
    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock?
    /// The block that makes the node of the supplementary view of `kind`
    /// (`ListElementKind`) in `section`, or nil for none (the default).
    /// Asked for sections that are new or reloaded, once per kind in
    /// ``ListDataController/supplementaryKinds``.
    func dataController(
        _ controller: ListDataController, nodeBlockForSupplementaryElementOfKind kind: String, inSection section: Int
    ) -> ListNodeBlock?
    /// The size the item at `indexPath` is measured within; by default the
    /// view's width and an unbounded height (for a horizontal list, return
    /// the height and an unbounded width).
    func dataController(_ controller: ListDataController, constrainedSizeForItemAt indexPath: IndexPath) -> CGSize
    /// The flow layout's inset around `section`'s items, or nil (the
    /// default) for the view's own.
    func dataController(_ controller: ListDataController, insetForSection section: Int) -> ListEdgeInsets?
    /// The flow layout's spacing between `section`'s lines of items, or nil
    /// (the default) for the view's own.
    func dataController(_ controller: ListDataController, minimumLineSpacingForSection section: Int) -> CGFloat?
    /// The flow layout's spacing between items of a line of `section`, or
    /// nil (the default) for the view's own.
    func dataController(_ controller: ListDataController, minimumInteritemSpacingForSection section: Int) -> CGFloat?
}

extension ListNodeDataSource {
    /// None.
    public func dataController(
        _ controller: ListDataController, nodeBlockForSupplementaryElementOfKind kind: String, inSection section: Int
    ) -> ListNodeBlock? { nil }

    /// Nil: the view's own.
    public func dataController(_ controller: ListDataController, insetForSection section: Int) -> ListEdgeInsets? { nil }
    /// Nil: the view's own.
    public func dataController(_ controller: ListDataController, minimumLineSpacingForSection section: Int) -> CGFloat? { nil }
    /// Nil: the view's own.
    public func dataController(_ controller: ListDataController, minimumInteritemSpacingForSection section: Int) -> CGFloat? { nil }

    /// The view's width by an unbounded height.
    public func dataController(_ controller: ListDataController, constrainedSizeForItemAt indexPath: IndexPath) -> CGSize {
        controller.defaultConstrainedSize
    }
}
