import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// Hostile input for the adapter on the headless view: misbehaving section
// controllers, cells asked during an update, scrolling from didScroll.
extension HeadlessListViewHostileTests {
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
