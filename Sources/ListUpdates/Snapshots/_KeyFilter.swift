import ListDiff

/// A set of 64-bit keys that answers "maybe" for about one key in sixteen
/// that it does not hold, and never "no" for one it holds: one bit per key,
/// taken from the key's mix, in a bit array of sixteen bits per key. Asked
/// first, it spares most keys that are not in a table their look-up there:
/// the bits of a few thousand keys stay in the first cache level, where the
/// table's slots would not.
///
/// Keys that share bits only cost look-ups, never a wrong answer; the mix
/// is secret (`KeyMix`), so keys cannot be chosen to share them.
@usableFromInline
struct _KeyFilter {
    @usableFromInline var words: [UInt64]
    /// 64 less the bit array's size in bits, a power of two, as a power.
    @usableFromInline let shift: UInt64
    @usableFromInline let mix: KeyMix

    /// An empty filter for up to `capacity` keys (at one key in sixteen
    /// answered "maybe" by mistake at that many), its bits placed with
    /// `secret` (tests try many; the process's by default).
    ///
    /// Complexity: O(capacity): it allocates and clears 2 bytes a key.
    @inlinable
    init(capacity: Int, secret: (first: UInt64, odd: UInt64) = KeyTable.secret) {
        var power: UInt64 = 6
        while (1 << power) < 16 * capacity && power < 40 { power += 1 }
        words = [UInt64](repeating: 0, count: 1 << (power - 6))
        shift = 64 - power
        mix = KeyMix(secret)
    }

    /// The bit of `key`.
    @inlinable @inline(__always)
    func bit(_ key: UInt64) -> Int { Int(truncatingIfNeeded: mix.mixed(key) >> shift) }

    /// Adds `key`. O(1).
    @inlinable
    mutating func insert(_ key: UInt64) {
        let bit = bit(key)
        words[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// Whether `key` may have been added: always true for one that was.
    /// O(1): a multiply or two and one load.
    @inlinable
    func mayContain(_ key: UInt64) -> Bool {
        let bit = bit(key)
        return words.withUnsafeBufferPointer { $0[bit >> 6] } & (1 << UInt64(bit & 63)) != 0
    }
}
