import Foundation

/// The width and height of an item, group or supplementary item of a
/// compositional layout, as UIKit's `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
/// print(size.heightDimension.dimension)   // 44.0
/// ```
public struct ListLayoutSize: Hashable, Sendable {
    /// The width.
    public let widthDimension: ListLayoutDimension
    /// The height.
    public let heightDimension: ListLayoutDimension

    /// A size of the given width and height.
    ///
    /// - Parameters:
    ///   - widthDimension: The width.
    ///   - heightDimension: The height.
    /// - Complexity: O(1).
    public init(widthDimension: ListLayoutDimension, heightDimension: ListLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
