import Foundation

/// A moment of the user's scrolling that a ``ListDataControllerDelegate``
/// hears (UIKit's `UIScrollViewDelegate` events).
public enum ListScrollPhase: Hashable, Sendable {
    /// The content moved.
    case scrolled
    /// A drag began.
    case willBeginDragging
    /// A drag ended; the content goes on when `willDecelerate`.
    case didEndDragging(willDecelerate: Bool)
    /// The content stopped after a drag.
    case didEndDecelerating
}
