import Foundation
import ListKit

extension ListAdapter {
    /// The app's own delegate for a ``HeadlessListView``: it hears every
    /// delegate event (display, highlight, selection, scrolling) before the
    /// adapter handles it, as IGListKit's adapter forwards to its
    /// `collectionViewDelegate` and `scrollViewDelegate`. It decides
    /// whether an item may be highlighted; the section controllers decide
    /// selection and sizes. Held weakly.
    public var viewDelegate: (any HeadlessListViewDelegate)? {
        get { forwardedViewDelegate as? any HeadlessListViewDelegate }
        set { forwardedViewDelegate = newValue }
    }
}

/// The headless view takes the adapter's driver, through its bridge, as
/// its data source, delegate and prefetch data source (its
/// ``HeadlessListView/isPrefetchingEnabled`` is left as it is).
extension HeadlessListView: AdapterHost {
    /// One adapter per view: a previous one lets go (IGListKit's PR #517).
    package func attach(_ adapter: ListAdapter) {
        AdapterViewDriver.previousAdapter(of: driver, letsGoOf: self, for: adapter)
        adapter.viewBridge = attach(adapter.viewDriver, asDelegate: true, prefetching: true)
    }

    package func detach(_ adapter: ListAdapter) {
        detach(adapter.viewBridge)
        adapter.viewBridge = nil
    }
}
