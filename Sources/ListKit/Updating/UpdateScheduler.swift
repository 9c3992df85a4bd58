import Dispatch

/// A clock and a way to run work later, injected into the updating machinery
/// so that tests decide when time passes (``ManualUpdateScheduler``) and apps
/// use the main queue (``MainQueueUpdateScheduler``).
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Monotonic time in seconds.
    var now: Double { get }
    /// Runs `work` on the main actor once `delay` seconds (≥ 0) have passed;
    /// a delay of 0 means the next turn, never synchronously.
    func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void)
}

/// The main queue and the system's monotonic clock.
@MainActor
public final class MainQueueUpdateScheduler: UpdateScheduler {
    /// The scheduler; it holds no state.
    public init() {}

    /// Monotonic seconds, from `DispatchTime.now()`.
    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// A delay that is not a number counts as 0; one too long for the
    /// clock (beyond about 584 years, or infinite) is cut to that.
    public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        let nanoseconds = Self.nanoseconds(of: delay)
        Task { @MainActor in
            if nanoseconds > 0 { try? await Task.sleep(nanoseconds: nanoseconds) }
            work()
        }
    }

    /// `delay` seconds as a sleep: 0 for one that is negative or not a
    /// number, the longest the clock takes for one beyond it.
    nonisolated static func nanoseconds(of delay: Double) -> UInt64 {
        let nanoseconds = delay * 1e9
        guard nanoseconds > 0 else { return 0 }
        return nanoseconds < Double(UInt64.max) ? UInt64(nanoseconds) : .max
    }
}

/// A scheduler whose time only moves when a test says so: ``advance(by:)``
/// runs every piece of work that falls due, in due-time order (ties in the
/// order they were scheduled).
///
/// ```swift
/// let scheduler = ManualUpdateScheduler()
/// let coalescer = UpdateCoalescer(scheduler: scheduler)
/// coalescer.queueUpdate()
/// scheduler.advance(by: 0)  // runs what was scheduled for "the next turn"
/// ```
@MainActor
public final class ManualUpdateScheduler: UpdateScheduler {
    /// The time in seconds: 0 at first, moved only by ``advance(by:)``.
    public private(set) var now: Double = 0
    private var pending = _Heap<Pending>()
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
