import Foundation
import ListDiff

extension BatchUpdate {
    /// Checks this batch as UICollectionView's `performBatchUpdates` does,
    /// from the item counts of each section alone: before the update (what
    /// the view shows) and after it (what the data source will report).
    /// These are `ListViewSimulator`'s rules; call it before handing a
    /// batch to a view that does not check (UIKit raises, or corrupts itself).
    ///
    /// ```swift
    /// try batch.validate(itemCountsBefore: [3, 1], after: [2, 1])
    /// collectionView.performBatchUpdates { … }
    /// ```
    ///
    /// - Throws: ``BatchUpdateError`` naming the first rule broken; a count
    ///   that is negative or above 2^32 - 1 is
    ///   ``BatchUpdateError/invalidItemCount(section:count:afterUpdate:)``.
    ///
    /// Complexity: O(sections + operations) expected.
    public func validate(itemCountsBefore old: [Int], after new: [Int]) throws {
        _ = try BatchPlan(self, old: old, new: new)
    }
}
