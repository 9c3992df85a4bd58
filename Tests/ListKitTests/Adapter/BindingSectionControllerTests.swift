import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

struct Comment: SendableListDiffable, Equatable {
    var id: Int
    var text = ""
    var diffIdentifier: AnyHashable { id }
}

struct Post: SendableListDiffable, Equatable {
    var id: String
    var comments: [Comment]
    var diffIdentifier: AnyHashable { id }
}

/// A cell that shows a comment and counts its bindings.
final class CommentCell: HeadlessCell, ListBindable {
    private(set) var text = ""
    private(set) var bindings = 0
    func bindViewModel(_ viewModel: Any) {
        text = (viewModel as? Comment)?.text ?? "?"
        bindings += 1
    }
}

class PostController: BindingSectionController<Post> {
    override func viewModels(for post: Post) -> [any ListDiffable] { post.comments }
    override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
        collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
    }
    override func size(for viewModel: any ListDiffable, at index: Int) -> CGSize { CGSize(width: 100, height: 10) }
}

/// A value written in IGListKit's binding idiom: not `Equatable`, and equal
/// to any thread of its id, whose comments (its view models) change.
struct Thread: SendableListDiffable {
    var id: String
    var comments: [Comment]
    var diffIdentifier: AnyHashable { id }
    func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { (object as? Thread)?.id == id }
}

final class ThreadController: BindingSectionController<Thread> {
    override func viewModels(for thread: Thread) -> [any ListDiffable] { thread.comments }
    override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
        collectionContext?.dequeueReusableCell(of: CommentCell.self, for: self, at: index)
    }
}

/// A post controller whose items the user may drag, recording the view
/// models of the items tapped.
final class ReorderablePostController: PostController {
    var selected: [any ListDiffable] = []
    override func canMoveItem(at index: Int) -> Bool { true }
    override func didSelectItem(at index: Int) { selected.append(viewModels[index]) }
}

/// The binding controller's item-level updates, checked against the
/// headless view's identities. (corelibs XCTest cannot run main-actor test
/// methods: each test hops itself.)
final class BindingSectionControllerTests: XCTestCase {
    @MainActor
    static func harness(_ objects: [any ListDiffable]) -> AdapterHarness {
        let h = AdapterHarness(objects, attach: false)
        h.source.makeController = { $0 is Post ? PostController() : RowController() }
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        return h
    }

    static func comments(_ ids: [Int]) -> [Comment] { ids.map { Comment(id: $0, text: "c\($0)") } }

