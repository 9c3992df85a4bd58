import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view's compositional layout, with exact frames, against
/// the rules `UICollectionViewCompositionalLayout` documents and the
/// engine's own (`HeadlessCompositionalLayout`):
/// - a fractional dimension "is computed as a fraction of the width
///   [height] of the containing group"
///   (developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)),
///   the section's content for the section's group;
/// - an item's `contentInsets` shrink its cell inside its place, and are
///   "ignored for any axis that uses an estimated value for its dimension"
///   (developer.apple.com/documentation/appkit/nscollectionlayoutitem/contentinsets);
/// - `interGroupSpacing` is "the amount of space between the groups";
///   `contentInsets` of a section "the amount of space between the content
///   of the section and its boundaries";
/// - flexible spacing is "a minimum amount of space that can grow as more
///   space becomes available ... items are respaced evenly in the
///   additional space" (developer.apple.com/documentation/uikit/nscollectionlayoutspacing);
/// - a pinned boundary item "is shown while any portion of the section ...
///   it's attached to is visible" (…/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds);
/// - an orthogonal section lays "its content orthogonally to the main
///   layout axis" (…/nscollectionlayoutsection/orthogonalscrollingbehavior).
final class HeadlessCompositionalLayoutTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow
    static let header = ListElementKind.sectionHeader, footer = ListElementKind.sectionFooter

    @MainActor
    static func size(_ width: ListLayoutDimension, _ height: ListLayoutDimension) -> ListLayoutSize {
        ListLayoutSize(widthDimension: width, heightDimension: height)
    }

    @MainActor
    static func item(_ width: ListLayoutDimension, _ height: ListLayoutDimension,
                     insets: ListDirectionalEdgeInsets = .zero) -> ListLayoutItem {
        let item = ListLayoutItem(layoutSize: size(width, height))
        item.contentInsets = insets
        return item
    }

    static func insets(_ all: CGFloat) -> ListDirectionalEdgeInsets {
        ListDirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all)
    }

    /// A view of `size` showing sections of `counts` items, laid out by
    /// `layout`, served by the flow tests' data source (which gives a
    /// supplementary view of every kind asked for).
    @MainActor
    static func view(_ layout: ListCompositionalLayout, counts: [Int],
                     size: CGSize = CGSize(width: 300, height: 200)) -> (Flow, HeadlessListView) {
        let flow = Flow(counts.enumerated().map { HeadlessFlowLayoutTests.section("s\($0.offset)", $0.element) })
        let view = HeadlessFlowLayoutTests.view(flow, size: size) { $0.compositionalLayout = layout }
        return (flow, view)
    }

    /// The frames of every item of `section`.
    @MainActor
    static func frames(_ view: HeadlessListView, section: Int = 0) -> [CGRect?] {
        (0..<view.numberOfItems(inSection: section)).map { view.frameForItem(at: [section, $0]) }
    }

    static func assertFrames(_ actual: [CGRect?], _ expected: [CGRect], accuracy: CGFloat = 1e-9,
                             _ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, "count \(message)", file: file, line: line)
        for (k, (a, e)) in zip(actual, expected).enumerated() {
            guard let a else { XCTFail("item \(k): no frame \(message)", file: file, line: line); continue }
            let close = abs(a.minX - e.minX) <= accuracy && abs(a.minY - e.minY) <= accuracy
                && abs(a.width - e.width) <= accuracy && abs(a.height - e.height) <= accuracy
            XCTAssertTrue(close, "item \(k): \(a) is not \(e) \(message)", file: file, line: line)
        }
    }

    /// A 3-column grid: items a third of the group's width (300 / 3 = 100)
    /// and its whole height (100), inset by 5 on every side, so each cell
    /// is 90 × 90 at (col × 100 + 5, row × 100 + 5); a row takes three
    /// (a fourth would end at 400 > 300) and the last row of seven items
    /// holds one. Rows of 100 give content 300; a 200-point screen shows
    /// the two rows above 200, and at offset 150 rows 1 and 2.
    func testAGridOfThirdsWithItemInsets() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(100)),
                subitems: [Self.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: Self.insets(5))])
            let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: row)), counts: [7])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), (0..<7).map {
                CGRect(x: CGFloat($0 % 3) * 100 + 5, y: CGFloat($0 / 3) * 100 + 5, width: 90, height: 90)
            })
            XCTAssertEqual(view.contentSize, CGSize(width: 300, height: 300))
            XCTAssertEqual(view.indexPathsForVisibleItems, (0..<6).map { [0, $0] })
            view.contentOffset = CGPoint(x: 0, y: 150)
            XCTAssertEqual(view.indexPathsForVisibleItems, (3..<7).map { [0, $0] })
            XCTAssertEqual(view.faults, [])
        }
    }

    /// `ListCompositionalLayout.list(using:)`, plain, with headers and
    /// footers: rows the section's width, estimated at 44 (the default
    /// cell gives back the estimate), a header and a footer estimated at
    /// 28 and taken as they are, no insets. Section 0 (2 items): header
    /// 0–28, rows 28 and 72, footer 116–144; section 1 (3 items) from 144:
    /// header 144, rows 172, 216, 260, footer 304; content 332. A plain
    /// list's header pins: in a 100-point screen at offset 150 section 1's
    /// header is at 150.
    func testAPlainListWithHeadersAndFooters() async {
        await MainActor.run {
            var configuration = ListLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let (source, view) = Self.view(.list(using: configuration), counts: [2, 3], size: CGSize(width: 300, height: 100))
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view, section: 0), [0, 1].map { CGRect(x: 0, y: 28 + 44 * CGFloat($0), width: 300, height: 44) })
            Self.assertFrames(Self.frames(view, section: 1), [0, 1, 2].map { CGRect(x: 0, y: 172 + 44 * CGFloat($0), width: 300, height: 44) })
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 300, height: 28))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), CGRect(x: 0, y: 116, width: 300, height: 28))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), CGRect(x: 0, y: 144, width: 300, height: 28))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [1, 0]), CGRect(x: 0, y: 304, width: 300, height: 28))
            XCTAssertEqual(view.contentSize.height, 332)
            view.contentOffset = CGPoint(x: 0, y: 150)
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), CGRect(x: 0, y: 150, width: 300, height: 28))
            XCTAssertEqual(view.supplementaryView(forElementKind: Self.header, at: [1, 0])?.frame, CGRect(x: 0, y: 150, width: 300, height: 28))
            XCTAssertEqual(view.faults, [])
        }
    }

    /// An inset grouped list: the section is inset 16 above and below and
    /// 20 on each side, so rows are 260 wide at x 20, and its header and
    /// footer follow the side insets (`supplementariesFollowContentInsets`)
    /// and sit outside the top and bottom ones. Section 0 (2 items):
    /// header 0–28, inset to 44, rows 44 and 88, inset to 148, footer
    /// 148–176; section 1 starts at 176. Headers do not pin.
    func testAnInsetGroupedListWithHeadersAndFooters() async {
        await MainActor.run {
            var configuration = ListLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let (source, view) = Self.view(.list(using: configuration), counts: [2, 1])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view, section: 0), [CGRect(x: 20, y: 44, width: 260, height: 44), CGRect(x: 20, y: 88, width: 260, height: 44)])
            Self.assertFrames(Self.frames(view, section: 1), [CGRect(x: 20, y: 176 + 28 + 16, width: 260, height: 44)])
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 20, y: 0, width: 260, height: 28))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), CGRect(x: 20, y: 148, width: 260, height: 28))
            XCTAssertEqual(view.contentSize.height, 176 + 28 + 16 + 44 + 16 + 28)
            view.contentOffset = CGPoint(x: 0, y: 10)
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0])?.minY, 0, "no pinning")
        }
    }

    /// Nested groups: a row 200 tall holding a large item half its width
    /// and a column (half its width) of two items half the column's height
    /// each. The row takes the large item (0–150), then the column (150–300);
    /// the next large item would end at 450. The column takes two (100 each).
    /// Five items: row 0 holds 0 (large), 1 and 2; row 1 (at 200) holds 3
    /// and a column with 4 alone. Content 400.
    func testNestedGroups() async {
        await MainActor.run {
            let column = ListLayoutGroup.vertical(
                layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))])
            let row = ListLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(200)),
                subitems: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1)), column])
            let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: row)), counts: [5])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [
                CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 150, y: 0, width: 150, height: 100),
                CGRect(x: 150, y: 100, width: 150, height: 100), CGRect(x: 0, y: 200, width: 150, height: 200),
                CGRect(x: 150, y: 200, width: 150, height: 100),
            ])
            XCTAssertEqual(view.contentSize.height, 400)
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A count group made with `subitem:count:` of 4 with a fixed spacing
    /// of 12 in 300 points: Apple documents that it "automatically resizes"
    /// its items, so each takes an even share, (300 − 3 × 12) / 4 = 66,
    /// whatever its own width (0.9 here), at 0, 78, 156, 234; the last
    /// group of six items holds two. A vertical count group of 2, 100 tall
    /// with spacing 10, gives shares of 45.
    func testCountGroupsTakeEvenSharesLessTheSpacing() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                subitem: Self.item(.fractionalWidth(0.9), .fractionalHeight(1)), count: 4)
            row.interItemSpacing = .fixed(12)
            let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: row)), counts: [6])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [0, 78, 156, 234, 0, 78].enumerated().map {
                CGRect(x: CGFloat($0.element), y: $0.offset < 4 ? 0 : 50, width: 66, height: 50)
            })
            XCTAssertEqual(view.contentSize.height, 100)

            let column = ListLayoutGroup.vertical(
                layoutSize: Self.size(.absolute(120), .absolute(100)),
                subitem: Self.item(.fractionalWidth(1), .absolute(10)), count: 2)
            column.interItemSpacing = .fixed(10)
            let (columnsSource, columns) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: column)), counts: [3])
            defer { withExtendedLifetime(columnsSource) {} }
            Self.assertFrames(Self.frames(columns), [
                CGRect(x: 0, y: 0, width: 120, height: 45), CGRect(x: 0, y: 55, width: 120, height: 45),
                CGRect(x: 0, y: 100, width: 120, height: 45),
            ])
            XCTAssertEqual(view.faults + columns.faults, [])
        }
    }

    /// A group made with `repeatingSubitem:count:` holds exactly `count`
    /// items at the subitem's own size: Apple's page says "It's your
    /// responsibility to ensure that the group's layoutSize can fit count
    /// repetitions of this item." Three items 80 wide, 10 apart, in a
    /// 300-point group: at 0, 90, 180 (60 left over), the fourth item in
    /// the next group. Four items 80 wide do not fit 300: all four are
    /// laid out (the last ends at 350), with an `unfittableLayoutItem`
    /// fault for each group that overflows.
    func testRepeatingSubitemGroupsKeepTheSubitemsSize() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
                                                 repeatingSubitem: Self.item(.absolute(80), .fractionalHeight(1)), count: 3)
            row.interItemSpacing = .fixed(10)
            let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: row)), counts: [4])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [
                CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 90, y: 0, width: 80, height: 40),
                CGRect(x: 180, y: 0, width: 80, height: 40), CGRect(x: 0, y: 40, width: 80, height: 40),
            ])
            XCTAssertEqual(view.faults, [])

            let tooMany = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
                                                     repeatingSubitem: Self.item(.absolute(80), .fractionalHeight(1)), count: 4)
            tooMany.interItemSpacing = .fixed(10)
            let (overSource, over) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: tooMany)), counts: [4])
            defer { withExtendedLifetime(overSource) {} }
            XCTAssertEqual(Self.frames(over).map { $0?.minX }, [0, 90, 180, 270])
            XCTAssertEqual(over.faults, [.unfittableLayoutItem(section: 0)])
        }
    }

    /// Flexible spacing of at least 10 between items 80 wide in 300: a row
    /// takes three (80 + 10 + 80 + 10 + 80 = 260; a fourth ends at 350) and
    /// shares the 40 left between its two gaps (30 each): 0, 110, 220. The
    /// last row, two items, spreads them over the whole row: 0 and 220.
    /// A fixed spacing of 10 leaves them at 0, 90, 180.
    func testFlexibleSpacingSpreadsTheItemsOverTheGroup() async {
        await MainActor.run {
            for (spacing, xs) in [(ListLayoutSpacing.flexible(10), [0, 110, 220, 0, 220]),
                                  (.fixed(10), [0, 90, 180, 0, 90])] {
                let row = ListLayoutGroup.horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(40)),
                    subitems: [Self.item(.absolute(80), .fractionalHeight(1))])
                row.interItemSpacing = spacing
                let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: row)), counts: [5])
                defer { withExtendedLifetime(source) {} }
                Self.assertFrames(Self.frames(view), xs.enumerated().map {
                    CGRect(x: CGFloat($0.element), y: $0.offset < 3 ? 0 : 40, width: 80, height: 40)
                }, "\(spacing)")
            }
        }
    }

    /// Section insets (top 10, leading 20, bottom 30, trailing 40) leave a
    /// content 240 wide at x 20; groups (the content's width, 50 tall, two
    /// items each) 8 apart. The header (.top, the content's width, 24) sits
    /// above the top inset: 0–24; groups at 34, 92, 150; the bottom inset
    /// ends at 230; the footer (.bottomTrailing, half the content's width,
    /// 16) sits at the trailing edge: x 140, 230–246. Not following the
    /// insets, both span the list's 300 points instead.
    func testSectionInsetsInterGroupSpacingHeaderAndFooter() async {
        await MainActor.run {
            for follows in [true, false] {
                let row = ListLayoutGroup.horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                    subitems: [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
                let section = ListLayoutSection(group: row)
                section.contentInsets = ListDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
                section.interGroupSpacing = 8
                section.supplementariesFollowContentInsets = follows
                section.boundarySupplementaryItems = [
                    ListLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(24)),
                                                        elementKind: Self.header, alignment: .top),
                    ListLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(0.5), .absolute(16)),
                                                        elementKind: Self.footer, alignment: .bottomTrailing),
                ]
                let (source, view) = Self.view(ListCompositionalLayout(section: section), counts: [5], size: CGSize(width: 300, height: 400))
                defer { withExtendedLifetime(source) {} }
                Self.assertFrames(Self.frames(view), [
                    CGRect(x: 20, y: 34, width: 120, height: 50), CGRect(x: 140, y: 34, width: 120, height: 50),
                    CGRect(x: 20, y: 92, width: 120, height: 50), CGRect(x: 140, y: 92, width: 120, height: 50),
                    CGRect(x: 20, y: 150, width: 120, height: 50),
                ])
                XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]),
                               follows ? CGRect(x: 20, y: 0, width: 240, height: 24) : CGRect(x: 0, y: 0, width: 300, height: 24))
                XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]),
                               follows ? CGRect(x: 140, y: 230, width: 120, height: 16) : CGRect(x: 150, y: 230, width: 150, height: 16))
                XCTAssertEqual(view.supplementaryView(forElementKind: Self.footer, at: [0, 0])?.frame,
                               view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]))
                XCTAssertEqual(view.contentSize, CGSize(width: 300, height: 246))
                XCTAssertEqual(view.faults, [])
            }
        }
    }

    /// A header that does not extend the boundary (`extendsBoundary`
    /// false) lies over the content rather than before it: the items start
    /// at the section's top; a footer likewise ends where the content ends.
    func testBoundaryItemsThatDoNotExtendTheBoundaryLieOverTheContent() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                                                 subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = ListLayoutSection(group: row)
            let header = ListLayoutBoundarySupplementaryItem(layoutSize: Self.size(.absolute(100), .absolute(30)),
                                                             elementKind: Self.header, alignment: .topLeading)
            let footer = ListLayoutBoundarySupplementaryItem(layoutSize: Self.size(.absolute(100), .absolute(20)),
                                                             elementKind: Self.footer, alignment: .bottomLeading)
            header.extendsBoundary = false
            footer.extendsBoundary = false
            section.boundarySupplementaryItems = [header, footer]
            let (source, view) = Self.view(ListCompositionalLayout(section: section), counts: [2])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [CGRect(x: 0, y: 0, width: 300, height: 50), CGRect(x: 0, y: 50, width: 300, height: 50)])
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 100, height: 30))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), CGRect(x: 0, y: 80, width: 100, height: 20))
            XCTAssertEqual(view.contentSize.height, 100)
        }
    }

    /// A pinned header (`pinToVisibleBounds`) stays at the top of the
    /// screen while its section is under it, never above the section's
    /// start, pushed up by the section's end. Two sections of a 30-point
    /// header and four rows of 50 (230 each) in a 100-point screen: at 100
    /// header 0 is at 100; at 210 it is pushed to 230 − 30 = 200; at 240
    /// section 0 is off screen (no header view) and header 1 is at 240.
    func testAPinnedHeaderFollowsTheScreenAndIsPushedBySectionEnd() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(50)),
                                                 subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
            let section = ListLayoutSection(group: row)
            let header = ListLayoutBoundarySupplementaryItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(30)),
                                                             elementKind: Self.header, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let (source, view) = Self.view(ListCompositionalLayout(section: section), counts: [4, 4], size: CGSize(width: 300, height: 100))
            defer { withExtendedLifetime(source) {} }
            @MainActor func headerTop(_ s: Int) -> CGFloat? { view.supplementaryView(forElementKind: Self.header, at: [s, 0])?.frame.minY }
            XCTAssertEqual(headerTop(0), 0)
            XCTAssertNil(headerTop(1))
            for (offset, top0, top1) in [(CGFloat(100), CGFloat?.some(100), CGFloat?.none), (210, 200, 230), (240, nil, 240)] {
                view.contentOffset = CGPoint(x: 0, y: offset)
                XCTAssertEqual(headerTop(0), top0, "offset \(offset)")
                XCTAssertEqual(headerTop(1), top1, "offset \(offset)")
            }
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0])?.minY, 240)
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 0, y: 260, width: 300, height: 50), "the header extends the boundary")
        }
    }

    /// An orthogonal section puts its groups side by side from the leading
    /// inset (10), `interGroupSpacing` (10) apart: columns 120 wide whose
    /// height is estimated, each holding its two items once (60 and 40
    /// tall), the last just one. Groups at 10, 140, 270, 400: the row is as
    /// tall as the tallest group (100, not the last's 60), and only items
    /// inside the list's 300 points show (item 6, at 400, does not). The
    /// next section starts below the row.
    func testAnOrthogonalSectionLaysGroupsSideBySide() async {
        await MainActor.run {
            let column = ListLayoutGroup.vertical(
                layoutSize: Self.size(.absolute(120), .estimated(50)),
                subitems: [Self.item(.fractionalWidth(1), .absolute(60)), Self.item(.fractionalWidth(1), .absolute(40))])
            let carousel = ListLayoutSection(group: column)
            carousel.orthogonalScrollingBehavior = .continuous
            carousel.contentInsets = ListDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            carousel.interGroupSpacing = 10
            let rows = ListLayoutSection(group: .horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(30)),
                                                            subitems: [Self.item(.fractionalWidth(1), .fractionalHeight(1))]))
            let layout = ListCompositionalLayout { index, _ in index == 0 ? carousel : rows }
            let (source, view) = Self.view(layout, counts: [7, 2])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [10, 140, 270, 400].flatMap { x in
                [CGRect(x: x, y: 0, width: 120, height: 60), CGRect(x: x, y: 60, width: 120, height: 40)]
            }.dropLast().map { $0 })
            Self.assertFrames(Self.frames(view, section: 1), [CGRect(x: 0, y: 100, width: 300, height: 30), CGRect(x: 0, y: 130, width: 300, height: 30)])
            XCTAssertEqual(view.contentSize.height, 160)
            XCTAssertEqual(view.indexPathsForVisibleItems, (0..<6).map { [0, $0] } + [[1, 0], [1, 1]])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A count group's child is its share long along the group's axis even
    /// when the child is a group estimated there (as thick as what it
    /// holds): the shares of a vertical group of 2, 100 tall with spacing
    /// 10, are 45 long at 0 and 55, though the first child's item is 60
    /// tall (it overhangs its share, as an item taller than its group
    /// does). Before the fix, the second share started at 70.
    func testACountGroupsChildIsItsShareLongWhateverItHolds() async {
        await MainActor.run {
            let row = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .estimated(30)),
                                                 subitems: [Self.item(.fractionalWidth(1), .absolute(60))])
            let column = ListLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)),
                                                  subitem: row, count: 2)
            column.interItemSpacing = .fixed(10)
            let (source, view) = Self.view(ListCompositionalLayout(section: ListLayoutSection(group: column)), counts: [3])
            defer { withExtendedLifetime(source) {} }
            Self.assertFrames(Self.frames(view), [
                CGRect(x: 0, y: 0, width: 300, height: 60), CGRect(x: 0, y: 55, width: 300, height: 60),
                CGRect(x: 0, y: 100, width: 300, height: 60),
            ])
            XCTAssertEqual(view.contentSize.height, 200)
        }
    }

    /// An item taller than its group shows wherever its frame is on screen,
    /// in an orthogonal section's row as in a section's groups: a row of
    /// groups 40 tall whose items are 90 tall, then a bottom inset of 100
    /// (the section is 140 long). At offset 60 of a 100-point screen the
    /// item (0–90) shows. Before the fix the row counted as 40 tall, and
    /// the item did not show.
    func testAnItemTallerThanItsOrthogonalGroupShowsWhileOnScreen() async {
        await MainActor.run {
            let group = ListLayoutGroup.horizontal(layoutSize: Self.size(.absolute(100), .absolute(40)),
                                                   subitems: [Self.item(.fractionalWidth(1), .absolute(90))])
            let section = ListLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsets = ListDirectionalEdgeInsets(top: 0, leading: 0, bottom: 100, trailing: 0)
            let (source, view) = Self.view(ListCompositionalLayout(section: section), counts: [2, 1], size: CGSize(width: 300, height: 100))
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 100, y: 0, width: 100, height: 90))
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 0, y: 140, width: 100, height: 90))
            view.contentOffset = CGPoint(x: 0, y: 60)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [1, 0]])
        }
    }

    final class SizingCell: HeadlessCell {
        var height: CGFloat = 0
        var asked: () -> Void = {}
        override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
            asked()
            layoutAttributes.size.height = height
            return layoutAttributes
        }
    }

    /// A data source whose cells size themselves: item `i` of section 0
    /// reports `heights[i]`.
    @MainActor
    final class Sizing: HeadlessListViewDataSource {
        var counts: [Int]
        var heights: (IndexPath) -> CGFloat
        var asks: [IndexPath] = []
        init(_ counts: [Int], heights: @escaping (IndexPath) -> CGFloat) { (self.counts, self.heights) = (counts, heights) }
        func numberOfSections(in view: HeadlessListView) -> Int { counts.count }
        func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
            view.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
            let cell = view.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath) as! SizingCell
            cell.height = heights(indexPath)
            cell.asked = { [unowned self] in self.asks.append(indexPath) }
            return cell
        }
    }

    /// Self-sizing along an estimated height: rows estimated at 50 with
    /// item insets of 7, which UIKit ignores along the estimated axis (the
    /// cell's own height replaces the estimate) but keeps across it (x 7,
    /// width 286). Items report 30, 80, 20, 60 in a 100-point screen:
    /// items 0 and 1 come on screen at the estimate, report 30 and 80, and
    /// item 2 moves to 110, off screen, unasked: content 30 + 80 + 50 + 50.
    func testEstimatedHeightsTakeTheCellsSizes() async {
        await MainActor.run {
            let heights: [CGFloat] = [30, 80, 20, 60]
            let source = Sizing([4]) { heights[$0[1]] }
            let row = ListLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .estimated(50)),
                                                 subitems: [Self.item(.fractionalWidth(1), .estimated(50), insets: Self.insets(7))])
            let view = HeadlessListView(size: CGSize(width: 300, height: 100), scheduleCompletion: { $0() })
            view.compositionalLayout = ListCompositionalLayout(section: ListLayoutSection(group: row))
            view.dataSource = source
            view.layoutIfNeeded()
            XCTAssertEqual(source.asks, [[0, 0], [0, 1]])
            Self.assertFrames(Self.frames(view), [
                CGRect(x: 7, y: 0, width: 286, height: 30), CGRect(x: 7, y: 30, width: 286, height: 80),
                CGRect(x: 7, y: 110, width: 286, height: 50), CGRect(x: 7, y: 160, width: 286, height: 50),
            ])
            XCTAssertEqual(view.contentSize.height, 210)
            view.contentOffset = CGPoint(x: 0, y: 100)
            XCTAssertEqual(source.asks, [[0, 0], [0, 1], [0, 2], [0, 3]])
            Self.assertFrames(Self.frames(view), [
                CGRect(x: 7, y: 0, width: 286, height: 30), CGRect(x: 7, y: 30, width: 286, height: 80),
                CGRect(x: 7, y: 110, width: 286, height: 20), CGRect(x: 7, y: 130, width: 286, height: 60),
            ])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// The section provider is asked for each section by index, told an
    /// environment whose container is the list's size (as UIKit's
    /// `NSCollectionLayoutEnvironment.container.contentSize`), and each
    /// section takes the layout it gave: section 0 a grid of halves 40
    /// tall, section 1 full rows 25 tall. A new size asks again, with it.
    func testTheSectionProviderIsAskedPerSectionWithTheListsSize() async {
        await MainActor.run {
            var asked: [(Int, CGSize)] = []
            let layout = ListCompositionalLayout { index, environment in
                asked.append((index, environment.container.contentSize))
                let width: CGFloat = index == 0 ? 0.5 : 1, height: CGFloat = index == 0 ? 40 : 25
                return ListLayoutSection(group: .horizontal(
                    layoutSize: Self.size(.fractionalWidth(1), .absolute(height)),
                    subitems: [Self.item(.fractionalWidth(width), .fractionalHeight(1))]))
            }
            let (source, view) = Self.view(layout, counts: [3, 2], size: CGSize(width: 320, height: 480))
            defer { withExtendedLifetime(source) {} }
            XCTAssertEqual(asked.map(\.0), [0, 1])
            XCTAssertEqual(asked.map(\.1), [CGSize(width: 320, height: 480), CGSize(width: 320, height: 480)])
            Self.assertFrames(Self.frames(view, section: 0), [
                CGRect(x: 0, y: 0, width: 160, height: 40), CGRect(x: 160, y: 0, width: 160, height: 40),
                CGRect(x: 0, y: 40, width: 160, height: 40),
            ])
            Self.assertFrames(Self.frames(view, section: 1), [CGRect(x: 0, y: 80, width: 320, height: 25), CGRect(x: 0, y: 105, width: 320, height: 25)])
            asked = []
            view.size = CGSize(width: 200, height: 100)
            XCTAssertEqual(asked.map(\.0), [0, 1])
            XCTAssertEqual(asked.map(\.1), [CGSize(width: 200, height: 100), CGSize(width: 200, height: 100)])
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 100, y: 0, width: 100, height: 40))
        }
    }
}
