import FuzzSupport
import ListUpdates

/// An outline as a plain tree: child arrays by parent (nil: the roots) and
/// the expanded set. Edits follow `NSDiffableDataSourceSectionSnapshot`:
/// unique items, known anchors; an invalid edit changes nothing.
struct OutlineModel {
    var children: [Int?: [Int]] = [:]
    var parent: [Int: Int] = [:]
    var expanded = Set<Int>()

    func kids(_ item: Int?) -> [Int] { children[item] ?? [] }
    /// Every item under `top`, depth first (collapsed or not, or only those shown).
    func depthFirst(_ top: Int?, onlyVisible: Bool = false) -> [Int] {
        var result: [Int] = []
        func walk(_ item: Int) {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { kids(item).forEach(walk) }
        }
        kids(top).forEach(walk)
        return result
    }
    var items: [Int] { depthFirst(nil) }
    func contains(_ item: Int) -> Bool { items.contains(item) }
    func level(_ item: Int) -> Int { parent[item].map { level($0) + 1 } ?? 0 }
    func siblings(of item: Int) -> (Int?, Int) {
        let p = parent[item]
        return (p, kids(p).firstIndex(of: item)!)
    }
    func fresh(_ new: [Int]) -> Bool { Set(new).count == new.count && new.allSatisfy { !contains($0) } }

    mutating func add(_ new: [Int], under p: Int?, at index: Int) {
        children[p, default: []].insert(contentsOf: new, at: index)
        for item in new { parent[item] = p }
    }
    mutating func removeSubtree(_ item: Int) {
        for child in kids(item) { removeSubtree(child) }
        children[item] = nil
        parent[item] = nil
        expanded.remove(item)
    }
    mutating func graft(_ sub: OutlineModel, under p: Int?, at index: Int) {
        for (key, value) in sub.children where key != nil {
            children[key] = value
            for child in value { parent[child] = key }
        }
        expanded.formUnion(sub.expanded)
        add(sub.kids(nil), under: p, at: index)
    }

    mutating func apply(_ edit: OutlineEdit) -> Bool {
        switch edit {
        case let .append(new, p):
            guard fresh(new), p.map(contains) ?? true else { return false }
            add(new, under: p, at: kids(p).count)
        case let .insert(new, anchor, after):
            guard contains(anchor), fresh(new) else { return false }
            let (p, index) = siblings(of: anchor)
            add(new, under: p, at: index + (after ? 1 : 0))
        case let .delete(gone):
            guard gone.allSatisfy(contains) else { return false }
            for item in gone where contains(item) {
                let (p, index) = siblings(of: item)
                children[p]!.remove(at: index)
                removeSubtree(item)
            }
        case .deleteAll: self = OutlineModel()
        case let .expand(items):
            guard items.allSatisfy(contains) else { return false }
            expanded.formUnion(items)
        case let .collapse(items):
            guard items.allSatisfy(contains) else { return false }
            expanded.subtract(items)
        case let .appendOutline(sub, _, p):
            guard p.map(contains) ?? true, fresh(sub.items) else { return false }
            graft(sub, under: p, at: kids(p).count)
        case let .insertOutline(sub, _, anchor, after):
            guard contains(anchor), fresh(sub.items) else { return false }
            let (p, index) = siblings(of: anchor)
            graft(sub, under: p, at: index + (after ? 1 : 0))
        case let .replaceChildren(p, sub, _):
            guard contains(p) else { return false }
            let below = Set(depthFirst(p))
            guard sub.items.allSatisfy({ !contains($0) || below.contains($0) }) else { return false }
            for child in kids(p) { removeSubtree(child) }
            children[p] = nil
            graft(sub, under: p, at: 0)
        case let .snapshotOf(p, _): return contains(p)
        }
        return true
    }

    /// Where `outline` differs from this model, or nil.
    func compare(_ outline: SectionSnapshot<Int>) -> String? {
        let all = items
        if outline.items != all { return "items \(outline.items), model \(all)" }
        let visible = depthFirst(nil, onlyVisible: true)
        if outline.visibleItems != visible { return "visible items \(outline.visibleItems), model \(visible)" }
        if outline.rootItems != kids(nil) { return "roots \(outline.rootItems), model \(kids(nil))" }
        if outline.expandedItems != all.filter(expanded.contains) {
            return "expanded \(outline.expandedItems), model \(all.filter(expanded.contains))"
        }
        for (index, item) in all.enumerated() {
            if outline.index(of: item) != index || !outline.contains(item) { return "index(of: \(item))" }
            if outline.parent(of: item) != parent[item] { return "parent(of: \(item)) \(String(describing: outline.parent(of: item)))" }
            if outline.level(of: item) != level(item) { return "level(of: \(item))" }
            if outline.children(of: item) != kids(item) { return "children(of: \(item)) \(outline.children(of: item)), model \(kids(item))" }
            if outline.isExpanded(item) != expanded.contains(item) { return "isExpanded(\(item))" }
            if outline.isVisible(item) != visible.contains(item) { return "isVisible(\(item))" }
        }
        return nil
    }

