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
    public init() {}

    public var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1e9)) }
            work()
        }
    }
}

/// A scheduler whose time only moves when a test says so: ``advance(by:)``
/// runs every piece of work that falls due, in due-time order (ties in the
/// order they were scheduled).
///
/// ```swift
/// let scheduler = ManualUpdateScheduler()
/// coalescer.queueUpdate()
/// scheduler.advance(by: 0)  // runs what was scheduled for "the next turn"
/// ```
@MainActor
public final class ManualUpdateScheduler: UpdateScheduler {
    public private(set) var now: Double = 0
    private var pending: [(due: Double, order: Int, work: @MainActor () -> Void)] = []
    private var scheduled = 0

    public init() {}

    /// The number of pieces of work waiting.
    public var pendingCount: Int { pending.count }

    public func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
        pending.append((now + max(0, delay), scheduled, work))
        scheduled += 1
    }

    /// Moves time forward by `seconds`, running the work that falls due
    /// (work scheduled while running, if due by then, runs too).
    public func advance(by seconds: Double) {
        let end = now + max(0, seconds)
        while let next = pending.indices.filter({ pending[$0].due <= end })
            .min(by: { (pending[$0].due, pending[$0].order) < (pending[$1].due, pending[$1].order) }) {
            let item = pending.remove(at: next)
            now = max(now, item.due)
            item.work()
        }
        now = end
    }
}
