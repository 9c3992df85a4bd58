import Foundation
import ListKit
@testable import ListKitTesting
import XCTest

/// A compositional section with an orthogonal scrolling behaviour scrolls
/// across on its own, as UIKit's does: its items keep their frames (in the
/// content's coordinates, as UIKit's layout attributes), and those that
/// overlap the view's width at the row's offset are on screen. A swipe
/// (`scrollOrthogonalSection(_:to:)`) ends the cells that leave and shows
/// those that come; the offset stays between zero and the row's length
/// less the view's width, stays through a batch that keeps the section
/// (within the row's new length), and is dropped on a new size.
///
/// The row: 6 cards of 120 by 80, 8 apart, from a leading inset of 16 (at
/// 16, 144, 272, 400, 528, 656), a trailing inset of 16: 792 long, so in a
/// view 300 wide the row scrolls from 0 to 492.
final class HeadlessListViewOrthogonalScrollingTests: XCTestCase {
    typealias T = HeadlessCompositionalLayoutTests

    @MainActor
    static func carousel() -> ListCompositionalLayout {
        let item = T.item(.fractionalWidth(1), .fractionalHeight(1))
        let section = ListLayoutSection(group: .horizontal(layoutSize: T.size(.absolute(120), .absolute(80)), subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 8
        section.contentInsets = ListDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return ListCompositionalLayout(section: section)
    }

    @MainActor
    static func shown(_ view: HeadlessListView) -> [Int] { view.indexPathsForVisibleItems.map { $0[1] } }

    func testASwipeShowsTheCardsItBringsAndEndsThoseItTakesAway() async throws {
        try await MainActor.run {
            let (flow, view) = T.view(Self.carousel(), counts: [6])
            XCTAssertEqual(Self.shown(view), [0, 1, 2], "16, 144 and 272 start inside 300")
            flow.events = []

            view.scrollOrthogonalSection(0, to: 200)  // 200..<500: cards 1 (144–264) to 3 (400–520)
            XCTAssertEqual(Self.shown(view), [1, 2, 3])
            XCTAssertEqual(flow.events, ["-0.0", "+0.3"])
            XCTAssertEqual(view.frameForItem(at: [0, 3]), CGRect(x: 400, y: 0, width: 120, height: 80), "frames do not move")

            view.scrollOrthogonalSection(0, to: 10_000)  // kept to 492: 492..<792, cards 3 to 5
            XCTAssertEqual(Self.shown(view), [3, 4, 5])
            view.scrollOrthogonalSection(0, to: .nan)
            XCTAssertEqual(Self.shown(view), [3, 4, 5], "an offset that is not finite changes nothing")

            // Card 5 deleted: the row is 664 long, the offset kept to 364:
            // 364..<664, cards 2 (272–392) to 4 (528–648).
            flow.data[0].items.removeLast()
            var batch = BatchUpdate()
            batch.itemDeletes = [[0, 5]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(Self.shown(view), [2, 3, 4])
            XCTAssertEqual(view.acrossOffsets.count, 1)
            flow.data.removeAll()
            var deletion = BatchUpdate()
            deletion.sectionDeletes = [0]
            try view.performBatchUpdates(deletion, updateData: {}, completion: nil)
            XCTAssertEqual(view.acrossOffsets.count, 0, "the deleted section's offset is forgotten")
            flow.data = [HeadlessFlowLayoutTests.section("again", 5)]
            view.reloadData()

            view.size = CGSize(width: 300, height: 150)  // a new size: the row back at its start
            XCTAssertEqual(Self.shown(view), [0, 1, 2])
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Only a section that scrolls across moves: a section index out of
    /// range or one of a flow layout does nothing.
    func testOtherSectionsDoNotScrollAcross() async {
        await MainActor.run {
            let flowOnly = HeadlessFlowLayoutTests.view(HeadlessFlowLayoutTests.Flow([HeadlessFlowLayoutTests.section("s", 3)]),
                                                       size: CGSize(width: 300, height: 200)) { _ in }
            flowOnly.scrollOrthogonalSection(0, to: 100)
            flowOnly.scrollOrthogonalSection(7, to: 100)
            XCTAssertEqual(flowOnly.indexPathsForVisibleItems, [[0, 0], [0, 1], [0, 2]])
            XCTAssertEqual(flowOnly.faults, [])
        }
    }

    /// Which cards of a row are on screen is found by the row's groups
    /// (a binary search across), not a pass over the row. At 6,400,000
    /// across, the screen (6,400,000 to 6,400,300) shows cards 49,999 (at
    /// 16 + 128 × 49,999 = 6,399,888, to 6,400,008) to 50,002. (Not timed
    /// here, as no test is: measured once, 100,000 cards, 200 swipes and 200
    /// scrolls of the view took 0.03 s, against 15 s when every scroll
    /// looked at every card.)
    func testARowOfManyCardsFindsItsCardsOnScreenWithoutAPassOverTheRow() async {
        await MainActor.run {
            let (flow, view) = T.view(Self.carousel(), counts: [100_000], size: CGSize(width: 300, height: 100))
            defer { withExtendedLifetime(flow) {} }
            for k in 0..<200 {
                view.scrollOrthogonalSection(0, to: CGFloat(k) * 1_000)
                view.contentOffset = CGPoint(x: 0, y: k % 2 == 0 ? 0 : 30)
            }
            view.scrollOrthogonalSection(0, to: 6_400_000)
            XCTAssertEqual(Self.shown(view), [49_999, 50_000, 50_001, 50_002])
            XCTAssertEqual(view.faults, [])
        }
    }
}
