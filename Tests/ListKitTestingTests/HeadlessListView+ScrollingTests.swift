import Foundation
@testable import ListKitTesting
import ListKitTestSupport
import XCTest

/// Scrolling to an item at UIKit's scroll positions, and selecting with a
/// scroll (`UICollectionView.scrollToItem(at:at:animated:)`,
/// `selectItem(at:animated:scrollPosition:)`: the item lands at the top,
/// middle or bottom of the viewport, as far as the content allows; no
/// position does not scroll; a nil index path deselects every item).
final class HeadlessListViewScrollingTests: XCTestCase {
    typealias Fixture = HeadlessListViewCellsTests

    func testScrollPositionsPutTheItemWhereTheyName() async {
        await MainActor.run {
            // 100 rows of 44 points in a viewport of 3 rows (132 points).
            let model = Fixture.Model([Fixture.section("s", 0..<100)])
            let view = Fixture.view(model, Fixture.Log())
            view.scrollToItem(at: [0, 40], at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 40 * 44)
            view.scrollToItem(at: [0, 40], at: .centeredVertically, animated: true)
            XCTAssertEqual(view.contentOffset.y, 40 * 44 + 22 - 66)
            view.scrollToItem(at: [0, 40], at: .bottom, animated: false)
            XCTAssertEqual(view.contentOffset.y, 41 * 44 - 132)
            view.scrollToItem(at: [0, 0], at: [], animated: false)
            XCTAssertEqual(view.contentOffset.y, 41 * 44 - 132, "no position: no scroll")
            view.scrollToItem(at: [0, 0], at: .bottom, animated: false)
            XCTAssertEqual(view.contentOffset.y, 0, "as far as the content allows: not above it")
            view.scrollToItem(at: [0, 99], at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 100 * 44 - 132, "nor past its end")
            view.scrollToItem(at: [0, 100], at: .top, animated: false)
            XCTAssertEqual(view.contentOffset.y, 100 * 44 - 132, "no such item: no scroll")
        }
    }

    func testSelectingWithAScrollPosition() async {
        await MainActor.run {
            let model = Fixture.Model([Fixture.section("s", 0..<100)])
            let view = Fixture.view(model, Fixture.Log())
            view.allowsMultipleSelection = true
            view.selectItem(at: [0, 50], animated: true, scrollPosition: .centeredVertically)
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 50]])
            XCTAssertEqual(view.contentOffset.y, 50 * 44 + 22 - 66)
            view.selectItem(at: [0, 2], animated: false, scrollPosition: [])
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 2], [0, 50]])
            XCTAssertEqual(view.contentOffset.y, 50 * 44 + 22 - 66, "no position: no scroll")
            view.deselectItem(at: [0, 2], animated: true)
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 50]])
            view.selectItem(at: nil, animated: false, scrollPosition: .top)
            XCTAssertEqual(view.indexPathsForSelectedItems, [], "nil deselects every item")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: every query of what the view shows loads it first, the
    /// supplementary views' as the cells' (`supplementaryView(forElementKind:at:)`
    /// answered nil until another query had loaded the view).
    func testTheFirstQueryOfAHeaderLoadsTheView() async {
        await MainActor.run {
            @MainActor final class Headers: HeadlessListViewDelegate {
                func headlessListView(
                    _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> CGSize { kind == "UICollectionElementKindSectionHeader" ? CGSize(width: 320, height: 20) : .zero }
            }
            @MainActor final class Source: HeadlessListViewDataSource {
                func numberOfSections(in view: HeadlessListView) -> Int { 1 }
                func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int { 0 }
                func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell { HeadlessCell() }
                func headlessListView(
                    _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
                ) -> HeadlessReusableView? {
                    view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                }
            }
            let view = HeadlessListView(visibleItemCount: 3, scheduleCompletion: { $0() })
            let headers = Headers(), source = Source()
            view.register(HeadlessReusableView.self, forSupplementaryViewOfKind: "UICollectionElementKindSectionHeader",
                          withReuseIdentifier: "header")
            view.delegate = headers
            view.dataSource = source
            XCTAssertNotNil(view.supplementaryView(forElementKind: "UICollectionElementKindSectionHeader", at: [0, 0]))
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: the delegate hears `didScroll` for every change of the offset,
    /// as UIKit calls `scrollViewDidScroll(_:)` (a batch that shrinks the
    /// content below the offset moves it, and that is a scroll too), once
    /// per change, after the update.
    func testAnOffsetABatchClampsIsAScroll() async throws {
        try await MainActor.run {
            @MainActor final class Scrolls: HeadlessListViewDelegate {
                var offsets: [CGFloat] = []
                func headlessListViewDidScroll(_ view: HeadlessListView) { offsets.append(view.contentOffset.y) }
            }
            let model = Fixture.Model([Fixture.section("s", 0..<100)])
            let view = Fixture.view(model, Fixture.Log())
            let scrolls = Scrolls()
            view.delegate = scrolls
            view.contentOffset = CGPoint(x: 0, y: 4_000)
            XCTAssertEqual(scrolls.offsets, [4_000])
            var batch = BatchUpdate()
            batch.itemDeletes = (50..<100).map { [0, $0] }
            try view.performBatchUpdates({ model.data = [Fixture.section("s", 0..<50)]; return batch }, animated: false, completion: nil)
            XCTAssertEqual(view.contentOffset.y, 50 * 44 - 132)
            XCTAssertEqual(scrolls.offsets, [4_000, 50 * 44 - 132], "the clamp is heard once")
            try view.performBatchUpdates({ BatchUpdate() }, animated: false, completion: nil)
            XCTAssertEqual(scrolls.offsets.count, 2, "an update that leaves the offset is no scroll")
            XCTAssertEqual(view.faults, [])
        }
    }
}
