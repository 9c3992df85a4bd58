import Foundation
import ListUpdates

/// Where a ``HeadlessListView`` gets its data: the sections and item
/// identities it should show now.
@MainActor
public protocol HeadlessListViewDataSource: AnyObject {
    /// The data the view should show, section by section.
    func sections(for view: HeadlessListView) -> [HeadlessListView.Section]
}

/// A ``ListView`` without a screen, for tests on any platform: it behaves
/// like UICollectionView where an adapter can tell, and checks every batch
/// with `ListViewSimulator`'s rules.
///
/// - Like UIKit, it records the counts it shows the first time it is asked
///   (or at the start of the first batch), and only asks the data source
///   again after `updateData` has run inside a batch, or on `reloadData`.
/// - A rejected batch throws `BatchUpdateError` and leaves the view as it
///   was; its completion is not called.
/// - Completions run later, once each, through `scheduleCompletion` (the
///   next main-actor turn by default; tests pass a queue they drain).
///
/// ```swift
/// let view = HeadlessListView(scheduleCompletion: { pending.append($0) })
/// view.dataSource = model
/// try view.performBatchUpdates(batch, updateData: { model.items = new }, completion: { done = $0 })
/// pending.forEach { $0() }
/// ```
@MainActor
public final class HeadlessListView: ListView {
    /// A section as the view holds it: identities only.
    public typealias Section = ListViewSimulator<AnyHashable, AnyHashable>.Section

    /// The data source; held weakly, as UIKit does.
    public weak var dataSource: HeadlessListViewDataSource?

    /// How many items fit on screen, for ``indexPathsForVisibleItems``.
    public var visibleItemCount: Int

    /// The number of batches applied, for tests.
    public private(set) var batchUpdateCount = 0
    /// The number of full reloads, for tests.
    public private(set) var reloadCount = 0
    /// Every index path whose layout was invalidated, in order, for tests.
    public private(set) var invalidatedIndexPaths: [IndexPath] = []
    /// The view shown while the list is empty.
    public var emptyView: AnyObject?
    /// Whether the view counts as on screen; true unless a test says not.
    public var isVisible = true

    private var simulator = ListViewSimulator<AnyHashable, AnyHashable>()
    private var loaded = false
    private var firstVisibleItem = 0
    private let scheduleCompletion: (@escaping @MainActor () -> Void) -> Void

    /// A view showing `visibleItemCount` items at a time, running completions
    /// through `scheduleCompletion`.
    public init(
        visibleItemCount: Int = 20,
        scheduleCompletion: @escaping (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.visibleItemCount = visibleItemCount
        self.scheduleCompletion = scheduleCompletion
    }

    /// What the view shows now.
    public var sections: [Section] {
        loadIfNeeded()
        return simulator.sections
    }

    public var numberOfSections: Int { sections.count }

    public func numberOfItems(inSection section: Int) -> Int {
        let sections = self.sections
        return section >= 0 && section < sections.count ? sections[section].items.count : 0
    }

    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        loadIfNeeded()
        let batch = updates()
        try simulator.performBatchUpdates(batch, dataSource: dataSource?.sections(for: self) ?? [])
        batchUpdateCount += 1
        if let completion { scheduleCompletion { completion(true) } }
    }

    public func reloadData() {
        simulator.reloadData(dataSource?.sections(for: self) ?? [])
        loaded = true
        reloadCount += 1
    }

    /// Up to ``visibleItemCount`` items, in order, from the first visible one.
    public var indexPathsForVisibleItems: [IndexPath] {
        var paths: [IndexPath] = []
        var position = 0
        for (section, content) in sections.enumerated() {
            for item in content.items.indices {
                defer { position += 1 }
                guard position >= firstVisibleItem else { continue }
                guard paths.count < visibleItemCount else { return paths }
                paths.append(_indexPath(section, item))
            }
        }
        return paths
    }

    /// Makes `indexPath` the first visible item (when it exists).
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        let sections = self.sections
        guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < sections.count,
              indexPath[1] >= 0, indexPath[1] < sections[indexPath[0]].items.count
        else { return }
        firstVisibleItem = sections[..<indexPath[0]].reduce(0) { $0 + $1.items.count } + indexPath[1]
    }

    public func invalidateLayout(at indexPaths: [IndexPath]) {
        invalidatedIndexPaths += indexPaths
    }

    /// UIKit asks its data source the first time it needs counts.
    private func loadIfNeeded() {
        guard !loaded else { return }
        loaded = true
        simulator.reloadData(dataSource?.sections(for: self) ?? [])
    }
}
