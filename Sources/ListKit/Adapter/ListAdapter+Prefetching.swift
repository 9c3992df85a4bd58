import Foundation

/// Data prefetching, as the list view reports it: grouped by section and
/// forwarded to each section controller's
/// ``SectionController/prefetchingDelegate``.
extension ListAdapter {
    /// The view is likely to show the items at `indexPaths` soon: each
    /// controller with a ``SectionController/prefetchingDelegate`` hears
    /// about its own, once, by item index, in the order given; the
    /// controllers in the order of their first index path. An index path
    /// of no item the adapter has is skipped.
    ///
    /// Complexity: O(index paths).
    package func prefetchItems(at indexPaths: [IndexPath]) {
        for group in prefetchGroups(indexPaths) {
            group.delegate.listAdapter(self, prefetchItemsFor: group.controller, at: group.indexes)
        }
    }

    /// The view no longer needs the items at `indexPaths`: grouped and
    /// forwarded as ``prefetchItems(at:)`` does.
    ///
    /// Complexity: O(index paths).
    package func cancelPrefetchingItems(at indexPaths: [IndexPath]) {
        for group in prefetchGroups(indexPaths) {
            group.delegate.listAdapter(self, cancelPrefetchingItemsFor: group.controller, at: group.indexes)
        }
    }

    /// `indexPaths` by section, for the controllers with a prefetching
    /// delegate, in the order of each section's first index path.
    private func prefetchGroups(
        _ indexPaths: [IndexPath]
    ) -> [(controller: SectionController, delegate: any ListPrefetchingDelegate, indexes: [Int])] {
        var groups: [(controller: SectionController, delegate: any ListPrefetchingDelegate, indexes: [Int])] = []
        var groupOfSection: [Int: Int] = [:]
        for path in indexPaths {
            guard let controller = controllerOfItem(at: path), let delegate = controller.prefetchingDelegate else { continue }
            if let group = groupOfSection[path[0]] {
                groups[group].indexes.append(path[1])
            } else {
                groupOfSection[path[0]] = groups.count
                groups.append((controller, delegate, [path[1]]))
            }
        }
        return groups
    }
}
