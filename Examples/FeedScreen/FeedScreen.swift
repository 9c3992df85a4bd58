import Foundation
import ListKitTesting

/// A feed screen on a headless collection view: a header, stories with
/// comments and ads, each kind with its own section controller. Every step
/// returns what is on screen, one line per view: its top in content
/// coordinates and what it shows.
@MainActor
final class FeedScreen: ListAdapterDataSource {
    let view: HeadlessListView
    let adapter: ListAdapter
    var header = FeedHeader(title: "Today")
    var stories: [Story]
    var ads: [Ad]
    private(set) var opened: [Int] = []
    /// Time is in the screen's hands: coalesced updates and completions run
    /// in ``settle()``, as the main run loop would run them.
    private let scheduler = ManualUpdateScheduler()

    init(stories: [Story], ads: [Ad]) {
        self.stories = stories
        self.ads = ads
        let scheduler = self.scheduler
        view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduler: scheduler)
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        adapter.listView = view
        adapter.dataSource = self
    }

    /// Runs the queued updates and completions.
    func settle() { scheduler.advance(by: 1) }

    // MARK: The data source

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        var objects: [any ListDiffable] = [header]
        for (index, story) in stories.enumerated() {
            objects.append(story)
            if index % 2 == 1, index / 2 < ads.count { objects.append(ads[index / 2]) }
        }
        return objects
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        switch object {
        case is FeedHeader:
            return SingleItemSectionController<FeedHeader>(
                cellClass: TextCell.self, size: { _, container in CGSize(width: container.width, height: 60) })
        case is Ad:
            return AdController()
        default:
            let controller = StoryController()
            controller.onOpen = { [weak self] story in self?.opened.append(story.id) }
            return controller
        }
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: What is on screen

    /// The views on screen, top to bottom.
    var screen: [String] {
        var lines: [(y: Int, text: String)] = []
        for section in 0..<view.numberOfSections {
            if let caption = view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [section, 0]) as? CaptionView {
                lines.append((Int(caption.frame.minY), "# \(caption.caption)"))
            }
        }
        for cell in view.visibleCells {
            lines.append((Int(cell.frame.minY), (cell as? TextCell)?.text ?? "?"))
        }
        return lines.sorted { $0.y < $1.y }.map { line in
            let y = String(line.y)
            return String(repeating: " ", count: max(0, 5 - y.count)) + y + "  " + line.text
        }
    }

    /// One step of the demo: a title, then the screen.
    func step(_ title: String, _ change: () -> Void) -> [String] {
        change()
        settle()
        return ["== \(title) (offset \(Int(view.contentOffset.y)) of \(Int(view.contentSize.height)))"] + screen
    }
}

extension FeedScreen {
    /// The demo: the feed as it opens, scrolled, updated while scrolled,
    /// a story opened, and scrolled to the end.
    static func demo() -> [String] {
        let screen = FeedScreen(
            stories: [
                Story(id: 1, title: "Why batch updates crash", comments: ["first!", "so true"]),
                Story(id: 2, title: "Heckel's diff in C", comments: ["fast"]),
                Story(id: 3, title: "Cells on Linux"),
            ],
            ads: [Ad(id: "ad-1", text: "Try ListKit")])
        var lines = screen.step("opened") {}
        lines += screen.step("scrolled to 200") { screen.view.contentOffset = CGPoint(x: 0, y: 200) }
        let asked = screen.view.cellRequestCount
        lines += screen.step("a new story on top, a comment on story 2, the ad gone, the header retitled") {
            screen.stories.insert(Story(id: 4, title: "Minimal moves"), at: 0)
            screen.stories[2].comments.append("and correct")
            screen.ads = []
            screen.header.title = "Tonight"
            screen.adapter.performUpdates(animated: true)
        }
        lines.append("   (cells asked for in the update: \(screen.view.cellRequestCount - asked))")
        lines += screen.step("tapped the title of story 2") {
            if let section = screen.adapter.section(for: screen.stories[2]) { screen.view.tapItem(at: [section, 0]) }
        }
        lines.append("   (opened: \(screen.opened))")
        lines += screen.step("scrolled to the end") {
            let end = screen.view.contentSize.height - screen.view.size.height
            screen.view.contentOffset = CGPoint(x: 0, y: end)
        }
        lines.append("   (views made: \(screen.view.createdViewCount), cells asked for: \(screen.view.cellRequestCount))")
        return lines
    }
}
