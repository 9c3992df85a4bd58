import Foundation
import ListKit
import ListUpdates

/// A collection view without a screen, for tests and examples on any
/// platform: it behaves like UICollectionView where its data source and
/// delegate can tell.
///
/// - **Data.** It asks its ``dataSource`` for counts the first time it
///   needs them, on ``reloadData()`` and inside a batch (after the batch's
///   `updates` ran), and for a cell only when an item comes on screen.
/// - **Cells.** Cells come from ``dequeueReusableCell(withReuseIdentifier:for:)``
///   after ``register(_:forCellWithReuseIdentifier:)``, from a reuse pool per
///   identifier: a cell that leaves the screen goes back to its pool, and
///   one taken out again gets ``HeadlessReusableView/prepareForReuse()``.
///   A reloaded item gets a new cell; a reconfigured one is asked for again
///   and gets the same cell back, without `prepareForReuse()`; a moved
///   item keeps its cell. A view that leaves through scrolling,
///   ``reloadData()``, a new size or layout, or an interactive move can be
///   dequeued again at once; one that a batch deletes or replaces cannot
///   serve that batch (on a device it is still on screen, animating out
///   while the new one animates in): it ends displaying first, before the
///   batch's new views are asked for and will display, but goes back to
///   its pool only once the batch has asked for all of them. So a reloaded
///   item, or one inserted where another was deleted, never gets the cell
///   that leaves; later dequeues (the next scroll or batch) get it.
/// - **Layout.** A flow, vertical or horizontal (``scrollDirection``), as
///   `UICollectionViewFlowLayout` lays out: ``HeadlessListViewDelegate``
///   sizes, headers and footers of `ListElementKind`, section insets and
///   line and interitem spacings (see ``HeadlessListViewDelegate``), in a
///   viewport of ``size`` at ``contentOffset``. Item sizes are asked when
///   an item first needs a place and again only after a reload, a new
///   ``size`` or layout property, or ``invalidateLayout(at:)``; a section's
///   inset, spacings, header and footer sizes whenever it is laid out and
///   after every batch. Or a compositional layout
///   (``compositionalLayout``), as `UICollectionViewCompositionalLayout`
///   lays out.
/// - **Layout pass.** As UIKit, the view makes no cell until its first
///   layout pass: attaching it and its data source, a reload, a batch, a
///   new size or a scroll before that pass load the data and lay it out
///   (counts, identities and sizes are asked) but show nothing. The pass
///   runs on ``layoutIfNeeded()`` and, implicitly, the first time the view
///   is asked what it shows: ``visibleCells``, ``indexPathsForVisibleItems``,
///   ``cellForItem(at:)``, ``indexPath(for:)``,
///   ``supplementaryView(forElementKind:at:)`` and a section's visible
///   items (the adapter's `visibleIndexes(for:)`); and a scroll
///   (``contentOffset``, ``scrollToItem(at:animated:)``), which runs it at
///   the new offset. Counts, ``sections``, ``frameForItem(at:)`` and
///   ``contentSize`` load and lay out only. So `adapter.listView = view;
///   adapter.dataSource = ds; view.scrollToItem(at: [50, 0], animated:
///   false)` configures and displays the rows from item 50, never the top
///   ones. After the first pass the view keeps its cells in line at once
///   (where UIKit waits for the next pass of the run loop).
/// - **Display.** `willDisplay` and `didEndDisplaying` events come from the
///   view itself, as cells come and go through scrolling, reloads and
///   batches, in this order:
///   - *Scrolling, a new size or layout, an interactive move*: the views
///     that leave end displaying first (cells in index-path order, then
///     supplementary views by section, header before footer), then the
///     views that come will display (supplementary views by section, then
///     cells in index-path order). UIKit's layout pass takes the views that
///     left the visible rect off screen and queues them for reuse before it
///     asks for the new ones, which is how a scrolled-in cell can reuse one
///     that just left.
///   - *A batch update*: the other way round. The views that come will
///     display first, in the order above, then the views the batch
///     deletes, replaces or scrolls out end displaying, in the order above.
///     Last, a reconfigured item whose data source hands back another cell
///     has the new cell display and the old one end, item by item in
///     index-path order. On a device the new views
///     animate in while the old ones animate out, and the old ones are
///     removed when their animation ends: so a section whose object or
///     only cell is reloaded never has zero views on screen, and its
///     controller hears no end and no second will (IGListKit's
///     `IGListDisplayHandler` counts one will, no end).
///   - *A reload* ends every view on screen first, then shows the new ones.
/// - **Batches** are checked with `ListViewSimulator`'s rules (UIKit's); a
///   rejected batch throws `BatchUpdateError` and leaves the view as it was,
///   without calling its completion. Completions run later, once each:
///   on the next turn of the scheduler given to ``init(size:scheduler:)``
///   (a test's `ManualUpdateScheduler`, shared with the updater), or
///   through `scheduleCompletion` (the next main-actor turn by default).
/// - **Faults** UIKit would raise on (a cell that was not dequeued for its
///   index path, an unregistered identifier, a dequeue outside a request, a
///   size that is negative or not finite) are recorded in ``faults``; the
///   view shows an empty cell or a zero size instead and stays consistent.
///   Valid sizes that add up past the largest finite coordinate are no
///   fault: the items past it are laid out at +infinity and never show.
/// - **Calls back in.** A data source or delegate that reloads, scrolls,
///   resizes or invalidates the layout from inside a call the view makes
///   while it updates gets a ``Fault/reentrantCall(_:)`` fault, and the call
///   runs once that update is done (UIKit, too, reloads lazily): one reload,
///   one new layout, the invalidations, then the latest scroll. A batch or
///   an interactive move asked for then is refused (the batch throws the
///   fault). A call made while postponed calls run is dropped, so a data
///   source that reloads each time it is asked cannot keep the view busy
///   forever.
/// - **Selection from callbacks.** `selectItem` and `deselectItem` apply at
///   once from a cell request or a size (as an app restoring a selection
///   in `cellForItemAt` expects). From an identity callback of a batch or
///   a reload, while the items are between the old data and the new, they
///   wait for the update likewise, with the fault, and then apply at the
///   index path given; a tap there is refused.
/// - **Prefetching.** A ``prefetchDataSource`` hears which items are likely
///   to come on screen, and which it no longer needs, after each update
///   (never inside one): the band and its rules are at ``prefetchMargin``.
///
/// ```swift
/// let view = HeadlessListView(size: CGSize(width: 320, height: 480))
/// adapter.listView = view                  // the adapter becomes its data source and delegate
/// view.contentOffset = CGPoint(x: 0, y: 1_000)
/// print(view.visibleCells.count)
/// ```
@MainActor
public final class HeadlessListView: ListView {
    /// A section as the view holds it: identities only.
    public typealias Section = ListViewSimulator<AnyHashable, AnyHashable>.Section

