import Foundation

/// How far a range reaches beyond the screen, in screenfuls (the
/// viewport's height for a vertical list, its width for a horizontal one):
/// `leading` in the direction the list last scrolled, `trailing` behind it
/// (Texture's `ASRangeTuningParameters`).
///
/// ```swift
/// controller.rangeController.preloadTuning = ListRangeTuning(leading: 4, trailing: 1)
/// ```
public struct ListRangeTuning: Hashable, Sendable {
    /// Screenfuls ahead, in the direction of scrolling.
    public var leading: Double
    /// Screenfuls behind.
    public var trailing: Double

    /// A range reaching `leading` screenfuls ahead and `trailing` behind
    /// (negative or non-finite values count as 0).
    public init(leading: Double, trailing: Double) {
        self.leading = leading.isFinite ? max(0, leading) : 0
        self.trailing = trailing.isFinite ? max(0, trailing) : 0
    }

    /// Texture's display range: 1 screenful ahead, half a screenful behind.
    public static let display = ListRangeTuning(leading: 1, trailing: 0.5)
    /// Texture's preload range: 2.5 screenfuls ahead, 1.5 behind.
    public static let preload = ListRangeTuning(leading: 2.5, trailing: 1.5)

    /// `viewport` stretched by this range along the scrolling axis, ahead
    /// in the `forward` direction (down or right) or backward.
    func band(around viewport: CGRect, horizontal: Bool, forward: Bool) -> CGRect {
        let length = horizontal ? viewport.width : viewport.height
        let before = CGFloat(forward ? trailing : leading) * length, after = CGFloat(forward ? leading : trailing) * length
        return horizontal
            ? CGRect(x: viewport.minX - before, y: viewport.minY, width: viewport.width + before + after, height: viewport.height)
            : CGRect(x: viewport.minX, y: viewport.minY - before, width: viewport.width, height: viewport.height + before + after)
    }
}
