import Foundation
import ListKitTesting
import XCTest

/// A story with comments, as the ListKit catalog's examples use it.
struct Story: ListDiffable, Equatable {
    let id: Int
    var comments: [String] = []
    var diffIdentifier: AnyHashable { id }
}

/// A post with comments (MigratingFromIGListKit).
struct Post: ListDiffable, Equatable {
    let id: Int
    var comments: [String]
    var diffIdentifier: AnyHashable { id }
}

final class CommentCell: HeadlessCell {
    var text = ""
}

final class TitleHeader: HeadlessReusableView {}

/// A feed of stories, one section each, one cell per comment.
@MainActor
final class Feed: ListAdapterDataSource {
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    var stories: [Story] = [Story(id: 1, comments: ["first!"])]
    var controller: (Story) -> SectionController = { _ in
        SingleItemSectionController<Story>(cellClass: CommentCell.self, size: { _, container in CGSize(width: container.width, height: 40) })
    }
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { stories }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        controller(object as! Story)
    }
}

/// The ListKit catalog's examples (ListKit.docc), each verbatim.
final class ListKitDocumentationTests: XCTestCase {
    func testLandingPage() async throws {
        try await Self.landingPage()
    }

    @MainActor
    static func landingPage() throws {
        let collectionView = HeadlessListView(scheduleCompletion: { $0() })
        let feed = Feed()
        let story = Story(id: 2)
        let adapter = ListAdapter()
        adapter.listView = collectionView      // any ListView
        adapter.dataSource = feed               // shows the objects at once
        feed.stories.insert(story, at: 0)
        adapter.performUpdates(animated: true)
        XCTAssertEqual(collectionView.numberOfSections, 1)   // the update waits for the next turn
        XCTAssertEqual(adapter.objects.count, 1)
    }

    func testTheAdapter() async throws {
        try await Self.adapter()
    }

    @MainActor
    static func adapter() throws {
        let collectionView = HeadlessListView(scheduleCompletion: { $0() })
        let feed = Feed()
        let story = Story(id: 2)
        let adapter = ListAdapter()                    // ListAdapter(updater:viewController:workingRangeSize:)
        adapter.listView = collectionView              // or HeadlessListView() in tests
        adapter.dataSource = feed                      // shows the objects at once
        feed.stories.insert(story, at: 0)
        adapter.performUpdates(animated: true) { finished in print(finished) }
        XCTAssertEqual(collectionView.numberOfSections, 1)   // the update waits for the next turn
        XCTAssertEqual(feed.stories.map(\.id), [2, 1])
    }

    func testASectionControllerWithHeaders() async throws {
        try await Self.sectionControllerWithHeaders()
    }

