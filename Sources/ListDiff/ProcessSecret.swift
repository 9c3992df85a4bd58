import Foundation

/// A secret drawn from the system's random source, for what must stay
/// unpredictable to whoever chooses a library's input (the diff tables'
/// placement, the order-statistics trees' priorities); `deterministic` when
/// `SWIFT_DETERMINISTIC_HASHING` is set, as Swift's `Hasher` does, for
/// reproducible runs. Each user draws its own once per process (a
/// `static let`), so that one secret learnt reveals no other.
package func processSecret(deterministic: UInt64) -> UInt64 {
    getenv("SWIFT_DETERMINISTIC_HASHING") != nil ? deterministic : .random(in: .min ... .max)
}

/// Two words drawn from `seed` by SplitMix64, the second odd (a
/// multiplier): the secret words a seeded table or hash needs.
package func secretWords(from seed: UInt64) -> (first: UInt64, odd: UInt64) {
    var state = seed
    func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    return (next(), next() | 1)
}
