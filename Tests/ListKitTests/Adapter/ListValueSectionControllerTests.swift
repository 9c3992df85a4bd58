import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListSwiftKit's `ListIdentifiable` and `ListValueSectionController`, as
/// a port uses them. Rules (IGListSwiftKit): a value is boxed by
/// `diffable()` (and a sequence by `diffables()`), its identity is its
/// `diffIdentifier` and it changed when it is not `==`; `init?(diffable:)`
/// and `isDiffable` unbox only a box of that type; the controller receives
/// the value unboxed in `didUpdate(to:)`, with `value` already set, before
/// any cell is asked. Where IGListSwiftKit stops the app on an object of
/// another kind, the controller here ignores it.
final class ListValueSectionControllerTests: XCTestCase {
    struct Headline: ListIdentifiable {
        let id: Int
        var title: String
        var diffIdentifier: AnyHashable { id }
    }

    @MainActor
    final class HeadlineController: ListValueSectionController<Headline> {
        static var journal: [String] = []
        override func didUpdate(to value: Headline) {
            Self.journal.append("update \(value.id) \(value.title), value \(self.value.title)")
        }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            Self.journal.append("cell \(value.title)")
            return collectionContext?.dequeueReusableCell(of: HeadlessCell.self, for: self, at: index)
        }
    }

    func testBoxingAndUnboxing() {
        let value = Headline(id: 1, title: "One")
        let boxed = value.diffable()
        XCTAssertEqual(boxed.diffIdentifier, AnyHashable(1))
        XCTAssertEqual(Headline(diffable: boxed), value)
        XCTAssertTrue(Headline.isDiffable(boxed))
        XCTAssertFalse(Headline.isDiffable(value), "the value itself is not a box")
        XCTAssertNil(Headline(diffable: Row("1")))
        XCTAssertTrue(boxed.isEqual(toDiffableObject: Headline(id: 1, title: "One").diffable()))
        XCTAssertFalse(boxed.isEqual(toDiffableObject: Headline(id: 1, title: "Uno").diffable()))
        XCTAssertFalse(boxed.isEqual(toDiffableObject: Row("1")))
        XCTAssertEqual([value, Headline(id: 2, title: "Two")].diffables().map(\.diffIdentifier), [AnyHashable(1), AnyHashable(2)])
    }

    func testTheControllerGetsItsValueBeforeItsCellsAndOnEveryChange() async {
        await MainActor.run {
            HeadlineController.journal = []
            let h = AdapterHarness([Headline(id: 1, title: "One").diffable(), Headline(id: 2, title: "Two").diffable()],
                                   attach: false)
            h.source.makeController = { _ in HeadlineController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            XCTAssertEqual(HeadlineController.journal, [
                "update 1 One, value One", "update 2 Two, value Two", "cell One", "cell Two",
            ])
            let first = h.adapter.sectionController(forSection: 0)

            // Headline 1 retitled, headline 2 the same value again.
            HeadlineController.journal = []
            h.source.objects = [Headline(id: 1, title: "Uno"), Headline(id: 2, title: "Two")].diffables()
            h.adapter.performUpdates(animated: false)
            h.advance()
            XCTAssertTrue(h.adapter.sectionController(forSection: 0) === first, "the same controller for the same identity")
            XCTAssertEqual(HeadlineController.journal.filter { $0.hasPrefix("update") }, ["update 1 Uno, value Uno"])
            XCTAssertEqual((h.adapter.sectionController(forSection: 0) as? HeadlineController)?.value.title, "Uno")
        }
    }

    func testAnObjectOfAnotherKindIsIgnored() async {
        await MainActor.run {
            let controller = HeadlineController()
            controller.didUpdate(to: Row("stranger"))
            XCTAssertNil(controller.value as Headline?)
            controller.didUpdate(to: Headline(id: 3, title: "Three").diffable())
            controller.didUpdate(to: Row("stranger"))
            XCTAssertEqual(controller.value.title, "Three", "the value before stays")
        }
    }
}
