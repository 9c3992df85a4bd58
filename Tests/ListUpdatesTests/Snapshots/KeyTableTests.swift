import ListTestSupport
@testable import ListUpdates
import XCTest

/// `KeyTable` against a `Dictionary`: seeded random inserts, updates and
/// removals over key alphabets that crowd the table's runs (small ranges,
/// multiples of 2^32, consecutive keys), every key checked after each step.
final class KeyTableTests: XCTestCase {
    func replay(seed: UInt64, steps: Int, keys: (inout SplitMix64) -> UInt64) {
        var rng = SplitMix64(seed: seed)
        var table = KeyTable(), model: [UInt64: UInt64] = [:]
        var seen = Set<UInt64>()
        for step in 0..<steps {
            let key = keys(&rng)
            seen.insert(key)
            let value = UInt64.random(in: 0..<(1 << 63), using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                XCTAssertEqual(table.updateValue(value, forKey: key), model.updateValue(value, forKey: key), "seed \(seed), step \(step)")
            case 6..<9:
                XCTAssertEqual(table.removeValue(forKey: key), model.removeValue(forKey: key), "seed \(seed), step \(step)")
            default:
                table.reserveCapacity(model.count + Int.random(in: 0..<64, using: &rng))
            }
            XCTAssertEqual(table.count, model.count, "seed \(seed), step \(step)")
            if step % 16 == 0 || step == steps - 1 {
                for key in seen where table[key] != model[key] {
                    return XCTFail("key \(key): \(String(describing: table[key])), expected \(String(describing: model[key])); seed \(seed), step \(step)")
                }
            }
        }
    }

    func testSmallKeyRanges() {
        for seed in UInt64(1)...20 { replay(seed: seed, steps: 2_000) { UInt64.random(in: 0..<200, using: &$0) } }
    }

    func testStructuredKeys() {
        for seed in UInt64(30)...35 {
            replay(seed: seed, steps: 3_000) { UInt64.random(in: 0..<300, using: &$0) << 32 }
            replay(seed: seed, steps: 3_000) { UInt64.random(in: 0..<300, using: &$0) &* 0x9E37_79B9_7F4A_7C15 }
            replay(seed: seed, steps: 3_000) { UInt64.max - UInt64.random(in: 0..<300, using: &$0) }
        }
    }

    /// Replacing the value of a key already there never moves the table,
    /// even when it is as full as it gets (a snapshot's index is built at
    /// its item count, then has its position hints corrected in place).
    func testReplacingAValueAtFullLoadDoesNotGrow() {
        var table = KeyTable()
        table.reserveCapacity(1_000)
        let slots = table.slots.count
        var key = UInt64(0)
        while (table.count + 1) * 4 <= slots * 3 {
            XCTAssertNil(table.updateValue(key, forKey: key))
            key += 1
        }
        for old in UInt64(0)..<key { XCTAssertEqual(table.updateValue(old + 1, forKey: old), old) }
        XCTAssertEqual(table.slots.count, slots)
        XCTAssertNil(table.updateValue(0, forKey: key))  // a new key grows it
        XCTAssertGreaterThan(table.slots.count, slots)
    }

    func testManyKeysGrowTheTable() {
        var table = KeyTable()
        for key in UInt64(0)..<100_000 { XCTAssertNil(table.updateValue(key * 3, forKey: key)) }
        XCTAssertEqual(table.count, 100_000)
        for key in stride(from: UInt64(0), to: 100_000, by: 2) { XCTAssertEqual(table.removeValue(forKey: key), key * 3) }
        for key in UInt64(0)..<100_000 { XCTAssertEqual(table[key], key % 2 == 0 ? nil : key * 3) }
        XCTAssertEqual(table.count, 50_000)
    }

    /// Keys in arithmetic progression (consecutive ids, multiples of 2^12
    /// and 2^32, addresses of 48-byte objects) probe no further than random
    /// keys, whatever the secret: filled to its full load of 3/4, a table's
    /// keys lie on average about 1.5 slots past their home with linear
    /// probing of a random placement (Knuth: (1 + 1/(1 - a)) / 2 probes per
    /// hit at load a); 3 is the bound checked for each of 40 seeded secrets.
    /// A placement that only folds the 128-bit product (no final multiply)
    /// fails it: some secrets put such keys tens of slots past home.
    func testKeysInProgressionProbeAsRandomKeysDo() {
        let count = 16_000
        let families: [(String, (UInt64) -> UInt64)] = [
            ("consecutive", { $0 }), ("multiples of 2^12", { $0 << 12 }), ("multiples of 2^32", { $0 << 32 }),
            ("48-byte objects", { 0x7F00_0000_0000 + $0 * 48 }),
        ]
        var rng = SplitMix64(seed: 41)
        for trial in 0..<40 {
            let secret = (first: rng.next(), odd: rng.next() | 1)
            for (name, key) in families {
                var table = KeyTable(secret: secret)
                table.reserveCapacity(count)
                for i in UInt64(0)..<UInt64(count) { _ = table.updateValue(i, forKey: key(i)) }
                let slots = table.slots, capacity = slots.count
                var distance = 0
                for (at, slot) in slots.enumerated() where slot.value != 0 {
                    distance += (at - table.placement.home(slot.key, capacity) + capacity) % capacity
                }
                let mean = Double(distance) / Double(count)
                XCTAssertLessThan(mean, 3, "\(name): \(mean) slots past home on average; secret \(secret), trial \(trial)")
            }
        }
    }
}
