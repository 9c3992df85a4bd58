import Foundation
@testable import ListKit
@testable import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The headless view's identities side table under a data source that
/// answers `identifiersOfItemsInSection` inconsistently: sometimes not at
/// all, sometimes with another count (the view then asks per item),
/// sometimes right, and now and then reading the view or asking it to
/// reload from inside the call (a postponed reload: a fault, and the
/// reload once the batch is done). Rules: the view's identities are always
/// the data source's; the identifiers it pins stay within four times the
/// items shown (plus 64) after every batch; nothing else is a fault.
final class HeadlessListViewIdentitiesTests: XCTestCase {
    @MainActor
    final class Fickle: SectionsDataSource {
        var data: [HeadlessListView.Section]
        var rng: SplitMix64
        var reloadsAsked = 0
        init(_ data: [HeadlessListView.Section], seed: UInt64) {
            self.data = data
            rng = SplitMix64(seed: seed)
        }
        func sections(for view: HeadlessListView) -> [HeadlessListView.Section] { data }
        func headlessListView(
            _ view: HeadlessListView, identifiersOfItemsInSection section: Int
        ) -> ListItemIdentifiers? {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: return nil
            case 1: return ListItemIdentifiers(data[section].items + [AnyHashable(-1)])
            case 2:
                view.layoutIfNeeded()
                _ = view.indexPathsForSelectedItems
            case 3:
                reloadsAsked += 1
                view.reloadData()
            default: break
            }
            return ListItemIdentifiers(data[section].items)
        }
    }

    func testInconsistentAnswersKeepIdentitiesRightAndBounded() async throws {
        try await MainActor.run {
            for seed in UInt64(1)...30 {
                var rng = SplitMix64(seed: seed)
                var list = RandomSections(items: 0...40, using: &rng)
                let model = Fickle(list.data, seed: seed)
                let view = HeadlessListView(visibleItemCount: 5, scheduleCompletion: { $0() })
                view.dataSource = model
                for step in 0..<150 {
                    let context = "seed \(seed), step \(step)"
                    if Int.random(in: 0..<20, using: &rng) == 0 {
                        view.reloadData()
                    } else {
                        let old = try list.snapshot()
                        list.edit(using: &rng)
                        let batch = try list.snapshot().batchUpdate(from: old, moves: .minimal)
                        try view.performBatchUpdates(batch, updateData: { model.data = list.data }, completion: nil)
                    }
                    XCTAssertEqual(view.sections, model.data, context)
                    let shown = model.data.reduce(0) { $0 + $1.items.count }
                    XCTAssertLessThanOrEqual(view.pinnedIdentifiers, 4 * shown + 64, context)
                    if Int.random(in: 0..<3, using: &rng) == 0 {
                        view.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...max(1, view.contentSize.height), using: &rng))
                    }
                }
                XCTAssertEqual(view.faults.filter { $0 != .reentrantCall("reloadData()") }, [], "seed \(seed)")
                XCTAssertGreaterThan(model.reloadsAsked, 0, "seed \(seed)")
            }
        }
    }
}