    /// Where the view gets its data; held weakly, as UIKit does.
    public weak var dataSource: (any HeadlessListViewDataSource)?
    /// Sizes, display events, selection and scrolling; held weakly.
    public weak var delegate: (any HeadlessListViewDelegate)?

    /// The viewport's size; changing it lays everything out again. A width
    /// or height that is negative or not finite counts as zero: nothing
    /// shows, and items are laid out one per row.
    public var size: CGSize {
        didSet { if loaded { layOutForNewSize() } }
    }

    /// The direction the layout flows and scrolls in, as
    /// `UICollectionViewFlowLayout.scrollDirection`: `.vertical` (the
    /// default) stacks sections top to bottom and fills rows left to right;
    /// `.horizontal` places sections left to right and fills columns top to
    /// bottom, headers to the left of their items and footers to the right,
    /// as wide as their reference sizes. ``contentOffset`` then moves along
    /// x. Changing it lays everything out again (asking every size again)
    /// and scrolls back to the start.
    ///
    /// ```swift
    /// view.scrollDirection = .horizontal
    /// view.contentOffset = CGPoint(x: 640, y: 0)
    /// ```
    public var scrollDirection = ListScrollDirection.vertical {
        didSet { if loaded && scrollDirection != oldValue { layOutForNewSize(call: "scrollDirection") } }
    }
    /// Whether section headers stay at the top (the left of a horizontal
    /// view) of the viewport while their section is under it, as
    /// `UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds` and
    /// IGListKit's sticky headers: a header never starts above its section
    /// and is pushed back by the next one. False by default. A pinned
    /// header stays on screen (displayed) while its section is. O(cells on
    /// screen) to change.
    ///
    /// ```swift
    /// view.sectionHeadersPinToVisibleBounds = true
    /// ```
    public var sectionHeadersPinToVisibleBounds = false {
        didSet {
            guard sectionHeadersPinToVisibleBounds != oldValue else { return }
            layout.pinsFlowHeaders = sectionHeadersPinToVisibleBounds
            if loaded { changing { updateDisplayIfLaidOut() } }
        }
    }
    /// The inset of a section whose delegate gives none
    /// (``HeadlessListViewDelegate/headlessListView(_:insetForSectionAt:)``'s
    /// default), as `UICollectionViewFlowLayout.sectionInset`; zero by
    /// default. Changing it lays everything out again.
    public var sectionInset = ListEdgeInsets.zero {
        didSet { if loaded && sectionInset != oldValue { layOutForNewSize(call: "sectionInset") } }
    }
    /// The line spacing of a section whose delegate gives none, as
    /// `UICollectionViewFlowLayout.minimumLineSpacing`; zero by default
    /// (UIKit's is 10). Changing it lays everything out again.
    public var minimumLineSpacing: CGFloat = 0 {
        didSet { if loaded && minimumLineSpacing != oldValue { layOutForNewSize(call: "minimumLineSpacing") } }
    }
    /// The interitem spacing of a section whose delegate gives none, as
    /// `UICollectionViewFlowLayout.minimumInteritemSpacing`; zero by default
    /// (UIKit's is 10). Changing it lays everything out again.
    public var minimumInteritemSpacing: CGFloat = 0 {
        didSet {
            if loaded && minimumInteritemSpacing != oldValue { layOutForNewSize(call: "minimumInteritemSpacing") }
        }
    }

