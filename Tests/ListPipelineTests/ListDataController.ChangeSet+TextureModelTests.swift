import Foundation
import ListKitTestSupport
import ListKitTesting
import ListTestSupport
import XCTest

/// `update(with:)` held to a model of Texture written from its sources
/// (`Support/TextureChangeSetModel.swift`: Texture's rules T1 to T9 and
/// ListPipeline's differences D1 to D4), on seeded random change sets:
/// - every change set is taken or refused as the model says, and one taken
///   leaves the same pending map (which old element each new position
///   holds, or a new one) and asks the data source for the same index
///   paths;
/// - change sets taken land on a headless view without a fault or a
///   refused batch, its rows those of the data source;
/// - turns of several edits outside a batch land the same way.
///
/// Change sets are written to add up (section and item edits on distinct
/// positions, moves within and across kept sections and out of or into
/// sections read anew, edits dropped in sections read anew), now and then
/// with one edit more that may break them, or are written at random
/// against any counts. Seeds are fixed and named in every failure: 10,000
/// change sets against the model (seeds 1...10000, about three in four
/// taken), 1,000 written to add up on the view (seeds 10001...11000, the
/// 979 the model takes), and 40 runs of 30 turns (seeds 20001...20040): six
/// to eight seconds in all in a debug build on two cores.
@MainActor
final class ChangeSetTextureModelTests: XCTestCase {
    typealias Model = TextureChangeSetModel

    /// Each change set: refused by both, or taken by both with the same
    /// map and the same index paths asked of the data source.
    func testUpdateReadsChangeSetsAsTheTextureModelDoes() async {
        var taken = 0, refused = 0
        for seed in UInt64(1)...10_000 {
            var rng = SplitMix64(seed: seed)
            let old = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
            let (changes, new) = Self.changeSet(old: old, using: &rng)
            let label = "seed \(seed): old \(old), new \(new), \(changes)"
            let ours = Self.ours(changes, old: old, new: new)
            switch (Model.read(changes, old: old, new: new), ours) {
            case (.refused, .failure):
                refused += 1
            case let (.refused(why), .success):
                XCTFail("\(label): the model refuses it (\(why)), update(with:) takes it")
            case let (.taken, .failure(error)):
                XCTFail("\(label): the model takes it, update(with:) throws \(error)")
            case let (.taken(map), .success(ours)):
                taken += 1
                XCTAssertEqual(ours.map, map, "\(label): the pending map")
                let asked = map.enumerated().flatMap { section, elements in
                    elements.indices.filter { elements[$0] == .new }.map { ip(section, $0) }
                }
                XCTAssertEqual(ours.asked.sorted(), asked, "\(label): the index paths asked of the data source")
            }
        }
        print("texture model: \(taken) change sets taken, \(refused) refused")
        XCTAssertGreaterThan(taken, 6_000, "seeds 1...10000: change sets taken")
        XCTAssertGreaterThan(refused, 1_500, "seeds 1...10000: change sets refused")
    }

