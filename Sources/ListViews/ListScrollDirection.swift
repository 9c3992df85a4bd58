import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit  // ListEdgeInsets is UIEdgeInsets there: its members, read inlined
#endif

/// The direction a list scrolls in (UIKit's `UICollectionView.ScrollDirection`
/// of a flow layout): vertical lists stack their sections top to bottom,
/// horizontal ones left to right.
///
/// ```swift
/// adapter.scroll(to: post, supplementaryKinds: [], scrollDirection: .horizontal,
///                scrollPosition: .centeredHorizontally, animated: false)
/// ```
public enum ListScrollDirection: Hashable, Sendable {
    /// Content scrolls up and down.
    case vertical
    /// Content scrolls left and right.
    case horizontal
}

// The axis a direction scrolls along (its main axis) and the one across it,
// for layouts written once for both directions: "main" is y for vertical,
// x for horizontal; "cross" the other one. Each is O(1).
extension ListScrollDirection {
    /// The length of `size` along the scroll axis.
    @inlinable package func main(of size: CGSize) -> CGFloat { self == .vertical ? size.height : size.width }
    /// The length of `size` across the scroll axis.
    @inlinable package func cross(of size: CGSize) -> CGFloat { self == .vertical ? size.width : size.height }
    /// The coordinate of `point` along the scroll axis.
    @inlinable package func main(of point: CGPoint) -> CGFloat { self == .vertical ? point.y : point.x }
    /// The start of `rect` along the scroll axis (its top or left).
    @inlinable package func minMain(of rect: CGRect) -> CGFloat { self == .vertical ? rect.minY : rect.minX }
    /// The end of `rect` along the scroll axis (its bottom or right).
    @inlinable package func maxMain(of rect: CGRect) -> CGFloat { self == .vertical ? rect.maxY : rect.maxX }
    /// The inset at the start of the scroll axis (top or left).
    @inlinable package func mainStart(of insets: ListEdgeInsets) -> CGFloat { self == .vertical ? insets.top : insets.left }
    /// The inset at the end of the scroll axis (bottom or right).
    @inlinable package func mainEnd(of insets: ListEdgeInsets) -> CGFloat { self == .vertical ? insets.bottom : insets.right }
    /// The inset at the start across the scroll axis (left or top).
    @inlinable package func crossStart(of insets: ListEdgeInsets) -> CGFloat { self == .vertical ? insets.left : insets.top }
    /// The inset at the end across the scroll axis (right or bottom).
    @inlinable package func crossEnd(of insets: ListEdgeInsets) -> CGFloat { self == .vertical ? insets.right : insets.bottom }
    /// A size of `main` along the scroll axis and `cross` across it.
    @inlinable package func size(main: CGFloat, cross: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
    /// A point at `main` along the scroll axis and `cross` across it.
    @inlinable package func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        self == .vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }
    /// A rectangle from (`main`, `cross`) of `mainLength` along the scroll
    /// axis and `crossLength` across it.
    @inlinable package func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        CGRect(origin: point(main: main, cross: cross), size: size(main: mainLength, cross: crossLength))
    }
    /// `rect` moved by `delta` along the scroll axis.
    @inlinable package func offset(_ rect: CGRect, by delta: CGFloat) -> CGRect {
        self == .vertical ? rect.offsetBy(dx: 0, dy: delta) : rect.offsetBy(dx: delta, dy: 0)
    }
}
