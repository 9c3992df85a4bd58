import Foundation
import ListKit

extension HeadlessListView {
    /// Asks the data source for everything again: the cells on screen end
    /// displaying, every item is new (its identity asked, its size asked
    /// when laid out, unselected), and the cells that come on screen are
    /// asked for.
    public func reloadData() {
        guard !postpone("reloadData()", { $0.reload = true }) else { return }
        loaded = true
        reloadCount += 1
        changing {
            endDisplayingEverything()
            isIdentifying = true
            let counts = dataSourceCounts()
            sectionStates = counts.indices.map(newSection)
            items = []
            identities = []
            pinnedIdentifiers = 0
            items.reserveCapacity(counts.count)
            for (s, count) in counts.enumerated() { items.append(newItems(inSection: s, count: count)) }
            itemSizes = counts.map(HeadlessLayout.ItemSizes.init(unmeasured:))
            selection = [:]
            awaitingSize = []
            acrossOffsets = [:]
            prefetch.outstanding = [:]  // items of the old data: dropped, not cancelled
            isIdentifying = false
            layOutAll(resizing: false)
        }
    }

    /// UIKit asks its data source the first time it needs counts.
    func loadIfNeeded() {
        guard !loaded else { return }
        reloadData()
        reloadCount -= 1  // not a reload asked for
    }

    /// The item count of each section, as the data source gives them (a
    /// negative count read as 0).
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<max(0, dataSource.numberOfSections(in: self))).map {
            max(0, dataSource.headlessListView(self, numberOfItemsInSection: $0))
        }
    }
}
