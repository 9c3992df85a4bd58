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
