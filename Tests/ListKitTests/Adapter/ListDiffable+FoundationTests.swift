import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import XCTest

/// IGListKit's `NSString` and `NSNumber` categories: each object is its own
/// identifier, and equal to another by `isEqual:`, so an app can give the
/// adapter strings and numbers as objects.
final class ListDiffableFoundationTests: XCTestCase {
    func testStringsAndNumbersAreTheirOwnIdentifiers() {
        let word = NSString(string: "hello"), same = NSString(string: "hello")
        XCTAssertEqual(word.diffIdentifier, same.diffIdentifier)
        XCTAssertTrue(word.isEqual(toDiffableObject: same))
        XCTAssertFalse(word.isEqual(toDiffableObject: NSString(string: "world")))
        XCTAssertFalse(word.isEqual(toDiffableObject: NSNumber(value: 1)))
        XCTAssertEqual(NSNumber(value: 42).diffIdentifier, NSNumber(value: 42).diffIdentifier)
        XCTAssertTrue(NSNumber(value: 42).isEqual(toDiffableObject: NSNumber(value: 42)))
        XCTAssertFalse(NSNumber(value: 42).isEqual(toDiffableObject: NSNumber(value: 43)))
    }

    /// As IGListKit's search screen gives its adapter a number token and
    /// strings: a section each, the same controllers kept when the strings
    /// are filtered.
    func testAnAdapterTakesStringsAndNumbersAsObjects() async {
        await MainActor.run {
            let token = NSNumber(value: 42)
            let words = ["apple", "banana", "cherry"].map { NSString(string: $0) }
            let h = AdapterHarness([token] + words, attach: false)
            h.source.makeController = { _ in SectionController() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            XCTAssertEqual(h.counts, [1, 1, 1, 1])
            let banana = h.adapter.sectionController(for: NSString(string: "banana"))
            XCTAssertNotNil(banana)
            h.source.objects = [token, NSString(string: "banana")]
            h.adapter.performUpdates(animated: false)
            h.advance()
            XCTAssertEqual(h.counts, [1, 1])
            XCTAssertTrue(h.adapter.sectionController(for: NSString(string: "banana")) === banana)
            XCTAssertTrue(h.diagnostics.isEmpty, "\(h.diagnostics)")
        }
    }
}
