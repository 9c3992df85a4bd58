import ListKitTesting

// The headless view, the adapter and the data source, from one import.
@MainActor
func run() {
    let view = HeadlessListView(visibleItemCount: 3)
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = DiffableDataSource<Int, String>(view: view) { view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = Snapshot<Int, String>()
    try! snapshot.appendSections([0])
    try! snapshot.appendItems(["a", "b"])
    dataSource.apply(snapshot, animatingDifferences: false)
    let scheduler = ManualUpdateScheduler()
    scheduler.advance(by: 1)
    precondition(view.sections.count == 1 && view.visibleCells.count == 2)
    var simulator = ListViewSimulator(sections: [.init(id: "feed", items: [1, 2])])
    try! simulator.performBatchUpdates(BatchUpdate(), dataSource: [.init(id: "feed", items: [1, 2])])
    print("ListKitTesting: \(view.visibleCells.count) cells on screen, \(simulator.sections.count) simulated section")
}

MainActor.assumeIsolated { run() }
