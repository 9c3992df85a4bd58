import Foundation
import ListKitTesting

/// IGListKit's `SingleSectionViewController`: twenty entries, each shown by
/// a `SingleItemSectionController` made from blocks (a cell class, a
/// `configure` block and a `size` block) instead of a subclass, with the
/// screen as the controllers' `ListSingleSectionControllerDelegate`. The
/// demo opens the list, adds an entry at the top and stars another (the
/// starred one is refilled in place by `configure`, without a new cell),
/// scrolls, and taps an entry.
@MainActor
final class SingleSectionScreen: ListAdapterDataSource, ListSingleSectionControllerDelegate {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    var entries = (0..<20).map { Entry(number: $0) }

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { entries }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = SingleItemSectionController<Entry>(
            cellClass: LabelCell.self,
            configure: { entry, cell in cell.text = "Cell: \(entry.number + 1)" + (entry.starred ? " ★" : "") },
            size: { _, container in CGSize(width: container.width, height: 44) })
        controller.selectionDelegate = self
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: ListSingleSectionControllerDelegate

    func didSelect(_ sectionController: SectionController, with object: any ListDiffable) {
        let section = (stage.adapter.section(for: sectionController) ?? -1) + 1
        stage.note("section \(section) was selected; its object: entry \((object as? Entry)?.number ?? -1)")
    }

    static func demo() -> [String] {
        let screen = SingleSectionScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        let asked = stage.view.cellRequestCount
        lines += stage.step("entry 20 added at the top, entry 2 starred") {
            screen.entries.insert(Entry(number: 20), at: 0)
            screen.entries[3].starred = true
            stage.adapter.performUpdates(animated: true)
        }
        lines.append("   (cells asked for in the update: \(stage.view.cellRequestCount - asked))")
        lines += stage.step("scrolled to 440") { stage.view.contentOffset = CGPoint(x: 0, y: 440) }
        lines += stage.step("tapped [12, 0]") { stage.view.tapItem(at: [12, 0]) }
        return lines
    }
}

/// A numbered entry, which may be starred.
struct Entry: ListDiffable, Equatable {
    var number: Int
    var starred = false
    var diffIdentifier: AnyHashable { number }
}
