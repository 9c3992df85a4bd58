/// How a section of a compositional layout scrolls across the list, as
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: with any
/// value but ``none`` the section's groups sit side by side in one row that
/// scrolls on its own (a carousel). The kinds of paging differ only in
/// where a drag comes to rest.
///
/// ```swift
/// section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
/// ```
public enum ListOrthogonalScrollingBehavior: Int, Hashable, Sendable {
    /// The groups follow one another down the list.
    case none
    /// One row, scrolling freely.
    case continuous
    /// One row, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// One row, a page (the list's width) at a time.
    case paging
    /// One row, a group at a time.
    case groupPaging
    /// One row, a group at a time, centred.
    case groupPagingCentered
}
