import Foundation
import ListUpdates

/// The sections near the screen (IGListKit's `IGListWorkingRangeHandler`):
/// the visible sections plus `size` on each side, as one contiguous range,
/// recomputed on every display event.
@MainActor
struct WorkingRange {
    let size: Int
    private var visible: Set<IndexPath> = []
    /// How many visible index paths each section has: the range needs only
    /// the lowest and highest section, and there are few.
    private var visiblePerSection: [Int: Int] = [:]
    private var inRange: [SectionController] = []

    init(size: Int) { self.size = max(0, size) }

    /// Records a display event (`isVisible`: will display, else did end)
    /// and returns the controllers that entered and those that left the
    /// range, each in section order.
    ///
    /// Complexity: O(visible sections + sections in the range).
    mutating func update(
        _ indexPath: IndexPath, isVisible: Bool, sectionCount: Int, controller: (Int) -> SectionController?
    ) -> (entered: [SectionController], exited: [SectionController]) {
        let section = indexPath[0]
        if isVisible {
            if visible.insert(indexPath).inserted { visiblePerSection[section, default: 0] += 1 }
        } else if visible.remove(indexPath) != nil {
            let count = visiblePerSection[section, default: 1] - 1
            visiblePerSection[section] = count > 0 ? count : nil
        }
        // Paths of sections deleted since they were displayed end later
        // (UIKit reports them with their old index paths): they do not count.
        var low = Int.max, high = Int.min
        for section in visiblePerSection.keys where section < sectionCount {
            low = min(low, section)
            high = max(high, section)
        }
        var now: [SectionController] = []
        if low <= high {
            // Bounded without overflow, whatever the size.
            let lower = low > size ? low - size : 0
            let upper = sectionCount - 1 - high > size ? high + 1 + size : sectionCount
            now = (lower..<upper).compactMap(controller)
        }
        defer { inRange = now }
        // Most events leave the range as it was.
        if now.count == inRange.count && zip(now, inRange).allSatisfy({ $0 === $1 }) { return ([], []) }
        let before = Set(inRange.map(ObjectIdentifier.init)), after = Set(now.map(ObjectIdentifier.init))
        return (now.filter { !before.contains(ObjectIdentifier($0)) }, inRange.filter { !after.contains(ObjectIdentifier($0)) })
    }
}
