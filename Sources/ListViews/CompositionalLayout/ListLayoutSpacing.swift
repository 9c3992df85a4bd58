import Foundation

/// The space between the items of a group, as UIKit's
/// `NSCollectionLayoutSpacing`: fixed, or flexible (at least the value,
/// and the space the items leave shared out between them).
///
/// ```swift
/// let group = ListLayoutGroup.horizontal(layoutSize: size, subitems: [item])
/// group.interItemSpacing = .fixed(8)
/// ```
public struct ListLayoutSpacing: Hashable, Sendable {
    /// The spacing, or the least spacing when flexible.
    public let spacing: CGFloat
    /// Whether the spacing grows to share out the space left.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        self.isFlexibleSpacing = flexible
    }

    /// A spacing of exactly `fixedSpacing` points.
    ///
    /// - Parameter fixedSpacing: The spacing.
    /// - Complexity: O(1).
    public static func fixed(_ fixedSpacing: CGFloat) -> ListLayoutSpacing {
        ListLayoutSpacing(fixedSpacing, flexible: false)
    }

    /// A spacing of at least `flexibleSpacing` points, grown so that the
    /// group's items spread over its whole length.
    ///
    /// - Parameter flexibleSpacing: The least spacing.
    /// - Complexity: O(1).
    public static func flexible(_ flexibleSpacing: CGFloat) -> ListLayoutSpacing {
        ListLayoutSpacing(flexibleSpacing, flexible: true)
    }
}
