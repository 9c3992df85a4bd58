import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Random interleavings of everything an app does to an adapter: object
/// changes, performUpdates, reloadData, data-source swaps, item batches and
/// direct item changes inside section controllers, binding updates, display
/// events, bursts and time passing (with regular or adaptive coalescing,
/// on-main or background diffing). After every step the view must show the
/// adapter's model and no batch may have been rejected; at the end the view
/// shows the data source, and every completion ran exactly once with the
/// right flag.
final class ListAdapterStressTests: XCTestCase {
    /// `STRESS_SEED=n swift test --filter ListAdapterStressTests` replays one
    /// seed; `STRESS_SEEDS=n` runs seeds 0..<n instead of 300.
    func testRandomInterleavings() async {
        var operations = 0
        var steps: [String: Int] = [:]
        let only = ProcessInfo.processInfo.environment["STRESS_SEED"].flatMap(UInt64.init)
        let count = ProcessInfo.processInfo.environment["STRESS_SEEDS"].flatMap(UInt64.init) ?? 300
        for seed in UInt64(0)..<count where only == nil || only == seed {
            let run = await MainActor.run { StressRun(seed: seed) }
            operations += await run.play(steps: 40)
            for step in await run.updaterSteps { steps[step, default: 0] += 1 }
        }
        guard only == nil, count >= 300 else { return }
        // Every path was taken, many times.
        XCTAssertGreaterThanOrEqual(operations, 20_000)
        XCTAssertGreaterThan(steps["didPerform", default: 0], 2_000)
        XCTAssertGreaterThan(steps["didDiff background", default: 0], 200)
        XCTAssertGreaterThan(steps["willReload", default: 0], 200)
        XCTAssertGreaterThan(steps["immediately", default: 0], 200)
        XCTAssertGreaterThan(steps["willReload fallback", default: 0], 50)
        let cancelled = steps["willDiff", default: 0] - steps["didDiff", default: 0] - steps["didDiff background", default: 0]
        XCTAssertGreaterThan(cancelled, 20, "background diffs overtaken by a data-source change")
        print("stress: \(operations) operations; updater steps \(steps.sorted { $0.key < $1.key })")
    }
}

