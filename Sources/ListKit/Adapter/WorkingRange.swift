import Foundation
import ListUpdates

/// The sections near the screen (IGListKit's `IGListWorkingRangeHandler`):
/// the visible sections plus `size` on each side, as one contiguous range,
/// recomputed on every display event.
///
/// The cells on screen are counted by the controller they were displayed
/// for, not by index path (as IGListKit's handler counts them): a batch
/// moves cells to other index paths without display events, and a cell
/// that ended at its new path would otherwise leave its old one counted,
/// keeping a section far off screen in the range. A cell counts in its
/// controller's section as the section map has it now.
///
/// An event costs O(log sections) plus the sections that enter or leave:
/// the cells on screen are counted per section in a ``SectionSums`` (the
/// range needs only the lowest and highest visible section), and the range
/// is kept as bounds over the section map's controllers, compared
/// controller by controller only after the map changed.
@MainActor
struct WorkingRange {
    let size: Int
    /// The controller each cell on screen was displayed for, by cell.
    private var cells: [ObjectIdentifier: SectionController] = [:]
    /// The controllers with cells on screen, and how many, by controller.
    private var onScreen: [ObjectIdentifier: (controller: SectionController, cells: Int)] = [:]
    /// The cells on screen per section of the map as of `version`.
    private var visibleCounts = SectionSums<Int>()
    /// The sections in the range, of `controllers` (the map's array, shared,
    /// as of `version`; a map's controllers stay alive until the first event
    /// after it changed, as the range's own did).
    private var range = 0..<0
    private var controllers: [SectionController] = []
    private var version: Int?

    init(size: Int) { self.size = max(0, size) }

    /// Records a display event of `cell`, shown for `controller`
    /// (`isVisible`: will display, else did end; an end of a cell never
    /// displayed is ignored), and returns the controllers that entered and
    /// those that left the range, each in section order. `controllers` are
    /// the controllers of the sections, in order (fewer than `sectionCount`
    /// after a reset of the map); `version` changes whenever they may have.
    ///
    /// Complexity: O(log sections + the sections entering or leaving), and
    /// O(sections + controllers with cells on screen) on the first event
    /// after `version` changed.
    mutating func update(
        cell: ObjectIdentifier, controller: SectionController, isVisible: Bool, sectionCount: Int,
        controllers: [SectionController], version: Int
    ) -> (entered: [SectionController], exited: [SectionController]) {
        if self.version != version { recount(sectionCount: sectionCount) }
        if isVisible {
            if let before = cells.updateValue(controller, forKey: cell) { count(before, -1) }
            count(controller, 1)
        } else if let shown = cells.removeValue(forKey: cell) {
            count(shown, -1)
        }
        // Cells of sections deleted since they were displayed end later:
        // their controllers have no section, so they do not count.
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

    /// Adds `delta` cells on screen for `controller`, in its section.
    private mutating func count(_ controller: SectionController, _ delta: Int) {
        let key = ObjectIdentifier(controller)
        let total = (onScreen[key]?.cells ?? 0) + delta
        onScreen[key] = total > 0 ? (controller, total) : nil
        if let section = controller.section { visibleCounts.add(delta, at: section) }
    }

    /// Counts the cells on screen again in their controllers' sections, as
    /// the map has them now (a controller the map dropped counts nowhere).
    private mutating func recount(sectionCount: Int) {
        var counts = [Int](repeating: 0, count: sectionCount)
        for (controller, cells) in onScreen.values {
            if let section = controller.section, section < sectionCount { counts[section] += cells }
        }
        visibleCounts = SectionSums(counts)
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
