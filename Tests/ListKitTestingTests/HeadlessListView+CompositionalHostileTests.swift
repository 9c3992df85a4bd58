import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// Bad input to the compositional layout, which UIKit would raise on or
/// lay out unpredictably: the view never crashes or hangs, lays out what it
/// can by the rules of `HeadlessCompositionalLayout`, and reports exactly
/// the documented faults (`HeadlessListView.Fault`):
/// - a dimension, inset or spacing that is negative or not finite counts
///   as zero: `invalidLayoutDimension` (zero itself is valid);
/// - an element longer than its container along its group's axis is laid
///   out as it is, and a group without subitems as one item:
///   `unfittableLayoutItem`;
/// - a boundary item beside the content (.leading, .trailing, .none) is
///   left out: `unsupportedLayout`;
/// - a provider that gives no section: `missingLayoutSection`, and a plain
///   list instead;
/// - a cell's size that is negative or not finite: `invalidSize`, the
///   estimate stays; a cell is asked once each time it is configured.
final class HeadlessListViewCompositionalHostileTests: XCTestCase {
    typealias T = HeadlessCompositionalLayoutTests

    @MainActor
    static func rows(item: ListLayoutItem, height: ListLayoutDimension = .absolute(50)) -> ListLayoutSection {
        ListLayoutSection(group: .horizontal(layoutSize: T.size(.fractionalWidth(1), height), subitems: [item]))
    }