    /// The size items take until their cells size themselves, as
    /// `UICollectionViewFlowLayout.estimatedItemSize`: zero (the default)
    /// for no self-sizing, the delegate giving every size. Otherwise the
    /// delegate is not asked for items' sizes: an item is laid out at this
    /// size until its cell comes on screen, and then at the size its cell
    /// gives (``HeadlessReusableView/preferredLayoutAttributesFitting(_:)``),
    /// asked once each time a cell is configured for the screen (as its
    /// item comes on screen, or is reconfigured there); off screen, an item
    /// keeps the last size its cell gave. Changing it lays everything out
    /// again.
    ///
    /// - Complexity: setting a new value, O(items) to lay every section out
    ///   again, and the cells that then come on screen are sized.
    public var estimatedItemSize: CGSize = .zero {
        didSet { if loaded && estimatedItemSize != oldValue { layOutForNewSize(call: "estimatedItemSize") } }
    }

    /// The compositional layout the view lays its sections out with, as a
    /// `UICollectionView` whose `collectionViewLayout` is a
    /// `UICollectionViewCompositionalLayout`; nil (the default) for the
    /// flow layout the properties above describe. Sections are laid out as
    /// `ListLayoutSection` describes them (the rules are at
    /// <doc:TestingOnTheHeadlessView#Compositional-layouts>), vertically,
    /// whatever ``scrollDirection`` says; the section provider is asked
    /// for a section each time the section is laid out (on loading, after
    /// a batch, an invalidation, a new size), and the delegate is asked no
    /// size, inset or spacing. Items with an estimated dimension size
    /// themselves along it: their cells are asked, as with
    /// ``estimatedItemSize``. Changing it lays everything out again.
    ///
    /// ```swift
    /// view.compositionalLayout = ListCompositionalLayout.list(using: ListLayoutListConfiguration(appearance: .plain))
    /// ```
    ///
    /// - Complexity: setting it, O(items) to lay every section out again.
    public var compositionalLayout: ListCompositionalLayout? {
        didSet { if loaded && compositionalLayout !== oldValue { layOutForNewSize(call: "compositionalLayout") } }
    }

