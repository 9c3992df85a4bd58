import Foundation
import ListUpdates

/// Drives a list view from a data source of objects, one section each,
/// through section controllers (IGListKit's `IGListAdapter`).
///
/// - Objects are paired across updates by type and identifier; the first
///   of several objects with the same pair wins (see ``Diagnostic``).
/// - A section controller is made by the data source the first time its
///   object appears and kept while the object stays.
/// - ``SectionController/didUpdate(to:)`` is called when a controller is new
///   and whenever its object changes: for a class, whenever the instance
///   changes (as in IGListKit, so the controller holds the instance the data
///   source holds, even an equal copy); for a value type, at every update
///   in which it is present, unless it is `Equatable` and `==` to the value
///   the controller holds (a value is a new instance each time; the binding
///   idiom's `isEqual(toDiffableObject:)` returns true while its view models
///   change). Sections are reloaded by contents only.
/// - Updates go through ``updater``: ``performUpdates(animated:completion:)``
///   animates the differences, ``reloadData(completion:)`` reloads, setting
///   ``dataSource`` swaps at once.
///
/// ```swift
/// let adapter = ListAdapter()
/// adapter.listView = collectionView        // or ListKitTesting's view in tests
/// adapter.dataSource = self
/// feed.append(post)
/// adapter.performUpdates(animated: true)
/// ```
@MainActor
public final class ListAdapter {
    /// What kind of update finished, for ``ListAdapterUpdateListener``s.
    public enum UpdateKind: Sendable, Hashable {
        /// ``ListAdapter/performUpdates(animated:completion:)``.
        case performUpdates
        /// ``ListAdapter/reloadData(completion:)``.
        case reloadData
        /// A section controller's ``ListCollectionContext/performBatch(animated:updates:completion:)``.
        case itemUpdates
    }

    /// Runs the updates.
    public let updater: ListAdapterUpdater

    /// How many sections on each side of the visible ones count as the
    /// working range (see ``SectionController/didEnterWorkingRange()``).
    public var workingRangeSize: Int { workingRange.size }

    /// Where the objects come from; setting it shows the new data source's
    /// objects at once, without animation.
    ///
    /// Complexity of setting it: O(objects), the data source's calls and
    /// the view's reload.
    public weak var dataSource: (any ListAdapterDataSource)? {
        didSet {
            guard oldValue !== dataSource else { return }
            updater.performDataSourceChange { [weak self] in self?.syncWithDataSource() }
        }
    }

    /// The view showing the list. Attaching, replacing or removing it runs
    /// like a data-source change: at once, taking over queued work and a
    /// diff still running. The views of the view let go of end displaying
    /// first (their controllers and the delegate hear it, in index-path
    /// order); a new view shows the data source's objects at once; an
    /// adapter that drove it before lets go of it.
    ///
    /// Complexity of setting it: O(objects), the data source's calls and
    /// the view's reload.
    public var listView: (any ListView)? {
        didSet {
            guard oldValue !== listView else { return }
            if let left = oldValue {
                endDisplayingEverything()
                detach(from: left)
            }
            cellHost = listView as? CellHost
            registeredViews = []
            attach()
        }
    }

    /// Hears display events per object.
    public weak var delegate: (any ListAdapterDelegate)?

    /// Hears interactive moves of whole sections; without it, such a move
    /// is put back.
    public weak var moveDelegate: (any ListAdapterMoveDelegate)?

    /// The app's own delegate of the view, where the view's bridge forwards
    /// the delegate calls the adapter handled (`collectionViewDelegate` on
    /// Apple platforms, `ListKitTesting`'s `viewDelegate`). Held weakly.
    package weak var forwardedViewDelegate: AnyObject?
    /// The app's own scroll-view delegate (`scrollViewDelegate` on Apple
    /// platforms). Held weakly.
    package weak var forwardedScrollViewDelegate: AnyObject?
    /// What the list view calls: the adapter's answers to its data source,
    /// layout, delegate and prefetching questions.
    package private(set) lazy var viewDriver = AdapterViewDriver(adapter: self)

