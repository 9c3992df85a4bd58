#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UITableView`'s data source that turns each of the view's calls into
/// a ``ListViewDriver``'s: rows are the driver's items. A cell the driver
/// does not give is an empty cell the view did not hand out (UIKit raises
/// on it, as for any data source).
///
/// ```swift
/// let bridge = ListTableViewBridge(driver: myDriver)
/// tableView.dataSource = bridge   // keep `bridge`: UIKit holds it weakly
/// ```
///
/// This glue is type-checked in CI against a stand-in with UIKit's
/// signatures; it has not been run on a device.
public final class ListTableViewBridge: NSObject, UITableViewDataSource {
    /// The driver the view's calls go to. Held weakly.
    public private(set) weak var driver: (any ListViewDriver)?

    /// A bridge to `driver`. O(1).
    public init(driver: any ListViewDriver) { self.driver = driver }

    public func numberOfSections(in tableView: UITableView) -> Int { driver?.numberOfSections(in: tableView) ?? 0 }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        driver?.listView(tableView, numberOfItemsInSection: section) ?? 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        driver?.listView(tableView, cellForItemAt: indexPath) as? UITableViewCell ?? UITableViewCell()
    }

    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        driver?.listView(tableView, canMoveItemAt: indexPath) ?? false
    }

    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        driver?.listView(tableView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
}

extension UITableView {
    /// Makes `driver` this view's data source through a new bridge, which
    /// the caller keeps (UIKit holds it weakly). O(1).
    package func attach(_ driver: any ListViewDriver) -> ListTableViewBridge {
        let bridge = ListTableViewBridge(driver: driver)
        dataSource = bridge
        return bridge
    }
}
#endif
