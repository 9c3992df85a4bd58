import Foundation
import ListKit

/// Texture's asynchronous data pipeline on any `ListView`: every edit is
/// processed as part of a change set whose new nodes are made and measured
/// on a background queue, and the view gets a batch only once everything in
/// it is measured, so the main thread never measures a cell.
///
/// A change set goes through five steps:
/// 1. On the main thread, the pending map is copied and the change set
///    applied to it; the data source gives each inserted item's node block.
/// 2. What to make and measure is chosen: every new element.
/// 3. On the serial editing queue, the nodes are made and measured, and the
///    batch that takes the visible map to the new one is worked out.
/// 4. The commit is queued on the main serial queue, behind earlier ones.
/// 5. On the main thread, the view performs the batch, inside which the
///    pending map of that change set becomes the visible map, and the range
///    controller updates the elements' interface states.
///
/// Edits made outside a batch are bundled into one change set per turn of
/// the main queue; nested batches collapse into one; the first load is a
/// change set like any other.
///
/// ```swift
/// let controller = ListDataController()
/// controller.dataSource = feed
/// controller.listView = collectionView
/// feed.posts.insert("Hello", at: 0)
/// try controller.insertItems(at: [IndexPath(index: 0).appending(0)])
/// ```
@MainActor
public final class ListDataController {
    /// Where the list is read; held weakly. Setting it reloads everything.
    public weak var dataSource: (any ListNodeDataSource)? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// Hears display events, highlight and selection in the data source's
    /// index space; held weakly.
    public weak var delegate: (any ListDataControllerDelegate)?

    /// The view that shows the list; the controller becomes its data source
    /// and delegate on views that take one (`UICollectionView`,
    /// `ListKitTesting`'s). Setting it reloads everything.
    public var listView: (any ListView)? {
        didSet {
            guard oldValue !== listView else { return }
            nodeHost?.detach(self)
            (nodeHost, cellHost) = (listView as? any NodeHost, listView as? any CellHost)
            nodeHost?.attach(self)
            // Change sets in flight were worked out for the old view: the
            // new one takes each whole, as a reload (see `commit`).
            viewGeneration += 1
            visibleMap = ListElementMap()
            reloadData()
        }
    }

    /// The data source's latest list, in its index space: every change set
    /// submitted so far applied, measured or not.
    public internal(set) var pendingMap = ListElementMap()
    /// What the view shows, in its index space: every change set committed
    /// so far.
    public internal(set) var visibleMap = ListElementMap()

    /// Step 2 of the pipeline: decides which new elements are measured
    /// before their change set is committed; nil (the default) measures
    /// every one. Held weakly.
    public weak var layoutDelegate: (any ListLayoutDelegate)?

    /// The kinds of supplementary views asked of the data source for new
    /// sections: a header and a footer by default.
    public var supplementaryKinds = [ListElementKind.sectionHeader, ListElementKind.sectionFooter]

    /// Hears what the controller corrected or could not do; prints in debug
    /// builds by default.
    public var diagnosticHandler: @MainActor (Diagnostic) -> Void = { diagnostic in
        #if DEBUG
        print(diagnostic)
        #endif
    }

    /// The range controller that keeps the elements' interface states.
    public let rangeController = ListRangeController()

    /// The view, as what the controller asks of it beyond a list view
    /// (cast once, when it is set).
    var nodeHost: (any NodeHost)?
    /// The elements made so far (each element's `serial` is the count
    /// before it).
    var elementsMade = 0
    /// Counts the views set; a change set remembers the one it was
    /// submitted for.
    var viewGeneration = 0
    var cellHost: (any CellHost)?
    let editingQueue: DispatchQueue
    let mainSerialQueue = ListMainSerialQueue()
    let scheduler: any UpdateScheduler

