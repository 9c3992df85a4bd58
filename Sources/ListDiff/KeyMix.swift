/// The mix that places 64-bit keys in the Swift side's open-addressing
/// tables, as the C core places its own: the key xor-ed with one secret word
/// and multiplied by another (odd) into 128 bits whose halves are folded
/// together, then multiplied by a fixed odd constant (Fibonacci hashing).
/// A table takes its slot from the top bits of the result.
///
/// The fold alone is not enough: for keys in arithmetic progression
/// (consecutive integers, multiples of 2^12 or 2^32, addresses of objects of
/// one size) some secrets leave its top bits so regular that linear probing
/// walks runs of tens to hundreds of slots; the final multiply spreads what
/// the fold leaves structured, so that such keys probe no more than random
/// ones whatever the secret (see `KeyTableTests`).
///
/// ```swift
/// let mix = KeyMix(secretWords(from: processSecret(deterministic: 7)))
/// let home = Int(truncatingIfNeeded: mix.mixed(key).multipliedFullWidth(by: UInt64(capacity)).high)
/// ```
@usableFromInline
package struct KeyMix: Sendable {
    /// Xor-ed into every key.
    @usableFromInline let flip: UInt64
    /// Odd.
    @usableFromInline let multiplier: UInt64

    /// A mix keyed by two secret words, the second odd (`secretWords(from:)`).
    @inlinable
    package init(_ words: (first: UInt64, odd: UInt64)) {
        (flip, multiplier) = (words.first, words.odd | 1)
    }

    /// `key`, mixed: every bit of the result depends on every bit of the key
    /// and of the secret. O(1): two multiplies.
    @inlinable @inline(__always)
    package func mixed(_ key: UInt64) -> UInt64 {
        let product = (key ^ flip).multipliedFullWidth(by: multiplier)
        return (product.high ^ product.low) &* 0x9E37_79B9_7F4A_7C15
    }
}
