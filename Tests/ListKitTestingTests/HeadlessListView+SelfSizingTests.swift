import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Self-sizing cells, as `UICollectionViewFlowLayout` documents them
/// (`estimatedItemSize`, `preferredLayoutAttributesFitting(_:)`): with a
/// non-zero estimate, "cells that aren't onscreen are assumed to be the
/// estimated" size and the delegate is not asked for items' sizes; a cell
/// is asked for its size once each time it is configured for the screen
/// (coming on screen, or reconfigured there), given the layout's
/// attributes, and the layout takes it (the items after it and the content
/// size move); off screen an item keeps the last size its cell gave; a cell
/// asked for and sized that the new sizes push off screen is not
/// displayed. An invalidation puts the item back to the estimate and asks
/// its cell on screen again; a size that is negative or not finite is a
/// fault, and the size before stays.
final class HeadlessListViewSelfSizingTests: XCTestCase {
    final class SizingCell: HeadlessCell {
        var id = 0
        var height: CGFloat = 0
        var asked: (Int) -> Void = { _ in }
        override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
            asked(id)
            layoutAttributes.size.height = height
            return layoutAttributes
        }
    }

    @MainActor
    final class Source: HeadlessListViewDataSource, HeadlessListViewDelegate {
        var sections: [[Int]]
        var heights: [Int: CGFloat]
        var asks: [Int] = []
        /// The height each ask returned, by id (the last one).
        var reported: [Int: CGFloat] = [:]
        /// The ids whose cells were configured, in order.
        var configured: [Int] = []
        var events: [String] = []
        /// The display events with their cells: true for will display.
        var cellEvents: [(display: Bool, cell: ObjectIdentifier, id: Int)] = []
        var sizeAsks = 0
        /// How many times a section was laid out (its inset asked).
        var layouts = 0
        func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
            layouts += 1
            return view.sectionInset
        }
        init(_ sections: [[Int]], heights: [Int: CGFloat]) { (self.sections, self.heights) = (sections, heights) }
        func numberOfSections(in view: HeadlessListView) -> Int { sections.count }
        func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
            sections[indexPath[0]][indexPath[1]]
        }
        func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            view.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
            let cell = view.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath) as! SizingCell
            cell.id = sections[indexPath[0]][indexPath[1]]
            cell.height = heights[cell.id] ?? 44
            cell.asked = { [unowned self, unowned cell] in
                self.asks.append($0)
                self.reported[$0] = cell.height
            }
            configured.append(cell.id)
            return cell
        }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizeAsks += 1
            return CGSize(width: 320, height: 1)
        }
        func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("+\((cell as! SizingCell).id)")
            cellEvents.append((true, ObjectIdentifier(cell), (cell as! SizingCell).id))
        }
        func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("-\((cell as! SizingCell).id)")
            cellEvents.append((false, ObjectIdentifier(cell), (cell as! SizingCell).id))
        }
    }

    @MainActor
    static func view(_ source: Source, height: CGFloat = 100) -> HeadlessListView {
        let view = HeadlessListView(size: CGSize(width: 320, height: height), scheduleCompletion: { $0() })
        view.estimatedItemSize = CGSize(width: 320, height: 50)
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    @MainActor
    static func tops(_ view: HeadlessListView, _ count: Int) -> [CGFloat] {
        (0..<count).map { view.frameForItem(at: [0, $0])!.minY }
    }

    /// Five items of heights 30, 80, 50, 20, 60 in a view 100 tall, all
    /// estimated at 50. Opening: items 0 and 1 are on screen at the
    /// estimate (0–50, 50–100), sized to 30 and 80 (0–30, 30–110), and
    /// nothing else comes: content 30 + 80 + 3 × 50 = 260. Scrolled to
    /// 100: items 1 to 3 at first (item 2 keeps 50, item 3 takes 20), which
    /// brings item 4 (60): content 240.
    func testCellsSizeThemselvesAsTheyComeOnScreen() async {
        await MainActor.run {
            let source = Source([[0, 1, 2, 3, 4]], heights: [0: 30, 1: 80, 2: 50, 3: 20, 4: 60])
            let view = Self.view(source)
            XCTAssertEqual(source.asks, [0, 1])
            XCTAssertEqual(source.events, ["+0", "+1"])
            XCTAssertEqual(Self.tops(view, 5), [0, 30, 110, 160, 210])
            XCTAssertEqual(view.contentSize.height, 260)
            XCTAssertEqual(source.sizeAsks, 0, "self-sizing, the delegate is not asked for sizes")

            view.contentOffset = CGPoint(x: 0, y: 100)
            XCTAssertEqual(source.asks, [0, 1, 2, 3, 4])
            XCTAssertEqual(source.events, ["+0", "+1", "-0", "+2", "+3", "+4"])
            XCTAssertEqual(Self.tops(view, 5), [0, 30, 110, 160, 180])
            XCTAssertEqual(view.contentSize.height, 240)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 1], [0, 2], [0, 3], [0, 4]])

            view.contentOffset = .zero
            XCTAssertEqual(source.asks, [0, 1, 2, 3, 4, 0], "item 0's cell, configured again, is asked again; item 1 stayed")
            XCTAssertEqual(source.events, ["+0", "+1", "-0", "+2", "+3", "+4", "-2", "-3", "-4", "+0"])
            XCTAssertEqual(view.cellForItem(at: [0, 0])?.frame, CGRect(x: 0, y: 0, width: 320, height: 30))
        }
    }

    /// Item 0 grows from 30 to 150 when it is reconfigured: asked again, it
    /// pushes item 1 (30–110 before) off the 100-point screen; item 1 ends
    /// displaying. Invalidating item 0 puts it back to the estimate until
    /// its cell, still on screen, is asked again at the next display.
    func testAReconfigureAsksAgainAndPushesItemsOffScreen() async throws {
        try await MainActor.run {
            let source = Source([[0, 1, 2]], heights: [0: 30, 1: 80, 2: 50])
            let view = Self.view(source)
            source.heights[0] = 150
            var batch = BatchUpdate()
            batch.itemReconfigures = [[0, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(source.asks, [0, 1, 0])
            XCTAssertEqual(Self.tops(view, 3), [0, 150, 230])
            XCTAssertEqual(source.events, ["+0", "+1", "-1"])
            XCTAssertEqual(view.contentSize.height, 280)
        }
    }

    /// Cells asked for and sized, then pushed off screen before they show,
    /// go back to their pool, each once, so the next scroll reuses each of
    /// them once and creates none. Doing the same steps again must reuse
    /// the same cells in the same order. Items 0 to 7 are estimated at 10
    /// points in a view 80 tall, and item 0 takes 80, which pushes items 1
    /// to 7 off screen. A scroll to 80 then shows items 1 to 8 at 10 points
    /// each: seven of them get the seven pooled cells, and one more cell is
    /// created.
    func testCellsPushedOffBeforeShowingArePooledOnceInTheOrderAsked() async {
        await MainActor.run {
            var orders = Set<[Int]>()
            for _ in 0..<20 {
                let source = Source([Array(0..<30)], heights: [0: 80])
                for id in 1..<30 { source.heights[id] = 10 }
                let view = HeadlessListView(size: CGSize(width: 320, height: 80), scheduleCompletion: { $0() })
                view.estimatedItemSize = CGSize(width: 320, height: 10)
                view.dataSource = source
                view.delegate = source
                view.layoutIfNeeded()
                XCTAssertEqual(source.events, ["+0"])
                XCTAssertEqual(view.createdViewCount, 8)
                // The item each cell was first made for, by cell.
                var firstItem: [ObjectIdentifier: Int] = [:]
                for (cell, id) in view.pools["cell|sizing"]!.map({ (ObjectIdentifier($0), ($0 as! SizingCell).id) }) {
                    firstItem[cell] = id
                }
                source.cellEvents = []
                view.contentOffset = CGPoint(x: 0, y: 80)
                let reused = source.cellEvents.filter(\.display).compactMap { firstItem[$0.cell] }
                XCTAssertEqual(reused.sorted(), Array(1...7), "each pooled cell reused once")
                XCTAssertEqual(view.createdViewCount, 9)
                orders.insert(reused)
            }
            XCTAssertEqual(orders.count, 1, "the same steps reuse the same cells in the same order: \(orders)")
        }
    }

    /// The reconfigured items on screen are asked for again in index-path
    /// order, the order in which the view shows and ends its views. The
    /// reconfigures here are listed out of order. Their cells are asked for
    /// again in index-path order, and then asked for their sizes in the
    /// same order. Twenty fresh views give the same order.
    func testReconfiguredCellsAreAskedForInIndexPathOrder() async throws {
        try await MainActor.run {
            for _ in 0..<20 {
                let source = Source([Array(0..<6)], heights: [:])
                for id in 0..<6 { source.heights[id] = 20 }
                let view = Self.view(source, height: 200)
                source.configured = []
                source.asks = []
                var batch = BatchUpdate()
                batch.itemReconfigures = [[0, 4], [0, 1], [0, 5], [0, 3]]
                try view.performBatchUpdates(batch, updateData: {}, completion: nil)
                XCTAssertEqual(source.configured, [1, 3, 4, 5])
                XCTAssertEqual(source.asks, [1, 3, 4, 5])
            }
        }
    }

    /// Cells of zero height never fill the screen, so every item is asked
    /// for its size; each pass used to reveal only a screenful more and lay
    /// the section out again (4,000 items: about 200 layouts of 4,000
    /// items). Past a few passes the band sized looks ahead twice as far
    /// each time: the section is laid out O(log items) times more.
    func testZeroHeightCellsTakeLogarithmicallyManyPasses() async {
        await MainActor.run {
            let count = 4_000
            let source = Source([Array(0..<count)], heights: Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, 0) }))
            let view = Self.view(source, height: 880)
            XCTAssertEqual(Set(source.asks).count, count, "every item asked, none on screen")
            XCTAssertEqual(source.asks.count, count, "each once")
            XCTAssertEqual(view.contentSize.height, 0)
            XCTAssertTrue(view.indexPathsForVisibleItems.isEmpty)
            // A first layout, 8 passes on screen, then about log2(4000 / 20) more.
            XCTAssertLessThanOrEqual(source.layouts, 24, "\(source.layouts) layouts")
        }
    }

    /// A cell whose size changes every time it is asked cannot make the
    /// layout loop: each cell is asked once per configuration, so a display
    /// settles after one ask per cell that comes on screen.
    func testACellThatChangesItsMindDoesNotLoop() async {
        await MainActor.run {
            final class Fickle: HeadlessCell {
                static var asks = 0
                override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
                    Self.asks += 1
                    layoutAttributes.size.height = CGFloat(10 + 37 * (Self.asks % 5))
                    return layoutAttributes
                }
            }
            @MainActor final class FickleSource: HeadlessListViewDataSource {
                func numberOfSections(in view: HeadlessListView) -> Int { 1 }
                func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 100 }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
                    view.register(Fickle.self, forCellWithReuseIdentifier: "fickle")
                    return view.dequeueReusableCell(withReuseIdentifier: "fickle", for: indexPath)!
                }
            }
            Fickle.asks = 0
            let source = FickleSource()
            let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduleCompletion: { $0() })
            view.estimatedItemSize = CGSize(width: 320, height: 50)
            view.dataSource = source
            view.layoutIfNeeded()
            XCTAssertEqual(Fickle.asks, view.cellRequestCount, "one ask per cell asked for")
            let shown = view.indexPathsForVisibleItems
            XCTAssertFalse(shown.isEmpty)
            let asksBefore = Fickle.asks
            view.layoutIfNeeded()
            view.contentOffset = view.contentOffset
            XCTAssertEqual(Fickle.asks, asksBefore, "nothing asks again while nothing changes")
            XCTAssertEqual(view.indexPathsForVisibleItems, shown)
        }
    }

    /// A size that is not finite, or negative, is a fault; the item keeps
    /// the estimate.
    func testAnInvalidSizeIsAFaultAndKeepsTheEstimate() async {
        await MainActor.run {
            let source = Source([[0, 1]], heights: [0: .nan, 1: -5])
            let view = Self.view(source)
            XCTAssertEqual(view.faults, [.invalidSize([0, 0], kind: nil), .invalidSize([0, 1], kind: nil)])
            XCTAssertEqual(Self.tops(view, 2), [0, 50])
            XCTAssertEqual(source.asks, [0, 1])
        }
    }

    /// Seeded scrolls, batches (items and sections deleted, inserted,
    /// moved; items reconfigured) and invalidations, against a model that
    /// knows only what the rules say: an item has the size its cell last
    /// gave from the first ask until it is invalidated or arrives anew (the
    /// estimate otherwise); every frame is the plain flow model's over those
    /// sizes; every item on screen has its own size; each item is asked as
    /// many times in a step as its cell was configured, plus at most once
    /// when it was invalidated on screen; and display events pair up (by
    /// cell), ending on the items on screen.
    func testRandomStepsKeepTheRules() async throws {
        try await MainActor.run {
            let estimate = CGSize(width: 320, height: 50)
            for seed in UInt64(1)...60 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...10, using: &rng)
                func randomHeight() -> CGFloat { [0, 20, 50, 75, 130].randomElement(using: &rng)! }
                var heights: [Int: CGFloat] = [:]
                for id in list.sections.flatMap(\.items) { heights[id] = randomHeight() }
                let source = Source(list.sections.map(\.items), heights: heights)
                let view = Self.view(source, height: 150)
                var known = Set(source.asks), displayed: [ObjectIdentifier: Int] = [:]
                for event in source.cellEvents { displayed[event.cell] = event.id }
                source.cellEvents = []
                for step in 0..<40 {
                    let context = "seed \(seed), step \(step)"
                    source.asks = []
                    source.configured = []
                    var invalidatedOnScreen: Int?
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0..<4:
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    case 4..<7:
                        let old = try list.snapshot()
                        var next = list
                        next.edit(using: &rng, movingSections: true)
                        for id in Set(next.sections.flatMap(\.items)).subtracting(list.sections.flatMap(\.items)) {
                            source.heights[id] = randomHeight()
                        }
                        var batch = try next.snapshot().batchUpdate(from: old)
                        // New to the view: inserted items and those of inserted sections.
                        for path in batch.itemInserts { known.remove(next.sections[path[0]].items[path[1]]) }
                        for section in batch.sectionInserts { known.subtract(next.sections[section].items) }
                        // A kept item reconfigured, its height changed.
                        let kept = list.sections.enumerated().flatMap { s, section in
                            section.items.indices.map { makeIndexPath(s, $0) }
                        }.filter { path in
                            let id = list.sections[path[0]].items[path[1]]
                            return next.sections.contains { $0.items.contains(id) }
                                && !batch.itemDeletes.contains(path) && !batch.sectionDeletes.contains(path[0])
                                && !batch.itemMoves.contains { $0.from == path }
                                && !batch.sectionMoves.contains { $0.from == path[0] }
                        }
                        if let path = kept.randomElement(using: &rng) {
                            batch.itemReconfigures = [path]
                            source.heights[list.sections[path[0]].items[path[1]]] = randomHeight()
                        }
                        try view.performBatchUpdates(batch, updateData: {
                            list = next
                            source.sections = next.sections.map(\.items)
                        }, completion: nil)
                    default:
                        let all = list.indexPaths
                        guard let path = all.randomElement(using: &rng) else { continue }
                        let id = list.sections[path[0]].items[path[1]]
                        known.remove(id)
                        if displayed.values.contains(id) { invalidatedOnScreen = id }
                        view.invalidateLayout(at: [path])
                    }
                    var expectedAsks: [Int: Int] = [:]
                    for id in source.configured { expectedAsks[id, default: 0] += 1 }
                    var asks: [Int: Int] = [:]
                    for id in source.asks { asks[id, default: 0] += 1 }
                    // Invalidated on screen: its cell is asked again when the item is
                    // still on screen at the estimate (a shorter item may leave the top):
                    // once at most; the check below that every item on screen has its
                    // size says when it must have been.
                    if let id = invalidatedOnScreen, asks[id, default: 0] == expectedAsks[id, default: 0] + 1 {
                        expectedAsks[id, default: 0] += 1
                    }
                    XCTAssertEqual(asks, expectedAsks, "\(context): asks against configurations")
                    known.formUnion(source.asks)

                    let data = list.sections.map { section in
                        (header: CGSize.zero, footer: CGSize.zero, inset: ListEdgeInsets.zero, line: CGFloat(0),
                         interitem: CGFloat(0),
                         sizes: section.items.map { known.contains($0) ? CGSize(width: 320, height: source.reported[$0]!) : estimate })
                    }
                    let model = HeadlessFlowLayoutRandomTests.verticalModel(data, width: 320)
                    XCTAssertEqual(view.contentSize.height, model.height, context)
                    let top = view.contentOffset.y
                    for (s, frames) in model.items.enumerated() {
                        for (i, frame) in frames.enumerated() {
                            XCTAssertEqual(view.frameForItem(at: [s, i]), frame, "\(context), item \([s, i])")
                            if frame.height > 0 && frame.maxY > top && frame.minY < top + 150 {
                                XCTAssertTrue(known.contains(list.sections[s].items[i]), "\(context): \([s, i]) on screen, not sized")
                            }
                        }
                    }
                    // Paired by cell: in a batch an item that moves across sections
                    // arrives anew (its new cell shows before its old one ends).
                    for event in source.cellEvents {
                        if event.display {
                            XCTAssertNil(displayed.updateValue(event.id, forKey: event.cell), "\(context): +\(event.id) twice")
                        } else {
                            XCTAssertEqual(displayed.removeValue(forKey: event.cell), event.id, "\(context): -\(event.id) without a display")
                        }
                    }
                    source.cellEvents = []
                    let visible = Set(view.indexPathsForVisibleItems.map { list.sections[$0[0]].items[$0[1]] })
                    XCTAssertEqual(Set(displayed.values), visible, context)
                }
            }
        }
    }
}
