/// The keys of a list that occur more than once: how many there are, and
/// the first one found repeated (the one whose second occurrence comes
/// first), with its count.
struct DuplicateKeys {
    let count: Int
    let first: Key
    let firstCount: Int

    /// Nil when every key is unique. The keys' hashes are sorted and only
    /// equal hashes are compared: one hash per key and a sort of integers,
    /// far cheaper than a dictionary of a million keys.
    init?(_ keys: [Key]) {
        var hashed = keys.enumerated().map { (hash: $0.element.hashValue, index: UInt32($0.offset)) }
        hashed.sort { $0.hash != $1.hash ? $0.hash < $1.hash : $0.index < $1.index }
        var duplicated = 0
        var first: (key: Key, secondIndex: UInt32, count: Int)?
        var runStart = 0
        while runStart < hashed.count {
            var runEnd = runStart + 1
            while runEnd < hashed.count && hashed[runEnd].hash == hashed[runStart].hash { runEnd += 1 }
            if runEnd - runStart > 1 {
                // Equal hashes: group the keys exactly, in index order.
                var groups: [Key: (count: Int, secondIndex: UInt32)] = [:]
                for entry in hashed[runStart..<runEnd] {
                    let key = keys[Int(entry.index)]
                    let group = groups[key].map { ($0.count + 1, $0.count == 1 ? entry.index : $0.secondIndex) }
                    groups[key] = group ?? (1, 0)
                }
                for (key, group) in groups where group.count > 1 {
                    duplicated += 1
                    if first == nil || group.secondIndex < first!.secondIndex {
                        first = (key, group.secondIndex, group.count)
                    }
                }
            }
            runStart = runEnd
        }
        guard let first else { return nil }
        count = duplicated
        self.first = first.key
        firstCount = first.count
    }
}
