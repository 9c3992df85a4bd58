/// The edit patterns the benchmarks diff, each at several sizes.
public enum Workload: String, CaseIterable, Sendable {
    /// 10% deletes, 10% inserts, 10% updates and 1% swaps.
    case edit
    /// The same elements in a random order.
    case shuffle
    /// The same list.
    case unchanged
    /// Every element replaced by a new one.
    case replaced
    /// Identifiers drawn from n/100 values, then edited like `edit`.
    case duplicates

    public var title: String {
        switch self {
        case .edit: "(1) 10% deletes + 10% inserts + 10% updates + 1% swaps"
        case .shuffle: "(2) full shuffle"
        case .unchanged: "(3) unchanged"
        case .replaced: "(4) fully replaced"
        case .duplicates: "(5) duplicate-heavy (identifiers from n/100 values), edited as (1)"
        }
    }
}

/// One element of a generated list, independent of the identifier kind:
/// an identifier number, a content version, and, for a new element that is an
/// unchanged old one, the old index (so objects can be the same instance).
public struct Slot: Sendable {
    public var id: Int
    public var version: Int
    public var sameAs: Int?
}

/// A deterministic generator (SplitMix64) so that every run diffs the same lists.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Workload {
    /// The old and new lists of `count` elements for this workload.
    public func slots(count: Int, seed: UInt64 = 1) -> (old: [Slot], new: [Slot]) {
        var rng = SeededGenerator(seed: seed ^ UInt64(count))
        let alphabet = self == .duplicates ? max(1, count / 100) : count
        let old = (0..<count).map { index in
            Slot(id: self == .duplicates ? Int.random(in: 0..<alphabet, using: &rng) : index, version: 0, sameAs: nil)
        }
        func kept(_ index: Int) -> Slot { Slot(id: old[index].id, version: 0, sameAs: index) }
        switch self {
        case .unchanged:
            return (old, old.indices.map(kept))
        case .shuffle:
            return (old, old.indices.shuffled(using: &rng).map(kept))
        case .replaced:
            return (old, (0..<count).map { Slot(id: count + $0, version: 0, sameAs: nil) })
        case .edit, .duplicates:
            var new: [Slot] = []
            new.reserveCapacity(count + count / 10)
            var nextID = count
            for index in old.indices {
                let roll = Int.random(in: 0..<10, using: &rng)
                if roll == 0 { continue }
                if roll == 1 {
                    new.append(Slot(id: self == .duplicates ? Int.random(in: 0..<alphabet, using: &rng) : nextID, version: 0, sameAs: nil))
                    nextID += 1
                }
                new.append(roll == 2 ? Slot(id: old[index].id, version: 1, sameAs: nil) : kept(index))
            }
            for _ in 0..<(new.count / 100) {
                new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng))
            }
            return (old, new)
        }
    }
}
