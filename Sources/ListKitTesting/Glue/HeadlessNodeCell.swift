import Foundation
import ListPipeline

/// The cell a ``HeadlessListView`` shows for an element of a
/// `ListDataController`: it hosts the element's node, which configures it.
///
/// ```swift
/// let cell = view.cellForItem(at: IndexPath(index: 0).appending(0)) as? HeadlessNodeCell
/// print(cell?.element?.nodeIfAllocated as Any)
/// ```
@MainActor
public final class HeadlessNodeCell: HeadlessCell, ListElementHost {
    /// The element shown, or nil before the cell is first vended.
    public package(set) var element: ListElement?
}

/// The header or footer a ``HeadlessListView`` shows for a supplementary
/// element of a `ListDataController`.
@MainActor
public final class HeadlessNodeView: HeadlessReusableView, ListElementHost {
    /// The element shown, or nil before the view is first vended.
    public package(set) var element: ListElement?
}
