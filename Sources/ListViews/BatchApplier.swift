import Foundation

/// How a driver puts an update on a list view: the one routine that the
/// adapter's updater, the diffable data source and the data controller all
/// use.
///
/// 1. Each step is one `performBatchUpdates`. Inside it, the step switches
///    the driver's data and returns the batch.
/// 2. If the steps leave reconfigures of moved items (UIKit reconfigures an
///    item where it was, so a reconfigured item that moves is reconfigured
///    where it landed, after the batch), they follow as one more batch.
/// 3. `didPerform` hears each batch's completion. `completion` runs once,
///    with the last batch's `finished`.
/// 4. If the view refuses a batch, nothing more is sent. `recover` gets a
///    `BatchRejection` naming that batch, and the driver shows its data by
///    reloading the view. `completion` does not run then: `recover` finishes
///    the update as the driver finishes one. (A view that refuses before it
///    runs the step's block, which UIKit never does,
///    leaves the batch unknown: the rejection names the one before, or an
///    empty one.)
///
/// ```swift
/// BatchApplier.apply([{ self.data = new; return batch }], to: view, animated: true,
///                    completion: { finished in done(finished) },
///                    recover: { rejection in report(rejection); view.reloadData(); done(false) })
/// ```
package enum BatchApplier {
    /// Puts `steps` on `view`, then the reconfigures they leave
    /// (`reconfigures`, read once the steps ran). With no step, `completion`
    /// runs at once with true.
    ///
    /// - Complexity: the view's work for each batch.
    @MainActor
    package static func apply(
        _ steps: [() -> BatchUpdate], to view: any ListView, animated: Bool,
        reconfigures: () -> BatchUpdate = { BatchUpdate() },
        didPerform: ((BatchUpdate, Bool) -> Void)? = nil,
        completion: ((Bool) -> Void)?,
        recover: (BatchRejection) -> Void
    ) {
        guard !steps.isEmpty else {
            completion?(true)
            return
        }
        var sent = BatchUpdate()  // what a refusal refuses
        var after = BatchUpdate()  // the reconfigures, once the steps ran
        do {
            for (index, step) in steps.enumerated() {
                let last = index == steps.count - 1
                var performed = BatchUpdate()
                try view.performBatchUpdates({
                    performed = step()
                    sent = performed
                    if last { after = reconfigures() }
                    return performed
                }, animated: animated, completion: { finished in
                    didPerform?(performed, finished)
                    // The view may complete before it returns, and after runs
                    // the reconfigures: `after` is read when it completes.
                    if last && after.isEmpty { completion?(finished) }
                })
            }
            guard !after.isEmpty else { return }
            let reconfigure = after
            sent = reconfigure
            try view.performBatchUpdates({ reconfigure }, animated: animated, completion: { finished in
                didPerform?(reconfigure, finished)
                completion?(finished)
            })
        } catch {
            recover(BatchRejection(batch: sent, error: error))
        }
    }
}
