import Foundation

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Insets from each edge of a rectangle, leading and trailing rather than
/// left and right: the space a compositional layout leaves around an item's
/// content or a section's groups. On Apple platforms it is UIKit's
/// `NSDirectionalEdgeInsets` itself; elsewhere a struct with the same
/// initializers and members.
///
/// ```swift
/// let insets = ListDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// print(insets.leading + insets.trailing)   // 32
/// ```
public typealias ListDirectionalEdgeInsets = NSDirectionalEdgeInsets
#else
/// Insets from each edge of a rectangle, leading and trailing rather than
/// left and right: the space a compositional layout leaves around an item's
/// content or a section's groups. On Apple platforms it is UIKit's
/// `NSDirectionalEdgeInsets` itself; elsewhere this struct, with the same
/// initializers, members and conformance (`Equatable`), so that code
/// written against either compiles on both. Leading is left: layouts there
/// run left to right.
///
/// ```swift
/// let insets = ListDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// print(insets.leading + insets.trailing)   // 32
/// ```
public struct ListDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of the given sizes, as
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    ///
    /// - Parameters:
    ///   - top: The inset from the top edge.
    ///   - leading: The inset from the leading edge.
    ///   - bottom: The inset from the bottom edge.
    ///   - trailing: The inset from the trailing edge.
    /// - Complexity: O(1).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge, as `NSDirectionalEdgeInsets()`.
    ///
    /// - Complexity: O(1).
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No inset on any edge.
    public static let zero = ListDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
#endif
