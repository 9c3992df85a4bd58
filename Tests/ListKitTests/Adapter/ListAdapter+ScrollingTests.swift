import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// `ListAdapter.scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)`
/// as IGListKit's `scrollToObject`: the union of the section's first and
/// last items' frames and of the supplementary views asked for, at the
/// position named along the direction (a position of the other axis puts
/// its start there), kept within the content; nothing for an object the
/// adapter does not have, or a section with nothing to show.
final class ListAdapterScrollingTests: XCTestCase {
    /// Items of 60 x 40 in columns of two (80 inside the inset of 10 above
    /// and below), 4 apart, after a header 30 wide; 5 on either side.
    final class TilesController: GenericSectionController<Row>, ListSupplementaryViewSource {
        var items: [Int] = []
        override init() {
            super.init()
            supplementaryViewSource = self
            inset = ListEdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
            minimumLineSpacing = 4
        }
        override var numberOfItems: Int { items.count }
        override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
        override func didUpdate(to row: Row) { items = row.items }
        override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 60, height: 40) }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableCell(of: NumberCell.self, for: self, at: index)
        }
        var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
        func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
            collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: TitleHeader.self, at: index)
        }
        func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 30, height: 100) }
    }

    static let header = [ListElementKind.sectionHeader]

    func testVerticalPositions() async {
        await MainActor.run {
            // As in ListAdapterLayoutTests: a 0..<170 (items 30, 75, 120),
            // b 170..<295 (header 170, items 200..<240, 245..<285), c 295..<465
            // (items from 325); 200 tall, so offsets go up to 265.
            let h = ListAdapterCellsTests.harness([Row("a", [1, 2, 3]), Row("b", [4, 5]), Row("c", [8, 9, 10])]) { controller in
                controller.inset = ListEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
                controller.minimumLineSpacing = 5
            }
            let b = Row("b", [4, 5])
            @MainActor func offset(_ object: Row, _ kinds: [String], _ position: ListScrollPosition) -> CGFloat {
                h.adapter.scroll(to: object, supplementaryKinds: kinds, scrollDirection: .vertical, scrollPosition: position, animated: false)
                return h.view.contentOffset.y
            }
            XCTAssertEqual(offset(b, [], .top), 200, "the first item's top")
            XCTAssertEqual(offset(b, Self.header, .top), 170, "with its header")
            XCTAssertEqual(h.view.indexPathsForVisibleItems, [[1, 0], [1, 1], [2, 0]])
            XCTAssertEqual(offset(b, Self.header, .centeredVertically), (170 + 285) / 2 - 100, "the union's middle")
            XCTAssertEqual(offset(b, [], .bottom), 285 - 200, "the last item's bottom")
            XCTAssertEqual(offset(b, [], .left), 200, "a horizontal position: the start")
            XCTAssertEqual(offset(Row("c"), [], .top), 265, "within the content")
            XCTAssertEqual(offset(Row("a"), [], .bottom), 0, "within the content")
            XCTAssertEqual(offset(b, [], .top), 200)
            XCTAssertEqual(offset(Row("nowhere"), Self.header, .top), 200, "no such object: no scroll")
            XCTAssertEqual(offset(b, [], .centeredHorizontally), 200, "IGListKit's start for the other axis")
            h.adapter.scroll(to: b, supplementaryKinds: [], scrollDirection: .horizontal, scrollPosition: .left, animated: false)
            XCTAssertEqual(h.view.contentOffset, CGPoint(x: 0, y: 200), "the view does not scroll across")
            XCTAssertEqual(h.view.faults, [])
        }
    }

    func testASectionWithoutItems() async {
        await MainActor.run {
            // a 0..<170, e its header 170..<190 and inset to 210, c from 210.
            let h = ListAdapterCellsTests.harness([Row("a", [1, 2, 3]), Row("e"), Row("c", [8, 9, 10])]) { controller in
                controller.inset = ListEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
                controller.minimumLineSpacing = 5
            }
            h.adapter.scroll(to: Row("e"), supplementaryKinds: [], scrollDirection: .vertical, scrollPosition: .top, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 0, "nothing to show: no scroll")
            h.adapter.scroll(to: Row("e"), supplementaryKinds: Self.header, scrollDirection: .vertical, scrollPosition: .top, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 170, "its header")
        }
    }

    /// Rule (IGListKit, `scrollToObject:…additionalOffset:animated:`): the
    /// additional offset is added to the position's offset before it is
    /// kept within the content; nil kinds are none.
    func testAnAdditionalOffsetIsAddedBeforeTheOffsetIsKeptInTheContent() async {
        await MainActor.run {
            // a 0..<170, e its header 170..<190 and inset to 210, c from 210.
            let h = ListAdapterCellsTests.harness([Row("a", [1, 2, 3]), Row("e"), Row("c", [8, 9, 10])]) { controller in
                controller.inset = ListEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
                controller.minimumLineSpacing = 5
            }
            h.adapter.scroll(to: Row("e"), supplementaryKinds: Self.header, scrollDirection: .vertical, scrollPosition: .top,
                             additionalOffset: -20, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 150, "its header's top, less 20")
            h.adapter.scroll(to: Row("a"), supplementaryKinds: nil, scrollDirection: .vertical, scrollPosition: .top,
                             additionalOffset: -20, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 10, "a's first item (after its header and inset, at 30), less 20")
            h.adapter.scroll(to: Row("a"), supplementaryKinds: nil, scrollDirection: .vertical, scrollPosition: .top,
                             additionalOffset: -40, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 0, "kept within the content")
            h.adapter.scroll(to: Row("e"), supplementaryKinds: nil, scrollDirection: .vertical, scrollPosition: .top,
                             additionalOffset: 30, animated: false)
            XCTAssertEqual(h.view.contentOffset.y, 0, "nil kinds: nothing to show for e, no scroll")
        }
    }

    func testHorizontalPositions() async {
        await MainActor.run {
            let h = AdapterHarness([Row("a", [1, 2, 3]), Row("b", [4, 5]), Row("c", [8, 9])], attach: false)
            h.source.makeController = { _ in TilesController() }
            h.view.size = CGSize(width: 120, height: 100)
            h.view.scrollDirection = .horizontal
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            // a: header 0..<30, columns at 35 and 99, to 164; b: header
            // 164..<194, a column at 199..<259, to 264; c: header 264, a
            // column at 299, to 364. 120 wide: offsets up to 244.
            XCTAssertEqual(h.view.frameForItem(at: [1, 1]), CGRect(x: 199, y: 50, width: 60, height: 40))
            XCTAssertEqual(h.view.contentSize, CGSize(width: 364, height: 100))
            let b = Row("b")
            @MainActor func offset(_ object: Row, _ kinds: [String], _ position: ListScrollPosition) -> CGFloat {
                h.adapter.scroll(to: object, supplementaryKinds: kinds, scrollDirection: .horizontal, scrollPosition: position, animated: false)
                return h.view.contentOffset.x
            }
            XCTAssertEqual(offset(b, Self.header, .left), 164)
            XCTAssertEqual(h.view.indexPathsForVisibleItems, [[1, 0], [1, 1]])
            XCTAssertEqual(offset(b, [], .left), 199)
            XCTAssertEqual(offset(b, [], .centeredHorizontally), 229 - 60)
            XCTAssertEqual(offset(b, [], .right), 259 - 120)
            XCTAssertEqual(offset(Row("a"), [], .top), 35, "a vertical position: the start")
            XCTAssertEqual(offset(Row("c"), [], .right), 359 - 120)
            XCTAssertEqual(offset(Row("c"), [], .left), 244, "within the content")
            h.adapter.scroll(to: b, supplementaryKinds: [], scrollDirection: .vertical, scrollPosition: .top, animated: false)
            XCTAssertEqual(h.view.contentOffset, CGPoint(x: 244, y: 0), "the view does not scroll across")
            XCTAssertEqual(h.diagnostics, [])
            XCTAssertEqual(h.view.faults, [])
        }
    }
}