    /// Receives what the adapter corrected (duplicates, missing controllers).
    public var diagnosticHandler: @MainActor (Diagnostic) -> Void = ListAdapter.printInDebugBuilds

    var sectionMap = SectionMap()
    /// The map before the running update, for index paths "before".
    var previousSectionMap: SectionMap?
    /// Objects given to ``reloadObjects(_:)`` since the objects of the
    /// running update were read: they are newer than what it read, shown or
    /// not yet (the update may be inserting them).
    var reloadedSinceRead: [SectionMap.ObjectKey: any ListDiffable] = [:]
    var display = DisplayHandler()
    /// The list view, when it shows cells (cast once: the cast checks the
    /// actor at run time, and cells are asked for often).
    var cellHost: (any CellHost)?
    /// Identifiers of the views registered with the list view (reset with it).
    var registeredViews = Set<String>()
    /// The identifier of each view class (its name, worked out once).
    var viewClassNames: [ObjectIdentifier: String] = [:]
    /// The item the list view is asking a cell (or supplementary view) for,
    /// and the views dequeued for it so far.
    var vending: (indexPath: IndexPath, dequeued: [ObjectIdentifier])?
    /// The bridge of the view's kind that turns its calls into the
    /// driver's, held while the view is the adapter's.
    package var viewBridge: AnyObject?
    var workingRange: WorkingRange
    private var listeners = UpdateListeners()
    private var batchDepth = 0
    private var deferredUntilBatchesEnd: [@MainActor () -> Void] = []
    /// Counts the times the data source's objects were shown at once (a
    /// data source or view set).
    private var syncs = 0

    /// The view controller the section controllers present from
    /// (IGListKit's `viewController`; ``SectionController/viewController``).
    /// Held weakly.
    public weak var viewController: ListViewController?

    /// An adapter running its updates through `updater`, for
    /// `viewController`, with a working range of `workingRangeSize`
    /// sections on each side of the screen (IGListKit's
    /// `init(updater:viewController:workingRangeSize:)`). O(1).
    public init(
        updater: ListAdapterUpdater = ListAdapterUpdater(), viewController: ListViewController? = nil,
        workingRangeSize: Int = 0
    ) {
        self.updater = updater
        self.viewController = viewController
        workingRange = WorkingRange(size: workingRangeSize)
        updater.dataItemCounts = { [weak self] in self?.itemCounts }
        updater.queueReload = { [weak self] in self?.queueReload() }
    }

    // MARK: Queries

    /// The objects shown, in section order.
    public var objects: [any ListDiffable] { sectionMap.objects }

    /// The object at `section`, or nil.
    public func object(atSection section: Int) -> (any ListDiffable)? { sectionMap.object(forSection: section) }

    /// The identity of the section at `section` for a view that tracks
    /// sections: its object's type and identifier, together. O(1).
    package func identifierOfSection(_ section: Int) -> AnyHashable? {
        object(atSection: section).map { AnyHashable(SectionMap.ObjectKey($0)) }
    }

    /// The section controller of `section`, or nil.
    public func sectionController(forSection section: Int) -> SectionController? {
        sectionMap.sectionController(forSection: section)
    }

    /// The section controller of the object with `object`'s type and
    /// identifier, or nil.
    public func sectionController(for object: any ListDiffable) -> SectionController? {
        sectionMap.sectionController(for: object)
    }

    /// The section of `sectionController`, or nil.
    public func section(for sectionController: SectionController) -> Int? { sectionMap.section(for: sectionController) }

    /// The section of the object with `object`'s type and identifier, or nil.
    public func section(for object: any ListDiffable) -> Int? { sectionMap.section(for: object) }

    /// The object `sectionController` shows, or nil.
    public func object(for sectionController: SectionController) -> (any ListDiffable)? {
        section(for: sectionController).flatMap(object(atSection:))
    }

