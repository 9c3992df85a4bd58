/// Where a boundary supplementary item sits against its section, as
/// UIKit's `NSRectAlignment`. A vertical compositional layout places the
/// top ones (``top``, ``topLeading``, ``topTrailing``) above the section's
/// content and the bottom ones below it; the others (beside the content)
/// are not supported there.
///
/// ```swift
/// let header = ListLayoutBoundarySupplementaryItem(
///     layoutSize: size, elementKind: ListElementKind.sectionHeader, alignment: .top)
/// ```
public enum ListRectAlignment: Int, Hashable, Sendable {
    /// No alignment.
    case none
    /// Above the content, centred across it.
    case top
    /// Above the content, at its leading edge.
    case topLeading
    /// Beside the content, at its leading edge.
    case leading
    /// Below the content, at its leading edge.
    case bottomLeading
    /// Below the content, centred across it.
    case bottom
    /// Below the content, at its trailing edge.
    case bottomTrailing
    /// Beside the content, at its trailing edge.
    case trailing
    /// Above the content, at its trailing edge.
    case topTrailing
}
