import Foundation

/// A view that can take a ``ListDataController`` as its data source and
/// delegate, and tell where its items are: `ListKitTesting`'s view, and
/// `UICollectionView` on UIKit.
@MainActor
package protocol NodeHost: AnyObject {
    /// Takes `controller` as the data source and delegate.
    func attach(_ controller: ListDataController)
    /// Lets `controller` go, if it is the data source.
    func detach(_ controller: ListDataController)
    /// The part of the content on screen, in content coordinates.
    var visibleBounds: CGRect { get }
    /// Whether the content scrolls sideways.
    var scrollsHorizontally: Bool { get }
    /// The items whose frames overlap `rect`, in index-path order.
    func indexPathsForItems(in rect: CGRect) -> [IndexPath]
}

extension ListDataController {
    /// The reuse identifier of the host cells and views that node hosts
    /// register.
    package static let nodeReuseIdentifier = "ListPipeline.node"
}
