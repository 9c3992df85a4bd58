import Foundation
import ListKitTesting

/// A feed of posts whose heights depend on their text, shown through
/// Texture's asynchronous pipeline on a headless collection view: a
/// `ListAdapter` (one ``PostController`` per post) drives a
/// `ListDataController`, which makes and measures every ``PostNode`` on its
/// editing queue and hands the view a batch only once the nodes in it are
/// measured. The view shows host cells (`HeadlessNodeCell`), each holding
/// its element; the screen reads the post through the element's node. On a
/// device, `dataController.listView = collectionView` would show the same
/// nodes in `ListNodeCollectionViewCell`s (that glue is type-checked against
/// a stand-in of UIKit, never run here).
///
/// There is no layout delegate: the feed is about ten posts, so measuring
/// every new node before its change set is committed costs little, off the
/// main thread, and every frame is exact from the first commit (no item is
/// shown at an estimated size and moved once it is measured, which would
/// make the content height and the frames below the screen change as the
/// list scrolls). A long feed would set a `ViewportLayoutDelegate`.
///
/// Time is in the screen's hands: the adapter's coalesced updates, the data
/// controller's turns and the view's completions run in ``settle()``, which
/// also waits for the editing queue, so every step ends with everything
/// committed.
@MainActor
final class AsyncFeedScreen: ListAdapterDataSource {
    let view: HeadlessListView
    let dataController: ListDataController
    let adapter: ListAdapter
    var posts: [Post]
    /// Every node made, to ask each where it was measured.
    let registry = NodeRegistry()
    private let scheduler = ManualUpdateScheduler()

    init(posts: [Post], size: CGSize) {
        self.posts = posts
        let scheduler = self.scheduler
        view = HeadlessListView(size: size, scheduler: scheduler)
        dataController = ListDataController(
            editingQueue: DispatchQueue(label: "AsyncFeedScreen.editing", qos: .userInitiated), scheduler: scheduler)
        dataController.listView = view
        adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
        adapter.listView = dataController
    }

    /// Runs what is queued on the main actor (updates, turns, completions)
    /// and waits for the editing queue, until nothing is left.
    func settle() {
        for _ in 0..<100 {
            scheduler.advance(by: 1)
            dataController.waitUntilAllUpdatesAreProcessed()
            if scheduler.pendingCount == 0 && dataController.isIdle { return }
        }
        preconditionFailure("the feed never settled")
    }

    // MARK: The adapter's data source

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { posts }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        PostController(registry: registry)
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    // MARK: What is on screen

    /// A post on screen: its id and its cell's frame.
    struct Shown: Equatable, CustomStringConvertible {
        var id: Int
        var frame: CGRect
        var description: String { "#\(id) y \(Int(frame.minY)) h \(Int(frame.height)) w \(Int(frame.width))" }
    }

    /// What a step leaves: the scroll position, the posts on screen, the
    /// posts in each interface-state range (visible ⊂ display ⊂ preload),
    /// and the data controller's measuring so far.
    struct Snapshot: Equatable {
        var offset: CGFloat
        var contentHeight: CGFloat
        var onScreen: [Shown]
        var visible: [Int]
        var display: [Int]
        var preload: [Int]
        var measuredInBackground: Int
        var measuredOnMainThread: Int
        /// The posts whose nodes (all those made so far) say they were
        /// measured on the main thread: none, as the statistics say.
        var nodesThatMeasuredOnMainThread: [Int]
    }

    /// The post shown by a host cell, read through its element's node.
    private func postID(_ element: ListElement?) -> Int? { (element?.nodeIfAllocated as? PostNode)?.id }

    /// The posts of the elements in `state`, in list order.
    func posts(in state: ListInterfaceState) -> [Int] {
        dataController.rangeController.elements(in: state).compactMap(postID)
    }

