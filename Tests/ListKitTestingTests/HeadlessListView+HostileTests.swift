import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Hostile input for the headless view and the adapter on it: data sources
/// and delegates that lie, call back in, or give sizes and offsets that are
/// not numbers; malformed index paths; rejected and awkward batches; and
/// the cost of scrolling. The rule everywhere: a typed error, a recorded
/// fault or diagnostic, or a documented safe result; never a trap, a hang,
/// a wrong answer or cost beyond the cells that come on screen; afterwards
/// the cells on screen are exactly the items in the viewport, each showing
/// its item, and the identities are the data source's.
/// (corelibs XCTest cannot run main-actor test methods: each test hops.)
final class HeadlessListViewHostileTests: XCTestCase {
    /// A data source and delegate over plain sections whose every callback
    /// can be made to misbehave, counting how often it is asked.
    @MainActor
    final class Hostile: SectionsDataSource, HeadlessListViewDelegate {
        var data: [HeadlessListView.Section]
        var size: (IndexPath) -> CGSize = { _ in CGSize(width: 320, height: 44) }
        var onCell: ((HeadlessListView, IndexPath) -> Void)?
        var onSize: ((HeadlessListView, IndexPath) -> Void)?
        var onWillDisplay: ((HeadlessListView, IndexPath) -> Void)?
        var onDidEnd: ((HeadlessListView, IndexPath) -> Void)?
        var onScroll: ((HeadlessListView) -> Void)?
        var onIdentifier: ((HeadlessListView, IndexPath) -> Void)?
        /// Whether items can be moved interactively (the model follows).
        var movable = false
        var cellCalls = 0, sizeCalls = 0, identifierCalls = 0, countCalls = 0
        var shown: [IndexPath] = []

        init(_ data: [HeadlessListView.Section]) { self.data = data }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }

