import Foundation

/// A diffable data source as a list view's driver, for the data alone
/// (Apple's is a data source, not a delegate): what the view shows, its
/// cells from the cell provider, its supplementary views from the
/// supplementary view provider, identifiers the view follows across
/// batches, and reordering.
@MainActor
package final class DiffableViewDriver<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    ListViewDriver
{
    private weak var dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>?

    init(dataSource: DiffableDataSource<SectionIdentifierType, ItemIdentifierType>) { self.dataSource = dataSource }

    package func numberOfSections(in view: any ListView) -> Int { dataSource?.shown.numberOfSections ?? 0 }

    package func listView(_ view: any ListView, numberOfItemsInSection section: Int) -> Int {
        dataSource?.numberOfItems(inSection: section) ?? 0
    }

    /// The cell provider's cell; nil when it gives none (a view records or
    /// raises it, as Apple's does).
    package func listView(_ view: any ListView, cellForItemAt indexPath: IndexPath) -> (any ListReusableView)? {
        dataSource?.cell(at: indexPath)
    }

    package func listView(
        _ view: any ListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> (any ListReusableView)? {
        dataSource?.makeSupplementaryView?(kind, indexPath)
    }

    package func listView(_ view: any ListView, identifierOfSection section: Int) -> AnyHashable? {
        dataSource?.shown.sectionIdentifier(at: section).map { AnyHashable($0) }
    }

    package func listView(_ view: any ListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        // Not `map`: a closure here is main-actor isolated, and Swift checks
        // the executor on each call.
        guard let item = dataSource?.shownItem(at: indexPath) else { return nil }
        return AnyHashable(item)
    }

    package func listView(_ view: any ListView, identifiersOfItemsInSection section: Int) -> ListItemIdentifiers? {
        guard let dataSource else { return nil }
        return ListItemIdentifiers(dataSource.shownItems(inSection: section))
    }

    package func listView(_ view: any ListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSource?.canMoveItem(at: indexPath) ?? false
    }

    package func listView(_ view: any ListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        dataSource?.moveItem(from: source, to: destination)
    }
}
