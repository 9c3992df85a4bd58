import Foundation
import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Data prefetching as `UICollectionViewDataSourcePrefetching` promises it
/// (Apple's documentation): `prefetchItemsAt` names items "likely to display
/// in the near future", never cells required immediately;
/// `cancelPrefetchingForItemsAt` cancels earlier prefetches as items scroll
/// out of view; `isPrefetchingEnabled` false disables data prefetching. The
/// band's reach and direction are the headless view's own, documented
/// choice (see `HeadlessListView.prefetchMargin`).
final class HeadlessListViewPrefetchingTests: XCTestCase {
    typealias Model = HeadlessListViewCellsTests.Model
    typealias Log = HeadlessListViewCellsTests.Log

    /// Records the calls, and checks that none comes from inside an update.
    @MainActor
    final class Recorder: HeadlessListViewDataSourcePrefetching {
        enum Call: Equatable, CustomStringConvertible {
            case prefetch([Int])
            case cancel([Int])
            var description: String {
                switch self {
                case .prefetch(let items): return "prefetch \(items)"
                case .cancel(let items): return "cancel \(items)"
                }
            }
        }
        var calls: [Call] = []
        var nested = 0
        func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
            if view.isUpdating { nested += 1 }
            calls.append(.prefetch(indexPaths.map { $0[1] }))
        }
        func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            if view.isUpdating { nested += 1 }
            calls.append(.cancel(indexPaths.map { $0[1] }))
        }
        /// The calls so far, cleared.
        func take() -> [Call] {
            defer { calls = [] }
            return calls
        }
    }

    /// A view of 10 default rows (440 points) over one section of `count`
    /// items with ids 0..<count, `recorder` its prefetch data source, not
    /// laid out yet.
    @MainActor
    static func view(_ model: Model, _ log: Log, _ recorder: Recorder) -> HeadlessListView {
        let view = HeadlessListView(visibleItemCount: 10, scheduleCompletion: { $0() })
        view.dataSource = model
        view.delegate = log
        view.prefetchDataSource = recorder
        return view
    }

    static func rows(_ range: ClosedRange<Int>) -> [Int] { Array(range) }

    /// Rule: the band is one screenful past the viewport in the direction
    /// of the last scroll (down before any scroll); items entering it and
    /// not on screen are prefetched once, in index-path order; an item that
    /// comes on screen is never cancelled; turning back cancels what was
    /// prefetched and not displayed, and prefetches the band above.
    func testScrollingDownThenUpPrefetchesAheadAndCancelsWhatWasNotShown() async {
        await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<100)]), log = Log(), recorder = Recorder()
            let view = Self.view(model, log, recorder)
            XCTAssertEqual(recorder.take(), [], "nothing before the first layout pass")
            view.layoutIfNeeded()
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...19))], "the screenful below rows 0-9")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(10...19))
            view.contentOffset = CGPoint(x: 0, y: 44 * 5)  // rows 5-14 on screen, band 15-24
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(20...24))], "15-19 already prefetched; 10-14 shown")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(15...24))
            view.contentOffset = CGPoint(x: 0, y: 44 * 5 + 10)  // down a little: row 15 shows
            XCTAssertEqual(recorder.take(), [.prefetch([25])])
            view.contentOffset = CGPoint(x: 0, y: 44 * 2)  // up: rows 2-11 on screen, band above: 0-1
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(16...25)), .prefetch([0, 1])],
                           "cancelled: prefetched, never shown; 10-15 were shown and are not cancelled")
            view.contentOffset = .zero  // rows 0-1 come on screen: no longer outstanding, nothing to cancel
            XCTAssertEqual(recorder.take(), [])
            XCTAssertEqual(view.indexPathsForPrefetchedItems, [])
            view.contentOffset = CGPoint(x: 0, y: 44)  // down again: the band below
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(11...20))])
            XCTAssertEqual(recorder.nested, 0, "never from inside an update")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: an update that leaves the offset as it was keeps the direction;
    /// the margin is in screenfuls and can be changed, which cancels what
    /// leaves the band or prefetches what enters it at once; zero turns it
    /// off. At the end of the content nothing more is named.
    func testTheMarginAndTheEndOfTheContent() async {
        await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<30)]), log = Log(), recorder = Recorder()
            let view = Self.view(model, log, recorder)
            view.prefetchMargin = 0.5
            view.layoutIfNeeded()
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...14))], "half a screenful: 5 rows")
            view.prefetchMargin = 1.5
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(15...24))])
            view.prefetchMargin = 0.3  // 132 points: rows 10-12
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(13...24))])
            view.prefetchMargin = -1
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(10...12))], "a negative margin counts as zero")
            view.prefetchMargin = 2
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...29))], "two screenfuls, cut at the end")
            view.contentOffset = CGPoint(x: 0, y: 44 * 15)  // rows 15-24 shown; the band below holds 25-29
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(10...14))], "passed without being shown")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(25...29))
            view.invalidateLayout(at: [[0, 0]])  // an update at the same offset: same direction, same band
            XCTAssertEqual(recorder.take(), [])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule (`isPrefetchingEnabled`, `prefetchDataSource`): prefetching off
    /// names nothing; turning it off cancels what is outstanding, turning it
    /// on prefetches the band at once. A view without a prefetch data source
    /// calls nothing; a new one hears the band at once.
    func testDisabledPrefetchingAndNoPrefetchDataSource() async {
        await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<100)]), log = Log(), recorder = Recorder()
            let view = Self.view(model, log, recorder)
            XCTAssertTrue(view.isPrefetchingEnabled, "on by default, as UIKit")
            view.isPrefetchingEnabled = false
            view.layoutIfNeeded()
            view.contentOffset = CGPoint(x: 0, y: 44 * 20)
            XCTAssertEqual(recorder.take(), [])
            view.isPrefetchingEnabled = true
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(30...39))], "the band below: the last scroll was down")
            view.isPrefetchingEnabled = false
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(30...39))])
            view.contentOffset = CGPoint(x: 0, y: 44 * 10)
            XCTAssertEqual(recorder.take(), [])
            view.isPrefetchingEnabled = true
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(0...9))], "the last scroll was up")
            view.prefetchDataSource = nil
            view.contentOffset = CGPoint(x: 0, y: 0)
            XCTAssertEqual(recorder.take(), [], "no prefetch data source, no call (and no cancel: it was let go)")
            view.contentOffset = CGPoint(x: 0, y: 44 * 30)
            let other = Recorder()
            view.prefetchDataSource = other
            XCTAssertEqual(other.take(), [.prefetch(Self.rows(40...49))])
            XCTAssertEqual(recorder.take(), [])
        }
    }

    /// Rule: a batch carries prefetched items to their new index paths. An
    /// insert above shifts them: those pushed out of the band are cancelled
    /// at their new paths, the rows pushed off screen into it prefetched.
    /// A deleted prefetched item is dropped without a cancel (the data
    /// source deleted it): no later call names it, nor its old path.
    func testBatchesShiftAndDropPrefetchedItems() async throws {
        try await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<100)]), log = Log(), recorder = Recorder()
            let view = Self.view(model, log, recorder)
            view.layoutIfNeeded()
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...19))])
            var insert = BatchUpdate()
            insert.itemInserts = [[0, 0], [0, 1]]
            try view.performBatchUpdates(insert, updateData: {
                model.data = [HeadlessListView.Section(id: "s", items: [100, 101] + (0..<100).map { AnyHashable($0) })]
            }, completion: nil)
            // Ids 10-19 are now rows 12-21; the band is rows 10-19: ids 8-17.
            XCTAssertEqual(recorder.take(), [.cancel([20, 21]), .prefetch([10, 11])],
                           "ids 18-19 leave at their new paths; ids 8-9, pushed off screen, enter")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(10...19))
            var delete = BatchUpdate()
            delete.itemDeletes = [[0, 14]]  // id 12, prefetched
            try view.performBatchUpdates(delete, updateData: {
                model.data[0].items.remove(at: 14)
            }, completion: nil)
            XCTAssertEqual(recorder.take(), [.prefetch([19])], "id 12 dropped; id 18 moves up into the band")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(10...19))
            view.contentOffset = CGPoint(x: 0, y: 44 * 40)
            XCTAssertEqual(recorder.take(), [.cancel(Self.rows(10...19)), .prefetch(Self.rows(50...59))],
                           "the cancel names the survivors at their paths now")
            XCTAssertEqual(recorder.nested, 0, "never from inside the batch")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: a moved item follows its move: moved out of the band it is
    /// cancelled at its new index path; moved on screen it is displayed,
    /// and never cancelled; an item moved off screen into the band is
    /// prefetched. (Interactive moves: the randomized test.) A reload drops
    /// every prefetched item (new data) and prefetches the band again.
    func testMovesFollowTheirItemsAndAReloadStartsAgain() async throws {
        try await MainActor.run {
            let model = Model([HeadlessListViewCellsTests.section("s", 0..<100)]), log = Log(), recorder = Recorder()
            let view = Self.view(model, log, recorder)
            view.layoutIfNeeded()
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...19))])
            @MainActor func move(_ from: Int, _ to: Int) throws {
                var batch = BatchUpdate()
                batch.itemMoves = [List.MoveIndexPath(from: [0, from], to: [0, to])]
                try view.performBatchUpdates(batch, updateData: {
                    let item = model.data[0].items.remove(at: from)
                    model.data[0].items.insert(item, at: to)
                }, completion: nil)
            }
            try move(12, 30)  // out of the band: ids 13-19 move up, id 20 enters at row 19
            XCTAssertEqual(recorder.take(), [.cancel([30]), .prefetch([19])])
            log.events = []
            try move(15, 3)  // id 16 comes on screen; id 9 is pushed to row 10
            XCTAssertEqual(log.events, ["+16", "-10"], "id 9 ends at its new row")
            XCTAssertEqual(recorder.take(), [.prefetch([10])], "id 16 is shown, not cancelled; id 9 enters")
            XCTAssertEqual(view.indexPathsForPrefetchedItems.map { $0[1] }, Self.rows(10...19))
            view.reloadData()
            XCTAssertEqual(recorder.take(), [.prefetch(Self.rows(10...19))], "new items: no cancel, prefetched again")
            XCTAssertEqual(recorder.nested, 0)
            XCTAssertEqual(view.faults, [])
        }
    }
}

