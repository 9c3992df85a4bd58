import Foundation
import FuzzSupport
import ListKitTesting

// Target 4: DiffableDataSource and ListAdapter programs on the headless
// view, driven synchronously by a ManualUpdateScheduler.
//
// Input: [mode] then steps.
//   even mode  a data source: snapshot edits (SnapshotModel beside them),
//              apply (animated or not), apply using reload data, reconfigure
//              and reload marks, time advancing. The data source's snapshot()
//              equals the model after every apply; after every step the view
//              shows what the data source says it shows; once time has run,
//              the view shows the model, each completion ran once, in order,
//              and the view has no faults.
//   odd mode   an adapter: objects inserted, deleted, moved, changed (their
//              items), performUpdates (animated or not) and reloadData,
//              time advancing; once time has run, the view shows the objects
//              (first of each identifier) with their items, every completion
//              ran once, and the view has no faults.

let target = "FuzzListKit"

@MainActor
func drain(_ scheduler: ManualUpdateScheduler) {
    var rounds = 0
    while scheduler.pendingCount > 0 {
        scheduler.advance(by: 1)
        rounds += 1
        if rounds > 1000 { disagreement(target, "the scheduler never runs dry (\(scheduler.pendingCount) pending)") }
    }
}

@MainActor
func checkFaults(_ view: HeadlessListView, _ context: String) {
    if !view.faults.isEmpty { disagreement(target, "\(context): the view recorded faults \(view.faults)") }
}

@MainActor
func runDataSource(_ input: inout FuzzInput) {
    let scheduler = ManualUpdateScheduler()
    let view = HeadlessListView(visibleItemCount: 1 + input.int(12), scheduleCompletion: { scheduler.schedule(after: 0, $0) })
    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
    let dataSource = DiffableDataSource<Int, Int>(view: view) { view, indexPath, _ in
        view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var model = SnapshotModel()
    var log: [String] = []
    // Misuse the data source corrected: none here (a refused batch is a bug).
    dataSource.errorHandler = { error in disagreement(target, "steps \(log): the data source reports \(error)") }
    var asked = 0
    var completed: [Int] = []
    func shownByDataSource() -> [HeadlessListView.Section] {
        (0..<dataSource.numberOfSections).map { s in
            HeadlessListView.Section(
                id: AnyHashable(dataSource.sectionIdentifier(for: s)!),
                items: (0..<dataSource.numberOfItems(inSection: s)).map {
                    AnyHashable(dataSource.itemIdentifier(for: IndexPath(indexes: [s, $0]))!)
                })
        }
    }
    func apply(_ snapshot: Snapshot<Int, Int>, reloadData: Bool = false, animated: Bool = true) {
        let ticket = asked
        asked += 1
        let done = { completed.append(ticket) }
        if reloadData { dataSource.applySnapshotUsingReloadData(snapshot, completion: done) }
        else { dataSource.apply(snapshot, animatingDifferences: animated, completion: done) }
        var unmarked = model
        unmarked.reloadedSections = []; unmarked.reloadedItems = []; unmarked.reconfiguredItems = []
        if let difference = compare(dataSource.snapshot(), unmarked) {
            disagreement(target, "steps \(log): after apply, snapshot() differs from the model: \(difference)")
        }
    }
    var steps = 0
    while !input.isAtEnd && steps < 40 {
        steps += 1
        switch input.int(8) {
        case 0, 1, 2:
            var snapshot = dataSource.snapshot()
            model.reloadedSections = []; model.reloadedItems = []; model.reconfiguredItems = []
            for _ in 0..<1 + input.int(4) {
                let edit = SnapshotEdit.read(&input, sections: 5, items: 24)
                log.append("\(edit)")
                checkEdit(target, edit, &snapshot, &model)
            }
            let animated = input.int(4) != 0
            log.append(animated ? "apply" : "apply unanimated")
            apply(snapshot, animated: animated)
        case 3:
            log.append("apply using reload data")
            model.reloadedSections = []; model.reloadedItems = []; model.reconfiguredItems = []
            apply(dataSource.snapshot(), reloadData: true)
        case 4, 5:
            // Reload or reconfigure some items (or sections) that are there.
            var snapshot = dataSource.snapshot()
            let items = snapshot.itemIdentifiers, sections = snapshot.sectionIdentifiers
            let chosen = items.isEmpty ? [] : (0..<1 + input.int(3)).map { _ in items[input.int(items.count)] }
            switch input.int(3) {
            case 0: snapshot.reloadItems(chosen); log.append("reload \(chosen)")
            case 1 where !sections.isEmpty:
                let section = sections[input.int(sections.count)]
                snapshot.reloadSections([section]); log.append("reload section \(section)")
            default: snapshot.reconfigureItems(chosen); log.append("reconfigure \(chosen)")
            }
            apply(snapshot)
        case 6:
            log.append("scroll")
            view.contentOffset = CGPoint(x: 0, y: CGFloat(input.int(30)) * 22)
        default:
            log.append("advance")
            drain(scheduler)
        }
        let shown = shownByDataSource()
        if view.sections != shown {
            disagreement(target, "steps \(log): the view shows \(view.sections), the data source says it shows \(shown)")
        }
        checkFaults(view, "steps \(log)")
    }
    drain(scheduler)
    let expected = model.sections.map { HeadlessListView.Section(id: AnyHashable($0.id), items: $0.items.map { AnyHashable($0) }) }
    if view.sections != expected { disagreement(target, "steps \(log): at rest the view shows \(view.sections), the model \(expected)") }
    if completed != Array(0..<asked) { disagreement(target, "steps \(log): completions ran \(completed), asked \(asked)") }
    checkFaults(view, "steps \(log), at rest")
}

/// An object of the adapter program: identifier and its items.
struct FuzzObject: ListDiffable, Equatable, CustomStringConvertible {
    var id: Int
    var items: [Int]
    var diffIdentifier: AnyHashable { id }
    var description: String { "\(id)\(items)" }
}

final class FuzzController: SectionController {
    var object: FuzzObject?
    override var numberOfItems: Int { object?.items.count ?? 0 }
    override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(object!.id * 1000 + object!.items[index]) }
    override func didUpdate(to object: any ListDiffable) { self.object = object as? FuzzObject }
}

