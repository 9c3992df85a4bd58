import Foundation
import ListUpdates

/// Observes what a ``ListAdapterUpdater`` does, step by step (IGListKit's
/// `IGListAdapterUpdaterDelegate`): for logging, metrics and tests. Every
/// method has an empty default.
///
/// Order for a batch: will diff → did diff → will perform → (the view
/// applies the batch) → did perform → completions.
///
/// ```swift
/// final class Log: ListAdapterUpdaterDelegate {
///     func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView) { print(batch) }
/// }
/// ```
@MainActor
public protocol ListAdapterUpdaterDelegate: AnyObject {
    /// A section diff is about to run.
    func updaterWillDiff(from: [any ListDiffable], to: [any ListDiffable])
    /// The section diff is back (`onBackground`: it ran off the main actor).
    func updaterDidDiff(_ diff: List.Result, onBackground: Bool)
    /// A batch is about to be applied.
    func updaterWillPerformBatchUpdates(
        _ view: any ListView, from: [any ListDiffable], to: [any ListDiffable], diff: List.Result, animated: Bool)
    /// The view finished applying `batch` (the sanitized batch it was given).
    func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView)
    /// The view is about to reload; `isFallbackReload` when a batch was
    /// replaced by a reload (too many changes, or the view's section count
    /// did not match).
    func updaterWillReloadData(_ view: any ListView, isFallbackReload: Bool)
    /// The view reloaded.
    func updaterDidReloadData(_ view: any ListView, isFallbackReload: Bool)
    /// Work ran without a view to show it on.
    func updaterDidFinishWithoutUpdates()
    /// A batch did not add up to the data's counts, or the view refused it
    /// (UIKit would have raised): `rejection` says which batch and why. The
    /// updater reloaded the view instead, so it shows the data.
    func updater(_ view: any ListView, didRecoverFrom rejection: BatchRejection)
    /// Item changes made outside any update are about to be applied at once.
    func updater(_ view: any ListView, willApplyImmediately change: BatchUpdate)
}

extension ListAdapterUpdaterDelegate {
    /// Does nothing.
    public func updaterWillDiff(from: [any ListDiffable], to: [any ListDiffable]) {}
    /// Does nothing.
    public func updaterDidDiff(_ diff: List.Result, onBackground: Bool) {}
    /// Does nothing.
    public func updaterWillPerformBatchUpdates(
        _ view: any ListView, from: [any ListDiffable], to: [any ListDiffable], diff: List.Result, animated: Bool) {}
    /// Does nothing.
    public func updaterDidPerformBatchUpdates(_ batch: BatchUpdate, in view: any ListView) {}
    /// Does nothing.
    public func updaterWillReloadData(_ view: any ListView, isFallbackReload: Bool) {}
    /// Does nothing.
    public func updaterDidReloadData(_ view: any ListView, isFallbackReload: Bool) {}
    /// Does nothing.
    public func updaterDidFinishWithoutUpdates() {}
    /// Does nothing.
    public func updater(_ view: any ListView, didRecoverFrom rejection: BatchRejection) {}
    /// Does nothing.
    public func updater(_ view: any ListView, willApplyImmediately change: BatchUpdate) {}
}
