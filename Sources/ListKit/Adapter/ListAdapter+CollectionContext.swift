import Foundation
import ListUpdates

extension ListAdapter: ListCollectionContext {
    /// The size of the view's viewport (a collection view's bounds); zero
    /// without a view or on a `ListView` that shows no cells of its own.
    public var containerSize: CGSize { cellHost?.containerSize ?? .zero }

    /// The view's content inset (a collection view's `contentInset`); zero
    /// without a view or on a view without insets. O(1).
    public var containerInset: ListEdgeInsets { cellHost?.containerInset ?? .zero }

    /// The view's `adjustedContentInset`; zero without a view or on a view
    /// without insets. O(1).
    public var adjustedContainerInset: ListEdgeInsets { cellHost?.adjustedContainerInset ?? .zero }

    /// A cell of `cellClass` for the controller's item at `index`: the class
    /// is registered on first use, under the reuse identifier (nil: none)
    /// followed by the class's full name. Nil, with a diagnostic, for an index
    /// out of range or a class the view cannot make.
    public func dequeueReusableCell<Cell: ListReusableView>(
        of cellClass: Cell.Type, withReuseIdentifier reuseIdentifier: String?,
        for sectionController: SectionController, at index: Int
    ) -> Cell? {
        let name = (reuseIdentifier ?? "") + className(cellClass)
        guard let view = dequeue(.viewClass(cellClass), name: name, kind: nil, for: sectionController, at: index) else {
            return nil
        }
        return view as? Cell
    }

    /// A view class's full name, worked out once per class.
    private func className(_ viewClass: AnyClass) -> String {
        let key = ObjectIdentifier(viewClass)
        if let name = viewClassNames[key] { return name }
        let name = String(reflecting: viewClass)
        viewClassNames[key] = name
        return name
    }

    /// A cell from the nib `nibName`, registered on first use; nil, with a
    /// diagnostic, on a view without nibs (any but UIKit's).
    public func dequeueReusableCell(
        withNibName nibName: String, bundle: Bundle?, for sectionController: SectionController, at index: Int
    ) -> (any ListReusableView)? {
        dequeue(.nib(name: nibName, bundle: bundle), name: nibName, kind: nil, for: sectionController, at: index)
    }

    /// A cell from the storyboard prototype `identifier`; nil, with a
    /// diagnostic, on a view without storyboards (any but UIKit's).
    public func dequeueReusableCellFromStoryboard(
        withIdentifier identifier: String, for sectionController: SectionController, at index: Int
    ) -> (any ListReusableView)? {
        dequeue(.storyboard, name: identifier, kind: nil, for: sectionController, at: index)
    }

    /// A supplementary view of `kind` and `viewClass` for the controller's
    /// section; the class is registered on first use under its full name.
    public func dequeueReusableSupplementaryView<View: ListReusableView>(
        ofKind kind: String, for sectionController: SectionController, class viewClass: View.Type, at index: Int
    ) -> View? {
        dequeue(.viewClass(viewClass), name: className(viewClass), kind: kind, for: sectionController, at: index)
            as? View
    }