@MainActor
final class StressRun {
    let seed: UInt64
    private var rng: SplitMix64
    private let h: AdapterHarness
    /// The view the adapter drives (swapped now and then).
    private var view: HeadlessListView
    private var completions: [Int: (expected: Bool?, calls: [Bool], origin: String)] = [:]
    private var nextCompletion = 0
    private var failed = false

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &* 0x9E37_79B9)
        var configuration = ListAdapterUpdater.Configuration()
        if seed % 3 == 0 { configuration.backgroundDiffingThreshold = 4 }
        if seed % 5 == 2 { configuration.reloadThreshold = 3 }
        if seed % 7 == 3 { configuration.preferItemReloadsForSectionReloads = true }
        if seed % 7 == 5 { configuration.sectionMovesAsDeletesInserts = true }
        h = AdapterHarness([], configuration: configuration, workingRangeSize: Int(seed % 2), visibleItemCount: 6)
        view = h.view
        h.source.makeController = { object in
            switch object {
            case is Post: return PostController()
            case is Banner: return SingleItemSectionController<Banner>()
            default: return RowController()
            }
        }
        if seed % 4 == 1 {
            h.updater.coalescing = .adaptive(minInterval: 0.01, intervalIncrement: 0.01, maxInterval: 0.05)
        }
        h.source.objects = randomObjects()
        h.adapter.performUpdates(animated: true)
    }

    /// What the updater did, one word each (its steps without details).
    var updaterSteps: [String] {
        h.log.steps.map { $0.hasPrefix("willDiff") || $0.hasPrefix("immediately") ? String($0.prefix { $0 != " " }) : $0 }
    }

    /// Plays `steps` random steps, then settles; returns the operations done.
    func play(steps: Int) async -> Int {
        var operations = 0
        for step in 0..<steps where !failed {
            let burst = Int.random(in: 1...4, using: &rng)
            for _ in 0..<burst {
                randomOperation()
            }
            operations += burst
            check(step: step)
            if Bool.random(using: &rng), let diff = h.updater.pendingDiff { await diff.value }
            h.scheduler.advance(by: [0, 0, 0.005, 0.02, 0.1].randomElement(using: &rng)!)
            check(step: step)
        }
        await settle()
        h.adapter.performUpdates(animated: true, completion: tracked(expecting: h.adapter.dataSource != nil))
        await settle()
        finalCheck()
        return operations
    }

    // MARK: Operations

    private func randomOperation() {
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<25:
            source.objects = changed(source.objects)
            reloaded = [:]
        case 25..<45: h.adapter.performUpdates(animated: Bool.random(using: &rng), completion: tracked(expecting: h.adapter.dataSource != nil))
        case 45..<50: h.adapter.reloadData(completion: tracked(expecting: h.adapter.dataSource != nil))
        case 50..<54: swapDataSource()
        case 54..<70: itemBatch()
        case 70..<78: directItemChange()
        case 78..<84: bindingUpdate()
        case 84..<90: displayEvents()
        case 90..<93: reloadObject()
        case 93..<94: swapView()
        case 94..<96:
            if let controller = randomRowController() {
                // false when the controller has left by the time the running updates end
                h.adapter.invalidateLayout(for: controller, completion: tracked(expecting: nil))
            }
        default: h.advance()
        }
    }

    /// The data source objects change in (kept alive here: the adapter
    /// holds its data source weakly).
    private lazy var source: FeedSource = h.source

    private func swapDataSource() {
        reloaded = [:]
        if h.adapter.dataSource == nil || Bool.random(using: &rng) {
            let next = FeedSource(changed(source.objects))
            next.makeController = source.makeController
            source = next
            h.adapter.dataSource = next
        } else {
            h.adapter.dataSource = nil
        }
    }

    private func randomRowController() -> RowController? {
        h.adapter.objects.indices.shuffled(using: &rng)
            .lazy.compactMap { self.h.adapter.sectionController(forSection: $0) as? RowController }.first
    }

    /// A controller changes its items inside a batch, reporting the diff.
    private func itemBatch() {
        guard let controller = randomRowController() else { return }
        let box = Box(rng)
        rng = SplitMix64(seed: rng.next())
        h.adapter.performBatch(animated: Bool.random(using: &rng), updates: { batch in
            let old = controller.items
            let new = StressRun.edited(old, using: &box.value)
            controller.items = new
            let diff = List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 })
            batch.delete(in: controller, at: diff.deletes)
            batch.insert(in: controller, at: diff.inserts)
            for move in diff.moves { batch.move(in: controller, from: move.from, to: move.to) }
            if Int.random(in: 0..<8, using: &box.value) == 0 {
                // A batch started inside this one joins it.
                self.h.adapter.performBatch(animated: true, updates: { _ in }, completion: self.tracked(expecting: true))
            }
            // A reload names a surviving item by its index before the update,
            // wherever it lands (moved ones too).
            if let survivor = old.indices.filter({ !diff.deletes.contains($0) }).randomElement(using: &box.value) {
                batch.reload(in: controller, at: [survivor])
            }
        }, completion: tracked(expecting: true))
    }

    /// Rows the app edited and reloaded since its data source last changed
    /// otherwise: the adapter must show exactly these, even when a
    /// background diff that read older objects lands afterwards.
    private var reloaded: [String: Row] = [:]

    /// The app edits a row in its data source and reloads it in place
    /// (often while a background diff runs).
    private func reloadObject() {
        guard var row = h.adapter.objects.compactMap({ $0 as? Row }).randomElement(using: &rng) else { return }
        row.items = StressRun.edited(row.items, using: &rng)
        if let index = source.objects.firstIndex(where: { ($0 as? Row)?.id == row.id }) {
            source.objects[index] = row
            reloaded[row.id] = row
        }
        h.adapter.reloadObjects([row])
    }

    private func swapView() {
        let scheduler = h.scheduler
        view = HeadlessListView(visibleItemCount: 6, scheduler: scheduler)
        h.adapter.listView = view
    }

    /// A controller changes one item outside any batch.
    private func directItemChange() {
        guard let controller = randomRowController() else { return }
        if !controller.items.isEmpty && Bool.random(using: &rng) {
            let index = Int.random(in: controller.items.indices, using: &rng)
            controller.items.remove(at: index)
            h.adapter.delete(in: controller, at: [index])
        } else if let value = (0..<12).filter({ !controller.items.contains($0) }).randomElement(using: &rng) {
            let index = Int.random(in: 0...controller.items.count, using: &rng)
            controller.items.insert(value, at: index)
            h.adapter.insert(in: controller, at: [index])
        }
    }

    private func bindingUpdate() {
        guard let controller = h.adapter.objects.indices.lazy
            .compactMap({ self.h.adapter.sectionController(forSection: $0) as? PostController }).first
        else { return }
        let calledAtOnce = Box(true)
        let id = register(expected: nil)
        controller.update(animated: true) { [unowned self] finished in
            self.record(id, finished)
            if calledAtOnce.value != !finished { self.fail("binding update \(id): finished \(finished), at once \(calledAtOnce.value)") }
        }
        calledAtOnce.value = false
    }

    /// Scrolls: the view shows and recycles cells, and the display
    /// events drive the display handler and the working range.
    private func displayEvents() {
        if Bool.random(using: &rng) {
            view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
        } else if Int.random(in: 0..<4, using: &rng) == 0, let object = h.adapter.objects.randomElement(using: &rng) {
            h.adapter.scroll(to: object, animated: false)
        }
    }

    // MARK: Data

    private func randomObjects() -> [any ListDiffable] {
        (0..<Int.random(in: 0...10, using: &rng)).map { _ in randomObject() }
    }

    private func randomObject() -> any ListDiffable {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<6: return Row("r\(Int.random(in: 0..<10, using: &rng))", StressRun.edited([], using: &rng))
        case 6..<8:
            let ids = StressRun.edited([], using: &rng)
            return Post(id: "p\(Int.random(in: 0..<4, using: &rng))",
                        comments: ids.map { Comment(id: $0, text: ["x", "y"].randomElement(using: &rng)!) })
        default: return Banner(id: "b\(Int.random(in: 0..<3, using: &rng))", text: ["x", "y"].randomElement(using: &rng)!)
        }
    }

    /// A random change of a list of objects: some kept as they are, some
    /// with new contents, some dropped, some new (duplicates included),
    /// neighbours swapped.
    private func changed(_ objects: [any ListDiffable]) -> [any ListDiffable] {
        if Int.random(in: 0..<4, using: &rng) == 0 { return randomObjects() }
        var result: [any ListDiffable] = []
        for object in objects where Int.random(in: 0..<10, using: &rng) < 8 {
            if Int.random(in: 0..<4, using: &rng) == 0, var row = object as? Row {
                row.items = StressRun.edited(row.items, using: &rng)
                result.append(row)
            } else if Int.random(in: 0..<4, using: &rng) == 0, var post = object as? Post {
                post.comments = StressRun.edited(post.comments.map(\.id), using: &rng).map {
                    Comment(id: $0, text: ["x", "y"].randomElement(using: &rng)!)
                }
                result.append(post)
            } else {
                result.append(object)
            }
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            result.insert(randomObject(), at: Int.random(in: 0...result.count, using: &rng))
        }
        if result.count > 1, Bool.random(using: &rng) {
            let index = Int.random(in: 0..<(result.count - 1), using: &rng)
            result.swapAt(index, index + 1)
        }
        return result
    }

    /// Distinct small integers: some of `items` dropped, some added, a
    /// neighbour swap.
    nonisolated static func edited(_ items: [Int], using rng: inout SplitMix64) -> [Int] {
        var result = items.filter { _ in Int.random(in: 0..<4, using: &rng) != 0 }
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            guard let value = (0..<12).filter({ !result.contains($0) }).randomElement(using: &rng) else { break }
            result.insert(value, at: Int.random(in: 0...result.count, using: &rng))
        }
        if result.count > 1, Bool.random(using: &rng) {
            let index = Int.random(in: 0..<(result.count - 1), using: &rng)
            result.swapAt(index, index + 1)
        }
        return result
    }

    // MARK: Completions

    private func register(expected: Bool?, origin: String = #function) -> Int {
        nextCompletion += 1
        completions[nextCompletion] = (expected, [], origin)
        return nextCompletion
    }

    private func record(_ id: Int, _ finished: Bool) {
        completions[id]?.calls.append(finished)
    }

    private func tracked(expecting expected: Bool?, origin: String = #function) -> @MainActor (Bool) -> Void {
        let id = register(expected: expected, origin: origin)
        return { [unowned self] finished in self.record(id, finished) }
    }

    // MARK: Checks

    private func fail(_ message: String) {
        guard !failed else { return }
        failed = true
        XCTFail("seed \(seed): \(message)")
    }

    private func check(step: Int) {
        if h.log.recoveries > 0 { fail("step \(step): the view rejected a batch: \(h.log.steps.suffix(6))") }
        let model = h.adapter.sections(for: view)
        if view.sections != model { fail("step \(step): the view shows \(view.sections), the adapter has \(model)") }
        for (id, entry) in completions where entry.calls.count > 1 { fail("step \(step): completion \(id) ran \(entry.calls.count) times") }
        // The cells on screen are the items whose frames meet the viewport
        // (every item is a default row here), and the view corrected nothing.
        let top = view.contentOffset.y, bottom = top + view.size.height
        var inViewport: [IndexPath] = []
        for s in 0..<view.numberOfSections {
            for i in 0..<view.numberOfItems(inSection: s) {
                if let frame = view.frameForItem(at: [s, i]), frame.height > 0, frame.maxY > top, frame.minY < bottom {
                    inViewport.append([s, i])
                }
            }
        }
        if view.indexPathsForVisibleItems != inViewport {
            fail("step \(step): cells at \(view.indexPathsForVisibleItems), the viewport holds \(inViewport)")
        }
        if !view.faults.isEmpty { fail("step \(step): the view corrected \(view.faults)") }
        for case let shown as Row in h.adapter.objects {
            if let edit = reloaded[shown.id], shown != edit { fail("step \(step): reloaded \(edit) undone, the adapter shows \(shown): \(h.log.steps.suffix(8))") }
        }
    }

    /// Lets every queued update, diff and completion run.
    private func settle() async {
        for _ in 0..<50 {
            if let diff = h.updater.pendingDiff { await diff.value }
            h.scheduler.advance(by: 1)
            if !h.updater.hasPendingChanges && h.updater.transaction == nil && h.scheduler.pendingCount == 0 { return }
        }
        fail("did not settle: \(h.log.steps.suffix(6))")
    }

    private func finalCheck() {
        check(step: -1)
        let source = h.adapter.dataSource as? FeedSource
        let objects = source.map { h.adapter.uniqueObjects($0.objects) } ?? []
        let shown = h.adapter.objects.map { SectionMap.ObjectKey($0) }
        if shown != objects.map({ SectionMap.ObjectKey($0) }) { fail("the adapter shows \(shown), the data source has \(objects)") }
        for (object, shownObject) in zip(objects, h.adapter.objects) where !object.isEqual(toDiffableObject: shownObject) {
            fail("stale object \(shownObject), the data source has \(object)")
        }
        for (id, entry) in completions.sorted(by: { $0.key < $1.key }) {
            if entry.calls.count != 1 { fail("completion \(id) (\(entry.origin)) ran \(entry.calls.count) times") }
            if let expected = entry.expected, entry.calls.first != expected {
                fail("completion \(id) got \(entry.calls), expected \(expected)")
            }
        }
    }
}
