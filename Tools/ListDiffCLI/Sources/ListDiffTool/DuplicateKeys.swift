/// The keys of a list (JSON identities, or lines) that occur more than
/// once: how many there are, and the first one found repeated (the one
/// whose second occurrence comes first), with its count.
struct DuplicateKeys<Identity: Hashable> {
    let count: Int
    let first: Identity
    let firstCount: Int

    /// Nil when every key is unique. The keys' hashes are sorted to find the
    /// hashes that repeat; only keys with such a hash are then counted
    /// exactly. A sort of integers is far cheaper than a dictionary of a
    /// million keys, and most lists have no duplicates at all.
    init?<Keys: Collection>(_ keys: Keys) where Keys.Element == Identity {
        let hashes = keys.map(\.hashValue)
        var sorted = hashes
        sorted.sort()
        var repeated = Set<Int>()
        for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
            repeated.insert(sorted[index])
        }
        guard !repeated.isEmpty else { return nil }
        var counts: [Identity: Int] = [:]
        var first: Identity?
        var duplicated = 0
        for (key, hash) in zip(keys, hashes) where repeated.contains(hash) {
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count == 2 {
                duplicated += 1
                if first == nil { first = key }
            }
        }
        guard let first else { return nil }  // equal hashes, different keys
        count = duplicated
        self.first = first
        firstCount = counts[first]!
    }
}
