import Foundation
import ListKit

extension ListDiffableDataSource: HeadlessListViewDataSource {
    /// A data source for `view`, which it becomes the data source of; the
    /// cell provider dequeues from `view` and fills the cell for an item
    /// (nil shows an empty cell, recorded in the view's `faults`), and the
    /// supplementary view provider (Apple's `supplementaryViewProvider`)
    /// does the same for headers and footers.
    ///
    /// ```swift
    /// let dataSource = ListDiffableDataSource<Int, String>(view: view) { view, indexPath, title in
    ///     let cell = view.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath) as? TitleCell
    ///     cell?.title = title
    ///     return cell
    /// }
    /// ```
    @inlinable
    public convenience init(
        view: HeadlessListView,
        cellProvider: @escaping @MainActor (HeadlessListView, IndexPath, ItemIdentifierType) -> HeadlessCell?,
        supplementaryViewProvider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)? = nil
    ) {
        self.init(headlessView: view, cellProvider: cellProvider, supplementaryViewProvider: supplementaryViewProvider,
                  work: Self.specializedWork)
    }

    @usableFromInline
    convenience init(
        headlessView view: HeadlessListView,
        cellProvider: @escaping @MainActor (HeadlessListView, IndexPath, ItemIdentifierType) -> HeadlessCell?,
        supplementaryViewProvider: (@MainActor (HeadlessListView, String, IndexPath) -> HeadlessReusableView?)?,
        work: SnapshotWork
    ) {
        self.init(listView: view, makeCell: { [unowned view] indexPath, item in cellProvider(view, indexPath, item) }, work: work)
        if let supplementaryViewProvider {
            makeSupplementaryView = { [unowned view] kind, indexPath in supplementaryViewProvider(view, kind, indexPath) }
        }
        view.dataSource = self
        view.reloadData()
    }

    /// The sections of the snapshot the view shows.
    public func numberOfSections(in view: HeadlessListView) -> Int { shown.numberOfSections }

    /// The items of the shown snapshot's section at `section`.
    ///
    /// Complexity: O(1) expected.
    public func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    /// The cell provider's cell for the item shown at `indexPath`; an empty
    /// one when it gives none (the view records that as a fault).
    ///
    /// Complexity: O(1), after O(items) the first time a section's items are
    /// read since the shown snapshot changed; and the cell provider.
    public func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        // A cell the view did not hand out is its fault to record.
        cell(at: indexPath) as? HeadlessCell ?? HeadlessCell()
    }

    /// The supplementary view provider's view of `kind`; nil without one.
    public func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? {
        makeSupplementaryView?(kind, indexPath) as? HeadlessReusableView
    }

    /// The section identifier at `section` of the shown snapshot.
    ///
    /// Complexity: O(1).
    public func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        shown.sectionIdentifier(at: section).map { AnyHashable($0) }
    }

    /// The item identifier shown at `indexPath`.
    ///
    /// Complexity: O(1), after O(items) the first time a section's items are
    /// read since the shown snapshot changed.
    public func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        // Not `map`: a closure here is main-actor isolated, and Swift checks
        // the executor on each call.
        guard let item = shownItem(at: indexPath) else { return nil }
        return AnyHashable(item)
    }

    /// The item identifiers of the shown snapshot's section at `section`, in
    /// one piece.
    ///
    /// Complexity: O(1), after O(items) the first time a section's items are
    /// read since the shown snapshot changed.
    public func headlessListView(
        _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    ) -> HeadlessListView.ItemIdentities? {
        HeadlessListView.ItemIdentities(shownItems(inSection: section))
    }

    /// ``ListDiffableDataSource/ReorderingHandlers/canReorderItem``'s answer
    /// for the item; false without the handler.
    public func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMoveItem(at: indexPath)
    }

    /// Moves the item in the shown snapshot, between the
    /// ``ListDiffableDataSource/ReorderingHandlers/willReorder`` and
    /// ``ListDiffableDataSource/ReorderingHandlers/didReorder`` handlers, and
    /// drops the outlines of the two sections.
    ///
    /// Complexity: O(n + s) for n items and s sections (the transaction's
    /// snapshots), and the handlers.
    public func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        moveItem(from: source, to: destination)
    }
}
