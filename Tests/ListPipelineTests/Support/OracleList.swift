import Foundation
import ListPipeline
import ListTestSupport

/// The oracle's plain model of a data source: sections of unique row
/// tokens. A token stands for one element: a reload gives the row a new
/// token (the pipeline makes a new element). Sections have tokens too.
/// Texture reads a change set with every move and reload as a delete and
/// an insert (`_ASHierarchyChangeSet`), so:
/// - a reloaded row gets a new token where it lands, which the other edits
///   decide;
/// - a moved or reloaded section is read anew: a new token for it and for
///   each of its rows;
/// - a row moved between two sections that stay keeps its token. This is
///   the one deliberate difference from Texture, which makes a new node;
/// - a row moved out of a section read anew, or into one, gets a new token.
///
/// Nothing here uses ListPipeline's or ListUpdates' code. Edits are written
/// out by hand, and the change set of a whole edit is derived from the
/// tokens the two sides share.
struct OracleList: Equatable, CustomStringConvertible {
    struct Section: Equatable {
        var id: Int
        var rows: [Int]
    }
    var sections: [Section]

    var counts: [Int] { sections.map(\.rows.count) }
    var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    func token(at path: IndexPath) -> Int { sections[path[0]].rows[path[1]] }

    /// Where each row token is.
    var positions: [Int: IndexPath] {
        var found: [Int: IndexPath] = [:]
        for (s, section) in sections.enumerated() {
            for (i, token) in section.rows.enumerated() { found[token] = IndexPath(indexes: [s, i]) }
        }
        return found
    }

    /// The fixed height of a row, from its token alone (20 to 60 points),
    /// whatever the width it is measured within.
    static func height(of token: Int) -> CGFloat { CGFloat(20 + 10 * (token % 5)) }

    /// Each row's extent along the vertical axis: rows stacked top to
    /// bottom, section after section, no headers, insets or spacings.
    var extents: [Int: ClosedRange<CGFloat>] {
        var y: CGFloat = 0, found: [Int: ClosedRange<CGFloat>] = [:]
        for token in sections.flatMap(\.rows) {
            let height = Self.height(of: token)
            found[token] = y...(y + height)
            y += height
        }
        return found
    }

    var contentHeight: CGFloat { sections.flatMap(\.rows).reduce(0) { $0 + Self.height(of: $1) } }

    var description: String { sections.map { "\($0.id):\($0.rows)" }.joined(separator: " ") }
}

/// Numbers for new rows and sections, never reused.
struct OracleTokens {
    private(set) var last = 0
    mutating func next() -> Int {
        last += 1
        return last
    }
    mutating func rows(_ count: Int) -> [Int] { (0..<count).map { _ in next() } }
}

/// One edit in UIKit's batch vocabulary, as the oracle writes it down.
enum OracleOp: CustomStringConvertible {
    case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet), moveSection(Int, Int)
    case insertItems([IndexPath]), deleteItems([IndexPath]), reloadItems([IndexPath]), moveItem(IndexPath, IndexPath)

    func add(to changes: inout ListDataController.ChangeSet) {
        switch self {
        case .insertSections(let s): changes.insertSections(s)
        case .deleteSections(let s): changes.deleteSections(s)
        case .reloadSections(let s): changes.reloadSections(s)
        case .moveSection(let a, let b): changes.moveSection(a, toSection: b)
        case .insertItems(let p): changes.insertItems(at: p)
        case .deleteItems(let p): changes.deleteItems(at: p)
        case .reloadItems(let p): changes.reloadItems(at: p)
        case .moveItem(let a, let b): changes.moveItem(at: a, to: b)
        }
    }

    /// The same edit through the controller's own editing calls.
    @MainActor func perform(on controller: ListDataController) throws {
        switch self {
        case .insertSections(let s): try controller.insertSections(s)
        case .deleteSections(let s): try controller.deleteSections(s)
        case .reloadSections(let s): try controller.reloadSections(s)
        case .moveSection(let a, let b): try controller.moveSection(a, toSection: b)
        case .insertItems(let p): try controller.insertItems(at: p)
        case .deleteItems(let p): try controller.deleteItems(at: p)
        case .reloadItems(let p): try controller.reloadItems(at: p)
        case .moveItem(let a, let b): try controller.moveItem(at: a, to: b)
        }
    }

    var description: String {
        func paths(_ p: [IndexPath]) -> String { p.map { "\($0[0]).\($0[1])" }.joined(separator: ",") }
        switch self {
        case .insertSections(let s): return "insertSections\(Array(s))"
        case .deleteSections(let s): return "deleteSections\(Array(s))"
        case .reloadSections(let s): return "reloadSections\(Array(s))"
        case .moveSection(let a, let b): return "moveSection(\(a)->\(b))"
        case .insertItems(let p): return "insertItems(\(paths(p)))"
        case .deleteItems(let p): return "deleteItems(\(paths(p)))"
        case .reloadItems(let p): return "reloadItems(\(paths(p)))"
        case .moveItem(let a, let b): return "moveItem(\(paths([a]))->\(paths([b])))"
        }
    }
}

