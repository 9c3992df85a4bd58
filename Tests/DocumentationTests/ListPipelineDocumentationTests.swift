import Foundation
import ListKitTesting
import XCTest

// The ListPipeline catalog's examples (ListPipeline.docc), each verbatim.

final class TextNode: ListNode {
    let text: String
    init(text: String) { self.text = text }
    func measure(constrainedTo size: CGSize) -> CGSize {
        // 20 points per started line of 40 characters.
        CGSize(width: size.width, height: CGFloat(20 * ((text.count + 39) / 40)))
    }
}

final class ListPipelineDocumentationTests: XCTestCase {
    func testTheAsynchronousPipeline() async throws {
        try await Self.pipeline()
    }

    @MainActor
    static func pipeline() throws {
        @MainActor
        final class Feed: ListNodeDataSource {
            var posts = ["Hello", "A longer post that needs two lines of text to be shown in full."]
            func numberOfSections(in controller: ListDataController) -> Int { 1 }
            func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int { posts.count }
            func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
                let text = posts[indexPath[1]]      // read here, on the main thread
                return { TextNode(text: text) }     // run on the editing queue
            }
        }

        let feed = Feed()
        let controller = ListDataController()
        controller.dataSource = feed
        controller.listView = HeadlessListView(size: CGSize(width: 320, height: 480))
        feed.posts.insert("New", at: 0)
        try controller.insertItems(at: [IndexPath(index: 0).appending(0)])
        controller.waitUntilAllUpdatesAreProcessed()   // tests only: block until the view has it
        print(controller.visibleMap.itemCounts)         // [3]
        XCTAssertEqual(controller.visibleMap.itemCounts, [3])
        XCTAssertEqual(controller.visibleMap.element(at: IndexPath(index: 0).appending(2))?.measuredSize,
                       CGSize(width: 320, height: 40))

        let shown = controller.visibleIndexPath(forPending: IndexPath(index: 0).appending(0))
        let source = controller.pendingIndexPath(forVisible: IndexPath(index: 0).appending(1))
        print(shown as Any, source as Any)
        XCTAssertEqual(shown, IndexPath(index: 0).appending(0))
        XCTAssertEqual(source, IndexPath(index: 0).appending(1))
    }

    func testWithTheAdapter() async throws {
        try await Self.withTheAdapter()
    }

    @MainActor
    static func withTheAdapter() throws {
        struct Note: ListDiffable, Equatable {
            let id: Int
            var text: String
            var diffIdentifier: AnyHashable { id }
        }
        @MainActor
        final class Notes: ListAdapterDataSource {
            func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
            var notes = [Note(id: 1, text: "one"), Note(id: 2, text: "two")]
            func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { notes }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
                NoteController()
            }
        }

        final class NoteController: SectionController, ListNodeSectionController {
            private var text = ""
            override func didUpdate(to object: any ListDiffable) { text = (object as? Note)?.text ?? "" }
            func nodeBlockForItem(at index: Int) -> ListNodeBlock? {
                let text = text
                return { TextNode(text: text) }
            }
        }

        let notes = Notes()
        let controller = ListDataController()
        controller.listView = HeadlessListView(size: CGSize(width: 320, height: 480))
        let adapter = ListAdapter()
        adapter.listView = controller
        adapter.dataSource = notes
        controller.waitUntilAllUpdatesAreProcessed()
        XCTAssertEqual(controller.visibleMap.itemCounts, [1, 1])
        XCTAssertEqual((controller.visibleMap.element(at: IndexPath(index: 1).appending(0))?.node as? TextNode)?.text, "two")
    }

    func testLandingPageNode() {
        XCTAssertEqual(TextNode(text: String(repeating: "x", count: 41)).measure(constrainedTo: CGSize(width: 100, height: CGFloat.infinity)),
                       CGSize(width: 100, height: 40))
    }
}
