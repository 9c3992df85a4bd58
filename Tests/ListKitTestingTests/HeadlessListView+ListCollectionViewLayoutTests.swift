import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view laying out IGListKit's `ListCollectionViewLayout`,
/// with exact frames. The rules are IGListKit's
/// (`IGListCollectionViewLayout.h`'s documentation and the expectations of
/// `IGListCollectionViewLayoutTests.m`, whose cases several of these
/// translate, the numbers derived again below): in a vertical list items of
/// every section fill a row left to right until one would end more than a
/// point past the width less its section's right inset, then start a row
/// below the farthest reach of everything before; a section with a header
/// starts a row, its header above it, as wide as the list less the
/// section's insets; insets apply to a section's items whether they start
/// a row or not; interitem spacing separates items on a row, line spacing
/// only rows of one section; a horizontal list does the same in columns.
final class HeadlessListViewListCollectionViewLayoutTests: XCTestCase {
    typealias Flow = HeadlessFlowLayoutTests.Flow
    static let header = ListElementKind.sectionHeader, footer = ListElementKind.sectionFooter

    /// A section as IGListKit's tests give one: insets, spacings, a header
    /// and footer length along the scroll axis (given as a square, as their
    /// data source does: only that length counts), item sizes.
    struct Spec {
        var inset = ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        var line: CGFloat = 0, interitem: CGFloat = 0, header: CGFloat = 0, footer: CGFloat = 0
        var items: [CGSize]
    }

