#if canImport(UIKit) && !os(watchOS)
import UIKit

/// On Apple platforms the adapter drives a `UICollectionView` through a
/// ``ListViews/ListCollectionViewBridge``: the same section controllers vend
/// the cells, sizes and supplementary views, and hear the display,
/// highlight and selection events, as on any view the adapter drives.
extension ListAdapter {
    /// The app's own collection-view delegate: it hears the events the
    /// adapter handles, before it (display, highlight, selection), decides
    /// highlighting, and hears every other `UICollectionViewDelegate` call;
    /// not scroll events, which go to ``scrollViewDelegate`` (as in
    /// IGListKit).
    public weak var collectionViewDelegate: (any UICollectionViewDelegate)? {
        get { forwardedViewDelegate as? any UICollectionViewDelegate }
        set {
            forwardedViewDelegate = newValue
            reassignViewDelegate()
        }
    }

    /// The app's own scroll-view delegate: it hears every
    /// `UIScrollViewDelegate` call, before the section controllers'
    /// scroll delegates.
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { forwardedScrollViewDelegate as? any UIScrollViewDelegate }
        set {
            forwardedScrollViewDelegate = newValue
            reassignViewDelegate()
        }
    }

    /// Sets the attached collection view's delegate to nil and back to the
    /// bridge, as IGListKit does: UIKit caches which optional methods a
    /// delegate answers when it is set, so a delegate of the app's given
    /// after the view was attached would never be asked its own.
    private func reassignViewDelegate() {
        guard let collectionView = listView as? UICollectionView, let bridge = viewBridge as? ListCollectionViewBridge,
              collectionView.delegate === bridge
        else { return }
        collectionView.delegate = nil
        collectionView.delegate = bridge
    }
}

/// The adapter drives a collection view through its bridge: its data
/// source, delegate and prefetch data source. `isPrefetchingEnabled` is left
/// as the app set it (IGListKit turns it off for its working range; here
/// both run, and section controllers that want per-item prefetching set a
/// ``SectionController/prefetchingDelegate``).
extension UICollectionView: AdapterHost {
    /// One adapter per view: a previous one lets go (IGListKit's PR #517).
    package func attach(_ adapter: ListAdapter) {
        AdapterViewDriver.previousAdapter(of: (dataSource as? ListCollectionViewBridge)?.driver, letsGoOf: self, for: adapter)
        adapter.viewBridge = attach(adapter.viewDriver, asDelegate: true, prefetching: true)
    }

    package func detach(_ adapter: ListAdapter) {
        detach(adapter.viewBridge)
        adapter.viewBridge = nil
    }
}
#endif
