import Foundation
import ListKit

extension HeadlessListView {
    /// The top-left point of the content shown. Setting it scrolls there,
    /// then updates the cells on screen and tells the delegate. As
    /// `UIScrollView`'s, it is not kept within the content: code may set an
    /// offset above it or past its end (a user's scroll would bounce back);
    /// only scrolling to an item stays within it. A coordinate that is not
    /// finite leaves the offset as it is.
    public var contentOffset: CGPoint {
        get { offset }
        set {
            guard !postpone("contentOffset", { $0.scroll = .offset(newValue) }) else { return }
            loadIfNeeded()
            let old = offset
            changing {
                offset = CGPoint(x: 0, y: newValue.y.isFinite ? newValue.y : old.y)
                updateDisplay()
            }
            // As UIKit, only a real change is a scroll. A delegate may scroll
            // from `didScroll` (to pin the offset, say); one that never
            // settles is stopped after a few rounds, with a fault.
            guard offset != old else { return }
            guard scrollNotifications < 8 else {
                faults.append(.reentrantCall("contentOffset"))
                return
            }
            scrollNotifications += 1
            defer { scrollNotifications -= 1 }
            delegate?.headlessListViewDidScroll(self)
        }
    }

    /// Where an item ends up in the viewport when the view scrolls to it
    /// (UIKit's `UICollectionView.ScrollPosition`, vertical: this view's
    /// flow is vertical).
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// A position from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The item's top at the viewport's top.
        public static let top = ScrollPosition(rawValue: 1)
        /// The item's middle at the viewport's middle.
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        /// The item's bottom at the viewport's bottom.
        public static let bottom = ScrollPosition(rawValue: 4)
    }

    /// Scrolls so that the item at `indexPath` is at the top, as far as the
    /// content allows (when the item exists).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToItem(at: indexPath, at: .top, animated: animated)
    }

    /// Scrolls so that the item at `indexPath` sits at `position` of the
    /// viewport, as far as the content allows (when the item exists); no
    /// position (`[]`) does not scroll. Of several positions, the first of
    /// top, centered, bottom counts.
    ///
    /// ```swift
    /// view.scrollToItem(at: [0, 40], at: .centeredVertically, animated: false)
    /// ```
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard !postpone("scrollToItem", { $0.scroll = .item(indexPath, position) }),
              item(at: indexPath) != nil, !position.isEmpty
        else { return }
        let frame = layout.frame(ofItem: indexPath[1], inSection: indexPath[0])
        let y: CGFloat
        if position.contains(.top) {
            y = frame.minY
        } else if position.contains(.centeredVertically) {
            y = frame.midY - viewport.height / 2
        } else {
            y = frame.maxY - viewport.height
        }
        contentOffset = CGPoint(x: 0, y: clampedOffset(y))
    }
}
