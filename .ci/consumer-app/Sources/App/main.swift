import Foundation
import ListKit

// The adapter on an app's own list view, with the batch and diff types,
// from one import.
struct Row: ListDiffable, Equatable {
    let id: Int
    var diffIdentifier: AnyHashable { id }
}

@MainActor
final class Rows: ListAdapterDataSource {
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    var rows = [Row(id: 1), Row(id: 2)]
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        SingleItemSectionController<Row>()
    }
}

/// A list view of the app's own: it counts what its data says.
@MainActor
final class CountingView: ListView {
    var counts: () -> [Int] = { [] }
    private var shown: [Int] = []
    var numberOfSections: Int { shown.count }
    func numberOfItems(inSection section: Int) -> Int { shown[section] }
    func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        _ = updates()
        shown = counts()
        completion?(true)
    }
    func reloadData() { shown = counts() }
    var indexPathsForVisibleItems: [IndexPath] { [] }
    func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
    func invalidateLayout(at indexPaths: [IndexPath]) {}
    var isVisible: Bool { false }
    var emptyView: AnyObject?
}

@MainActor
func run() {
    let rows = Rows()
    let view = CountingView()
    let adapter = ListAdapter()
    view.counts = { adapter.objects.map { _ in 1 } }
    adapter.listView = view
    adapter.dataSource = rows
    let batch: BatchUpdate = List.diffing(oldArray: [1], newArray: [1, 2], identifiedBy: { $0 }).batchUpdate(inSection: 0)
    precondition(view.numberOfSections == 2 && batch.itemInserts.count == 1)
    print("ListKit: \(view.numberOfSections) sections, \(batch)")
}

MainActor.assumeIsolated { run() }