    /// The model of `outline.snapshot(of: p, includingParent:)`.
    func subtree(of p: Int, includingParent: Bool) -> OutlineModel {
        var sub = OutlineModel()
        let top = includingParent ? [p] : kids(p)
        sub.children[nil] = top
        for item in top.flatMap({ [$0] + depthFirst($0) }) {
            if !kids(item).isEmpty { sub.children[item] = kids(item) }
            for child in kids(item) { sub.parent[child] = item }
            if expanded.contains(item) { sub.expanded.insert(item) }
        }
        return sub
    }

    static func describe(_ outline: SectionSnapshot<Int>) -> String {
        outline.items.map { String(repeating: ".", count: outline.level(of: $0)) + "\($0)\(outline.isExpanded($0) ? "+" : "")" }
            .joined(separator: " ")
    }
}

/// One outline edit over items 0..<24 (so that edits collide).
enum OutlineEdit {
    case append([Int], to: Int?)
    case insert([Int], anchor: Int, after: Bool)
    case delete([Int])
    case deleteAll
    case expand([Int])
    case collapse([Int])
    case appendOutline(OutlineModel, SectionSnapshot<Int>, to: Int?)
    case insertOutline(OutlineModel, SectionSnapshot<Int>, anchor: Int, after: Bool)
    case replaceChildren(Int, OutlineModel, SectionSnapshot<Int>)
    case snapshotOf(Int, includingParent: Bool)

    static let alphabet = 24

    static func read(_ input: inout FuzzInput) -> OutlineEdit {
        func ids() -> [Int] { (0..<input.int(4)).map { _ in input.int(alphabet) } }
        func item() -> Int { input.int(alphabet) }
        switch input.int(16) {
        case 0, 1, 2: return .append(ids(), to: input.int(3) == 0 ? nil : item())
        case 3: return .insert(ids(), anchor: item(), after: input.bool())
        case 4: return .delete(ids())
        case 5: return input.int(4) == 0 ? .deleteAll : .delete(ids())
        case 6, 7: return .expand(ids())
        case 8: return .collapse(ids())
        case 9, 10:
            let (model, outline) = readOutline(&input)
            return .appendOutline(model, outline, to: input.int(3) == 0 ? nil : item())
        case 11:
            let (model, outline) = readOutline(&input)
            return .insertOutline(model, outline, anchor: item(), after: input.bool())
        case 12, 13:
            let p = item()
            let (model, outline) = readOutline(&input)
            return .replaceChildren(p, model, outline)
        default: return .snapshotOf(item(), includingParent: input.bool())
        }
    }

    /// A small outline, built on both sides by appends: each new item under
    /// nothing or one of the items before it.
    static func readOutline(_ input: inout FuzzInput) -> (OutlineModel, SectionSnapshot<Int>) {
        var model = OutlineModel(), outline = SectionSnapshot<Int>()
        var added: [Int] = []
        for _ in 0..<input.int(6) {
            let item = input.int(alphabet)
            guard !added.contains(item) else { continue }
            let p = added.isEmpty || input.int(3) == 0 ? nil : added[input.int(added.count)]
            _ = model.apply(.append([item], to: p))
            try? outline.append([item], to: p)
            if input.bool() {
                _ = model.apply(.expand([item]))
                try? outline.expand([item])
            }
            added.append(item)
        }
        if let difference = model.compare(outline) { disagreement("FuzzSnapshot", "building a small outline: \(difference)") }
        return (model, outline)
    }

    /// Applies the edit; a query returns what it read.
    func apply(to outline: inout SectionSnapshot<Int>) throws -> SectionSnapshot<Int>? {
        switch self {
        case let .append(items, p): try outline.append(items, to: p)
        case let .insert(items, anchor, after):
            if after { try outline.insert(items, after: anchor) } else { try outline.insert(items, before: anchor) }
        case let .delete(items): try outline.delete(items)
        case .deleteAll: outline.deleteAll()
        case let .expand(items): try outline.expand(items)
        case let .collapse(items): try outline.collapse(items)
        case let .appendOutline(_, sub, p): try outline.append(sub, to: p)
        case let .insertOutline(_, sub, anchor, after):
            if after { try outline.insert(sub, after: anchor) } else { try outline.insert(sub, before: anchor) }
        case let .replaceChildren(p, _, sub): try outline.replace(childrenOf: p, using: sub)
        case let .snapshotOf(p, includingParent):
            // A query: the caller checks it against the model's subtree.
            return try outline.snapshot(of: p, includingParent: includingParent)
        }
        return nil
    }
}
