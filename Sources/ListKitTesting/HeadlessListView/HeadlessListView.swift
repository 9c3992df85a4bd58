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
/// - **Layout.** A vertical flow (``HeadlessListViewDelegate`` sizes;
///   headers and footers of `ListElementKind`) in a viewport of ``size``
///   at ``contentOffset``. Sizes are asked when an item first needs a place
///   and again only after a reload or ``invalidateLayout(at:)``.
/// - **Display.** `willDisplay` and `didEndDisplaying` events come from the
///   view itself, as cells come and go through scrolling, reloads and
///   batches.
/// - **Batches** are checked with `ListViewSimulator`'s rules (UIKit's); a
///   rejected batch throws `BatchUpdateError` and leaves the view as it was,
///   without calling its completion. Completions run later, once each,
///   through `scheduleCompletion` (the next main-actor turn by default;
///   tests pass a queue they drain).
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

    /// Something UIKit would raise on; the view corrected it.
    public enum Fault: Error, Hashable, Sendable, CustomStringConvertible {
        /// The data source returned a cell (or supplementary view) it had
        /// not dequeued for this index path; an empty one was shown.
        case notDequeued(IndexPath, kind: String?)
        /// A dequeue named an identifier nothing was registered for.
        case unregistered(identifier: String, kind: String?)
        /// A dequeue came while the view was not asking for that index path.
        case dequeuedOutsideRequest(IndexPath, kind: String?)
        /// A size was negative or not finite; zero was used.
        case invalidSize(IndexPath, kind: String?)
        /// The delegate retargeted an interactive move to an index path the
        /// item cannot go to; the move was refused.
        case invalidMoveTarget(IndexPath)
        /// The data source or delegate called `call` (a method or property
        /// of the view that changes it) from inside a call the view made
        /// while updating; see the view's documentation for what happened.
        case reentrantCall(String)

        public var description: String {
            func what(_ kind: String?) -> String { kind.map { "supplementary view of kind \($0)" } ?? "cell" }
            switch self {
            case let .notDequeued(path, kind):
                return "HeadlessListView: the \(what(kind)) for \(path) was not dequeued for it"
            case let .unregistered(identifier, kind):
                return "HeadlessListView: no \(what(kind)) is registered for the identifier '\(identifier)'"
            case let .dequeuedOutsideRequest(path, kind):
                return "HeadlessListView: a \(what(kind)) was dequeued for \(path) while the view was not asking for it"
            case let .invalidSize(path, kind):
                return "HeadlessListView: the size of the \(what(kind)) at \(path) is negative or not finite"
            case let .invalidMoveTarget(path):
                return "HeadlessListView: an interactive move was retargeted to \(path), where the item cannot go"
            case let .reentrantCall(call):
                return "HeadlessListView: \(call) was called from a data source or delegate call made during an update"
            }
        }
    }

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
    /// The viewport as laid out: ``size`` with each side that is negative
    /// or not finite taken as zero.
    private var viewport: CGSize {
        func side(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
    }
    /// The size of an item whose delegate gives none: the view's width by
    /// 44 points.
    public var defaultItemSize: CGSize { CGSize(width: size.width, height: 44) }

    /// The top-left point of the content shown. Setting it scrolls, within
    /// the content (as a user's scroll: from zero to the content's height
    /// less the viewport's), then updates the cells on screen and tells the
    /// delegate.
    public var contentOffset: CGPoint {
        get { offset }
        set {
            guard !postpone("contentOffset", { $0.scroll = .offset(newValue) }) else { return }
            loadIfNeeded()
            let old = offset
            changing {
                offset = CGPoint(x: 0, y: clampedOffset(newValue.y))
                updateDisplay()
            }
            // As UIKit, only a real change is a scroll. A delegate may scroll
            // from `didScroll` (to pin the offset, say); one that never
            // settles is stopped after a few rounds, with a fault.
            guard offset != old else { return }
            guard scrollNotifications < 8 else {
                faults.append(.reentrantCall("contentOffset"))
                return
            }
            scrollNotifications += 1
            defer { scrollNotifications -= 1 }
            delegate?.headlessListViewDidScroll(self)
        }
    }
    /// The size of everything laid out.
    public var contentSize: CGSize {
        loadIfNeeded()
        return CGSize(width: size.width, height: layout.contentHeight)
    }

    /// Whether a tap selects more than one item at a time.
    public var allowsMultipleSelection = false
    /// The view shown while the list is empty.
    public var emptyView: AnyObject?
    /// Whether the view counts as on screen; true unless a test says not.
    public var isVisible = true

    /// What the view corrected, in order.
    public private(set) var faults: [Fault] = []
    /// The number of batches applied.
    public private(set) var batchUpdateCount = 0
    /// The number of full reloads.
    public private(set) var reloadCount = 0
    /// Every index path whose layout was invalidated, in order.
    public private(set) var invalidatedIndexPaths: [IndexPath] = []
    /// How many times the view asked its data source for a cell.
    public private(set) var cellRequestCount = 0
    /// How many cells and supplementary views the view has made (the rest
    /// were recycled).
    public private(set) var createdViewCount = 0

    /// An item as the view holds it: a number that follows it through
    /// batches (to find its cell and its identity), its place in the layout
    /// once asked, and whether it is selected. Plain data, so that a batch
    /// carries thousands of them without reference counting.
    private struct Item {
        var serial: Int
        /// Where its identity is in `identities`.
        var identity: Int
        var size: CGSize?
        var isSelected = false
    }
    /// An item's identity: boxed, or its place in the identities of a
    /// section the data source handed over whole, boxed when read.
    private enum Identity {
        case boxed(AnyHashable)
        case listed(any _IdentityList, Int)

        var value: AnyHashable {
            switch self {
            case .boxed(let id): return id
            case .listed(let list, let index): return list.identity(at: index)
            }
        }
    }
    private struct SectionState {
        var id: AnyHashable
        var serial: Int
    }
    /// A supplementary view on screen: its kind and its section's serial.
    private struct SupplementaryKey: Hashable {
        var kind: String
        var section: Int
    }
    /// The request the data source is answering, which a dequeue must name.
    private struct Request {
        var indexPath: IndexPath
        var kind: String?
        /// A reconfigured item's cell, handed back as it is.
        var reconfigured: HeadlessReusableView?
        var dequeued: [ObjectIdentifier] = []
    }

    private var sectionStates: [SectionState] = []
    /// Where the selected items are, by serial (kept through batches), so
    /// that selection queries cost O(selected items).
    private var selection: [Int: IndexPath] = [:]
    /// How many `didScroll` calls are running, one inside another.
    private var scrollNotifications = 0
    private var items: [[Item]] = []
    /// The identities of the items, appended as items arrive; those of
    /// items gone are dropped from time to time (see `dropGoneIdentities`).
    private var identities: [Identity] = []
    /// How many identifiers the lists that `identities` refer to hold, at
    /// most: a list is kept whole for its items, so this is held to O(items
    /// shown) (see `dropGoneIdentities`). Internal for tests.
    private(set) var pinnedIdentifiers = 0
    private var layout = HeadlessFlowLayout()
    private var offset = CGPoint.zero
    private var nextSerial = 0
    private var loaded = false
    /// Cells on screen by item serial, and their index paths.
    private var cells: [Int: (cell: HeadlessCell, indexPath: IndexPath)] = [:]
    /// The serials of the cells on screen, by the section of their index
    /// path in `cells` (`placeCell` keeps them together): a section's cells
    /// on screen without going through the others'.
    private var cellsInSection: [Int: Set<Int>] = [:]
    private var serialOfCell: [ObjectIdentifier: Int] = [:]
    private var supplementaries: [SupplementaryKey: (view: HeadlessReusableView, section: Int)] = [:]
    private var registrations: [String: HeadlessReusableView.Type] = [:]
    private var pools: [String: [HeadlessReusableView]] = [:]
    /// The views that left during the batch being applied, with their
    /// kinds, in the order they left: they go to their pools (in that order)
    /// once the batch has asked for its new views. Nil outside a batch,
    /// where a view that leaves goes to its pool at once.
    private var leftInBatch: [(view: HeadlessReusableView, kind: String?)]?
    private var request: Request?
    /// Whether the view is updating what it holds or shows, calling its
    /// data source and delegate as it goes.
    private var isChanging = false
    /// Whether the view is updating what it holds or shows (a batch, a
    /// reload, a scroll or a layout pass), calling its data source and
    /// delegate as it goes: a batch asked for now is refused with a
    /// ``Fault/reentrantCall(_:)``.
    public var isUpdating: Bool { isChanging }
    /// Whether a reload asked for now is dropped: the view is running the
    /// calls it postponed (see "Calls back in" above).
    public var dropsReloads: Bool { isChanging && postponed == nil }
    /// Whether the view is asking for sizes, its items ahead of its layout.
    private var isMeasuring = false
    /// Whether the view is asking for identities in a batch or a reload,
    /// its items between the old data and the new: a selection changed
    /// meanwhile waits for the update (see `postponeSelection`).
    private var isIdentifying = false
    /// What was asked of the view from inside an update, for when it is
    /// done; nil while that runs.
    private var postponed: Postponed? = Postponed()

    private struct Postponed {
        enum Scroll {
            case offset(CGPoint)
            case item(IndexPath)
        }
        var reload = false
        var resize = false
        var invalidated: [IndexPath] = []
        /// Selections and deselections, in the order asked.
        var selections: [(indexPath: IndexPath, selected: Bool)] = []
        var scroll: Scroll?
        var isEmpty: Bool { !reload && !resize && invalidated.isEmpty && selections.isEmpty && scroll == nil }
    }
    private let scheduleCompletion: (@escaping @MainActor () -> Void) -> Void

    /// A view with a viewport of `size`, running batch completions through
    /// `scheduleCompletion`.
    public init(
        size: CGSize = CGSize(width: 320, height: 880),
        scheduleCompletion: @escaping (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.size = size
        self.scheduleCompletion = scheduleCompletion
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

    // MARK: What the view shows

    /// The identities the view shows, section by section (O(items)): a
    /// survivor of a batch keeps the identity it had, so comparing these
    /// with the data source finds stale cells.
    public var sections: [Section] {
        loadIfNeeded()
        return zip(sectionStates, items).map { Section(id: $0.id, items: $1.map { identities[$0.identity].value }) }
    }

    public var numberOfSections: Int {
        loadIfNeeded()
        return items.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < items.count ? items[section].count : 0
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        var paths: [IndexPath] = []
        for serial in cellSerialsInOrder() { if let entry = cells[serial] { paths.append(entry.indexPath) } }
        return paths
    }

    /// The cells on screen, in index-path order.
    public var visibleCells: [HeadlessCell] {
        loadIfNeeded()
        var visible: [HeadlessCell] = []
        for serial in cellSerialsInOrder() { if let cell = cells[serial]?.cell { visible.append(cell) } }
        return visible
    }

    /// The cell showing the item at `indexPath`, or nil when it is off
    /// screen (or does not exist).
    ///
    /// Complexity: O(1).
    public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
        guard let serial = item(at: indexPath)?.serial else { return nil }
        return cells[serial]?.cell
    }

    /// The index path of a cell on screen, or nil.
    ///
    /// Complexity: O(1).
    public func indexPath(for cell: HeadlessCell) -> IndexPath? {
        serialOfCell[ObjectIdentifier(cell)].flatMap { cells[$0]?.indexPath }
    }

    /// The items of `section` whose cells are on screen, in order.
    ///
    /// Complexity: O(k log k) for the section's k cells on screen.
    func indexesOfVisibleItems(inSection section: Int) -> [Int] {
        loadIfNeeded()
        var indexes: [Int] = []
        for serial in cellsInSection[section] ?? [] { if let entry = cells[serial] { indexes.append(entry.indexPath[1]) } }
        return indexes.sorted()
    }

    /// The supplementary view of `kind` on screen for the section of
    /// `indexPath`, or nil.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
        guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < sectionStates.count else { return nil }
        return supplementaries[SupplementaryKey(kind: kind, section: sectionStates[indexPath[0]].serial)]?.view
    }

    /// The frame of the item at `indexPath` in content coordinates, or nil
    /// (also while the view measures items: from a size callback, no item
    /// has its place yet).
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        guard !isMeasuring, item(at: indexPath) != nil else { return nil }
        return layout.frame(ofItem: indexPath[1], inSection: indexPath[0])
    }

    private func item(at indexPath: IndexPath) -> Item? {
        loadIfNeeded()
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < items.count,
              indexPath[1] >= 0, indexPath[1] < items[indexPath[0]].count
        else { return nil }
        return items[indexPath[0]][indexPath[1]]
    }

    // MARK: Registration and dequeuing

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: HeadlessCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[Self.poolKey(identifier, kind: nil)] = cellClass
    }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier`.
    public func register(
        _ viewClass: HeadlessReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registrations[Self.poolKey(identifier, kind: kind)] = viewClass
    }

    /// A cell for the item at `indexPath`, recycled or new; call it from
    /// the data source's `cellForItemAt` for that index path. Nil (and a
    /// fault) for an unregistered identifier or outside that request.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> HeadlessCell? {
        dequeue(identifier, kind: nil, for: indexPath) as? HeadlessCell
    }

    /// A supplementary view of `kind` for the section of `indexPath`; the
    /// rules of ``dequeueReusableCell(withReuseIdentifier:for:)``.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> HeadlessReusableView? {
        dequeue(identifier, kind: kind, for: indexPath)
    }

    private static func poolKey(_ identifier: String, kind: String?) -> String {
        (kind.map { "\($0)|" } ?? "cell|") + identifier
    }

    private func dequeue(_ identifier: String, kind: String?, for indexPath: IndexPath) -> HeadlessReusableView? {
        guard var current = request, current.indexPath == indexPath, current.kind == kind else {
            faults.append(.dequeuedOutsideRequest(indexPath, kind: kind))
            return nil
        }
        let key = Self.poolKey(identifier, kind: kind)
        if let view = current.reconfigured, view.reuseIdentifier == identifier {
            current.reconfigured = nil  // once
            current.dequeued.append(ObjectIdentifier(view))
            request = current
            return view
        }
        let view: HeadlessReusableView
        if let recycled = pools[key]?.popLast() {
            recycled.reuseCount += 1
            recycled.prepareForReuse()
            view = recycled
        } else if let type = registrations[key] {
            view = type.init()
            view.reuseIdentifier = identifier
            createdViewCount += 1
        } else {
            faults.append(.unregistered(identifier: identifier, kind: kind))
            return nil
        }
        current.dequeued.append(ObjectIdentifier(view))
        request = current
        return view
    }

    /// Asks the data source for the cell of `indexPath`, checking it was
    /// dequeued for it.
    private func requestCell(at indexPath: IndexPath, reconfiguring cell: HeadlessCell? = nil) -> HeadlessCell {
        cellRequestCount += 1
        request = Request(indexPath: indexPath, kind: nil, reconfigured: cell)
        defer { request = nil }
        guard let dataSource else { return HeadlessCell() }
        let cell = dataSource.headlessListView(self, cellForItemAt: indexPath)
        guard request?.dequeued.contains(ObjectIdentifier(cell)) == true else {
            faults.append(.notDequeued(indexPath, kind: nil))
            return HeadlessCell()
        }
        return cell
    }

    private func requestSupplementary(_ kind: String, at indexPath: IndexPath) -> HeadlessReusableView {
        request = Request(indexPath: indexPath, kind: kind)
        defer { request = nil }
        guard let view = dataSource?.headlessListView(self, viewForSupplementaryElementOfKind: kind, at: indexPath),
              request?.dequeued.contains(ObjectIdentifier(view)) == true
        else {
            faults.append(.notDequeued(indexPath, kind: kind))
            return HeadlessReusableView()
        }
        return view
    }

    /// Puts `view`, which left the screen, in its pool; during a batch, in
    /// `leftInBatch`, for `recycleLeftInBatch()` to pool once the batch has
    /// asked for its new views.
    private func enqueue(_ view: HeadlessReusableView, kind: String?) {
        // Views made here for faults have no identifier and are not kept.
        guard let identifier = view.reuseIdentifier else { return }
        if leftInBatch != nil {
            leftInBatch!.append((view, kind))
            return
        }
        pools[Self.poolKey(identifier, kind: kind), default: []].append(view)
    }

    /// Puts the views that left during the batch in their pools, in the
    /// order they left, and stops holding them back.
    ///
    /// Complexity: O(views that left).
    private func recycleLeftInBatch() {
        guard let left = leftInBatch else { return }
        leftInBatch = nil
        for (view, kind) in left { enqueue(view, kind: kind) }
    }

    // MARK: Updates

    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        guard !isChanging else {
            faults.append(.reentrantCall("performBatchUpdates"))
            throw Fault.reentrantCall("performBatchUpdates")
        }
        loadIfNeeded()
        try changing {
            // The views the batch deletes or replaces are not dequeued for
            // the views it brings: on a device they are still on screen,
            // animating out while the new ones animate in.
            leftInBatch = []
            defer { recycleLeftInBatch() }
            try applyBatch(updates)
        }
        batchUpdateCount += 1
        if let completion { scheduleCompletion { completion(true) } }
    }

    /// Runs `updates` and applies the batch it returns. The views that
    /// leave go to `leftInBatch` (see `performBatchUpdates`), not to their
    /// pools.
    ///
    /// Complexity: O(sections + operations log operations + items of the
    /// sections the batch touches + cells on screen): every section's count
    /// is asked, as UIKit does, and each section is carried over, so a batch
    /// of one item costs O(sections) too. The per-item loops are plain loops,
    /// not closures: a closure formed here is main-actor isolated, and Swift
    /// checks the executor each time one is called.
    private func applyBatch(_ updates: () -> BatchUpdate) throws {
        let batch = updates()
        let counts = dataSourceCounts()
        let plan = try _BatchPlan(batch, old: items.map(\.count), new: counts)
        isIdentifying = true
        // Locals, not properties, in the per-item loops: each access to a
        // property of the view is checked for exclusivity at run time.
        let oldItems = items, oldSelection = selection
        var hadSelection = [Bool](repeating: false, count: oldItems.count)
        for path in oldSelection.values { hadSelection[path[0]] = true }
        var reconfigured = Set<Int>()
        for path in batch.itemReconfigures
        where path.count == 2 && path[0] < oldItems.count && path[1] >= 0 && path[1] < oldItems[path[0]].count {
            reconfigured.insert(oldItems[path[0]][path[1]].serial)
        }
        // Identities first, while the items and layout still agree, for a
        // data source that looks at the view meanwhile.
        let oldSections = sectionStates
        var newSections: [SectionState] = []
        newSections.reserveCapacity(counts.count)
        for (t, origin) in plan.origins.enumerated() {
            if case .kept(let s) = origin { newSections.append(oldSections[s]) } else { newSections.append(newSection(t)) }
        }
        // Each item's state follows it; arriving items are new.
        let sources = plan.sources(newCounts: counts)
        var newSectionOfOld = [Int?](repeating: nil, count: oldItems.count)
        var unchanged = [Bool](repeating: false, count: counts.count)
        var itemsAfter: [[Item]] = [], newSelection: [Int: IndexPath] = [:]
        itemsAfter.reserveCapacity(counts.count)
        for (t, source) in sources.enumerated() {
            if case .kept(let s) = plan.origins[t] { newSectionOfOld[s] = t }
            var section: [Item] = []
            switch source {
            case .unchanged(let s):
                unchanged[t] = true
                section = oldItems[s]
            case .fresh:
                section = newItems(inSection: t, count: counts[t])
            case .mixed(let keys):
                section.reserveCapacity(keys.count)
                // The section's identities are kept whole only when at least
                // half of its items arrive; a few arrivals are boxed from them.
                var arrivals = 0
                for key in keys where key < 0 { arrivals += 1 }
                var identities: ItemIdentities?, asked = false
                let keep = 2 * arrivals >= keys.count
                for (i, key) in keys.enumerated() {
                    guard key >= 0 else {
                        if !asked {
                            (identities, asked) = (self.identities(ofSection: t, count: keys.count), true)
                            if keep, identities != nil { pinnedIdentifiers += keys.count }
                        }
                        section.append(newItem(section: t, item: i, identities: identities, keep: keep))
                        continue
                    }
                    let (s, item) = _BatchPlan.unpack(key)
                    section.append(oldItems[s][item])
                    if hadSelection[s] && oldItems[s][item].isSelected {
                        newSelection[oldItems[s][item].serial] = _indexPath(t, i)
                    }
                }
            }
            itemsAfter.append(section)
        }
        for (serial, path) in oldSelection {
            if let t = newSectionOfOld[path[0]], unchanged[t] { newSelection[serial] = _indexPath(t, path[1]) }
        }
        items = itemsAfter
        itemsAfter = []
        dropGoneIdentities()
        sectionStates = newSections
        selection = newSelection
        isIdentifying = false
        // Survivors' cells follow their items; the rest end below. A cell
        // whose section changed is found by its old place among the
        // sources, looked up only in the old sections that had such cells.
        var lost: [Int: Int] = [:]  // the old place's key -> serial
        var hadLost = [Bool](repeating: false, count: oldItems.count)
        for (serial, entry) in cells {
            let s = entry.indexPath[0]
            if let t = newSectionOfOld[s], unchanged[t] {
                placeCell(serial, at: _indexPath(t, entry.indexPath[1]))
            } else {
                lost[_BatchPlan.key(entry.indexPath)] = serial
                hadLost[s] = true
            }
        }
        for (t, source) in sources.enumerated() where !lost.isEmpty {
            guard case .mixed(let keys) = source else { continue }
            for (i, key) in keys.enumerated() where key >= 0 && hadLost[_BatchPlan.unpack(key).section] {
                if let serial = lost.removeValue(forKey: key) { placeCell(serial, at: _indexPath(t, i)) }
            }
        }
        let oldLayout = layout.sections
        var sections: [HeadlessFlowLayout.Section] = []
        sections.reserveCapacity(counts.count)
        for (t, origin) in plan.origins.enumerated() {
            if case .kept(let s) = origin, unchanged[t] { sections.append(oldLayout[s]) } else { sections.append(layOutSection(t)) }
        }
        layout.replace(with: sections)
        offset.y = clampedOffset(offset.y)
        updateDisplay()
        for (serial, entry) in cells where reconfigured.contains(serial) {
            let cell = requestCell(at: entry.indexPath, reconfiguring: entry.cell)
            if cell !== entry.cell { replaceCell(serial, with: cell) }
        }
    }

    public func reloadData() {
        guard !postpone("reloadData()", { $0.reload = true }) else { return }
        loaded = true
        reloadCount += 1
        changing {
            endDisplayingEverything()
            isIdentifying = true
            let counts = dataSourceCounts()
            sectionStates = counts.indices.map(newSection)
            items = []
            identities = []
            pinnedIdentifiers = 0
            items.reserveCapacity(counts.count)
            for (s, count) in counts.enumerated() { items.append(newItems(inSection: s, count: count)) }
            selection = [:]
            isIdentifying = false
            layOutAll(resizing: false)
        }
    }

    /// Scrolls so that the item at `indexPath` is at the top, as far as the
    /// content allows (when the item exists).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        guard !postpone("scrollToItem", { $0.scroll = .item(indexPath) }),
              item(at: indexPath) != nil
        else { return }
        contentOffset = CGPoint(x: 0, y: layout.frame(ofItem: indexPath[1], inSection: indexPath[0]).minY)
    }

    /// Asks the delegate for the sizes of the items at `indexPaths` again
    /// and lays out their sections.
    ///
    /// Complexity: O(items of the sections laid out, their number times
    /// log² sections, and the cells on screen): a section's items are laid
    /// out again in rows, and the sections below shift.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        guard !postpone("invalidateLayout", { $0.invalidated += indexPaths }) else { return }
        invalidatedIndexPaths += indexPaths
        var sections = Set<Int>()
        for path in indexPaths where item(at: path) != nil {
            items[path[0]][path[1]].size = nil
            sections.insert(path[0])
        }
        guard !sections.isEmpty else { return }
        changing {
            layOutAgain(sections)
            updateDisplay()
        }
    }

    // MARK: Selection and reordering

    /// The selected items, in order.
    ///
    /// Complexity: O(k log k) for k selected items.
    public var indexPathsForSelectedItems: [IndexPath] {
        loadIfNeeded()
        return selection.values.sorted()
    }

    /// Plays a user's tap on the item at `indexPath`, as UIKit does: the
    /// highlight (if the delegate allows it) comes and goes, then the item
    /// is selected (if allowed; others are deselected first unless
    /// ``allowsMultipleSelection``), or deselected when it was selected and
    /// several may be. Returns whether the selection changed.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        if isIdentifying { faults.append(.reentrantCall("tapItem")) }
        guard !isIdentifying, let tapped = item(at: indexPath) else { return false }
        if delegate?.headlessListView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.headlessListView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.headlessListView(self, didUnhighlightItemAt: indexPath)
        }
        if tapped.isSelected && allowsMultipleSelection {
            setSelected(false, at: indexPath)
            delegate?.headlessListView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.headlessListView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for other in indexPathsForSelectedItems where other != indexPath {
                setSelected(false, at: other)
                delegate?.headlessListView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.headlessListView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Selects the item at `indexPath` without telling the delegate, as
    /// UIKit's `selectItem(at:animated:scrollPosition:)` does.
    public func selectItem(at indexPath: IndexPath) {
        guard !postponeSelection("selectItem", indexPath, true) else { return }
        if !allowsMultipleSelection { for other in indexPathsForSelectedItems { setSelected(false, at: other) } }
        setSelected(true, at: indexPath)
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        guard !postponeSelection("deselectItem", indexPath, false) else { return }
        setSelected(false, at: indexPath)
    }

    /// Whether a selection change must wait for the update in progress:
    /// asked from an identity callback, it would land on items about to be
    /// replaced. It then applies at `indexPath`, which the data source gave
    /// in its new terms.
    private func postponeSelection(_ name: String, _ indexPath: IndexPath, _ selected: Bool) -> Bool {
        isIdentifying && postpone(name) { $0.selections.append((indexPath, selected)) }
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        guard let item = item(at: indexPath), item.isSelected != selected else { return }
        items[indexPath[0]][indexPath[1]].isSelected = selected
        selection[item.serial] = selected ? indexPath : nil
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// Plays a user's drag of the item at `source` to `destination` (where
    /// it ends up), as UIKit's interactive movement does: the data source
    /// is asked whether the item can move, the delegate where it may go
    /// (``HeadlessListViewDelegate/headlessListView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)``,
    /// which may retarget it), the view moves it (keeping its cell) and
    /// lays out both sections, then the data source is told to update its
    /// model, and only then are cells asked for the items the move brought
    /// on screen. Returns false, changing nothing, when the move is refused
    /// or out of range, when the delegate retargets it out of range (a
    /// ``Fault/invalidMoveTarget(_:)`` fault), or when the view reloaded
    /// meanwhile (a delegate that reloads ends the drag). A move to `source`
    /// itself, as asked or as retargeted, is allowed and changes nothing
    /// (the data source is not told, as UIKit tells it only when the item's
    /// position changed).
    @discardableResult
    public func moveItemInteractively(from source: IndexPath, to destination: IndexPath) -> Bool {
        if isChanging { faults.append(.reentrantCall("moveItemInteractively")) }
        guard !isChanging, let moving = item(at: source), canPlace(source, at: destination),
              dataSource?.headlessListView(self, canMoveItemAt: source) == true
        else { return false }
        // Dropped where it began: nothing was proposed, nothing to tell.
        guard source != destination else { return true }
        // Asked as an update (a reload from there waits, then ends the drag).
        let destination = changing {
            delegate?.headlessListView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source, atCurrentIndexPath: source,
                toProposedIndexPath: destination) ?? destination
        }
        guard item(at: source)?.serial == moving.serial else { return false }
        guard canPlace(source, at: destination) else {
            faults.append(.invalidMoveTarget(destination))
            return false
        }
        // UIKit tells the data source only when the item's position changed.
        guard source != destination else { return true }
        changing {
            items[source[0]].remove(at: source[1])
            items[destination[0]].insert(moving, at: destination[1])
            // Both sections' paths before either is laid out: laying out
            // asks the delegate, which may read the selection or the cells.
            let touched = Set([source[0], destination[0]])
            for s in touched {
                for (i, item) in items[s].enumerated() {
                    if cells[item.serial] != nil { placeCell(item.serial, at: _indexPath(s, i)) }
                    if item.isSelected { selection[item.serial] = _indexPath(s, i) }
                }
            }
            layOutAgain(touched)
        }
        dataSource?.headlessListView(self, moveItemAt: source, to: destination)
        // Only now the cells of items the move brought on screen, asked in
        // the data source's new terms: UIKit tells it when the movement
        // ends. (A data source that reloaded or ran a batch meanwhile has
        // had its cells already.)
        changing { updateDisplay() }
        return true
    }

    /// Whether the item at `source` can end up at `destination`: within the
    /// sections, at most at the end of the target section once the item
    /// has left its own.
    private func canPlace(_ source: IndexPath, at destination: IndexPath) -> Bool {
        destination.count == 2 && destination[0] >= 0 && destination[0] < items.count && destination[1] >= 0
            && destination[1] <= items[destination[0]].count - (destination[0] == source[0] ? 1 : 0)
    }

    // MARK: Loading, layout and display

    /// Runs `update`, which changes what the view holds or shows and calls
    /// out as it goes; then what was postponed meanwhile.
    private func changing<T>(_ update: () throws -> T) rethrows -> T {
        let outer = isChanging
        isChanging = true
        defer {
            isChanging = outer
            if !outer, let work = postponed, !work.isEmpty {
                postponed = nil
                if work.reload { reloadData() }
                if work.resize && !work.reload { layOutForNewSize() }
                if !work.invalidated.isEmpty { invalidateLayout(at: work.invalidated) }
                for (indexPath, selected) in work.selections {
                    if selected { selectItem(at: indexPath) } else { deselectItem(at: indexPath) }
                }
                switch work.scroll {
                case .offset(let point)?: contentOffset = point
                case .item(let indexPath)?: scrollToItem(at: indexPath, animated: false)
                case nil: break
                }
                postponed = Postponed()
            }
        }
        return try update()
    }

    /// Whether the call `name` came from inside an update in progress: then
    /// it is a fault, and `note` records it for when the update is done
    /// (unless postponed work is running). Run at once, it would pull the
    /// items, layout and cells from under the update.
    private func postpone(_ name: String, _ note: (inout Postponed) -> Void) -> Bool {
        guard isChanging else { return false }
        faults.append(.reentrantCall(name))
        if postponed != nil { note(&postponed!) }
        return true
    }

    /// UIKit asks its data source the first time it needs counts.
    private func loadIfNeeded() {
        guard !loaded else { return }
        reloadData()
        reloadCount -= 1  // not a reload asked for
    }

    private func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.headlessListView(self, numberOfItemsInSection: $0))
        }
    }

    /// Drops the identities of items gone once they (with the identifiers
    /// pinned) pass four times the items shown: O(items shown), after at
    /// least a third as many arrivals, so O(1) per arrival.
    ///
    /// The lists that identities refer to are held to O(items shown) too:
    /// they count towards the same bound, and a list that fewer than half
    /// of its items still use has their identities boxed, so that a long
    /// run of batches that each leave a few items of a large section cannot
    /// keep every such section alive.
    private func dropGoneIdentities() {
        var shown = 0
        for section in items { shown += section.count }
        // After a pass, at most `shown` identities and `2 * shown` pinned:
        // the next pass comes after at least `shown / 3` arrivals.
        guard identities.count + pinnedIdentifiers > 4 * shown + 64 else { return }
        var users: [ObjectIdentifier: Int] = [:]
        for section in items {
            for item in section {
                if case .listed(let list, _) = identities[item.identity] { users[ObjectIdentifier(list), default: 0] += 1 }
            }
        }
        var all = items, kept: [Identity] = [], counted = Set<ObjectIdentifier>()
        items = []
        pinnedIdentifiers = 0
        kept.reserveCapacity(shown)
        for s in all.indices {
            for i in all[s].indices {
                var identity = identities[all[s][i].identity]
                if case .listed(let list, let index) = identity {
                    let key = ObjectIdentifier(list)
                    if 2 * users[key, default: 0] < list.count {
                        identity = .boxed(list.identity(at: index))
                    } else if counted.insert(key).inserted {
                        pinnedIdentifiers += list.count
                    }
                }
                kept.append(identity)
                all[s][i].identity = kept.count - 1
            }
        }
        items = all
        identities = kept
    }

    /// The identities of `section`'s items, asked in one call; nil where
    /// the data source does not answer, or answers with another count.
    private func identities(ofSection section: Int, count: Int) -> ItemIdentities? {
        guard let identities = dataSource?.headlessListView(self, identifiersOfItemsInSection: section),
              identities.count == count
        else { return nil }
        return identities
    }

    /// A new item at `item` of `section`, its identity from the section's
    /// `identities` (kept by reference with `keep`, else boxed at once) or
    /// else asked of the data source.
    private func newItem(section: Int, item: Int, identities: ItemIdentities?, keep: Bool) -> Item {
        nextSerial += 1
        if let identities, keep {
            self.identities.append(.listed(identities.list, item))
        } else if let identities {
            self.identities.append(.boxed(identities.list.identity(at: item)))
        } else {
            let id = dataSource?.headlessListView(self, identifierOfItemAt: _indexPath(section, item)) ?? AnyHashable(item)
            self.identities.append(.boxed(id))
        }
        return Item(serial: nextSerial, identity: self.identities.count - 1)
    }

    /// The `count` items of a section that arrives whole.
    private func newItems(inSection section: Int, count: Int) -> [Item] {
        let identities = identities(ofSection: section, count: count)
        if identities != nil { pinnedIdentifiers += count }
        var items: [Item] = []
        items.reserveCapacity(count)
        for i in 0..<count { items.append(newItem(section: section, item: i, identities: identities, keep: true)) }
        return items
    }

    private func newSection(_ section: Int) -> SectionState {
        nextSerial += 1
        return SectionState(id: dataSource?.headlessListView(self, identifierOfSection: section) ?? AnyHashable(section),
                            serial: nextSerial)
    }

    /// Measures and lays out everything again (once the update in progress
    /// is done, when the size changed from inside it).
    private func layOutForNewSize() {
        guard !postpone("size", { $0.resize = true }) else { return }
        changing { layOutAll(resizing: true) }
    }

    /// Lays out `sections` again, the others shifting. Every section is
    /// measured before the layout changes: the delegate, asked for sizes,
    /// sees the layout as it was.
    ///
    /// Complexity: O(items of `sections` + their number × log² sections).
    private func layOutAgain(_ sections: Set<Int>) {
        var laidOut: [(Int, HeadlessFlowLayout.Section)] = []
        for s in sections { laidOut.append((s, layOutSection(s))) }
        for (s, section) in laidOut { layout.replaceSection(s, with: section) }
        offset.y = clampedOffset(offset.y)
    }

    private func layOutAll(resizing: Bool) {
        if resizing { for s in items.indices { for i in items[s].indices { items[s][i].size = nil } } }
        layout.replace(with: items.indices.map(layOutSection))
        offset.y = clampedOffset(offset.y)
        updateDisplay()
    }

    /// Lays out `section`, asking the sizes it does not have.
    ///
    /// Complexity: O(items of the section).
    private func layOutSection(_ section: Int) -> HeadlessFlowLayout.Section {
        isMeasuring = true
        defer { isMeasuring = false }
        // The sizes known, and the items to ask, read before any write (so
        // that the section's array is not copied to be written).
        var sizes: [CGSize] = [], missing: [Int] = []
        do {
            let row = items[section]
            sizes.reserveCapacity(row.count)
            for i in row.indices {
                if let size = row[i].size {
                    sizes.append(size)
                } else {
                    sizes.append(.zero)
                    missing.append(i)
                }
            }
        }
        let delegate = delegate, defaultSize = defaultItemSize
        for i in missing {
            let path = _indexPath(section, i)
            // Not `??`: its argument is a main-actor closure, checked per call.
            // The default is checked too: the view's own width may be NaN.
            var size = defaultSize
            if let delegate { size = delegate.headlessListView(self, sizeForItemAt: path) }
            size = checked(size, at: path, kind: nil)
            items[section][i].size = size
            sizes[i] = size
        }
        func supplementarySize(_ kind: String) -> CGSize {
            let path = _indexPath(section, 0)
            return checked(delegate?.headlessListView(self, sizeForSupplementaryElementOfKind: kind, at: path) ?? .zero,
                           at: path, kind: kind)
        }
        return HeadlessFlowLayout.Section(
            width: viewport.width, header: supplementarySize(ListElementKind.sectionHeader),
            footer: supplementarySize(ListElementKind.sectionFooter), itemSizes: sizes)
    }

    private func checked(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            faults.append(.invalidSize(indexPath, kind: kind))
            return .zero
        }
        return size
    }

    private func clampedOffset(_ y: CGFloat) -> CGFloat {
        guard y.isFinite else { return 0 }
        return max(0, min(y, layout.contentHeight - viewport.height))
    }

    /// Brings the views on screen in line with the layout: views that left
    /// end displaying (in index-path order) and go back to their pools (in
    /// a batch, only once it is applied: see `leftInBatch`), then views
    /// that came are asked for and will display.
    ///
    /// Complexity: O(views on screen, before and after, times log(sections),
    /// and log²(sections) + log(rows) to find the first).
    private func updateDisplay() {
        let viewport = viewport
        let shown = layout.visible(from: offset.y, to: offset.y + viewport.height, width: viewport.width)
        var wanted: [Int: IndexPath] = [:]
        for path in shown.items { wanted[items[path[0]][path[1]].serial] = path }
        for serial in cellSerialsInOrder(except: wanted) { if let entry = cells[serial] { endDisplayingCell(serial, entry) } }
        var wantedSupplementary: [SupplementaryKey: Int] = [:]
        for (kind, section) in shown.supplementary {
            wantedSupplementary[SupplementaryKey(kind: kind, section: sectionStates[section].serial)] = section
        }
        let leavingSupplementary = supplementaries.filter { wantedSupplementary[$0.key] == nil }
            .sorted { ($0.value.section, $0.key.kind) < ($1.value.section, $1.key.kind) }
        for (key, entry) in leavingSupplementary {
            supplementaries[key] = nil
            enqueue(entry.view, kind: key.kind)
            delegate?.headlessListView(self, didEndDisplayingSupplementaryView: entry.view,
                                       forElementOfKind: key.kind, at: _indexPath(entry.section, 0))
        }
        for (kind, section) in shown.supplementary {
            let key = SupplementaryKey(kind: kind, section: sectionStates[section].serial)
            let frame = layout.frame(ofSupplementary: kind, inSection: section, width: viewport.width) ?? .zero
            if supplementaries[key] != nil {
                supplementaries[key]?.section = section
                supplementaries[key]?.view.frame = frame
                continue
            }
            let view = requestSupplementary(kind, at: _indexPath(section, 0))
            view.frame = frame
            supplementaries[key] = (view, section)
            delegate?.headlessListView(self, willDisplaySupplementaryView: view, forElementKind: kind,
                                       at: _indexPath(section, 0))
        }
        for path in shown.items {
            let item = items[path[0]][path[1]]
            let frame = layout.frame(ofItem: path[1], inSection: path[0])
            if let entry = cells[item.serial] {
                entry.cell.frame = frame
                continue
            }
            let cell = requestCell(at: path)
            cell.frame = frame
            // Read again: the data source may have selected it meanwhile.
            cell.isSelected = items[path[0]][path[1]].isSelected
            showCell(cell, of: item.serial, at: path)
        }
    }

    /// Puts `cell` on screen for item `serial` at `indexPath` (in `cells`,
    /// `cellsInSection` and `serialOfCell`) and says it will display.
    private func showCell(_ cell: HeadlessCell, of serial: Int, at indexPath: IndexPath) {
        cells[serial] = (cell, indexPath)
        cellsInSection[indexPath[0], default: []].insert(serial)
        serialOfCell[ObjectIdentifier(cell)] = serial
        delegate?.headlessListView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// The serials of the cells on screen (but those in `except`), in
    /// index-path order.
    ///
    /// Complexity: O(c log c) for c cells on screen.
    private func cellSerialsInOrder(except: [Int: IndexPath] = [:]) -> [Int] {
        var shown: [(serial: Int, indexPath: IndexPath)] = []
        for (serial, entry) in cells where except[serial] == nil { shown.append((serial, entry.indexPath)) }
        shown.sort(by: Self.precedes)
        var serials: [Int] = []
        for (serial, _) in shown { serials.append(serial) }
        return serials
    }

    /// Index-path order, for (section, item) paths. Not a closure: one
    /// formed here is main-actor isolated, and checks the executor per call.
    private nonisolated static func precedes(
        _ a: (serial: Int, indexPath: IndexPath), _ b: (serial: Int, indexPath: IndexPath)
    ) -> Bool { (a.indexPath[0], a.indexPath[1]) < (b.indexPath[0], b.indexPath[1]) }

    /// Moves the cell of item `serial` to `indexPath`, in `cells` and in
    /// `cellsInSection`.
    private func placeCell(_ serial: Int, at indexPath: IndexPath) {
        guard let old = cells[serial]?.indexPath else { return }
        cells[serial]?.indexPath = indexPath
        guard old[0] != indexPath[0] else { return }
        forgetCell(serial, inSection: old[0])
        cellsInSection[indexPath[0], default: []].insert(serial)
    }

    private func forgetCell(_ serial: Int, inSection section: Int) {
        cellsInSection[section]?.remove(serial)
        if cellsInSection[section]?.isEmpty == true { cellsInSection[section] = nil }
    }

    private func endDisplayingCell(_ serial: Int, _ entry: (cell: HeadlessCell, indexPath: IndexPath)) {
        cells[serial] = nil
        forgetCell(serial, inSection: entry.indexPath[0])
        serialOfCell[ObjectIdentifier(entry.cell)] = nil
        entry.cell.isSelected = false
        entry.cell.isHighlighted = false
        enqueue(entry.cell, kind: nil)
        delegate?.headlessListView(self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
    }

    /// A reconfigured item whose data source handed back another cell: the
    /// old one ends, the new one shows.
    private func replaceCell(_ serial: Int, with cell: HeadlessCell) {
        guard let entry = cells[serial] else { return }
        endDisplayingCell(serial, entry)
        cell.frame = entry.cell.frame
        showCell(cell, of: serial, at: entry.indexPath)
    }

    private func endDisplayingEverything() {
        for serial in cellSerialsInOrder() { if let entry = cells[serial] { endDisplayingCell(serial, entry) } }
        for (key, entry) in supplementaries.sorted(by: { $0.value.section < $1.value.section }) {
            supplementaries[key] = nil
            enqueue(entry.view, kind: key.kind)
            delegate?.headlessListView(self, didEndDisplayingSupplementaryView: entry.view,
                                       forElementOfKind: key.kind, at: _indexPath(entry.section, 0))
        }
    }
}
