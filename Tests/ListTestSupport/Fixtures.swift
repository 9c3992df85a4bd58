import ListDiff

/// A value element: identity `id`, contents `value`.
public struct Item: Diffable, Hashable, CustomStringConvertible {
    public var id: Int
    public var value: Int = 0
    public init(id: Int, value: Int = 0) {
        self.id = id
        self.value = value
    }
    public var diffIdentifier: AnyHashable { id }
    public var description: String { "\(id):\(value)" }
}

/// A class element, for pointer personality.
public final class Object: Diffable, Equatable {
    public let id: String
    public let value: Int
    public init(_ id: String, _ value: Int = 0) {
        self.id = id
        self.value = value
    }
    public var diffIdentifier: AnyHashable { id }
    public static func == (lhs: Object, rhs: Object) -> Bool { lhs.id == rhs.id && lhs.value == rhs.value }
}

/// A string used as its own identifier, like IGListKit's NSString.
public struct Word: Diffable, Equatable {
    public var text: String
    public init(text: String) { self.text = text }
    public var diffIdentifier: AnyHashable { text }
}

public func words(_ sentence: String) -> [Word] {
    sentence.split(separator: " ").map { Word(text: String($0)) }
}

public func items(_ pairs: [(Int, Int)]) -> [Item] { pairs.map { Item(id: $0.0, value: $0.1) } }

public func moves(_ pairs: [(Int, Int)]) -> [List.MoveIndex] { pairs.map { List.MoveIndex(from: $0.0, to: $0.1) } }

/// Random lists of items: `count` elements with ids drawn from `alphabet`
/// values (a small alphabet forces duplicates) and values from 0..<3.
public func randomItems(_ count: Int, alphabet: Int, using rng: inout SplitMix64) -> [Item] {
    (0..<count).map { _ in Item(id: Int.random(in: 0..<alphabet, using: &rng), value: Int.random(in: 0..<3, using: &rng)) }
}

/// A list of `count` unique ids edited like a feed: about `rate` of the
/// elements deleted, inserted and updated, and `swaps` pairs swapped.
public func editedItems(_ count: Int, rate: Double, swaps: Int, using rng: inout SplitMix64) -> (old: [Item], new: [Item]) {
    let old = (0..<count).map { Item(id: $0, value: 0) }
    var new: [Item] = []
    new.reserveCapacity(count)
    var nextID = count
    for item in old {
        let roll = Double.random(in: 0..<1, using: &rng)
        if roll < rate { continue }  // delete
        if roll < 2 * rate {  // insert before it
            new.append(Item(id: nextID, value: 0))
            nextID += 1
        }
        new.append(roll < 3 * rate ? Item(id: item.id, value: 1) : item)
    }
    for _ in 0..<swaps where new.count > 1 {
        new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng))
    }
    return (old, new)
}
