import Foundation

/// A batch a list view refused, or one that did not add up to the data's
/// counts before it was sent, and why. Every driver reports one when it
/// reloads the view instead, through the channel it has:
/// `ListAdapterUpdaterDelegate.updater(_:didRecoverFrom:)`,
/// `DiffableDataSourceError.rejectedBatch(_:)` and
/// `ListDataController.Diagnostic.batchRejected(_:)`.
///
/// ```swift
/// dataSource.errorHandler = { error in
///     if case .rejectedBatch(let rejection) = error { print(rejection.error as Any, rejection.batch) }
/// }
/// ```
public struct BatchRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// The batch refused.
    public let batch: BatchUpdate
    /// The rule of UIKit's batches that `batch` breaks; nil when the view
    /// refused it with an error of its own kind (then `reason` says why).
    public let error: BatchUpdateError?
    /// Why, in one line.
    public let reason: String

    /// `batch`, refused with `error`. O(1).
    public init(batch: BatchUpdate, error: any Error) {
        self.batch = batch
        self.error = error as? BatchUpdateError
        reason = String(describing: error)
    }

    /// "the view refused" the batch, and why.
    public var description: String { "batch refused (\(reason)): \(batch)" }

    /// By `reason` alone: `BatchUpdate` is not `Hashable`, and rejections
    /// that differ only in their batch are rare enough to share a bucket.
    /// O(length of `reason`).
    public func hash(into hasher: inout Hasher) { hasher.combine(reason) }
}
