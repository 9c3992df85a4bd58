import Foundation
import ListKit

/// A cell's model that can measure itself off the main thread: Texture's
/// `ASCellNode`, reduced to what a list needs. A ``ListDataController``
/// makes each node from its ``ListNodeBlock`` on its background editing
/// queue, measures it there, and hands the view a batch only once every
/// node in it is measured; on the main thread the node then configures the
/// cell that shows it and hears its element enter and leave the interface
/// states (``ListInterfaceState``).
///
/// Nodes are `Sendable`: they are made and measured on the editing queue and
/// read on the main thread, so keep what ``measure(constrainedTo:)`` reads
/// immutable (or guarded), and main-thread state behind `@MainActor`.
///
/// ```swift
/// final class TextNode: ListNode {
///     let text: String
///     init(text: String) { self.text = text }
///     func measure(constrainedTo size: CGSize) -> CGSize {
///         // 20 points per started line of 40 characters.
///         CGSize(width: size.width, height: CGFloat(20 * ((text.count + 39) / 40)))
///     }
/// }
/// ```
public protocol ListNode: AnyObject, Sendable {
    /// The node's size within `size` (a width of the list's, an infinite
    /// height, for a vertical list). Runs on the data controller's editing
    /// queue, once per constrained size; a negative or non-finite answer
    /// is shown as zero, with a diagnostic.
    func measure(constrainedTo size: CGSize) -> CGSize

    /// Shows the node in `cell`, the view's host cell for its element,
    /// each time the view asks for that cell. Does nothing by default.
    @MainActor func configure(_ cell: any ListReusableView)

    /// The element's interface states changed from `oldState` to
    /// `newState` (see ``ListInterfaceState`` for the order of the calls).
    /// Does nothing by default.
    @MainActor func interfaceStateDidChange(from oldState: ListInterfaceState, to newState: ListInterfaceState)
}

extension ListNode {
    /// Does nothing.
    @MainActor public func configure(_ cell: any ListReusableView) {}

    /// Does nothing.
    @MainActor public func interfaceStateDidChange(from oldState: ListInterfaceState, to newState: ListInterfaceState) {}
}

/// What a data source hands a ``ListDataController`` for an item or a
/// supplementary view: the work that makes its node, run later on the
/// editing queue (Texture's `ASCellNodeBlock`). A block that throws is
/// shown as an empty node of zero size, with a diagnostic.
///
/// ```swift
/// let text = posts[indexPath.item].text      // read on the main thread
/// return { TextNode(text: text) }           // run off it
/// ```
public typealias ListNodeBlock = @Sendable () throws -> any ListNode
