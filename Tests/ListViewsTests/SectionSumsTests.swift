import Foundation
@testable import ListViews
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The sums behind the headless layout's section tops (exact for whole
/// heights, and the same after changes as built fresh, whatever the
/// heights) and the working range's visible paths per section.
final class SectionSumsTests: XCTestCase {
    func testTopsAreTheSumsOfTheHeightsBefore() {
        var sums = SectionSums<CGFloat>([10, 20, 0, 5, 40, 1, 2])
        XCTAssertEqual((0...7).map(sums.sum(below:)), [0, 10, 30, 30, 35, 75, 76, 78])
        XCTAssertEqual(sums.total, 78)
        sums.set(100, at: 2)
        sums.set(0, at: 6)
        XCTAssertEqual((0...7).map(sums.sum(below:)), [0, 10, 30, 130, 135, 175, 176, 176])
        XCTAssertEqual(SectionSums<CGFloat>().total, 0)
    }

    func testSectionCounts() {
        var counts = SectionSums<Int>()
        XCTAssertEqual(counts.sum(below: 10), 0)
        counts.add(1, at: 5)
        counts.add(2, at: 0)
        counts.add(1, at: 37)  // grows past the first capacity
        XCTAssertEqual([0, 1, 5, 6, 37, 38, 1_000, -1].map(counts.sum(below:)), [0, 2, 2, 3, 3, 4, 4, 0])
        XCTAssertEqual((1...4).map(counts.section(reaching:)), [0, 0, 5, 37])
        counts.add(-2, at: 0)
        XCTAssertEqual((1...2).map(counts.section(reaching:)), [5, 37])
        XCTAssertEqual(counts.sum(below: 37), 1)
    }

    /// Heights that are not sums of powers of two, changed at random: every
    /// top is bit for bit the one of sums built fresh from the final heights
    /// (no drift from the changes).
    func testChangedSumsEqualFreshOnes() {
        var random = SplitMix64(seed: 11)
        for count in [1, 2, 7, 64, 300] {
            var heights = (0..<count).map { _ in CGFloat(random.next() % 1_000) / 7 }
            var sums = SectionSums<CGFloat>(heights)
            for _ in 0..<500 {
                let section = Int(random.next() % UInt64(count))
                heights[section] = CGFloat(random.next() % 1_000) / 3
                sums.set(heights[section], at: section)
            }
            let fresh = SectionSums<CGFloat>(heights)
            XCTAssertEqual((0...count).map(sums.sum(below:)), (0...count).map(fresh.sum(below:)), "\(count) sections")
        }
    }

    /// Invalidating one item among many sections asks for its size only, and
    /// leaves every frame and the content height as a view laid out afresh
    /// with the same sizes has them (heights with fractions included).
    func testInvalidatingAnItemLaysOutAsAFreshView() async {
        await MainActor.run {
            final class Sizes: SectionsDataSource, HeadlessListViewDelegate {
                var data = (0..<300).map { HeadlessListView.Section(id: $0, items: [AnyHashable($0)]) }
                var heights: [CGFloat] = (0..<300).map { 10 + CGFloat($0 % 7) / 3 }
                var asked = 0
                func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
                func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    asked += 1
                    return CGSize(width: 50, height: heights[indexPath[0]])
                }
            }
            @MainActor func view(_ sizes: Sizes) -> HeadlessListView {
                let view = HeadlessListView(size: CGSize(width: 320, height: 100), scheduleCompletion: { $0() })
                view.dataSource = sizes
                view.delegate = sizes
                view.reloadData()
                return view
            }
            let sizes = Sizes()
            let changed = view(sizes)
            var random = SplitMix64(seed: 5)
            for _ in 0..<200 {
                let section = Int(random.next() % 300)
                sizes.heights[section] = CGFloat(random.next() % 100) / 9
                sizes.asked = 0
                changed.invalidateLayout(at: [[section, 0]])
                XCTAssertEqual(sizes.asked, 1)
            }
            let fresh = view(sizes)
            XCTAssertEqual(changed.contentSize, fresh.contentSize)
            for section in 0..<300 {
                XCTAssertEqual(changed.frameForItem(at: [section, 0]), fresh.frameForItem(at: [section, 0]), "section \(section)")
            }
        }
    }
}
