import Foundation

/// A first-in, first-out queue of work for the main thread, fed from any
/// thread (Texture's `ASMainSerialQueue`): the editing queue hands each
/// measured change set over through it, so change sets reach the main
/// thread in the order they were measured, whatever else runs there.
final class ListMainSerialQueue: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`: the work not yet run, from `head` on.
    private var work: [@MainActor @Sendable () -> Void] = []
    private var head = 0

    /// Queues `block` and asks the main actor to run the queue.
    func perform(_ block: @escaping @MainActor @Sendable () -> Void) {
        lock.lock()
        work.append(block)
        lock.unlock()
        Task { @MainActor in self.drain() }
    }

    /// Runs every block queued so far, oldest first, including blocks that
    /// those queue; a later hop finds the queue empty.
    @MainActor func drain() {
        while let next = takeNext() { next() }
    }

    private func takeNext() -> (@MainActor @Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        guard head < work.count else { return nil }
        let next = work[head]
        head += 1
        if head == work.count { (work, head) = ([], 0) }
        return next
    }
}
