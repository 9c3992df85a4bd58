import Dispatch

/// A clock and a way to run work later, injected into the updating machinery
/// so that tests decide when time passes (`ListKitTesting` ships a manual
/// one) and apps use the main queue (``MainQueueUpdateScheduler``).
@MainActor
public protocol UpdateScheduler: AnyObject {
    /// Monotonic time in seconds.
    var now: Double { get }
    /// Runs `work` on the main actor once `delay` seconds (≥ 0) have passed;
    /// a delay of 0 means the next turn, never synchronously.
    func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void)
    /// Runs `work` off the main actor, then `completion` with its result on
    /// the main actor, never synchronously: where a driver diffs in the
    /// background. By default `work` runs on a detached task; a test's
    /// scheduler can run it when the test moves time instead.
    func runInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void)
}

extension UpdateScheduler {
    /// Runs `work` on a detached task of user-initiated priority, then
    /// `completion` on the main actor. O(1) here, and the work there.
    ///
    /// ```swift
    /// scheduler.runInBackground({ expensiveDiff() }) { result in show(result) }
    /// ```
    public func runInBackground<Result: Sendable>(
        _ work: @escaping @Sendable () -> Result, completion: @escaping @MainActor (Result) -> Void
    ) {
        Task.detached(priority: .userInitiated) {
            let result = work()
            await MainActor.run { completion(result) }
        }
    }
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
