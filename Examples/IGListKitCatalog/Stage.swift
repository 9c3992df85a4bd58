import Foundation
import ListKitTesting

/// What every screen of the catalogue stands on: a headless collection view
/// driven by a `ListAdapter`, one clock for both, and a log that the
/// screen's delegates write to.
///
/// Time is in the stage's hands, as in the FeedScreen example: the
/// updater's coalesced updates and the view's completions wait on a
/// `ManualUpdateScheduler` and run in ``settle(for:)``, so every step ends
/// with everything on screen, without sleeping.
@MainActor
final class Stage {
    let scheduler: ManualUpdateScheduler
    let view: HeadlessListView
    let adapter: ListAdapter
    /// What the delegates heard since the last step, in order.
    private(set) var log: [String] = []

    /// A view of `size` and its adapter, with a working range of
    /// `workingRangeSize` sections on each side of the screen.
    init(size: CGSize, workingRangeSize: Int = 0) {
        let scheduler = ManualUpdateScheduler()
        self.scheduler = scheduler
        view = HeadlessListView(size: size, scheduler: scheduler)
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler), workingRangeSize: workingRangeSize)
        adapter.listView = view
        // Anything the adapter had to correct shows in the step's lines.
        adapter.diagnosticHandler = { [weak self] diagnostic in self?.note("diagnostic: \(diagnostic)") }
    }

    /// Adds a line to the log.
    func note(_ line: String) { log.append(line) }

    /// Moves time by `seconds`: the queued updates and completions run, and
    /// what falls due meanwhile (a page that takes two seconds to arrive).
    func settle(for seconds: Double = 1) { scheduler.advance(by: seconds) }

    // MARK: What is on screen

    /// The views on screen, one line per row: its top in content
    /// coordinates, then what each view of the row shows, left to right
    /// (a grid puts several on a row). Headers and footers come first in
    /// their row; a selected cell says so.
    var screen: [String] {
        var views: [(origin: CGPoint, text: String)] = []
        for section in 0..<view.numberOfSections {
            for kind in [ListElementKind.sectionHeader, ListElementKind.sectionFooter] {
                if let shown = view.supplementaryView(forElementKind: kind, at: [section, 0]) {
                    views.append((shown.frame.origin, Self.text(of: shown)))
                }
            }
        }
        for cell in view.visibleCells { views.append((cell.frame.origin, Self.text(of: cell))) }
        views.sort { ($0.origin.y, $0.origin.x) < ($1.origin.y, $1.origin.x) }
        var lines: [String] = []
        var rowTop: Int?
        for shown in views {
            let top = Int(shown.origin.y)
            if top == rowTop {
                lines[lines.count - 1] += " | " + shown.text
            } else {
                lines.append(Self.padded(top) + "  " + shown.text)
                rowTop = top
            }
        }
        return lines
    }

    /// What a view shows, or "?" for a view that cannot say; a selected
    /// cell says so.
    static func text(of view: HeadlessReusableView) -> String {
        let selected = (view as? HeadlessCell)?.isSelected == true
        return ((view as? Showing)?.shown ?? "?") + (selected ? " (selected)" : "")
    }

    /// `number` right-aligned in five columns.
    static func padded(_ number: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(0, 5 - text.count)) + text
    }

    /// One step of a demo: `change`, the view's layout pass (as a device
    /// lays out before the run loop turns), then time moves by `seconds`;
    /// then a title line with the scroll position, the screen, and what the
    /// delegates heard, each after `>`. Faults the view recorded would
    /// follow, after `!`.
    func step(_ title: String, settling seconds: Double = 1, _ change: () -> Void) -> [String] {
        let faults = view.faults.count
        change()
        view.layoutIfNeeded()
        settle(for: seconds)
        var lines = ["== \(title) (offset \(Int(view.contentOffset.y)) of \(Int(view.contentSize.height)))"]
        lines += screen
        lines += log.map { "   > " + $0 }
        lines += view.faults.dropFirst(faults).map { "   ! \($0)" }
        log = []
        return lines
    }
}
