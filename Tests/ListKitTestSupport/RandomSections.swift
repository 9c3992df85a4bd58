import Foundation
import ListKitTesting
import ListTestSupport

/// A sectioned list of unique `Int` ids that a seeded test edits at random
/// (items deleted, inserted, moved within and across sections; sections
/// deleted, inserted and, when asked, moved), as the data source and the
/// snapshots of a view.
package struct RandomSections {
    package private(set) var sections: [(id: Int, items: [Int])]
    private var last = 0

    /// 1 to 4 sections of `items` ids each.
    package init(items: ClosedRange<Int>, using rng: inout SplitMix64) {
        sections = []
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let id = fresh()
            sections.append((id, (0..<Int.random(in: items, using: &rng)).map { _ in fresh() }))
        }
    }

    private mutating func fresh() -> Int {
        last += 1
        return last
    }

    /// One to four random edits, section moves among them with
    /// `movingSections`.
    package mutating func edit(using rng: inout SplitMix64, movingSections: Bool = false) {
        for _ in 0..<Int.random(in: 1...4, using: &rng) {
            let s = Int.random(in: 0..<sections.count, using: &rng)
            switch Int.random(in: 0..<(movingSections ? 6 : 5), using: &rng) {
            case 0 where !sections[s].items.isEmpty:
                sections[s].items.remove(at: Int.random(in: 0..<sections[s].items.count, using: &rng))
            case 1: sections[s].items.insert(fresh(), at: Int.random(in: 0...sections[s].items.count, using: &rng))
            case 2 where !sections[s].items.isEmpty:
                let item = sections[s].items.remove(at: Int.random(in: 0..<sections[s].items.count, using: &rng))
                let t = Int.random(in: 0..<sections.count, using: &rng)
                sections[t].items.insert(item, at: Int.random(in: 0...sections[t].items.count, using: &rng))
            case 3 where sections.count > 1: sections.remove(at: s)
            case 4:
                let section = (fresh(), [fresh()])
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            case 5:
                let section = sections.remove(at: s)
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &rng))
            default: break
            }
        }
    }

    /// Every item's index path, in order.
    package var indexPaths: [IndexPath] {
        sections.enumerated().flatMap { s, section in section.items.indices.map { makeIndexPath(s, $0) } }
    }

    /// A random drag: a random item, to a random place (where it ends up)
    /// in a random section; nil when there are no items.
    package func randomMove(using rng: inout SplitMix64) -> (from: IndexPath, to: IndexPath)? {
        guard let source = indexPaths.randomElement(using: &rng) else { return nil }
        let target = Int.random(in: 0..<sections.count, using: &rng)
        let room = sections[target].items.count - (target == source[0] ? 1 : 0)
        return (source, makeIndexPath(target, Int.random(in: 0...room, using: &rng)))
    }

    /// Moves the item at `source` to `destination` (where it ends up), as
    /// a user's drag does.
    package mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        let item = sections[source[0]].items.remove(at: source[1])
        sections[destination[0]].items.insert(item, at: destination[1])
    }

    /// The sections as a headless view shows them.
    package var data: [HeadlessListView.Section] {
        sections.map { HeadlessListView.Section(id: AnyHashable($0.id), items: $0.items.map { AnyHashable($0) }) }
    }

    /// The sections as a snapshot.
    package func snapshot() throws -> Snapshot<Int, Int> {
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections(sections.map(\.id))
        for (id, items) in sections { snapshot.appendItems(items, toSection: id) }
        return snapshot
    }
}