    /// Each change set the model takes, on a headless view: taken, shown
    /// in one batch the view does not refuse, no fault, and the view's rows
    /// (read through its cells) those of the data source.
    func testChangeSetsTakenLandOnTheView() async throws {
        var landed = 0
        for seed in UInt64(10_001)...11_000 {
            var rng = SplitMix64(seed: seed)
            let old = (0..<Int.random(in: 0...4, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
            let (changes, new) = Self.addingUp(old: old, using: &rng)
            guard case .taken(let map) = Model.read(changes, old: old, new: new) else { continue }
            let label = "seed \(seed): old \(old), new \(new), \(changes)"
            var next = 0
            func row() -> Int { next += 1; return next }
            let before = old.map { (0..<$0).map { _ in row() } }
            let (controller, dataSource, view) = await loadedController(before, height: 4_000, editingQueue: Self.editingQueue)
            var rejected: [String] = []
            controller.diagnosticHandler = { if case .batchRejected(let why) = $0 { rejected.append(why.reason) } }
            let batches = view.batchUpdateCount
            // The rows the model says: a kept element keeps its row.
            dataSource.sections = map.map { elements in
                elements.map { element in
                    guard case let .old(section, item) = element else { return row() }
                    return before[section][item]
                }
            }
            do {
                try controller.update(with: Self.listChangeSet(changes))
            } catch {
                XCTFail("\(label): the model takes it, update(with:) throws \(error)")
                continue
            }
            await waitUntil { controller.isIdle }
            XCTAssertEqual(rejected, [], label)
            XCTAssertEqual(view.faults, [], label)
            XCTAssertEqual(view.batchUpdateCount, batches + 1, "\(label): batches")
            XCTAssertEqual(rowsOnScreen(view), dataSource.sections, label)
            landed += 1
        }
        print("texture model: \(landed) change sets landed on the view")
        XCTAssertGreaterThan(landed, 800, "seeds 10001...11000: change sets landed")
    }

    /// Turns of one to six edits outside a batch (items inserted, deleted,
    /// moved within and across sections and reloaded; sections inserted,
    /// deleted, moved and reloaded), each made to the data source and told
    /// at once: each turn's bundle lands on the view without a fault or a
    /// refused batch, its rows those of the data source.
    func testTurnsOfEditsOutsideABatchLandOnTheView() async throws {
        for seed in UInt64(20_001)...20_040 {
            var rng = SplitMix64(seed: seed)
            var next = 0
            func rows(_ count: Int) -> [Int] { (0..<count).map { _ in next += 1; return next } }
            let (controller, dataSource, view) = await loadedController((0..<3).map { _ in rows(3) }, height: 4_000, editingQueue: Self.editingQueue)
            var rejected: [String] = []
            controller.diagnosticHandler = { if case .batchRejected(let why) = $0 { rejected.append(why.reason) } }
            for turn in 1...30 {
                var edits: [String] = []
                for _ in 0..<Int.random(in: 1...6, using: &rng) {
                    guard let edit = Self.edit(&dataSource.sections, rows: rows, using: &rng) else { continue }
                    edits.append(edit.description)
                    XCTAssertNoThrow(try edit.perform(on: controller), "seed \(seed) turn \(turn): \(edits)")
                }
                await waitUntil { controller.isIdle }
                let label = "seed \(seed) turn \(turn): \(edits)"
                XCTAssertEqual(rejected, [], label)
                XCTAssertEqual(view.faults, [], label)
                XCTAssertEqual(rowsOnScreen(view), dataSource.sections, label)
                guard rejected.isEmpty, view.faults.isEmpty, rowsOnScreen(view) == dataSource.sections else { break }
            }
        }
    }

    // MARK: The controller's side

    /// What `update(with:)` makes of `changes` on a pending map of `old`
    /// counts, the data source having `new`: the error it throws, or which
    /// old element each new position holds and the index paths asked of
    /// the data source.
    private static func ours(
        _ changes: BatchUpdate, old: [Int], new: [Int]
    ) -> Result<(map: [[Model.Element]], asked: [IndexPath]), Error> {
        let controller = ListDataController(editingQueue: editingQueue, scheduler: ManualUpdateScheduler())
        let dataSource = RowsDataSource(old.map { Array(repeating: 0, count: $0) })
        controller.dataSource = dataSource
        var origin: [ObjectIdentifier: Model.Element] = [:]
        let before = controller.pendingMap
        for section in 0..<before.numberOfSections {
            for item in 0..<before.numberOfItems(inSection: section) {
                origin[ObjectIdentifier(before.element(at: ip(section, item))!)] = .old(section, item)
            }
        }
        dataSource.sections = new.map { Array(repeating: 0, count: $0) }
        let asked = dataSource.blocksAsked.count
        do {
            try controller.update(with: listChangeSet(changes))
        } catch {
            return .failure(error)
        }
        let after = controller.pendingMap
        let map = (0..<after.numberOfSections).map { section in
            (0..<after.numberOfItems(inSection: section)).map { item in
                after.element(at: ip(section, item)).flatMap { origin[ObjectIdentifier($0)] } ?? .new
            }
        }
        return .success((map, Array(dataSource.blocksAsked[asked...])))
    }

    private static let editingQueue = DispatchQueue(label: "texture-model.editing")

    /// `changes` through the change set's own calls, one per kind.
    private static func listChangeSet(_ changes: BatchUpdate) -> ListDataController.ChangeSet {
        var changeSet = ListDataController.ChangeSet()
        changeSet.deleteSections(changes.sectionDeletes)
        changeSet.insertSections(changes.sectionInserts)
        changeSet.reloadSections(changes.sectionReloads)
        for move in changes.sectionMoves { changeSet.moveSection(move.from, toSection: move.to) }
        changeSet.deleteItems(at: changes.itemDeletes)
        changeSet.insertItems(at: changes.itemInserts)
        changeSet.reloadItems(at: changes.itemReloads)
        for move in changes.itemMoves { changeSet.moveItem(at: move.from, to: move.to) }
        return changeSet
    }
}

// MARK: Change sets

extension ChangeSetTextureModelTests {
    /// One change set in four at random (four in five of those against
    /// counts that add up under Texture's section and item counts), three
    /// in four written to add up.
    static func changeSet(old: [Int], using rng: inout SplitMix64) -> (BatchUpdate, [Int]) {
        guard Int.random(in: 0..<4, using: &rng) == 0 else { return addingUp(old: old, using: &rng) }
        let changes = anyChangeSet(old: old, using: &rng)
        if Int.random(in: 0..<5, using: &rng) > 0, let new = countsAddingUp(old: old, changes, using: &rng) {
            return (changes, new)
        }
        let count = max(0, old.count + Int.random(in: -1...1, using: &rng))
        return (changes, (0..<count).map { _ in Int.random(in: 0...4, using: &rng) })
    }

    /// Edits at random: sections and items up to one past the end, now and
    /// then an index path that is not (section, item) or names a negative
    /// index.
    static func anyChangeSet(old: [Int], using rng: inout SplitMix64) -> BatchUpdate {
        func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
        func section() -> Int { Int.random(in: 0...old.count, using: &rng) }
        func path() -> IndexPath {
            switch Int.random(in: 0..<40, using: &rng) {
            case 0: return IndexPath(index: 0)
            case 1: return IndexPath(indexes: [0, -1])
            default:
                let s = section()
                return ip(s, Int.random(in: 0...(s < old.count ? old[s] : 2), using: &rng))
            }
        }
        var changes = BatchUpdate()
        for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(3) { changes.sectionDeletes.insert(section()) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) where chance(3) { changes.sectionInserts.insert(section()) }
        for _ in 0..<Int.random(in: 0...1, using: &rng) where chance(3) { changes.sectionReloads.insert(section()) }
        for _ in 0..<Int.random(in: 0...1, using: &rng) where chance(4) {
            changes.sectionMoves.append(.init(from: section(), to: Int.random(in: -1...old.count, using: &rng)))
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) { changes.itemDeletes.append(path()) }
        for _ in 0..<Int.random(in: 0...3, using: &rng) { changes.itemInserts.append(path()) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) { changes.itemReloads.append(path()) }
        for _ in 0..<Int.random(in: 0...2, using: &rng) { changes.itemMoves.append(.init(from: path(), to: path())) }
        return changes
    }

    /// Counts the data source may have after `changes` for Texture's count
    /// checks to pass (T8): a section count from the sections read anew,
    /// and each kept section's old count with the inserts and deletes it
    /// names; nil when the section edits cannot add up.
    static func countsAddingUp(old: [Int], _ changes: BatchUpdate, using rng: inout SplitMix64) -> [Int]? {
        var deleted = Set(changes.sectionDeletes).union(changes.sectionMoves.map(\.from))
        var inserted = Set(changes.sectionInserts).union(changes.sectionMoves.map(\.to))
        let sections = Model.Mapping(count: old.count, deleted: deleted, inserted: inserted)
        for section in changes.sectionReloads {
            guard let landing = sections[section] else { return nil }
            deleted.insert(section)
            inserted.insert(landing)
        }
        let count = old.count + inserted.count - deleted.count
        guard count >= 0 else { return nil }
        var new = (0..<count).map { _ in Int.random(in: 0...3, using: &rng) }
        let deletes = changes.itemDeletes + changes.itemMoves.map(\.from)
        let inserts = changes.itemInserts + changes.itemMoves.map(\.to)
        for section in old.indices where !deleted.contains(section) {
            guard let landing = sections[section], landing < count else { continue }
            let gone = Set(deletes.filter { $0.count == 2 && $0[0] == section }).count
            let came = Set(inserts.filter { $0.count == 2 && $0[0] == landing }).count
            new[landing] = max(0, old[section] + came - gone)
        }
        return new
    }

    /// A change set that adds up more often than not, and the data
    /// source's counts after it. Sections deleted, moved and reloaded are
    /// distinct old ones, those inserted and moved to distinct new ones. In
    /// each kept section items are deleted, inserted and reloaded; some
    /// inserts become moves out of a section read anew, some deletes moves
    /// into one, and of the rest some pairs become moves within or across
    /// kept sections. Edits of any index in sections read anew are dropped.
    /// One time in four one edit more may break it: an edit named twice, a
    /// moved item deleted or reloaded, a count off by one.
    static func addingUp(old: [Int], using rng: inout SplitMix64) -> (BatchUpdate, [Int]) {
        func chance(_ n: Int) -> Bool { Int.random(in: 0..<n, using: &rng) == 0 }
        var changes = BatchUpdate()
        var free = Array(old.indices).shuffled(using: &rng)
        var deleted: [Int] = [], movedFrom: [Int] = [], reloaded: [Int] = []
        while !free.isEmpty, chance(4) { deleted.append(free.removeLast()) }
        while !free.isEmpty, chance(5) { movedFrom.append(free.removeLast()) }
        while !free.isEmpty, chance(4) { reloaded.append(free.removeLast()) }
        let insertedCount = Int.random(in: 0...2, using: &rng), count = old.count - deleted.count + insertedCount
        let targets = Array(Array(0..<count).shuffled(using: &rng).prefix(movedFrom.count + insertedCount))
        let movedTo = Array(targets.prefix(movedFrom.count)), inserted = Array(targets.dropFirst(movedFrom.count))
        changes.sectionDeletes = IndexSet(deleted)
        changes.sectionInserts = IndexSet(inserted)
        changes.sectionReloads = IndexSet(reloaded)
        changes.sectionMoves = zip(movedFrom, movedTo).map { .init(from: $0, to: $1) }
        let sections = Model.Mapping(count: old.count, deleted: Set(deleted + movedFrom), inserted: Set(inserted + movedTo))
        let anewBefore = deleted + movedFrom + reloaded, anewAfter = inserted + movedTo + reloaded.map { sections[$0]! }

        var new = (0..<count).map { _ in Int.random(in: 0...3, using: &rng) }
        var deletes: [IndexPath] = [], inserts: [IndexPath] = []
        for section in old.indices where !anewBefore.contains(section) {
            let landing = sections[section]!
            let gone = (0..<old[section]).filter { _ in chance(4) }, came = Int.random(in: 0...2, using: &rng)
            new[landing] = old[section] - gone.count + came
            deletes += gone.map { ip(section, $0) }
            inserts += (0..<new[landing]).shuffled(using: &rng).prefix(came).map { ip(landing, $0) }
            for item in 0..<old[section] where !gone.contains(item) && chance(5) { changes.itemReloads.append(ip(section, item)) }
        }
        func anyIndex() -> Int { chance(20) ? 1 << 32 : Int.random(in: 0...5, using: &rng) }
        for (n, path) in inserts.enumerated() where !anewBefore.isEmpty && chance(6) {
            changes.itemMoves.append(.init(from: ip(anewBefore.randomElement(using: &rng)!, anyIndex()), to: path))
            inserts[n] = []
        }
        for (n, path) in deletes.enumerated() where !anewAfter.isEmpty && chance(6) {
            changes.itemMoves.append(.init(from: path, to: ip(anewAfter.randomElement(using: &rng)!, anyIndex())))
            deletes[n] = []
        }
        deletes = deletes.filter { !$0.isEmpty }.shuffled(using: &rng)
        inserts = inserts.filter { !$0.isEmpty }.shuffled(using: &rng)
        while !deletes.isEmpty, !inserts.isEmpty, chance(2) {
            changes.itemMoves.append(.init(from: deletes.removeLast(), to: inserts.removeLast()))
        }
        changes.itemDeletes = deletes
        changes.itemInserts = inserts
        for section in anewBefore where chance(3) {
            if chance(2) {
                changes.itemDeletes.append(ip(section, anyIndex()))
            } else {
                changes.itemReloads.append(ip(section, anyIndex()))
            }
        }
        for section in anewAfter where chance(3) { changes.itemInserts.append(ip(section, anyIndex())) }
        changes.itemMoves.shuffle(using: &rng)

        guard chance(4) else { return (changes, new) }
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: changes.itemDeletes += changes.itemDeletes.randomElement(using: &rng).map { [$0] } ?? []
        case 1: changes.itemInserts += changes.itemInserts.randomElement(using: &rng).map { [$0] } ?? []
        case 2: changes.itemReloads += changes.itemReloads.randomElement(using: &rng).map { [$0] } ?? []
        case 3: changes.itemMoves += changes.itemMoves.randomElement(using: &rng).map { [$0] } ?? []
        case 4: changes.itemDeletes += changes.itemMoves.randomElement(using: &rng).map { [$0.from] } ?? []
        default:
            if let move = changes.itemMoves.randomElement(using: &rng), chance(2) {
                changes.itemReloads.append(move.from)
            } else if !new.isEmpty {
                new[Int.random(in: new.indices, using: &rng)] += 1
            }
        }
        return (changes, new)
    }

    /// One edit made to `sections` (rows from `rows`), to be told to the
    /// controller; nil when the list has nothing it applies to.
    static func edit(_ sections: inout [[Int]], rows: (Int) -> [Int], using rng: inout SplitMix64) -> OracleOp? {
        let count = sections.count, filled = sections.indices.filter { !sections[$0].isEmpty }
        switch Int.random(in: 0..<9, using: &rng) {
        case 0 where count > 0:
            let s = Int.random(in: 0..<count, using: &rng), i = Int.random(in: 0...sections[s].count, using: &rng)
            sections[s].insert(contentsOf: rows(1), at: i)
            return .insertItems([ip(s, i)])
        case 1 where !filled.isEmpty:
            let s = filled.randomElement(using: &rng)!, i = Int.random(in: sections[s].indices, using: &rng)
            sections[s].remove(at: i)
            return .deleteItems([ip(s, i)])
        case 2, 3:
            guard let s = filled.randomElement(using: &rng) else { return nil }
            let i = Int.random(in: sections[s].indices, using: &rng), row = sections[s].remove(at: i)
            let t = Int.random(in: 0..<count, using: &rng), j = Int.random(in: 0...sections[t].count, using: &rng)
            sections[t].insert(row, at: j)
            return .moveItem(ip(s, i), ip(t, j))
        case 4 where !filled.isEmpty:
            let s = filled.randomElement(using: &rng)!, i = Int.random(in: sections[s].indices, using: &rng)
            sections[s][i] = rows(1)[0]
            return .reloadItems([ip(s, i)])
        case 5:
            let s = Int.random(in: 0...count, using: &rng)
            sections.insert(rows(Int.random(in: 0...3, using: &rng)), at: s)
            return .insertSections([s])
        case 6 where count > 1:
            let s = Int.random(in: 0..<count, using: &rng)
            sections.remove(at: s)
            return .deleteSections([s])
        case 7 where count > 1:
            // Read anew where it lands, as Texture reads a moved section.
            let s = Int.random(in: 0..<count, using: &rng), moved = sections.remove(at: s)
            let t = Int.random(in: 0..<count, using: &rng)
            sections.insert(rows(moved.count), at: t)
            return .moveSection(s, t)
        case 8 where count > 0:
            let s = Int.random(in: 0..<count, using: &rng)
            sections[s] = rows(Int.random(in: 0...4, using: &rng))
            return .reloadSections([s])
        default:
            return nil
        }
    }
}
