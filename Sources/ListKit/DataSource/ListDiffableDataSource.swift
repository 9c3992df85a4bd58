import Foundation
import ListUpdates

/// A data source driven by snapshots, with the API of Apple's
/// `UICollectionViewDiffableDataSource`, on any list view: a
/// ``HeadlessListView`` (tests, every platform), a `UICollectionView` or a
/// `UITableView`. You give it a cell provider and apply `Snapshot`s; it
/// diffs each one against what the view shows and applies the difference as
/// one batch the view accepts.
///
/// Code written for Apple's type ports by renaming the types
/// (`UICollectionViewDiffableDataSource` → `ListDiffableDataSource`,
/// `NSDiffableDataSourceSnapshot` → `Snapshot`,
/// `NSDiffableDataSourceSectionSnapshot` → `SectionSnapshot`) and adding
/// `try` to snapshot edits, which throw a `SnapshotError` naming the
/// duplicate or unknown identifier where Apple's raise.
///
/// - Applies run in the order they were asked for. Small ones are diffed and
///   shown at once; with ``backgroundDiffingThreshold``, a large one is
///   diffed off the main actor and lands later, and a newer apply asked for
///   meanwhile supersedes one still waiting (which then lands with it); a
///   diff overtaken by a reorder the user made is done again.
///   Every completion runs exactly once, after its snapshot (or the one
///   that superseded it) is on the view. An apply asked for while a
///   snapshot goes onto the view (from the cell provider), or while a
///   ``HeadlessListView`` updates (from its delegate), starts on the next
///   turn, after it.
/// - ``snapshot()`` is what the view shows.
///
/// ```swift
/// let dataSource = ListDiffableDataSource<Section, Item>(view: headlessView) { view, indexPath, item in
///     let cell = view.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
///     (cell as? ItemCell)?.title = item.title
///     return cell
/// }
/// var snapshot = Snapshot<Section, Item>()
/// try snapshot.appendSections([.main])
/// try snapshot.appendItems(items, toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
@MainActor
public final class ListDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    /// The snapshot type this data source applies.
    public typealias DataSnapshot = Snapshot<SectionIdentifierType, ItemIdentifierType>

    /// Diffs whose old or new snapshot has at least this many items run off
    /// the main actor; nil (the default) diffs every snapshot at once, on
    /// the main actor, as Apple's type does when called there.
    public var backgroundDiffingThreshold: Int?

    /// How items move in the batches: the fewest moves by default, as
    /// `Snapshot.batchUpdate(from:moves:)` (sections always move minimally).
    public var moves: MoveStrategy = .minimal

    /// What the user may reorder, and what they hear when they do.
    public var reorderingHandlers = ReorderingHandlers()

    /// Hears misuse the data source corrected (a section snapshot that does
    /// not fit, a batch a view refused); prints in debug builds by default.
    public var errorHandler: @MainActor (DiffableDataSourceError) -> Void = { error in
        #if DEBUG
        print(error)
        #endif
    }

    /// The list view shown.
    public let listView: any ListView
    /// The snapshot on the view.
    var shown = DataSnapshot() {
        didSet {
            shownItems = [:]
            shownChanges &+= 1
        }
    }
    /// Counts the changes of `shown`: a diff that started from an older
    /// count no longer describes the view.
    private var shownChanges = 0
    /// The items of the sections of `shown` the view asked about, by
    /// section index: a view asks for every item it loads or a batch brings
    /// (identities, cells), and this answers those in O(1) after one pass
    /// over the section.
    private var shownItems: [Int: [ItemIdentifierType]] = [:]
    /// The section snapshots applied, by section.
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    /// The apply waiting for the running diff, if any.
    private var waiting: Request?
    private var isDiffing = false
    /// Whether a snapshot is going onto the view (its cells are being asked
    /// for), and whether an apply asked for meanwhile is to start on the
    /// next turn.
    private var isLanding = false, startsNextTurn = false
    /// Counts the batches sent, so that a completion knows whether its
    /// batch is the latest.
    private var lands = 0
    /// Makes the cell for an item; the view-specific initializer sets it.
    let makeCell: @MainActor (IndexPath, ItemIdentifierType) -> (any ListReusableView)?
    /// Makes a supplementary view; the view-specific property sets it.
    var makeSupplementaryView: (@MainActor (String, IndexPath) -> (any ListReusableView)?)?
    /// The object UIKit holds as its data source, on Apple platforms.
    var platformBridge: AnyObject?
    /// The supplementary view provider as UIKit code gave it, on Apple platforms.
    var platformSupplementaryProvider: Any?

    /// An apply waiting to run: what to show, how, and who to tell.
    private struct Request {
        var snapshot: DataSnapshot
        var animated: Bool
        var usingReloadData: Bool
        var completions: [@MainActor () -> Void]
    }

    /// Diffs two snapshots. Made in the initializers, which are inlinable,
    /// so that the diff is specialized for the app's identifier types (the
    /// data source's own code is generic, and a generic diff runs several
    /// times slower).
    let diff: @Sendable (_ new: DataSnapshot, _ old: DataSnapshot, MoveStrategy) -> BatchUpdate

    /// The diff for the identifier types, specialized where it is written.
    @inlinable
    static var specializedDiff: @Sendable (DataSnapshot, DataSnapshot, MoveStrategy) -> BatchUpdate {
        { new, old, moves in new.batchUpdate(from: old, moves: moves) }
    }

    @usableFromInline
    init(
        listView: any ListView, makeCell: @escaping @MainActor (IndexPath, ItemIdentifierType) -> (any ListReusableView)?,
        diff: @escaping @Sendable (DataSnapshot, DataSnapshot, MoveStrategy) -> BatchUpdate
    ) {
        self.listView = listView
        self.makeCell = makeCell
        self.diff = diff
    }

    /// A data source for a list view of your own, which shows no cells
    /// through it: the view reads ``snapshot()`` (or ``itemIdentifier(for:)``)
    /// when it reloads and inside each batch, after the batch's block ran.
    ///
    /// ```swift
    /// let dataSource = ListDiffableDataSource<Int, String>(listView: myView)
    /// dataSource.apply(snapshot)   // myView.performBatchUpdates(…) with the difference
    /// ```
    @inlinable
    public convenience init(listView: any ListView) {
        self.init(listView: listView, makeCell: { _, _ in nil }, diff: Self.specializedDiff)
    }

    // MARK: Applying

    /// Shows `snapshot`: the difference from what the view shows is applied
    /// as one batch (animated or not), or, for a view without a window, as a
    /// batch all the same. `completion` runs once it is on the view.
    ///
    /// Complexity: the diff, O(sections + items) expected (see
    /// `Snapshot.batchUpdate(from:moves:)`; off the main actor from
    /// ``backgroundDiffingThreshold`` items), O(items) of the sections with
    /// outlines, to check them, and the view's batch.
    public func apply(
        _ snapshot: DataSnapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        enqueue(Request(snapshot: snapshot, animated: animatingDifferences, usingReloadData: false,
                        completions: completion.map { [$0] } ?? []))
    }

    /// Shows `snapshot` with a full reload of the view, without diffing.
    ///
    /// Complexity: O(items) of the sections with outlines, to check them,
    /// and the view's reload.
    public func applySnapshotUsingReloadData(_ snapshot: DataSnapshot, completion: (@MainActor () -> Void)? = nil) {
        enqueue(Request(snapshot: snapshot, animated: false, usingReloadData: true,
                        completions: completion.map { [$0] } ?? []))
    }

    /// What the view shows (a copy: edit it and apply it).
    public func snapshot() -> DataSnapshot { shown }

    /// The snapshot the next apply builds on: the newest asked for.
    var latest: DataSnapshot { waiting?.snapshot ?? shown }

    private func enqueue(_ request: Request) {
        // The newer apply wins; the older one's completions run with it.
        // Taken out of `waiting`, so that they are appended to in place.
        waiting = waiting == nil ? request : Self.superseding(waiting.take()!, by: request)
        startIfIdle()
    }

    /// `newer`, landing in place of `older` with its completions (which run
    /// first) and reloading if either asked to. `older` is consumed: its
    /// completions are appended to in place when nothing else holds them (a
    /// copy per apply superseded would cost O(applies waiting) each).
    private static func superseding(_ older: consuming Request, by newer: Request) -> Request {
        var merged = newer
        older.completions.append(contentsOf: newer.completions)
        merged.completions = older.completions
        merged.usingReloadData = newer.usingReloadData || older.usingReloadData
        return merged
    }

    private func startIfIdle() {
        guard !isDiffing, let request = waiting else { return }
        guard !isLanding else {
            // Asked for from a cell provider while a snapshot goes onto the
            // view, which takes no other update then.
            return startNextTurn()
        }
        waiting = nil
        let base = shown
        if request.usingReloadData {
            land(request, batch: nil)
            return
        }
        guard let threshold = backgroundDiffingThreshold,
              max(base.numberOfItems, request.snapshot.numberOfItems) >= threshold
        else {
            land(request, batch: diff(request.snapshot, base, moves))
            return
        }
        isDiffing = true
        let moves = self.moves, new = request.snapshot, diff = self.diff, changes = shownChanges
        Task { [weak self] in
            let batch = await Task.detached { diff(new, base, moves) }.value
            guard let self else {
                request.completions.forEach { $0() }  // exactly once, even without a data source
                return
            }
            self.isDiffing = false
            if self.shownChanges == changes {
                self.land(request, batch: batch)
            } else {
                // The user reordered meanwhile: the batch is from what the
                // view showed before. Diffed again from what it shows now.
                self.retry(request)
            }
            self.startIfIdle()
        }
    }

    /// Starts the apply waiting on the next turn: one a turn, so that a
    /// cell provider or view delegate that always applies cannot hold the
    /// main actor. Held strongly: the completions run even when the data
    /// source is let go meanwhile.
    private func startNextTurn() {
        guard !startsNextTurn else { return }
        startsNextTurn = true
        Task { @MainActor in
            self.startsNextTurn = false
            self.startIfIdle()
        }
    }

    /// Puts back `request`, whose diff went stale, ahead of the apply
    /// waiting (which supersedes it, its completions running after
    /// `request`'s).
    private func retry(_ request: Request) {
        waiting = waiting == nil ? request : Self.superseding(request, by: waiting.take()!)
    }

    /// Puts `request`'s snapshot on the view: `batch` (diffed from what the
    /// view shows), or a reload when nil or when the view refuses the batch.
    /// Applies asked for while the view takes it wait (``startIfIdle()``).
    private func land(_ request: Request, batch: BatchUpdate?) {
        let completions = request.completions
        func finish() { completions.forEach { $0() } }
        keepSectionSnapshots(matching: request.snapshot)
        isLanding = true
        guard let batch else {
            shown = request.snapshot
            listView.reloadData()
            isLanding = false
            finish()
            return
        }
        lands &+= 1
        let land = lands
        do {
            try listView.performBatchUpdates({
                self.shown = request.snapshot
                return batch
            }, animated: request.animated, completion: { _ in
                // The view is done with the batch, even when it completes
                // before it returns: an apply from a completion runs at once.
                if self.lands == land { self.isLanding = false }
                finish()
            })
            isLanding = false
        } catch HeadlessListView.Fault.reentrantCall {
            // Asked for from a call the view made while it updates (a
            // delegate's `willDisplay`, say): the view takes no batch then,
            // and has not called the block. The apply waits for the next turn.
            isLanding = false
            retry(request)
            startNextTurn()
        } catch {
            // Snapshot diffs are sanitized; a refusal is a bug to hear about,
            // and the view still ends up showing the snapshot.
            errorHandler(.rejectedBatch("\(error)"))
            shown = request.snapshot
            listView.reloadData()
            isLanding = false
            finish()
        }
    }

    // MARK: Queries

    /// The item at `indexPath`, or nil. O(log n).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return shown.itemIdentifier(at: indexPath[1], inSectionAt: indexPath[0])
    }

    /// Where `identifier` is shown, or nil. O(log n).
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let (s, item) = shown.indexPath(ofItem: identifier) else { return nil }
        return IndexPath(indexes: [s, item])
    }

    /// The section at `index`, or nil. O(log s).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { shown.sectionIdentifier(at: index) }

    /// The position of `identifier`, or nil. O(log s).
    public func index(for identifier: SectionIdentifierType) -> Int? { shown.indexOfSection(identifier) }

    // MARK: For the views

    /// The cell for `indexPath`, from the cell provider.
    func cell(at indexPath: IndexPath) -> (any ListReusableView)? {
        shownItem(at: indexPath).flatMap { makeCell(indexPath, $0) }
    }

    /// The item at `indexPath` of what the view shows, through `shownItems`.
    func shownItem(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let items = shownItems(inSection: indexPath[0])
        return indexPath[1] >= 0 && indexPath[1] < items.count ? items[indexPath[1]] : nil
    }

    /// The items of section number `section` of what the view shows (none
    /// for a section out of range), through `shownItems`.
    func shownItems(inSection section: Int) -> [ItemIdentifierType] {
        if let cached = shownItems[section] { return cached }
        guard let identifier = shown.sectionIdentifier(at: section) else { return [] }
        let items = shown.itemIdentifiers(inSection: identifier)
        shownItems[section] = items
        return items
    }

    /// The item counts of each section of what the view shows.
    func numberOfItems(inSection section: Int) -> Int {
        shown.sectionIdentifier(at: section).flatMap { shown.numberOfItems(inSection: $0) } ?? 0
    }
}

/// What a ``ListDiffableDataSource`` corrected.
public enum DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section snapshot could not be applied to `section`: the
    /// `SnapshotError` says why (an item already in another section). The
    /// data source kept what it had.
    case invalidSectionSnapshot(section: String, SnapshotError)
    /// A list view refused a batch (a bug in the diff or the view: please
    /// report it); the view was reloaded with the snapshot instead.
    case rejectedBatch(String)

    /// The error in one line, starting with "ListDiffableDataSource:".
    public var description: String {
        switch self {
        case let .invalidSectionSnapshot(section, error):
            return "ListDiffableDataSource: the section snapshot for \(section) was not applied: \(error)"
        case let .rejectedBatch(reason):
            return "ListDiffableDataSource: the view refused a batch (\(reason)); it was reloaded instead"
        }
    }
}
