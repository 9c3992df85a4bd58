/// A list view that takes an adapter as its data source and delegate when
/// the adapter attaches to it: `UICollectionView` (through the adapter's
/// bridge) and `ListKitTesting`'s view conform. Any other
/// `ListView` is only driven: it reads the adapter's data itself.
@MainActor
package protocol AdapterHost: ListView {
    /// Makes `adapter` the view's data source and delegate.
    func attach(_ adapter: ListAdapter)
    /// Lets go of `adapter`, where it is the view's data source or delegate.
    func detach(_ adapter: ListAdapter)
}