    /// Zero is a valid length: items 0 wide all fit a row (each ends at
    /// 0, within the group's 300), so one row 50 tall takes all 1,000, each
    /// 0 × 50 at x 0 and none visible; no fault.
    func testZeroWidthItemsAllFitOneRow() async {
        await MainActor.run {
            let (source, view) = T.view(ListCompositionalLayout(section: Self.rows(item: T.item(.absolute(0), .fractionalHeight(1)))),
                                        counts: [1_000])
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(view.frameForItem(at: [0, 999]), CGRect(x: 0, y: 0, width: 0, height: 50))
            XCTAssertEqual(view.contentSize.height, 50)
            XCTAssertEqual(view.indexPathsForVisibleItems, [])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Negative, NaN and infinite dimensions each count as zero and report
    /// `invalidLayoutDimension` once per layout of the section: an item of
    /// width −10 is 0 wide (so all fit one row); NaN height is 0 tall; an
    /// infinite fraction is 0. The frames stay finite.
    func testNegativeNaNAndInfiniteDimensionsCountAsZero() async {
        await MainActor.run {
            let cases: [(ListLayoutItem, ListLayoutDimension, CGRect)] = [
                (T.item(.absolute(-10), .fractionalHeight(1)), .absolute(50), CGRect(x: 0, y: 0, width: 0, height: 50)),
                (T.item(.fractionalWidth(1), .absolute(.nan)), .absolute(50), CGRect(x: 0, y: 50, width: 300, height: 0)),
                (T.item(.fractionalWidth(.infinity), .fractionalHeight(1)), .absolute(50), CGRect(x: 0, y: 0, width: 0, height: 50)),
                (T.item(.fractionalWidth(1), .fractionalHeight(1)), .absolute(-.infinity), CGRect(x: 0, y: 0, width: 300, height: 0)),
            ]
            for (k, (item, height, second)) in cases.enumerated() {
                let (source, view) = T.view(ListCompositionalLayout(section: Self.rows(item: item, height: height)), counts: [3])
                defer { withExtendedLifetime(source) {} }
                XCTAssertEqual(view.frameForItem(at: [0, 1]), second, "case \(k)")
                XCTAssertEqual(view.faults, [.invalidLayoutDimension(section: 0)], "case \(k)")
                XCTAssertTrue(view.contentSize.height.isFinite, "case \(k)")
            }
        }
    }

    /// Bad insets and spacings count as zero too: a section inset of −5 on
    /// top, NaN on the leading side, an infinite inter-group spacing, item
    /// insets of NaN and a negative inter-item spacing. Rows of two items
    /// (150 each, the inset item's cell the whole of its place) at y 0 and
    /// 50: as with no insets or spacing at all. One fault.
    func testBadInsetsAndSpacingsCountAsZero() async {
        await MainActor.run {
            let item = T.item(.fractionalWidth(0.5), .fractionalHeight(1),
                              insets: ListDirectionalEdgeInsets(top: .nan, leading: -4, bottom: .infinity, trailing: 0))
            let row = ListLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(50)), subitems: [item])
            row.interItemSpacing = .fixed(-8)
            let section = ListLayoutSection(group: row)
            section.contentInsets = ListDirectionalEdgeInsets(top: -5, leading: .nan, bottom: 0, trailing: 0)
            section.interGroupSpacing = .infinity
            let (source, view) = T.view(ListCompositionalLayout(section: section), counts: [3])
            defer { withExtendedLifetime(source) {} }
            T.assertFrames(T.frames(view), [
                CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 150, y: 0, width: 150, height: 50),
                CGRect(x: 0, y: 50, width: 150, height: 50),
            ])
            XCTAssertEqual(view.contentSize.height, 100)
            XCTAssertEqual(view.faults, [.invalidLayoutDimension(section: 0)])
        }
    }

    /// A fraction above 1: an item 1.5 times its row's 300 points does not
    /// fit; each row takes it anyway (a group takes at least one item), laid
    /// out as it is, 450 wide: `unfittableLayoutItem`. Only what overlaps
    /// the screen's band shows (rows are looked at whole).
    func testAFractionAboveOneIsLaidOutAsItIsAndReported() async {
        await MainActor.run {
            let (source, view) = T.view(ListCompositionalLayout(section: Self.rows(item: T.item(.fractionalWidth(1.5), .fractionalHeight(1)))),
                                        counts: [3])
            defer { withExtendedLifetime(source) {} }
            T.assertFrames(T.frames(view), [0, 50, 100].map { CGRect(x: 0, y: $0, width: 450, height: 50) })
            XCTAssertEqual(view.faults, [.unfittableLayoutItem(section: 0)])
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
        }
    }

    /// A group without subitems takes one item, as if it were one, at the
    /// group's size (300 × 40), and reports `unfittableLayoutItem`; every
    /// item still gets a place, so the section ends.
    func testAGroupWithoutSubitemsTakesOneItemAsOne() async {
        await MainActor.run {
            let empty = ListLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(40)), subitems: [])
            let (source, view) = T.view(ListCompositionalLayout(section: ListLayoutSection(group: empty)), counts: [3])
            defer { withExtendedLifetime(source) {} }
            T.assertFrames(T.frames(view), [0, 40, 80].map { CGRect(x: 0, y: $0, width: 300, height: 40) })
            XCTAssertEqual(view.faults, [.unfittableLayoutItem(section: 0)])
            XCTAssertEqual(view.contentSize.height, 120)
        }
    }

    /// A vertical group whose height is estimated holds each subitem once
    /// and is as tall as they are (30 + 6 + 20 = 56, whatever its estimate
    /// of 500), so nothing is unfittable: no fault.
    func testAVerticalGroupOfEstimatedHeightHoldsItsItemsOnce() async {
        await MainActor.run {
            let column = ListLayoutGroup.vertical(layoutSize: T.size(.fractionalWidth(1), .estimated(500)),
                                                  subitems: [T.item(.fractionalWidth(1), .absolute(30)), T.item(.fractionalWidth(1), .absolute(20))])
            column.interItemSpacing = .fixed(6)
            let (source, view) = T.view(ListCompositionalLayout(section: ListLayoutSection(group: column)), counts: [3])
            defer { withExtendedLifetime(source) {} }
            T.assertFrames(T.frames(view), [
                CGRect(x: 0, y: 0, width: 300, height: 30), CGRect(x: 0, y: 36, width: 300, height: 20),
                CGRect(x: 0, y: 56, width: 300, height: 30),
            ])
            XCTAssertEqual(view.contentSize.height, 86)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// An orthogonal section without items is only its insets and boundary
    /// items: a 20-point header and insets of 10 above and 5 below make it
    /// 35 long; the next section's item starts there. No fault.
    func testAnOrthogonalSectionWithoutItemsIsItsInsetsAndHeader() async {
        await MainActor.run {
            let carousel = Self.rows(item: T.item(.absolute(100), .fractionalHeight(1)))
            carousel.orthogonalScrollingBehavior = .groupPaging
            carousel.contentInsets = ListDirectionalEdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 0)
            carousel.boundarySupplementaryItems = [ListLayoutBoundarySupplementaryItem(
                layoutSize: T.size(.fractionalWidth(1), .absolute(20)), elementKind: T.header, alignment: .top)]
            let rows = Self.rows(item: T.item(.fractionalWidth(1), .fractionalHeight(1)))
            let (source, view) = T.view(ListCompositionalLayout { index, _ in index == 0 ? carousel : rows }, counts: [0, 1])
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 0, y: 35, width: 300, height: 50))
            XCTAssertNotNil(view.supplementaryView(forElementKind: T.header, at: [0, 0]))
            XCTAssertEqual(view.contentSize.height, 85)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A provider that returns nil for section 1: `missingLayoutSection`
    /// for it each time it is laid out, and a plain list there (rows the
    /// list's width, at the 44-point estimate, which the default cells give
    /// back), after section 0's rows of 50.
    func testASectionProviderReturningNilGivesAPlainList() async {
        await MainActor.run {
            let rows = Self.rows(item: T.item(.fractionalWidth(1), .fractionalHeight(1)))
            let (source, view) = T.view(ListCompositionalLayout { index, _ in index == 0 ? rows : nil }, counts: [1, 2])
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 0, y: 50, width: 300, height: 44))
            XCTAssertEqual(view.frameForItem(at: [1, 1]), CGRect(x: 0, y: 94, width: 300, height: 44))
            // Once as the view loads. The list's cells give back their
            // estimate, which changes nothing: the section is not laid out
            // again.
            XCTAssertEqual(view.faults, [.missingLayoutSection(section: 1)])
            view.invalidateLayout(at: [[1, 0]])
            XCTAssertEqual(view.faults, [.missingLayoutSection(section: 1), .missingLayoutSection(section: 1)],
                           "laid out again, it is reported again")
        }
    }

    /// A boundary item at the leading edge (beside the content, which a
    /// vertical layout does not place) is left out, with
    /// `unsupportedLayout`; the section's other header is laid out.
    func testALeadingBoundaryItemIsLeftOutAndReported() async {
        await MainActor.run {
            let section = Self.rows(item: T.item(.fractionalWidth(1), .fractionalHeight(1)))
            section.boundarySupplementaryItems = [
                ListLayoutBoundarySupplementaryItem(layoutSize: T.size(.absolute(40), .fractionalHeight(1)),
                                                    elementKind: "side", alignment: .leading),
                ListLayoutBoundarySupplementaryItem(layoutSize: T.size(.fractionalWidth(1), .absolute(20)),
                                                    elementKind: T.header, alignment: .top),
            ]
            let (source, view) = T.view(ListCompositionalLayout(section: section), counts: [1])
            defer { withExtendedLifetime(source) {} }
            XCTAssertNil(view.frameForSupplementaryElement(ofKind: "side", at: [0, 0]))
            XCTAssertNil(view.supplementaryView(forElementKind: "side", at: [0, 0]))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: T.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 300, height: 20))
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 20, width: 300, height: 50))
            XCTAssertEqual(view.faults, [.unsupportedLayout(section: 0)])
        }
    }

    @MainActor
    static func sizingView(_ source: T.Sizing, height: CGFloat = 100) -> HeadlessListView {
        let view = HeadlessListView(size: CGSize(width: 300, height: height), scheduleCompletion: { $0() })
        view.compositionalLayout = ListCompositionalLayout(section: rows(
            item: T.item(.fractionalWidth(1), .estimated(50)), height: .estimated(50)))
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    /// A cell that reports a NaN height: `invalidSize` for its item, which
    /// keeps the 50-point estimate; each cell on screen is asked once.
    func testACellReportingANaNSizeKeepsTheEstimate() async {
        await MainActor.run {
            let source = T.Sizing([3]) { $0[1] == 0 ? .nan : 30 }
            let view = Self.sizingView(source)
            XCTAssertEqual(source.asks, [[0, 0], [0, 1], [0, 2]])
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 0, width: 300, height: 50))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 0, y: 50, width: 300, height: 30))
            XCTAssertEqual(view.faults, [.invalidSize([0, 0], kind: nil)])
        }
    }

    /// A cell that reports a different height at every ask (growing by 10)
    /// does not make the view loop: a cell is asked once per configuration,
    /// so opening asks each cell on screen once, and a scroll asks only the
    /// cells that come on screen.
    func testACellWhoseSizeChangesAtEveryAskIsAskedOncePerConfiguration() async {
        await MainActor.run {
            var next: CGFloat = 10
            let source = T.Sizing([200]) { _ in
                next += 10
                return next
            }
            let view = Self.sizingView(source, height: 100)
            XCTAssertEqual(view.cellRequestCount, 4, "20, 30, 40 and 50 tall: four cells reach past 100")
            XCTAssertEqual(source.asks.count, view.cellRequestCount)
            XCTAssertEqual(Set(source.asks).count, source.asks.count, "no cell asked twice")
            view.contentOffset = CGPoint(x: 0, y: 300)
            XCTAssertEqual(source.asks.count, view.cellRequestCount)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// 10,000 items estimated at 50 whose cells are 0 tall: each pass of
    /// sizing reveals more, but the band sized doubles after a few passes,
    /// so opening lays the section out O(log items) times (the provider is
    /// asked each time), not once per screenful; every item ends up 0 tall
    /// and sized once.
    func testTenThousandZeroHeightItemsAreSizedInFewPasses() async {
        await MainActor.run {
            var layouts = 0
            let source = T.Sizing([10_000]) { _ in 0 }
            let view = HeadlessListView(size: CGSize(width: 300, height: 100), scheduleCompletion: { $0() })
            view.compositionalLayout = ListCompositionalLayout { _, _ in
                layouts += 1
                return Self.rows(item: T.item(.fractionalWidth(1), .estimated(50)), height: .estimated(50))
            }
            view.dataSource = source
            view.layoutIfNeeded()
            // 21 here: 8 passes over the screen, then bands twice as long
            // each pass (log2 of 10,000 × 50 / 100 ≈ 12); one per screenful
            // would be 5,000.
            XCTAssertLessThanOrEqual(layouts, 30, "layouts: \(layouts)")
            XCTAssertEqual(view.cellRequestCount, 10_000)
            XCTAssertEqual(source.asks.count, 10_000)
            XCTAssertEqual(Set(source.asks).count, 10_000)
            XCTAssertEqual(view.contentSize.height, 0)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Groups may share subitems: 50 levels of groups each holding the
    /// level below twice (`[g, g]`) have 2^50 paths to the item, and the
    /// view lays them out in time of the items placed, never walking the
    /// paths. Each level is as wide as the list (300), so it takes its
    /// first subitem only (a second would end at 600); the innermost takes
    /// items 10 wide while they fit: 30 a row, 50 tall. 100 items: rows at
    /// 0, 50, 100 and 150 (10 items), no fault.
    func testGroupsSharingSubitemsFiftyLevelsDeepAreLaidOutByTheItems() async {
        await MainActor.run {
            var level: ListLayoutItem = T.item(.absolute(10), .absolute(10))
            for _ in 0..<50 {
                level = ListLayoutGroup.horizontal(layoutSize: T.size(.fractionalWidth(1), .fractionalHeight(1)),
                                                   subitems: [level, level])
            }
            let section = ListLayoutSection(group: .vertical(layoutSize: T.size(.fractionalWidth(1), .absolute(50)),
                                                             subitems: [level]))
            let (source, view) = T.view(ListCompositionalLayout(section: section), counts: [100])
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(view.frameForItem(at: [0, 31]), CGRect(x: 10, y: 50, width: 10, height: 10))
            XCTAssertEqual(view.frameForItem(at: [0, 99]), CGRect(x: 90, y: 150, width: 10, height: 10))
            XCTAssertEqual(view.contentSize.height, 200)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Layout objects are classes a test may change in place: a section
    /// the provider gives again (the same object) after one of its
    /// properties, or one of its group tree's, was set is laid out again,
    /// even in a batch that leaves its section alone (a layout is kept only
    /// for the same object unchanged since). Two columns of rows 50 tall in
    /// sections of 4 items; the inter-group spacing set to 100, then a
    /// batch inserting an item in section 1: section 0's rows at 0 and 150
    /// (200 long), section 1's at 200, 350 and 500.
    func testASectionChangedInPlaceIsLaidOutAgainAfterABatch() async throws {
        try await MainActor.run {
            let section = ListLayoutSection(group: .horizontal(layoutSize: T.size(.fractionalWidth(1), .absolute(50)),
                                                               subitems: [T.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
            let (source, view) = T.view(ListCompositionalLayout(section: section), counts: [4, 4])
            XCTAssertEqual(view.frameForItem(at: [0, 2])?.minY, 50)
            section.interGroupSpacing = 100
            var batch = BatchUpdate()
            batch.itemInserts = [[1, 4]]
            try view.performBatchUpdates(batch, updateData: { source.data[1] = HeadlessFlowLayoutTests.section("s1", 5) },
                                         completion: nil)
            XCTAssertEqual(view.frameForItem(at: [0, 2]), CGRect(x: 0, y: 150, width: 150, height: 50))
            XCTAssertEqual([0, 2, 4].map { view.frameForItem(at: [1, $0])?.minY }, [200, 350, 500])
            XCTAssertEqual(view.contentSize.height, 550)
            XCTAssertEqual(view.faults, [])
        }
    }
}
