import Foundation

/// A secret drawn from the system's random source, for what must stay
/// unpredictable to whoever chooses a library's input (the diff tables'
/// placement, the snapshot trees' priorities); `deterministic` when
/// `SWIFT_DETERMINISTIC_HASHING` is set, as Swift's `Hasher` does, for
/// reproducible runs. Each user draws its own once per process (a
/// `static let`), so that one secret learnt reveals no other.
package func processSecret(deterministic: UInt64) -> UInt64 {
    getenv("SWIFT_DETERMINISTIC_HASHING") != nil ? deterministic : .random(in: .min ... .max)
}
