import Foundation
import ListUpdates

/// Integer identifier families an attacker can send, built from knowledge of
/// the core's placement algorithm but not of its per-process seed. Each maps
/// the identifier numbers of a workload (0, 1, 2, …) to the `Int` ids diffed.
/// See README "The C core" for the placement they are aimed at.
public enum KeyFamily: String, CaseIterable, Sendable {
    /// Uniformly random 64-bit ids (a fixed generator): the baseline.
    case random = "random"
    /// 0, 1, 2, …: what the other tables use.
    case sequential = "sequential"
    /// i × inverse(0x9E3779B97F4A7C15) mod 2^64: all in one slot of a fixed
    /// Fibonacci placement (the placement before the seed).
    case inverseFibonacci = "i × 0x9E3779B97F4A7C15⁻¹"
    /// i << 32: only the high half differs.
    case highBits = "i << 32"
    /// i << 17: the low 17 bits are equal (a table indexed by low bits, or
    /// one whose multiplier only reaches the top bits from them).
    case lowBitsEqual = "i << 17"
    /// (i << 32) | i: x ^ (x >> 32) is 0 in the low half (a weak xor-shift
    /// mix followed by a mask sends them all to one slot).
    case weakMix = "(i << 32) | i"

    /// The id of identifier number `number`.
    public func id(_ number: Int) -> Int {
        let n = UInt64(number)
        switch self {
        case .random:
            var generator = SeededGenerator(seed: n ^ 0x5EED)
            return Int(bitPattern: UInt(generator.next()))
        case .sequential: return number
        case .inverseFibonacci: return Int(bitPattern: UInt(n &* KeyFamily.inverseOfFibonacci))
        case .highBits: return Int(bitPattern: UInt(n << 32))
        case .lowBitsEqual: return Int(bitPattern: UInt(n << 17))
        case .weakMix: return Int(bitPattern: UInt(n << 32 | n))
        }
    }

    /// The multiplicative inverse of 0x9E3779B97F4A7C15 modulo 2^64 (Newton's
    /// iteration doubles the correct low bits each step).
    static let inverseOfFibonacci: UInt64 = {
        let a: UInt64 = 0x9E37_79B9_7F4A_7C15
        var x = a
        for _ in 0..<6 { x = x &* (2 &- a &* x) }
        precondition(x &* a == 1)
        return x
    }()
}

/// The rows measured on crafted keys: the typed diff, the C core and a
/// snapshot diff of 100 sections × 1,000 items whose item ids are the family's.
public func prepareCraftedRuns(_ family: KeyFamily, count: Int) -> [Row: PreparedRun] {
    let slots = Workload.edit.slots(count: count)
    let lists = materialize(slots) { IntElement(id: family.id($0.id), version: $0.version) }
    var runs = prepareRuns(old: lists.old, new: lists.new).filter { $0.key == .typed || $0.key == .core }
    let pair = snapshotPair(sections: 100, items: count / 100, itemID: family.id)
    runs[.snapshot] = { pair.new.batchUpdate(from: pair.old).itemMoves.count }
    return runs
}

/// String identifiers chosen against a hash of their bytes, 16 characters
/// unless stated (as `IdentifierKind.string`), for the typed path's keys.
public enum StringKeyFamily: String, CaseIterable, Sendable {
    /// The benchmarks' own ids ("id-" and 13 hex digits of a multiplied number): the baseline.
    case random = "random"
    /// "id-" and 13 decimal digits: only the last bytes differ.
    case lastBytes = "last-bytes"
    /// 4 base-64 digits, then 12 × "x": only the first word differs.
    case firstBytes = "first-bytes"
    /// Two 8-digit words, swapped in every other id: the same words in both orders.
    case swappedWords = "swapped-words"
    /// 100 × "p" before the baseline's id (116 bytes).
    case sharedPrefix = "shared-prefix"

    public func id(_ number: Int) -> String {
        switch self {
        case .random: return stringID(number)
        case .lastBytes:
            let digits = String(number)
            return "id-" + String(repeating: "0", count: max(0, 13 - digits.count)) + digits
        case .firstBytes:
            let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            let digits = (0..<4).map { alphabet[(number >> (6 * $0)) & 63] }
            return String(digits) + String(repeating: "x", count: 12)
        case .swappedWords:
            let a = String(format: "%08d", number / 2), b = String(format: "%08d", number / 2 + 50_000_000)
            return number % 2 == 0 ? a + b : b + a
        case .sharedPrefix: return String(repeating: "p", count: 100) + stringID(number)
        }
    }
}

/// The typed diff of workload 1 with the family's string ids.
public func prepareCraftedStringRun(_ family: StringKeyFamily, count: Int) -> PreparedRun {
    let slots = Workload.edit.slots(count: count)
    let lists = materialize(slots) { StringElement(id: family.id($0.id), version: $0.version) }
    return prepareRuns(old: lists.old, new: lists.new)[.typed]!
}
