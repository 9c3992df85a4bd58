/// The distinct identifiers of a list, each as the indexes of its first and
/// last occurrences: what a map from identifier to last index needs.
///
/// Found with the keys the diff uses (`_DiffKey`: exact integers compared as
/// they are, other identifiers by hash and then `==`) in an open-addressing
/// table of 1.5 to 3 slots per element, at a cost of a few instructions per
/// exact key where `[ID: Int]` hashes each with `Hasher`. Slots are placed as
/// the C core places its entries, by a mix keyed with the per-process seed
/// (see "Placement and the seed" in `CDiffCore.h`), so that identifiers chosen
/// to collide cannot make it quadratic.
@usableFromInline
internal struct _DistinctIdentifiers {
    /// A slot: an identifier's key, and its first and last indexes (`first`
    /// is -1 in an empty slot).
    @usableFromInline
    internal struct Slot {
        @usableFromInline var key: UInt64
        @usableFromInline var first: Int32
        @usableFromInline var last: Int32

        @inlinable
        init(key: UInt64, first: Int32, last: Int32) {
            self.key = key
            self.first = first
            self.last = last
        }
    }

    @usableFromInline let slots: [Slot]
    /// How many distinct identifiers there are.
    @usableFromInline let count: Int

    /// Complexity: O(n) expected, one key per identifier and one `==` per
    /// repeated non-exact identifier (and per hash collision).
    @inlinable
    init<ID: Hashable>(_ ids: [ID]) {
        let exact = _DiffKey.isExact(ID.self)
        var capacity = 2
        while 2 * capacity < 3 * ids.count { capacity *= 2 }  // a load of at most 2/3, as in the core
        let mask = capacity - 1, shift = UInt64(capacity.trailingZeroBitCount)
        var slots = [Slot](repeating: Slot(key: 0, first: -1, last: -1), count: capacity)
        var count = 0
        let placement = _CoreDiff.placement
        slots.withUnsafeMutableBufferPointer { slots in
            for index in ids.indices {
                let key = _DiffKey.key(ids[index])
                var position = Self.home(of: key, placement, shift: shift)
                while true {
                    let slot = slots[position]
                    if slot.first < 0 {
                        slots[position] = Slot(key: key, first: Int32(index), last: Int32(index))
                        count += 1
                        break
                    }
                    if slot.key == key && (exact || ids[Int(slot.first)] == ids[index]) {
                        slots[position].last = Int32(index)
                        break
                    }
                    position = (position + 1) & mask
                }
            }
        }
        self.slots = slots
        self.count = count
    }

    /// Calls `body` with the first and last index of each distinct identifier.
    @inlinable
    func forEach(_ body: (_ first: Int, _ last: Int) -> Void) {
        for slot in slots where slot.first >= 0 { body(Int(slot.first), Int(slot.last)) }
    }

    /// The home slot of a key among 2^`shift` slots: the key xor-ed with one
    /// secret word, multiplied by another into 128 bits folded together, then
    /// spread by a fixed odd multiplier, as in the C core.
    @inlinable @inline(__always)
    static func home(of key: UInt64, _ placement: KeyMix, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: placement.mixed(key) >> (64 &- shift))
    }
}