    /// What is on screen now.
    var snapshot: Snapshot {
        let shown = view.visibleCells
            .compactMap { cell in postID((cell as? HeadlessNodeCell)?.element).map { Shown(id: $0, frame: cell.frame) } }
            .sorted { $0.frame.minY < $1.frame.minY }
        return Snapshot(
            offset: view.contentOffset.y, contentHeight: view.contentSize.height, onScreen: shown,
            visible: posts(in: .visible), display: posts(in: .display), preload: posts(in: .preload),
            measuredInBackground: dataController.statistics.nodesMeasuredInBackground,
            measuredOnMainThread: dataController.statistics.nodesMeasuredOnMainThread,
            nodesThatMeasuredOnMainThread: registry.nodes.filter { $0.measureCounts.onMain > 0 }.map(\.id))
    }


    /// A snapshot as lines: the step, one line per post on screen (its top,
    /// height and the start of its text), the ranges and the measuring.
    func lines(_ title: String, _ snapshot: Snapshot) -> [String] {
        var lines = ["== \(title) (offset \(Int(snapshot.offset)) of \(Int(snapshot.contentHeight)), width \(Int(view.size.width)))"]
        for post in snapshot.onScreen {
            let full = posts.first { $0.id == post.id }?.text ?? "?"
            let text = full.count > 36 ? full.prefix(35) + "…" : full
            let y = String(Int(post.frame.minY)), h = String(Int(post.frame.height))
            lines.append(String(repeating: " ", count: max(0, 5 - y.count)) + y + String(repeating: " ", count: max(0, 5 - h.count))
                + h + "  #\(post.id)  \(text)")
        }
        lines.append("   visible \(snapshot.visible)  display \(snapshot.display)  preload \(snapshot.preload)")
        lines.append("   nodes measured: \(snapshot.measuredInBackground) on the editing queue, \(snapshot.measuredOnMainThread) on the main thread")
        return lines
    }
}

extension AsyncFeedScreen {
    /// The feed the demo opens with: ten posts of one to six lines at 320
    /// points.
    static let openingPosts: [Post] = [
        Post(id: 1, author: "ana", text: "Texture measures every cell off the main thread."),
        Post(id: 2, author: "bo", text: "A change set is applied to the pending map first, then its new nodes are made and measured on the editing queue, and only then does the view get its batch."),
        Post(id: 3, author: "cy", text: "Short."),
        Post(id: 4, author: "di", text: "The visible map is what the view shows; the pending map is what the data source has said so far. An element in both links their index spaces."),
        Post(id: 5, author: "ed", text: "Ranges: preload, display, visible."),
        Post(id: 6, author: "fa", text: "Scrolling down moves the preload range two and a half screens ahead and one and a half behind, and nodes hear each change of their interface state once."),
        Post(id: 7, author: "gu", text: "No cell is measured on the main thread."),
        Post(id: 8, author: "hi", text: "When the width changes every node is measured again within the new width, on the editing queue, and the view lays everything out once they all are, as one change set of its own."),
        Post(id: 9, author: "io", text: "Deletes need no measuring at all."),
        Post(id: 10, author: "jo", text: "The end of the feed, for now."),
    ]

    /// A step of the demo: its title and what it left on screen.
    typealias Step = (title: String, snapshot: Snapshot)

    /// The demo: the feed loaded, scrolled, a post inserted at the top, one
    /// deleted, and the width changed, each step settled. `report` hears
    /// each step's lines as it ends.
    static func demo(report: ([String]) -> Void = { _ in }) -> [Step] {
        let screen = AsyncFeedScreen(posts: openingPosts, size: CGSize(width: 320, height: 240))
        var steps: [Step] = []
        func step(_ title: String, _ change: () -> Void) {
            change()
            screen.settle()
            let snapshot = screen.snapshot
            steps.append((title, snapshot))
            report(screen.lines(title, snapshot))
        }
        step("loaded") { screen.adapter.dataSource = screen }
        step("scrolled to 300") { screen.view.contentOffset = CGPoint(x: 0, y: 300) }
        step("a post inserted at the top") {
            screen.posts.insert(Post(id: 11, author: "ka", text: "Breaking: a new post at the top, measured before it shows."), at: 0)
            screen.adapter.performUpdates(animated: true)
        }
        step("post 4 deleted") {
            screen.posts.removeAll { $0.id == 4 }
            screen.adapter.performUpdates(animated: true)
        }
        step("width 320 -> 240") { screen.view.size = CGSize(width: 240, height: 240) }
        return steps
    }
}