    /// The section controllers with items on screen, in section order.
    ///
    /// Complexity: O(v + s log s) for v items on screen in s sections, and
    /// the view's `ListView.indexPathsForVisibleItems`.
    public var visibleSectionControllers: [SectionController] {
        visibleSections.compactMap(sectionController(forSection:))
    }

    /// The objects with items on screen, in section order.
    ///
    /// Complexity: O(v + s log s) for v items on screen in s sections, and
    /// the view's `ListView.indexPathsForVisibleItems`.
    public var visibleObjects: [any ListDiffable] { visibleSections.compactMap(object(atSection:)) }

    private var visibleSections: [Int] {
        Array(Set((listView?.indexPathsForVisibleItems ?? []).compactMap { $0.count == 2 ? $0[0] : nil })).sorted()
    }

    /// Scrolls to the first item of `object`'s section, if it has one: the
    /// item's top (and left) at the viewport's, as far as the content
    /// allows (the view's `ListView.scrollToItem(at:animated:)`). For a
    /// whole section with its header, another position or a horizontal
    /// list, see ``scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)``.
    public func scroll(to object: any ListDiffable, animated: Bool) {
        guard let controller = sectionController(for: object) else { return }
        scroll(to: controller, at: 0, animated: animated)
    }

    // MARK: Listeners

    /// Adds a listener, held weakly; listeners hear updates in the order
    /// they were added (adding one again moves it last).
    ///
    /// Complexity: O(1) amortized.
    public func addUpdateListener(_ listener: any ListAdapterUpdateListener) {
        listeners.add(listener)
    }

    /// Removes a listener.
    ///
    /// Complexity: O(1).
    public func removeUpdateListener(_ listener: any ListAdapterUpdateListener) {
        listeners.remove(listener)
    }

    func notifyListeners(_ kind: UpdateKind, animated: Bool) {
        for listener in listeners.all { listener.listAdapter(self, didFinish: kind, animated: animated) }
    }

    // MARK: Batches

    /// Brackets an update: work deferred meanwhile runs when the last one ends.
    func enterBatchUpdates() { batchDepth += 1 }

    func exitBatchUpdates() {
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let work = deferredUntilBatchesEnd
        deferredUntilBatchesEnd = []
        for block in work { block() }
    }

    /// Runs `work` now, or when the running updates end.
    func deferUntilBatchesEnd(_ work: @escaping @MainActor () -> Void) {
        if batchDepth == 0 { work() } else { deferredUntilBatchesEnd.append(work) }
    }

    // MARK: Object sync

    private func attach() {
        (listView as? any AdapterHost)?.attach(self)
        // Like a data-source change: it takes over queued work and a diff
        // still running, so nothing lands on the view let go of.
        updater.performDataSourceChange { [weak self] in self?.syncWithDataSource() }
    }

    private func detach(from view: any ListView) {
        (view as? any AdapterHost)?.detach(self)
    }

    /// Shows the data source's objects now, without an update.
    private func syncWithDataSource() {
        guard let listView else { return }
        // Work the controllers defer meanwhile (a selection) waits for the reload.
        enterBatchUpdates()
        syncs += 1
        previousSectionMap = nil
        apply(transitionToDataSource())
        updater.reload(listView)
        exitBatchUpdates()
    }

    /// Queues a reload that reads the data source again, keeping the
    /// controllers of the objects that stay (for a view that would drop a
    /// reload asked for now: see ``ListAdapterUpdater/reload(_:)``).
    private func queueReload() {
        updater.reloadData(
            view: { [weak self] in self?.listView },
            reload: { [weak self] in
                guard let self else { return }
                self.previousSectionMap = nil
                self.apply(self.transitionToDataSource())
            },
            completion: nil)
    }

