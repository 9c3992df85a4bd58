import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import XCTest

/// The headless flow layout's insets, spacings and horizontal direction, as
/// `UICollectionViewFlowLayout` documents them (`sectionInset`,
/// `minimumLineSpacing`, `minimumInteritemSpacing`, `scrollDirection`), with
/// exact frames. The rules:
/// - the header sits above the section inset (left of it, horizontally),
///   the footer below it (right of it), both at the section's edge across
///   the scroll axis, not inset;
/// - items are laid out inside the inset: lines (rows; columns
///   horizontally) start at the inset's start edge, the line spacing
///   between lines, the interitem spacing between items of a line;
/// - a line takes items while they fit the length inside the insets with
///   the spacing; an item longer than that length is clipped to it;
/// - sections' lengths, visible items, hit tests, scrolling and display
///   events follow that geometry;
/// - the delegate is asked for a section's inset and spacings whenever the
///   section is laid out (an invalidation, a batch), and the view's own
///   properties stand in when it does not answer.
final class HeadlessFlowLayoutTests: XCTestCase {
    @MainActor
    final class Flow: SectionsDataSource, HeadlessListViewDelegate {
        var data: [HeadlessListView.Section]
        var sizes: [IndexPath: CGSize] = [:]
        var headers: [Int: CGSize] = [:], footers: [Int: CGSize] = [:]
        var insets: [Int: ListEdgeInsets] = [:]
        var lineSpacings: [Int: CGFloat] = [:], interitemSpacings: [Int: CGFloat] = [:]
        /// Display events and metric requests, in order.
        var events: [String] = []
        var asked: [String] = []
        init(_ data: [HeadlessListView.Section]) { self.data = data }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
            sizes[indexPath] ?? view.defaultItemSize
        }
        func headlessListView(
            _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CGSize {
            (kind == ListElementKind.sectionHeader ? headers : footers)[indexPath[0]] ?? .zero
        }
        func headlessListView(
            _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> HeadlessReusableView? {
            view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "s")
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "s", for: indexPath)
        }
        func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
            asked.append("inset \(section)")
            return insets[section] ?? view.sectionInset
        }
        func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            asked.append("line \(section)")
            return lineSpacings[section] ?? view.minimumLineSpacing
        }
        func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
            asked.append("interitem \(section)")
            return interitemSpacings[section] ?? view.minimumInteritemSpacing
        }
        func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("+\(indexPath[0]).\(indexPath[1])")
        }
        func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
            events.append("-\(indexPath[0]).\(indexPath[1])")
        }
        func headlessListView(
            _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
            forElementKind kind: String, at indexPath: IndexPath
        ) { events.append("+\(kind == ListElementKind.sectionHeader ? "header" : "footer") \(indexPath[0])") }
        func headlessListView(
            _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
            forElementOfKind kind: String, at indexPath: IndexPath
        ) { events.append("-\(kind == ListElementKind.sectionHeader ? "header" : "footer") \(indexPath[0])") }
    }

    nonisolated static func section(_ id: String, _ count: Int) -> HeadlessListView.Section {
        HeadlessListView.Section(id: AnyHashable(id), items: (0..<count).map { AnyHashable("\(id)\($0)") })
    }

    @MainActor
    static func view(_ flow: Flow, size: CGSize, configure: (HeadlessListView) -> Void = { _ in }) -> HeadlessListView {
        let view = HeadlessListView(size: size, scheduleCompletion: { $0() })
        configure(view)
        view.dataSource = flow
        view.delegate = flow
        view.layoutIfNeeded()
        return view
    }

    static let header = ListElementKind.sectionHeader, footer = ListElementKind.sectionFooter

    /// Section 0: a header of 30, inset (10, 20, 5, 20), line spacing 8,
    /// interitem 10, five items of 80 x 40 in 280 points: rows of three
    /// (80 + 10 + 80 + 10 + 80 = 260; a fourth would need 350) and two, a
    /// footer of 25. Section 1: the view's defaults (the delegate answers
    /// with them): inset (4, 10, 6, 30), line spacing 2; an item of 400
    /// clipped to the 280 inside the insets, then two of 100 in one row,
    /// the shorter one centred in it.
    @MainActor
    static func vertical() -> (Flow, HeadlessListView) {
        let flow = Flow([section("a", 5), section("b", 3)])
        for i in 0..<5 { flow.sizes[[0, i]] = CGSize(width: 80, height: 40) }
        flow.sizes[[1, 0]] = CGSize(width: 400, height: 20)
        flow.sizes[[1, 1]] = CGSize(width: 100, height: 30)
        flow.sizes[[1, 2]] = CGSize(width: 100, height: 10)
        flow.headers[0] = CGSize(width: 320, height: 30)
        flow.footers[0] = CGSize(width: 320, height: 25)
        flow.insets[0] = ListEdgeInsets(top: 10, left: 20, bottom: 5, right: 20)
        flow.lineSpacings[0] = 8
        flow.interitemSpacings[0] = 10
        let view = Self.view(flow, size: CGSize(width: 320, height: 100)) { view in
            view.sectionInset = ListEdgeInsets(top: 4, left: 10, bottom: 6, right: 30)
            view.minimumLineSpacing = 2
        }
        return (flow, view)
    }

    func testVerticalInsetsAndSpacings() async {
        await MainActor.run {
            let (flow, view) = Self.vertical()
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 320, height: 30),
                           "the header above the inset, not inset across")
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 20, y: 40, width: 80, height: 40), "inside the inset")
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 110, y: 40, width: 80, height: 40), "interitem spacing")
            XCTAssertEqual(view.frameForItem(at: [0, 2]), CGRect(x: 200, y: 40, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 20, y: 88, width: 80, height: 40), "line spacing")
            XCTAssertEqual(view.frameForItem(at: [0, 4]), CGRect(x: 110, y: 88, width: 80, height: 40))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]),
                           CGRect(x: 0, y: 133, width: 320, height: 25), "the footer below the inset")
            XCTAssertNil(view.frameForSupplementaryElement(ofKind: Self.header, at: [1, 0]), "no header")
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 10, y: 162, width: 280, height: 20),
                           "clipped to the width inside the insets")
            XCTAssertEqual(view.frameForItem(at: [1, 1]), CGRect(x: 10, y: 184, width: 100, height: 30))
            XCTAssertEqual(view.frameForItem(at: [1, 2]), CGRect(x: 110, y: 194, width: 100, height: 10), "centred in its row")
            XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 220))
            XCTAssertEqual(Array(flow.asked.prefix(6)), ["inset 0", "line 0", "interitem 0", "inset 1", "line 1", "interitem 1"])

            // The screen: 100 points from the top.
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]])
            XCTAssertEqual(view.cellForItem(at: [0, 4])?.frame, CGRect(x: 110, y: 88, width: 80, height: 40))
            XCTAssertNotNil(view.supplementaryView(forElementKind: Self.header, at: [0, 0]))
            XCTAssertNil(view.supplementaryView(forElementKind: Self.footer, at: [0, 0]))
            flow.events = []
            view.contentOffset = CGPoint(x: 0, y: 120)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 3], [0, 4], [1, 0], [1, 1], [1, 2]])
            XCTAssertEqual(flow.events, ["-0.0", "-0.1", "-0.2", "-header 0", "+footer 0", "+1.0", "+1.1", "+1.2"])
            XCTAssertEqual(view.supplementaryView(forElementKind: Self.footer, at: [0, 0])?.frame,
                           CGRect(x: 0, y: 133, width: 320, height: 25))
            XCTAssertEqual(view.faults, [])
        }
    }

    func testHitTestsFollowTheInsetsAndSpacings() async {
        await MainActor.run {
            let (_, view) = Self.vertical()
            XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 25, y: 45)), [0, 0])
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 105, y: 45)), "the interitem spacing")
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 25, y: 84)), "the line spacing")
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 15, y: 90)), "the left inset")
            XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 115, y: 90)), [0, 4])
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 10, y: 10)), "the header is no item")
            XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 285, y: 170)), [1, 0])
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 295, y: 170)), "the right inset")
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 150, y: 190)), "above the centred item")
            XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 150, y: 200)), [1, 2])
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 150, y: 218)), "the bottom inset")
        }
    }

    /// Horizontal, 200 x 100: section 0 a header 30 wide (80 tall of its
    /// reference size), inset (5, 10, 15, 4), line spacing 6, interitem 2,
    /// 80 points inside the insets: columns of two items of 30 (30 + 2 + 30
    /// = 62; a third needs 94), then one, then one of 90 clipped to 80; the
    /// column as wide as its widest item, the narrower centred. A footer 20
    /// wide. Section 1: one item of 60 x 100, no inset.
    @MainActor
    static func horizontal() -> (Flow, HeadlessListView) {
        let flow = Flow([section("a", 4), section("b", 1)])
        flow.sizes[[0, 0]] = CGSize(width: 40, height: 30)
        flow.sizes[[0, 1]] = CGSize(width: 20, height: 30)
        flow.sizes[[0, 2]] = CGSize(width: 50, height: 30)
        flow.sizes[[0, 3]] = CGSize(width: 10, height: 90)
        flow.sizes[[1, 0]] = CGSize(width: 60, height: 100)
        flow.headers[0] = CGSize(width: 30, height: 80)
        flow.footers[0] = CGSize(width: 20, height: 300)
        flow.insets[0] = ListEdgeInsets(top: 5, left: 10, bottom: 15, right: 4)
        flow.lineSpacings[0] = 6
        flow.interitemSpacings[0] = 2
        let view = Self.view(flow, size: CGSize(width: 200, height: 100)) { $0.scrollDirection = .horizontal }
        return (flow, view)
    }

    func testHorizontalDirection() async {
        await MainActor.run {
            let (flow, view) = Self.horizontal()
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 30, height: 80),
                           "left of the inset, its width from the reference size")
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 40, y: 5, width: 40, height: 30))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 50, y: 37, width: 20, height: 30), "below, centred in its column")
            XCTAssertEqual(view.frameForItem(at: [0, 2]), CGRect(x: 86, y: 5, width: 50, height: 30), "the next column")
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 142, y: 5, width: 10, height: 80), "clipped to 80")
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]),
                           CGRect(x: 156, y: 0, width: 20, height: 100), "right of the inset, no taller than the view")
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 176, y: 0, width: 60, height: 100))
            XCTAssertEqual(view.contentSize, CGSize(width: 236, height: 100))
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0]])
            XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 55, y: 40)), [0, 1])
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 45, y: 40)), "beside the centred item")
            XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 83, y: 10)), "the line spacing")

            flow.events = []
            view.contentOffset = CGPoint(x: 100, y: 50)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 100, y: 0), "it scrolls along x only")
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 2], [0, 3], [1, 0]])
            XCTAssertEqual(flow.events, ["-0.0", "-0.1", "-header 0"])
            XCTAssertEqual(view.cellForItem(at: [0, 2])?.frame, CGRect(x: 86, y: 5, width: 50, height: 30))

            view.scrollToItem(at: [0, 2], at: .centeredHorizontally, animated: false)
            XCTAssertEqual(view.contentOffset, CGPoint(x: 111 - 100, y: 0), "its middle (86 + 25) at the middle")
            view.scrollToItem(at: [0, 2], at: .right, animated: false)
            XCTAssertEqual(view.contentOffset.x, 0, "not before the start (136 - 200)")
            view.scrollToItem(at: [1, 0], at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.x, 0, "a vertical position does not scroll a horizontal view")
            view.scrollToItem(at: [1, 0], at: .right, animated: false)
            XCTAssertEqual(view.contentOffset.x, 36, "236 - 200")
            view.contentOffset = .zero
            view.scrollToItem(at: [0, 2], animated: false)
            XCTAssertEqual(view.contentOffset.x, 36, "left by default, as far as the content allows (86 > 36)")
            XCTAssertEqual(view.faults, [])
        }
    }

    func testChangingTheDirectionLaysOutAgainFromTheStart() async {
        await MainActor.run {
            let (flow, view) = Self.vertical()
            view.contentOffset = CGPoint(x: 0, y: 120)
            flow.headers[0] = CGSize(width: 30, height: 320)
            flow.footers[0] = CGSize(width: 25, height: 320)
            flow.interitemSpacings[0] = 5
            view.scrollDirection = .horizontal
            XCTAssertEqual(view.contentOffset, .zero)
            // 100 tall, 85 inside section 0's inset (10 + 5): columns of two
            // items 40 tall (40 + 5 + 40), 80 wide, 8 apart, from 30 + 20.
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.header, at: [0, 0]), CGRect(x: 0, y: 0, width: 30, height: 100))
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 50, y: 10, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 50, y: 55, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 138, y: 55, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 4]), CGRect(x: 226, y: 10, width: 80, height: 40))
            XCTAssertEqual(view.frameForSupplementaryElement(ofKind: Self.footer, at: [0, 0]), CGRect(x: 326, y: 0, width: 25, height: 100))
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]])
            flow.headers[0] = CGSize(width: 320, height: 30)
            flow.footers[0] = CGSize(width: 320, height: 25)
            flow.interitemSpacings[0] = 10
            view.scrollDirection = .vertical
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 20, y: 88, width: 80, height: 40))
            XCTAssertEqual(view.faults, [])
        }
    }

    func testInvalidationsAndBatchesAskTheInsetAndSpacingsAgain() async throws {
        try await MainActor.run {
            let (flow, view) = Self.vertical()
            flow.asked = []
            flow.insets[0] = ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            flow.interitemSpacings[0] = 0
            view.invalidateLayout(at: [[0, 0]])
            XCTAssertEqual(flow.asked, ["inset 0", "line 0", "interitem 0"], "the section laid out again, only it")
            // 320 wide now: four items of 80 per row.
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 240, y: 30, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [0, 4]), CGRect(x: 0, y: 78, width: 80, height: 40))
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 10, y: 118 + 25 + 4, width: 280, height: 20), "shifted")

            flow.asked = []
            flow.lineSpacings[1] = 20
            try view.performBatchUpdates(BatchUpdate(), updateData: {}, completion: nil)
            XCTAssertEqual(flow.asked, ["inset 0", "line 0", "interitem 0", "inset 1", "line 1", "interitem 1"],
                           "every section's metrics, as UIKit's flow layout on every update")
            XCTAssertEqual(view.frameForItem(at: [1, 1]), CGRect(x: 10, y: 147 + 20 + 20, width: 100, height: 30))
            XCTAssertEqual(view.contentSize.height, 147 + 20 + 20 + 30 + 6)

            view.sectionInset = ListEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(view.frameForItem(at: [1, 1]), CGRect(x: 0, y: 143 + 20 + 20, width: 100, height: 30),
                           "a new default lays everything out again")
            XCTAssertEqual(view.faults, [])
        }
    }

    func testTheViewsPropertiesStandInForADelegateThatDoesNotAnswer() async {
        await MainActor.run {
            @MainActor final class Sizes: HeadlessListViewDelegate {
                func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 50, height: 20)
                }
            }
            let flow = Flow([Self.section("a", 3)]), sizes = Sizes()
            let view = HeadlessListView(size: CGSize(width: 130, height: 100), scheduleCompletion: { $0() })
            view.sectionInset = ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            view.minimumLineSpacing = 5
            view.minimumInteritemSpacing = 6
            view.dataSource = flow
            view.delegate = sizes
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 58, y: 1, width: 50, height: 20))
            XCTAssertEqual(view.frameForItem(at: [0, 2]), CGRect(x: 2, y: 26, width: 50, height: 20))
            XCTAssertEqual(view.contentSize.height, 49)
            view.delegate = nil
            view.minimumInteritemSpacing = 0
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 2, y: 45 + 5, width: 130 - 6, height: 44),
                           "no delegate: the default size, the view's metrics")
        }
    }

    func testAnInvalidInsetOrSpacingCountsAsZeroWithAFault() async {
        await MainActor.run {
            let flow = Flow([Self.section("a", 2)])
            flow.sizes = [[0, 0]: CGSize(width: 320, height: 10), [0, 1]: CGSize(width: 320, height: 10)]
            flow.insets[0] = ListEdgeInsets(top: -5, left: .nan, bottom: 0, right: 0)
            flow.lineSpacings[0] = .infinity
            let view = Self.view(flow, size: CGSize(width: 320, height: 100))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 0, y: 10, width: 320, height: 10))
            XCTAssertEqual(view.faults, [.invalidLayoutMetric(section: 0)])
        }
    }
}
