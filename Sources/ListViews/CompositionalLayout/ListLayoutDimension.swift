import Foundation

/// One side of a compositional layout's size, as UIKit's
/// `NSCollectionLayoutDimension`: a fraction of the container's width or
/// height, a length in points, or an estimate that the content's own size
/// replaces (a self-sizing cell's).
///
/// A fraction is of the container the element is laid out in: a group's
/// for its items, the section's content (the viewport inside the section's
/// content insets) for the section's group.
///
/// ```swift
/// let third = ListLayoutDimension.fractionalWidth(1.0 / 3)
/// let row = ListLayoutDimension.estimated(44)
/// print(third.isFractionalWidth, row.isEstimated)   // true true
/// ```
public struct ListLayoutDimension: Hashable, Sendable {
    /// What the value measures.
    package enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }
    package let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    ///
    /// - Parameter fractionalWidth: The fraction, 1 for the whole width.
    /// - Complexity: O(1).
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> ListLayoutDimension {
        ListLayoutDimension(.fractionalWidth, fractionalWidth)
    }

    /// A fraction of the container's height.
    ///
    /// - Parameter fractionalHeight: The fraction, 1 for the whole height.
    /// - Complexity: O(1).
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> ListLayoutDimension {
        ListLayoutDimension(.fractionalHeight, fractionalHeight)
    }

    /// A length in points.
    ///
    /// - Parameter absoluteDimension: The length.
    /// - Complexity: O(1).
    public static func absolute(_ absoluteDimension: CGFloat) -> ListLayoutDimension {
        ListLayoutDimension(.absolute, absoluteDimension)
    }

    /// A length in points until the content gives its own: a cell's
    /// `preferredLayoutAttributesFitting(_:)` once it is configured.
    ///
    /// - Parameter estimatedDimension: The length assumed until then.
    /// - Complexity: O(1).
    public static func estimated(_ estimatedDimension: CGFloat) -> ListLayoutDimension {
        ListLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether this is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate the content's size replaces.
    public var isEstimated: Bool { kind == .estimated }
}
