/// What the model expects of `listdiff OLD NEW [--key id]`, from the
/// documented rules only:
///
/// - status 2 unless both documents are JSON (``ModelParser``) whose top
///   level is an array; with `--key id`, of objects each with a member `id`
///   (the last one if repeated) that is a string, number or boolean; without
///   a key, of strings, numbers and booleans;
/// - identities equal by kind and value (`1.0` is `1`, `"1"` is not `1`);
/// - the k-th old element of an identity is paired with its k-th new one;
///   unpaired old elements are deletes, unpaired new ones inserts;
/// - a pair is an update when its two objects differ (``ModelValue/equals``);
///   scalars never are;
/// - the fewest moves: the pairs less the longest run of pairs whose order
///   is kept;
/// - status 1 when anything of that is there, else 0.
struct ModelDiff {
    enum Identity: Hashable {
        case string([Unicode.Scalar])
        case number(ModelNumber)
        case bool(Bool)
    }

    struct Pair: Hashable {
        let from: Int
        let to: Int
    }

    let deletes: [Int]
    let inserts: [Int]
    let updates: [Pair]
    /// Every pair, updated or not, in old order.
    let pairs: [Pair]
    let fewestMoves: Int
    let newElements: [ModelValue]

    var status: Int32 { deletes.isEmpty && inserts.isEmpty && updates.isEmpty && fewestMoves == 0 ? 0 : 1 }

    /// Nil when the tool must refuse the inputs (status 2).
    init?(old: [UInt8], new: [UInt8], keyed: Bool) {
        guard let oldList = Self.list(old, keyed: keyed), let newList = Self.list(new, keyed: keyed) else { return nil }
        var waiting: [Identity: [Int]] = [:]  // old indexes not paired yet, per identity
        for (index, element) in oldList.enumerated() { waiting[element.identity, default: []].append(index) }
        var taken: [Identity: Int] = [:]
        var pairs: [Pair] = [], inserts: [Int] = []
        for (index, element) in newList.enumerated() {
            let k = taken[element.identity, default: 0]
            if let olds = waiting[element.identity], k < olds.count {
                pairs.append(Pair(from: olds[k], to: index))
                taken[element.identity] = k + 1
            } else {
                inserts.append(index)
            }
        }
        let paired = Set(pairs.map(\.from))
        deletes = oldList.indices.filter { !paired.contains($0) }
        self.inserts = inserts
        pairs.sort { $0.from < $1.from }
        self.pairs = pairs
        updates = keyed ? pairs.filter { !oldList[$0.from].value.equals(newList[$0.to].value) } : []
        fewestMoves = pairs.count - Self.longestIncreasingRun(pairs.map(\.to))
        newElements = newList.map(\.value)
    }

    /// The elements and identities of a list, or nil for an input the tool
    /// refuses.
    private static func list(_ document: [UInt8], keyed: Bool) -> [(value: ModelValue, identity: Identity)]? {
        guard let top = ModelParser.parse(document), case .array(let elements) = top else { return nil }
        var list: [(value: ModelValue, identity: Identity)] = []
        for element in elements {
            if keyed {
                guard case .object = element, let key = element.member("id"), let identity = identity(of: key) else {
                    return nil
                }
                list.append((element, identity))
            } else {
                guard let identity = identity(of: element) else { return nil }
                list.append((element, identity))
            }
        }
        return list
    }

    private static func identity(of value: ModelValue) -> Identity? {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null, .array, .object: return nil
        }
    }

    /// The length of the longest strictly increasing subsequence.
    private static func longestIncreasingRun(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }
}
