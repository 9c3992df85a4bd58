import ListDiff

/// A table from 64-bit keys to 63-bit values (below 2^63), with open addressing: the
/// item index of a snapshot whose identifiers are their own keys (integers,
/// `ObjectIdentifier`), 16 bytes a slot at a load of at most 3/4, where a
/// `Dictionary` hashes each key with SipHash and rounds its table up to a
/// power of two (42 bytes an item at a million items, its index built,
/// against 30 here).
///
/// Slots are probed linearly from the one the key's mix picks: the key
/// xor-ed with a secret word and multiplied by another into 128 bits whose
/// halves are folded, then scaled to the capacity (the C core's placement,
/// with a secret of its own). Keys chosen without the secret collide no
/// more than random ones, so no choice of ids makes it quadratic. A removal
/// shifts back the entries after it in their run, so no tombstones build up.
@usableFromInline
package struct KeyTable {
    /// keys[i] is the key of slot i when values[i] is not 0.
    @usableFromInline var keys: [UInt64] = []
    /// Each slot's value with its top bit set, or 0 when the slot is empty.
    @usableFromInline var values: [UInt64] = []
    /// The entries. O(1).
    @usableFromInline package var count = 0
    @usableFromInline let flip: UInt64
    @usableFromInline let multiplier: UInt64

    /// The secret of every table's placement, drawn once per process.
    @usableFromInline static let secret = secretWords(from: processSecret(deterministic: 0x5EED_7AB1E))

    /// An empty table.
    @inlinable
    package init() {
        (flip, multiplier) = Self.secret
    }

    @inlinable static var occupied: UInt64 { 1 << 63 }

    /// The slot where `key`'s probe starts. O(1).
    @inlinable
    func home(_ key: UInt64) -> Int {
        let product = (key ^ flip).multipliedFullWidth(by: multiplier)
        return Int(truncatingIfNeeded: (product.high ^ product.low).multipliedFullWidth(by: UInt64(values.count)).high)
    }

    /// The slot holding `key`, or nil. O(1) expected.
    @inlinable
    func slot(of key: UInt64) -> Int? {
        guard !values.isEmpty else { return nil }
        var i = home(key)
        while values[i] != 0 {
            if keys[i] == key { return i }
            i += 1
            if i == values.count { i = 0 }
        }
        return nil
    }

    /// The value of `key`, or nil. O(1) expected.
    @inlinable
    package subscript(key: UInt64) -> UInt64? {
        slot(of: key).map { values[$0] & ~Self.occupied }
    }

    /// Sets `key`'s value, returning the one it replaced. O(1) expected
    /// (amortized over the growth of the table).
    @inlinable
    package mutating func updateValue(_ value: UInt64, forKey key: UInt64) -> UInt64? {
        if let i = slot(of: key) {
            let old = values[i] & ~Self.occupied
            values[i] = value | Self.occupied
            return old
        }
        if (count + 1) * 4 > values.count * 3 { reserveCapacity(Swift.max(2 * count, 12)) }
        var i = home(key)
        while values[i] != 0 {
            i += 1
            if i == values.count { i = 0 }
        }
        keys[i] = key
        values[i] = value | Self.occupied
        count += 1
        return nil
    }

    /// Removes `key`, returning its value. O(1) expected.
    @inlinable
    @discardableResult
    package mutating func removeValue(forKey key: UInt64) -> UInt64? {
        guard var hole = slot(of: key) else { return nil }
        let old = values[hole] & ~Self.occupied
        values[hole] = 0
        count -= 1
        var j = hole
        while true {
            j += 1
            if j == values.count { j = 0 }
            if values[j] == 0 { return old }
            // The entry at j stays unless the hole lies between its home
            // and j (cyclically): then its probe would stop at the hole.
            let start = home(keys[j])
            let stays = hole < j ? (start > hole && start <= j) : (start > hole || start <= j)
            if !stays {
                keys[hole] = keys[j]
                values[hole] = values[j]
                values[j] = 0
                hole = j
            }
        }
    }

    /// Makes room for `capacity` entries at a load of 3/4 at most. O(count).
    @inlinable
    package mutating func reserveCapacity(_ capacity: Int) {
        let slots = Swift.max(16, capacity + capacity / 3 + 1)
        guard slots > values.count else { return }
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: 0, count: slots)
        values = Array(repeating: 0, count: slots)
        for (key, value) in zip(oldKeys, oldValues) where value != 0 {
            var i = home(key)
            while values[i] != 0 {
                i += 1
                if i == slots { i = 0 }
            }
            keys[i] = key
            values[i] = value
        }
    }
}

/// The entries of a snapshot's item index: a ``KeyTable`` for identifiers
/// that are their own keys, a `Dictionary` for the others (the test folds
/// away where the code is specialized).
@usableFromInline
internal struct _SnapshotEntries<ItemID: Hashable> {
    @usableFromInline var dictionary: [ItemID: UInt64] = [:]
    @usableFromInline var table = KeyTable()

    @inlinable init() {}

    @inlinable static var exact: Bool { ExactIdentifierKey.isExact(ItemID.self) }

    @inlinable
    var count: Int { Self.exact ? table.count : dictionary.count }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        if Self.exact { table.reserveCapacity(capacity) } else { dictionary.reserveCapacity(capacity) }
    }

    @inlinable
    subscript(item: ItemID) -> UInt64? {
        get { Self.exact ? table[ExactIdentifierKey.key(item)] : dictionary[item] }
        set {
            if let newValue {
                _ = updateValue(newValue, forKey: item)
            } else if Self.exact {
                table.removeValue(forKey: ExactIdentifierKey.key(item))
            } else {
                dictionary[item] = nil
            }
        }
    }

    @inlinable
    mutating func updateValue(_ value: UInt64, forKey item: ItemID) -> UInt64? {
        Self.exact ? table.updateValue(value, forKey: ExactIdentifierKey.key(item)) : dictionary.updateValue(value, forKey: item)
    }
}
