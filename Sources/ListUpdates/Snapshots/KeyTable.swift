import ListDiff

/// A table from 64-bit keys to 63-bit values (below 2^63), with open addressing: the
/// item index of a snapshot whose identifiers are their own keys (integers,
/// `ObjectIdentifier`), 16 bytes a slot at a load of at most 3/4, where a
/// `Dictionary` hashes each key with SipHash and rounds its table up to a
/// power of two (42 bytes an item at a million items, its index built,
/// against 30 here). A key and its value share a slot: a probe reads one
/// cache line.
///
/// Slots are probed linearly from the one the key's mix picks (`KeyMix`,
/// the C core's placement, with a secret of its own), scaled to the
/// capacity. Keys chosen without the secret collide no more than random
/// ones, and keys in arithmetic progression (consecutive ids, addresses)
/// probe no more than random ones whatever the secret, so no choice of
/// ids makes it quadratic. A removal
/// shifts back the entries after it in their run, so no tombstones build up.
@usableFromInline
package struct KeyTable {
    /// A key and its value (with the top bit set), or 0 and 0 when empty:
    /// side by side, so that a probe reads one cache line.
    @usableFromInline
    struct Slot {
        @usableFromInline var key: UInt64
        @usableFromInline var value: UInt64
        @inlinable init(key: UInt64, value: UInt64) {
            self.key = key
            self.value = value
        }
    }

    @usableFromInline var slots: [Slot] = []
    /// The entries. O(1).
    @usableFromInline package var count = 0
    @usableFromInline let placement: Placement

    /// Where keys go: the key's mix, scaled to the capacity.
    @usableFromInline
    struct Placement {
        @usableFromInline let mix: KeyMix

        @inlinable init(_ words: (first: UInt64, odd: UInt64)) {
            mix = KeyMix(words)
        }

        /// The slot where `key`'s probe starts, in a table of `capacity`
        /// slots. O(1).
        @inlinable
        func home(_ key: UInt64, _ capacity: Int) -> Int {
            Int(truncatingIfNeeded: mix.mixed(key).multipliedFullWidth(by: UInt64(capacity)).high)
        }

        /// The slot holding `key`, or the empty slot where it would go.
        /// O(1) expected.
        @inlinable
        func probe(_ key: UInt64, in slots: UnsafeBufferPointer<Slot>) -> (index: Int, found: Bool) {
            var i = home(key, slots.count)
            while slots[i].value != 0 {
                if slots[i].key == key { return (i, true) }
                i += 1
                if i == slots.count { i = 0 }
            }
            return (i, false)
        }
    }

    /// The secret of every table's placement, drawn once per process.
    @usableFromInline static let secret = secretWords(from: processSecret(deterministic: 0x5EED_7AB1E))

    /// An empty table.
    @inlinable
    package init() {
        self.init(secret: Self.secret)
    }

    /// An empty table placing its keys with `secret` rather than the
    /// process's (tests try many).
    @inlinable
    init(secret: (first: UInt64, odd: UInt64)) {
        placement = Placement(secret)
    }

    @inlinable static var occupied: UInt64 { 1 << 63 }

    /// The value of `key`, or nil. O(1) expected.
    @inlinable
    package subscript(key: UInt64) -> UInt64? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let (i, found) = placement.probe(key, in: slots)
            return found ? slots[i].value & ~Self.occupied : nil
        }
    }

    /// Sets `key`'s value, returning the one it replaced. O(1) expected
    /// (amortized over the growth of the table).
    @inlinable
    package mutating func updateValue(_ value: UInt64, forKey key: UInt64) -> UInt64? {
        // Grows only for a new key: replacing a value never moves the table.
        if (count + 1) * 4 > slots.count * 3, self[key] == nil { reserveCapacity(Swift.max(2 * count, 12)) }
        let placement = self.placement
        let (old, added): (UInt64?, Bool) = slots.withUnsafeMutableBufferPointer { slots in
            let (i, found) = placement.probe(key, in: UnsafeBufferPointer(slots))
            let old = found ? slots[i].value & ~Self.occupied : nil
            slots[i] = Slot(key: key, value: value | Self.occupied)
            return (old, !found)
        }
        if added { count += 1 }
        return old
    }

    /// Removes `key`, returning its value. O(1) expected.
    @inlinable
    @discardableResult
    package mutating func removeValue(forKey key: UInt64) -> UInt64? {
        guard !slots.isEmpty else { return nil }
        let placement = self.placement
        let old: UInt64? = slots.withUnsafeMutableBufferPointer { slots in
            var (hole, found) = placement.probe(key, in: UnsafeBufferPointer(slots))
            guard found else { return nil }
            let old = slots[hole].value & ~Self.occupied
            slots[hole] = Slot(key: 0, value: 0)
            var j = hole
            while true {
                j += 1
                if j == slots.count { j = 0 }
                if slots[j].value == 0 { return old }
                // The entry at j stays unless the hole lies between its home
                // and j (cyclically): then its probe would stop at the hole.
                let start = placement.home(slots[j].key, slots.count)
                let stays = hole < j ? (start > hole && start <= j) : (start > hole || start <= j)
                if !stays {
                    slots[hole] = slots[j]
                    slots[j] = Slot(key: 0, value: 0)
                    hole = j
                }
            }
        }
        if old != nil { count -= 1 }
        return old
    }

    /// Makes room for `capacity` entries at a load of 3/4 at most. O(count).
    @inlinable
    package mutating func reserveCapacity(_ capacity: Int) {
        let size = Swift.max(16, capacity + capacity / 3 + 1)
        guard size > slots.count else { return }
        let old = slots, placement = self.placement
        slots = Array(repeating: Slot(key: 0, value: 0), count: size)
        slots.withUnsafeMutableBufferPointer { slots in
            for slot in old where slot.value != 0 {
                slots[placement.probe(slot.key, in: UnsafeBufferPointer(slots)).index] = slot
            }
        }
    }
}
