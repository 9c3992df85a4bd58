import Foundation
import ListDiff
import ListUpdates

/// A headless list view: sections of item identities that applies a
/// `BatchUpdate` the way UICollectionView's `performBatchUpdates` does, and
/// throws a `BatchUpdateError` naming the offending operation wherever UIKit
/// would raise. Use it in unit tests on any platform to prove that your
/// updates never crash a collection view, and that the cells end up showing
/// the data source.
///
/// ```swift
/// var view = ListViewSimulator(sections: [.init(id: "feed", items: old.map(\.id))])
/// let batch = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id).batchUpdate(inSection: 0)
/// let newSections = [ListViewSimulator.Section(id: "feed", items: new.map(\.id))]
/// try view.performBatchUpdates(batch, dataSource: newSections)
/// assert(view.sections == newSections)  // every cell shows what the data source says
/// ```
///
/// The rules it enforces, as UIKit does: indexes in range (old side against
/// the counts before the update, new side against the data source after it);
/// the section count and, for every section that survives, the item count
/// (`before + inserted - deleted + moved in - moved out`); no delete, reload
/// or move from the same section or index path, no insert and move to the
/// same one, no two moves from or to the same place; no item moving out of a
/// deleted or into an inserted section; no deleting the same index path twice
/// (UIKit corrupts its state); no item operation of any kind (delete, insert,
/// reload, reconfigure, move source or target) inside a section that the
/// batch moves (UIKit corrupts its memory on an insert there, animates a
/// delete twice and leaves stale cells; IGListKit never sends one, and
/// Apple's documentation says nothing to show reconfigures are safe there).
/// no item reload in a section that lands at another index (UIKit reloads
/// at the same index path numbers after the update).
/// Item deletes, reloads and reconfigures inside a deleted or reloaded
/// section, and item inserts into an inserted or reloaded section, are
/// accepted and have no effect of their own.
///
/// Stricter than UIKit in one place: inserting the same index path twice
/// (UIKit counts it twice) is reported as a duplicate, because no diff means
/// it.
///
/// Identities: after a batch, a section or item that survived keeps the
/// identity it had (moved where the batch says), and inserted or reloaded
/// ones take the data source's. Comparing ``sections`` with the data source
/// finds cells that would show stale content.
public struct ListViewSimulator<SectionID: Hashable, ItemID: Hashable> {
    /// A section: its identity and its items' identities.
    public struct Section: Hashable {
        /// The section's identity.
        public var id: SectionID
        /// The identities of its items, in order.
        public var items: [ItemID]
        /// A section with these items.
        public init(id: SectionID, items: [ItemID]) {
            self.id = id
            self.items = items
        }
    }

    /// What the view shows now.
    public private(set) var sections: [Section]

    /// A view showing `sections`.
    public init(sections: [Section] = []) { self.sections = sections }

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    ///
    /// - Precondition: `section` is in `0..<numberOfSections`, as for
    ///   UICollectionView.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// Shows `sections` without animation (`reloadData`): always accepted.
    public mutating func reloadData(_ sections: [Section]) { self.sections = sections }

    /// Applies `batch`, after which the data source holds `dataSource`.
    ///
    /// - Throws: `BatchUpdateError` where UIKit would raise; the view is
    ///   then unchanged.
    ///
    /// Complexity: O(sections + items + operations).
    public mutating func performBatchUpdates(_ batch: BatchUpdate, dataSource: [Section]) throws {
        sections = try Self.apply(batch, to: sections, dataSource: dataSource)
    }

    private static func apply(_ batch: BatchUpdate, to old: [Section], dataSource new: [Section]) throws -> [Section] {
        let newCounts = new.map(\.items.count)
        let plan = try BatchPlan(batch, old: old.map(\.items.count), new: newCounts)
        // Surviving items keep their identity, moved where the batch says;
        // arriving ones take the data source's.
        let items = plan.apply(to: old.map(\.items), newCounts: newCounts) { new[$0[0]].items[$0[1]] }
        return zip(plan.origins, items).enumerated().map { t, section in
            guard case .kept(let s) = section.0 else { return Section(id: new[t].id, items: section.1) }
            return Section(id: old[s].id, items: section.1)
        }
    }
}

extension ListViewSimulator: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension ListViewSimulator.Section: Sendable where SectionID: Sendable, ItemID: Sendable {}
