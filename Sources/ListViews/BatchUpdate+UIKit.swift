#if canImport(UIKit) && !os(watchOS)
import UIKit

extension BatchUpdate {
    /// The batch as this system's collection and table views take it:
    /// before iOS 15 there is no reconfigure, and a reload would rebuild
    /// the item at the same index path after the update, which other
    /// changes may have shifted; reconfigured items go as deletes and
    /// inserts where they land instead.
    var forThisSystem: BatchUpdate {
        if #available(iOS 15.0, tvOS 15.0, *) { return self }
        var batch = self
        batch.itemReloads += batch.itemReconfigures
        batch.itemReconfigures = []
        return batch.uncheckedSanitized()
    }
}
#endif
