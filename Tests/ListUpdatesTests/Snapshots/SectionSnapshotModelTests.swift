import ListTestSupport
import ListUpdates
import XCTest

/// Random edits of a `SectionSnapshot`, item edits and whole-outline grafts
/// and replacements alike, each applied to a plain model too (arrays of
/// children, flattened by recursion); after each, every query must agree
/// with the model, `index(of:)` of every item included, and a refused edit
/// must throw the model's error and change nothing.
final class SectionSnapshotModelTests: XCTestCase {
    typealias S = SectionSnapshot<Int>

    /// The obvious outline: roots and children arrays.
    struct Model {
        var roots: [Int] = []
        var kids: [Int: [Int]] = [:]
        var parent: [Int: Int] = [:]
        var expanded: Set<Int> = []

        func flatten(_ top: [Int]? = nil, onlyVisible: Bool = false) -> [Int] {
            (top ?? roots).flatMap { item in
                [item] + (onlyVisible && !expanded.contains(item) ? [] : flatten(kids[item] ?? [], onlyVisible: onlyVisible))
            }
        }
        func contains(_ item: Int) -> Bool { roots.contains(item) || parent[item] != nil }
        func level(_ item: Int) -> Int { parent[item].map { level($0) + 1 } ?? 0 }
        func require(_ item: Int) throws { if !contains(item) { throw SnapshotError.unknownItem("\(item)") } }
        func checkNew(_ items: [Int]) throws {
            var seen = Set<Int>()
            for item in items where contains(item) || !seen.insert(item).inserted { throw SnapshotError.duplicateItem("\(item)") }
        }
        func siblings(of item: Int) -> (Int?, Int) {
            let p = parent[item]
            return (p, (p.map { kids[$0]! } ?? roots).firstIndex(of: item)!)
        }
        /// Inserts `other` (new items only) under `p` at sibling `index`.
        mutating func graft(_ other: Model, under p: Int?, at index: Int) {
            kids.merge(other.kids) { _, new in new }
            parent.merge(other.parent) { _, new in new }
            expanded.formUnion(other.expanded)
            if let p {
                for root in other.roots { parent[root] = p }
                kids[p, default: []].insert(contentsOf: other.roots, at: index)
            } else {
                roots.insert(contentsOf: other.roots, at: index)
            }
        }
        mutating func forget(_ item: Int) {
            for child in kids.removeValue(forKey: item) ?? [] { forget(child) }
            parent[item] = nil
            expanded.remove(item)
        }
        mutating func delete(_ items: [Int]) throws {
            for item in items { try require(item) }
            for item in items where contains(item) {
                if let p = parent[item] { kids[p]!.removeAll { $0 == item } } else { roots.removeAll { $0 == item } }
                forget(item)
            }
        }
        mutating func replace(childrenOf p: Int, using other: Model) throws {
            try require(p)
            let inside = Set(flatten(kids[p] ?? []))
            for item in other.flatten() where contains(item) && !inside.contains(item) { throw SnapshotError.duplicateItem("\(item)") }
            for child in kids.removeValue(forKey: p) ?? [] { forget(child) }
            graft(other, under: p, at: 0)
        }

        /// The same outline as a `SectionSnapshot`, built item by item.
        func snapshot() throws -> S {
            var result = S()
            for item in flatten() { try result.append([item], to: parent[item]) }
            try result.expand(Array(expanded))
            return result
        }
    }

    func assertSame(_ snapshot: S, _ model: Model, _ context: String) {
        let items = model.flatten()
        XCTAssertEqual(snapshot.items, items, context)
        XCTAssertEqual(snapshot.visibleItems, model.flatten(onlyVisible: true), context)
        XCTAssertEqual(snapshot.rootItems, model.roots, context)
        XCTAssertEqual(snapshot.expandedItems, items.filter(model.expanded.contains), context)
        for (index, item) in items.enumerated() {
            guard snapshot.index(of: item) == index, snapshot.parent(of: item) == model.parent[item],
                  snapshot.level(of: item) == model.level(item), snapshot.children(of: item) == model.kids[item] ?? []
            else {
                XCTFail("item \(item): index \(String(describing: snapshot.index(of: item))), expected \(index); \(context)")
                return
            }
        }
        XCTAssertNil(snapshot.index(of: -1), context)
    }