/// A list after an edit, and the edit's operations.
struct OracleEdit {
    var after: OracleList
    var ops: [OracleOp]

    var changeSet: ListDataController.ChangeSet {
        var changes = ListDataController.ChangeSet()
        for op in ops { op.add(to: &changes) }
        return changes
    }
}

extension OracleList {
    // MARK: Single edits, each a valid batch of its own (for edits made
    // outside a batch, applied one after the other)

    /// One random edit of one item or section, or nil when the list has
    /// nothing it applies to.
    func singleEdit(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit? {
        var after = self
        let filled = sections.indices.filter { !sections[$0].rows.isEmpty }
        switch Int.random(in: 0..<8, using: &rng) {
        case 0 where !sections.isEmpty:
            let s = Int.random(in: sections.indices, using: &rng)
            let i = Int.random(in: 0...sections[s].rows.count, using: &rng)
            after.sections[s].rows.insert(tokens.next(), at: i)
            return OracleEdit(after: after, ops: [.insertItems([IndexPath(indexes: [s, i])])])
        case 1 where !filled.isEmpty:
            let s = filled.randomElement(using: &rng)!, i = Int.random(in: sections[s].rows.indices, using: &rng)
            after.sections[s].rows.remove(at: i)
            return OracleEdit(after: after, ops: [.deleteItems([IndexPath(indexes: [s, i])])])
        case 2 where !filled.isEmpty:
            let s = filled.randomElement(using: &rng)!, i = Int.random(in: sections[s].rows.indices, using: &rng)
            let token = after.sections[s].rows.remove(at: i)
            let t = Int.random(in: sections.indices, using: &rng), j = Int.random(in: 0...after.sections[t].rows.count, using: &rng)
            after.sections[t].rows.insert(token, at: j)
            return OracleEdit(after: after, ops: [.moveItem(IndexPath(indexes: [s, i]), IndexPath(indexes: [t, j]))])
        case 3 where !filled.isEmpty:
            let s = filled.randomElement(using: &rng)!, i = Int.random(in: sections[s].rows.indices, using: &rng)
            after.sections[s].rows[i] = tokens.next()
            return OracleEdit(after: after, ops: [.reloadItems([IndexPath(indexes: [s, i])])])
        case 4:
            let s = Int.random(in: 0...sections.count, using: &rng)
            after.sections.insert(Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...4, using: &rng))), at: s)
            return OracleEdit(after: after, ops: [.insertSections([s])])
        case 5 where sections.count > 1:
            let s = Int.random(in: sections.indices, using: &rng)
            after.sections.remove(at: s)
            return OracleEdit(after: after, ops: [.deleteSections([s])])
        case 6 where sections.count > 1:
            // Read anew where it lands, as Texture reads a moved section.
            let s = Int.random(in: sections.indices, using: &rng)
            let section = after.sections.remove(at: s)
            let t = Int.random(in: 0...after.sections.count, using: &rng)
            after.sections.insert(Section(id: tokens.next(), rows: tokens.rows(section.rows.count)), at: t)
            return OracleEdit(after: after, ops: [.moveSection(s, t)])
        case 7 where !sections.isEmpty:
            let s = Int.random(in: sections.indices, using: &rng)
            after.sections[s] = Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...5, using: &rng)))
            return OracleEdit(after: after, ops: [.reloadSections([s])])
        default:
            return nil
        }
    }

    // MARK: Compound edits, one batch each

    /// A random batch: items deleted, inserted and moved (within and
    /// across sections), with sections inserted and deleted beside them;
    /// or sections moved, inserted and deleted; or only item reloads; or
    /// only section reloads; or item reloads beside edits that shift them;
    /// or section reloads beside section moves, inserts and deletes, with an
    /// item inserted into a moved section (change sets Texture takes and a
    /// collection view's own batch does not).
    func compoundEdit(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit {
        switch Int.random(in: 0..<14, using: &rng) {
        case 0..<5: return itemEdit(using: &rng, tokens: &tokens)
        case 5..<7: return sectionEdit(using: &rng, tokens: &tokens)
        case 7...8 where rowCount > 0:
            var after = self
            var paths: [IndexPath] = []
            let all = positions.values.sorted()
            for path in all.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
                after.sections[path[0]].rows[path[1]] = tokens.next()
                paths.append(path)
            }
            return OracleEdit(after: after, ops: [.reloadItems(paths)])
        case 9..<11: return reloadsBesideShifts(using: &rng, tokens: &tokens)
        case 11..<13: return sectionReloadsBesideSectionChanges(using: &rng, tokens: &tokens)
        default:
            guard !sections.isEmpty else { return sectionEdit(using: &rng, tokens: &tokens) }
            var after = self
            var reloaded = IndexSet()
            for s in sections.indices.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)) {
                after.sections[s] = Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...5, using: &rng)))
                reloaded.insert(s)
            }
            return OracleEdit(after: after, ops: [.reloadSections(reloaded)])
        }
    }

    /// An item edit, with one to three rows it keeps in place reloaded: each
    /// reload names the row where it was, and the row gets its new token
    /// where the deletes, inserts and moves beside it take it (Texture
    /// reloads an item where it lands).
    private func reloadsBesideShifts(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit {
        var edit = itemEdit(using: &rng, tokens: &tokens)
        let old = positions
        var moved = Set<Int>()
        for case let .moveItem(from, _) in edit.ops { moved.insert(token(at: from)) }
        let stay = edit.after.positions.filter { old[$0.key] != nil && !moved.contains($0.key) }
        let chosen = stay.keys.sorted().shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng))
        guard !chosen.isEmpty else { return edit }
        for token in chosen {
            let landed = stay[token]!
            edit.after.sections[landed[0]].rows[landed[1]] = tokens.next()
        }
        edit.ops.append(.reloadItems(chosen.map { old[$0]! }))
        return edit
    }

    /// A section edit (moves, inserts, deletes), with one or two sections
    /// it keeps in place reloaded (named where they were, read anew where
    /// they land), and now and then an item inserted into a moved section,
    /// whose new rows the data source has (Texture reads the moved section
    /// whole and drops the insert).
    private func sectionReloadsBesideSectionChanges(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit {
        var edit = sectionEdit(using: &rng, tokens: &tokens)
        let oldIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
        let stay = edit.after.sections.indices.filter { oldIndex[edit.after.sections[$0].id] != nil }
        var reloaded = IndexSet()
        for t in stay.shuffled(using: &rng).prefix(Int.random(in: 1...2, using: &rng)) {
            reloaded.insert(oldIndex[edit.after.sections[t].id]!)
            edit.after.sections[t] = Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...5, using: &rng)))
        }
        if !reloaded.isEmpty { edit.ops.append(.reloadSections(reloaded)) }
        let movedTo = edit.ops.compactMap { op -> Int? in if case let .moveSection(_, t) = op { t } else { nil } }
        if let t = movedTo.randomElement(using: &rng), Bool.random(using: &rng) {
            let i = Int.random(in: 0...edit.after.sections[t].rows.count, using: &rng)
            edit.after.sections[t].rows.insert(tokens.next(), at: i)
            edit.ops.append(.insertItems([IndexPath(indexes: [t, i])]))
        }
        return edit
    }

    /// Everything anew, as a reload shows it: every section and row a new
    /// token, the shape changed at random.
    func reloaded(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleList {
        OracleList(sections: sections.map { section in
            Section(id: tokens.next(), rows: tokens.rows(max(0, section.rows.count + Int.random(in: -2...2, using: &rng))))
        })
    }

    private func itemEdit(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit {
        var after = self
        if sections.count > 1, Int.random(in: 0..<4, using: &rng) == 0 {
            after.sections.remove(at: Int.random(in: after.sections.indices, using: &rng))
        }
        if Int.random(in: 0..<4, using: &rng) == 0 || after.sections.isEmpty {
            after.sections.insert(Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...3, using: &rng))),
                                  at: Int.random(in: 0...after.sections.count, using: &rng))
        }
        let oldIDs = Set(sections.map(\.id))
        // Item edits only in sections on both sides (U7).
        let kept = after.sections.indices.filter { oldIDs.contains(after.sections[$0].id) }
        if !kept.isEmpty {
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let s = kept.randomElement(using: &rng)!
                switch Int.random(in: 0..<3, using: &rng) {
                case 0 where !after.sections[s].rows.isEmpty:
                    after.sections[s].rows.remove(at: Int.random(in: after.sections[s].rows.indices, using: &rng))
                case 1 where !after.sections[s].rows.isEmpty:
                    let token = after.sections[s].rows.remove(at: Int.random(in: after.sections[s].rows.indices, using: &rng))
                    let t = kept.randomElement(using: &rng)!
                    after.sections[t].rows.insert(token, at: Int.random(in: 0...after.sections[t].rows.count, using: &rng))
                default:
                    after.sections[s].rows.insert(tokens.next(), at: Int.random(in: 0...after.sections[s].rows.count, using: &rng))
                }
            }
        }
        let ops = derivedOps(to: after)
        return OracleEdit(after: renewed(after, readAnewBy: ops, tokens: &tokens), ops: ops)
    }

    private func sectionEdit(using rng: inout SplitMix64, tokens: inout OracleTokens) -> OracleEdit {
        var after = self
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0 where after.sections.count > 1:
                after.sections.remove(at: Int.random(in: after.sections.indices, using: &rng))
            case 1 where after.sections.count > 1:
                let section = after.sections.remove(at: Int.random(in: after.sections.indices, using: &rng))
                after.sections.insert(section, at: Int.random(in: 0...after.sections.count, using: &rng))
            default:
                after.sections.insert(Section(id: tokens.next(), rows: tokens.rows(Int.random(in: 0...4, using: &rng))),
                                      at: Int.random(in: 0...after.sections.count, using: &rng))
            }
        }
        let ops = derivedOps(to: after)
        return OracleEdit(after: renewed(after, readAnewBy: ops, tokens: &tokens), ops: ops)
    }

    /// `after` as the pipeline shows it once `ops` are read as Texture
    /// reads them: each moved section read anew (new tokens), and each row
    /// moved out of one (from its old index) given a new token where it
    /// lands.
    func renewed(_ after: OracleList, readAnewBy ops: [OracleOp], tokens: inout OracleTokens) -> OracleList {
        var after = after
        var movedFrom = Set<Int>(), movedTo = Set<Int>()
        for case let .moveSection(s, t) in ops {
            movedFrom.insert(s)
            movedTo.insert(t)
        }
        for t in movedTo { after.sections[t] = Section(id: tokens.next(), rows: tokens.rows(after.sections[t].rows.count)) }
        for case let .moveItem(from, to) in ops where movedFrom.contains(from[0]) && !movedTo.contains(to[0]) {
            after.sections[to[0]].rows[to[1]] = tokens.next()
        }
        return after
    }

    /// The batch taking this list to `after`, written from the tokens both
    /// share (no reloads): sections and rows only here are deleted, only
    /// there inserted; of those on both sides, the ones that keep their
    /// order (a greedy increasing run, in `after`'s order) stay where the
    /// others leave them, the rest move.
    func derivedOps(to after: OracleList) -> [OracleOp] {
        var ops: [OracleOp] = []
        let oldSection = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })
        let newSection = Dictionary(uniqueKeysWithValues: after.sections.enumerated().map { ($1.id, $0) })
        let deletedSections = IndexSet(sections.indices.filter { newSection[sections[$0].id] == nil })
        let insertedSections = IndexSet(after.sections.indices.filter { oldSection[after.sections[$0].id] == nil })
        if !deletedSections.isEmpty { ops.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { ops.append(.insertSections(insertedSections)) }
        var lastKept = -1
        for (t, section) in after.sections.enumerated() {
            guard let s = oldSection[section.id] else { continue }
            if s > lastKept { lastKept = s } else { ops.append(.moveSection(s, t)) }
        }
        let oldRows = positions, newRows = after.positions
        var deletes: [IndexPath] = [], inserts: [IndexPath] = []
        for (token, path) in oldRows where newRows[token] == nil && !deletedSections.contains(path[0]) {
            deletes.append(path)
        }
        for (token, path) in newRows where oldRows[token] == nil && !insertedSections.contains(path[0]) {
            inserts.append(path)
        }
        if !deletes.isEmpty { ops.append(.deleteItems(deletes.sorted())) }
        if !inserts.isEmpty { ops.append(.insertItems(inserts.sorted())) }
        for (t, section) in after.sections.enumerated() {
            guard let s = oldSection[section.id] else { continue }
            var lastKept = -1
            for (j, token) in section.rows.enumerated() {
                guard let from = oldRows[token] else { continue }
                if from[0] == s && from[1] > lastKept {
                    lastKept = from[1]
                } else {
                    ops.append(.moveItem(from, IndexPath(indexes: [t, j])))
                }
            }
        }
        return ops
    }
}
