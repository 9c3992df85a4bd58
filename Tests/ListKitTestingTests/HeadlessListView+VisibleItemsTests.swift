import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

extension HeadlessListViewCellsTests {
    /// A data source over random sections that takes interactive moves.
    @MainActor
    final class MovableSections: SectionsDataSource {
        var list: RandomSections
        init(_ list: RandomSections) { self.list = list }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { list.data }
        func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
        func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
            list.moveItem(from: source, to: destination)
        }
    }

    /// A section's items on screen, which the adapter's `visibleIndexes(for:)`
    /// reads, are those of the view's visible index paths in that section,
    /// through random batches (sections moving too), scrolls, interactive
    /// moves across sections and reloads.
    func testVisibleItemsOfASectionFollowTheCells() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...30 {
                var rng = SplitMix64(seed: seed)
                let model = MovableSections(RandomSections(items: 0...12, using: &rng))
                let view = HeadlessListView(visibleItemCount: Int.random(in: 1...10, using: &rng), scheduleCompletion: { $0() })
                view.dataSource = model
                for step in 0..<40 {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0..<5:
                        let old = try model.list.snapshot()
                        var next = model.list
                        next.edit(using: &rng, movingSections: true)
                        let batch = try next.snapshot().batchUpdate(from: old)
                        try view.performBatchUpdates(batch, updateData: { model.list = next }, completion: nil)
                    case 5..<7:
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    case 7..<9:
                        guard let move = model.list.randomMove(using: &rng) else { continue }
                        view.moveItemInteractively(from: move.from, to: move.to)
                    default:
                        view.reloadData()
                    }
                    let visible = view.indexPathsForVisibleItems
                    for section in 0...view.numberOfSections {
                        XCTAssertEqual(view.indexesOfVisibleItems(inSection: section),
                                       visible.filter { $0[0] == section }.map { $0[1] }, "seed \(seed), step \(step), section \(section)")
                    }
                    XCTAssertEqual(view.sections, model.list.data, "seed \(seed), step \(step)")
                }
            }
        }
    }
}
