import Foundation
import ListKitTestSupport
import ListKitTesting
import ListTestSupport
import XCTest

/// The pipeline's concurrent paths under load, for ThreadSanitizer (CI runs
/// these under `--sanitize=thread`, see `.ci/run`): many change sets in
/// flight while the list scrolls and changes width, nodes whose measuring
/// reads state shared by every node, the main thread reading elements
/// (`nodeIfAllocated`, `measuredSize`, conversions, descriptions) while the
/// editing queue makes and measures them, and nodes measured on demand for
/// a `ViewportLayoutDelegate` as they come within the preload range. The
/// assertions are light (the end state); the point is the interleavings.
@MainActor
final class ListDataControllerStressTests: XCTestCase {
    func testManyChangeSetsInFlightWhileScrollingAndReadingElements() async {
        for seed in UInt64(1)...6 {
            await stress(seed: seed, onDemand: false)
        }
    }

    func testOnDemandMeasuringWithAViewportLayoutDelegate() async {
        for seed in UInt64(101)...106 {
            await stress(seed: seed, onDemand: true)
        }
    }

    private func stress(seed: UInt64, onDemand: Bool) async {
        var rng = SplitMix64(seed: seed)
        let queue = DispatchQueue(label: "stress.editing")
        let controller = ListDataController(editingQueue: queue)
        let style = StressStyle(lineHeights: (0..<4_096).map { CGFloat(16 + 4 * ($0 % 8)) })
        let dataSource = StressDataSource(style: style, sections: (0..<3).map { s in Array((s * 1_000)..<(s * 1_000 + 30)) })
        let view = HeadlessListView(size: CGSize(width: 320, height: 300))
        let delegate = ViewportLayoutDelegate(screenfuls: 1, estimatedSize: CGSize(width: 320, height: 30))
        if onDemand { controller.layoutDelegate = delegate }
        controller.dataSource = dataSource
        controller.listView = view
        var next = 10_000, suspended = false
        for _ in 0..<150 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<4:
                // An edit outside a batch, bundled with the others of the turn.
                let s = Int.random(in: 0..<dataSource.sections.count, using: &rng)
                if dataSource.sections[s].isEmpty || Bool.random(using: &rng) {
                    let i = Int.random(in: 0...dataSource.sections[s].count, using: &rng)
                    dataSource.sections[s].insert(next, at: i)
                    next += 1
                    try? controller.insertItems(at: [IndexPath(indexes: [s, i])])
                } else {
                    let i = Int.random(in: 0..<dataSource.sections[s].count, using: &rng)
                    dataSource.sections[s].remove(at: i)
                    try? controller.deleteItems(at: [IndexPath(indexes: [s, i])])
                }
            case 4:
                // Whole change sets: a block of rows inserted, then the last
                // row reloaded.
                let s = Int.random(in: 0..<dataSource.sections.count, using: &rng)
                let rows = (0..<Int.random(in: 1...6, using: &rng)).map { next + $0 }
                next += rows.count
                dataSource.sections[s].insert(contentsOf: rows, at: 0)
                var changes = ListDataController.ChangeSet()
                changes.insertItems(at: rows.indices.map { IndexPath(indexes: [s, $0]) })
                XCTAssertNoThrow(try controller.update(with: changes), "seed \(seed)")
                var reload = ListDataController.ChangeSet()
                reload.reloadItems(at: [IndexPath(indexes: [s, dataSource.sections[s].count - 1])])
                XCTAssertNoThrow(try controller.update(with: reload), "seed \(seed)")
            case 5:
                let top = max(0, view.contentSize.height - view.size.height)
                view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, top), using: &rng))
            case 6:
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    view.size = CGSize(width: [280, 320, 360].randomElement(using: &rng)!, height: 300)
                }
            case 7:
                if suspended { queue.resume() } else { queue.suspend() }
                suspended.toggle()
            case 8:
                for _ in 0..<Int.random(in: 1...4, using: &rng) { await Task.yield() }
            default:
                // The main thread reads for a while as the editing queue
                // works through what is in flight.
                let deadline = Date().addingTimeInterval(0.002)
                while Date() < deadline { readEverything(controller) }
            }
            readEverything(controller)
        }
        if suspended { queue.resume() }
        await waitUntil(seconds: 30) { controller.isIdle }
        XCTAssertTrue(controller.isIdle, "seed \(seed)")
        XCTAssertEqual(controller.visibleMap.itemCounts, dataSource.sections.map(\.count), "seed \(seed)")
        if onDemand {
            XCTAssertGreaterThan(controller.statistics.nodesMeasuredOnDemand, 0, "seed \(seed)")
        } else {
            XCTAssertEqual(controller.statistics.nodesMeasuredOnMainThread, 0, "seed \(seed)")
        }
        XCTAssertEqual(view.faults, [], "seed \(seed)")
    }

    /// What the main thread reads of elements the editing queue may be
    /// making and measuring at that moment.
    private func readEverything(_ controller: ListDataController) {
        var total: CGFloat = 0
        for element in controller.pendingMap.elements {
            if let node = element.nodeIfAllocated as? StressNode { total += CGFloat(node.id % 2) }
            total += element.measuredSize?.height ?? 0
            total += element.constrainedSize.width
            _ = element.description
        }
        for path in controller.listView?.indexPathsForVisibleItems ?? [] {
            _ = controller.pendingIndexPath(forVisible: path)
        }
        _ = total
    }
}

/// State every node reads while measuring, never written after it is made.
final class StressStyle: Sendable {
    let lineHeights: [CGFloat]
    init(lineHeights: [CGFloat]) { self.lineHeights = lineHeights }
}

/// A node whose height comes from the shared style.
final class StressNode: ListNode {
    let id: Int
    let style: StressStyle
    init(id: Int, style: StressStyle) {
        self.id = id
        self.style = style
    }
    /// Reads a stretch of the shared style: a line per 64 entries, the
    /// height the largest of them.
    func measure(constrainedTo size: CGSize) -> CGSize {
        var line: CGFloat = 0
        for i in stride(from: id % 64, to: style.lineHeights.count, by: 64) { line = max(line, style.lineHeights[i]) }
        return CGSize(width: size.width, height: line * CGFloat(1 + id % 3))
    }
}

@MainActor
final class StressDataSource: ListNodeDataSource {
    var sections: [[Int]]
    let style: StressStyle
    init(style: StressStyle, sections: [[Int]]) {
        self.style = style
        self.sections = sections
    }
    func numberOfSections(in controller: ListDataController) -> Int { sections.count }
    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int { sections[section].count }
    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        let id = sections[indexPath[0]][indexPath[1]], style = style
        return { StressNode(id: id, style: style) }
    }
}

