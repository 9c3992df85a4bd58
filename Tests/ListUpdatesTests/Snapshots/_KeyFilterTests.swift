import ListTestSupport
@testable import ListUpdates
import XCTest

/// `_KeyFilter`: never "no" for a key it holds, and "maybe" for at most
/// about one key in sixteen it does not hold, at its capacity, whatever the
/// secret, for keys in arithmetic progression as well as random ones.
final class KeyFilterTests: XCTestCase {
    func testEveryKeyAddedIsAMaybe() {
        var filter = _KeyFilter(capacity: 100)
        for key in UInt64(1)...100 { filter.insert(key) }
        XCTAssertTrue((UInt64(1)...100).allSatisfy(filter.mayContain))
        XCTAssertEqual(filter.words.count, 2_048 / 64, "16 bits a key, rounded up to a power of two")
    }

    func testAnEmptyFilterHoldsNothing() {
        let filter = _KeyFilter(capacity: 0)
        XCTAssertFalse((UInt64(0)..<1_000).contains(where: filter.mayContain))
    }

    /// 20 seeded secrets × three families of 2,000 keys (consecutive,
    /// multiples of 2^32, random): all added keys are maybes, and of 20,000
    /// keys not added, under 1 in 10 (1 in 16 expected).
    func testFalseMaybesStayRareWhateverTheSecret() {
        for seed in UInt64(1)...20 {
            var rng = SplitMix64(seed: seed)
            let secret = (first: rng.next(), odd: rng.next() | 1)
            let families: [(String, (UInt64) -> UInt64)] = [
                ("consecutive", { $0 }), ("multiples of 2^32", { $0 << 32 }), ("random", { _ in rng.next() }),
            ]
            for (name, key) in families {
                var filter = _KeyFilter(capacity: 2_000, secret: secret)
                let added = (UInt64(0)..<2_000).map(key)
                for k in added { filter.insert(k) }
                XCTAssertTrue(added.allSatisfy(filter.mayContain), "seed \(seed), \(name)")
                let addedSet = Set(added)
                let others = (UInt64(10_000)..<30_000).map(key).filter { !addedSet.contains($0) }
                let maybes = others.filter(filter.mayContain).count
                XCTAssertLessThan(Double(maybes) / Double(others.count), 0.1, "seed \(seed), \(name): \(maybes) of \(others.count)")
            }
        }
    }
}
