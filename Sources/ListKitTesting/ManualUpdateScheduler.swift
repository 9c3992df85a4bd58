import ListKit

/// A scheduler whose time only moves when a test says so: ``advance(by:)``
/// runs every piece of work that falls due, in due-time order (ties in the
/// order they were scheduled).
///
/// ```swift
/// let scheduler = ManualUpdateScheduler()
/// let adapter = ListAdapter(updater: ListAdapterUpdater(scheduler: scheduler))
/// adapter.listView = HeadlessListView(visibleItemCount: 10, scheduler: scheduler)
/// adapter.performUpdates(animated: true)
/// scheduler.advance(by: 0)  // runs what was scheduled for "the next turn"
/// ```
@MainActor
public final class ManualUpdateScheduler: UpdateScheduler {
    /// The time in seconds: 0 at first, moved only by ``advance(by:)``.
    public private(set) var now: Double = 0
    private var pending = Heap<Pending>()
    private var scheduled = 0

    /// A piece of work waiting, ordered by due time, then by when it was
    /// scheduled.
    private struct Pending: Comparable {
        let due: Double
        let order: Int
        let work: @MainActor () -> Void

        static func < (lhs: Pending, rhs: Pending) -> Bool { (lhs.due, lhs.order) < (rhs.due, rhs.order) }
        static func == (lhs: Pending, rhs: Pending) -> Bool { lhs.order == rhs.order }
    }

    /// A scheduler at time 0 with nothing waiting.
    public init() {}

    /// The number of pieces of work waiting.
    public var pendingCount: Int { pending.count }

    /// Complexity: O(log pending).
    public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        pending.insert(Pending(due: now + max(0, delay), order: scheduled, work: work))
        scheduled += 1
    }

    /// Runs `work`, then `completion` with its result, on the main actor
    /// when the test moves time (as work scheduled with no delay): a
    /// background diff finishes exactly when the test says, with no
    /// thread. O(log pending).
    public func runInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void
    ) {
        schedule(after: 0) { completion(work()) }
    }

    /// Moves time forward by `seconds`, running the work that falls due
    /// (work scheduled while running, if due by then, runs too).
    ///
    /// Complexity: O(log pending) per piece of work run.
    public func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        while let next = pending.min, next.due <= end {
            pending.removeMin()
            now = max(now, next.due)
            next.work()
        }
        now = end
    }
}
