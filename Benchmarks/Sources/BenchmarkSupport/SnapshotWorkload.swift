import ListUpdates

/// Two snapshots of `sections` sections × `items` items (unique Int item
/// ids), the second with one item in `changeOneIn` deleted, one inserted and
/// one moved (a tenth of the moves across sections), and as many sections
/// moved: by default one in 30 of each, about 10% of the items changed and
/// 10% of the sections moved. `itemID` maps item numbers to the ids used
/// (crafted key families).
public func snapshotPair(
    sections: Int, items: Int, seed: UInt64 = 3, changeOneIn: Int = 30, itemID: (Int) -> Int = { $0 }
) -> (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>) {
    var rng = SeededGenerator(seed: seed)
    var old = Snapshot<Int, Int>()
    var nextItem = 0
    for section in 0..<sections {
        old.appendSections([section])
        old.appendItems((nextItem..<(nextItem + items)).map(itemID))
        nextItem += items
    }
    var new = old
    for section in old.sectionIdentifiers where sections > 1 && Int.random(in: 0..<(changeOneIn / 3), using: &rng) == 0 {
        var target = Int.random(in: 0..<sections, using: &rng)
        if target == section { target = (section + 1) % sections }
        new.moveSection(section, afterSection: target)
    }
    for item in new.itemIdentifiers {
        switch Int.random(in: 0..<changeOneIn, using: &rng) {
        case 0: new.deleteItems([item])
        case 1:
            new.insertItems([itemID(nextItem)], afterItem: item)
            nextItem += 1
        case 2:
            // Nine moves in ten stay in their section.
            let pool = Int.random(in: 0..<10, using: &rng) == 0
                ? new.itemIdentifiers : new.itemIdentifiers(inSection: new.sectionIdentifier(containingItem: item)!)
            let target = pool[Int.random(in: 0..<pool.count, using: &rng)]
            if target != item { new.moveItem(item, beforeItem: target) }
        default: break
        }
    }
    return (old, new)
}

/// The typed flat diff of the two snapshots' items (all sections in a
/// row), the yardstick of a two-level diff of the same items.
public func flatTypedDiffRun(of pair: (old: Snapshot<Int, Int>, new: Snapshot<Int, Int>)) -> PreparedRun {
    let old = pair.old.itemIdentifiers, new = pair.new.itemIdentifiers
    return { List.diffing(oldArray: old, newArray: new, identifiedBy: { $0 }).changeCount }
}
