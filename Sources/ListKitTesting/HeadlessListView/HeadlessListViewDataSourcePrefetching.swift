import Foundation
import ListKit

/// Hears ahead of time which items a ``HeadlessListView`` is likely to show
/// soon, as UICollectionView tells its `UICollectionViewDataSourcePrefetching`
/// object: start loading their data (images, say) before their cells are
/// asked for, and stop when they are no longer needed. Set it as the view's
/// ``HeadlessListView/prefetchDataSource``.
///
/// The view calls it after an update is done (a scroll, the first layout
/// pass, a batch, a new size or layout, an interactive move), never from
/// inside one: the index paths are those of the data as the update left it.
/// Each call names at least one item, in index-path order. See
/// ``HeadlessListView/prefetchMargin`` for which items and when.
///
/// ```swift
/// final class Thumbnails: HeadlessListViewDataSourcePrefetching {
///     var loading: Set<IndexPath> = []
///     func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
///         loading.formUnion(indexPaths)
///     }
///     func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
///         loading.subtract(indexPaths)
///     }
/// }
/// ```
@MainActor
public protocol HeadlessListViewDataSourcePrefetching: AnyObject {
    /// Start preparing the data of the items at `indexPaths`: they are in
    /// the prefetch band and not on screen (UIKit: "cells it's likely to
    /// display in the near future"; it never names cells it needs at once).
    func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop preparing the data of the items at `indexPaths` (their current
    /// index paths): each was prefetched, has not been displayed since, and
    /// has left the prefetch band. Does nothing by default (UIKit's is
    /// optional too).
    func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension HeadlessListViewDataSourcePrefetching {
    /// Does nothing.
    public func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
