import Foundation
import ListKitTesting
import ListKitTestSupport
import XCTest

// A feed with three kinds of section controllers, updated over time on a
// headless view: the test pins the batches the view receives (the worked
// example with cells on screen is Examples/FeedScreen).

struct FeedHeader: ListDiffable, Equatable {
    var title: String
    var diffIdentifier: AnyHashable { "header" }
}

struct Story: ListDiffable, Equatable {
    var id: Int
    var comments: [String]
    var diffIdentifier: AnyHashable { id }
}

struct Ad: ListDiffable, Equatable {
    var id: String
    var diffIdentifier: AnyHashable { id }
}

/// One line per comment, diffed item by item when the story changes.
struct CommentLine: ListDiffable, Equatable {
    var text: String
    var diffIdentifier: AnyHashable { text }
}

final class StoryController: BindingSectionController<Story> {
    override func viewModels(for story: Story) -> [any ListDiffable] { story.comments.map(CommentLine.init) }
}

final class Feed: ListAdapterDataSource {
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    var header = FeedHeader(title: "Today")
    var stories: [Story] = []
    var ads: [Ad] = []

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
        [header] + stories.enumerated().flatMap { index, story -> [any ListDiffable] in
            index == 1 && !ads.isEmpty ? [ads[0], story] : [story]
        }
    }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        switch object {
        case is FeedHeader: return SingleItemSectionController<FeedHeader>()
        case is Ad: return SingleItemSectionController<Ad>()
        default: return StoryController()
        }
    }
}

/// Prints each batch the view accepts.
final class BatchPrinter: ListAdapterUpdaterDelegate {
    var lines: [String] = []
    func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView) { lines.append("batch: \(batch)") }
    func updaterDidReloadData(_ view: any ListView, isFallbackReload: Bool) { lines.append("reload") }
}

final class FeedExampleTests: XCTestCase {
    func testFeedTranscript() async {
        let transcript = await MainActor.run { () -> [String] in
            let scheduler = ManualUpdateScheduler()
            let view = HeadlessListView(scheduler: scheduler)
            let updater = ListAdapterUpdater(scheduler: scheduler)
            let printer = BatchPrinter()
            updater.delegate = printer
            let adapter = ListAdapter(updater: updater)
            let feed = Feed()
            feed.stories = [Story(id: 1, comments: ["first!"]), Story(id: 2, comments: [])]
            feed.ads = [Ad(id: "ad-1")]
            adapter.listView = view
            adapter.dataSource = feed

            @MainActor func show(_ step: String) {
                printer.lines.append("\(step):")
                let shownSections = view.sections, model = adapter.sections(for: view)
                XCTAssertEqual(shownSections, model, "the view shows the adapter's data")
                for (section, shown) in shownSections.enumerated() {
                    let object = adapter.object(atSection: section)!
                    printer.lines.append("  \(section) \(type(of: object)) \(object.diffIdentifier): \(shown.items.count) item(s)")
                }
            }
            show("attached")

            feed.stories.insert(Story(id: 3, comments: []), at: 0)          // a new story on top
            feed.stories[1].comments += ["nice", "agreed"]                  // story 1 gets comments
            adapter.performUpdates(animated: true)
            feed.ads = []                                                   // and the ad goes,
            adapter.performUpdates(animated: true)                          // in the same update
            scheduler.advance(by: 0)
            show("after one coalesced update")

            feed.header.title = "Tonight"
            feed.stories[1].comments.removeFirst()
            adapter.performUpdates(animated: true) { finished in printer.lines.append("completion: \(finished)") }
            scheduler.advance(by: 0)
            show("after the header and a comment change")
            return printer.lines
        }
        XCTAssertEqual(transcript, [
            "attached:",
            "  0 FeedHeader header: 1 item(s)",
            "  1 Story 1: 1 item(s)",
            "  2 Ad ad-1: 1 item(s)",
            "  3 Story 2: 0 item(s)",
            "batch: section deletes [2], section inserts [1], item inserts [[2, 1], [2, 2]]",
            "after one coalesced update:",
            "  0 FeedHeader header: 1 item(s)",
            "  1 Story 3: 0 item(s)",
            "  2 Story 1: 3 item(s)",
            "  3 Story 2: 0 item(s)",
            "batch: item deletes [[2, 0]]",  // the header's cell is refilled in place
            "completion: true",
            "after the header and a comment change:",
            "  0 FeedHeader header: 1 item(s)",
            "  1 Story 3: 0 item(s)",
            "  2 Story 1: 2 item(s)",
            "  3 Story 2: 0 item(s)",
        ])
        print(transcript.joined(separator: "\n"))
    }
}
