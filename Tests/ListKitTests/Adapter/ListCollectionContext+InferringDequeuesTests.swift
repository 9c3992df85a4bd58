import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListSwiftKit's dequeues that take the view's type from the result.
/// Rules (IGListSwiftKit, `IGListCollectionContext+Refinements.swift`): the
/// class forms register the class under its name and return a view of it;
/// the nib and storyboard forms dequeue what the nib or the storyboard's
/// prototype holds. Where IGListSwiftKit traps, these return nil; on the
/// headless view, which has no nibs or storyboards, the adapter reports an
/// `unsupportedView` diagnostic naming the nib or prototype.
final class ListCollectionContextInferringDequeuesTests: XCTestCase {
    final class HeaderView: HeadlessReusableView {}
    final class TitleCell: HeadlessCell {}

    @MainActor
    final class InferringController: SectionController, ListSupplementaryViewSource {
        var tried: [String] = []
        override init() {
            super.init()
            supplementaryViewSource = self
        }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            let fromStoryboard: TitleCell? = collectionContext?.dequeueReusableCellFromStoryboard(
                withIdentifier: "TitlePrototype", for: self, at: index)
            let fromNib: TitleCell? = collectionContext?.dequeueReusableCell(
                withNibName: "TitleCell", bundle: nil, for: self, at: index)
            let inferred: TitleCell? = collectionContext?.dequeueReusableCell(for: self, at: index)
            tried.append("cell: storyboard \(fromStoryboard != nil), nib \(fromNib != nil), class \(inferred.map { "\(type(of: $0))" } ?? "nil")")
            return inferred
        }
        var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
        func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
            let fromStoryboard: HeaderView? = collectionContext?.dequeueReusableSupplementaryViewFromStoryboard(
                ofKind: kind, withIdentifier: "HeaderPrototype", forSectionController: self, atIndex: index)
            let fromNib: HeaderView? = collectionContext?.dequeueReusableSupplementaryView(
                ofKind: kind, forSectionController: self, nibName: "HeaderView", bundle: nil, atIndex: index)
            let inferred: HeaderView? = collectionContext?.dequeueReusableSupplementaryView(
                ofKind: kind, forSectionController: self, atIndex: index)
            tried.append("header: storyboard \(fromStoryboard != nil), nib \(fromNib != nil), class \(inferred.map { "\(type(of: $0))" } ?? "nil")")
            return inferred
        }
        func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 30) }
    }

    func testTheClassFormsGiveTheirTypeAndTheNibAndStoryboardFormsAreReportedHere() async {
        await MainActor.run {
            let controller = InferringController()
            let h = AdapterHarness([Row("a", [1])], attach: false)
            h.source.makeController = { _ in controller }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            XCTAssertEqual(controller.tried, [
                "header: storyboard false, nib false, class HeaderView",
                "cell: storyboard false, nib false, class TitleCell",
            ])
            XCTAssertTrue(h.view.cellForItem(at: [0, 0]) is TitleCell)
            XCTAssertTrue(h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [0, 0]) is HeaderView)
            let unsupported = h.diagnostics.compactMap { diagnostic -> String? in
                if case .unsupportedView(_, let view) = diagnostic { return view }
                return nil
            }
            XCTAssertEqual(unsupported, ["HeaderPrototype", "HeaderView", "TitlePrototype", "TitleCell"])
        }
    }
}
