import Foundation

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
        let sections = visible.compactMap { $0.count == 2 ? $0[0] : nil }
        var now: [SectionController] = []
        if let low = sections.min(), let high = sections.max() {
            let range = max(low - size, 0)..<min(high + 1 + size, sectionCount)
            now = range.isEmpty ? [] : range.compactMap(controller)
        }
        let before = Set(inRange.map(ObjectIdentifier.init)), after = Set(now.map(ObjectIdentifier.init))
        defer { inRange = now }
        return (now.filter { !before.contains(ObjectIdentifier($0)) }, inRange.filter { !after.contains(ObjectIdentifier($0)) })
    }
}