    /// The transition to the data source's objects, read now. A data source
    /// that swaps the adapter's data source or view while it is read (from
    /// `objects(for:)`, or while making a controller) has had the new one
    /// shown at once: what was read is stale, and the transition keeps
    /// what is shown.
    ///
    /// Complexity: O(objects), and the data source's calls.
    func transitionToDataSource() -> TransitionData {
        let syncsBefore = syncs
        let data = transition(to: dataSourceObjects)
        guard syncs == syncsBefore else {
            return TransitionData(from: sectionMap.objects, to: sectionMap.objects, controllers: sectionMap.controllers)
        }
        return data
    }

    /// The data source's objects, the first of each type and identifier
    /// (none without a data source).
    var dataSourceObjects: [any ListDiffable] {
        dataSource.map { uniqueObjects($0.objects(for: self)) } ?? []
    }

    /// The objects with the first of each type and identifier.
    func uniqueObjects(_ objects: [any ListDiffable]) -> [any ListDiffable] {
        firstOfEachKey(objects) { object, kept, dropped in
            self.diagnosticHandler(.duplicateIdentifier(
                "\(object.diffIdentifier)", type: "\(type(of: object))", kept: kept, dropped: dropped))
        }
    }

    /// The transition from the objects shown to `objects`: a controller for
    /// each, kept when its object stays, else from the data source.
    func transition(to objects: [any ListDiffable]) -> TransitionData {
        var shown: [any ListDiffable] = [], controllers: [SectionController] = []
        var taken = Set<ObjectIdentifier>()
        for object in objects {
            guard let controller = sectionMap.sectionController(for: object)
                    ?? dataSource?.listAdapter(self, sectionControllerFor: object),
                  taken.insert(ObjectIdentifier(controller)).inserted
            else {
                diagnosticHandler(.noSectionController("\(object.diffIdentifier)", type: "\(type(of: object))"))
                continue
            }
            controller.collectionContext = self
            shown.append(object)
            controllers.append(controller)
        }
        reloadedSinceRead = [:]
        return TransitionData(from: sectionMap.objects, to: shown, controllers: controllers)
    }

    /// Switches the model to `data`, then tells the controllers that are new
    /// or whose object changed (a class object: another instance; a value:
    /// one not `==`, or any of a type that is not `Equatable`). An object given to ``reloadObjects(_:)`` after
    /// `data` was read (while a background diff ran) stays: it is newer than
    /// the update's objects, and its section was reloaded then.
    func apply(_ data: TransitionData) {
        var objects = data.to
        var changed: [(SectionController, any ListDiffable)] = []
        for (index, (read, controller)) in zip(data.to, data.controllers).enumerated() {
            let object = reloadedSinceRead[SectionMap.ObjectKey(read)] ?? read
            objects[index] = object
            if sectionMap.sectionController(for: object) === controller,
               let current = sectionMap.section(for: object).flatMap(sectionMap.object(forSection:)),
               current.isSameObject(as: object) { continue }
            changed.append((controller, object))
        }
        sectionMap.update(objects: objects, controllers: data.controllers)
        for (controller, object) in changed { controller.didUpdate(to: object) }
        updateEmptyView()
    }

    /// The item count of each section, as the controllers report it.
    var itemCounts: [Int] {
        var counts: [Int] = []
        sectionMap.forEach { _, controller, _, _ in counts.append(itemCount(of: controller)) }
        return counts
    }

    /// The item count of `controller`'s section as the views get it: a
    /// negative count is none.
    package func itemCount(of controller: SectionController) -> Int { max(0, controller.numberOfItems) }

    /// Shows the data source's empty view while no section has items.
    func updateEmptyView() {
        guard let listView else { return }
        var isEmpty = true
        sectionMap.forEach { _, controller, _, stop in
            if controller.numberOfItems > 0 { isEmpty = false; stop = true }
        }
        let view = isEmpty ? dataSource?.emptyView(for: self) : nil
        if listView.emptyView !== view { listView.emptyView = view }
    }
}
