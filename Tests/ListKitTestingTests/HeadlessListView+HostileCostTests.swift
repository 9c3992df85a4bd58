import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

// The headless view's cost under load: calls per cell scrolled, and
// what a batch of one section asks.
extension HeadlessListViewHostileTests {
    // MARK: Cost

    /// Rule: scrolling through 100,000 items asks the data source for one
    /// cell per item that comes on screen, and for no sizes, counts or
    /// identities again.
    func testScrollingAHundredThousandItemsCostsOneCallPerCellShown() async {
        await MainActor.run {
            let model = Hostile([Self.section("a", 0..<50_000), Self.section("b", 0..<50_000)])
            let view = Self.view(model, size: CGSize(width: 320, height: 440))
            view.layoutIfNeeded()
            let sizes = model.sizeCalls, identifiers = model.identifierCalls, counts = model.countCalls
            XCTAssertEqual(sizes, 100_000, "the flow layout measures every item once")
            model.shown = []
            var y: CGFloat = 0
            while y < view.contentSize.height {
                y += 220
                view.contentOffset = CGPoint(x: 0, y: y)
            }
            XCTAssertEqual(model.cellCalls, 100_000, "one cell per item")
            XCTAssertEqual(model.shown.count, 100_000 - 10)
            XCTAssertEqual(model.sizeCalls, sizes)
            XCTAssertEqual(model.identifierCalls, identifiers)
            XCTAssertEqual(model.countCalls, counts)
            XCTAssertLessThanOrEqual(view.createdViewCount, 11, "cells recycled")
        }
    }

    /// Rule: a batch touching one section asks for no cell, size or
    /// identity of any other section.
    func testABatchOfOneSectionAsksNothingOfTheOthers() async throws {
        try await MainActor.run {
            let model = Hostile((0..<100).map { Self.section("s\($0)", 0..<100) })
            var asked: [IndexPath] = []
            model.onSize = { _, path in asked.append(path) }
            model.onCell = { _, path in asked.append(path) }
            let view = Self.view(model, size: CGSize(width: 320, height: 44 * 300))
            view.contentOffset = CGPoint(x: 0, y: 44 * 5_000)
            asked = []
            let identifiers = model.identifierCalls
            model.data[50].items.insert(1_000, at: 0)
            var batch = BatchUpdate()
            batch.itemInserts = [[50, 0]]
            try view.performBatchUpdates(batch, updateData: {}, completion: nil)
            XCTAssertEqual(Set(asked.map { $0[0] }), [50], "only the touched section")
            XCTAssertEqual(model.identifierCalls - identifiers, 1)
            Self.assertConsistent(view, model)
        }
    }
}
