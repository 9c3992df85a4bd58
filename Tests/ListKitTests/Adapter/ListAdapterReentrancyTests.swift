import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Random section controllers that call back into the adapter from inside
/// its calls (`didUpdate(to:)`, `cellForItem`, `sizeForItem`, `willDisplay`):
/// updates, reloads, object reloads, selection, scrolling, item batches,
/// item changes outside a batch, data-source swaps and layout invalidation, amid random updates, scrolls,
/// interactive moves and background diffs. Once things settle the view
/// shows the data source's objects, every cell its item, and every
/// completion ran exactly once.
final class ListAdapterReentrancyTests: XCTestCase {
    /// `REENTRANCY_SEED=n swift test --filter ListAdapterReentrancyTests`
    /// replays one seed; `REENTRANCY_SEEDS=n` runs seeds 0..<n instead of 150.
    func testCallsBackInFromEveryCallback() async {
        let environment = ProcessInfo.processInfo.environment
        let only = environment["REENTRANCY_SEED"].flatMap(UInt64.init)
        let count = environment["REENTRANCY_SEEDS"].flatMap(UInt64.init) ?? 150
        for seed in 0..<count where only == nil || only == seed {
            let run = await MainActor.run { ReentrantRun(seed: seed) }
            for _ in 0..<25 {
                await MainActor.run { run.step() }
                if await MainActor.run(body: { run.coin() }) { await run.waitForTheDiff() }
                await MainActor.run { run.h.advance() }
            }
            await run.settle()
            await MainActor.run { run.h.adapter.performUpdates(animated: true, completion: run.tracked()) }
            await run.settle()
            await MainActor.run { run.check() }
        }
    }
}

@MainActor
final class ReentrantRun {
    let seed: UInt64
    let h: AdapterHarness
    private var rng: SplitMix64
    /// Calls back in still allowed in this step: a few, so that a step ends.
    private var budget = 0
    private var completions: [Int] = []
    private var log: [String] = []
    private let mover: ListAdapterHostileTests.Mover

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ 7)
        var configuration = ListAdapterUpdater.Configuration()
        if seed % 3 == 0 { configuration.backgroundDiffingThreshold = 1 }
        h = AdapterHarness([], configuration: configuration, visibleItemCount: 8, attach: false)
        mover = ListAdapterHostileTests.Mover(h.source)
        h.source.makeController = { [unowned self] _ in self.makeController() }
        h.source.objects = randomObjects()
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        h.adapter.moveDelegate = mover
    }

    func coin() -> Bool { Bool.random(using: &rng) }

    /// A completion that counts its calls.
    func tracked() -> @MainActor (Bool) -> Void {
        let id = completions.count
        completions.append(0)
        return { [unowned self] _ in self.completions[id] += 1 }
    }

    private func randomObjects() -> [any ListDiffable] {
        let ids = ["a", "b", "c", "d", "e", "f"].shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng))
        var objects: [any ListDiffable] = []
        for id in ids {
            var items: [Int] = []
            for _ in 0..<Int.random(in: 0...4, using: &rng) {
                let item = Int.random(in: 0..<6, using: &rng)
                if !items.contains(item) { items.append(item) }
            }
            objects.append(Row(id, items))
        }
        return objects
    }

    private func makeController() -> SectionController {
        let controller = HookController()
        controller.movable = true
        controller.onUpdate = { [unowned self] in self.maybeCallBack(from: "didUpdate", $0) }
        controller.onCell = { [unowned self] controller, _ in self.maybeCallBack(from: "cell", controller) }
        controller.onSize = { [unowned self] controller, _ in self.maybeCallBack(from: "size", controller) }
        controller.onDisplay = { [unowned self] controller, _ in self.maybeCallBack(from: "display", controller) }
        return controller
    }

    private func maybeCallBack(from place: String, _ controller: HookController) {
        guard budget > 0, Int.random(in: 0..<6, using: &rng) == 0 else { return }
        budget -= 1
        let call = Int.random(in: 0..<10, using: &rng)
        log.append("\(place) → \(call)")
        let context = controller.collectionContext
        switch call {
        case 0: h.adapter.performUpdates(animated: true, completion: tracked())
        case 1: h.adapter.reloadData(completion: tracked())
        case 2: if let object = h.source.objects.randomElement(using: &rng) { h.adapter.reloadObjects([object]) }
        case 3: context?.selectItem(at: Int.random(in: -1...3, using: &rng), sectionController: controller)
        case 4: context?.scroll(to: controller, at: 0, animated: false)
        case 5:
            context?.performBatch(animated: true, updates: { batch in
                guard !controller.items.isEmpty else { return }
                controller.items.removeLast()
                batch.delete(in: controller, at: [controller.items.count])
            }, completion: tracked())
        case 6:
            h.source.objects = randomObjects()
            h.adapter.performUpdates(animated: false, completion: tracked())
        case 7:
            h.adapter.dataSource = nil
            h.adapter.dataSource = h.source
        case 8:
            // An item change outside a batch: straight onto the view.
            guard !controller.items.isEmpty else { return }
            controller.items.removeLast()
            context?.delete(in: controller, at: [controller.items.count])
        default: context?.invalidateLayout(for: controller, completion: tracked())
        }
    }

    func step() {
        budget = 3
        let operation = Int.random(in: 0..<6, using: &rng)
        log.append("step \(operation)")
        switch operation {
        case 0, 1:
            h.source.objects = randomObjects()
            h.adapter.performUpdates(animated: coin(), completion: tracked())
        case 2: h.adapter.reloadData(completion: tracked())
        case 3: h.view.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...300, using: &rng)))
        case 4:
            let paths = h.view.indexPathsForVisibleItems
            if let from = paths.randomElement(using: &rng), let to = paths.randomElement(using: &rng) {
                _ = h.view.moveItemInteractively(from: from, to: to)
            }
        default: if let object = h.source.objects.randomElement(using: &rng) { h.adapter.reloadObjects([object]) }
        }
    }

    nonisolated func waitForTheDiff() async {
        if let diff = await MainActor.run(body: { h.updater.pendingDiff }) { await diff.value }
    }

    /// Runs everything due, diffs included, with no more calls back in.
    nonisolated func settle() async {
        for _ in 0..<10 {
            await waitForTheDiff()
            await MainActor.run {
                budget = 0
                h.advance()
            }
        }
    }

    func check() {
        let label = "seed \(seed), last steps \(log.suffix(12))"
        XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" },
                       h.adapter.uniqueObjects(h.source.objects).map { "\($0.diffIdentifier)" }, label)
        XCTAssertEqual(h.view.sections, h.expected, label)
        for cell in h.view.visibleCells {
            guard let path = h.view.indexPath(for: cell),
                  let controller = h.adapter.sectionController(forSection: path[0]) as? HookController
            else { continue }
            XCTAssertEqual((cell as? NumberCell)?.number, controller.items[path[1]], "\(label): cell at \(path)")
        }
        XCTAssertEqual(completions.filter { $0 != 1 }, [], "\(label): every completion runs once")
    }
}
