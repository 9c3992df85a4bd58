import Foundation

/// Insets from each edge of a rectangle, in points: the space a flow layout
/// leaves around a section's items (IGListKit's `inset` of a section
/// controller, UIKit's `UIEdgeInsets`), on every platform. On Apple
/// platforms it converts to and from `UIEdgeInsets`.
///
/// ```swift
/// let insets = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// print(insets.left + insets.right)   // 32: the width the items lose
/// ```
public struct ListEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of the given sizes; zero by default.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = ListEdgeInsets()
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

extension ListEdgeInsets {
    /// The same insets as `insets`.
    public init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

extension UIEdgeInsets {
    /// The same insets as `insets`.
    public init(_ insets: ListEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
