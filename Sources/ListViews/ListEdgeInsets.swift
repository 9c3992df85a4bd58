import Foundation

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Insets from each edge of a rectangle, in points: the space a flow layout
/// leaves around a section's items (IGListKit's `inset` of a section
/// controller). On Apple platforms it is UIKit's `UIEdgeInsets` itself, so
/// that IGListKit code that sets an `inset` to a `UIEdgeInsets` compiles
/// unchanged; elsewhere a struct with the same initializer and members.
///
/// ```swift
/// let insets = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// print(insets.left + insets.right)   // 32: the width the items lose
/// ```
public typealias ListEdgeInsets = UIEdgeInsets
#else
/// Insets from each edge of a rectangle, in points: the space a flow layout
/// leaves around a section's items (IGListKit's `inset` of a section
/// controller). On Apple platforms it is UIKit's `UIEdgeInsets` itself, so
/// that IGListKit code that sets an `inset` to a `UIEdgeInsets` compiles
/// unchanged; elsewhere this struct, with the same initializers, members
/// and conformances (`Equatable`, as UIKit's; not `Hashable`, which UIKit's
/// is not), so that code written against either compiles on both.
///
/// ```swift
/// let insets = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// print(insets.left + insets.right)   // 32: the width the items lose
/// ```
public struct ListEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of the given sizes, as `UIEdgeInsets(top:left:bottom:right:)`.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - left: The inset from the left edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - right: The inset from the right edge.
    /// - Complexity: O(1).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge, as `UIEdgeInsets()`.
    ///
    /// - Complexity: O(1).
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// No inset on any edge.
    public static let zero = ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
#endif
