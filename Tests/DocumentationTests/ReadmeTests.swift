import Foundation
import ListKitTesting
import XCTest

/// The README's examples, each verbatim inside the set-up it needs
/// (.ci/check-doc-examples checks that they are here).
final class ReadmeTests: XCTestCase {
    func testTheDropInDiff() {
        struct Post: Diffable, Equatable {
            let id: Int
            var title: String
            var diffIdentifier: AnyHashable { id }
        }

        let old = [Post(id: 1, title: "Hello"), Post(id: 2, title: "World"), Post(id: 3, title: "Bye")]
        let new = [Post(id: 3, title: "Bye"), Post(id: 1, title: "Hello!"), Post(id: 4, title: "New")]

        let result = List.diffing(oldArray: old, newArray: new)
        print(result.deletes.map { $0 })   // [1]: old indexes
        print(result.inserts.map { $0 })   // [2]: new indexes
        print(result.updates.map { $0 })   // [0]: OLD indexes of changed contents
        print(result.moves)                // [2->0, 0->1]
        let batch = result.forBatchUpdates()   // what a collection view's batch accepts
        XCTAssertEqual(Array(result.deletes), [1])
        XCTAssertEqual(Array(result.inserts), [2])
        XCTAssertEqual(Array(result.updates), [0])
        XCTAssertEqual("\(result.moves)", "[2->0, 0->1]")
        XCTAssertEqual(old.count + batch.inserts.count - batch.deletes.count, new.count)
    }

    func testTheDiffableDataSource() async throws {
        try await Self.diffableDataSource()
    }

    @MainActor
    static func diffableDataSource() throws {
        let view = HeadlessListView(visibleItemCount: 10)
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DiffableDataSource<String, Int>(view: view) { view, indexPath, item in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        var snapshot = Snapshot<String, Int>()
        snapshot.appendSections(["main"])
        snapshot.appendItems([1, 2, 3], toSection: "main")
        dataSource.apply(snapshot, animatingDifferences: true)

        var next = dataSource.snapshot()   // the last snapshot applied
        next.deleteItems([2])
        next.moveItem(3, beforeItem: 1)
        dataSource.apply(next)
        print(view.sections[0].items)      // [3, 1]
        XCTAssertEqual(view.sections[0].items, [3, 1])
        XCTAssertEqual(dataSource.snapshot(), next)
        XCTAssertEqual(view.faults, [])
    }

    func testASectionControllerWithTheAdapter() async throws {
        try await Self.sectionController()
    }

    @MainActor
    static func sectionController() throws {
        struct Story: ListDiffable, Equatable {
            let id: Int
            var comments: [String]
            var diffIdentifier: AnyHashable { id }
        }

        final class CommentCell: HeadlessCell {   // a UICollectionViewCell on a device
            var text = ""
        }

        final class StoryController: GenericSectionController<Story> {
            override var numberOfItems: Int { object?.comments.count ?? 0 }
            override func sizeForItem(at index: Int) -> CGSize {
                CGSize(width: collectionContext?.containerSize.width ?? 0, height: 40)
            }
            override func cellForItem(at index: Int) -> (any ListReusableView)? {
                let cell = collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
                cell?.text = object?.comments[index] ?? ""
                return cell
            }
        }

        final class Feed: ListAdapterDataSource {
            func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
            var stories = [Story(id: 1, comments: ["first!", "so true"])]
            func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { stories }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
                StoryController()
            }
        }

        let scheduler = ManualUpdateScheduler()   // MainQueueUpdateScheduler() in an app
        let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        let feed = Feed()
        adapter.listView = HeadlessListView(scheduler: scheduler)   // or a UICollectionView
        adapter.dataSource = feed                 // shows the objects at once
        feed.stories.insert(Story(id: 2, comments: ["new"]), at: 0)
        adapter.performUpdates(animated: true)    // diffed, coalesced, sent as one checked batch
        scheduler.advance(by: 1)
        let view = try XCTUnwrap(adapter.listView as? HeadlessListView)
        XCTAssertEqual(view.numberOfSections, 2)
        XCTAssertEqual(view.visibleCells.compactMap { ($0 as? CommentCell)?.text }, ["new", "first!", "so true"])
        XCTAssertEqual(view.faults, [])
    }
}
