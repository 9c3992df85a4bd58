import Foundation
import ListUpdates

/// The sections near the screen (IGListKit's `IGListWorkingRangeHandler`):
/// the visible sections plus `size` on each side, as one contiguous range,
/// recomputed on every display event.
///
/// An event costs O(log sections) plus the sections that enter or leave:
/// the visible index paths are counted per section in a ``SectionSums``
/// (the range needs only the lowest and highest visible section), and the
/// range is kept as bounds over the section map's controllers, compared
/// controller by controller only after the map changed.
@MainActor
struct WorkingRange {
    let size: Int
    /// The views on screen per index path: a multiset (as IGListKit's
    /// handler keeps), since in a batch the view that replaces another at
    /// the same index path will display before the old one ends.
    private var visible: [Place: Int] = [:]
    /// An item's index path as two integers: hashed for a fraction of what
    /// an `IndexPath` costs.
    private struct Place: Hashable {
        let section: Int
        let item: Int
    }
    private var visibleCounts = SectionSums<Int>()
    /// The sections in the range, of `controllers` (the map's array, shared,
    /// as of `version`; a map's controllers stay alive until the first event
    /// after it changed, as the range's own did).
    private var range = 0..<0
    private var controllers: [SectionController] = []
    private var version: Int?

    init(size: Int) { self.size = max(0, size) }

    /// Records a display event (`isVisible`: will display, else did end)
    /// and returns the controllers that entered and those that left the
    /// range, each in section order. `controllers` are the controllers of
    /// the sections, in order (fewer than `sectionCount` after a reset of
    /// the map); `version` changes whenever they may have.
    ///
    /// Complexity: O(log sections + the sections entering or leaving), and
    /// O(sections in the range, before and after) on the first event after
    /// `version` changed.
    mutating func update(
        _ indexPath: IndexPath, isVisible: Bool, sectionCount: Int, controllers: [SectionController], version: Int
    ) -> (entered: [SectionController], exited: [SectionController]) {
        let section = indexPath[0]
        if section >= 0 {  // never on a view; a negative section would never count
            // One hash per event, of two integers (hashing an IndexPath
            // was most of an event's cost).
            let place = Place(section: section, item: indexPath.count > 1 ? indexPath[1] : 0)
            if isVisible {
                if Self.increment(&visible[place, default: 0]) == 1 { visibleCounts.add(1, at: section) }
            } else if let slot = visible.index(forKey: place) {
                if visible.values[slot] > 1 {
                    visible.values[slot] -= 1
                } else {
                    visible.remove(at: slot)
                    visibleCounts.add(-1, at: section)
                }
            }
        }
        // Paths of sections deleted since they were displayed end later
        // (UIKit reports them with their old index paths): they do not count.
        var now = 0..<0
        let counted = visibleCounts.sum(below: sectionCount)
        if counted > 0 {
            let low = visibleCounts.section(reaching: 1), high = visibleCounts.section(reaching: counted)
            // Bounded without overflow, whatever the size.
            let lower = low > size ? low - size : 0
            let upper = sectionCount - 1 - high > size ? high + 1 + size : sectionCount
            // Sections without a controller (after a reset) are not in it.
            let end = min(upper, controllers.count)
            if lower < end { now = lower..<end }
        }
        defer { (range, self.controllers, self.version) = (now, controllers, version) }
        guard self.version == version else { return Self.difference(from: range, of: self.controllers, to: now, of: controllers) }
        // The same controllers: most events leave the range as it was; a
        // move enters and exits the sections at its ends.
        if now == range { return ([], []) }
        return (Self.sections(of: now, outside: range, in: controllers),
                Self.sections(of: range, outside: now, in: controllers))
    }

    /// Adds one to `count` and returns it.
    private static func increment(_ count: inout Int) -> Int {
        count += 1
        return count
    }

    /// The controllers of the sections of `range` that are not in `other`,
    /// in order.
    private static func sections(
        of range: Range<Int>, outside other: Range<Int>, in controllers: [SectionController]
    ) -> [SectionController] {
        var result: [SectionController] = []
        for section in range where !other.contains(section) { result.append(controllers[section]) }
        return result
    }

    /// Entered and exited controllers by identity, for ranges over two maps.
    private static func difference(
        from old: Range<Int>, of oldControllers: [SectionController], to new: Range<Int>, of newControllers: [SectionController]
    ) -> (entered: [SectionController], exited: [SectionController]) {
        var before = Set<ObjectIdentifier>(), after = Set<ObjectIdentifier>()
        for section in old { before.insert(ObjectIdentifier(oldControllers[section])) }
        for section in new { after.insert(ObjectIdentifier(newControllers[section])) }
        var entered: [SectionController] = [], exited: [SectionController] = []
        for section in new where !before.contains(ObjectIdentifier(newControllers[section])) {
            entered.append(newControllers[section])
        }
        for section in old where !after.contains(ObjectIdentifier(oldControllers[section])) {
            exited.append(oldControllers[section])
        }
        return (entered, exited)
    }
}
