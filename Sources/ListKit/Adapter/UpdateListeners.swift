/// A ``ListAdapter``'s update listeners, held weakly, in the order they
/// were added (adding one again moves it last).
///
/// Complexity: adding or removing a listener O(1) amortized (a removed or
/// gone listener leaves an empty slot until the slots are compacted, after
/// as many additions as listeners were kept); ``all`` O(slots).
@MainActor
struct UpdateListeners {
    private struct Slot {
        weak var value: (any ListAdapterUpdateListener)?
    }

    private var slots: [Slot] = []
    /// The slot of each listener added and not removed since (also of some
    /// gone ones, until the next compaction).
    private var slotOf: [ObjectIdentifier: Int] = [:]
    private var keptAtCompaction = 0

    /// Adds `listener` last (moving it there when it was in already).
    mutating func add(_ listener: any ListAdapterUpdateListener) {
        remove(listener)
        slotOf[ObjectIdentifier(listener)] = slots.count
        slots.append(Slot(value: listener))
        if slots.count >= 2 * keptAtCompaction + 8 { compact() }
    }

    /// Removes `listener`, if it is in.
    mutating func remove(_ listener: any ListAdapterUpdateListener) {
        // A gone listener's identifier may have been reused: its slot then
        // holds nil, not `listener`.
        guard let slot = slotOf.removeValue(forKey: ObjectIdentifier(listener)), slots[slot].value === listener
        else { return }
        slots[slot].value = nil
    }

    /// The listeners still alive, in order.
    var all: [any ListAdapterUpdateListener] {
        var alive: [any ListAdapterUpdateListener] = []
        for slot in slots { if let listener = slot.value { alive.append(listener) } }
        return alive
    }

    /// Drops the empty slots.
    private mutating func compact() {
        var kept: [Slot] = []
        slotOf = [:]
        for slot in slots {
            guard let listener = slot.value else { continue }
            slotOf[ObjectIdentifier(listener)] = kept.count
            kept.append(slot)
        }
        slots = kept
        keptAtCompaction = kept.count
    }
}
