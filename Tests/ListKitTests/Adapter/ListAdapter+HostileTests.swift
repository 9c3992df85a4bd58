import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Shows a ``Row``'s items in ``NumberCell``s and runs a hook from each
/// callback, for tests that call back into the adapter.
class HookController: SectionController {
    var items: [Int] = []
    var onUpdate: ((HookController) -> Void)?
    var onCell: ((HookController, Int) -> Void)?
    var onSize: ((HookController, Int) -> Void)?
    var onDisplay: ((HookController, Int) -> Void)?
    /// Overrides the item count (the items stay those of the row).
    var count: (() -> Int)?
    var movable = false
    override var numberOfItems: Int { count?() ?? items.count }
    override func itemIdentifier(at index: Int) -> AnyHashable {
        items.indices.contains(index) ? AnyHashable(items[index]) : AnyHashable(-index - 1)
    }
    override func didUpdate(to object: any ListDiffable) {
        items = (object as? Row)?.items ?? []
        onUpdate?(self)
    }
    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        onCell?(self, index)
        let cell = collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
        cell?.number = items.indices.contains(index) ? items[index] : nil
        return cell
    }
    override func sizeForItem(at index: Int) -> CGSize {
        onSize?(self, index)
        return CGSize(width: 100, height: 10)
    }
    override func willDisplayItem(at index: Int) { onDisplay?(self, index) }
    override func canMoveItem(at index: Int) -> Bool { movable }
    override func moveObject(from source: Int, to destination: Int) { items.insert(items.remove(at: source), at: destination) }
}

/// Hostile use of the adapter: calls back in from its callbacks, user
/// actions racing updates. After things settle the view shows the data
/// source's objects, every cell its item. (corelibs XCTest cannot run
/// main-actor test methods: each test hops.)
final class ListAdapterHostileTests: XCTestCase {
    @MainActor
    static func harness(_ objects: [any ListDiffable], configuration: ListAdapterUpdater.Configuration = .init(),
                        make: @escaping (any ListDiffable) -> SectionController? = { _ in HookController() }) -> AdapterHarness {
        let h = AdapterHarness(objects, configuration: configuration, attach: false)
        h.source.makeController = make
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        h.view.layoutIfNeeded()  // on screen: the first layout pass done
        return h
    }

