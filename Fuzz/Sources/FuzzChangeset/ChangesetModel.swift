/// `List.Changeset`'s replay, plainly: each old element lands at a move's
/// target, nowhere when deleted, else in the next slot left free by inserts
/// and move targets; the new list is those, the inserted elements, and the
/// updates' contents where an update names the old element and its landing.
/// Nil for a changeset that does not describe one new list of `old`.
struct ChangesetModel {
    var oldCount: Int
    var newCount: Int
    var deletes: [Int]
    var inserts: [(index: Int, element: Int)]
    var updates: [(from: Int, to: Int, element: Int)]
    var moves: [(from: Int, to: Int)]

    func replay(_ old: [Int]) -> [Int]? {
        guard old.count == oldCount, newCount >= 0 else { return nil }
        let oldRange = 0..<oldCount, newRange = 0..<newCount
        // Who leaves: deletes and move sources, each once.
        let leaving = deletes + moves.map(\.from)
        guard leaving.allSatisfy(oldRange.contains), Set(leaving).count == leaving.count else { return nil }
        // Which slots are taken: inserts and move targets, each once.
        let taken = inserts.map(\.index) + moves.map(\.to)
        guard taken.allSatisfy(newRange.contains), Set(taken).count == taken.count else { return nil }
        guard oldCount - deletes.count == newCount - inserts.count else { return nil }

        var landing = [Int?](repeating: nil, count: oldCount)
        for move in moves { landing[move.from] = move.to }
        let free = newRange.filter { !taken.contains($0) }
        var next = 0
        for index in oldRange where !leaving.contains(index) {
            landing[index] = free[next]
            next += 1
        }
        var new = [Int?](repeating: nil, count: newCount)
        for insert in inserts { new[insert.index] = insert.element }
        for index in oldRange { if let slot = landing[index] { new[slot] = old[index] } }
        // Updates: of a kept element, once each, where it lands.
        guard Set(updates.map(\.from)).count == updates.count else { return nil }
        for update in updates {
            guard oldRange.contains(update.from), newRange.contains(update.to),
                  let slot = landing[update.from], slot == update.to else { return nil }
            new[slot] = update.element
        }
        return new.map { $0! }
    }
}