    func testFirstObjectSetsTheViewModels() async {
        await MainActor.run {
            let h = Self.harness([Post(id: "p", comments: Self.comments([1, 2, 2, 3]))])
            let controller = h.adapter.sectionController(forSection: 0) as! PostController
            XCTAssertEqual(controller.viewModels.map { $0 as! Comment }, Self.comments([1, 2, 3]), "duplicates dropped")
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.counts, [3])
        }
    }

    /// Rule (IGListKit's `moveObjectFromIndex:toIndex:` of its binding
    /// controller): an interactive move moves the view model with the item,
    /// so `viewModels` stays what the view shows. A tap on a moved cell then
    /// reports its own view model, and the next update diffs from there.
    func testAnInteractiveMoveMovesTheViewModel() async {
        await MainActor.run {
            let h = AdapterHarness([Post(id: "p", comments: Self.comments([1, 2, 3, 4]))], attach: false)
            h.source.makeController = { _ in ReorderablePostController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            let controller = h.adapter.sectionController(forSection: 0) as! ReorderablePostController
            XCTAssertTrue(h.view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual(controller.viewModels.map { ($0 as! Comment).id }, [2, 3, 1, 4])
            XCTAssertEqual((0..<4).map { (h.view.cellForItem(at: [0, $0]) as? CommentCell)?.text }, ["c2", "c3", "c1", "c4"])
            XCTAssertTrue(h.view.tapItem(at: [0, 2]))
            XCTAssertEqual(controller.selected.map { ($0 as! Comment).id }, [1])
            XCTAssertEqual(h.view.faults, [])
        }
    }

    /// Rule (IGListKit's adapter calls `didUpdateToObject:` whenever the
    /// object is another instance, and a value is a new one at every
    /// update): a value that `isEqual(toDiffableObject:)` calls equal, as
    /// the binding idiom's does, still reaches its controller, whose view
    /// models then change. An `Equatable` value that is `==` stays.
    func testAValueCalledEqualStillReachesItsController() async {
        await MainActor.run {
            let h = AdapterHarness([Thread(id: "t", comments: Self.comments([1, 2]))], attach: false)
            h.source.makeController = { _ in ThreadController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            let controller = h.adapter.sectionController(forSection: 0) as! ThreadController
            h.source.objects = [Thread(id: "t", comments: Self.comments([1, 2, 3]))]
            h.adapter.performUpdates(animated: true)
            for _ in 0..<3 { h.advance() }
            XCTAssertEqual(controller.viewModels.map { ($0 as! Comment).id }, [1, 2, 3])
            XCTAssertEqual(h.counts, [3])
            XCTAssertEqual(h.view.faults, [])
        }
    }

    func testObjectChangeBecomesItemChangesNotASectionReload() async {
        await MainActor.run {
            let h = Self.harness([Post(id: "p", comments: Self.comments([1, 2, 3, 4]))])
            let controller = h.adapter.sectionController(forSection: 0) as! PostController
            let first = h.view.cellForItem(at: [0, 0]) as! CommentCell
            XCTAssertEqual("\(first.text) \(first.bindings)", "c1 1")
            let created = h.view.createdViewCount, requests = h.view.cellRequestCount
            var edited = Self.comments([3, 1, 5, 4])
            edited[1].text = "edited"
            h.source.objects = [Post(id: "p", comments: edited)]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertTrue(h.adapter.sectionController(forSection: 0) === controller)
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.recoveries, 0)
            // Comment 1 moved from 0 to 1 and changed: its cell on screen is
            // bound again in place, not reloaded; only comment 5's cell is new.
            XCTAssertTrue(h.view.cellForItem(at: [0, 1]) === first)
            XCTAssertEqual("\(first.text) \(first.bindings)", "edited 2")
            XCTAssertEqual(h.view.cellRequestCount - requests, 1, "only the inserted item is asked for")
            // The deleted item's cell animates out while the inserted one
            // animates in (UIKit), so it cannot serve the insert: one is made.
            XCTAssertEqual(h.view.createdViewCount - created, 1, "the deleted item's cell is not recycled within the batch")
            XCTAssertEqual(h.view.visibleCells.map { ($0 as! CommentCell).text }, ["c3", "edited", "c5", "c4"])
            XCTAssertEqual(h.log.batches.count, 1)
            let batch = h.log.batches[0]
            XCTAssertEqual(batch.sectionDeletes, [])
            XCTAssertEqual(batch.sectionInserts, [])
            XCTAssertEqual(batch.itemDeletes, [[0, 1]])
            XCTAssertEqual(batch.itemInserts, [[0, 2]])
            XCTAssertEqual(batch.itemMoves, [  // Heckel's moves, as IGListDiff reports them
                List.MoveIndexPath(from: [0, 2], to: [0, 0]), List.MoveIndexPath(from: [0, 0], to: [0, 1]),
            ])
        }
    }

    func testItemChangesInAMovingSection() async {
        await MainActor.run {
            let h = Self.harness([Row("r", [1]), Post(id: "p", comments: Self.comments([1, 2]))])
            h.source.objects = [Post(id: "p", comments: Self.comments([2, 3])), Row("n", [5]), Row("r", [1])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.log.recoveries, 0)
            XCTAssertEqual(h.counts, [2, 1, 1])
        }
    }

    func testASecondUpdateWhileOneIsQueuedIsRefused() async {
        await MainActor.run {
            let h = Self.harness([Post(id: "p", comments: Self.comments([1]))])
            let controller = h.adapter.sectionController(forSection: 0) as! PostController
            var results: [String] = []
            controller.update(animated: true) { results.append("first \($0)") }
            controller.update(animated: true) { results.append("second \($0)") }
            XCTAssertEqual(results, ["second false"])
            h.advance()
            XCTAssertEqual(results, ["second false", "first true"])
            controller.update(animated: false) { results.append("third \($0)") }
            h.advance()
            XCTAssertEqual(results.last, "third true")
        }
    }

    /// Batch completions the view holds until the test runs them.
    @MainActor
    final class HeldCompletions {
        var work: [@MainActor () -> Void] = []
    }

    /// A post of one comment on a view whose batch completions wait in
    /// `held`, with its controller.
    @MainActor
    static func heldHarness() -> (AdapterHarness, HeldCompletions, PostController) {
        let h = AdapterHarness([], attach: false)
        let held = HeldCompletions()
        let view = HeadlessListView(scheduleCompletion: { held.work.append($0) })
        h.source.objects = [Post(id: "p", comments: Self.comments([1]))]
        h.source.makeController = { _ in PostController() }
        h.adapter.listView = view
        h.adapter.dataSource = h.source
        return (h, held, h.adapter.sectionController(forSection: 0) as! PostController)
    }

    func testRequestsWhileAnUpdateIsOnScreenShareOneUpdateAfterIt() async {
        await MainActor.run {
            let (h, held, controller) = Self.heldHarness()
            var results: [String] = []
            controller.update(animated: true) { results.append("first \($0)") }
            h.advance()
            XCTAssertEqual(held.work.count, 1, "on screen, not finished")
            controller.update(animated: true) { results.append("second \($0)") }
            controller.update(animated: false) { results.append("third \($0)") }
            XCTAssertEqual(results, [])
            held.work.removeFirst()()
            XCTAssertEqual(results, ["first true"])
            h.advance()
            held.work.forEach { $0() }
            XCTAssertEqual(results, ["first true", "second true", "third true"])
            XCTAssertEqual(h.log.steps.filter { $0.hasPrefix("willPerform") }, ["willPerform", "willPerform unanimated"])
        }
    }

    /// Many requests while an update is on screen: one update after it,
    /// animated only if all were, and every completion once, in order.
    func testManyRequestsWhileAnUpdateIsOnScreenCompleteInOrder() async {
        await MainActor.run {
            let (h, held, controller) = Self.heldHarness()
            var results: [Int] = []
            controller.update(animated: true) { _ in results.append(-1) }
            h.advance()
            for k in 0..<200 { controller.update(animated: k != 150) { _ in results.append(k) } }
            held.work.removeFirst()()
            h.advance()
            held.work.forEach { $0() }
            XCTAssertEqual(results, [-1] + Array(0..<200))
            XCTAssertEqual(h.log.steps.filter { $0.hasPrefix("willPerform") }, ["willPerform", "willPerform unanimated"])
        }
    }

    func testAnUpdateWithoutAViewTakesTheViewModels() async {
        await MainActor.run {
            let h = Self.harness([Post(id: "p", comments: Self.comments([1, 2]))])
            let controller = h.adapter.sectionController(forSection: 0) as! PostController
            h.adapter.listView = nil
            let edited = Post(id: "p", comments: Self.comments([3]))
            h.source.objects = [edited]
            h.adapter.reloadObjects([edited])
            XCTAssertEqual(controller.viewModels.map { $0 as! Comment }, edited.comments)
            h.adapter.listView = h.view
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.counts, [1])
        }
    }

    func testReloadAndDataSourceSwapKeepTheViewModelsInStep() async {
        await MainActor.run {
            let h = Self.harness([Post(id: "p", comments: Self.comments([1, 2]))])
            h.source.objects = [Post(id: "p", comments: Self.comments([2, 3, 4]))]
            h.adapter.reloadData()
            h.advance()
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.counts, [3])
            let other = FeedSource([Post(id: "p", comments: Self.comments([9]))])
            other.makeController = { _ in PostController() }
            h.adapter.dataSource = other
            h.source.objects = other.objects
            h.advance()
            XCTAssertEqual(h.counts, [1])
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }
}