    /// The view shows the data source's objects, each cell its item.
    @MainActor
    static func assertShowsTheData(_ h: AdapterHarness, _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" },
                       h.adapter.uniqueObjects(h.source.objects).map { "\($0.diffIdentifier)" }, label, file: file, line: line)
        XCTAssertEqual(h.view.sections, h.expected, label, file: file, line: line)
        for cell in h.view.visibleCells {
            guard let path = h.view.indexPath(for: cell),
                  let controller = h.adapter.sectionController(forSection: path[0]) as? HookController
            else { continue }
            XCTAssertEqual((cell as? NumberCell)?.number, controller.items[path[1]], "\(label): cell at \(path)", file: file, line: line)
        }
    }

    @MainActor
    final class Mover: ListAdapterMoveDelegate {
        let source: FeedSource
        init(_ source: FeedSource) { self.source = source }
        /// Takes the new order of the objects shown; the data source's
        /// other objects stay after them.
        func listAdapter(_ listAdapter: ListAdapter, move object: any ListDiffable,
                         from previousObjects: [any ListDiffable], to objects: [any ListDiffable]) {
            let moved = Set(objects.map(\.diffIdentifier))
            source.objects = objects + source.objects.filter { !moved.contains($0.diffIdentifier) }
        }
    }

    /// Rule: a section the user drags to another place while an update's
    /// diff runs off the main actor does not get that update's batch,
    /// diffed from the old order: the update is diffed again, from the
    /// order the view shows, and completes once.
    func testASectionMovedWhileTheDiffRunsIsDiffedAgain() async {
        let (h, mover, calls) = await MainActor.run { () -> (AdapterHarness, Mover, Box<[Bool]>) in
            let h = Self.harness([Row("a", [1]), Row("b", [2]), Row("c", [3])], configuration: .backgroundDiffing) { _ in
                let controller = HookController()
                controller.movable = true
                return controller
            }
            let mover = Mover(h.source)
            h.adapter.moveDelegate = mover
            h.source.objects.append(Row("d", [4]))
            let calls = Box<[Bool]>([])
            h.adapter.performUpdates(animated: true) { calls.value.append($0) }
            h.advance()  // the diff runs off the main actor
            XCTAssertNotNil(h.updater.pendingDiff)
            // a dropped after b's only item
            XCTAssertTrue(h.view.moveItemInteractively(from: [0, 0], to: [1, 1]))
            XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["b", "a", "c"])
            return (h, mover, calls)
        }
        for _ in 0..<10 {
            if let diff = await MainActor.run(body: { h.updater.pendingDiff }) { await diff.value }
            await MainActor.run { h.advance() }
        }
        await MainActor.run {
            _ = mover
            XCTAssertEqual(calls.value, [true])
            XCTAssertEqual(h.source.objects.map { "\($0.diffIdentifier)" }, ["b", "a", "c", "d"])
            Self.assertShowsTheData(h, "after the diff landed")
            XCTAssertEqual(h.view.faults, [])
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    /// Rule: a controller reporting a negative item count shows no items:
    /// its layout can be invalidated, and updates around it go through as
    /// batches (they were checked against the negative count, refused,
    /// and replaced).
    func testANegativeItemCountIsNone() async {
        await MainActor.run {
            let h = Self.harness([Row("a", [1, 2]), Row("b", [3])]) { object in
                let controller = HookController()
                if object.diffIdentifier == AnyHashable("b") { controller.count = { -5 } }
                return controller
            }
            XCTAssertEqual(h.counts, [2, 0])
            let b = h.adapter.sectionController(for: Row("b"))!
            var invalidated: [Bool] = []
            b.collectionContext?.invalidateLayout(for: b) { invalidated.append($0) }
            XCTAssertEqual(invalidated, [true])
            h.source.objects = [Row("z", [7]), Row("a", [1, 2]), Row("b", [3])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            h.advance()
            XCTAssertEqual(h.counts, [1, 2, 0])
            XCTAssertEqual(h.view.sections.map(\.id), h.adapter.objects.map { AnyHashable(SectionMap.ObjectKey($0)) })
            XCTAssertEqual(h.log.recoveries, 0, h.log.steps.joined(separator: "\n"))
            XCTAssertEqual(h.log.steps.filter { $0 == "didPerform" }.count, 1)
            h.source.objects = [Row("b", [3])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            h.advance()
            XCTAssertEqual(h.counts, [0])
            XCTAssertEqual(h.log.recoveries, 0)
        }
    }

    /// Rule: a controller that selects one of its items from
    /// ``SectionController/didUpdate(to:)`` (inside the update, while the
    /// view still shows the sections before it) gets that item selected
    /// once the update is on the view, whether the update is a batch, a
    /// reload or a data-source swap. (In the batch, the selection went to
    /// the new index path in the old sections: c's item, which the batch
    /// then moved to [3, 1]; a reload or swap then cleared it.)
    func testASelectionFromDidUpdateLandsOnTheControllersItem() async {
        await MainActor.run {
            for how in ["update", "reload", "swap"] {
                let h = Self.harness([Row("a", [1, 2]), Row("b", [3, 4]), Row("c", [6, 7])])
                let selecting = Box(false)
                h.source.makeController = { _ in
                    let controller = HookController()
                    controller.onUpdate = { controller in
                        guard selecting.value, controller.items == [3, 5] else { return }
                        controller.collectionContext?.selectItem(at: 1, sectionController: controller)
                    }
                    return controller
                }
                h.adapter.reloadData()
                h.advance()
                selecting.value = true
                h.source.objects = [Row("z", [9]), Row("a", [1, 2]), Row("b", [3, 5]), Row("c", [6, 7])]
                let other = FeedSource(h.source.objects)
                other.makeController = h.source.makeController
                switch how {
                case "update": h.adapter.performUpdates(animated: true)
                case "reload": h.adapter.reloadData()
                default: h.adapter.dataSource = other
                }
                h.advance()
                h.advance()
                XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["z", "a", "b", "c"], how)
                XCTAssertEqual(h.view.indexPathsForSelectedItems, [[2, 1]], how)
                XCTAssertEqual(h.view.faults, [], how)
                withExtendedLifetime(other) {}
            }
        }
    }

    /// An identifier whose hash disagrees with its `==`: equal values hash
    /// at random.
    struct RandomlyHashed: Hashable {
        let value: Int
        static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(Int.random(in: .min ... .max)) }
    }

    /// An identifier that equals nothing, not even itself.
    struct EqualToNothing: Hashable {
        let value: Int
        static func == (lhs: Self, rhs: Self) -> Bool { false }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// An object (or view model) identified by `key`, whatever it is.
    struct Keyed: ListDiffable {
        let key: AnyHashable
        var diffIdentifier: AnyHashable { key }
        func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { true }
    }

    /// One item per view model, each identified by a lying key.
    final class LyingModelsController: BindingSectionController<Keyed> {
        override func viewModels(for object: Keyed) -> [any ListDiffable] {
            (0..<6).map { Keyed(key: RandomlyHashed(value: $0 % 3)) }
        }
    }

    /// Rule: objects and view models whose identifiers lie (a hash that
    /// disagrees with `==`, an `==` false even for the same value) never
    /// match anything: each is a section (or item) of its own, replaced by
    /// every update. (Equal keys hashed apart trapped the section map's
    /// dictionary: "Duplicate keys of type 'ObjectKey' were found".)
    func testLyingIdentifiersNeverMatchAndNeverTrap() async {
        await MainActor.run {
            for lie in ["hash", "equality"] {
                func object(_ value: Int) -> Keyed {
                    Keyed(key: lie == "hash" ? AnyHashable(RandomlyHashed(value: value % 7)) : AnyHashable(EqualToNothing(value: value)))
                }
                let h = Self.harness((0..<40).map(object)) { _ in LyingModelsController() }
                for step in 1...20 {
                    h.source.objects = (0..<(10 + 5 * step)).map { object($0 * step) }
                    h.adapter.performUpdates(animated: true)
                    if step % 2 == 0 {
                        (h.adapter.sectionController(forSection: 0) as? LyingModelsController)?.update(animated: true)
                    }
                    h.advance()
                    h.advance()
                    if step % 5 == 0 {
                        h.adapter.reloadData()
                        h.advance()
                    }
                    XCTAssertEqual(h.adapter.objects.count, 10 + 5 * step, "\(lie), step \(step)")
                    XCTAssertEqual(h.counts, [Int](repeating: 6, count: 10 + 5 * step), "\(lie), step \(step)")
                }
                XCTAssertEqual(h.log.recoveries, 0, lie)
                XCTAssertEqual(h.view.faults, [], lie)
            }
        }
    }

    /// Traps when asked about an item it does not have, as an app's
    /// controller indexing its array would.
    final class StrictController: SectionController {
        let items = [10, 20]
        override var numberOfItems: Int { items.count }
        override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            let cell = collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
            cell?.number = items[index]
            return cell
        }
        override func sizeForItem(at index: Int) -> CGSize { CGSize(width: items[index], height: 10) }
        override func willDisplayItem(at index: Int) { _ = items[index] }
        override func didEndDisplayingItem(at index: Int) { _ = items[index] }
    }

    /// Rule: the adapter's view-facing methods, called with index paths the
    /// view would never give (no item, one index, three, a negative item,
    /// an item past the end), answer nil, zero or an empty cell, and never
    /// pass an item the controller does not have on to it. (An identity
    /// asked for [0] trapped on the missing item index, and items past the
    /// end went to the controller.)
    func testIndexPathsTheViewWouldNeverGive() async {
        await MainActor.run {
            let h = Self.harness([Row("a")]) { _ in StrictController() }
            XCTAssertEqual(h.counts, [2])
            let other = HeadlessListView(visibleItemCount: 1)
            for path: IndexPath in [[], [0], [0, 0, 0], [0, -1], [0, 2], [0, .max], [-1, 0], [1, 0], [.min, .min]] {
                XCTAssertNil(h.view.dataSource!.headlessListView(h.view, identifierOfItemAt: path), "\(path)")
                XCTAssertEqual(h.view.delegate!.headlessListView(h.view, sizeForItemAt: path), .zero, "\(path)")
                let cell = h.view.dataSource!.headlessListView(h.view, cellForItemAt: path)
                XCTAssertNil((cell as? NumberCell)?.number, "\(path)")
                XCTAssertFalse(h.view.dataSource!.headlessListView(h.view, canMoveItemAt: path), "\(path)")
                h.view.delegate!.headlessListView(h.view, willDisplay: HeadlessCell(), forItemAt: path)
                h.view.delegate!.headlessListView(h.view, didEndDisplaying: HeadlessCell(), forItemAt: path)
                h.view.delegate!.headlessListView(h.view, didSelectItemAt: path)
                h.view.dataSource!.headlessListView(other, moveItemAt: path, to: [0, 0])
            }
            XCTAssertEqual(h.view.dataSource!.headlessListView(h.view, identifierOfItemAt: [0, 1]), AnyHashable(20))
            XCTAssertEqual(h.view.sections, h.expected)
        }
    }

    /// A data source that runs a hook when its objects are read.
    final class HookedSource: ListAdapterDataSource {
        var objects: [any ListDiffable]
        var onRead: (() -> Void)?
        var onMake: ((any ListDiffable) -> Void)?
        init(_ objects: [any ListDiffable]) { self.objects = objects }
        func objects(for listAdapter: ListAdapter) -> [any ListDiffable] {
            onRead?()
            return objects
        }
        func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
            onMake?(object)
            return HookController()
        }
        func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }
    }

    /// Rule: a data source that swaps the adapter's data source (or sets
    /// it to nil) while the adapter reads it, in `objects(for:)` or while
    /// making a controller, for an update or a reload, gets the new data
    /// source's objects on the view, and the update completes once. (The
    /// update went on with the objects it had read from the old one, and
    /// the view showed those: [a, c, b] for a new data source of [x], [a,
    /// c] for none.)
    func testADataSourceSwappedWhileItIsReadLeavesTheNewOnesObjects() async {
        await MainActor.run {
            for swap in ["nil", "other"] {
                for place in ["objects", "controller"] {
                    for request in ["performUpdates", "reloadData"] {
                        let label = "\(swap) from \(place) during \(request)"
                        let scheduler = ManualUpdateScheduler()
                        let view = HeadlessListView(visibleItemCount: 20, scheduler: scheduler)
                        let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
                        let source = HookedSource([Row("a", [1]), Row("b", [2])]), other = HookedSource([Row("x", [7])])
                        adapter.listView = view
                        adapter.dataSource = source
                        source.objects = [Row("a", [1]), Row("c", [3]), Row("b", [2])]
                        let swapNow = { adapter.dataSource = swap == "nil" ? nil : other }
                        if place == "objects" {
                            source.onRead = { source.onRead = nil; swapNow() }
                        } else {
                            source.onMake = { object in
                                if object.diffIdentifier == AnyHashable("c") { source.onMake = nil; swapNow() }
                            }
                        }
                        var calls: [Bool] = []
                        if request == "performUpdates" {
                            adapter.performUpdates(animated: true) { calls.append($0) }
                        } else {
                            adapter.reloadData { calls.append($0) }
                        }
                        for _ in 0..<5 { scheduler.advance(by: 0) }
                        XCTAssertEqual(adapter.objects.map { "\($0.diffIdentifier)" }, swap == "nil" ? [] : ["x"], label)
                        XCTAssertEqual(view.sections.map(\.id), adapter.objects.map { AnyHashable(SectionMap.ObjectKey($0)) }, label)
                        XCTAssertEqual(view.sections.map(\.items.count), swap == "nil" ? [] : [1], label)
                        XCTAssertEqual(calls.count, 1, label)
                        XCTAssertEqual(view.faults, [], label)
                        withExtendedLifetime((source, other)) {}
                    }
                }
            }
        }
    }

    /// Rule: a data source swapped from `cellForItem` while the view runs
    /// the reload it postponed (asked for by an earlier swap, from
    /// `sizeForItem` during a batch) ends up on the view. (The view drops a
    /// reload asked for then, as documented, and kept showing the first
    /// swap's [s] while the adapter held the second one's [t, u].)
    func testADataSourceSwappedDuringThePostponedReloadEndsUpOnTheView() async {
        await MainActor.run {
            let h = Self.harness([Row("a", [1]), Row("b", [2])])
            let second = FeedSource([Row("s", [5, 6])]), third = FeedSource([Row("t", [7]), Row("u", [8, 9])])
            var stage = 0
            // The hooks hold the harness unowned: it holds them (through its
            // sources and controllers).
            let make: (any ListDiffable) -> SectionController? = { [unowned h] _ in
                let controller = HookController()
                controller.onSize = { [unowned h] _, _ in
                    if stage == 0 { stage = 1; h.adapter.dataSource = second }
                }
                controller.onCell = { [unowned h] controller, _ in
                    if stage == 1, controller.items == [5, 6] { stage = 2; h.adapter.dataSource = third }
                }
                return controller
            }
            for source in [h.source, second, third] { source.makeController = make }
            h.source.objects = [Row("a", [1]), Row("c", [3]), Row("b", [2])]
            h.adapter.performUpdates(animated: true)
            for _ in 0..<5 { h.advance() }
            XCTAssertEqual(stage, 2)
            XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["t", "u"])
            XCTAssertEqual(h.view.sections.map(\.id), h.adapter.objects.map { AnyHashable(SectionMap.ObjectKey($0)) })
            XCTAssertEqual(h.view.visibleCells.map { ($0 as? NumberCell)?.number }, [7, 8, 9])
            // The sources hold `make`, which holds them.
            for source in [h.source, second, third] { source.makeController = nil }
        }
    }

    /// Rule: an item change a controller makes outside a batch from
    /// `cellForItem`, while the view runs the reload it postponed, ends up
    /// on the view. (The view refuses the batch then and drops the reload
    /// the adapter recovers with, as documented: it kept three items for a
    /// controller of two.)
    func testAnItemChangeDuringThePostponedReloadEndsUpOnTheView() async {
        await MainActor.run {
            let h = Self.harness([Row("a", [1, 2, 3])])
            let a = h.adapter.sectionController(forSection: 0) as! HookController
            var stage = 0
            a.onSize = { [unowned h] _, _ in  // unowned: the harness holds the controller
                if stage == 0 { stage = 1; h.view.reloadData() }  // postponed: the view is laying out
            }
            a.onCell = { controller, _ in
                guard stage == 1 else { return }
                stage = 2
                controller.items.removeLast()
                controller.collectionContext?.delete(in: controller, at: [2])
            }
            h.view.invalidateLayout(at: [[0, 0]])
            for _ in 0..<3 { h.advance() }
            XCTAssertEqual(stage, 2)
            XCTAssertEqual(h.counts, [2])
            XCTAssertEqual(h.view.sections, h.expected)
            XCTAssertEqual(h.view.visibleCells.map { ($0 as? NumberCell)?.number }, [1, 2])
        }
    }
}
