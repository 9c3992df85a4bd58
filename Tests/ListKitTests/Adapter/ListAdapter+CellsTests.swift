import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// Rows of numbers with cells, sizes, a header, reordering and a display
/// delegate, as an app writes a section controller (IGListKit's cell-level
/// behaviour: feature inventory I6–I8, J8, K1, K3, K4, N1–N5).
final class NumbersController: GenericSectionController<Row>, ListSupplementaryViewSource, ListDisplayDelegate {
    var items: [Int] = []
    var events: [String] = []
    var height: CGFloat = 40
    var misbehave: String?

    override init() {
        super.init()
        supplementaryViewSource = self
        displayDelegate = self
    }

    override var numberOfItems: Int { items.count }
    override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
    override func didUpdate(to row: Row) { items = row.items }

    override func sizeForItem(at index: Int) -> CGSize {
        misbehave == "size" ? CGSize(width: CGFloat.infinity, height: -1) : CGSize(width: collectionContext!.containerSize.width, height: height)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        switch misbehave {
        case "stray": return NumberCell()
        case "range": return collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: items.count)
        case "nib": return collectionContext?.dequeueReusableCell(withNibName: "Number", bundle: nil, for: self, at: index)
        default:
            let cell = collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
            cell?.number = items[index]
            return cell
        }
    }

    var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
    func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
        if misbehave == "header" { return nil }
        let header = collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
        header?.title = "\(object?.id ?? "?") (\(items.count))"
        return header
    }
    func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 20) }

    override func didSelectItem(at index: Int) { events.append("select \(items[index])") }
    override func didDeselectItem(at index: Int) { events.append("deselect \(items[index])") }
    override func didHighlightItem(at index: Int) { events.append("highlight \(items[index])") }
    override func didUnhighlightItem(at index: Int) { events.append("unhighlight \(items[index])") }
    override func canMoveItem(at index: Int) -> Bool { true }
    override func moveObject(from source: Int, to destination: Int) {
        items.insert(items.remove(at: source), at: destination)
        events.append("move \(source)->\(destination)")
    }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) { events.append("show section") }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) { events.append("hide section") }
    // IGListKit's signatures, as a display delegate written for it has them.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController,
                     cell: any ListReusableView, at index: Int) {
        events.append("show \((cell as? NumberCell)?.number ?? -1) of \(object?.id ?? "?") at \(index)")
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController,
                     cell: any ListReusableView, at index: Int) {
        events.append("hide \(object?.id ?? "?") at \(index)")
    }
}

final class ListAdapterCellsTests: XCTestCase {
    /// An adapter over rows with `NumbersController`s on a view 320 x `height`.
    @MainActor
    static func harness(_ rows: [Row], height: CGFloat = 200, configure: ((NumbersController) -> Void)? = nil) -> AdapterHarness {
        let h = AdapterHarness(rows, attach: false)
        h.source.makeController = { _ in
            let controller = NumbersController()
            configure?(controller)
            return controller
        }
        h.view.size = CGSize(width: 320, height: height)
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        h.view.layoutIfNeeded()  // on screen: the first layout pass done
        return h
    }

