import Foundation
import ListUpdates

/// Texture's reading of a change set, written out from its sources as a
/// plain model: what `_ASHierarchyChangeSet` makes of a batch's edits once
/// it knows the data source's new counts, and what `ASDataController` then
/// does to its element map. Given the pending map's counts, the data
/// source's counts and the edits, it says whether the change set is
/// refused and, if it is not, what each position of the new map holds: the
/// element of an old position, or a new one asked of the data source.
/// Nothing here uses ListPipeline's code; only `BatchUpdate` and
/// `IndexPath` are shared. `ListDataController.ChangeSet+TextureModelTests.swift` holds
/// `ListDataController.update(with:)` to it.
///
/// Texture's rules, each with the Texture functions it follows (debug
/// builds, where a failed assertion refuses the change set):
/// - T1 (`moveSection:toSection:`, `moveItemAtIndexPath:toIndexPath:`). A
///   move is recorded as nothing more than a delete at its source and an
///   insert at its target.
/// - T2 (`ASIntegerMap`'s `mapForUpdateWithOldCount:deleted:inserted:`,
///   with `NSMutableIndexSet`'s index shifting). Where `count` old indexes
///   go once some old ones are deleted and some new ones inserted: those
///   left keep their order and take, from the front, the new indexes that
///   nothing was inserted at. With no old index the mapping is empty; with
///   no edit it is the identity, which takes any index, even one past the
///   end, to itself.
/// - T3 (`sectionMapping`, `newSectionForOldSection:`). Sections land by
///   T2 with the section deletes and inserts, moves counted (T1) but
///   reloads not: the mapping is built the first time it is asked for,
///   before the reloads are added, and never rebuilt.
/// - T4 (`_sortAndCoalesceChangeArrays`). A reloaded section is deleted
///   where it was and inserted where T3 takes it. A section reloaded and
///   deleted has nowhere to go: an assertion.
/// - T5 (`itemMappings`, `itemMappingInSection:`,
///   `newIndexPathForOldIndexPath:`). An item lands in its section's new
///   index (T3), at the index T2 gives from the section's old count, the
///   deletes named in the old section and the inserts named in the new
///   one (moves counted, T1). An item of a deleted section, of a section
///   past the old count, or deleted itself, lands nowhere.
/// - T6 (`_sortAndCoalesceChangeArrays`). A reloaded item is deleted where
///   it was and inserted where it lands (T5); one that lands nowhere gets
///   no insert.
/// - T7 (`sortAndCoalesceItemChanges:ignoringChangesInSections:`). Item
///   deletes in a section deleted or reloaded, and item inserts in a
///   section inserted or where a reloaded one lands, are dropped, unchecked:
///   those sections are read whole.
/// - T8 (`_validateUpdate`). Refused: a section count that does not add
///   up; a section deleted or inserted out of bounds; an item delete or
///   insert left by T7 out of bounds on its side; and, in each old section
///   neither deleted nor reloaded, an item both deleted and reloaded, or an
///   item count that does not add up with the deletes and inserts named
///   (T1; an index named twice counts once).
/// - T9 (`_updateSectionsInMap:changeSet:`, `_updateElementsInMap:...`,
///   `ASDeleteElementsInTwoDimensionalArrayAtIndexPaths`). The map: item
///   deletes removed from the last, then the deleted sections; the inserted
///   sections filled with new elements, one per item the data source has;
///   then item inserts put in from the first. Every new element is asked
///   of the data source. A delete or insert the map cannot take fails an
///   assertion. (Node models, which ListPipeline has not, are left out.)
///
/// Where ListPipeline differs on purpose (the article
/// "The asynchronous pipeline", "Where it differs from Texture, on
/// purpose"), the model follows ListPipeline; each is marked in the code:
/// - D1. An item moved between two kept sections keeps its element when
///   neither end is named by another edit (``keptMoves(_:readAnewBefore:readAnewAfter:)``).
///   Texture gives it a new one.
/// - D2. An index path named twice counts once in the map too (T9); Texture
///   applies it once per copy, which can leave the map short.
/// - D3. A reload call none of whose items lands anywhere (T6) is dropped;
///   Texture's debug builds assert on an item change with no index paths.
/// - D4. An index path that is not (section, item), or names a negative
///   index, and a negative section, are refused wherever they are; Texture
///   drops those in a section read anew.
enum TextureChangeSetModel {
    /// What a position of the new map holds.
    enum Element: Equatable, CustomStringConvertible {
        /// The element of this (section, item) of the old map.
        case old(Int, Int)
        /// A new element, asked of the data source.
        case new