        func numberOfSections(in view: HeadlessListView) -> Int {
            countCalls += 1
            return data.count
        }
        func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
            countCalls += 1
            return data[section].items.count
        }
        func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
            identifierCalls += 1
            onIdentifier?(view, indexPath)
            return item(at: indexPath)
        }
        /// The item at `indexPath`, or nil when the view asks past the data
        /// (a data source that changed without telling it).
        func item(at indexPath: IndexPath) -> AnyHashable? {
            guard indexPath[0] < data.count, indexPath[1] < data[indexPath[0]].items.count else { return nil }
            return data[indexPath[0]].items[indexPath[1]]
        }
        func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            cellCalls += 1
            onCell?(view, indexPath)
            view.register(IdentityCell.self, forCellWithReuseIdentifier: "identity")
            let cell = view.dequeueReusableCell(withReuseIdentifier: "identity", for: indexPath) as? IdentityCell
            cell?.shown = item(at: indexPath)
            return cell ?? HeadlessCell()
        }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizeCalls += 1
            onSize?(view, indexPath)
            return size(indexPath)
        }
        func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            shown.append(indexPath)
            onWillDisplay?(view, indexPath)
        }
        func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            onDidEnd?(view, indexPath)
        }
        func headlessListViewDidScroll(_ view: HeadlessListView) { onScroll?(view) }
        func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
        func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
            data[destination[0]].items.insert(data[source[0]].items.remove(at: source[1]), at: destination[1])
        }
    }

    nonisolated static func section(_ id: String, _ items: Range<Int>) -> HeadlessListView.Section {
        HeadlessListView.Section(id: AnyHashable(id), items: items.map { AnyHashable($0) })
    }

    @MainActor
    static func view(_ model: Hostile, size: CGSize = CGSize(width: 320, height: 132)) -> HeadlessListView {
        let view = HeadlessListView(size: size, scheduleCompletion: { $0() })
        view.dataSource = model
        view.delegate = model
        return view
    }

    /// The index paths whose frames overlap the viewport (the view's own
    /// layout, read item by item).
    @MainActor
    static func inViewport(_ view: HeadlessListView) -> [IndexPath] {
        let top = view.contentOffset.y, bottom = top + view.size.height
        var paths: [IndexPath] = []
        for s in 0..<view.numberOfSections {
            for i in 0..<view.numberOfItems(inSection: s) {
                guard let frame = view.frameForItem(at: [s, i]) else { continue }
                if frame.size.height > 0 && frame.size.width > 0 && frame.maxY > top && frame.minY < bottom {
                    paths.append([s, i])
                }
            }
        }
        return paths
    }

    /// The view's invariants against `model`: its identities are the
    /// model's; the cells on screen are exactly the items in the viewport;
    /// each cell shows its item and knows its index path.
    @MainActor
    static func assertConsistent(
        _ view: HeadlessListView, _ model: Hostile, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(view.sections, model.data, "identities: \(context)", file: file, line: line)
        let visible = view.indexPathsForVisibleItems
        XCTAssertEqual(visible, inViewport(view), "cells on screen: \(context)", file: file, line: line)
        for path in visible {
            let cell = view.cellForItem(at: path)
            XCTAssertEqual((cell as? IdentityCell)?.shown, model.data[path[0]].items[path[1]],
                           "cell at \(path): \(context)", file: file, line: line)
            if let cell { XCTAssertEqual(view.indexPath(for: cell), path, "index path of cell: \(context)", file: file, line: line) }
        }
        XCTAssertEqual(view.visibleCells.count, visible.count, context, file: file, line: line)
        XCTAssertEqual(Set(view.visibleCells.map(ObjectIdentifier.init)).count, visible.count,
                       "one cell per item: \(context)", file: file, line: line)
    }

    // MARK: Data sources that lie

    /// Rule: counts that change without a batch are not seen until the view
    /// asks again (reloadData or a batch), as in UIKit; scrolling meanwhile
    /// shows the items the view holds and never asks outside them. Negative
    /// counts are read as zero.
    func testCountsChangedWithoutABatchAndNegativeCounts() async {
        await MainActor.run {
            @MainActor final class Negative: HeadlessListViewDataSource {
                var sections = -3, items = -5
                func numberOfSections(in view: HeadlessListView) -> Int { sections }
                func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { items }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
                    XCTFail("no item to ask for")
                    return HeadlessCell()
                }
            }
            let negative = Negative()
            let empty = HeadlessListView(visibleItemCount: 3)
            empty.dataSource = negative
            XCTAssertEqual(empty.numberOfSections, 0)
            negative.sections = 2
            empty.reloadData()
            XCTAssertEqual(empty.sections.map(\.items.count), [0, 0], "negative item counts read as zero")
            XCTAssertEqual(empty.contentSize.height, 0)

            let model = Hostile([Self.section("s", 0..<10)])
            let view = Self.view(model)
            _ = view.sections
            model.data = [Self.section("s", 0..<3)]  // shrinks without telling the view
            view.contentOffset = CGPoint(x: 0, y: 300)
            XCTAssertEqual(view.numberOfItems(inSection: 0), 10, "the view holds what it loaded")
            view.reloadData()
            Self.assertConsistent(view, model)
            XCTAssertEqual(view.contentOffset.y, 0, "clamped to the smaller content")
        }
    }

    /// Rule: a data source whose section count changes between two calls is
    /// asked once per load; the view takes that answer and stays consistent
    /// with the item counts it read. Nil identities stand for the section
    /// and item numbers.
    func testSectionCountChangingBetweenCalls() async {
        await MainActor.run {
            @MainActor final class Flaky: HeadlessListViewDataSource {
                var calls = 0
                func numberOfSections(in view: HeadlessListView) -> Int {
                    calls += 1
                    return calls % 2 == 1 ? 3 : 1
                }
                func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 2 }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
                    view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
                    return view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath) ?? HeadlessCell()
                }
            }
            let flaky = Flaky()
            let view = HeadlessListView(visibleItemCount: 10)
            view.dataSource = flaky
            XCTAssertEqual(view.numberOfSections, 3)
            XCTAssertEqual(flaky.calls, 1, "asked once")
            XCTAssertEqual(view.indexPathsForVisibleItems.count, 6)
            view.reloadData()
            XCTAssertEqual(view.numberOfSections, 1)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1]])
            XCTAssertEqual(view.sections, [HeadlessListView.Section(id: 0, items: [0, 1])])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: a cell returned for a second index path without being dequeued
    /// for it, or dequeued for another index path, is a fault; an empty cell
    /// shows instead, so no cell is ever on screen twice.
    func testCellReturnedTwiceOrDequeuedForAnotherIndexPath() async {
        await MainActor.run {
            @MainActor final class Hoarder: SectionsDataSource {
                var kept: HeadlessCell?
                var wrongPath = false
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { [HeadlessListView.Section(id: "s", items: [0, 1, 2])] }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
                    view.register(IdentityCell.self, forCellWithReuseIdentifier: "identity")
                    if wrongPath {
                        return view.dequeueReusableCell(withReuseIdentifier: "identity", for: [0, 0]) ?? HeadlessCell()
                    }
                    if let kept { return kept }
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "identity", for: indexPath)!
                    kept = cell
                    return cell
                }
            }
            let hoarder = Hoarder()
            let view = HeadlessListView(visibleItemCount: 5)
            view.dataSource = hoarder
            XCTAssertEqual(view.visibleCells.count, 3)
            XCTAssertEqual(Set(view.visibleCells.map(ObjectIdentifier.init)).count, 3, "no cell twice")
            XCTAssertEqual(view.faults, [.notDequeued([0, 1], kind: nil), .notDequeued([0, 2], kind: nil)])
            hoarder.kept = nil
            hoarder.wrongPath = true
            view.reloadData()
            XCTAssertEqual(view.visibleCells.count, 3)
            XCTAssertEqual(Set(view.visibleCells.map(ObjectIdentifier.init)).count, 3, "no cell twice")
            XCTAssertEqual(Array(view.faults.suffix(4)), [
                .dequeuedOutsideRequest([0, 0], kind: nil), .notDequeued([0, 1], kind: nil),
                .dequeuedOutsideRequest([0, 0], kind: nil), .notDequeued([0, 2], kind: nil),
            ])
        }
    }

    // MARK: Re-entrant calls

    /// Rule: a data source or delegate that reloads, scrolls, resizes or
    /// invalidates the layout from inside a callback (cell, size, display
    /// events, identities) gets a `reentrantCall` fault and the call runs
    /// once the update under way is done: the view ends consistent with the
    /// data source, never crashing.
    func testReentrantCallsFromEveryCallbackArePostponed() async {
        await MainActor.run {
            for hook in ["cell", "size", "willDisplay", "didEnd"] {
                for call in ["reloadData()", "contentOffset", "size", "invalidateLayout", "scrollToItem"] {
                    let context = "\(call) from \(hook)"
                    let model = Hostile([Self.section("s", 0..<20)])
                    let view = Self.view(model)
                    _ = view.sections
                    var fired = false
                    let reenter: (HeadlessListView, IndexPath) -> Void = { view, _ in
                        guard !fired else { return }
                        fired = true
                        // No item has its place while sizes are asked for.
                        XCTAssertEqual(view.frameForItem(at: [0, 1]) == nil, hook == "size", context)
                        switch call {
                        case "reloadData()":
                            model.data = [Self.section("t", 100..<105)]
                            view.reloadData()
                        case "contentOffset": view.contentOffset = CGPoint(x: 0, y: 440)
                        case "size": view.size = CGSize(width: 320, height: 88)
                        case "invalidateLayout":
                            model.size = { _ in CGSize(width: 320, height: 10) }
                            view.invalidateLayout(at: [[0, 0], [0, 19]])
                        default: view.scrollToItem(at: [0, 15], animated: false)
                        }
                    }
                    switch hook {
                    case "cell": model.onCell = reenter
                    case "size": model.onSize = reenter
                    case "willDisplay": model.onWillDisplay = reenter
                    default: model.onDidEnd = reenter
                    }
                    if hook == "size" {
                        view.invalidateLayout(at: [[0, 0]])
                    } else {
                        view.contentOffset = CGPoint(x: 0, y: 200)
                    }
                    XCTAssertTrue(fired, context)
                    XCTAssertEqual(view.faults, [.reentrantCall(call)], context)
                    Self.assertConsistent(view, model, context)
                    switch call {
                    case "contentOffset": XCTAssertEqual(view.contentOffset.y, 440, context)
                    case "size": XCTAssertEqual(view.size.height, 88, context)
                    case "invalidateLayout": XCTAssertEqual(view.frameForItem(at: [0, 19])?.height, 10, context)
                    case "scrollToItem": XCTAssertEqual(view.contentOffset.y, view.frameForItem(at: [0, 15])?.minY, context)
                    default: break
                    }
                }
            }
        }
    }

    /// Rule: a batch or an interactive move asked for from inside a callback
    /// is refused: the batch throws the `reentrantCall` fault before running
    /// its updates; the view stays consistent.
    func testReentrantBatchAndMoveAreRefused() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<20)])
            let view = Self.view(model)
            _ = view.sections
            var thrown: Error?, moved: Bool?, ranUpdates = false
            model.onCell = { view, _ in
                guard thrown == nil else { return }
                do {
                    try view.performBatchUpdates({ ranUpdates = true; return BatchUpdate() }, animated: false, completion: nil)
                } catch {
                    thrown = error
                }
                moved = view.moveItemInteractively(from: [0, 0], to: [0, 1])
            }
            view.contentOffset = CGPoint(x: 0, y: 200)
            XCTAssertEqual(thrown as? HeadlessListView.Fault, .reentrantCall("performBatchUpdates"))
            XCTAssertFalse(ranUpdates)
            XCTAssertEqual(moved, false)
            XCTAssertEqual(view.faults, [.reentrantCall("performBatchUpdates"), .reentrantCall("moveItemInteractively")])
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: a reload asked for from inside a batch's own updates block (or
    /// its identity callbacks) waits for the batch, then brings the view to
    /// the data source.
    func testReloadInsideTheUpdatesBlockRunsAfterTheBatch() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("s", 0..<5)])
            let view = Self.view(model)
            _ = view.sections
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 0]]
            let cell = view.cellForItem(at: [0, 1])
            try view.performBatchUpdates({
                model.data = [Self.section("s", 1..<5)]
                view.reloadData()
                return batch
            }, animated: false, completion: nil)
            XCTAssertEqual(view.faults, [.reentrantCall("reloadData()")])
            XCTAssertEqual(view.reloadCount, 1, "after the batch")
            XCTAssertTrue(view.cellForItem(at: [0, 0]) !== cell, "the reload gave new cells")
            Self.assertConsistent(view, model)
            // A batch rejected after its block asked for a reload: the reload
            // still brings the view to the data source.
            XCTAssertThrowsError(try view.performBatchUpdates({
                model.data = [Self.section("t", 7..<9)]
                view.reloadData()
                return batch
            }, animated: false, completion: nil))
            XCTAssertEqual(view.reloadCount, 2)
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: a data source that reloads each time it is asked for a cell
    /// does not keep the view busy forever: the postponed reload runs once,
    /// and the reload asked for during it is dropped (with a fault).
    func testADataSourceThatAlwaysReloadsDoesNotHang() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<5)])
            model.onCell = { view, _ in view.reloadData() }
            let view = Self.view(model)
            XCTAssertEqual(view.visibleCells.count, 3)
            XCTAssertEqual(view.reloadCount, 1, "one postponed reload, the others dropped")
            XCTAssertTrue(view.faults.allSatisfy { $0 == .reentrantCall("reloadData()") })
            Self.assertConsistent(view, model)
        }
    }

    // MARK: Sizes and the viewport

    /// Rule: a size that is NaN, infinite or negative is a fault and counts
    /// as zero; huge finite sizes lay out without NaN; items wider than the
    /// view get a row of their own.
    func testHostileItemSizes() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<8)])
            let sizes: [CGSize] = [
                CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity), CGSize(width: -1, height: 10),
                CGSize(width: 320, height: 1e300), CGSize(width: 0, height: 44), CGSize(width: 1_000, height: 44),
                CGSize(width: 1_000, height: 44), CGSize(width: 320, height: 1e300),
            ]
            model.size = { sizes[$0[1]] }
            let view = Self.view(model)
            _ = view.sections
            XCTAssertEqual(view.faults, [
                .invalidSize([0, 0], kind: nil), .invalidSize([0, 1], kind: nil), .invalidSize([0, 2], kind: nil),
            ])
            XCTAssertEqual(view.frameForItem(at: [0, 5]), CGRect(x: 0, y: 1e300, width: 320, height: 44), "clipped to the width")
            XCTAssertEqual(view.frameForItem(at: [0, 6]), CGRect(x: 0, y: 1e300 + 44, width: 320, height: 44), "a row of its own")
            XCTAssertFalse(view.contentSize.height.isNaN)
            view.contentOffset = CGPoint(x: 0, y: 1e300)
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: finite sizes whose sum passes the largest finite coordinate
    /// are no fault (each is a valid size), and nothing traps: the items
    /// laid out past it get frames at +infinity, never show, and a scroll
    /// to one goes to the top, as an offset that is not finite does. The
    /// view stays consistent through scrolls, invalidation and a batch.
    func testHeightsPastTheLargestFiniteCoordinate() async throws {
        try await MainActor.run {
            let huge = CGFloat.greatestFiniteMagnitude
            let model = Hostile([Self.section("a", 0..<4), Self.section("b", 4..<8)])
            model.size = { _ in CGSize(width: 320, height: huge) }
            let view = Self.view(model)
            _ = view.sections
            XCTAssertEqual(view.faults, [])
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 0, width: 320, height: huge))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 0, y: huge, width: 320, height: huge))
            XCTAssertEqual(view.frameForItem(at: [1, 3])?.minY, .infinity)
            XCTAssertEqual(view.contentSize.height, .infinity)
            view.contentOffset = CGPoint(x: 0, y: 1e308)
            XCTAssertEqual(view.contentOffset.y, 1e308)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0]])
            Self.assertConsistent(view, model, "offset 1e308")
            view.scrollToItem(at: [1, 2], animated: false)
            XCTAssertEqual(view.contentOffset.y, 0)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0]])
            view.invalidateLayout(at: [[0, 1]])
            var delete = BatchUpdate()
            delete.itemDeletes = [[0, 0]]
            try view.performBatchUpdates(delete, updateData: { model.data[0].items.removeFirst() }, completion: nil)
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 0, width: 320, height: huge))
            Self.assertConsistent(view, model, "after a batch")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: a viewport of zero, negative or non-finite size shows nothing
    /// and lays out items wider than it in rows of their own; the offset
    /// stays within the content.
    func testHostileViewportSizes() async {
        await MainActor.run {
            for size in [
                CGSize(width: 0, height: 132), CGSize(width: -320, height: 132), CGSize(width: CGFloat.nan, height: 132),
                CGSize(width: 320, height: 0), CGSize(width: 320, height: -132), CGSize(width: 320, height: CGFloat.nan),
                CGSize(width: 320, height: CGFloat.infinity),
            ] {
                let model = Hostile([Self.section("s", 0..<1_000)])
                model.size = { _ in CGSize(width: 100, height: 44) }
                let view = Self.view(model, size: size)
                view.contentOffset = CGPoint(x: 0, y: 1e9)
                let context = "\(size)"
                XCTAssertTrue(view.contentOffset.y >= 0 && view.contentOffset.y <= max(0, view.contentSize.height), context)
                XCTAssertTrue(view.visibleCells.count <= 3 * 1_000, context)
                if !(size.width > 0) {
                    XCTAssertEqual(view.contentSize.height, 44_000, "\(context): one row per item wider than the view")
                }
                Self.assertConsistent(view, model, context)
            }
            XCTAssertEqual(HeadlessListView(visibleItemCount: -5).size.height, 0)
        }
    }

    /// Rule: without a delegate an item gets ``HeadlessListView/defaultItemSize``
    /// (the view's width by 44), and that size is checked like any other:
    /// from a width that is negative or not finite it is a fault per item,
    /// and zero, so no frame holds NaN or a negative width. (The default
    /// once went unchecked: NaN and negative widths reached the frames,
    /// with no fault.)
    func testHostileViewportSizesWithoutADelegate() async {
        await MainActor.run {
            for width in [-320, CGFloat.nan, .infinity] {
                let model = Hostile([Self.section("s", 0..<3)])
                let view = HeadlessListView(size: CGSize(width: width, height: 132), scheduleCompletion: { $0() })
                view.dataSource = model
                let context = "width \(width)"
                _ = view.sections
                XCTAssertEqual(view.faults, (0..<3).map { .invalidSize([0, $0], kind: nil) }, context)
                for i in 0..<3 { XCTAssertEqual(view.frameForItem(at: [0, i]), .zero, "\(context), item \(i)") }
                XCTAssertEqual(view.contentSize.height, 0, context)
                Self.assertConsistent(view, model, context)
            }
        }
    }

    /// Rule: an offset that is NaN or infinite scrolls to the top; one past
    /// either end is clamped; scrolling an empty view shows nothing; a
    /// scroll to an item that does not exist does nothing.
    func testHostileOffsetsAndScrolls() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<20)])
            let view = Self.view(model)
            for y in [CGFloat.nan, .infinity, -.infinity, -100, 1e300] {
                view.contentOffset = CGPoint(x: .nan, y: y)
                XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: y == 1e300 ? 20 * 44 - 132 : 0), "\(y)")
                Self.assertConsistent(view, model, "\(y)")
            }
            view.contentOffset = CGPoint(x: 0, y: 100)
            for path: IndexPath in [[0, 20], [1, 0], [-1, 0], [0, -1], [0], [0, 1, 2], []] {
                view.scrollToItem(at: path, animated: false)
                XCTAssertEqual(view.contentOffset.y, 100, "\(path)")
            }
            let emptyModel = Hostile([])
            let empty = Self.view(emptyModel)
            empty.contentOffset = CGPoint(x: 0, y: 500)
            XCTAssertEqual(empty.contentOffset, .zero)
            XCTAssertEqual(empty.visibleCells.count, 0)
        }
    }

    // MARK: Batches

    /// Rule: a rejected batch throws, runs no completion, and leaves the
    /// view as it was and consistent (the data source is put back too).
    func testRejectedBatchesLeaveTheViewUnchanged() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<5), Self.section("b", 5..<10)])
            let view = Self.view(model)
            view.contentOffset = CGPoint(x: 0, y: 100)
            let before = view.visibleCells.map(ObjectIdentifier.init)
            var bad: [BatchUpdate] = []
            var b = BatchUpdate()
            b.itemDeletes = [[0, 9]]; bad.append(b)
            b = BatchUpdate(); b.itemInserts = [[0, 0]]; bad.append(b)  // counts do not change
            b = BatchUpdate(); b.itemReconfigures = [[0, 0]]; b.itemDeletes = [[0, 0]]; bad.append(b)
            b = BatchUpdate(); b.itemReconfigures = [[-1, 0]]; bad.append(b)
            b = BatchUpdate(); b.itemMoves = [List.MoveIndexPath(from: [0], to: [0, 1])]; bad.append(b)
            b = BatchUpdate(); b.sectionReloads = [5]; bad.append(b)
            for batch in bad {
                var completed = false
                XCTAssertThrowsError(try view.performBatchUpdates(batch, updateData: {}, completion: { _ in completed = true }))
                XCTAssertFalse(completed)
                XCTAssertEqual(view.visibleCells.map(ObjectIdentifier.init), before)
                Self.assertConsistent(view, model, "\(batch)")
            }
        }
    }

    /// Rule: reconfiguring an item off screen asks for no cell; moves
    /// across sections keep visible cells; a reload of a visible section
    /// gives new cells; each step stays consistent.
    func testAwkwardBatches() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6), Self.section("c", 6..<30)])
            let view = Self.view(model, size: CGSize(width: 320, height: 44 * 5))
            _ = view.sections
            let requests = view.cellRequestCount
            var batch = BatchUpdate()
            batch.itemReconfigures = [[2, 20]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.cellRequestCount, requests, "off screen: not asked")

            let moved = view.cellForItem(at: [0, 0])
            model.data[0].items.remove(at: 0)
            model.data[1].items.insert(0, at: 1)
            batch = BatchUpdate()
            batch.itemMoves = [List.MoveIndexPath(from: [0, 0], to: [1, 1])]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertTrue(view.cellForItem(at: [1, 1]) === moved, "moved across sections: same cell")
            Self.assertConsistent(view, model, "move")

            let old = view.cellForItem(at: [1, 0])
            model.data[1] = HeadlessListView.Section(id: "b", items: [40, 41])
            batch = BatchUpdate()
            batch.sectionReloads = [1]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertFalse(view.cellForItem(at: [1, 0]) === old, "reloaded: a new cell")
            Self.assertConsistent(view, model, "section reload")

            // A reconfigure of an item in a section the batch reloads is
            // taken by the reload.
            model.data[1] = HeadlessListView.Section(id: "b", items: [50])
            batch = BatchUpdate()
            batch.sectionReloads = [1]
            batch.itemReconfigures = [[1, 1]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            Self.assertConsistent(view, model, "reconfigure in a reloaded section")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: many random batches in a row, with random sizes, scrolls and
    /// selections, keep the view consistent with the data source (seeded;
    /// the seed and step are printed on failure).
    func testManyRandomBatchesWithVariedSizes() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...25 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...15, using: &rng)
                let model = Hostile(list.data)
                // Sizes follow the item's identity: 20 to 200 wide, 10 to 90 high.
                model.size = { path in
                    let id = model.data[path[0]].items[path[1]].base as! Int
                    return CGSize(width: CGFloat(20 + (id * 37) % 181), height: CGFloat(10 + (id * 53) % 81))
                }
                let view = Self.view(model, size: CGSize(width: 320, height: CGFloat(Int.random(in: 50...400, using: &rng))))
                for step in 0..<30 {
                    let old = try list.snapshot()
                    list.edit(using: &rng)
                    let new = try list.snapshot()
                    var batch = new.batchUpdate(from: old, moves: Bool.random(using: &rng) ? .minimal : .heckel)
                    // Reconfigure a random survivor that stays in place.
                    let survivors = view.sections.enumerated().flatMap { s, section in
                        section.items.indices.map { _indexPath(s, $0) }
                    }.filter { path in
                        !batch.itemDeletes.contains(path) && !batch.itemMoves.contains { $0.from == path }
                    }
                    if let path = survivors.randomElement(using: &rng), !batch.sectionDeletes.contains(path[0]),
                       !batch.sectionMoves.contains(where: { $0.from == path[0] }) {
                        batch.itemReconfigures = [path]
                    }
                    let context = "seed \(seed), step \(step)"
                    do {
                        try view.performBatchUpdates(batch, updateData: { model.data = list.data }, completion: nil)
                    } catch {
                        XCTFail("\(context): \(error)")
                        return
                    }
                    if Bool.random(using: &rng) {
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                    if let path = view.indexPathsForVisibleItems.randomElement(using: &rng) { view.tapItem(at: path) }
                    Self.assertConsistent(view, model, context)
                    for path in view.indexPathsForVisibleItems {
                        XCTAssertEqual(view.cellForItem(at: path)?.isSelected, view.indexPathsForSelectedItems.contains(path), context)
                    }
                    XCTAssertEqual(view.faults, [], context)
                }
            }
        }
    }

    // MARK: Selection and interactive moves

    /// Rule: a selection changed from inside the view's identity callbacks
    /// (during a batch or a reload, while its items are between the old
    /// data and the new) waits for the update, with a `reentrantCall` fault,
    /// then applies at the path given, which is the data source's new one.
    /// `indexPathsForSelectedItems` and the cells' `isSelected` then agree:
    /// exactly the selected items' cells are selected. A reload clears the
    /// selection made before it, as UIKit's does, but not one asked for
    /// during it.
    func testSelectionFromIdentityCallbacksWaitsForTheUpdate() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6)])
            let view = Self.view(model, size: CGSize(width: 320, height: 1_000))
            view.allowsMultipleSelection = true
            _ = view.sections
            @MainActor func assertSelection(_ expected: [IndexPath], _ context: String, line: UInt = #line) {
                XCTAssertEqual(view.indexPathsForSelectedItems, expected, context, line: line)
                for path in view.indexPathsForVisibleItems {
                    XCTAssertEqual(view.cellForItem(at: path)?.isSelected, expected.contains(path), "\(context): cell \(path)", line: line)
                }
                Self.assertConsistent(view, model, context, line: line)
            }
            view.selectItem(at: [0, 1])
            // A batch inserting 9 at the top of "a": the view asks for its identity.
            model.onIdentifier = { view, path in
                if path == [0, 0] {
                    view.selectItem(at: [1, 1])
                    view.deselectItem(at: [0, 2])  // item 1, which was at [0, 1]
                }
            }
            model.data[0] = HeadlessListView.Section(id: "a", items: [9, 0, 1, 2])
            var batch = BatchUpdate()
            batch.itemInserts = [[0, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.faults, [.reentrantCall("selectItem"), .reentrantCall("deselectItem")])
            assertSelection([[1, 1]], "after the batch")
            // A reload: what was selected goes, what was asked meanwhile stays;
            // a tap, which no user can make there, is refused.
            var tapped: Bool?
            model.onIdentifier = { view, path in
                if path == [1, 2] {
                    view.selectItem(at: [0, 3])
                    tapped = view.tapItem(at: [0, 0])
                }
            }
            view.reloadData()
            model.onIdentifier = nil
            XCTAssertEqual(tapped, false)
            XCTAssertEqual(view.faults.suffix(2), [.reentrantCall("selectItem"), .reentrantCall("tapItem")])
            XCTAssertEqual(view.faults.count, 4)
            assertSelection([[0, 3]], "after the reload")
            // Outside identity callbacks, in a cell request (UIKit apps restore
            // a selection there), a selection applies at once, without a fault.
            model.onCell = { view, path in if path == [1, 0] { view.selectItem(at: path) } }
            view.reloadData()
            model.onCell = nil
            XCTAssertEqual(view.faults.count, 4)
            assertSelection([[1, 0]], "selected in a cell request")
        }
    }


    /// Rule: malformed index paths (one or three indexes, negative, out of
    /// range) are refused by taps, selection and interactive moves; the
    /// selection follows deletes and reloads.
    func testMalformedPathsAndSelectionAcrossUpdates() async throws {
        try await MainActor.run {
            let model = Hostile([Self.section("a", 0..<3), Self.section("b", 3..<6)])
            let view = Self.view(model, size: CGSize(width: 320, height: 1_000))
            for path: IndexPath in [[0], [0, 1, 2], [-1, 0], [0, -1], [2, 0], [0, 3], []] {
                XCTAssertFalse(view.tapItem(at: path), "\(path)")
                view.selectItem(at: path)
                XCTAssertFalse(view.moveItemInteractively(from: path, to: [0, 0]), "\(path)")
                XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: path), "\(path)")
                XCTAssertNil(view.cellForItem(at: path))
                XCTAssertNil(view.frameForItem(at: path))
                XCTAssertNil(view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: path))
            }
            XCTAssertEqual(view.indexPathsForSelectedItems, [])
            view.allowsMultipleSelection = true
            view.tapItem(at: [0, 1])
            view.tapItem(at: [1, 2])
            model.data[0].items.remove(at: 1)
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 1]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.indexPathsForSelectedItems, [[1, 2]], "the deleted item's selection goes")
            model.data[1].items[2] = 9
            batch = BatchUpdate()
            batch.itemReloads = [[1, 2]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(view.indexPathsForSelectedItems, [], "a reloaded item is a new item")
            XCTAssertFalse(view.visibleCells.contains { $0.isSelected })
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: an interactive move across sections keeps the cell, updates
    /// the data source and leaves the view consistent.
    func testInteractiveMoveAcrossSections() async {
        await MainActor.run {
            @MainActor final class Movable: SectionsDataSource {
                var data = [HeadlessListView.Section(id: "a", items: [0, 1]), HeadlessListView.Section(id: "b", items: [2])]
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
                func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
                    data[destination[0]].items.insert(data[source[0]].items.remove(at: source[1]), at: destination[1])
                }
            }
            let model = Movable()
            let view = HeadlessListView(visibleItemCount: 5)
            view.dataSource = model
            let cell = view.cellForItem(at: [0, 0])
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 1]))
            XCTAssertTrue(view.cellForItem(at: [1, 1]) === cell)
            XCTAssertEqual(view.sections, model.data)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [1, 0], [1, 1]])
            XCTAssertFalse(view.moveItemInteractively(from: [0, 0], to: [1, 3]), "past the end of the other section")
        }
    }

    /// Rule: UIKit tells its data source of an interactive move when the
    /// movement ends (`collectionView(_:moveItemAt:to:)`), so a cell for an
    /// item the move brings on screen is asked for in the data source's new
    /// terms. Here the first of three items shown moves to another section
    /// below: item 3 comes on screen at [0, 2], where the model had item 2
    /// until it was told (and a section of two items, with a fourth asked
    /// for, when the move takes the first section's last but one item).
    func testCellsBroughtOnScreenByAnInteractiveMoveAreAskedAfterTheDataSourceMoved() async {
        await MainActor.run {
            let model = Hostile([Self.section("a", 0..<4), Self.section("b", 4..<8)])
            model.movable = true
            let view = Self.view(model)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
            XCTAssertTrue(view.moveItemInteractively(from: [0, 0], to: [1, 4]))
            XCTAssertEqual(model.data.map(\.items), [[1, 2, 3], [4, 5, 6, 7, 0]])
            Self.assertConsistent(view, model, "after moving item 0 down")
            XCTAssertTrue(view.moveItemInteractively(from: [0, 1], to: [1, 0]))
            XCTAssertEqual(model.data.map(\.items), [[1, 3], [2, 4, 5, 6, 7, 0]])
            Self.assertConsistent(view, model, "after moving item 2 down")
            XCTAssertEqual(view.faults, [])
        }
    }

    // MARK: Cost

    /// Rule: scrolling through 100,000 items asks the data source for one
    /// cell per item that comes on screen, and for no sizes, counts or
    /// identities again.
    func testScrollingAHundredThousandItemsCostsOneCallPerCellShown() async {
        await MainActor.run {
            let model = Hostile([Self.section("a", 0..<50_000), Self.section("b", 0..<50_000)])
            let view = Self.view(model, size: CGSize(width: 320, height: 440))
            _ = view.sections
            let sizes = model.sizeCalls, identifiers = model.identifierCalls, counts = model.countCalls
            XCTAssertEqual(sizes, 100_000, "the flow layout measures every item once")
            model.shown = []
            var y: CGFloat = 0
            while y < view.contentSize.height {
                y += 220
                view.contentOffset = CGPoint(x: 0, y: y)
            }
            XCTAssertEqual(model.cellCalls, 100_000, "one cell per item")
            XCTAssertEqual(model.shown.count, 100_000 - 10)
            XCTAssertEqual(model.sizeCalls, sizes)
            XCTAssertEqual(model.identifierCalls, identifiers)
            XCTAssertEqual(model.countCalls, counts)
            XCTAssertLessThanOrEqual(view.createdViewCount, 11, "cells recycled")
        }
    }

    /// Rule: a batch touching one section asks for no cell, size or
    /// identity of any other section.
    func testABatchOfOneSectionAsksNothingOfTheOthers() async throws {
        try await MainActor.run {
            let model = Hostile((0..<100).map { Self.section("s\($0)", 0..<100) })
            var asked: [IndexPath] = []
            model.onSize = { _, path in asked.append(path) }
            model.onCell = { _, path in asked.append(path) }
            let view = Self.view(model, size: CGSize(width: 320, height: 44 * 300))
            view.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
            asked = []
            let identifiers = model.identifierCalls
            model.data[50].items.insert(1_000, at: 0)
            var batch = BatchUpdate()
            batch.itemInserts = [[50, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(Set(asked.map { $0[0] }), [50], "only the touched section")
            XCTAssertEqual(model.identifierCalls - identifiers, 1)
            Self.assertConsistent(view, model)
        }
    }

    // MARK: The adapter

    /// A controller over a `Row` that misbehaves as `mode` says.
    @MainActor
    final class RogueController: GenericSectionController<Row>, ListSupplementaryViewSource {
        var mode = ""
        weak var other: RogueController?
        var stolen: NumberCell?
        var kindCalls = 0
        override init() {
            super.init()
            supplementaryViewSource = self
        }
        override var numberOfItems: Int { object?.items.count ?? 0 }
        override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(object!.items[index]) }
        override func sizeForItem(at index: Int) -> CGSize {
            mode == "nan" ? CGSize(width: CGFloat.nan, height: 44) : CGSize(width: 320, height: 44)
        }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            let context = collectionContext!
            switch mode {
            case "twice":
                _ = context.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
            case "range":
                return context.dequeueReusableCell(of: NumberCell.self, for: self, at: -1)
            case "other":
                return context.dequeueReusableCell(of: NumberCell.self, for: other!, at: 0)
            case "stolen":
                if let stolen = other?.stolen { return stolen }
            default: break
            }
            let cell = context.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
            cell?.number = object!.items[index]
            stolen = cell
            return cell
        }
        var supportedElementKinds: [String] {
            kindCalls += 1
            return mode == "kinds" && kindCalls % 2 == 0 ? [] : [ListElementKind.sectionHeader]
        }
        func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
        }
        func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 20) }
    }

    /// Rule: section controllers that dequeue twice, name an index out of
    /// range, dequeue for or return a cell of another controller, give NaN
    /// sizes or change their supplementary kinds between the size and the
    /// view get a diagnostic (or a view fault) and an empty cell or zero
    /// size; the view's identities stay the adapter's and every cell on
    /// screen is one.
    func testMisbehavingSectionControllers() async {
        await MainActor.run {
            for (mode, expected, fault) in [
                ("twice", nil, nil),
                ("range", ListAdapter.Diagnostic.indexOutOfRange(controller: "RogueController", section: 1, index: -1, count: 2), nil),
                ("other", nil, HeadlessListView.Fault.dequeuedOutsideRequest([0, 0], kind: nil)),
                ("stolen", .viewNotDequeued(controller: "RogueController", section: 1, index: 0, kind: nil), nil),
                ("nan", .invalidSize(controller: "RogueController", section: 1, index: 0, kind: nil), nil),
                ("kinds", nil, nil),
            ] as [(String, ListAdapter.Diagnostic?, HeadlessListView.Fault?)] {
                let h = AdapterHarness([Row("a", [1, 2]), Row("b", [3, 4])], attach: false)
                var made: [RogueController] = []
                h.source.makeController = { _ in
                    let controller = RogueController()
                    controller.mode = made.isEmpty ? "" : mode  // the second section misbehaves
                    controller.other = made.first
                    made.append(controller)
                    return controller
                }
                h.adapter.listView = h.view
                h.adapter.dataSource = h.source
                h.view.contentOffset = CGPoint(x: 0, y: 0)
                if let expected { XCTAssertTrue(h.diagnostics.contains(expected), "\(mode): \(h.diagnostics)") }
                if let fault { XCTAssertTrue(h.view.faults.contains(fault), "\(mode): \(h.view.faults)") }
                if expected == nil && fault == nil && mode != "kinds" {
                    XCTAssertEqual(h.diagnostics, [], mode)
                    XCTAssertEqual(h.view.faults, [], mode)
                }
                XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view), mode)
                let cells = h.view.visibleCells
                XCTAssertEqual(Set(cells.map(ObjectIdentifier.init)).count, cells.count, "\(mode): no cell twice")
                XCTAssertEqual(h.view.indexPathsForVisibleItems, mode == "nan" ? [[0, 0], [0, 1]] : [[0, 0], [0, 1], [1, 0], [1, 1]], mode)
                let numbers = cells.map { ($0 as? NumberCell)?.number }
                switch mode {
                case "twice": XCTAssertEqual(numbers, [1, 2, 3, 4], mode)
                case "nan": XCTAssertEqual(numbers, [1, 2], mode)
                default: XCTAssertEqual(Array(numbers.prefix(2)), [1, 2], mode)
                }
            }
        }
    }

    /// Rule: a section controller that asks the collection context for its
    /// cell while an update is under way (before the view applied it) gets
    /// the cell the view shows for it, never another section's: here a
    /// single-item controller refills its cell in place while a section is
    /// inserted before it.
    func testCellForItemDuringAnUpdateIsTheControllersOwn() async {
        await MainActor.run {
            final class TextCell: HeadlessCell { var text = "" }
            let h = AdapterHarness([Banner(id: "p1", text: "one"), Banner(id: "p2", text: "two")], attach: false)
            h.source.makeController = { _ in
                SingleItemSectionController<Banner>(cellClass: TextCell.self, configure: { banner, cell in cell.text = banner.text })
            }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            XCTAssertEqual(h.view.visibleCells.map { ($0 as! TextCell).text }, ["one", "two"])
            h.source.objects = [Banner(id: "p0", text: "zero"), Banner(id: "p1", text: "ONE"), Banner(id: "p2", text: "two")]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(h.view.visibleCells.map { ($0 as! TextCell).text }, ["zero", "ONE", "two"])
            XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view))
        }
    }

    /// UIKit calls `scrollViewDidScroll` only when the offset changes, and
    /// a delegate may scroll from it (to pin the offset): that settles. One
    /// that never settles is stopped after a few rounds, with a fault,
    /// instead of recursing until the stack runs out.
    func testScrollingFromDidScrollSettlesOrStops() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<100)])
            let view = Self.view(model)
            var calls = 0
            model.onScroll = { view in
                calls += 1
                if view.contentOffset.y > 500 { view.contentOffset = CGPoint(x: 0, y: 500) }  // a pinned maximum
            }
            view.contentOffset = CGPoint(x: 0, y: 900)
            XCTAssertEqual(view.contentOffset.y, 500)
            XCTAssertEqual(calls, 2, "900, then 500; setting 500 again is no scroll")
            view.contentOffset = CGPoint(x: 0, y: 500)
            XCTAssertEqual(calls, 2)
            XCTAssertEqual(view.faults, [])
            model.onScroll = { view in view.contentOffset = CGPoint(x: 0, y: view.contentOffset.y + 1) }  // never settles
            view.contentOffset = CGPoint(x: 0, y: 0)
            XCTAssertEqual(view.faults, [.reentrantCall("contentOffset")])
            Self.assertConsistent(view, model)
        }
    }

}