    /// IGListKit's `ListCollectionViewLayout` to lay the sections out
    /// with, as a `UICollectionView` whose layout is one; nil (the
    /// default) for the flow layout. Its sections share rows; its sizes,
    /// insets and spacings come from the delegate as the flow layout's do
    /// (``estimatedItemSize`` and ``sectionHeadersPinToVisibleBounds`` do
    /// not apply: it has its own sticky headers), and any change lays every
    /// section out again, as IGListKit's layout does from the first section
    /// changed. Ignored while ``compositionalLayout`` is set. Changing it
    /// lays everything out again. One layout may serve several views: a
    /// change to it lays out each of them.
    ///
    /// ```swift
    /// view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
    /// ```
    ///
    /// - Complexity: setting it, and each later change of the layout,
    ///   O(sections + items).
    public var listCollectionViewLayout: ListCollectionViewLayout? {
        didSet {
            guard listCollectionViewLayout !== oldValue else { return }
            oldValue?.invalidators[ObjectIdentifier(self)] = nil
            listCollectionViewLayout?.invalidators[ObjectIdentifier(self)] = { [weak self] in
                guard let self, self.loaded else { return }
                self.layOutForNewSize(call: "listCollectionViewLayout")
            }
            if loaded { layOutForNewSize(call: "listCollectionViewLayout") }
        }
    }

    /// Whether a tap selects more than one item at a time.
    public var allowsMultipleSelection = false
    /// The view shown while the list is empty.
    public var emptyView: AnyObject?
    /// Whether the view counts as on screen; true unless a test says not.
    public var isVisible = true

    /// What the view corrected, in order.
    public internal(set) var faults: [Fault] = []
    /// The number of batches applied.
    public internal(set) var batchUpdateCount = 0
    /// The number of full reloads.
    public internal(set) var reloadCount = 0
    /// Every index path whose layout was invalidated, in order.
    public internal(set) var invalidatedIndexPaths: [IndexPath] = []
    /// How many times the view asked its data source for a cell.
    public internal(set) var cellRequestCount = 0
    /// How many cells and supplementary views the view has made (the rest
    /// were recycled).
    public internal(set) var createdViewCount = 0

    /// An item as the view holds it: a number that follows it through
    /// batches (to find its cell, its selection and its identity). Plain
    /// data of 16 bytes, so that a batch carries thousands of them without
    /// reference counting, at the cost of a copy of memory. Its size is in
    /// `itemSizes`, its selection in `selection`.
    struct Item {
        var serial: Int
        /// Where its identity is in `identities`.
        var identity: Int
    }
    /// An item's identity: boxed, or its place in the identities of a
    /// section the data source handed over whole, boxed when read.
    enum Identity {
        case boxed(AnyHashable)
        case listed(ListItemIdentifiers, Int)

        var value: AnyHashable {
            switch self {
            case .boxed(let id): return id
            case .listed(let list, let index): return list.identifier(at: index)
            }
        }
    }
    /// A section as the view holds it: its identity, and a number that
    /// follows it through batches (to find its supplementary views).
    struct SectionState {
        var id: AnyHashable
        var serial: Int
    }

    // What the view holds: sections and items, their identities, the selection.

    var sectionStates: [SectionState] = []
    var items: [[Item]] = []
    /// The sizes of the items, section by section, as measured.
    var itemSizes: [HeadlessLayout.ItemSizes] = []
    /// How far the rows of compositional sections that scroll across are
    /// scrolled, by section serial (kept through batches; see
    /// ``scrollOrthogonalSection(_:to:)``).
    var acrossOffsets: [Int: CGFloat] = [:]
    /// Self-sizing: the serials of items whose cells on screen are to be
    /// asked for their sizes again (reconfigured or invalidated there).
    var awaitingSize: Set<Int> = []
    /// The identities of the items, appended as items arrive; those of
    /// items gone are dropped from time to time (see `dropGoneIdentities`).
    var identities: [Identity] = []
    /// How many identifiers the lists that `identities` refer to hold, at
    /// most: a list is kept whole for its items, so this is held to O(items
    /// shown) (see `dropGoneIdentities`). Tests read it.
    var pinnedIdentifiers = 0
    /// Where the selected items are, by serial (kept through batches), so
    /// that selection queries cost O(selected items).
    var selection: [Int: IndexPath] = [:]
    /// The last serial given to an item or a section.
    var nextSerial = 0
    /// Whether the data source was asked for counts yet (see `loadIfNeeded`).
    var loaded = false

    // Where it shows them.

    var layout = HeadlessLayout()
    /// The top-left point shown (see ``contentOffset``).
    var offset = CGPoint.zero
    /// How many `didScroll` calls are running, one inside another.
    var scrollNotifications = 0
    /// The offset the delegate last heard of through `didScroll`: an
    /// update that moves the offset (a batch or resize clamping it to the
    /// content) tells the delegate when it is done, as UIKit calls
    /// `scrollViewDidScroll` for every change of the offset.
    var offsetToldToDelegate = CGPoint.zero

