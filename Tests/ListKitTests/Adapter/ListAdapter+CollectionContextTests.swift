import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// A controller without items whose header source comes after the first
/// load (a header whose size was zero, say), and records its section's
/// display events.
final class LateHeaderController: SectionController, ListSupplementaryViewSource {
    var events: [String] = []
    var headerHeight: CGFloat = 30

    override var numberOfItems: Int { 0 }
    override func willDisplaySection() { events.append("willDisplaySection") }
    override func didEndDisplayingSection() { events.append("didEndDisplayingSection") }

    var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
    func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
        let header = collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
        header?.title = "late"
        return header
    }
    func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: headerHeight) }
}

/// `ListCollectionContext.invalidateLayout(for:completion:)` measures the
/// whole section, supplementary views included, also without items; and a
/// supplementary source added after the first load shows at the next
/// update.
final class ListAdapterCollectionContextTests: XCTestCase {
    @MainActor
    private static func harness() -> (AdapterHarness, LateHeaderController) {
        let h = AdapterHarness([Row("a", [1]), Row("empty")], attach: false)
        var late: LateHeaderController?
        h.source.makeController = { object in
            guard object.diffIdentifier == AnyHashable("empty") else { return RowController() }
            late = LateHeaderController()
            return late
        }
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        h.view.layoutIfNeeded()
        return (h, late!)
    }

    func testInvalidatingTheLayoutOfASectionWithoutItemsShowsItsNewHeader() async {
        await MainActor.run {
            let (h, late) = Self.harness()
            XCTAssertNil(h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [1, 0]))
            XCTAssertEqual(late.events, [])
            late.supplementaryViewSource = late
            var finished: Bool?
            h.adapter.invalidateLayout(for: late) { finished = $0 }
            h.advance()
            XCTAssertEqual(finished, true)
            let header = h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [1, 0]) as? TitleHeader
            XCTAssertEqual(header?.title, "late", "the header shows")
            XCTAssertEqual(header?.frame.height, 30)
            XCTAssertEqual(late.events, ["willDisplaySection"], "IGListKit: willDisplaySection for the header's section")
            XCTAssertEqual(h.view.invalidatedIndexPaths, [[1, 0]], "the section itself: it has no items")

            // And away again when its size goes back to zero.
            late.headerHeight = 0
            h.adapter.invalidateLayout(for: late)   // the form without a completion
            h.advance()
            XCTAssertNil(h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [1, 0]))
            XCTAssertEqual(late.events, ["willDisplaySection", "didEndDisplayingSection"])
        }
    }

    /// The case of the issue: a source added after the first load shows at
    /// the next `performUpdates`, whether or not the objects changed (the
    /// view measures every header and footer at each batch, as UIKit's
    /// flow layout does).
    func testASupplementarySourceAddedAfterTheFirstLoadShowsAtTheNextUpdate() async {
        for objectsChange in [false, true] {
            await MainActor.run {
                let (h, late) = Self.harness()
                late.supplementaryViewSource = late
                if objectsChange { h.source.objects = [Row("b", [2]), Row("a", [1]), Row("empty")] }
                var finished: Bool?
                h.adapter.performUpdates(animated: true) { finished = $0 }
                h.advance()
                XCTAssertEqual(finished, true, "objects change: \(objectsChange)")
                let section = objectsChange ? 2 : 1
                let header = h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [section, 0])
                XCTAssertEqual((header as? TitleHeader)?.title, "late", "objects change: \(objectsChange)")
                XCTAssertEqual(late.events, ["willDisplaySection"], "objects change: \(objectsChange)")
            }
        }
    }

    /// IGListKit ports call `performBatch(animated:updates:)` without a
    /// completion, and `deselectItem(at:sectionController:animated:)` with
    /// an `animated` flag: each does what its full form does. (The test
    /// above uses `invalidateLayout(for:)` without a completion.)
    func testTheFormsPortsCallDoWhatTheFullFormsDo() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2])])
            let controller = h.controller("a")!
            let context = h.adapter as any ListCollectionContext
            context.performBatch(animated: true) { batch in
                controller.items.append(3)
                batch.insert(in: controller, at: [2])
            }
            h.advance()
            XCTAssertEqual(h.counts, [3])
            context.selectItem(at: 1, sectionController: controller)
            XCTAssertEqual(h.view.indexPathsForSelectedItems, [[0, 1]])
            context.deselectItem(at: 1, sectionController: controller, animated: true)
            XCTAssertEqual(h.view.indexPathsForSelectedItems, [])
            XCTAssertEqual(h.view.faults, [])
        }
    }
}
