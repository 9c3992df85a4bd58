import Foundation
import ListKit

extension HeadlessListView {
    /// The top-left point of the content shown. Setting it scrolls, within
    /// the content (as a user's scroll: from zero to the content's height
    /// less the viewport's), then updates the cells on screen and tells the
    /// delegate.
    public var contentOffset: CGPoint {
        get { offset }
        set {
            guard !postpone("contentOffset", { $0.scroll = .offset(newValue) }) else { return }
            loadIfNeeded()
            let old = offset
            changing {
                offset = CGPoint(x: 0, y: clampedOffset(newValue.y))
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

    /// Scrolls so that the item at `indexPath` is at the top, as far as the
    /// content allows (when the item exists).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard !postpone("scrollToItem", { $0.scroll = .item(indexPath) }),
              item(at: indexPath) != nil
        else { return }
        contentOffset = CGPoint(x: 0, y: layout.frame(ofItem: indexPath[1], inSection: indexPath[0]).minY)
    }
}