    @MainActor
    static func screen(_ view: HeadlessListView) -> [String] {
        var lines: [String] = []
        for s in 0..<view.numberOfSections {
            if let header = view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [s, 0]) as? TitleHeader {
                lines.append("# \(header.title) @\(Int(header.frame.minY))")
            }
            for i in 0..<view.numberOfItems(inSection: s) {
                if let cell = view.cellForItem(at: [s, i]) as? NumberCell { lines.append("\(cell.number ?? -1) @\(Int(cell.frame.minY))") }
            }
        }
        return lines
    }

    func testControllersVendCellsSizesAndHeaders() async {
        await MainActor.run {
            let h = Self.harness([Row("a", [1, 2, 3]), Row("b", [4, 5]), Row("c", [8, 9, 10])])
            // header 20 + 3 rows of 40 = 140; then b's header at 140, its rows at 160 and 200.
            XCTAssertEqual(Self.screen(h.view), ["# a (3) @0", "1 @20", "2 @60", "3 @100", "# b (2) @140", "4 @160"])
            XCTAssertEqual(h.view.contentSize.height, 380)
            XCTAssertEqual(h.diagnostics, [])
            XCTAssertEqual(h.view.faults, [])
            let a = h.adapter.sectionController(forSection: 0) as! NumbersController
            XCTAssertEqual(a.events, [
                "show section", "show 1 of a at 0", "show 2 of a at 1", "show 3 of a at 2",
            ], "the header is the section's first view on screen")
            XCTAssertEqual((h.adapter.cellForItem(at: 1, sectionController: a) as? NumberCell)?.number, 2)
            XCTAssertEqual(h.adapter.visibleCells(for: a).compactMap { ($0 as? NumberCell)?.number }, [1, 2, 3])
            XCTAssertEqual(h.adapter.index(for: h.view.cellForItem(at: [0, 2])!, sectionController: a), 2)
            XCTAssertEqual(h.adapter.containerSize, CGSize(width: 320, height: 200))
            h.view.contentOffset = CGPoint(x: 0, y: 150)
            XCTAssertEqual(Self.screen(h.view), ["# b (2) @140", "4 @160", "5 @200", "# c (3) @240", "8 @260", "9 @300", "10 @340"])
            XCTAssertNil(h.adapter.cellForItem(at: 0, sectionController: a), "off screen")
            XCTAssertEqual(Array(a.events.suffix(4)), [
                "hide a at 0", "hide a at 1", "hide a at 2", "hide section",
            ], "the header went first, the last cell takes the section")
        }
    }

    func testAnUpdateOfOneSectionAsksOnlyForTheCellsThatChanged() async {
        await MainActor.run {
            let h = Self.harness([Row("a", [1, 2]), Row("b", [3])], height: 1_000)
            let requests = h.view.cellRequestCount, cells = h.view.visibleCells
            h.source.objects = [Row("a", [1, 2]), Row("b", [3, 4])]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(Self.screen(h.view), ["# a (2) @0", "1 @20", "2 @60", "# b (2) @100", "3 @120", "4 @160"])
            // Row b's contents changed, so IGListKit's rule reloads its section:
            // its header and cells are asked again, a's are not.
            XCTAssertEqual(h.view.cellRequestCount - requests, 2)
            XCTAssertTrue(h.view.cellForItem(at: [0, 0]) === cells[0])
            XCTAssertTrue(h.view.cellForItem(at: [0, 1]) === cells[1])
        }
    }

    func testSelectionAndHighlightReachTheItemsControllerAndTheAppsDelegate() async {
        await MainActor.run {
            @MainActor final class AppDelegate: HeadlessListViewDelegate {
                var events: [String] = []
                func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) { events.append("select \(indexPath)") }
                func headlessListViewDidScroll(_ view: HeadlessListView) { events.append("scroll \(Int(view.contentOffset.y))") }
            }
            let h = Self.harness([Row("a", [1, 2]), Row("b", [3])], height: 100)
            let app = AppDelegate()
            h.adapter.viewDelegate = app
            h.view.tapItem(at: [1, 0])
            h.view.tapItem(at: [0, 1])
            h.view.contentOffset = CGPoint(x: 0, y: 10)
            let a = h.adapter.sectionController(forSection: 0) as! NumbersController
            let b = h.adapter.sectionController(forSection: 1) as! NumbersController
            XCTAssertEqual(b.events.filter { !$0.hasPrefix("show") }, ["highlight 3", "unhighlight 3", "select 3", "deselect 3"])
            XCTAssertEqual(a.events.filter { !$0.hasPrefix("show") }, ["highlight 2", "unhighlight 2", "select 2"])
            XCTAssertEqual(app.events, ["select [1, 0]", "select [0, 1]", "scroll 10"])
            h.adapter.selectItem(at: 0, sectionController: b)
            XCTAssertEqual(h.view.indexPathsForSelectedItems, [[1, 0]], "selected without the hooks, the other deselected")
            XCTAssertFalse(a.events.contains("deselect 2"), "programmatic selection calls no hooks")
        }
    }

    func testReorderingInsideASectionAcrossSingleItemSectionsAndPutBack() async {
        await MainActor.run {
            @MainActor final class Mover: ListAdapterMoveDelegate {
                var orders: [[String]] = []
                weak var source: FeedSource?
                func listAdapter(_ listAdapter: ListAdapter, move object: any ListDiffable,
                                 from previousObjects: [any ListDiffable], to objects: [any ListDiffable]) {
                    orders.append(objects.map { "\($0.diffIdentifier)" })
                    source?.objects = objects
                }
            }
            let h = Self.harness([Row("a", [1, 2, 3]), Row("b", [4]), Row("c", [5]), Row("d", [6, 7])], height: 1_000)
            let mover = Mover()
            mover.source = h.source
            h.adapter.moveDelegate = mover
            // Inside a section: the controller moves its data.
            XCTAssertTrue(h.view.moveItemInteractively(from: [0, 0], to: [0, 2]))
            XCTAssertEqual((h.adapter.sectionController(forSection: 0) as! NumbersController).items, [2, 3, 1])
            XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view))
            // Across sections of one item: the sections move (b dropped after c's item).
            XCTAssertTrue(h.view.moveItemInteractively(from: [1, 0], to: [2, 1]))
            XCTAssertEqual(mover.orders, [["a", "c", "b", "d"]])
            XCTAssertEqual(h.adapter.objects.map { "\($0.diffIdentifier)" }, ["a", "c", "b", "d"])
            XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view))
            // Into a section of several items: put back.
            XCTAssertTrue(h.view.moveItemInteractively(from: [1, 0], to: [3, 1]))
            XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view))
            XCTAssertEqual(Self.screen(h.view).filter { !$0.hasPrefix("#") }.map { $0.split(separator: " ")[0] },
                           ["2", "3", "1", "5", "4", "6", "7"])
            XCTAssertEqual(h.view.faults, [])
        }
    }

    func testBadCellsAndSizesGetDiagnosticsAndAnEmptyCell() async {
        await MainActor.run {
            for (misbehave, expected) in [
                ("stray", ListAdapter.Diagnostic.viewNotDequeued(controller: "NumbersController", section: 0, index: 0, kind: nil)),
                ("range", .indexOutOfRange(controller: "NumbersController", section: 0, index: 1, count: 1)),
                ("nib", .unsupportedView(controller: "NumbersController", view: "Number")),
                ("size", .invalidSize(controller: "NumbersController", section: 0, index: 0, kind: nil)),
                ("header", .viewNotDequeued(controller: "NumbersController", section: 0, index: 0, kind: ListElementKind.sectionHeader)),
            ] {
                let h = Self.harness([Row("a", [1])]) { $0.misbehave = misbehave }
                XCTAssertTrue(h.diagnostics.contains(expected), "\(misbehave): \(h.diagnostics)")
                XCTAssertEqual(h.view.faults, [], "\(misbehave): the view got a proper cell")
                XCTAssertEqual(h.view.sections, h.adapter.sections(for: h.view), misbehave)
                if misbehave == "size" { XCTAssertEqual(h.view.frameForItem(at: [0, 0])?.size, .zero) }
                if misbehave != "size" && misbehave != "header" {
                    XCTAssertEqual(h.view.visibleCells.count, 1)
                    XCTAssertNil((h.view.visibleCells.first as? NumberCell)?.number, "\(misbehave): an empty cell")
                }
            }
        }
    }

    func testSingleItemControllerFillsItsCellAndRefillsItInPlace() async {
        await MainActor.run {
            final class BannerCell: HeadlessCell, ListBindable {
                var bound = ""
                var text = ""
                func bindViewModel(_ viewModel: Any) { bound = (viewModel as? Banner)?.text ?? "" }
            }
            var selected: [String] = []
            let h = AdapterHarness([Banner(id: "promo", text: "hi")], attach: false)
            h.source.makeController = { _ in
                SingleItemSectionController<Banner>(
                    cellClass: BannerCell.self, configure: { banner, cell in cell.text = banner.text.uppercased() },
                    size: { banner, container in CGSize(width: container.width, height: CGFloat(banner.text.count) * 10) },
                    onSelect: { selected.append($0.text) })
            }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            let cell = h.view.cellForItem(at: [0, 0]) as! BannerCell
            XCTAssertEqual([cell.bound, cell.text], ["hi", "HI"])
            XCTAssertEqual(h.view.frameForItem(at: [0, 0])?.height, 20)
            h.source.objects = [Banner(id: "promo", text: "hello")]
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertTrue(h.view.cellForItem(at: [0, 0]) === cell, "refilled in place, not reloaded")
            XCTAssertEqual([cell.bound, cell.text], ["hello", "HELLO"])
            XCTAssertEqual(h.view.frameForItem(at: [0, 0])?.height, 50, "measured again")
            XCTAssertTrue(h.log.batches.allSatisfy { $0.sectionReloads.isEmpty && $0.sectionDeletes.isEmpty && $0.itemReloads.isEmpty })
            h.view.tapItem(at: [0, 0])
            XCTAssertEqual(selected, ["hello"])
        }
    }
}