        var description: String {
            switch self {
            case let .old(section, item): return "\(section).\(item)"
            case .new: return "new"
            }
        }
    }

    /// What Texture (with D1 to D4) makes of a change set.
    enum Reading: Equatable {
        /// Refused, and why.
        case refused(String)
        /// Taken: each new section's elements.
        case taken([[Element]])
    }

    /// An `ASIntegerMap`: old index to new index (T2).
    enum Mapping {
        case identity
        case empty
        case table([Int: Int])

        /// The T2 mapping of `count` indexes, `deleted` (old indexes) taken
        /// out and `inserted` (new indexes) put in. Each run of deleted
        /// indexes, from the last, removes its run from the old indexes and
        /// shifts those above it down; each run of inserted indexes, from
        /// the first, shifts those at and above it up. The indexes left,
        /// in order, go to the old indexes not deleted, in order.
        init(count: Int, deleted: Set<Int>, inserted: Set<Int>) {
            if count == 0 {
                self = .empty
                return
            }
            if deleted.isEmpty && inserted.isEmpty {
                self = .identity
                return
            }
            var indexes = Set(0..<count)
            for run in Self.runs(of: deleted).reversed() {
                indexes = Set(indexes.compactMap { index in
                    index >= run.upperBound ? index - run.count : (run.contains(index) ? nil : index)
                })
            }
            for run in Self.runs(of: inserted) {
                indexes = Set(indexes.map { $0 >= run.lowerBound ? $0 + run.count : $0 })
            }
            var table: [Int: Int] = [:], oldIndex = 0
            for run in Self.runs(of: indexes) {
                var newIndex = run.lowerBound
                while newIndex < run.upperBound, oldIndex < count {
                    if !deleted.contains(oldIndex) {
                        table[oldIndex] = newIndex
                        newIndex += 1
                    }
                    oldIndex += 1
                }
            }
            self = .table(table)
        }

        /// Where `index` goes; nil for nowhere (`NSNotFound`).
        subscript(index: Int) -> Int? {
            switch self {
            case .identity: return index
            case .empty: return nil
            case .table(let table): return table[index]
            }
        }

        /// `indexes` as runs of consecutive integers, in ascending order.
        static func runs(of indexes: Set<Int>) -> [Range<Int>] {
            var runs: [Range<Int>] = []
            for index in indexes.sorted() {
                if let last = runs.last, last.upperBound == index {
                    runs[runs.count - 1] = last.lowerBound..<(index + 1)
                } else {
                    runs.append(index..<(index + 1))
                }
            }
            return runs
        }
    }