    /// A supplementary view of `kind` from the nib `nibName`, registered on
    /// first use; nil, with a diagnostic, on a view without nibs.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, for sectionController: SectionController, nibName: String, bundle: Bundle?, at index: Int
    ) -> (any ListReusableView)? {
        dequeue(.nib(name: nibName, bundle: bundle), name: nibName, kind: kind, for: sectionController, at: index)
    }

    /// A supplementary view of `kind` from the storyboard prototype
    /// `identifier` (its reuse identifier as the storyboard names it); nil,
    /// with a diagnostic, on a view without storyboards (any but UIKit's).
    public func dequeueReusableSupplementaryView(
        fromStoryboardOfKind kind: String, withIdentifier identifier: String, for sectionController: SectionController,
        at index: Int
    ) -> (any ListReusableView)? {
        dequeue(.storyboard, name: identifier, kind: kind, for: sectionController, at: index)
    }

    /// The cell on screen for the controller's item at `index`, or nil.
    /// Inside an update's data block it is found where the sections before
    /// the update put it: the view has not applied the update yet.
    public func cellForItem(at index: Int, sectionController: SectionController) -> (any ListReusableView)? {
        guard let section = shownSection(for: sectionController) else { return nil }
        return cellHost?.cellOnScreen(at: makeIndexPath(section, index))
    }

    /// Complexity: O(k log k) for the controller's k cells on screen on a
    /// view that knows its cells by section (`ListKitTesting`'s); O(cells on
    /// screen) on other views.
    public func visibleCells(for sectionController: SectionController) -> [any ListReusableView] {
        var cells: [any ListReusableView] = []
        for index in visibleIndexes(for: sectionController) {
            if let cell = cellForItem(at: index, sectionController: sectionController) { cells.append(cell) }
        }
        return cells
    }

    /// The index of `cell` in the controller's section, or nil when it is
    /// off screen or in another section.
    public func index(for cell: any ListReusableView, sectionController: SectionController) -> Int? {
        guard let path = cellHost?.indexPathOfCellOnScreen(cell), path[0] == shownSection(for: sectionController)
        else { return nil }
        return path[1]
    }

    /// Selects the controller's item at `index` without calling the
    /// selection hooks (after the running updates, inside a data block); an
    /// index outside its items is ignored.
    public func selectItem(at index: Int, sectionController: SectionController) {
        setSelected(true, at: index, in: sectionController)
    }

    /// Deselects the controller's item at `index` without calling the
    /// selection hooks (after the running updates, inside a data block); an
    /// index outside its items is ignored.
    public func deselectItem(at index: Int, sectionController: SectionController) {
        setSelected(false, at: index, in: sectionController)
    }

    /// Selects or deselects a controller's item. Asked for inside an
    /// update's data block (from ``SectionController/didUpdate(to:)``, say),
    /// while the view still shows the sections before the update, it waits
    /// for the running updates to end and goes to the item where it is then
    /// (it would have landed on another section's item, or nowhere).
    private func setSelected(_ selected: Bool, at index: Int, in controller: SectionController) {
        guard updater.isInDataUpdateBlock else { return setSelectedNow(selected, at: index, in: controller) }
        deferUntilBatchesEnd { [weak self, weak controller] in
            guard let self, let controller else { return }
            self.setSelectedNow(selected, at: index, in: controller)
        }
    }

    private func setSelectedNow(_ selected: Bool, at index: Int, in controller: SectionController) {
        guard let section = section(for: controller), index >= 0, index < controller.numberOfItems else { return }
        cellHost?.setSelectedQuietly(selected, at: makeIndexPath(section, index))
    }

    /// Runs `updates` in the updater's next item update (at once, and joining
    /// it, inside a running one); after it the empty view is updated, the
    /// listeners hear ``ListAdapter/UpdateKind/itemUpdates`` and `completion`
    /// runs. Without a list view, `updates` runs at once and `completion`
    /// gets false.
    public func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        guard listView != nil else {
            // Nothing to animate, but the model changes in the block are kept.
            updates(self)
            completion?(false)
            return
        }
        enterBatchUpdates()
        updater.performItemUpdates(
            animated: animated, view: { [weak self] in self?.listView },
            updates: { [weak self] in if let self { updates(self) } },
            completion: { [weak self] finished in
                self?.updateEmptyView()
                self?.notifyListeners(.itemUpdates, animated: animated)
                completion?(finished)
                self?.exitBatchUpdates()
            })
    }

    /// Reports items inserted at `indexes` (after the update).
    ///
    /// Complexity: O(indexes) inside an update; outside one, O(sections +
    /// the section's items) to check the batch against the data, and the
    /// view's batch.
    public func insert(in sectionController: SectionController, at indexes: IndexSet) {
        report(for: sectionController) { $0.inserts = Array(indexes) }
    }

    /// Reports items deleted from `indexes` (before the update).
    ///
    /// Complexity: O(indexes) inside an update; outside one, O(sections +
    /// the section's items) to check the batch against the data, and the
    /// view's batch.
    public func delete(in sectionController: SectionController, at indexes: IndexSet) {
        report(for: sectionController) { $0.deletes = indexes }
    }

    /// Reports items whose cells are rebuilt (indexes before the update).
    ///
    /// Complexity: O(indexes) inside an update; outside one, O(sections +
    /// the section's items) to check the batch against the data, and the
    /// view's batch.
    public func reload(in sectionController: SectionController, at indexes: IndexSet) {
        report(for: sectionController) { $0.reloads = indexes }
    }

    /// Reports items whose cells are kept and configured again (indexes
    /// before the update; see ``ListBatchContext/reconfigure(in:at:)``).
    ///
    /// Complexity: O(indexes) inside an update; outside one, O(sections +
    /// the section's items) to check the batch against the data, and the
    /// view's batch.
    public func reconfigure(in sectionController: SectionController, at indexes: IndexSet) {
        report(for: sectionController) { $0.reconfigures = indexes }
    }

    /// Reports an item moved from `from` (before) to `to` (after).
    ///
    /// Complexity: O(1) inside an update; outside one, O(sections + the
    /// section's items) to check the batch against the data, and the view's
    /// batch.
    public func move(in sectionController: SectionController, from: Int, to: Int) {
        report(for: sectionController) { $0.moves = [List.MoveIndex(from: from, to: to)] }
    }

    /// Reports the whole section rebuilt: a section reload, which
    /// ``ListAdapterUpdater/Configuration/preferItemReloadsForSectionReloads``
    /// may turn into item reloads inside an update.
    public func reload(_ sectionController: SectionController) {
        report(for: sectionController) { $0.reloadsSection = true }
    }

    /// Measures the items at `indexes` again; nothing when the controller has
    /// no section.
    ///
    /// Complexity: O(indexes), and the view's layout pass.
    public func invalidateLayout(in sectionController: SectionController, at indexes: IndexSet) {
        let paths = indexPaths(of: sectionController, indexes)
        if !paths.isEmpty { listView?.invalidateLayout(at: paths) }
    }

    /// Measures the controller's whole section again, after any running
    /// update: its items and its supplementary views, also when it has no
    /// items (`ListView.invalidateLayout(ofSections:)`), as IGListKit
    /// invalidates a section controller's layout. A header that a
    /// controller without items gained since the last layout then shows
    /// (and the section's display events follow).
    ///
    /// Complexity: O(the controller's items), and the view's layout pass.
    public func invalidateLayout(for sectionController: SectionController, completion: (@MainActor (Bool) -> Void)?) {
        deferUntilBatchesEnd { [weak self, weak sectionController] in
            guard let self, let sectionController, let section = self.section(for: sectionController) else {
                completion?(false)
                return
            }
            self.listView?.invalidateLayout(ofSections: [section])
            completion?(true)
        }
    }

    /// Complexity: O(k log k) for the controller's k cells on screen on a
    /// view that knows its cells by section (`ListKitTesting`'s); O(cells on
    /// screen) on other views.
    public func visibleIndexes(for sectionController: SectionController) -> IndexSet {
        guard let section = shownSection(for: sectionController) else { return [] }
        if let items = cellHost?.visibleItems(inSection: section) { return IndexSet(items) }
        return IndexSet((listView?.indexPathsForVisibleItems ?? []).compactMap {
            $0.count == 2 && $0[0] == section && $0[1] >= 0 ? $0[1] : nil
        })
    }

    /// Scrolls to the controller's item at `index`; nothing when the
    /// controller has no section or no such item.
    public func scroll(to sectionController: SectionController, at index: Int, animated: Bool) {
        guard let section = section(for: sectionController), index >= 0, index < sectionController.numberOfItems else { return }
        listView?.scrollToItem(at: makeIndexPath(section, index), animated: animated)
    }

    /// The section the view shows for `controller`: inside an update's data
    /// block the view has not applied the new sections yet, so its cells are
    /// where the previous ones put them (IGListKit asks for cells the same
    /// way).
    private func shownSection(for controller: SectionController) -> Int? {
        sectionMap(usingPrevious: true).section(for: controller)
    }

    /// Index paths of a controller's items now; empty when it has no section.
    private func indexPaths(of controller: SectionController, _ indexes: IndexSet) -> [IndexPath] {
        guard let section = section(for: controller) else { return [] }
        return indexes.map { makeIndexPath(section, $0) }
    }

    /// Reports a controller's item change, placed in the sections before
    /// and after the running update: into the update, or onto the view at
    /// once (then the empty view may change). A controller without a
    /// section on the side an operation needs (one inserted or deleted by
    /// this update) has that operation dropped, as its whole section
    /// changes anyway.
    private func report(for controller: SectionController, _ fill: (inout ItemChange) -> Void) {
        var change = itemChange(for: controller)
        fill(&change)
        guard !change.isEmpty else { return }
        report([change])
    }

    /// An empty change of `controller`'s section, placed before and after
    /// the running update.
    func itemChange(for controller: SectionController) -> ItemChange {
        ItemChange(oldSection: sectionMap(usingPrevious: true).section(for: controller), newSection: section(for: controller))
    }

    /// Reports changes made together: into the update, or onto the view at
    /// once as one batch (then the empty view may change).
    func report(_ changes: [ItemChange]) {
        let immediate = !updater.isInDataUpdateBlock
        updater.apply(changes, to: listView)
        if immediate { updateEmptyView() }
    }
}
