/// The keys of a list that occur more than once: how many there are, and
/// the first one found repeated, with its count.
struct DuplicateKeys {
    let count: Int
    let first: Key
    let firstCount: Int

    /// Nil when every key is unique.
    init?<Keys: Sequence>(_ keys: Keys) where Keys.Element == Key {
        var counts: [Key: UInt32] = [:]
        var first: Key?
        var duplicated = 0
        for key in keys {
            let count = counts[key, default: 0] + 1
            counts[key] = count
            if count == 2 {
                duplicated += 1
                if first == nil { first = key }
            }
        }
        guard let first else { return nil }
        self.count = duplicated
        self.first = first
        firstCount = Int(counts[first]!)
    }
}
