import Foundation
import ListUpdates

/// The sections near the screen (IGListKit's `IGListWorkingRangeHandler`):
/// the visible sections plus `size` on each side, as one contiguous range,
/// recomputed on every display event.
@MainActor
struct WorkingRange {
    let size: Int
    private var visible: Set<IndexPath> = []
    private var inRange: [SectionController] = []

    init(size: Int) { self.size = max(0, size) }

    /// Records a display event (`isVisible`: will display, else did end)
    /// and returns the controllers that entered and those that left the
    /// range, each in section order.
    mutating func update(
        _ indexPath: IndexPath, isVisible: Bool, sectionCount: Int, controller: (Int) -> SectionController?
    ) -> (entered: [SectionController], exited: [SectionController]) {
        if isVisible { visible.insert(indexPath) } else { visible.remove(indexPath) }
        // Paths of sections deleted since they were displayed end later
        // (UIKit reports them with their old index paths): they do not count.
        let sections = visible.compactMap { $0.count == 2 && $0[0] < sectionCount ? $0[0] : nil }
        var now: [SectionController] = []
        if let low = sections.min(), let high = sections.max() {
            // Bounded without overflow, whatever the size.
            let lower = low > size ? low - size : 0
            let upper = sectionCount - 1 - high > size ? high + 1 + size : sectionCount
            now = (lower..<upper).compactMap(controller)
        }
        let before = Set(inRange.map(ObjectIdentifier.init)), after = Set(now.map(ObjectIdentifier.init))
        defer { inRange = now }
        return (now.filter { !before.contains(ObjectIdentifier($0)) }, inRange.filter { !after.contains(ObjectIdentifier($0)) })
    }
}
