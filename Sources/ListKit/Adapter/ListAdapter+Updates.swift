import Foundation
import ListUpdates

extension ListAdapter {
    /// Animates the view to the data source's current objects: the
    /// objects are read and diffed when the update runs (requests made
    /// before then merge into one), sections whose object changed are
    /// reloaded, and the controllers' item changes join the same batch.
    ///
    /// `completion` runs once: with the view's `finished` flag, true when
    /// the update became a reload, false at once when there is no view or
    /// data source.
    ///
    /// ```swift
    /// posts.insert(post, at: 0)
    /// adapter.performUpdates(animated: true) { finished in print("shown", finished) }
    /// ```
    ///
    /// Complexity: O(sections) on the main actor, plus the diff (off the main
    /// actor for large lists, see ``ListAdapterUpdater/Configuration/backgroundDiffingThreshold``).
    public func performUpdates(animated: Bool, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard dataSource != nil, listView != nil else {
            completion?(false)
            return
        }
        enterBatchUpdates()
        updater.performUpdate(
            animated: animated, view: { [weak self] in self?.listView },
            sectionData: { [weak self] in self?.transitionToDataSource() },
            apply: { [weak self] data in
                guard let self else { return }
                self.previousSectionMap = self.sectionMap
                self.apply(data)
            },
            completion: { [weak self] finished in
                self?.previousSectionMap = nil
                self?.notifyListeners(.performUpdates, animated: animated)
                completion?(finished)
                self?.exitBatchUpdates()
            })
    }

    /// Reloads the view with the data source's objects; every section
    /// controller is made anew. Like ``performUpdates(animated:completion:)``
    /// (and unlike IGListKit, which reads them at the call) the objects are
    /// read when the reload runs, so updates merged into it are not lost.
    /// `completion` runs once, with true (false at once when there is no view
    /// or data source).
    ///
    /// ```swift
    /// adapter.reloadData { _ in print("reloaded") }
    /// ```
    ///
    /// Complexity: O(sections).
    public func reloadData(completion: (@MainActor (Bool) -> Void)? = nil) {
        guard dataSource != nil, listView != nil else {
            completion?(false)
            return
        }
        enterBatchUpdates()
        updater.reloadData(
            view: { [weak self] in self?.listView },
            reload: { [weak self] in
                guard let self else { return }
                self.previousSectionMap = nil
                self.sectionMap.reset()
                self.apply(self.transitionToDataSource())
            },
            completion: { [weak self] finished in
                self?.notifyListeners(.reloadData, animated: false)
                completion?(finished)
                self?.exitBatchUpdates()
            })
    }

    /// Reloads the sections of `objects` (matched by type and identifier),
    /// taking the given instances as their new objects; controllers whose
    /// object changed (another instance of a class, other contents of a
    /// value) get ``SectionController/didUpdate(to:)``. Called while a
    /// background diff runs, the objects given here win over the ones that
    /// update read before.
    ///
    /// ```swift
    /// adapter.reloadObjects([editedPost])
    /// ```
    ///
    /// The sections are reloaded together, as IGListKit does: inside an
    /// update they join it, otherwise the view gets one batch for all of them.
    ///
    /// Complexity: O(objects) inside an update; otherwise O(objects +
    /// sections) and the view's batch.
    public func reloadObjects(_ objects: [any ListDiffable]) {
        // Found before the map changes: a copy of the map held meanwhile
        // would make the first change copy every object.
        var found: [(object: any ListDiffable, old: (any ListDiffable)?, controller: SectionController)] = []
        do {
            let previous = sectionMap(usingPrevious: true)
            // Each object is compared with the newest one given before it
            // for its section (IGListKit compares with its map as updated so
            // far): one given twice changes the controller once, and the
            // controller always ends with the object the map holds.
            var newest: [Int: any ListDiffable] = [:]
            for object in objects {
                // The newest word on this object, even when it equals what is
                // shown or is not shown yet: a running update that read an
                // older one must not win.
                reloadedSinceRead[SectionMap.ObjectKey(object)] = object
                guard let section = previous.section(for: object),
                      let controller = previous.sectionController(forSection: section)
                else { continue }
                found.append((object, newest[section] ?? previous.object(forSection: section), controller))
                newest[section] = object
            }
        }
        var changes: [ItemChange] = []
        for (object, old, controller) in found {
            try? sectionMap.updateObject(object)
            if let old, !old.isSameObject(as: object) { controller.didUpdate(to: object) }
            var change = itemChange(for: controller)
            change.reloadsSection = true
            changes.append(change)
        }
        if !changes.isEmpty { report(changes) }
    }

    /// The map for index paths "before" the running update when asked and
    /// inside one; the current map otherwise.
    func sectionMap(usingPrevious: Bool) -> SectionMap {
        guard usingPrevious, updater.isInDataUpdateBlock, let previousSectionMap else { return sectionMap }
        return previousSectionMap
    }
}
