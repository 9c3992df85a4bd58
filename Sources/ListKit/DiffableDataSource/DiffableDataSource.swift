import Foundation
import ListUpdates

/// A data source driven by snapshots, with the API of Apple's
/// `UICollectionViewDiffableDataSource`, on any list view: a
/// `UICollectionView` or a `UITableView`, `ListKitTesting`'s view (tests,
/// every platform), or one of your own. You give it a cell provider and apply `Snapshot`s; it
/// diffs each one against what the view shows and applies the difference as
/// one batch the view accepts.
///
/// Code written for Apple's type ports by renaming the types
/// (`UICollectionViewDiffableDataSource` → `DiffableDataSource`,
/// `NSDiffableDataSourceSnapshot` → `Snapshot`,
/// `NSDiffableDataSourceSectionSnapshot` → `SectionSnapshot`) and adding
/// `try` to snapshot edits, which throw a `SnapshotError` naming the
/// duplicate or unknown identifier where Apple's raise.
///
/// - **The data is the last snapshot applied**, the moment `apply` returns,
///   in every mode (animated or not, reload data, diffed in the background):
///   ``snapshot()`` and ``snapshot(for:)`` return it, without its reload and
///   reconfigure marks (those say what to rebuild when it is applied), so
///   the usual `var s = dataSource.snapshot(); edit s; apply(s)` never loses
///   an apply still on its way to the view, nor rebuilds a cell twice.
/// - **Index paths are the view's**: ``itemIdentifier(for:)``,
///   ``indexPath(for:)``, ``sectionIdentifier(for:)`` and ``index(for:)``
///   answer for what the view shows, which is the data except while a
///   diff runs in the background or an apply waits for the view to finish
///   an update; then an index path from a tap still names the item tapped.
/// - **Applies reach the view in order.** Small ones are diffed and shown at
///   once; with ``backgroundDiffingThreshold``, a large one is diffed off
///   the main actor and lands later, and a newer apply asked for meanwhile
///   supersedes one still waiting (which then lands with it, its reloads
///   kept); a diff overtaken by a reorder the user made is done again. An
///   apply asked for while the view updates (from the cell provider, a
///   supplementary view provider or the view's delegate) starts on the next
///   turn, after that update: never a batch inside a batch.
/// - **Completions run exactly once, in call order**, each once its
///   snapshot (or the one that superseded it) is on the view.
///
/// ```swift
/// let dataSource = DiffableDataSource<Section, Item>(collectionView: collectionView) { view, indexPath, item in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
///     (cell as? ItemCell)?.title = item.title
///     return cell
/// }
/// var snapshot = Snapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items, toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
@MainActor
public final class DiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot type this data source applies.
    public typealias DataSnapshot = Snapshot<SectionIdentifierType, ItemIdentifierType>

    /// Diffs whose old or new snapshot has at least this many items run off
    /// the main actor, through ``scheduler``'s
    /// `runInBackground(_:completion:)` (a test's manual scheduler runs them
    /// when the test moves time); nil (the default) diffs every snapshot at
    /// once, on the main actor, as Apple's type does when called there.
    public var backgroundDiffingThreshold: Int?

    /// How items move in the batches: the fewest moves by default, as
    /// `Snapshot.batchUpdate(from:moves:)` (sections always move minimally).
    public var moves: MoveStrategy = .minimal

    /// What the user may reorder, and what they hear when they do.
    public var reorderingHandlers = ReorderingHandlers()

    /// Whether the user may expand or collapse an item, what they hear when
    /// they do, and the children an expanding item shows
    /// (``toggleDisclosure(of:animatingDifferences:)``).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// When an apply that could not start at once (the view was updating,
    /// or a reorder was ending) starts: on this scheduler's next turn. The
    /// main queue by default; a test gives it the `ManualUpdateScheduler`
    /// its view and updater have, and moves one clock. Setting it is O(1).
    ///
    /// ```swift
    /// dataSource.scheduler = scheduler
    /// ```
    public var scheduler: any UpdateScheduler = MainQueueUpdateScheduler()

    /// Hears misuse the data source corrected (a section snapshot that does
    /// not fit, a batch a view refused); prints in debug builds by default.
    public var errorHandler: @MainActor (DiffableDataSourceError) -> Void = { error in
        #if DEBUG
        print(error)
        #endif
    }

    /// The list view shown.
    public let listView: any ListView

    /// The data: the snapshot last applied (or reordered into by the user),
    /// without marks.
    var current = DataSnapshot()
    /// The outlines of the sections of `current` applied as section
    /// snapshots (or reordered into outlines), by section.
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    /// The snapshot the view shows, without marks.
    package var shown = DataSnapshot() {
        didSet {
            shownItems = [:]
            shownChanges &+= 1
        }
    }
    /// Counts the changes of `shown`: a diff that started from an older
    /// count no longer describes the view.
    private(set) var shownChanges = 0
    /// The items of the sections of `shown` the view asked about, by
    /// section index: a view asks for every item it loads or a batch brings
    /// (identities, cells), and this answers those in O(1) after one pass
    /// over the section.
    var shownItems: [Int: [ItemIdentifierType]] = [:]

    /// The apply waiting to start (several superseded into one), if any.
    var waiting: Request?
    /// Whether a diff runs off the main actor.
    var isDiffing = false
    /// Whether a snapshot is going onto the view (its cells are being asked
    /// for), and whether the apply waiting is to start on the next turn.
    var isLanding = false, startsNextTurn = false
    /// Counts the batches sent, so that a completion knows whether its
    /// batch is the latest.
    var lands = 0
    /// The applies' completions, in call order.
    var completions = CompletionQueue()
    /// Whether completions are running (an apply they ask for starts once
    /// the one asking returns), and whether the reorder handlers are (an
    /// apply they ask for starts on the next turn, after the drag).
    var isRunningCompletions = false, isReordering = false

    /// Makes the cell for an item; the view-specific initializer sets it.
    let makeCell: @MainActor (IndexPath, ItemIdentifierType) -> (any ListReusableView)?
    /// Makes a supplementary view; the view-specific property sets it.
    package var makeSupplementaryView: (@MainActor (String, IndexPath) -> (any ListReusableView)?)?
    /// What the list view calls: the data source's answers from the
    /// snapshot it shows.
    package private(set) lazy var viewDriver = DiffableViewDriver(dataSource: self)
    /// The bridge of the view's kind that turns its calls into the
    /// driver's (the view holds its data source weakly).
    package var viewBridge: AnyObject?
    /// The supplementary view provider as the view's own code gave it (a
    /// collection view's on Apple platforms, the test view's elsewhere).
    package var platformSupplementaryProvider: Any?

    /// What a diff gives: the batches from the old snapshot to the new
    /// that keep every cell (see `SnapshotTransition`).
    @usableFromInline
    package typealias Update = SnapshotTransition<SectionIdentifierType, ItemIdentifierType>

    /// Diffs two snapshots, and finds a snapshot's misuse. Made in the
    /// initializers, which are inlinable, so that both are specialized for
    /// the app's identifier types (the data source's own code is generic,
    /// and generic snapshot code runs several times slower).
    let work: SnapshotWork

    /// The snapshot work that the data source's generic code calls.
    @usableFromInline
    package struct SnapshotWork: Sendable {
        /// The transition from `old` (valid) to `new`; with `checking`, it
        /// carries `new`'s misuse too.
        @usableFromInline let diff: @Sendable (_ new: DataSnapshot, _ old: DataSnapshot, MoveStrategy, _ checking: Bool) -> Update
        @usableFromInline let misuse: @Sendable (DataSnapshot) -> SnapshotError?

        @inlinable
        init(
            diff: @escaping @Sendable (DataSnapshot, DataSnapshot, MoveStrategy, Bool) -> Update,
            misuse: @escaping @Sendable (DataSnapshot) -> SnapshotError?
        ) {
            self.diff = diff
            self.misuse = misuse
        }
    }

    /// The snapshot work for the identifier types, specialized where it is
    /// written.
    @inlinable
    package static var specializedWork: SnapshotWork {
        SnapshotWork(diff: { new, old, moves, checking in new.transition(from: old, moves: moves, checking: checking) },
                     misuse: { $0.misuse })
    }

    @usableFromInline
    package init(
        listView: any ListView, makeCell: @escaping @MainActor (IndexPath, ItemIdentifierType) -> (any ListReusableView)?,
        work: SnapshotWork
    ) {
        self.listView = listView
        self.makeCell = makeCell
        self.work = work
    }

    /// A data source for a list view of your own, which shows no cells
    /// through it: inside each batch (after the batch's block ran) and when
    /// it reloads, the view reads what to show from ``numberOfSections``,
    /// ``numberOfItems(inSection:)`` and ``itemIdentifier(for:)``.
    ///
    /// ```swift
    /// let dataSource = DiffableDataSource<Int, String>(listView: myView)
    /// dataSource.apply(snapshot)   // myView.performBatchUpdates(…) with the difference
    /// ```
    @inlinable
    public convenience init(listView: any ListView) {
        self.init(listView: listView, makeCell: { _, _ in nil }, work: Self.specializedWork)
    }

    // MARK: The data

    /// The data: the snapshot last applied (or the order the user dragged
    /// items into since), without reload and reconfigure marks. A copy:
    /// edit it and apply it. O(1).
    public func snapshot() -> DataSnapshot { current }

    // MARK: What the view shows

    /// The item the view shows at `indexPath`, or nil. O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return shown.itemIdentifier(at: indexPath[1], inSectionAt: indexPath[0])
    }

    /// Where the view shows `identifier`, or nil. O(1) expected, and
    /// O(n) to build the shown snapshot's item index the first time.
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let (s, item) = shown.indexPath(ofItem: identifier) else { return nil }
        return IndexPath(indexes: [s, item])
    }

    /// The section the view shows at `index`, or nil. O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(at: index) }

    /// Where the view shows the section `identifier`, or nil. O(1) expected.
    public func index(for identifier: SectionIdentifierType) -> Int? { shown.indexOfSection(identifier) }

    /// The number of sections the view shows, for a list view of your own
    /// (UIKit's views ask through their data source protocol). O(1).
    public var numberOfSections: Int { shown.numberOfSections }

    /// The number of items the view shows in section number `section` (0
    /// for a section out of range), for a list view of your own. O(1)
    /// expected.
    public func numberOfItems(inSection section: Int) -> Int {
        shown.sectionIdentifier(at: section).map { shown.numberOfItems(inSection: $0) } ?? 0
    }

    // MARK: For the views

    /// The cell for `indexPath`, from the cell provider.
    package func cell(at indexPath: IndexPath) -> (any ListReusableView)? {
        shownItem(at: indexPath).flatMap { makeCell(indexPath, $0) }
    }

    /// The item at `indexPath` of what the view shows, through `shownItems`.
    package func shownItem(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let items = shownItems(inSection: indexPath[0])
        return indexPath[1] >= 0 && indexPath[1] < items.count ? items[indexPath[1]] : nil
    }

    /// The items of section number `section` of what the view shows (none
    /// for a section out of range), through `shownItems`.
    package func shownItems(inSection section: Int) -> [ItemIdentifierType] {
        if let cached = shownItems[section] { return cached }
        guard let identifier = shown.sectionIdentifier(at: section) else { return [] }
        let items = shown.itemIdentifiers(inSection: identifier)
        shownItems[section] = items
        return items
    }
}

/// What a ``DiffableDataSource`` corrected.
public enum DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A snapshot could not be applied: its `misuse` says why (an item
    /// twice, an edit naming an unknown item or section). The data source
    /// kept what it had.
    case invalidSnapshot(SnapshotError)
    /// A section snapshot could not be applied to `section`: the
    /// `SnapshotError` says why (an item already in another section). The
    /// data source kept what it had.
    case invalidSectionSnapshot(section: String, SnapshotError)
    /// A list view refused a batch (a bug in the diff or the view: please
    /// report it); the view was reloaded with the snapshot instead.
    case rejectedBatch(BatchRejection)

    /// The error in one line, starting with "DiffableDataSource:".
    public var description: String {
        switch self {
        case let .invalidSnapshot(error):
            return "DiffableDataSource: the snapshot was not applied: \(error)"
        case let .invalidSectionSnapshot(section, error):
            return "DiffableDataSource: the section snapshot for \(section) was not applied: \(error)"
        case let .rejectedBatch(rejection):
            return "DiffableDataSource: the view refused a batch (\(rejection.reason)); it was reloaded instead"
        }
    }
}
