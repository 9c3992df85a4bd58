import Foundation

/// A header or footer of a compositional layout's section, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a supplementary view of
/// ``elementKind`` above (``ListRectAlignment/top``) or below
/// (``ListRectAlignment/bottom``) the section's content. Its width is a
/// fraction of the section's content width (of the list's width when the
/// section's `supplementariesFollowContentInsets` is false); an estimated
/// height is taken as it is.
///
/// ```swift
/// let header = ListLayoutBoundarySupplementaryItem(
///     layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
///     elementKind: ListElementKind.sectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// ```
@MainActor
public final class ListLayoutBoundarySupplementaryItem {
    /// The size of the view.
    public let layoutSize: ListLayoutSize
    /// The kind of supplementary view the data source is asked for.
    public let elementKind: String
    /// Where the view sits against its section's content.
    public let alignment: ListRectAlignment
    /// Whether the view takes space of its own before (or after) the
    /// content; true by default. When false it lies over the content.
    public var extendsBoundary = true { didSet { ListLayoutEdits.count &+= 1 } }
    /// Whether the view stays in the viewport while its section is under
    /// it, pushed out by the section's end; false by default.
    public var pinToVisibleBounds = false { didSet { ListLayoutEdits.count &+= 1 } }

    /// A header or footer.
    ///
    /// - Parameters:
    ///   - layoutSize: The view's size.
    ///   - elementKind: The kind of supplementary view.
    ///   - alignment: Where it sits against the content.
    /// - Complexity: O(1).
    public init(layoutSize: ListLayoutSize, elementKind: String, alignment: ListRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
