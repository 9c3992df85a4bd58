import Foundation
import ListKit

extension HeadlessListView {
    /// The top-left point of the content shown. Setting it scrolls there,
    /// then updates the cells on screen and tells the delegate. As
    /// `UIScrollView`'s, it is not kept within the content: code may set an
    /// offset above it or past its end (a user's scroll would bounce back);
    /// only scrolling to an item stays within it. It moves along the
    /// ``scrollDirection`` only: the other coordinate is always zero (the
    /// content is as wide, or as tall, as the view). A coordinate that is
    /// not finite leaves the offset as it is.
    public var contentOffset: CGPoint {
        get { offset }
        set {
            guard !postpone("contentOffset", { $0.scroll = .offset(newValue) }) else { return }
            loadIfNeeded()
            let old = offset
            // As UIKit, only a real change is a scroll: the delegate hears
            // of it when the update ends (see `changing`).
            changing {
                let main = layout.direction.main(of: newValue)
                mainOffset = main.isFinite ? main : layout.direction.main(of: old)
                updateDisplay()
            }
        }
    }

    /// Plays a user's drag to `offset`, as UIKit reports one: the delegate
    /// hears `willBeginDragging`, the content moves there (`didScroll`),
    /// `willEndDragging(withVelocity:targetContentOffset:)` with `velocity`
    /// and `offset` as the target, then `didEndDragging(willDecelerate:)`,
    /// and, when `decelerating`, the content moves to the target (where the
    /// delegate may have moved it; otherwise the offset does not move
    /// further: the drag ends where the test says) and `didEndDecelerating`.
    ///
    /// - Parameters:
    ///   - offset: Where the finger leaves the content.
    ///   - decelerating: Whether the content goes on moving after the drag.
    ///   - velocity: The drag's velocity as it ends, in points per
    ///     millisecond, as UIKit gives it.
    /// - Complexity: O(the cells that come and go).
    ///
    /// ```swift
    /// view.drag(to: CGPoint(x: 0, y: 300), decelerating: true)
    /// ```
    public func drag(to offset: CGPoint, decelerating: Bool = false, velocity: CGPoint = .zero) {
        loadIfNeeded()
        delegate?.headlessListViewWillBeginDragging(self)
        contentOffset = offset
        var target = contentOffset
        delegate?.headlessListViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        delegate?.headlessListViewDidEndDragging(self, willDecelerate: decelerating)
        if decelerating {
            if target != contentOffset { contentOffset = target }
            delegate?.headlessListViewDidEndDecelerating(self)
        }
    }

    /// Calls the delegate's `didScroll` for the offset as it is now. A
    /// delegate may scroll from `didScroll` (to pin the offset, say); one
    /// that never settles is stopped after a few rounds, with a fault.
    func tellDelegateOfScroll() {
        offsetToldToDelegate = offset
        guard scrollNotifications < 8 else {
            faults.append(.reentrantCall("contentOffset"))
            return
        }
        scrollNotifications += 1
        defer { scrollNotifications -= 1 }
        delegate?.headlessListViewDidScroll(self)
    }

    /// Where an item ends up in the viewport when the view scrolls to it:
    /// ListKit's `ListScrollPosition`, UIKit's `UICollectionView.ScrollPosition`
    /// (`.top`, `.centeredVertically`, `.bottom` for a vertical view;
    /// `.left`, `.centeredHorizontally`, `.right` for a horizontal one).
    public typealias ScrollPosition = ListScrollPosition

    /// Scrolls so that the item at `indexPath` is at the top (the left of a
    /// horizontal view), as far as the content allows (when the item exists).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToItem(at: indexPath, at: layoutDirection == .vertical ? .top : .left, animated: animated)
    }

    /// Scrolls so that the item at `indexPath` sits at `position` of the
    /// viewport along the ``scrollDirection``, as far as the content allows
    /// (when the item exists); a position that names nothing along it (`[]`,
    /// or `.left` for a vertical view) does not scroll. Of several
    /// positions, the first of top, centered, bottom (left, centered,
    /// right) counts.
    ///
    /// ```swift
    /// view.scrollToItem(at: [0, 40], at: .centeredVertically, animated: false)
    /// ```
    ///
    /// Complexity: O(log sections), and the scroll.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard !postpone("scrollToItem", { $0.scroll = .item(indexPath, position) }),
              item(at: indexPath) != nil, let alignment = position.alignment(along: layout.direction)
        else { return }
        scroll(to: layout.frame(ofItem: indexPath[1], inSection: indexPath[0]), at: alignment)
    }

    /// Scrolls along `direction` so that `rect` (content coordinates) sits
    /// at `position` of the viewport, as far as the content allows; a
    /// position that names nothing along `direction` puts the rectangle's
    /// start (top or left) there, as IGListKit's `scrollToObject` does.
    /// Along the other direction than the view's ``scrollDirection`` the
    /// content does not scroll: nothing happens. A `ListAdapter` calls it
    /// from `scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)`.
    ///
    /// ```swift
    /// view.scroll(toContentRect: CGRect(x: 0, y: 400, width: 320, height: 100),
    ///             along: .vertical, at: .centeredVertically, animated: false)
    /// ```
    ///
    /// Complexity: O(1), and the scroll.
    public func scroll(
        toContentRect rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool
    ) {
        loadIfNeeded()
        guard direction == layout.direction else { return }
        scroll(to: rect, at: position.alignment(along: direction) ?? .start)
    }

    /// Sets the offset that puts `rect` at `alignment` of the viewport,
    /// kept within the content.
    private func scroll(to rect: CGRect, at alignment: ListScrollAlignment) {
        let main = ListScrollPosition.offset(
            showing: rect, at: alignment, along: layout.direction, viewport: viewport,
            contentSize: layout.direction.size(main: layout.contentLength, cross: 0))
        contentOffset = layout.direction.point(main: main, cross: 0)
    }

    /// The index path of the item whose frame contains `point` (in content
    /// coordinates), or nil: UIKit's `indexPathForItem(at:)`, a hit test.
    ///
    /// ```swift
    /// let tapped = view.indexPathForItem(at: CGPoint(x: 10, y: 100))
    /// ```
    ///
    /// Complexity: O(log² sections + log lines + the items of one line).
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard !isMeasuring else { return nil }
        return layout.item(at: point)
    }
}
