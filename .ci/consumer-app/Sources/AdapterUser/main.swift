import ListKit

// The adapter, with the batch and diff types, from one import.
struct Row: ListDiffable, Equatable {
    let id: Int
    var diffIdentifier: AnyHashable { id }
}

@MainActor
final class Rows: ListAdapterDataSource {
    var rows = [Row(id: 1), Row(id: 2)]
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { rows }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        SingleItemSectionController<Row>()
    }
}

@MainActor
func run() {
    let rows = Rows()
    let view = HeadlessListView()
    let adapter = ListAdapter()
    adapter.listView = view
    adapter.dataSource = rows
    let batch: BatchUpdate = List.diffing(oldArray: [1], newArray: [1, 2], identifiedBy: { $0 }).batchUpdate(inSection: 0)
    precondition(view.numberOfSections == 2 && batch.itemInserts.count == 1)
    print("ListKit: \(view.numberOfSections) sections, \(batch)")
}

MainActor.assumeIsolated { run() }
