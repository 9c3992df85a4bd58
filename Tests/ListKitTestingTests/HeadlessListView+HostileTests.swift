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
            view.layoutIfNeeded()
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
                    view.layoutIfNeeded()
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
            view.layoutIfNeeded()
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
            view.layoutIfNeeded()
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
}
