/// The completions of a data source's applies, run in the order the applies
/// were asked for, each once its apply is done: an apply that lands first
/// (a reload, say) waits for the completions of those asked for before it.
///
/// Each apply takes a ticket (its place in call order, completion or not);
/// an apply that lands in place of others finishes their tickets with its
/// own, and the completions run from the oldest while they are finished.
struct CompletionQueue {
    typealias Work = @MainActor () -> Void

    private var entries: [(work: Work?, isFinished: Bool)] = []
    /// The ticket of `entries[0]`.
    private var base = 0
    /// The index in `entries` of the first completion not run.
    private var head = 0

    /// The ticket the next ``add(_:)`` gives.
    var nextTicket: Int { base + entries.count }

    /// Takes a ticket for an apply with `work` as its completion. O(1)
    /// amortized.
    mutating func add(_ work: Work?) -> Range<Int> {
        entries.append((work, false))
        return nextTicket - 1..<nextTicket
    }

    /// The applies holding `tickets` are done. O(tickets).
    mutating func finish(_ tickets: Range<Int>) {
        for ticket in tickets where ticket - base >= head && ticket - base < entries.count {
            entries[ticket - base].isFinished = true
        }
    }

    /// Whether the oldest completion not run is ready to. O(1).
    var hasFinishedHead: Bool { head < entries.count && entries[head].isFinished }

    /// The next completion to run, taken out (`.some(nil)` for an apply
    /// without one), or nil while the oldest apply is not done. O(1)
    /// amortized.
    mutating func next() -> Work?? {
        guard head < entries.count, entries[head].isFinished else { return nil }
        let work = entries[head].work
        entries[head].work = nil
        head += 1
        if head >= 64 && 2 * head >= entries.count {
            entries.removeFirst(head)
            base += head
            head = 0
        }
        return .some(work)
    }
}
