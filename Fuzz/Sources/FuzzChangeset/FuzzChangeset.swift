import FuzzSupport
import Foundation
import ListDiff

// Target 1: List.Changeset, decoded from its Codable JSON form and replayed.
//
// Input: [mode] then the rest.
//   mode 0-1  the rest is JSON, decoded as List.Changeset<Int>: decoding
//             throws, or the changeset's applied(to:) on an old list of its
//             oldCount (up to 4096) equals the model's replay, or throws
//             exactly where the model finds no replay.
//   mode 2-3  the rest is a changeset of small indexes (often
//             inconsistent), applied directly and through an
//             encode/decode round trip; compared with the model the same way.
//   mode 4-5  two lists of small identifiers: a real diff's changeset must
//             replay to the new list, and its JSON, mutated by the input's
//             last bytes, must decode-and-replay as the model says.

typealias Changeset = List.Changeset<Int>
let target = "FuzzChangeset"

func model(of changeset: Changeset) -> ChangesetModel {
    ChangesetModel(
        oldCount: changeset.oldCount, newCount: changeset.newCount, deletes: changeset.deletes,
        inserts: changeset.inserts.map { ($0.index, $0.element) },
        updates: changeset.updates.map { ($0.from, $0.to, $0.element) }, moves: changeset.moves.map { ($0.from, $0.to) })
}

/// Replays `changeset` on an old list of its count and compares with the model.
func check(_ changeset: Changeset, _ context: String) {
    let oldCount = changeset.oldCount
    // The old list: 1000 + index, distinct from every small element the input gives.
    let old = oldCount >= 0 && oldCount <= 4096 ? (0..<oldCount).map { 1000 + $0 } : [1, 2, 3]
    let expected = model(of: changeset).replay(old)
    do {
        let replayed = try changeset.applied(to: old)
        guard let expected else { disagreement(target, "\(context): applied(to:) gave \(replayed) for \(changeset); the model has no replay") }
        if replayed != expected { disagreement(target, "\(context): applied(to:) gave \(replayed), model \(expected), for \(changeset)") }
    } catch {
        if let expected { disagreement(target, "\(context): applied(to:) threw \(error) for \(changeset); model replay \(expected)") }
    }
}

func decodeAndCheck(_ bytes: [UInt8], _ context: String) {
    guard let changeset = try? JSONDecoder().decode(Changeset.self, from: Data(bytes)) else { return }
    check(changeset, context)
    // A decoded changeset encodes and decodes to itself.
    guard let data = try? JSONEncoder().encode(changeset) else { disagreement(target, "\(context): \(changeset) does not encode") }
    guard let again = try? JSONDecoder().decode(Changeset.self, from: data), again == changeset else {
        disagreement(target, "\(context): \(changeset) does not survive an encode/decode round trip")
    }
}

func readChangeset(_ input: inout FuzzInput) -> Changeset {
    let oldCount = input.int(10), newCount = input.int(10)
    func index() -> Int { input.int(16) == 0 ? -1 : input.int(11) }
    let deletes = (0..<input.int(5)).map { _ in index() }
    let inserts = (0..<input.int(5)).map { _ in Changeset.Insertion(index: index(), element: input.int(100)) }
    let updates = (0..<input.int(4)).map { _ in Changeset.Update(from: index(), to: index(), element: input.int(100)) }
    let moves = (0..<input.int(4)).map { _ in List.MoveIndex(from: index(), to: index()) }
    return Changeset(oldCount: oldCount, newCount: newCount, deletes: deletes, inserts: inserts, updates: updates, moves: moves)
}

func diffRoundTrip(_ input: inout FuzzInput) {
    // Elements: identifier in the low 3 bits, contents above (an update when they differ).
    let old = (0..<input.int(12)).map { _ in Int(input.byte() & 0x1f) }
    let new = (0..<input.int(12)).map { _ in Int(input.byte() & 0x1f) }
    let identify = { (element: Int) in element & 7 }
    let result = List.diffing(oldArray: old, newArray: new, identifiedBy: identify)
    // Duplicate identifiers make the diff's pairing its own; replay holds only for unique ones.
    guard Set(old.map(identify)).count == old.count, Set(new.map(identify)).count == new.count else { return }
    let changeset: Changeset
    do { changeset = try result.changeset(from: old, to: new) } catch {
        disagreement(target, "changeset(from:to:) threw \(error) for its own lists \(old) -> \(new)")
    }
    check(changeset, "diff \(old) -> \(new)")
    guard let replayed = try? changeset.applied(to: old), replayed == new else {
        disagreement(target, "the changeset of \(old) -> \(new) does not replay to the new list: \(changeset)")
    }
    guard let data = try? JSONEncoder().encode(changeset) else { disagreement(target, "\(changeset) does not encode") }
    var bytes = [UInt8](data)
    // Mutations: (position, byte) pairs from the rest of the input.
    while !input.isAtEnd, !bytes.isEmpty {
        let position = (Int(input.byte()) << 8 | Int(input.byte())) % (bytes.count + 1)
        let value = input.byte()
        switch value >> 6 {
        case 0: bytes.insert(value & 0x3f + 0x20, at: position)
        case 1: if position < bytes.count { bytes.remove(at: position) }
        default: if position < bytes.count { bytes[position] = value & 0x7f }
        }
    }
    decodeAndCheck(bytes, "mutated encoding of \(old) -> \(new)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    switch input.byte() % 6 {
    case 0, 1: decodeAndCheck(input.rest(), "JSON input")
    case 2, 3:
        let changeset = readChangeset(&input)
        check(changeset, "direct")
        if let data = try? JSONEncoder().encode(changeset) { decodeAndCheck([UInt8](data), "round trip") }
    default: diffRoundTrip(&input)
    }
    return 0
}

@_cdecl("FuzzChangeset_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, testOneInput)
}
