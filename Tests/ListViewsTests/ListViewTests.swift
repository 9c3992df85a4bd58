import Foundation
@testable import ListViews
import XCTest

/// The defaults of `ListView` for a view of an app's own.
final class ListViewTests: XCTestCase {
    @MainActor
    final class CountsView: ListView {
        var counts: [Int]
        var invalidated: [[IndexPath]] = []
        init(_ counts: [Int]) { self.counts = counts }
        var numberOfSections: Int { counts.count }
        func numberOfItems(inSection section: Int) -> Int { counts[section] }
        func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {}
        func reloadData() {}
        var indexPathsForVisibleItems: [IndexPath] { [] }
        func scrollToItem(at indexPath: IndexPath, animated: Bool) {}
        func invalidateLayout(at indexPaths: [IndexPath]) { invalidated.append(indexPaths) }
        var isVisible: Bool { true }
        var emptyView: AnyObject?
    }

    /// By default a section's invalidation is that of its items (a negative
    /// count read as none; sections the view does not have ignored).
    func testInvalidatingSectionsFallsBackToTheirItems() async {
        await MainActor.run {
            let view = CountsView([2, 0, -1, 1])
            view.invalidateLayout(ofSections: [0, 1, 2, 3, 9])
            XCTAssertEqual(view.invalidated, [[[0, 0], [0, 1], [3, 0]]])
        }
    }
}