    // The views on screen, and those to reuse.

    /// Whether the first layout pass is still to come: until it, the view
    /// loads its data and lays it out when asked, but shows nothing (see
    /// ``layoutIfNeeded()``).
    var awaitsLayoutPass = true
    /// Cells on screen by item serial, and their index paths.
    var cellsShown: [Int: (cell: HeadlessCell, indexPath: IndexPath)] = [:]
    /// The serials of the cells on screen, by the section of their index
    /// path in `cellsShown` (`placeCell` keeps them together): a section's
    /// cells on screen without going through the others'.
    var cellsShownInSection: [Int: Set<Int>] = [:]
    /// The item serial of each cell on screen.
    var serialOfCell: [ObjectIdentifier: Int] = [:]
    /// Supplementary views on screen, and the sections they show.
    var supplementariesShown: [SupplementaryKey: (view: HeadlessReusableView, section: Int)] = [:]
    /// The classes registered, by `poolKey`.
    var registrations: [String: HeadlessReusableView.Type] = [:]
    /// The views to reuse, by `poolKey`.
    var pools: [String: [HeadlessReusableView]] = [:]
    /// The views that left during the batch being applied, with their
    /// kinds, in the order they left: they go to their pools (in that order)
    /// once the batch has asked for its new views. Nil outside a batch,
    /// where a view that leaves goes to its pool at once.
    var leftInBatch: [(view: HeadlessReusableView, kind: String?)]?
    /// The request the data source is answering, if any.
    var request: Request?

    // What the view is doing, for calls back in.

    /// Whether the view is updating what it holds or shows, calling its
    /// data source and delegate as it goes.
    var isChanging = false
    /// Whether the view is asking for sizes, its items ahead of its layout.
    var isMeasuring = false
    /// Whether the view is asking for identities in a batch or a reload,
    /// its items between the old data and the new: a selection changed
    /// meanwhile waits for the update (see `postponeSelection`).
    var isIdentifying = false
    /// What was asked of the view from inside an update, for when it is
    /// done; nil while that runs.
    var postponed: Postponed? = Postponed()
    /// Prefetching: its settings and the items prefetched (see ``prefetchMargin``).
    var prefetch = PrefetchState()
    /// Runs a batch's completion later (see ``init(size:scheduleCompletion:)``).
    let scheduleCompletion: (@escaping @MainActor () -> Void) -> Void

    /// A view with a viewport of `size`, running batch completions through
    /// `scheduleCompletion` (on the next main-actor turn by default). A test
    /// that drives time with a `ManualUpdateScheduler` passes it instead, to
    /// ``init(size:scheduler:)``; this form is for a test that runs its
    /// completions at once (`{ $0() }`) or looks at the view first.
    public init(
        size: CGSize = CGSize(width: 320, height: 880),
        scheduleCompletion: @escaping (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.size = size
        self.scheduleCompletion = scheduleCompletion
    }

    /// A view with a viewport of `size` whose batch completions run on
    /// `scheduler`'s next turn, as UIKit runs them once the batch's
    /// animations end. Give it the scheduler the adapter's updater (or the
    /// data source) has, and one clock moves everything a test waits for.
    /// O(1).
    ///
    /// ```swift
    /// let scheduler = ManualUpdateScheduler()
    /// let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduler: scheduler)
    /// ```
    public convenience init(size: CGSize = CGSize(width: 320, height: 880), scheduler: any UpdateScheduler) {
        self.init(size: size, scheduleCompletion: { scheduler.schedule(after: 0, $0) })
    }

    /// A view 320 points wide showing `visibleItemCount` items of the
    /// default size at a time, its batch completions on `scheduler`. O(1).
    public convenience init(visibleItemCount: Int, scheduler: any UpdateScheduler) {
        self.init(size: CGSize(width: 320, height: 44 * CGFloat(max(0, visibleItemCount))), scheduler: scheduler)
    }

    /// A view 320 points wide showing `visibleItemCount` items of the
    /// default size at a time.
    public convenience init(
        visibleItemCount: Int,
        scheduleCompletion: @escaping (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.init(size: CGSize(width: 320, height: 44 * CGFloat(max(0, visibleItemCount))),
                  scheduleCompletion: scheduleCompletion)
    }
}