    /// The edits of the batch being performed, and its completions.
    var batchDepth = 0
    var batchChanges = ListDataController.ChangeSet()
    var batchCompletions: [@MainActor (Bool) -> Void] = []
    /// Edits made outside a batch during this turn, not yet submitted.
    var openTurn: Turn?
    var turnCompletions: [@MainActor (Bool) -> Void] = []
    /// Change sets submitted and not yet committed.
    var inFlight = 0
    /// Measured change sets waiting for the view to finish an update.
    var readyCommits: [Commit] = []
    var commitRetryScheduled = false
    /// The width the nodes were last constrained by, and whether a relayout
    /// for a new one is on its way.
    var measuredWidth: CGFloat?
    var relayoutScheduled = false
    /// Elements left unmeasured by the layout delegate whose measuring on
    /// the editing queue has been asked for.
    var measuringOnDemand = Set<ObjectIdentifier>()
    /// Counts of work done, for tests and benchmarks.
    public internal(set) var statistics = Statistics()
    /// What the list view calls: the controller's answers from its
    /// visible map.
    package private(set) lazy var viewDriver = NodeViewDriver(controller: self)
    /// The bridge of the view's kind that turns its calls into the
    /// driver's, held while the view is the controller's (the view holds
    /// its data source and delegate weakly).
    package var viewBridge: AnyObject?
    /// The data source and delegate of an adapter attached to this
    /// controller, kept while it is (the controller holds its data source
    /// and delegate weakly).
    var adapterSource: AnyObject?

    /// A controller whose nodes are made and measured on `editingQueue` (a
    /// serial queue of its own by default), with `scheduler` deciding when
    /// a turn ends (the main queue by default).
    public init(
        editingQueue: DispatchQueue = DispatchQueue(label: "ListPipeline.editing", qos: .userInitiated),
        scheduler: any UpdateScheduler = MainQueueUpdateScheduler()
    ) {
        self.editingQueue = editingQueue
        self.scheduler = scheduler
        rangeController.dataController = self
    }

    /// Whether every change set submitted has been committed to the view,
    /// and none is on its way: no edits of this turn, no batch being
    /// gathered, no relayout for a new width scheduled, no node measuring
    /// on demand.
    public var isIdle: Bool {
        // A relayout scheduled for a new width is a change set on its way,
        // as the edits of an open turn are: idle before it runs would let a
        // caller see nodes measured within the old width.
        inFlight == 0 && openTurn == nil && batchDepth == 0 && measuringOnDemand.isEmpty && !relayoutScheduled
    }

    /// The size a node is measured within unless the data source says
    /// otherwise: the view's width by an unbounded height.
    public var defaultConstrainedSize: CGSize {
        CGSize(width: cellHost?.containerSize.width ?? 0, height: .infinity)
    }

    /// The length of the screen along the scrolling axis (0 without a view
    /// that tells).
    public var viewportLength: CGFloat {
        guard let host = nodeHost else { return 0 }
        return host.scrollsHorizontally ? host.visibleBounds.width : host.visibleBounds.height
    }

    /// Whether the view scrolls sideways.
    public var scrollsHorizontally: Bool { nodeHost?.scrollsHorizontally ?? false }

    /// The index path in the view's index space of the item at `indexPath`
    /// in the data source's, or nil while it is not shown yet.
    ///
    /// Complexity: O(1) after the first conversion asked of each map.
    public func visibleIndexPath(forPending indexPath: IndexPath) -> IndexPath? {
        visibleMap.indexPath(indexPath, in: pendingMap)
    }

    /// The index path in the data source's index space of the item at
    /// `indexPath` in the view's, or nil when it has since been deleted.
    ///
    /// Complexity: O(1) after the first conversion asked of each map.
    public func pendingIndexPath(forVisible indexPath: IndexPath) -> IndexPath? {
        pendingMap.indexPath(indexPath, in: visibleMap)
    }

    /// Blocks the main thread until every change set submitted is measured,
    /// then commits them all (Texture's `waitUntilAllUpdatesAreProcessed`).
    /// Edits of this turn are submitted first.
    public func waitUntilAllUpdatesAreProcessed() {
        flushTurn()
        editingQueue.sync {}
        mainSerialQueue.drain()
    }

    /// Counts of the pipeline's work.
    public struct Statistics: Sendable, Hashable {
        /// Change sets submitted (including bundles of edits and reloads).
        public var changeSetsSubmitted = 0
        /// Change sets committed to the view.
        public var changeSetsCommitted = 0
        /// Nodes measured on the editing queue.
        public var nodesMeasuredInBackground = 0
        /// Nodes left for later by the layout delegate and measured on the
        /// editing queue once they came within the preload range.
        public var nodesMeasuredOnDemand = 0
        /// Nodes the view needed before they were measured, with no
        /// estimate to show meanwhile, measured on the main thread.
        public var nodesMeasuredOnMainThread = 0
        /// Seconds spent on the main thread in the pipeline's own steps (1,
        /// 2 and 5: applying change sets, choosing what to measure, and
        /// committing, the view's batch included), for benchmarks.
        public var mainThreadTime: Double = 0

        mutating func addMainThreadTime(since start: UInt64) {
            mainThreadTime += Double(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
        }
    }
}