final class FuzzSource: ListAdapterDataSource {
    var objects: [FuzzObject] = []
    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { objects }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        FuzzController()
    }
    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
}

@MainActor
func runAdapter(_ input: inout FuzzInput) {
    let scheduler = ManualUpdateScheduler()
    let view = HeadlessListView(visibleItemCount: 1 + input.int(12), scheduleCompletion: { scheduler.schedule(after: 0, $0) })
    let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
    let source = FuzzSource()
    adapter.diagnosticHandler = { _ in }  // duplicate identifiers are dropped, with a diagnostic
    func readItems() -> [Int] {
        var items: [Int] = []
        for _ in 0..<input.int(5) { let item = input.int(8); if !items.contains(item) { items.append(item) } }
        return items
    }
    source.objects = (0..<input.int(4)).map { _ in FuzzObject(id: input.int(8), items: readItems()) }
    adapter.listView = view
    adapter.dataSource = source
    view.layoutIfNeeded()
    var log: [String] = ["start \(source.objects)"]
    var asked = 0
    var completed: [Int] = []
    var steps = 0
    while !input.isAtEnd && steps < 40 {
        steps += 1
        switch input.int(9) {
        case 0, 1:
            let object = FuzzObject(id: input.int(8), items: readItems())
            source.objects.insert(object, at: input.int(source.objects.count + 1))
            log.append("insert \(object)")
        case 2 where !source.objects.isEmpty:
            log.append("delete \(source.objects.remove(at: input.int(source.objects.count)))")
        case 3 where !source.objects.isEmpty:
            let object = source.objects.remove(at: input.int(source.objects.count))
            source.objects.insert(object, at: input.int(source.objects.count + 1))
            log.append("move \(object)")
        case 4 where !source.objects.isEmpty:
            let index = input.int(source.objects.count)
            source.objects[index].items = readItems()
            log.append("change \(source.objects[index])")
        case 5, 6:
            let ticket = asked
            asked += 1
            let animated = input.bool()
            log.append("performUpdates\(animated ? "" : " unanimated")")
            adapter.performUpdates(animated: animated) { _ in completed.append(ticket) }
        case 7:
            let ticket = asked
            asked += 1
            log.append("reloadData")
            adapter.reloadData { _ in completed.append(ticket) }
        default:
            log.append("advance")
            drain(scheduler)
        }
        checkFaults(view, "steps \(log)")
    }
    let ticket = asked
    asked += 1
    adapter.performUpdates(animated: true) { _ in completed.append(ticket) }
    drain(scheduler)
    // The first object of each identifier, with its items' identities.
    var seen = Set<Int>()
    let expectedIDs = source.objects.filter { seen.insert($0.id).inserted }.map { object in
        object.items.map { AnyHashable(object.id * 1000 + $0) }
    }
    let shown = view.sections.map { $0.items }
    if shown != expectedIDs { disagreement(target, "steps \(log): at rest the view shows \(shown), the objects \(expectedIDs)") }
    if completed.sorted() != Array(0..<asked) || Set(completed).count != completed.count {
        disagreement(target, "steps \(log): completions ran \(completed), asked \(asked)")
    }
    checkFaults(view, "steps \(log), at rest")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    // libFuzzer calls this on the main thread.
    MainActor.assumeIsolated {
        if input.byte() & 1 == 0 { runDataSource(&input) } else { runAdapter(&input) }
    }
    return 0
}

@_cdecl("FuzzListKit_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}
