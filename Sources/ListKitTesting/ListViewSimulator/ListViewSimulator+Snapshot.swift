import Foundation
import ListUpdates

extension ListViewSimulator {
    /// A view showing a snapshot. O(n + s) for its n items and s sections.
    public init(_ snapshot: Snapshot<SectionID, ItemID>) {
        self.init(sections: Self.sections(of: snapshot))
    }

    /// The sections of a snapshot, as the view holds them. O(n + s) for
    /// its n items and s sections.
    public static func sections(of snapshot: Snapshot<SectionID, ItemID>) -> [Section] {
        snapshot.sectionIdentifiers.map { Section(id: $0, items: snapshot.itemIdentifiers(inSection: $0)) }
    }

    /// Applies `batch`, after which the data source holds `snapshot`.
    ///
    /// Complexity: O(sections + items + operations).
    public mutating func performBatchUpdates(_ batch: BatchUpdate, dataSource snapshot: Snapshot<SectionID, ItemID>) throws {
        try performBatchUpdates(batch, dataSource: Self.sections(of: snapshot))
    }
}
