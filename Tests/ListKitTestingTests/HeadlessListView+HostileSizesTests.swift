import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// Hostile input for the headless view: item sizes, viewport sizes and
// offsets that are not numbers or are out of range.
extension HeadlessListViewHostileTests {
    // MARK: Sizes and the viewport

    /// Rule: a size that is NaN, infinite or negative is a fault and counts
    /// as zero; huge finite sizes lay out without NaN; items wider than the
    /// view get a row of their own.
    func testHostileItemSizes() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<8)])
            let sizes: [CGSize] = [
                CGSize(width: CGFloat.nan, height: 10), CGSize(width: 10, height: CGFloat.infinity), CGSize(width: -1, height: 10),
                CGSize(width: 320, height: 1e300), CGSize(width: 0, height: 44), CGSize(width: 1_000, height: 44),
                CGSize(width: 1_000, height: 44), CGSize(width: 320, height: 1e300),
            ]
            model.size = { sizes[$0[1]] }
            let view = Self.view(model)
            view.layoutIfNeeded()
            XCTAssertEqual(view.faults, [
                .invalidSize([0, 0], kind: nil), .invalidSize([0, 1], kind: nil), .invalidSize([0, 2], kind: nil),
            ])
            XCTAssertEqual(view.frameForItem(at: [0, 5]), CGRect(x: 0, y: 1e300, width: 320, height: 44), "clipped to the width")
            XCTAssertEqual(view.frameForItem(at: [0, 6]), CGRect(x: 0, y: 1e300 + 44, width: 320, height: 44), "a row of its own")
            XCTAssertFalse(view.contentSize.height.isNaN)
            view.contentOffset = CGPoint(x: 0, y: 1e300)
            Self.assertConsistent(view, model)
        }
    }

    /// Rule: finite sizes whose sum passes the largest finite coordinate
    /// are no fault (each is a valid size), and nothing traps: the items
    /// laid out past it get frames at +infinity, never show, and a scroll
    /// to one goes to the top, as an offset that is not finite does. The
    /// view stays consistent through scrolls, invalidation and a batch.
    func testHeightsPastTheLargestFiniteCoordinate() async throws {
        try await MainActor.run {
            let huge = CGFloat.greatestFiniteMagnitude
            let model = Hostile([Self.section("a", 0..<4), Self.section("b", 4..<8)])
            model.size = { _ in CGSize(width: 320, height: huge) }
            let view = Self.view(model)
            view.layoutIfNeeded()
            XCTAssertEqual(view.faults, [])
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 0, width: 320, height: huge))
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 0, y: huge, width: 320, height: huge))
            XCTAssertEqual(view.frameForItem(at: [1, 3])?.minY, .infinity)
            XCTAssertEqual(view.contentSize.height, .infinity)
            view.contentOffset = CGPoint(x: 0, y: 1e308)
            XCTAssertEqual(view.contentOffset.y, 1e308)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0]])
            Self.assertConsistent(view, model, "offset 1e308")
            view.scrollToItem(at: [1, 2], animated: false)
            XCTAssertEqual(view.contentOffset.y, 0)
            XCTAssertEqual(view.indexPathsForVisibleItems, [[0, 0]])
            view.invalidateLayout(at: [[0, 1]])
            var delete = BatchUpdate()
            delete.itemDeletes = [[0, 0]]
            try view.performBatchUpdates(delete, updateData: { model.data[0].items.removeFirst() }, completion: nil)
            XCTAssertEqual(view.frameForItem(at: [0, 0]), CGRect(x: 0, y: 0, width: 320, height: huge))
            Self.assertConsistent(view, model, "after a batch")
            XCTAssertEqual(view.faults, [])
        }
    }

    /// Rule: a viewport of zero, negative or non-finite size shows nothing
    /// and lays out items wider than it in rows of their own; an offset set
    /// in code is taken as it is (UIScrollView's `contentOffset`), past the
    /// content too, where nothing shows.
    func testHostileViewportSizes() async {
        await MainActor.run {
            for size in [
                CGSize(width: 0, height: 132), CGSize(width: -320, height: 132), CGSize(width: CGFloat.nan, height: 132),
                CGSize(width: 320, height: 0), CGSize(width: 320, height: -132), CGSize(width: 320, height: CGFloat.nan),
                CGSize(width: 320, height: CGFloat.infinity),
            ] {
                let model = Hostile([Self.section("s", 0..<1_000)])
                model.size = { _ in CGSize(width: 100, height: 44) }
                let view = Self.view(model, size: size)
                view.contentOffset = CGPoint(x: 0, y: 1e9)
                let context = "\(size)"
                XCTAssertEqual(view.contentOffset.y, 1e9, context)
                XCTAssertEqual(view.visibleCells.count, 0, context)
                if !(size.width > 0) {
                    XCTAssertEqual(view.contentSize.height, 44_000, "\(context): one row per item wider than the view")
                }
                Self.assertConsistent(view, model, context)
            }
            XCTAssertEqual(HeadlessListView(visibleItemCount: -5).size.height, 0)
        }
    }

    /// Rule: without a delegate an item gets ``HeadlessListView/defaultItemSize``
    /// (the view's width by 44), and that size is checked like any other:
    /// from a width that is negative or not finite it is a fault per item,
    /// and zero, so no frame holds NaN or a negative width. (The default
    /// once went unchecked: NaN and negative widths reached the frames,
    /// with no fault.)
    func testHostileViewportSizesWithoutADelegate() async {
        await MainActor.run {
            for width in [-320, CGFloat.nan, .infinity] {
                let model = Hostile([Self.section("s", 0..<3)])
                let view = HeadlessListView(size: CGSize(width: width, height: 132), scheduleCompletion: { $0() })
                view.dataSource = model
                let context = "width \(width)"
                view.layoutIfNeeded()
                XCTAssertEqual(view.faults, (0..<3).map { .invalidSize([0, $0], kind: nil) }, context)
                for i in 0..<3 { XCTAssertEqual(view.frameForItem(at: [0, i]), .zero, "\(context), item \(i)") }
                XCTAssertEqual(view.contentSize.height, 0, context)
                Self.assertConsistent(view, model, context)
            }
        }
    }

    /// Rule: an offset that is NaN or infinite leaves the offset as it is;
    /// one past either end is taken as it is (UIScrollView's
    /// `contentOffset`: only scrolling to an item stays within the
    /// content); scrolling an empty view shows nothing; a scroll to an item
    /// that does not exist does nothing.
    func testHostileOffsetsAndScrolls() async {
        await MainActor.run {
            let model = Hostile([Self.section("s", 0..<20)])
            let view = Self.view(model)
            for (y, expected) in [(CGFloat.nan, 0), (.infinity, 0), (-.infinity, 0), (-100, -100), (1e300, 1e300), (.nan, 1e300)] {
                view.contentOffset = CGPoint(x: .nan, y: y)
                XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: expected), "\(y)")
                Self.assertConsistent(view, model, "\(y)")
            }
            view.contentOffset = CGPoint(x: 0, y: 100)
            for path: IndexPath in [[0, 20], [1, 0], [-1, 0], [0, -1], [0], [0, 1, 2], []] {
                view.scrollToItem(at: path, animated: false)
                XCTAssertEqual(view.contentOffset.y, 100, "\(path)")
            }
            let emptyModel = Hostile([])
            let empty = Self.view(emptyModel)
            empty.contentOffset = CGPoint(x: 0, y: 500)
            XCTAssertEqual(empty.contentOffset, CGPoint(x: 0, y: 500))
            XCTAssertEqual(empty.visibleCells.count, 0)
        }
    }
}
