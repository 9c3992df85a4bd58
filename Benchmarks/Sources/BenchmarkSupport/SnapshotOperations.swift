import ListUpdates

/// Per-item edits of a `Snapshot` at scale, each timed from the same built
/// snapshot (the runs edit a copy, so the copy is part of their time; the
/// `copy` row is that part alone).
public enum SnapshotOperation: String, CaseIterable, Sendable {
    case build = "build (appendSections + appendItems)"
    case copy = "copy + one delete per section (the copy the edits below pay)"
    case delete = "deleteItems of 10% (one call, random items)"
    case move = "moveItem × 1% (random item before a random item, 1 in 10 across sections)"
    case lookUp = "indexOfItem of every item"
    case lookUpSection = "indexOfSection + sectionIdentifier(containingItem:) of every item"
}

/// Prepared runs of every operation on `sections` sections × `items` items
/// (unique `Int` ids, drawn from a fixed generator).
public func prepareSnapshotOperations(sections: Int, items: Int, seed: UInt64 = 7) -> [SnapshotOperation: PreparedRun] {
    func build() -> Snapshot<Int, Int> {
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections(Array(0..<sections))
        for section in 0..<sections {
            snapshot.appendItems(Array((section * items)..<((section + 1) * items)), toSection: section)
        }
        return snapshot
    }
    let built = build(), total = sections * items
    var rng = SeededGenerator(seed: seed)
    let deleted = Array((0..<total).shuffled(using: &rng).prefix(total / 10))
    let moves: [(Int, Int)] = (0..<(total / 100)).map { _ in
        let item = Int.random(in: 0..<total, using: &rng)
        let across = Int.random(in: 0..<10, using: &rng) == 0
        let section = across ? Int.random(in: 0..<sections, using: &rng) : item / items
        var target = section * items + Int.random(in: 0..<items, using: &rng)
        if target == item { target = (item + 1) % total }
        return (item, target)
    }
    let firstItems = (0..<sections).map { $0 * items }
    return [
        .build: { build().numberOfItems },
        .copy: {
            var copy = built
            copy.deleteItems(firstItems)
            return copy.numberOfItems
        },
        .delete: {
            var copy = built
            copy.deleteItems(deleted)
            return copy.numberOfItems
        },
        .move: {
            var copy = built
            for (item, target) in moves { copy.moveItem(item, beforeItem: target) }
            return copy.numberOfItems
        },
        .lookUp: {
            var sink = 0
            for item in 0..<total { sink &+= built.indexOfItem(item)! }
            return sink
        },
        .lookUpSection: {
            var sink = 0
            for item in 0..<total { sink &+= built.indexOfSection(built.sectionIdentifier(containingItem: item)!)! }
            return sink
        },
    ]
}
