import Foundation

/// Where a rectangle (an item, a section) ends up in the viewport when a
/// list scrolls to it (UIKit's `UICollectionView.ScrollPosition`, with the
/// same raw values): its top, middle or bottom at the viewport's for a
/// vertical list; its left, middle or right for a horizontal one.
///
/// Of several positions along one axis, the first of start, centre, end
/// counts (`[.top, .bottom]` is `.top`).
///
/// ```swift
/// adapter.scroll(to: post, supplementaryKinds: [ListElementKind.sectionHeader],
///                scrollDirection: .vertical, scrollPosition: .centeredVertically, animated: true)
/// ```
public struct ListScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A position from its raw value (UIKit's).
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge at the viewport's top.
    public static let top = ListScrollPosition(rawValue: 1 << 0)
    /// The middle at the viewport's middle, vertically.
    public static let centeredVertically = ListScrollPosition(rawValue: 1 << 1)
    /// The bottom edge at the viewport's bottom.
    public static let bottom = ListScrollPosition(rawValue: 1 << 2)
    /// The left edge at the viewport's left.
    public static let left = ListScrollPosition(rawValue: 1 << 3)
    /// The middle at the viewport's middle, horizontally.
    public static let centeredHorizontally = ListScrollPosition(rawValue: 1 << 4)
    /// The right edge at the viewport's right.
    public static let right = ListScrollPosition(rawValue: 1 << 5)
}

/// Where along the scroll axis a rectangle is put in the viewport.
package enum ListScrollAlignment: Sendable {
    /// Its start (top, left) at the viewport's start.
    case start
    /// Its middle at the viewport's middle.
    case center
    /// Its end (bottom, right) at the viewport's end.
    case end
}

extension ListScrollPosition {
    /// The alignment this position names along `direction`'s axis (the
    /// first of start, centre, end), or nil when it names none there.
    ///
    /// Complexity: O(1).
    package func alignment(along direction: ListScrollDirection) -> ListScrollAlignment? {
        let (start, center, end): (ListScrollPosition, ListScrollPosition, ListScrollPosition) =
            direction == .vertical ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(start) { return .start }
        if contains(center) { return .center }
        if contains(end) { return .end }
        return nil
    }

    /// The offset along `direction`'s axis that puts `rect` (in content
    /// coordinates) at `alignment` of a viewport of `viewport`, kept within
    /// the content: from `-inset` at the start to the content's length less
    /// the viewport's plus `inset` at the end, the start when the content is
    /// shorter than the viewport. The insets are the scroll view's content
    /// insets (bars over the content); the aligned edge is the inset one, as
    /// IGListKit's `scrollToObject` computes it. A coordinate that is not
    /// finite gives the start.
    ///
    /// Complexity: O(1).
    package static func offset(
        showing rect: CGRect, at alignment: ListScrollAlignment, along direction: ListScrollDirection,
        viewport: CGSize, contentSize: CGSize, contentInset: ListEdgeInsets = .zero
    ) -> CGFloat {
        let start = direction.mainStart(of: contentInset), end = direction.mainEnd(of: contentInset)
        let length = direction.main(of: viewport)
        let offset: CGFloat
        switch alignment {
        case .start: offset = direction.minMain(of: rect) - start
        case .center: offset = (direction.minMain(of: rect) + direction.maxMain(of: rect)) / 2 - length / 2 - (start - end) / 2
        case .end: offset = direction.maxMain(of: rect) - length + end
        }
        let lowest = -start, highest = direction.main(of: contentSize) - length + end
        guard offset.isFinite, highest.isFinite else { return lowest }
        return max(lowest, min(offset, highest))
    }
}
