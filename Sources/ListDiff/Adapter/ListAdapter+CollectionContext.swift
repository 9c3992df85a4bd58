import Foundation

extension ListAdapter: ListCollectionContext {
    public func performBatch(
        animated: Bool, updates: @escaping @MainActor (any ListBatchContext) -> Void,
        completion: (@MainActor (Bool) -> Void)?
    ) {
        guard listView != nil else {
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

    public func insert(in sectionController: SectionController, at indexes: IndexSet) {
        var change = BatchUpdate()
        change.itemInserts = indexPaths(of: sectionController, indexes, usingPrevious: false)
        applyItemChange(change)
    }

    public func delete(in sectionController: SectionController, at indexes: IndexSet) {
        var change = BatchUpdate()
        change.itemDeletes = indexPaths(of: sectionController, indexes, usingPrevious: true)
        applyItemChange(change)
    }

    public func reload(in sectionController: SectionController, at indexes: IndexSet) {
        // A controller deleted in this update has no paths after it: skip.
        guard !indexPaths(of: sectionController, indexes, usingPrevious: false).isEmpty else { return }
        var change = BatchUpdate()
        change.itemReloads = indexPaths(of: sectionController, indexes, usingPrevious: true)
        applyItemChange(change)
    }

    public func move(in sectionController: SectionController, from: Int, to: Int) {
        guard let source = indexPaths(of: sectionController, [from], usingPrevious: true).first,
              let target = indexPaths(of: sectionController, [to], usingPrevious: false).first
        else { return }
        var change = BatchUpdate()
        change.itemMoves = [List.MoveIndexPath(from: source, to: target)]
        applyItemChange(change)
    }

    public func reload(_ sectionController: SectionController) {
        guard let section = sectionMap(usingPrevious: true).section(for: sectionController) else { return }
        var change = BatchUpdate()
        change.sectionReloads = [section]
        applyItemChange(change)
    }

    public func invalidateLayout(in sectionController: SectionController, at indexes: IndexSet) {
        let paths = indexPaths(of: sectionController, indexes, usingPrevious: false)
        if !paths.isEmpty { listView?.invalidateLayout(at: paths) }
    }

    public func invalidateLayout(for sectionController: SectionController, completion: (@MainActor (Bool) -> Void)?) {
        deferUntilBatchesEnd { [weak self, weak sectionController] in
            guard let self, let sectionController, self.section(for: sectionController) != nil else {
                completion?(false)
                return
            }
            self.invalidateLayout(in: sectionController, at: IndexSet(integersIn: 0..<sectionController.numberOfItems))
            completion?(true)
        }
    }

    public func visibleIndexes(for sectionController: SectionController) -> IndexSet {
        guard let section = section(for: sectionController) else { return [] }
        return IndexSet((listView?.indexPathsForVisibleItems ?? []).filter { $0[0] == section }.map { $0[1] })
    }

    public func scroll(to sectionController: SectionController, at index: Int, animated: Bool) {
        guard let section = section(for: sectionController), index >= 0, index < sectionController.numberOfItems else { return }
        listView?.scrollToItem(at: _indexPath(section, index), animated: animated)
    }

    /// Index paths of a controller's items, in the map before the running
    /// update (`usingPrevious`) or the current one; empty when the controller
    /// has no section there.
    private func indexPaths(of controller: SectionController, _ indexes: IndexSet, usingPrevious: Bool) -> [IndexPath] {
        guard let section = sectionMap(usingPrevious: usingPrevious).section(for: controller) else { return [] }
        return indexes.map { _indexPath(section, $0) }
    }

    /// Into the running update, or onto the view at once (then the empty
    /// view may change).
    private func applyItemChange(_ change: BatchUpdate) {
        guard !change.isEmpty else { return }
        let immediate = !updater.isInDataUpdateBlock
        updater.apply(change, to: listView)
        if immediate { updateEmptyView() }
    }
}
