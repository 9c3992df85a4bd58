import Foundation
import ListKit
@testable import ListKitTesting
import XCTest

/// The headless view driven by a `ListViewDriver` through its bridge, as
/// UIKit's collection view is through `ListCollectionViewBridge`. The rules,
/// UIKit's: the data source answers counts and cells; a flow layout's
/// delegate that leaves a size or metric to the layout gets the layout's
/// own; IGListKit's adapter decides selection itself (the section
/// controller's answer) and leaves highlighting to the app's delegate; the
/// app's delegate hears each event before the driver, as IGListKit's
/// adapter orders them.
final class HeadlessListViewBridgeTests: XCTestCase {
    /// Both sides' selection events, in the order they came.
    @MainActor static var order: [String] = []
    /// A driver of two sections that records what it hears.
    @MainActor
    final class Driver: ListViewDelegateForwarding {
        var counts = [2, 1]
        var events: [String] = []
        var allowsSelection = true
        var allowsDeselection = true
        weak var forwardedViewDelegate: AnyObject?
        var forwardedScrollViewDelegate: AnyObject? { nil }

        func numberOfSections(in view: any ListView) -> Int { counts.count }
        func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)? {
            // No cell for the item of section 1: the view gets one it did not hand out.
            guard indexPath[0] == 0, let view = view as? HeadlessListView else { return nil }
            return view.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
        func listView(_ view: any ListView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
            indexPath[0] == 0 ? CGSize(width: 100, height: 30) : nil
        }
        func listView(_ view: any ListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { allowsSelection }
        func listView(_ view: any ListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { allowsDeselection }
        func listView(_ view: any ListView, didSelectItemAt indexPath: IndexPath) {
            events.append("driver select \(indexPath)")
            HeadlessListViewBridgeTests.order.append("driver select \(indexPath)")
        }
        func listView(_ view: any ListView, didDeselectItemAt indexPath: IndexPath) {
            events.append("driver deselect \(indexPath)")
        }
        func listViewDidScroll(_ view: any ListView) {
            events.append("driver scroll")
            HeadlessListViewBridgeTests.order.append("driver scroll")
        }
        var allowsHighlight = true
        func listView(_ view: any ListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { allowsHighlight }
    }

    /// The app's own delegate, heard before the driver.
    @MainActor
    final class AppDelegate: HeadlessListViewDelegate {
        var events: [String] = []
        var allowsSelection = true
        func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool { allowsSelection }
        func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
            events.append("app select \(indexPath)")
            HeadlessListViewBridgeTests.order.append("app select \(indexPath)")
        }
        func headlessListViewDidScroll(_ view: HeadlessListView) {
            events.append("app scroll")
            HeadlessListViewBridgeTests.order.append("app scroll")
        }
        var allowsHighlight = true
        var onHighlight: () -> Void = {}
        func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { allowsHighlight }
        func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) { onHighlight() }
    }

    func testTheViewShowsWhatTheDriverSaysAndTheLayoutFillsInTheRest() async {
        await MainActor.run {
            let view = HeadlessListView(size: CGSize(width: 320, height: 480))
            view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
            view.minimumInteritemSpacing = 10  // the driver gives no spacing: the view's own holds
            let driver = Driver()
            let bridge = view.attach(driver, asDelegate: true)
            view.reloadData()
            view.layoutIfNeeded()
            XCTAssertTrue(view.driver === driver)
            XCTAssertEqual(view.numberOfSections, 2)
            XCTAssertEqual([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)], [2, 1])
            // The driver's size; the view's own (its width by 44) where it gives none.
            XCTAssertEqual(view.frameForItem(at: [0, 1]), CGRect(x: 110, y: 0, width: 100, height: 30))
            XCTAssertEqual(view.frameForItem(at: [1, 0]), CGRect(x: 0, y: 30, width: 320, height: 44))
            // No cell from the driver: an empty one the view records as not dequeued.
            XCTAssertEqual(view.faults, [.notDequeued([1, 0], kind: nil)])
            withExtendedLifetime(bridge) {}
        }
    }

    func testTheDriverDecidesSelectionAndTheAppHearsFirst() async {
        await MainActor.run {
            let view = HeadlessListView(size: CGSize(width: 320, height: 480))
            view.register(HeadlessCell.self, forCellWithReuseIdentifier: "c")
            view.allowsMultipleSelection = true
            let driver = Driver(), app = AppDelegate()
            Self.order = []
            driver.forwardedViewDelegate = app
            let bridge = view.attach(driver, asDelegate: true)
            view.layoutIfNeeded()
            XCTAssertTrue(view.tapItem(at: [0, 0]))
            XCTAssertEqual(driver.events, ["driver select [0, 0]"])
            XCTAssertEqual(app.events, ["app select [0, 0]"])
            XCTAssertEqual(Self.order, ["app select [0, 0]", "driver select [0, 0]"])
            app.allowsSelection = false
            XCTAssertTrue(view.tapItem(at: [0, 1]), "the driver's answer alone: the app's is not asked")
            XCTAssertTrue(view.tapItem(at: [0, 1]), "deselected again")
            driver.allowsSelection = false
            XCTAssertFalse(view.tapItem(at: [0, 1]), "the driver refuses")
            driver.allowsDeselection = false
            XCTAssertFalse(view.tapItem(at: [0, 0]), "the driver keeps [0, 0] selected")
            XCTAssertEqual(view.indexPathsForSelectedItems, [[0, 0]])
            driver.allowsDeselection = true
            XCTAssertTrue(view.tapItem(at: [0, 0]))
            XCTAssertEqual(driver.events, ["driver select [0, 0]", "driver select [0, 1]", "driver deselect [0, 1]",
                                           "driver deselect [0, 0]"])
            Self.order = []
            view.contentOffset = CGPoint(x: 0, y: 10)
            XCTAssertEqual(Self.order, ["app scroll", "driver scroll"], "the app's delegate first")
            // Highlighting is the app's delegate's to allow, when there is one.
            driver.allowsHighlight = false
            var highlighted = 0
            app.onHighlight = { highlighted += 1 }
            view.tapItem(at: [0, 1])
            XCTAssertEqual(highlighted, 1, "the app allows it, the driver's answer is not asked")
            app.allowsHighlight = false
            view.tapItem(at: [0, 1])
            XCTAssertEqual(highlighted, 1, "the app refuses")
            view.detach(bridge)
            XCTAssertNil(view.driver)
            XCTAssertNil(view.delegate)
        }
    }
}