    static func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> ListEdgeInsets {
        ListEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    static func sizes(_ width: CGFloat, _ height: CGFloat, _ count: Int) -> [CGSize] {
        Array(repeating: CGSize(width: width, height: height), count: count)
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }

    /// Puts `specs` into `flow` (section `s` named "s\(s)").
    @MainActor
    static func fill(_ flow: Flow, with specs: [Spec]) {
        flow.data = specs.enumerated().map { HeadlessFlowLayoutTests.section("s\($0.offset)", $0.element.items.count) }
        flow.sizes = [:]
        for (s, spec) in specs.enumerated() {
            for (i, size) in spec.items.enumerated() { flow.sizes[[s, i]] = size }
            flow.headers[s] = CGSize(width: spec.header, height: spec.header)
            flow.footers[s] = CGSize(width: spec.footer, height: spec.footer)
            flow.insets[s] = spec.inset
            flow.lineSpacings[s] = spec.line
            flow.interitemSpacings[s] = spec.interitem
        }
    }

    /// A view of `size` (100 × 100, as IGListKit's tests) laid out by
    /// `layout`, showing `specs`.
    @MainActor
    static func view(_ specs: [Spec], layout: ListCollectionViewLayout,
                     size: CGSize = CGSize(width: 100, height: 100)) -> (Flow, HeadlessListView) {
        let flow = Flow([])
        fill(flow, with: specs)
        let view = HeadlessFlowLayoutTests.view(flow, size: size) { $0.listCollectionViewLayout = layout }
        return (flow, view)
    }

    @MainActor
    static func plain(_ direction: ListScrollDirection = .vertical, stretch: Bool = false) -> ListCollectionViewLayout {
        ListCollectionViewLayout(stickyHeaders: false, scrollDirection: direction, topContentInset: 0, stretchToEdge: stretch)
    }

    /// Items of 33 × 33 in a 100-point row, no insets or spacings: three
    /// share a row (0, 33, 66; a fourth would end at 132), whether of one
    /// section or of three; a fourth section's item starts the next row at
    /// 33. Content: 66 (one row: 33).
    func testItemsOfOneSectionOrOfSeveralShareARow() async {
        await MainActor.run {
            let (one, view) = Self.view([Spec(items: Self.sizes(33, 33, 3)), Spec(items: Self.sizes(33, 33, 1))], layout: Self.plain())
            XCTAssertEqual((0..<3).map { view.frameForItem(at: [0, $0]) }, [0, 33, 66].map { Self.rect($0, 0, 33, 33) })
            XCTAssertEqual(view.frameForItem(at: [1, 0]), Self.rect(0, 33, 33, 33))
            XCTAssertEqual(view.contentSize, CGSize(width: 100, height: 66))
            let (three, sections) = Self.view((0..<3).map { _ in Spec(items: Self.sizes(33, 33, 1)) }, layout: Self.plain())
            XCTAssertEqual((0..<3).map { sections.frameForItem(at: [$0, 0]) }, [0, 33, 66].map { Self.rect($0, 0, 33, 33) })
            XCTAssertEqual(sections.contentSize.height, 33)
            XCTAssertEqual(view.faults + sections.faults, [])
            withExtendedLifetime((one, three)) {}
        }
    }

    /// A section inset by 10 on a shared row: its item starts after the
    /// 10-point left inset (33 + 10 = 43) and 10 below the row (y 10);
    /// after it the right inset (43 + 13 + 10 = 66) where the next
    /// section's item goes. The row's farthest reach is 10 + 50 plus the
    /// bottom inset 10 = 70, where the fourth section's item starts.
    /// Content: 70 + 33 = 103. A section that does not fit the row starts
    /// the next one with its insets: (10, 33 + 10).
    func testSectionInsetsApplyToItemsOnASharedRowAndOnANewOne() async {
        await MainActor.run {
            let inset = Self.insets(10, 10, 10, 10)
            let (a, view) = Self.view([Spec(items: Self.sizes(33, 33, 1)), Spec(inset: inset, items: Self.sizes(13, 50, 1)),
                                       Spec(items: Self.sizes(33, 33, 1)), Spec(items: Self.sizes(33, 33, 1))], layout: Self.plain())
            XCTAssertEqual((0..<4).map { view.frameForItem(at: [$0, 0]) },
                           [Self.rect(0, 0, 33, 33), Self.rect(43, 10, 13, 50), Self.rect(66, 0, 33, 33), Self.rect(0, 70, 33, 33)])
            XCTAssertEqual(view.contentSize.height, 103)
            let (b, busting) = Self.view([Spec(items: Self.sizes(33, 33, 1)),
                                          Spec(inset: Self.insets(10, 10, 5, 5), items: Self.sizes(85, 50, 1))], layout: Self.plain())
            XCTAssertEqual(busting.frameForItem(at: [1, 0]), Self.rect(10, 43, 85, 50))
            XCTAssertEqual(busting.contentSize.height, 43 + 50 + 5)
            XCTAssertEqual(view.faults + busting.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// IGListKit's own example: six sections inset by 1 of one 136-point
    /// item in a 414-point row: 1 + 136 + 1 per section, three to a row at
    /// x 1, 139, 277 (the fourth would start at 415); rows at y 1 and 139
    /// (137 + the bottom inset 1 + the next top inset 1). Content 276.
    func testSectionsInsetByOnePointThreeToARow() async {
        await MainActor.run {
            let specs = (0..<6).map { _ in Spec(inset: Self.insets(1, 1, 1, 1), items: Self.sizes(136, 136, 1)) }
            let (flow, view) = Self.view(specs, layout: Self.plain(), size: CGSize(width: 414, height: 736))
            XCTAssertEqual((0..<6).map { view.frameForItem(at: [$0, 0]) },
                           [(1, 1), (139, 1), (277, 1), (1, 139), (139, 139), (277, 139)].map { Self.rect($0.0, $0.1, 136, 136) })
            XCTAssertEqual(view.contentSize.height, 276)
            XCTAssertEqual(view.indexPathsForVisibleItems, (0..<6).map { [$0, 0] })
            XCTAssertEqual(view.faults, [])
            withExtendedLifetime(flow) {}
        }
    }

    /// The one-point epsilon: an item ending at most a point past the row
    /// stays on it (50 + 51 = 101 in 100: at x 50, running past the
    /// edge); one ending 2 points past starts the next row (50 + 52).
    func testAnItemEndingAtMostAPointPastTheRowStaysOnIt() async {
        await MainActor.run {
            let (a, stays) = Self.view([Spec(items: [CGSize(width: 50, height: 50), CGSize(width: 51, height: 50)])], layout: Self.plain())
            XCTAssertEqual(stays.frameForItem(at: [0, 1]), Self.rect(50, 0, 51, 50))
            let (b, wraps) = Self.view([Spec(items: [CGSize(width: 50, height: 50), CGSize(width: 52, height: 50)])], layout: Self.plain())
            XCTAssertEqual(wraps.frameForItem(at: [0, 1]), Self.rect(0, 50, 52, 50))
            XCTAssertEqual(stays.faults + wraps.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// `stretchToEdge`: an item that stops short of the row's end by more
    /// than zero and at most a point is stretched to it (the third 33 of
    /// 100 ends at 99: 34 wide); one 2 points short is not (33 + 65 = 98).
    /// Without it the third stays 33 wide.
    func testStretchToEdgeStretchesAnItemAPointShortOfTheEdge() async {
        await MainActor.run {
            let (a, stretched) = Self.view([Spec(items: Self.sizes(33, 33, 3))], layout: Self.plain(stretch: true))
            XCTAssertEqual((0..<3).map { stretched.frameForItem(at: [0, $0]) },
                           [Self.rect(0, 0, 33, 33), Self.rect(33, 0, 33, 33), Self.rect(66, 0, 34, 33)])
            let (b, short) = Self.view([Spec(items: [CGSize(width: 33, height: 33), CGSize(width: 65, height: 33)])],
                                       layout: Self.plain(stretch: true))
            XCTAssertEqual(short.frameForItem(at: [0, 1]), Self.rect(33, 0, 65, 33))
            let (c, plain) = Self.view([Spec(items: Self.sizes(33, 33, 3))], layout: Self.plain())
            XCTAssertEqual(plain.frameForItem(at: [0, 2]), Self.rect(66, 0, 33, 33))
            XCTAssertEqual(stretched.faults + short.faults + plain.faults, [])
            withExtendedLifetime((a, b, c)) {}
        }
    }

    /// A header starts its section on a new row even when the items would
    /// fit (section 1's 33 would go at x 33): header 33–43, item at y 43;
    /// content 76. With insets (10, 10, 5, 5), line spacing 10 and headers
    /// of 10: the header is 100 − 15 = 85 wide at (10, 10), the first item
    /// below it at y 20, the second a row below (10 + 10 + 10 line spacing
    /// = 40); section 1 starts past 60 + the bottom inset 5, its header at
    /// 65 + 10 = 75, its item at 85. Content 115 + 5 = 120.
    func testAHeaderStartsARowAndSpansTheWidthLessTheInsets() async {
        await MainActor.run {
            let (a, newline) = Self.view([Spec(items: Self.sizes(33, 33, 1)), Spec(header: 10, items: Self.sizes(33, 33, 1))],
                                         layout: Self.plain())
            XCTAssertEqual(newline.frameForItem(at: [1, 0]), Self.rect(0, 43, 33, 33))
            XCTAssertEqual(newline.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), Self.rect(0, 33, 100, 10))
            XCTAssertEqual(newline.contentSize.height, 76)
            let inset = Self.insets(10, 10, 5, 5)
            let (b, view) = Self.view([Spec(inset: inset, line: 10, header: 10, items: [CGSize(width: 85, height: 10), CGSize(width: 85, height: 20)]),
                                       Spec(inset: inset, line: 10, header: 10, items: [CGSize(width: 85, height: 30)])], layout: Self.plain())
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), Self.rect(10, 10, 85, 10))
            XCTAssertEqual(view.frameForItem(at: [0, 0]), Self.rect(10, 20, 85, 10))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), Self.rect(10, 40, 85, 20))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), Self.rect(10, 75, 85, 10))
            XCTAssertEqual(view.frameForItem(at: [1, 0]), Self.rect(10, 85, 85, 30))
            XCTAssertEqual(view.contentSize.height, 120)
            XCTAssertNil(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), "no footer of zero length")
            XCTAssertEqual(newline.faults + view.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// A footer follows its section's last row, as wide as the list less
    /// the insets, the bottom inset after it: footers of 10 with the
    /// previous test's sections give items at 10, 30 and a footer at 50;
    /// section 1 from 60 + 5 + 10 = 75, its footer at 105; content 120.
    /// Headers and footers together: header 10, items 20, 40, footer 60;
    /// header 85, item 95, footer 125; content 140.
    func testAFooterFollowsTheLastRow() async {
        await MainActor.run {
            let inset = Self.insets(10, 10, 5, 5)
            func specs(header: CGFloat) -> [Spec] {
                [Spec(inset: inset, line: 10, header: header, footer: 10, items: [CGSize(width: 85, height: 10), CGSize(width: 85, height: 20)]),
                 Spec(inset: inset, line: 10, header: header, footer: 10, items: [CGSize(width: 85, height: 30)])]
            }
            let (a, view) = Self.view(specs(header: 0), layout: Self.plain(), size: CGSize(width: 100, height: 150))
            XCTAssertEqual([view.frameForItem(at: [0, 0]), view.frameForItem(at: [0, 1]), view.frameForItem(at: [1, 0])],
                           [Self.rect(10, 10, 85, 10), Self.rect(10, 30, 85, 20), Self.rect(10, 75, 85, 30)])
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), Self.rect(10, 50, 85, 10))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [1, 0]), Self.rect(10, 105, 85, 10))
            XCTAssertEqual(view.contentSize.height, 120)
            let (b, both) = Self.view(specs(header: 10), layout: Self.plain(), size: CGSize(width: 100, height: 150))
            XCTAssertEqual([0, 1].map { both.frameForSupplementaryElement(ofKind: Self.header, at: [$0, 0]) },
                           [Self.rect(10, 10, 85, 10), Self.rect(10, 85, 85, 10)])
            XCTAssertEqual([both.frameForItem(at: [0, 0]), both.frameForItem(at: [0, 1]), both.frameForItem(at: [1, 0])],
                           [Self.rect(10, 20, 85, 10), Self.rect(10, 40, 85, 20), Self.rect(10, 95, 85, 30)])
            XCTAssertEqual([0, 1].map { both.frameForSupplementaryElement(ofKind: Self.footer, at: [$0, 0]) },
                           [Self.rect(10, 60, 85, 10), Self.rect(10, 125, 85, 10)])
            XCTAssertEqual(both.contentSize.height, 140)
            XCTAssertEqual(view.faults + both.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// Interitem spacing goes between items on a row and between sections
    /// sharing it; line spacing only between rows of one section. Half a
    /// point of interitem spacing: 33 at 0, 33.5 (rounded down to the
    /// pixel: 33 on a 1× display), 67. Section 0's items of 40 with
    /// interitem 7 at 0 and 47; section 1's (line spacing 20) does not fit
    /// (94 + 40 > 101) and starts the next row at 40 with no line spacing:
    /// it is the section's first row; its second item does not fit beside
    /// it and goes 20 lower, at 80 + 20 = 100.
    func testInteritemSpacingOnARowLineSpacingOnlyBetweenRowsOfASection() async {
        await MainActor.run {
            let (a, half) = Self.view([Spec(interitem: 0.5, items: Self.sizes(33, 33, 3))], layout: Self.plain())
            XCTAssertEqual((0..<3).map { half.frameForItem(at: [0, $0])?.minX }, [0, 33, 67])
            XCTAssertEqual(half.contentSize.height, 33)
            let (b, view) = Self.view([Spec(interitem: 7, items: Self.sizes(40, 40, 2)),
                                       Spec(line: 20, items: [CGSize(width: 40, height: 40), CGSize(width: 80, height: 40)])],
                                      layout: Self.plain())
            XCTAssertEqual(view.frameForItem(at: [0, 1]), Self.rect(47, 0, 40, 40))
            XCTAssertEqual(view.frameForItem(at: [1, 0]), Self.rect(0, 40, 40, 40))
            XCTAssertEqual(view.frameForItem(at: [1, 1]), Self.rect(0, 100, 80, 40))
            XCTAssertEqual(view.contentSize.height, 140)
            XCTAssertEqual(half.faults + view.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// Horizontally, columns: items of 33 fill a 100-point column top to
    /// bottom with interitem spacing 5 (0, 38; a third would end at 109),
    /// the next column 10 to the right (line spacing): x 43. Content 76
    /// wide. With insets (10, 10, 5, 5), line spacing 10 and headers 10
    /// wide: header 0 at (10, 10), 10 × 85, items at x 20 (y 10 and 20);
    /// section 1's header at 65 + 5 + 10 = 80, its item at 90; content
    /// 135 + 5 = 140. Footers 10 wide instead: a footer starts past the
    /// right inset (55 + 5 = 60); section 1's item shares the column (its
    /// top inset after section 0's bottom inset: 40 + 5 + 10 = 55), its
    /// footer at 60 too; content 70 + 5 = 75.
    func testAHorizontalListFillsColumns() async {
        await MainActor.run {
            let (a, columns) = Self.view([Spec(line: 10, interitem: 5, items: Self.sizes(33, 33, 3))], layout: Self.plain(.horizontal))
            XCTAssertEqual((0..<3).map { columns.frameForItem(at: [0, $0]) },
                           [Self.rect(0, 0, 33, 33), Self.rect(0, 38, 33, 33), Self.rect(43, 0, 33, 33)])
            XCTAssertEqual(columns.contentSize, CGSize(width: 76, height: 100))
            let inset = Self.insets(10, 10, 5, 5)
            func specs(header: CGFloat, footer: CGFloat) -> [Spec] {
                [Spec(inset: inset, line: 10, header: header, footer: footer, items: [CGSize(width: 45, height: 10), CGSize(width: 45, height: 20)]),
                 Spec(inset: inset, line: 10, header: header, footer: footer, items: [CGSize(width: 45, height: 30)])]
            }
            let (b, headers) = Self.view(specs(header: 10, footer: 0), layout: Self.plain(.horizontal))
            XCTAssertEqual([0, 1].map { headers.frameForSupplementaryElement(ofKind: Self.header, at: [$0, 0]) },
                           [Self.rect(10, 10, 10, 85), Self.rect(80, 10, 10, 85)])
            XCTAssertEqual([headers.frameForItem(at: [0, 0]), headers.frameForItem(at: [0, 1]), headers.frameForItem(at: [1, 0])],
                           [Self.rect(20, 10, 45, 10), Self.rect(20, 20, 45, 20), Self.rect(90, 10, 45, 30)])
            XCTAssertEqual(headers.contentSize.width, 140)
            let (c, footers) = Self.view(specs(header: 0, footer: 10), layout: Self.plain(.horizontal))
            XCTAssertEqual([0, 1].map { footers.frameForSupplementaryElement(ofKind: Self.footer, at: [$0, 0]) },
                           [Self.rect(60, 10, 10, 85), Self.rect(60, 10, 10, 85)])
            XCTAssertEqual([footers.frameForItem(at: [0, 0]), footers.frameForItem(at: [0, 1]), footers.frameForItem(at: [1, 0])],
                           [Self.rect(10, 10, 45, 10), Self.rect(10, 20, 45, 20), Self.rect(10, 55, 45, 30)])
            XCTAssertEqual(footers.contentSize.width, 75)
            XCTAssertEqual(columns.faults + headers.faults + footers.faults, [])
            withExtendedLifetime((a, b, c)) {}
        }
    }

    /// A section without items has no header or footer (section 1: none;
    /// section 2's header at 20, where section 0 ends: 10 + 10), unless
    /// `showHeaderWhenEmpty`: then headers of 10, 20, 30 of three empty
    /// sections stack at 0, 10, 30. Without items nothing else counts:
    /// section 2 (items of 85: one per row) at 40 and 50, content 70; with
    /// the headers shown, content 60.
    func testAnEmptySectionShowsItsHeaderOnlyWithShowHeaderWhenEmpty() async {
        await MainActor.run {
            let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            let (a, hidden) = Self.view([Spec(header: 10, items: Self.sizes(85, 10, 1)), Spec(header: 20, items: []),
                                         Spec(header: 20, items: [CGSize(width: 85, height: 10), CGSize(width: 85, height: 20)])],
                                        layout: layout)
            XCTAssertEqual(hidden.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), Self.rect(0, 0, 100, 10))
            XCTAssertNil(hidden.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]))
            XCTAssertNil(hidden.supplementaryView(forElementKind: Self.header, at: [1, 0]))
            XCTAssertEqual(hidden.frameForSupplementaryElement(ofKind: Self.header, at: [2, 0]), Self.rect(0, 20, 100, 20))
            XCTAssertEqual([hidden.frameForItem(at: [2, 0]), hidden.frameForItem(at: [2, 1])],
                           [Self.rect(0, 40, 85, 10), Self.rect(0, 50, 85, 20)])
            XCTAssertEqual(hidden.contentSize.height, 70)

            let shows = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            shows.showHeaderWhenEmpty = true
            let (b, shown) = Self.view([Spec(header: 10, items: []), Spec(header: 20, items: []), Spec(header: 30, items: [])],
                                       layout: shows)
            XCTAssertEqual((0..<3).map { shown.frameForSupplementaryElement(ofKind: Self.header, at: [$0, 0]) },
                           [Self.rect(0, 0, 100, 10), Self.rect(0, 10, 100, 20), Self.rect(0, 30, 100, 30)])
            XCTAssertEqual(shown.contentSize.height, 60)
            XCTAssertTrue((0..<3).allSatisfy { shown.supplementaryView(forElementKind: Self.header, at: [$0, 0]) != nil })
            XCTAssertEqual(hidden.faults + shown.faults, [])
            withExtendedLifetime((a, b)) {}
        }
    }

    /// An empty section (no header shown) keeps the row going: a later
    /// section's item shares the row of an item before it, which reaches
    /// past the empty section's place. Section 0's 50 × 100 item, section
    /// 1 empty, section 2's 30 × 10 beside the first at (50, 0), section
    /// 3's header starting the next row at 100. In a 50-point screen at
    /// offset 0 both items of the first row show; at 70 the tall one and
    /// section 3's header and item.
    func testAnItemAfterAnEmptySectionSharesTheRowAndShows() async {
        await MainActor.run {
            let (flow, view) = Self.view([Spec(items: Self.sizes(50, 100, 1)), Spec(header: 10, items: []),
                                          Spec(items: Self.sizes(30, 10, 1)), Spec(header: 10, items: Self.sizes(100, 20, 1))],
                                         layout: Self.plain(), size: CGSize(width: 100, height: 50))
            XCTAssertEqual(view.frameForItem(at: [2, 0]), Self.rect(50, 0, 30, 10))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [3, 0]), Self.rect(0, 100, 100, 10))
            XCTAssertEqual(view.frameForItem(at: [3, 0]), Self.rect(0, 110, 100, 20))
            XCTAssertEqual(view.contentSize.height, 130)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [2, 0]])
            view.contentOffset = CGPoint(x: 0, y: 70)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [3, 0]])
            XCTAssertNotNil(view.supplementaryView(forElementKind: Self.header, at: [3, 0]))
            XCTAssertEqual(view.faults, [])
            withExtendedLifetime(flow) {}
        }
    }

    /// Sticky headers (IGListKit's scrolling test): a header sticks at the
    /// offset + `topContentInset` (10), never above its place, and ends
    /// where the next section starts. Header 0 at 0 (items 10–50), header
    /// 1 at 50 (items 60–150). At offset 5: header 0 at 15, header 1 at 50
    /// (its place); at 45: header 0 pushed to 40 (50 − 10), header 1 at 55.
    /// Scrolled past the content (offset 200), the last header stays
    /// within the content at 140, where IGListKit lets it run to 210 (a
    /// deliberate difference: nothing is there to show it on).
    func testStickyHeadersStickBelowTheTopContentInsetAndArePushed() async {
        await MainActor.run {
            for direction in [ListScrollDirection.vertical, .horizontal] {
                let layout = ListCollectionViewLayout(stickyHeaders: true, scrollDirection: direction, topContentInset: 10,
                                                      stretchToEdge: false)
                func size(_ main: CGFloat) -> CGSize { direction == .vertical ? CGSize(width: 100, height: main) : CGSize(width: main, height: 100) }
                let (flow, view) = Self.view([Spec(header: 10, items: [size(20), size(20)]), Spec(header: 10, items: [size(30), size(30), size(30)])],
                                             layout: layout)
                @MainActor func headerStart(_ section: Int) -> CGFloat? {
                    view.frameForSupplementaryElement(ofKind: Self.header, at: [section, 0]).map { direction.minMain(of: $0) }
                }
                XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]),
                               direction == .vertical ? Self.rect(0, 50, 100, 10) : Self.rect(50, 0, 10, 100), "\(direction)")
                for (offset, expected) in [(5, [15, 50]), (45, [40, 55]), (200, [40, 140])] as [(CGFloat, [CGFloat])] {
                    view.contentOffset = direction.point(main: offset, cross: 0)
                    XCTAssertEqual([headerStart(0), headerStart(1)], expected, "\(direction) at \(offset)")
                }
                view.contentOffset = direction.point(main: 45, cross: 0)
                XCTAssertNotNil(view.supplementaryView(forElementKind: Self.header, at: [0, 0]), "\(direction): on screen while pushed")
                XCTAssertEqual(view.faults, [])
                withExtendedLifetime(flow) {}
            }
        }
    }

    /// `stickyHeaderYOffset` moves the sticking point (IGListKit's test):
    /// top content inset 10, header 0 at 0 (items 10–40), header 1 at 40
    /// (items 50–170). At offset 35 header 1 sticks at 45 and header 0 is
    /// pushed to 30; with an offset of −10 header 1 is at its place, 40;
    /// with +10 at 55. Each change lays the headers out again.
    func testStickyHeaderYOffsetMovesTheStickingPoint() async {
        await MainActor.run {
            let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 10, stretchToEdge: false)
            let (flow, view) = Self.view([Spec(header: 10, items: [CGSize(width: 100, height: 10), CGSize(width: 100, height: 20)]),
                                          Spec(header: 10, items: [30, 40, 50].map { CGSize(width: 100, height: $0) })], layout: layout)
            view.contentOffset = CGPoint(x: 0, y: 35)
            @MainActor func headers() -> [CGFloat?] { [0, 1].map { view.frameForSupplementaryElement(ofKind: Self.header, at: [$0, 0])?.minY } }
            XCTAssertEqual(headers(), [30, 45])
            layout.stickyHeaderYOffset = -10
            XCTAssertEqual(headers(), [30, 40])
            layout.stickyHeaderYOffset = 10
            XCTAssertEqual(headers(), [30, 55])
            XCTAssertEqual(view.faults, [])
            withExtendedLifetime(flow) {}
        }
    }

    /// What shows is what overlaps the screen, items of several sections
    /// and rows (IGListKit's rect queries, as screens of 100 × 100): six
    /// sections of a 50 × 100 and a 50 × 10 item, each section a row of
    /// its own, at offset 50: section 0's tall item and both of section 1.
    /// With a 30 × 100 and two 30 × 10 per section: the tall one of section
    /// 0 and all three of section 1. A thousand 100 × 20 items: 5 between
    /// 500 and 600, 6 between 250 and 350.
    func testTheScreenShowsWhatOverlapsIt() async {
        await MainActor.run {
            let (a, two) = Self.view((0..<6).map { _ in Spec(items: [CGSize(width: 50, height: 100), CGSize(width: 50, height: 10)]) },
                                     layout: Self.plain())
            two.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(two.indexPathsForVisibleItems, [[0, 0], [1, 0], [1, 1]])
            let (b, three) = Self.view((0..<6).map { _ in Spec(items: [CGSize(width: 30, height: 100)] + Self.sizes(30, 10, 2)) },
                                       layout: Self.plain())
            three.contentOffset = CGPoint(x: 0, y: 50)
            XCTAssertEqual(three.indexPathsForVisibleItems, [[0, 0], [1, 0], [1, 1], [1, 2]])
            let (c, many) = Self.view([Spec(items: Self.sizes(100, 20, 1000))], layout: Self.plain())
            many.contentOffset = CGPoint(x: 0, y: 500)
            XCTAssertEqual(many.indexPathsForVisibleItems, (25..<30).map { [0, $0] })
            many.contentOffset = CGPoint(x: 0, y: 250)
            XCTAssertEqual(many.indexPathsForVisibleItems, (12..<18).map { [0, $0] })
            XCTAssertEqual(two.faults + three.faults + many.faults, [])
            withExtendedLifetime((a, b, c)) {}
        }
    }

    /// Display events pair up while scrolling down and back: a view is
    /// told it will display before it ends displaying, never twice in a
    /// row, and after every scroll the views displayed are those on
    /// screen: every item whose frame overlaps the screen, every header
    /// and footer the view shows.
    func testDisplayEventsPairUpWhileScrolling() async {
        await MainActor.run {
            let specs = (0..<8).map { s in
                Spec(inset: Self.insets(2, 3, 4, 5), line: 3, interitem: 4, header: s % 2 == 0 ? 10 : 0, footer: s % 3 == 0 ? 6 : 0,
                     items: [CGSize(width: 40, height: 30), CGSize(width: 40, height: 60), CGSize(width: 90, height: 20)])
            }
            let (flow, view) = Self.view(specs, layout: ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false))
            var shown = Set<String>()
            @MainActor func replay(_ step: String) {
                for event in flow.events {
                    let name = String(event.dropFirst())
                    if event.hasPrefix("+") {
                        XCTAssertTrue(shown.insert(name).inserted, "\(step): \(name) displayed twice")
                    } else {
                        XCTAssertNotNil(shown.remove(name), "\(step): \(name) ended without being displayed")
                    }
                }
                flow.events = []
                let top = view.contentOffset.y
                var expected = Set<String>()
                for s in 0..<8 {
                    for i in 0..<3 {
                        if let f = view.frameForItem(at: [s, i]), f.maxY > top, f.minY < top + 100 { expected.insert("\(s).\(i)") }
                    }
                    for (kind, name) in [(Self.header, "header"), (Self.footer, "footer")]
                    where view.supplementaryView(forElementKind: kind, at: [s, 0]) != nil { expected.insert("\(name) \(s)") }
                }
                XCTAssertEqual(shown, expected, step)
                XCTAssertFalse(shown.isEmpty, step)
            }
            replay("loaded")
            let end = view.contentSize.height - 100
            for step in Array(stride(from: 0, through: end, by: 17)) + Array(stride(from: end, through: 0, by: -23)) {
                view.contentOffset = CGPoint(x: 0, y: step)
                replay("offset \(step)")
            }
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A batch relays everything out (IGListKit's batch test, in a 100 ×
    /// 400 view, insets (10, 10, 5, 5), line spacing 10, headers of 10):
    /// sections a (85 × 10, 85 × 20), b (85 × 30), c (85 × 60), d (85 × 40)
    /// become a (its first item reloaded at 85 × 30, its second deleted),
    /// d (moved from 3 to 1), b (an item of 85 × 10 inserted), e (inserted:
    /// 85 × 10, 85 × 20); c is deleted. Header 10, item 20–50; header 65,
    /// item 75–115; header 130, items 140 and 180 (170 + line spacing);
    /// header 205, items 215 and 235. Content 255 + 5 = 260.
    func testABatchLaysEverythingOutAgain() async throws {
        try await MainActor.run {
            let inset = Self.insets(10, 10, 5, 5)
            func spec(_ heights: [CGFloat]) -> Spec {
                Spec(inset: inset, line: 10, header: 10, items: heights.map { CGSize(width: 85, height: $0) })
            }
            let (flow, view) = Self.view([spec([10, 20]), spec([30]), spec([60]), spec([40])], layout: Self.plain(),
                                         size: CGSize(width: 100, height: 400))
            flow.data = [HeadlessFlowLayoutTests.section("a", 2), HeadlessFlowLayoutTests.section("b", 1),
                         HeadlessFlowLayoutTests.section("c", 1), HeadlessFlowLayoutTests.section("d", 1)]
            view.reloadData()
            XCTAssertEqual(view.frameForItem(at: [3, 0]), Self.rect(10, 225, 85, 40), "before: c's item at 140–200, d's header at 215")
            var batch = BatchUpdate()
            batch.sectionDeletes = [2]
            batch.sectionInserts = [3]
            batch.sectionMoves = [List.MoveIndex(from: 3, to: 1)]
            batch.itemReloads = [[0, 0]]
            batch.itemDeletes = [[0, 1]]
            batch.itemInserts = [[2, 1]]
            try view.performBatchUpdates(batch, updateData: {
                Self.fill(flow, with: [spec([30]), spec([40]), spec([30, 10]), spec([10, 20])])
                flow.data = [HeadlessListView.Section(id: AnyHashable("a"), items: [AnyHashable("a0")]),
                             HeadlessFlowLayoutTests.section("d", 1),
                             HeadlessListView.Section(id: AnyHashable("b"), items: [AnyHashable("b0"), AnyHashable("b1")]),
                             HeadlessFlowLayoutTests.section("e", 2)]
            }, completion: nil)
            XCTAssertEqual((0..<4).map { view.frameForSupplementaryElement(ofKind: Self.header, at: [$0, 0])?.minY }, [10, 65, 130, 205])
            XCTAssertEqual([view.frameForItem(at: [0, 0]), view.frameForItem(at: [1, 0]), view.frameForItem(at: [2, 0]),
                            view.frameForItem(at: [2, 1]), view.frameForItem(at: [3, 0]), view.frameForItem(at: [3, 1])],
                           [Self.rect(10, 20, 85, 30), Self.rect(10, 75, 85, 40), Self.rect(10, 140, 85, 30),
                            Self.rect(10, 180, 85, 10), Self.rect(10, 215, 85, 10), Self.rect(10, 235, 85, 20)])
            XCTAssertEqual(view.contentSize.height, 260)
            XCTAssertEqual(view.sections.map(\.id), ["a", "d", "b", "e"])
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [1, 0], [2, 0], [2, 1], [3, 0], [3, 1]])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// A sticky header is pushed back by where the next section's views
    /// start, as IGListKit computes it (the next section's bounds), even
    /// when they share its first row higher up: section 1 (top inset 10,
    /// a header of 4) starts its row at 5 + 4 = 9, its item at 19 and its
    /// header just above, at 15; section 2 (no inset) shares the row, its
    /// item at 9. The header ends by 9: at 5, above its place, at any
    /// offset. (The random test found it.)
    func testAStickyHeaderIsPushedByTheNextSectionsViewsOnItsRow() async {
        await MainActor.run {
            let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
            let (flow, view) = Self.view([Spec(items: Self.sizes(100, 5, 1)),
                                          Spec(inset: Self.insets(10, 0, 0, 0), header: 4, items: Self.sizes(40, 20, 1)),
                                          Spec(items: Self.sizes(40, 30, 1))], layout: layout)
            XCTAssertEqual(view.frameForItem(at: [1, 0]), Self.rect(0, 19, 40, 20))
            XCTAssertEqual(view.frameForItem(at: [2, 0]), Self.rect(40, 9, 40, 30))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), Self.rect(0, 5, 100, 4))
            XCTAssertNotNil(view.supplementaryView(forElementKind: Self.header, at: [1, 0]))
            let unpinned = ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
            view.listCollectionViewLayout = unpinned
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), Self.rect(0, 15, 100, 4), "its place")
            XCTAssertEqual(view.faults, [])
            withExtendedLifetime(flow) {}
        }
    }

    /// An item that ends a point past the row may start right at the
    /// list's width (100 + 1 ≤ 100 + 1): at x 100 it overlaps no part of
    /// the screen, so it does not show, as IGListKit returns no
    /// attributes for it in the visible rect. (The random test found it.)
    func testAnItemStartingAtTheListsWidthDoesNotShow() async {
        await MainActor.run {
            let (flow, view) = Self.view([Spec(items: [CGSize(width: 100, height: 10), CGSize(width: 1, height: 10)])], layout: Self.plain())
            XCTAssertEqual(view.frameForItem(at: [0, 1]), Self.rect(100, 0, 1, 10))
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0]])
            XCTAssertEqual(view.faults, [])
            withExtendedLifetime(flow) {}
        }
    }
}