    /// What `changes` does to a map of `old` item counts, the data source
    /// having `new`.
    static func read(_ changes: BatchUpdate, old: [Int], new: [Int]) -> Reading {
        let moveSources = changes.itemMoves.map(\.from), moveTargets = changes.itemMoves.map(\.to)
        // D4.
        let named = changes.itemDeletes + changes.itemInserts + changes.itemReloads + moveSources + moveTargets
        if let path = named.first(where: { $0.count != 2 || $0.contains { $0 < 0 } }) {
            return .refused("malformed index path \(path)")
        }
        if let move = changes.sectionMoves.first(where: { $0.from < 0 || $0.to < 0 }) {
            return .refused("negative section moved, \(move.from) -> \(move.to)")
        }

        // T1, T3.
        var deletedSections = Set(changes.sectionDeletes).union(changes.sectionMoves.map(\.from))
        var insertedSections = Set(changes.sectionInserts).union(changes.sectionMoves.map(\.to))
        let sectionMapping = Mapping(count: old.count, deleted: deletedSections, inserted: insertedSections)
        // T4.
        for section in changes.sectionReloads {
            guard let landing = sectionMapping[section] else { return .refused("section \(section) reloaded and deleted") }
            deletedSections.insert(section)
            insertedSections.insert(landing)
        }

        // T1, T5.
        var deletesNamed: [Int: Set<Int>] = [:], insertsNamed: [Int: Set<Int>] = [:]
        for path in changes.itemDeletes + moveSources { deletesNamed[path[0], default: []].insert(path[1]) }
        for path in changes.itemInserts + moveTargets { insertsNamed[path[0], default: []].insert(path[1]) }
        func landing(of path: IndexPath) -> IndexPath? {
            guard let section = sectionMapping[path[0]], path[0] < old.count else { return nil }
            let items = Mapping(
                count: old[path[0]], deleted: deletesNamed[path[0]] ?? [], inserted: insertsNamed[section] ?? [])
            return items[path[1]].map { IndexPath(indexes: [section, $0]) }
        }
        // T6. D3: when every reload lands nowhere, Texture's debug builds
        // assert; here, as in its release builds, the reload is dropped.
        let reloadLandings = changes.itemReloads.compactMap(landing(of:))
        // T7; D2: each index path once.
        let deletes = Set(changes.itemDeletes + moveSources + changes.itemReloads).filter { !deletedSections.contains($0[0]) }
        let inserts = Set(changes.itemInserts + moveTargets + reloadLandings).filter { !insertedSections.contains($0[0]) }

        // T8.
        guard new.count == old.count + insertedSections.count - deletedSections.count else {
            return .refused(
                "\(new.count) sections after, \(old.count) before, +\(insertedSections.count) -\(deletedSections.count)")
        }
        if let section = deletedSections.first(where: { $0 >= old.count }) {
            return .refused("section \(section) deleted, out of bounds")
        }
        for path in deletes where path[0] >= old.count || path[1] >= old[path[0]] {
            return .refused("item \(path) deleted, out of bounds")
        }
        for path in inserts where path[0] >= new.count || path[1] >= new[path[0]] {
            return .refused("item \(path) inserted, out of bounds")
        }
        if let section = insertedSections.first(where: { $0 >= new.count }) {
            return .refused("section \(section) inserted, out of bounds")
        }
        for section in old.indices where !changes.sectionReloads.contains(section) {
            guard let landing = sectionMapping[section] else { continue }
            let deleted = deletesNamed[section] ?? [], inserted = insertsNamed[landing] ?? []
            let reloaded = Set(changes.itemReloads.filter { $0[0] == section }.map { $0[1] })
            if let item = deleted.intersection(reloaded).min() { return .refused("item \(section).\(item) deleted and reloaded") }
            guard new[landing] == old[section] + inserted.count - deleted.count else {
                return .refused(
                    "section \(section): \(new[landing]) items after, \(old[section]) before, +\(inserted.count) -\(deleted.count)")
            }
        }

        // T9.
        var map = old.enumerated().map { section, count in (0..<count).map { Element.old(section, $0) } }
        for path in deletes.sorted(by: >) {
            guard path[0] < map.count, path[1] < map[path[0]].count else {
                return .refused("assertion: no item \(path) to delete")
            }
            map[path[0]].remove(at: path[1])
        }
        for section in deletedSections.sorted(by: >) { map.remove(at: section) }
        for section in insertedSections.sorted() {
            guard section <= map.count else { return .refused("assertion: no room for section \(section)") }
            map.insert(Array(repeating: .new, count: new[section]), at: section)
        }
        for path in inserts.sorted() {
            guard path[1] <= map[path[0]].count else { return .refused("assertion: no room for item \(path)") }
            map[path[0]].insert(.new, at: path[1])
        }
        guard map.map(\.count) == new else {
            return .refused("assertion: the map has \(map.map(\.count)), the data source \(new)")
        }

        // D1.
        for move in keptMoves(changes, readAnewBefore: deletedSections, readAnewAfter: insertedSections) {
            map[move.to[0]][move.to[1]] = .old(move.from[0], move.from[1])
        }
        return .taken(map)
    }

    /// D1, ListPipeline's one difference in what the map holds: the moves
    /// that keep their element. A move's source must lie in a section not
    /// read anew on the old side (`readAnewBefore`: deleted, moved or
    /// reloaded) and its target in one not read anew on the new side
    /// (`readAnewAfter`: inserted, moved, or where a reloaded one lands);
    /// no item delete or reload may name its source, no item insert its
    /// target; and an earlier move that keeps its element from the same
    /// source, or to the same target, wins.
    static func keptMoves(
        _ changes: BatchUpdate, readAnewBefore: Set<Int>, readAnewAfter: Set<Int>
    ) -> [(from: IndexPath, to: IndexPath)] {
        let leaving = Set(changes.itemDeletes + changes.itemReloads), arriving = Set(changes.itemInserts)
        var kept: [(from: IndexPath, to: IndexPath)] = [], sources = Set<IndexPath>(), targets = Set<IndexPath>()
        for move in changes.itemMoves {
            guard !readAnewBefore.contains(move.from[0]), !readAnewAfter.contains(move.to[0]),
                  !leaving.contains(move.from), !arriving.contains(move.to),
                  !sources.contains(move.from), !targets.contains(move.to)
            else { continue }
            sources.insert(move.from)
            targets.insert(move.to)
            kept.append((move.from, move.to))
        }
        return kept
    }
}
