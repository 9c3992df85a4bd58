/// How the updater's coalescer spaces updates (IGListKit's adaptive
/// coalescing). The default is not adaptive: every update runs on the next
/// turn. Intervals are in seconds; one that is negative, NaN or infinite
/// counts as 0.
public struct UpdateCoalescingConfiguration: Sendable, Hashable {
    /// Whether updates are spaced adaptively.
    public var isAdaptive: Bool
    /// The interval right after a quiet period, in seconds.
    public var minInterval: Double
    /// How much the interval grows each time updates come in faster than it.
    public var intervalIncrement: Double
    /// The largest interval.
    public var maxInterval: Double
    /// Whether a view that is not visible always waits `maxInterval`.
    public var useMaxIntervalWhenViewNotVisible: Bool

    /// Not adaptive.
    public static let regular = UpdateCoalescingConfiguration(
        isAdaptive: false, minInterval: 0, intervalIncrement: 0, maxInterval: 0, useMaxIntervalWhenViewNotVisible: false)

    /// An adaptive configuration.
    public static func adaptive(
        minInterval: Double, intervalIncrement: Double, maxInterval: Double, useMaxIntervalWhenViewNotVisible: Bool = false
    ) -> UpdateCoalescingConfiguration {
        UpdateCoalescingConfiguration(
            isAdaptive: true, minInterval: minInterval, intervalIncrement: intervalIncrement, maxInterval: maxInterval,
            useMaxIntervalWhenViewNotVisible: useMaxIntervalWhenViewNotVisible)
    }

    /// A configuration with every field given; ``regular`` and
    /// ``adaptive(minInterval:intervalIncrement:maxInterval:useMaxIntervalWhenViewNotVisible:)``
    /// name the usual two.
    public init(
        isAdaptive: Bool, minInterval: Double, intervalIncrement: Double, maxInterval: Double,
        useMaxIntervalWhenViewNotVisible: Bool
    ) {
        self.isAdaptive = isAdaptive
        self.minInterval = minInterval
        self.intervalIncrement = intervalIncrement
        self.maxInterval = maxInterval
        self.useMaxIntervalWhenViewNotVisible = useMaxIntervalWhenViewNotVisible
    }
}

/// Decides when queued updates run, so that a burst of requests becomes one
/// update (IGListKit's `IGListUpdateCoalescer`).
///
/// - Regular: the first ``queueUpdate(viewIsVisible:)`` schedules one update
///   for the next turn; further requests before it runs are absorbed.
/// - Adaptive: after a quiet period longer than the current interval (or
///   for the very first update) the update runs at once, synchronously, and
///   the interval resets to `minInterval`; updates that come faster wait out
///   the rest of the interval, which grows by `intervalIncrement` up to
///   `maxInterval`. A view that is not visible waits `maxInterval` when
///   `useMaxIntervalWhenViewNotVisible` is set.
///
/// ```swift
/// let coalescer = UpdateCoalescer(scheduler: MainQueueUpdateScheduler())
/// coalescer.perform = { print("one update") }
/// coalescer.queueUpdate()
/// ```
@MainActor
final class UpdateCoalescer {
    /// The spacing rules; changeable at any time.
    var configuration: UpdateCoalescingConfiguration
    /// Runs an update (the coalescer's delegate).
    var perform: (@MainActor () -> Void)?

    private let scheduler: UpdateScheduler
    private var hasQueuedUpdate = false
    private var lastUpdateStart: Double?
    private var interval: Double = 0

    /// A coalescer that reads time from and schedules on `scheduler`.
    init(scheduler: UpdateScheduler, configuration: UpdateCoalescingConfiguration = .regular) {
        self.scheduler = scheduler
        self.configuration = configuration
    }

    /// Asks for an update. Requests made while one is queued are absorbed.
    func queueUpdate(viewIsVisible: Bool = true) {
        guard !hasQueuedUpdate else { return }
        guard configuration.isAdaptive else {
            hasQueuedUpdate = true
            scheduler.schedule(after: 0) { [weak self] in self?.performUpdate() }
            return
        }
        let now = scheduler.now
        let elapsed = lastUpdateStart.map { now - $0 }
        let current = interval
        let maxInterval = Self.seconds(configuration.maxInterval)
        let visible = !(configuration.useMaxIntervalWhenViewNotVisible && !viewIsVisible)
        if visible {
            if elapsed == nil || elapsed! > current {
                interval = Self.seconds(configuration.minInterval)
                performUpdate()
                return
            }
            interval = min(current + Self.seconds(configuration.intervalIncrement), maxInterval)
        }
        let delay = max(0, visible ? current - (elapsed ?? 0) : maxInterval)
        hasQueuedUpdate = true
        scheduler.schedule(after: delay) { [weak self] in self?.performUpdate() }
    }

    /// An interval of the configuration as a number of seconds to wait:
    /// one that is negative or not finite counts as 0 (an infinite one
    /// would never let the update run).
    private static func seconds(_ interval: Double) -> Double { interval.isFinite && interval > 0 ? interval : 0 }

    private func performUpdate() {
        hasQueuedUpdate = false
        lastUpdateStart = scheduler.now
        perform?()
    }
}
