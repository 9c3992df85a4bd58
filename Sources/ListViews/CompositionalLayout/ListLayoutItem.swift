import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit   // ListDirectionalEdgeInsets is UIKit's NSDirectionalEdgeInsets there
#endif

/// The smallest part of a compositional layout: the place of one cell, as
/// UIKit's `NSCollectionLayoutItem`. A group repeats its items (and groups)
/// along its axis; each item takes its ``layoutSize`` there, and its cell is
/// that place less ``contentInsets``.
///
/// ```swift
/// let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = ListDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
/// ```
@MainActor
public class ListLayoutItem {
    /// The size of the item's place in its group.
    public let layoutSize: ListLayoutSize
    /// The space between the item's place and its cell. Ignored along an
    /// axis whose dimension is estimated, as UIKit ignores it.
    public var contentInsets = ListDirectionalEdgeInsets.zero { didSet { ListLayoutEdits.count &+= 1 } }

    /// An item of the given size.
    ///
    /// - Parameter layoutSize: Its size, fractions being of its group's.
    /// - Complexity: O(1).
    public init(layoutSize: ListLayoutSize) {
        self.layoutSize = layoutSize
    }
}