    func testRandomEditsAgreeWithThePlainModel() throws {
        for seed: UInt64 in [1, 2, 3, 0xC0FFEE] {
            var rng = SplitMix64(seed: seed)
            var snapshot = S(), model = Model(), next = 0
            func fresh(_ count: Int) -> [Int] {
                defer { next += count }
                return Array(next..<(next + count))
            }
            /// An existing item, now and then an unknown one.
            func pick() -> Int {
                let all = model.flatten()
                return all.isEmpty || Int.random(in: 0..<12, using: &rng) == 0 ? -7 : all.randomElement(using: &rng)!
            }
            /// A small outline of new items, now and then with one taken
            /// from `extra` (an item already here).
            func outline(extra: [Int]) -> Model {
                var other = Model()
                var items = fresh(Int.random(in: 0...5, using: &rng))
                if let stray = extra.randomElement(using: &rng), Int.random(in: 0..<4, using: &rng) == 0 {
                    items.insert(stray, at: Int.random(in: 0...items.count, using: &rng))
                }
                for item in items {
                    let placed = other.flatten()
                    if let p = placed.randomElement(using: &rng), Bool.random(using: &rng) {
                        other.parent[item] = p
                        other.kids[p, default: []].append(item)
                    } else {
                        other.roots.append(item)
                    }
                    if Bool.random(using: &rng) { other.expanded.insert(item) }
                }
                return other
            }

            for step in 0..<300 {
                let context = "seed \(seed), step \(step)"
                let before = snapshot, beforeModel = model
                var snapshotError: SnapshotError?, modelError: SnapshotError?
                do {
                    switch Int.random(in: 0..<10, using: &rng) {
                    case 0:
                        var items = fresh(Int.random(in: 1...4, using: &rng))
                        if Int.random(in: 0..<8, using: &rng) == 0 { items.append(pick()) }
                        let p: Int? = Bool.random(using: &rng) ? pick() : nil
                        do { try snapshot.append(items, to: p) } catch { snapshotError = error as? SnapshotError }
                        try model.checkNew(items)
                        if let p { try model.require(p) }
                        model.graft(Model(roots: items), under: p, at: p.map { model.kids[$0]?.count ?? 0 } ?? model.roots.count)
                    case 1, 2:
                        let items = fresh(Int.random(in: 1...3, using: &rng)), target = pick(), after = Bool.random(using: &rng)
                        do {
                            try after ? snapshot.insert(items, after: target) : snapshot.insert(items, before: target)
                        } catch { snapshotError = error as? SnapshotError }
                        try model.require(target)
                        let (p, index) = model.siblings(of: target)
                        model.graft(Model(roots: items), under: p, at: index + (after ? 1 : 0))
                    case 3:
                        let items = [pick(), pick()]
                        do { try snapshot.delete(items) } catch { snapshotError = error as? SnapshotError }
                        try model.delete(items)
                    case 4:
                        let items = [pick(), pick()], expand = Bool.random(using: &rng)
                        do { try expand ? snapshot.expand(items) : snapshot.collapse(items) } catch { snapshotError = error as? SnapshotError }
                        for item in items { try model.require(item) }
                        if expand { model.expanded.formUnion(items) } else { model.expanded.subtract(items) }
                    case 5, 6:
                        let other = outline(extra: model.flatten()), graft = try other.snapshot()
                        let p: Int? = Bool.random(using: &rng) ? pick() : nil
                        do { try snapshot.append(graft, to: p) } catch { snapshotError = error as? SnapshotError }
                        if let p { try model.require(p) }
                        try model.checkNew(other.flatten())
                        model.graft(other, under: p, at: p.map { model.kids[$0]?.count ?? 0 } ?? model.roots.count)
                    case 7:
                        let other = outline(extra: model.flatten()), graft = try other.snapshot()
                        let target = pick(), after = Bool.random(using: &rng)
                        do {
                            try after ? snapshot.insert(graft, after: target) : snapshot.insert(graft, before: target)
                        } catch { snapshotError = error as? SnapshotError }
                        try model.require(target)
                        try model.checkNew(other.flatten())
                        let (p, index) = model.siblings(of: target)
                        model.graft(other, under: p, at: index + (after ? 1 : 0))
                    default:
                        // New items mixed with some of the parent's subtree
                        // (and now and then the parent or an outsider).
                        let p = pick()
                        let inside = model.contains(p) ? model.flatten(model.kids[p] ?? []) : []
                        var other = outline(extra: model.flatten())
                        let back = inside.filter { _ in Bool.random(using: &rng) }.filter { !other.flatten().contains($0) }
                        other.roots += back
                        if Int.random(in: 0..<10, using: &rng) == 0, model.contains(p), !other.flatten().contains(p) { other.roots.append(p) }
                        let graft = try other.snapshot()
                        do { try snapshot.replace(childrenOf: p, using: graft) } catch { snapshotError = error as? SnapshotError }
                        try model.replace(childrenOf: p, using: other)
                    }
                } catch {
                    modelError = error as? SnapshotError
                    model = beforeModel
                }
                XCTAssertEqual(snapshotError, modelError, context)
                if snapshotError != nil { XCTAssertEqual(snapshot, before, "a refused change changed the outline: \(context)") }
                assertSame(snapshot, model, context)
                if snapshotError != modelError || snapshot.items != model.flatten() { return }
            }
        }
    }
}
