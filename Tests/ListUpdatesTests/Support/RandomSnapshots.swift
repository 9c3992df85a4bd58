import Foundation
import ListUpdates
import ListTestSupport

/// `sections` sections of about `items` items each, then about 10% of
/// every kind of change.
func randomSnapshots(sections: Int, items: Int, using rng: inout SplitMix64) -> (Snapshot<String, Int>, Snapshot<String, Int>) {
    var old = Snapshot<String, Int>()
    var nextItem = 0, nextSection = 0
    for _ in 0..<sections {
        old.appendSections(["s\(nextSection)"])
        nextSection += 1
        let count = Int.random(in: 0...items, using: &rng)
        old.appendItems(Array(nextItem..<(nextItem + count)))
        nextItem += count
    }
    var new = old
    func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
    for section in old.sectionIdentifiers {
        if chance(0.1) { new.deleteSections([section]); continue }
        if chance(0.1) { new.reloadSections([section]) }
        if chance(0.1), let target = new.sectionIdentifiers.randomElement(using: &rng), target != section {
            chance(0.5) ? new.moveSection(section, beforeSection: target) : new.moveSection(section, afterSection: target)
        }
        if chance(0.1) {
            new.insertSections(["s\(nextSection)"], afterSection: section)
            new.appendItems([nextItem, nextItem + 1], toSection: "s\(nextSection)")
            nextSection += 1
            nextItem += 2
        }
    }
    for item in new.itemIdentifiers {
        if chance(0.1) { new.deleteItems([item]); continue }
        if chance(0.05) { new.reloadItems([item]) }
        if chance(0.05) { new.reconfigureItems([item]) }
        if chance(0.1), let target = new.itemIdentifiers.randomElement(using: &rng), target != item {
            chance(0.5) ? new.moveItem(item, beforeItem: target) : new.moveItem(item, afterItem: target)
        }
        if chance(0.1) {
            new.insertItems([nextItem], afterItem: item)
            nextItem += 1
        }
    }
    return (old, new)
}

/// The item count of each section of `snapshot`.
func itemCounts(of snapshot: Snapshot<String, Int>) -> [Int] {
    snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).count }
}

/// Where `item` is in `snapshot`, or nil.
func indexPath(of item: Int, in snapshot: Snapshot<String, Int>) -> IndexPath? {
    snapshot.indexPath(ofItem: item).map { IndexPath(indexes: [$0.section, $0.item]) }
}
