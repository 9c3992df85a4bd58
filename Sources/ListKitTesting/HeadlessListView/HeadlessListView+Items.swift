import Foundation
import ListKit

extension HeadlessListView {
    /// Drops the identities of items gone once they (with the identifiers
    /// pinned) pass four times the items shown: O(items shown), after at
    /// least a third as many arrivals, so O(1) per arrival.
    ///
    /// The lists that identities refer to are held to O(items shown) too:
    /// they count towards the same bound, and a list that fewer than half
    /// of its items still use has their identities boxed, so that a long
    /// run of batches that each leave a few items of a large section cannot
    /// keep every such section alive.
    func dropGoneIdentities() {
        var shown = 0
        for section in items { shown += section.count }
        // After a pass, at most `shown` identities and `2 * shown` pinned:
        // the next pass comes after at least `shown / 3` arrivals.
        guard identities.count + pinnedIdentifiers > 4 * shown + 64 else { return }
        var users: [ObjectIdentifier: Int] = [:]
        for section in items {
            for item in section {
                if case .listed(let list, _) = identities[item.identity] { users[list.storage, default: 0] += 1 }
            }
        }
        var all = items, kept: [Identity] = [], counted = Set<ObjectIdentifier>()
        items = []
        pinnedIdentifiers = 0
        kept.reserveCapacity(shown)
        for s in all.indices {
            for i in all[s].indices {
                var identity = identities[all[s][i].identity]
                if case .listed(let list, let index) = identity {
                    let key = list.storage
                    if 2 * users[key, default: 0] < list.count {
                        identity = .boxed(list.identifier(at: index))
                    } else if counted.insert(key).inserted {
                        pinnedIdentifiers += list.count
                    }
                }
                kept.append(identity)
                all[s][i].identity = kept.count - 1
            }
        }
        items = all
        identities = kept
    }

    /// The identities of `section`'s items, asked in one call; nil where
    /// the data source does not answer, or answers with another count.
    func identities(ofSection section: Int, count: Int) -> ListItemIdentifiers? {
        guard let identities = dataSource?.headlessListView(self, identifiersOfItemsInSection: section),
              identities.count == count
        else { return nil }
        return identities
    }

    /// A new item at `item` of `section`, its identity from the section's
    /// `identities` (kept by reference with `keep`, else boxed at once) or
    /// else asked of the data source.
    func newItem(section: Int, item: Int, identities: ListItemIdentifiers?, keep: Bool) -> Item {
        nextSerial += 1
        if let identities, keep {
            self.identities.append(.listed(identities, item))
        } else if let identities {
            self.identities.append(.boxed(identities.identifier(at: item)))
        } else {
            let id = dataSource?.headlessListView(self, identifierOfItemAt: makeIndexPath(section, item)) ?? AnyHashable(item)
            self.identities.append(.boxed(id))
        }
        return Item(serial: nextSerial, identity: self.identities.count - 1)
    }

    /// The `count` items of a section that arrives whole.
    func newItems(inSection section: Int, count: Int) -> [Item] {
        let identities = identities(ofSection: section, count: count)
        if identities != nil { pinnedIdentifiers += count }
        var items: [Item] = []
        items.reserveCapacity(count)
        for i in 0..<count { items.append(newItem(section: section, item: i, identities: identities, keep: true)) }
        return items
    }

    /// A new section at `section`, its identity asked of the data source
    /// (its number when it gives none).
    func newSection(_ section: Int) -> SectionState {
        nextSerial += 1
        return SectionState(id: dataSource?.headlessListView(self, identifierOfSection: section) ?? AnyHashable(section),
                            serial: nextSerial)
    }
}
