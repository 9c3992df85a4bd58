import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view laying out IGListKit's `ListCollectionViewLayout`
/// given what a careless delegate or test gives it. The view's rules
/// (`HeadlessListView.Fault`): a size with a side negative or not finite
/// is a fault, `invalidSize`, and counts as zero; an inset or spacing
/// negative or not finite is a fault, `invalidLayoutMetric`, once per
/// section laid out, and counts as zero. IGListKit's: an item longer
/// across than the list less its section's insets is cut to that length
/// (IGListKit asserts in debug builds and cuts it in release ones); a
/// change of `stickyHeaderYOffset` or `showHeaderWhenEmpty` lays the list
/// out again.
final class HeadlessListViewListCollectionViewLayoutHostileTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow
    typealias Tests = HeadlessListViewListCollectionViewLayoutTests
    typealias Spec = Tests.Spec
    static let header = ListElementKind.sectionHeader, footer = ListElementKind.sectionFooter

    /// Items of (−5 × 10) and (40 × NaN), a header of 10 × −3 and a footer
    /// of infinite height: each a fault, each zero; the third item (40 ×
    /// 20) at the origin, the zero-size items there too (zero long across,
    /// they take no room on the row); the header and footer absent. Only
    /// the third item shows: a frame of zero width or height never does.
    func testInvalidSizesCountAsZeroWithAFault() async {
        await MainActor.run {
            let flow = Flow([])
            Tests.fill(flow, with: [Spec(items: [CGSize(width: -5, height: 10), CGSize(width: 40, height: CGFloat.nan), CGSize(width: 40, height: 20)])])
            flow.headers[0] = CGSize(width: 10, height: -3)
            flow.footers[0] = CGSize(width: 10, height: CGFloat.infinity)
            let view = HeadlessFlowLayoutTests.view(flow, size: CGSize(width: 100, height: 100)) {
                $0.listCollectionViewLayout = Tests.plain()
            }
            XCTAssertEqual((0..<3).map { view.frameForItem(at: [0, $0]) }, [.zero, .zero, CGRect(x: 0, y: 0, width: 40, height: 20)])
            XCTAssertNil(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]))
            XCTAssertNil(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]))
            XCTAssertEqual(view.contentSize.height, 20)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 2]])
            XCTAssertEqual(view.faults, [.invalidSize([0, 0], kind: nil), .invalidSize([0, 1], kind: nil),
                                         .invalidSize([0, 0], kind: Self.header), .invalidSize([0, 0], kind: Self.footer)])
        }
    }

    /// Insets (−5, NaN, 0, −1), line spacing ∞ and interitem spacing −1:
    /// one fault for the section, all zero: items of 60 × 10 one per row
    /// at x 0, y 0 and 10 (no line spacing); content 20.
    func testInvalidInsetsAndSpacingsCountAsZeroWithAFault() async {
        await MainActor.run {
            let spec = Spec(inset: ListEdgeInsets(top: -5, left: .nan, bottom: 0, right: -1), line: .infinity, interitem: -1,
                            items: Tests.sizes(60, 10, 2))
            let (flow, view) = Tests.view([spec], layout: Tests.plain())
            XCTAssertEqual([view.frameForItem(at: [0, 0]), view.frameForItem(at: [0, 1])],
                           [CGRect(x: 0, y: 0, width: 60, height: 10), CGRect(x: 0, y: 10, width: 60, height: 10)])
            XCTAssertEqual(view.contentSize.height, 20)
            XCTAssertEqual(view.faults, [.invalidLayoutMetric(section: 0)])
            withExtendedLifetime(flow) {}
        }
    }

    /// An item 300 wide in a list 100 wide, its section inset 10 on the
    /// left and 5 on the right, is cut to 85 at x 10; in a horizontal list
    /// 100 tall, an item 300 tall is cut to 100. A header's own length
    /// across (500) does not count: it spans the list less the insets.
    /// No fault: IGListKit lays these out.
    func testItemsLongerThanTheListAreCutToIt() async {
        await MainActor.run {
            let (a, vertical) = Tests.view([Spec(inset: Tests.insets(0, 10, 0, 5), items: [CGSize(width: 300, height: 20)])],
                                           layout: Tests.plain())
            XCTAssertEqual(vertical.frameForItem(at: [0, 0]), CGRect(x: 10, y: 0, width: 85, height: 20))
            XCTAssertEqual(vertical.indexPathsForVisibleItems, [[0, 0]])
            let (b, horizontal) = Tests.view([Spec(header: 10, items: [CGSize(width: 20, height: 300), CGSize(width: 20, height: 300)])],
                                             layout: Tests.plain(.horizontal))
            b.headers[0] = CGSize(width: 10, height: 500)
            horizontal.reloadData()
            XCTAssertEqual([horizontal.frameForItem(at: [0, 0]), horizontal.frameForItem(at: [0, 1])],
                           [CGRect(x: 10, y: 0, width: 20, height: 100), CGRect(x: 30, y: 0, width: 20, height: 100)])
            XCTAssertEqual(horizontal.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 10, height: 100))
            XCTAssertEqual(horizontal.contentSize, CGSize(width: 50, height: 100))
            XCTAssertEqual(vertical.faults + horizontal.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// 10,000 sections of three items of zero size, interitem spacing 1:
    /// the items take no room along the scroll axis, the row wraps every
    /// 102 items (a cursor past 101 = 100 + the point's allowance starts
    /// it again at 0) and nothing moves down: item 29,999 (section 9,999,
    /// item 2) sits at x 29,999 mod 102 = 11, y 0. Content 0; nothing
    /// shows, wherever the list is scrolled; a batch deleting a section
    /// lays it out again (item 2 of the last section is then item 29,996,
    /// at x 8).
    func testTenThousandSectionsOfZeroSizeItems() async throws {
        try await MainActor.run {
            let specs = (0..<10_000).map { _ in Spec(interitem: 1, items: Tests.sizes(0, 0, 3)) }
            let (flow, view) = Tests.view(specs, layout: Tests.plain())
            XCTAssertEqual(view.frameForItem(at: [9_999, 2]), CGRect(x: 11, y: 0, width: 0, height: 0))
            XCTAssertEqual(view.contentSize.height, 0)
            XCTAssertEqual(view.indexPathsForVisibleItems, [])
            view.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(view.indexPathsForVisibleItems, [])
            var batch = BatchUpdate()
            batch.sectionDeletes = [0]
            try view.performBatchUpdates(batch, updateData: { flow.data.removeFirst() }, completion: nil)
            XCTAssertEqual(view.numberOfSections, 9_999)
            XCTAssertEqual(view.frameForItem(at: [9_998, 2]), CGRect(x: 8, y: 0, width: 0, height: 0))
            XCTAssertEqual(view.indexPathsForVisibleItems, [])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Changing `showHeaderWhenEmpty` after loading lays the list out
    /// again: the empty section 1's header of 10 shows at 30 (after
    /// section 0: header 0–10, item 10–30), section 2 moving down by 10
    /// (its header at 40, not 30); turned off again, it goes. Changing
    /// `stickyHeaderYOffset` moves the sticking headers at once: at offset
    /// 45 section 2's header (40) sticks at 45, then 55 with an offset of
    /// 10. A sticky header offset that is not a number leaves headers at
    /// their places.
    func testChangingShowHeaderWhenEmptyAndStickyHeaderYOffsetLaysOutAgain() async {
        await MainActor.run {
            let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            let (flow, view) = Tests.view([Spec(header: 10, items: Tests.sizes(100, 20, 1)), Spec(header: 10, items: []),
                                           Spec(header: 10, items: Tests.sizes(100, 30, 4))], layout: layout)
            @MainActor func headerTop(_ section: Int) -> CGFloat? {
                view.frameForSupplementaryElement(ofKind: Self.header, at: [section, 0])?.minY
            }
            XCTAssertEqual([headerTop(0), headerTop(1), headerTop(2)], [0, nil, 30])
            flow.events = []
            layout.showHeaderWhenEmpty = true
            XCTAssertEqual([headerTop(0), headerTop(1), headerTop(2)], [0, 30, 40])
            XCTAssertEqual(view.frameForItem(at: [2, 0]), CGRect(x: 0, y: 50, width: 100, height: 30))
            XCTAssertTrue(flow.events.contains("+header 1"), "\(flow.events)")
            XCTAssertNotNil(view.supplementaryView(forElementKind: Self.header, at: [1, 0]))
            layout.showHeaderWhenEmpty = false
            XCTAssertEqual([headerTop(1), headerTop(2)], [nil, 30])
            XCTAssertNil(view.supplementaryView(forElementKind: Self.header, at: [1, 0]))
            XCTAssertEqual(view.contentSize.height, 160)

            view.contentOffset = CGPoint(x: 0, y: 45)
            XCTAssertEqual(headerTop(2), 45)
            layout.stickyHeaderYOffset = 10
            XCTAssertEqual(headerTop(2), 55)
            layout.stickyHeaderYOffset = .nan
            XCTAssertEqual(headerTop(2), 30, "not a number: at its place")
            XCTAssertEqual(headerTop(0), 0)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// One layout may serve two views: a change to it lays out each, and a
    /// view that lets it go stops only its own updates. Views A and B
    /// share a layout with sticky headers (a header of 10, ten items of
    /// 100 × 30); A lets it go; B, scrolled to 100, has its header at 100,
    /// and at 130 once `stickyHeaderYOffset` is 30.
    func testALayoutSharedByTwoViewsLaysOutEach() async {
        await MainActor.run {
            let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            let spec = [Spec(header: 10, items: Tests.sizes(100, 30, 10))]
            let (flowA, a) = Tests.view(spec, layout: layout)
            let (flowB, b) = Tests.view(spec, layout: layout)
            defer { withExtendedLifetime((flowA, flowB)) {} }
            a.listCollectionViewLayout = nil
            b.contentOffset = CGPoint(x: 0, y: 100)
            XCTAssertEqual(b.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0])?.minY, 100)
            layout.stickyHeaderYOffset = 30
            XCTAssertEqual(b.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0])?.minY, 130)
            XCTAssertEqual(a.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0])?.minY, 0, "flow: not sticky")
            XCTAssertEqual(a.faults + b.faults, [])
        }
    }
}