    @MainActor
    static func sectionControllerWithHeaders() throws {
        final class CommentsController: GenericSectionController<Post>, ListSupplementaryViewSource {
            override init() { super.init(); supplementaryViewSource = self }
            override var numberOfItems: Int { object?.comments.count ?? 0 }
            override func sizeForItem(at index: Int) -> CGSize { CGSize(width: collectionContext!.containerSize.width, height: 40) }
            override func cellForItem(at index: Int) -> (any ListReusableView)? {
                let cell = collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
                cell?.text = object?.comments[index] ?? ""
                return cell
            }
            var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
            func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
                collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
            }
            func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 30) }
        }
        // CommentCell: UICollectionViewCell on a device, HeadlessCell in tests; nothing else changes.
        final class Posts: ListAdapterDataSource {
            func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
            let posts = [Post(id: 1, comments: ["a", "b"])]
            func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { posts }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
                CommentsController()
            }
        }
        let view = HeadlessListView(scheduleCompletion: { $0() })
        let adapter = ListAdapter()
        let posts = Posts()
        adapter.listView = view
        adapter.dataSource = posts
        XCTAssertEqual(view.visibleCells.compactMap { ($0 as? CommentCell)?.text }, ["a", "b"])
        XCTAssertNotNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]) as? TitleHeader)
        XCTAssertEqual(view.faults, [])
    }

    func testTheDataSourceOnTheHeadlessView() async throws {
        try await Self.dataSourceOnTheHeadlessView()
    }

    @MainActor
    static func dataSourceOnTheHeadlessView() throws {
        enum Section: Hashable, Sendable { case main }

        let view = HeadlessListView(visibleItemCount: 10)
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DiffableDataSource<Section, String>(view: view) { view, indexPath, item in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        var outline = SectionSnapshot<String>()
        try outline.append(["Documents"])
        try outline.append(["cv.pdf", "notes.txt"], to: "Documents")
        dataSource.apply(outline, to: .main)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Documents"])
        XCTAssertTrue(dataSource.toggleDisclosure(of: "Documents"))   // what a tapped disclosure does
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Documents", "cv.pdf", "notes.txt"])
        XCTAssertEqual(view.visibleCells.count, 3)
        XCTAssertEqual(view.faults, [])
    }

    func testConcurrency() async throws {
        try await Self.concurrency()
    }

    @MainActor
    static func concurrency() async throws {
        let view = HeadlessListView(visibleItemCount: 10)
        view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = DiffableDataSource<Int, Int>(view: view) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        dataSource.backgroundDiffingThreshold = 10_000   // diffs this large run off the main actor
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20_000), toSection: 0)
        await dataSource.apply(snapshot)                 // returns once the view shows it
        XCTAssertEqual(dataSource.snapshot(), snapshot)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 20_000)
        XCTAssertEqual(view.faults, [])
    }

    func testInsetsSpacingAndScrollingToAnObject() async {
        await MainActor.run {
            final class GridController: SectionController {
                override init() {
                    super.init()
                    inset = ListEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                    minimumLineSpacing = 4
                    minimumInteritemSpacing = 4
                }
            }
            let view = HeadlessListView(size: CGSize(width: 320, height: 100), scheduleCompletion: { $0() })
            let feed = Feed()
            let story = Story(id: 2)
            feed.stories = (1...5).map { Story(id: $0 * 10) } + [story] + (6...9).map { Story(id: $0 * 10) }
            feed.controller = { _ in GridController() }
            let adapter = ListAdapter()
            adapter.listView = view
            adapter.dataSource = feed
            // Each section: 8 + one item of 320 x 44, clipped to 288 + 8 = 60.
            XCTAssertEqual(view.frameForItem(at: [5, 0]), CGRect(x: 16, y: 5 * 60 + 8, width: 288, height: 44))
            adapter.scroll(to: story, supplementaryKinds: [ListElementKind.sectionHeader],
                           scrollDirection: .vertical, scrollPosition: .centeredVertically, animated: true)
            XCTAssertEqual(view.contentOffset.y, 5 * 60 + 8 + 22 - 50)
        }
    }

    func testTheDisplayDelegate() async throws {
        try await Self.displayDelegate()
    }

    @MainActor
    static func displayDelegate() throws {
        final class Impressions: ListDisplayDelegate {
            private(set) var seen: [String] = []
            func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController,
                             cell: any ListReusableView, at index: Int) {
                seen.append("section \(sectionController.section ?? -1), item \(index)")
            }
            func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController,
                             cell: any ListReusableView, at index: Int) {}
            func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {}
            func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {}
        }
        let impressions = Impressions()
        let feed = Feed()
        feed.stories = [Story(id: 1), Story(id: 2)]
        feed.controller = { _ in
            let controller = SingleItemSectionController<Story>(cellClass: CommentCell.self)
            controller.displayDelegate = impressions
            return controller
        }
        let view = HeadlessListView(scheduleCompletion: { $0() })
        let adapter = ListAdapter()
        adapter.listView = view
        adapter.dataSource = feed
        view.layoutIfNeeded()
        XCTAssertEqual(impressions.seen, ["section 0, item 0", "section 1, item 0"])
        XCTAssertEqual(view.faults, [])
    }

    func testTheWorkingRange() async throws {
        try await Self.workingRange()
    }

    @MainActor
    static func workingRange() throws {
        final class PhotoCell: HeadlessCell {}
        final class PhotoController: SectionController {
            private(set) var isLoading = false
            override func cellForItem(at index: Int) -> (any ListReusableView)? {
                collectionContext?.dequeueReusableCell(of: PhotoCell.self, for: self, at: index)
            }
            override func didEnterWorkingRange() { isLoading = true }    // start fetching the photo
            override func didExitWorkingRange() { isLoading = false }    // cancel the fetch
        }

        let adapter = ListAdapter(workingRangeSize: 2)    // two sections on each side of the screen
        // Ten sections of one item 44 points high, two on screen at a time.
        let view = HeadlessListView(visibleItemCount: 2, scheduleCompletion: { $0() })
        let feed = Feed()
        feed.stories = (1...10).map { Story(id: $0) }
        feed.controller = { _ in PhotoController() }
        adapter.listView = view
        adapter.dataSource = feed
        view.layoutIfNeeded()
        func loading() -> [Bool] {
            (0..<10).map { (adapter.sectionController(forSection: $0) as? PhotoController)?.isLoading ?? false }
        }
        XCTAssertEqual(loading(), [true, true, true, true, false, false, false, false, false, false])
        view.contentOffset = CGPoint(x: 0, y: 6 * 44)   // sections 6 and 7 on screen
        XCTAssertEqual(loading(), [false, false, false, false, true, true, true, true, true, true])
        XCTAssertEqual(view.faults, [])
    }

    func testAnAdapterInsideACell() async throws {
        try await Self.adapterInsideACell()
    }

    @MainActor
    static func adapterInsideACell() throws {
        struct Comment: ListDiffable, Equatable {
            let text: String
            var diffIdentifier: AnyHashable { text }
        }
        final class CarouselCell: HeadlessCell {    // on a device: a UICollectionViewCell holding a UICollectionView
            let listView = HeadlessListView(size: CGSize(width: 320, height: 100))
        }

        final class CarouselController: GenericSectionController<Story>, ListAdapterDataSource {
            func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
            private lazy var adapter: ListAdapter = {
                let adapter = ListAdapter()
                adapter.dataSource = self
                return adapter
            }()

            override func sizeForItem(at index: Int) -> CGSize {
                CGSize(width: collectionContext?.containerSize.width ?? 0, height: 100)
            }
            override func cellForItem(at index: Int) -> (any ListReusableView)? {
                guard let cell = collectionContext?.dequeueReusableCell(of: CarouselCell.self, for: self, at: index) else { return nil }
                adapter.listView = cell.listView    // the inner adapter drives the cell's list
                return cell
            }
            override func didUpdate(to story: Story) {
                adapter.performUpdates(animated: true)
            }

            func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
                (object?.comments ?? []).map { Comment(text: $0) }
            }
            func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
                SingleItemSectionController<Comment>(cellClass: CommentCell.self, configure: { comment, cell in cell.text = comment.text })
            }
        }
        let view = HeadlessListView(scheduleCompletion: { $0() })
        let feed = Feed()
        feed.stories = [Story(id: 1, comments: ["nice", "wow"])]
        feed.controller = { _ in CarouselController() }
        let adapter = ListAdapter()
        adapter.listView = view
        adapter.dataSource = feed
        let carousel = try XCTUnwrap(view.visibleCells.first as? CarouselCell)
        XCTAssertEqual(carousel.listView.visibleCells.compactMap { ($0 as? CommentCell)?.text }, ["nice", "wow"])
        XCTAssertEqual(view.faults, [])
        XCTAssertEqual(carousel.listView.faults, [])
    }
}
