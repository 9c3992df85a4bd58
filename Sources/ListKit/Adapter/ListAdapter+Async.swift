import Foundation

// IGListSwiftKit's `async` forms of the adapter's updates.
extension ListAdapter {
    /// ``performUpdates(animated:completion:)``, returning once the update
    /// is on the view: whether its animations finished (IGListSwiftKit's
    /// `performUpdates(animated:) async`). Complexity: that of the update.
    ///
    /// ```swift
    /// await adapter.performUpdates(animated: true)
    /// ```
    @discardableResult
    public func performUpdates(animated: Bool) async -> Bool {
        await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            performUpdates(animated: animated) { done.resume(returning: $0) }
        }
    }

    /// ``reloadData(completion:)``, returning once the view reloaded
    /// (IGListSwiftKit's `reloadData() async`). Complexity: that of the
    /// reload.
    @discardableResult
    public func reloadData() async -> Bool {
        await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            reloadData { done.resume(returning: $0) }
        }
    }
}