// MARK: Randomized, against a plain model

extension HeadlessListViewPrefetchingTests {
    /// An independent model of the rules: every frame worked out by brute
    /// force from the items' heights (full-width rows, no headers), the band
    /// from the offset, the viewport and the direction of the last scroll;
    /// it is the view's data source, delegate and prefetch data source, and
    /// checks each call as it comes.
    @MainActor
    final class Oracle: SectionsDataSource, HeadlessListViewDelegate, HeadlessListViewDataSourcePrefetching {
        var list: RandomSections
        var data: [HeadlessListView.Section] = []
        var heights: [Int: CGFloat] = [:]
        /// The ids prefetched and not displayed, cancelled nor deleted since.
        var outstanding: Set<Int> = []
        var failures: [String] = []
        var context = ""
        var lastOffset: CGFloat = 0
        var towardsEnd = true
        var enabled = true
        var margin: CGFloat = 1
        /// With a compositional layout: the columns and row height of the
        /// section at an index (the rows of a section all alike), in place
        /// of the items' own heights in one column.
        var shape: ((Int) -> (columns: Int, height: CGFloat))?

        init(_ list: RandomSections) {
            self.list = list
            data = list.data
        }

        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        /// The id at `path`; -1 for a path of no item (a stale one).
        func id(at path: IndexPath) -> Int {
            guard path.count == 2, data.indices.contains(path[0]), data[path[0]].items.indices.contains(path[1])
            else { return -1 }
            return data[path[0]].items[path[1]] as! Int
        }

        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: view.size.width, height: heights[id(at: indexPath)]!)
        }
        func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            outstanding.remove(id(at: indexPath))
        }
        func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
            list.moveItem(from: source, to: destination)
            data = list.data
        }

        /// The direction rule: the last change of the offset.
        func noteOffset(_ view: HeadlessListView) {
            let y = view.contentOffset.y
            if y > lastOffset { towardsEnd = true } else if y < lastOffset { towardsEnd = false }
            lastOffset = y
        }

        /// Whether the item `id` is on screen, and whether it is in the band.
        func place(of id: Int, in view: HeadlessListView) -> (visible: Bool, inBand: Bool) {
            var top: CGFloat = 0
            for (s, section) in data.enumerated() {
                if let shape, !section.items.contains(where: { $0 as! Int == id }) {
                    let (columns, h) = shape(s)
                    top += CGFloat((section.items.count + columns - 1) / columns) * h
                    continue
                }
                for (k, item) in section.items.enumerated() {
                    var h = heights[item as! Int]!
                    if let shape {
                        let (columns, rowHeight) = shape(s)
                        h = rowHeight
                        // Columns: the next row starts once a row is full.
                        if k % columns != 0 { top -= h }
                    }
                    if item as! Int == id {
                        let y = view.contentOffset.y, height = view.size.height
                        let reach = height * margin
                        let (low, high) = towardsEnd ? (y + height, y + height + reach) : (y - reach, y)
                        func overlaps(_ a: CGFloat, _ b: CGFloat) -> Bool { h > 0 && top + h > a && top < b }
                        return (overlaps(y, y + height), overlaps(low, high))
                    }
                    top += h
                }
            }
            return (false, false)
        }

        /// The ids the view should have outstanding now.
        func expected(in view: HeadlessListView) -> Set<Int> {
            guard enabled else { return [] }
            var ids = Set<Int>()
            for section in data {
                for item in section.items {
                    let place = place(of: item as! Int, in: view)
                    if place.inBand && !place.visible { ids.insert(item as! Int) }
                }
            }
            return ids
        }

        func check(_ view: HeadlessListView, _ indexPaths: [IndexPath], _ name: String) {
            if view.isUpdating { failures.append("\(context): \(name) from inside an update") }
            if indexPaths.isEmpty { failures.append("\(context): empty \(name)") }
            for (a, b) in zip(indexPaths, indexPaths.dropFirst()) where !(a < b) {
                failures.append("\(context): \(name) not in index-path order: \(indexPaths)")
            }
        }

        func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
            noteOffset(view)
            check(view, indexPaths, "prefetch")
            for path in indexPaths {
                let id = id(at: path), place = place(of: id, in: view)
                if !place.inBand || place.visible { failures.append("\(context): prefetched \(path) (id \(id)) \(place)") }
                if !outstanding.insert(id).inserted { failures.append("\(context): prefetched \(path) (id \(id)) twice") }
            }
        }

        func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            noteOffset(view)
            check(view, indexPaths, "cancel")
            for path in indexPaths {
                let id = id(at: path), place = place(of: id, in: view)
                if outstanding.remove(id) == nil {
                    failures.append("\(context): cancelled \(path) (id \(id)), not prefetched or shown since")
                }
                if enabled && place.inBand && !place.visible { failures.append("\(context): cancelled \(path) in the band") }
            }
        }
    }

    /// Random scrolls (both ways, past the ends too), batches (deletes,
    /// inserts, moves across sections), interactive moves, new heights of
    /// the viewport, margins and prefetching turned off and on: every call
    /// is checked by the model as it comes (a prefetched item was in the
    /// band and not on screen, and not outstanding already; a cancelled one
    /// was outstanding: prefetched and not displayed since; index-path
    /// order, never empty, never inside an update), and after each step the
    /// items outstanding are exactly the band's items not on screen.
    func testRandomScrollsAndBatchesKeepThePrefetchRules() async throws {
        try await Self.runRandom(compositional: false)
    }

    /// The same rules with a compositional layout: each section a grid of
    /// one or two columns of rows of one height (zero for some), given by
    /// a section provider by the section's index; the model places the
    /// items in rows by their index in their section.
    func testRandomScrollsAndBatchesKeepThePrefetchRulesWithACompositionalLayout() async throws {
        try await Self.runRandom(compositional: true)
    }

    /// The same rules with IGListKit's layout: rows as wide as the view, so
    /// each item starts a row, as the model places them.
    func testRandomScrollsAndBatchesKeepThePrefetchRulesWithIGListKitsLayout() async throws {
        try await Self.runRandom(compositional: false, rows: true)
    }

    static func runRandom(compositional: Bool, rows: Bool = false) async throws {
        try await MainActor.run {
            for seed in UInt64(1)...80 {
                var rng = SplitMix64(seed: seed)
                let oracle = Oracle(RandomSections(items: 0...30, using: &rng))
                let shapes = (0..<5).map { _ in (columns: Int.random(in: 1...2, using: &rng), height: CGFloat(Int.random(in: 0...4, using: &rng) * 20)) }
                if compositional { oracle.shape = { shapes[$0 % shapes.count] } }
                @MainActor func measure() {
                    for section in oracle.data {
                        for item in section.items where oracle.heights[item as! Int] == nil {
                            oracle.heights[item as! Int] = CGFloat(Int.random(in: 0...4, using: &rng) * 20)
                        }
                    }
                }
                measure()
                let view = HeadlessListView(size: CGSize(width: 320, height: 200), scheduleCompletion: { $0() })
                view.dataSource = oracle
                view.delegate = oracle
                view.prefetchDataSource = oracle
                if rows {
                    view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
                }
                if compositional {
                    view.compositionalLayout = ListCompositionalLayout { section, _ in
                        let (columns, height) = shapes[section % shapes.count]
                        let item = ListLayoutItem(layoutSize: ListLayoutSize(
                            widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                        return ListLayoutSection(group: .horizontal(
                            layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                            subitems: [item]))
                    }
                }
                view.layoutIfNeeded()
                for step in 0..<40 {
                    oracle.context = "seed \(seed), step \(step)"
                    switch Int.random(in: 0..<12, using: &rng) {
                    case 0...3:
                        let y = view.contentOffset.y + CGFloat(Int.random(in: -300...300, using: &rng))
                        view.contentOffset = CGPoint(x: 0, y: max(-50, min(y, view.contentSize.height)))
                    case 4:
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    case 5, 6:
                        let old = try oracle.list.snapshot()
                        oracle.list.edit(using: &rng, movingSections: true)
                        let batch = try oracle.list.snapshot().batchUpdate(from: old, moves: .minimal)
                        // What the batch deletes (items, sections, reloads: a
                        // reloaded item is a new one) is dropped, never named again.
                        var gone = Set<Int>()
                        for path in batch.itemDeletes + batch.itemReloads { gone.insert(oracle.id(at: path)) }
                        for s in batch.sectionDeletes.union(batch.sectionReloads) {
                            for item in oracle.data[s].items { gone.insert(item as! Int) }
                        }
                        try view.performBatchUpdates(batch, updateData: {
                            oracle.data = oracle.list.data
                            measure()
                            oracle.outstanding.subtract(gone)
                        }, completion: nil)
                    case 7:
                        let sections = oracle.data.indices.filter { !oracle.data[$0].items.isEmpty }
                        guard let s = sections.randomElement(using: &rng) else { break }
                        let source: IndexPath = [s, Int.random(in: 0..<oracle.data[s].items.count, using: &rng)]
                        let t = Int.random(in: 0..<oracle.data.count, using: &rng)
                        let limit = oracle.data[t].items.count - (t == s ? 1 : 0)
                        view.moveItemInteractively(from: source, to: [t, Int.random(in: 0...limit, using: &rng)])
                    case 8:
                        view.size = CGSize(width: 320, height: [100, 200, 300].randomElement(using: &rng)!)
                    case 9:
                        oracle.margin = [0, 0.5, 1, 1.5, 2].randomElement(using: &rng)!
                        view.prefetchMargin = oracle.margin
                    case 10:
                        oracle.enabled.toggle()
                        view.isPrefetchingEnabled = oracle.enabled
                    default:
                        let y = view.contentOffset.y
                        view.contentOffset = CGPoint(x: 0, y: y + (oracle.towardsEnd ? -1 : 1) * 45)  // turn back
                    }
                    if oracle.enabled { oracle.noteOffset(view) }
                    let context = oracle.context
                    XCTAssertEqual(oracle.failures, [], "\(context): the calls broke a rule")
                    oracle.failures = []
                    XCTAssertEqual(oracle.outstanding, oracle.expected(in: view), "\(context): outstanding = the band not on screen")
                    XCTAssertEqual(Set(view.indexPathsForPrefetchedItems.map(oracle.id(at:))), oracle.outstanding, context)
                    XCTAssertEqual(view.sections, oracle.data, context)
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }
}
