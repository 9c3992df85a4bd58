#if canImport(UIKit) && !os(watchOS)
import UIKit

/// On Apple platforms the adapter is a `UICollectionView`'s data source and
/// flow-layout delegate, through one internal object: the same section
/// controllers vend the cells, sizes and supplementary views, and hear the
/// display, highlight and selection events, as on any view the adapter drives.
extension ListAdapter {
    /// The app's own collection-view delegate: it hears the calls the
    /// adapter handles, after it (display, highlight, selection), and on
    /// Apple platforms every other `UICollectionViewDelegate` call.
    public weak var collectionViewDelegate: (any UICollectionViewDelegate)? {
        get { bridge.collectionViewDelegate }
        set {
            bridge.collectionViewDelegate = newValue
            reassignViewDelegate()
        }
    }

    /// The app's own scroll-view delegate: it hears every
    /// `UIScrollViewDelegate` call, before the collection-view delegate does.
    public weak var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { bridge.scrollViewDelegate }
        set {
            bridge.scrollViewDelegate = newValue
            reassignViewDelegate()
        }
    }

    /// Sets the attached collection view's delegate to nil and back to the
    /// bridge, as IGListKit does: UIKit caches which optional methods a
    /// delegate answers when it is set, so a delegate of the app's given
    /// after the view was attached would never be asked its own.
    private func reassignViewDelegate() {
        guard let collectionView = listView as? UICollectionView, collectionView.delegate === platformBridge else { return }
        collectionView.delegate = nil
        collectionView.delegate = bridge
    }

    var bridge: CollectionViewBridge {
        if let bridge = platformBridge as? CollectionViewBridge { return bridge }
        let bridge = CollectionViewBridge(adapter: self)
        platformBridge = bridge
        return bridge
    }

}

/// The adapter drives a collection view through its bridge: its data
/// source, delegate and prefetch data source. `isPrefetchingEnabled` is left
/// as the app set it (IGListKit turns it off for its working range; here
/// both run, and section controllers that want per-item prefetching set a
/// ``SectionController/prefetchingDelegate``).
extension UICollectionView: AdapterHost {
    package func attach(_ adapter: ListAdapter) {
        dataSource = adapter.bridge
        delegate = adapter.bridge
        prefetchDataSource = adapter.bridge
    }

    package func detach(_ adapter: ListAdapter) {
        guard dataSource === adapter.platformBridge else { return }
        dataSource = nil
        delegate = nil
        if prefetchDataSource === adapter.platformBridge { prefetchDataSource = nil }
    }
}

/// The adapter's `UICollectionViewDataSource`,
/// `UICollectionViewDataSourcePrefetching` and
/// `UICollectionViewDelegateFlowLayout`.
final class CollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching,
    UICollectionViewDelegateFlowLayout
{
    weak var adapter: ListAdapter?
    weak var collectionViewDelegate: (any UICollectionViewDelegate)?
    weak var scrollViewDelegate: (any UIScrollViewDelegate)?

    init(adapter: ListAdapter) { self.adapter = adapter }

    // MARK: Data source

    func numberOfSections(in collectionView: UICollectionView) -> Int { adapter?.objects.count ?? 0 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard let adapter, let controller = adapter.sectionController(forSection: section) else { return 0 }
        return adapter.itemCount(of: controller)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = adapter?.cell(forItemAt: indexPath) as? UICollectionViewCell { return cell }
        return collectionView.placeholder(kind: nil, for: indexPath) as? UICollectionViewCell ?? UICollectionViewCell()
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = adapter?.supplementaryView(ofKind: kind, at: indexPath) as? UICollectionReusableView { return view }
        return collectionView.placeholder(kind: kind, for: indexPath) as? UICollectionReusableView
            ?? UICollectionReusableView()
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        adapter?.canMoveItem(at: indexPath) ?? false
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        adapter?.moveItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Prefetching: to the section controllers' prefetching delegates

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        adapter?.prefetchItems(at: indexPaths)
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        adapter?.cancelPrefetchingItems(at: indexPaths)
    }

    // MARK: Flow layout

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        adapter?.size(forItemAt: indexPath) ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        adapter?.size(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, at: IndexPath(indexes: [section, 0]))
            ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        adapter?.size(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, at: IndexPath(indexes: [section, 0]))
            ?? .zero
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        UIEdgeInsets(adapter?.inset(forSection: section) ?? .zero)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        adapter?.minimumLineSpacing(forSection: section) ?? 0
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        adapter?.minimumInteritemSpacing(forSection: section) ?? 0
    }

    // MARK: Delegate: handled, then forwarded

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        adapter?.willDisplay(cell, kind: nil, at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        #endif
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        adapter?.didEndDisplaying(cell, kind: nil, at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #endif
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        adapter?.willDisplay(view, kind: elementKind, at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(
            collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        #endif
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        adapter?.didEndDisplaying(view, kind: elementKind, at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        #endif
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        adapter?.didSelectItem(at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        #endif
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        adapter?.didDeselectItem(at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        #endif
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        adapter?.didHighlightItem(at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
        #endif
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        adapter?.didUnhighlightItem(at: indexPath)
        #if canImport(ObjectiveC)
        collectionViewDelegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
        #endif
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        scrollViewDelegate?.scrollViewDidScroll?(scrollView)
        collectionViewDelegate?.scrollViewDidScroll?(scrollView)
        #endif
    }

    // MARK: Everything else goes to the app's delegates (IGListKit's proxy)

    // NSObject declares these two nonisolated; the bridge is main-actor
    // isolated (its protocols are `@MainActor`), so they are overridden
    // nonisolated (Swift 6 refuses an isolated override of a nonisolated
    // method, and the app's delegates are main-actor state). UIKit asks
    // them on the main thread: when a delegate is set, and when it sends a
    // delegate message the bridge does not implement. There the main
    // actor's isolation is assumed; a call from any other thread (nothing
    // in UIKit makes one) gets the bridge's own answer, without forwarding.

    #if canImport(ObjectiveC)
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        guard Thread.isMainThread else { return false }
        return MainActor.assumeIsolated { appDelegate(respondingTo: aSelector) != nil }
    }

    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard Thread.isMainThread else { return super.forwardingTarget(for: aSelector) }
        let target = MainActor.assumeIsolated { ForwardingTarget(object: appDelegate(respondingTo: aSelector)) }
        return target.object ?? super.forwardingTarget(for: aSelector)
    }

    /// The app's delegate that answers `selector`: the scroll-view
    /// delegate first, as IGListKit's proxy asks them.
    private func appDelegate(respondingTo selector: Selector) -> AnyObject? {
        if let delegate = scrollViewDelegate, delegate.responds(to: selector) { return delegate }
        if let delegate = collectionViewDelegate, delegate.responds(to: selector) { return delegate }
        return nil
    }
    #endif
}

#if canImport(ObjectiveC)
/// The delegate `forwardingTarget(for:)` found on the main actor, handed
/// back to the Objective-C runtime on the same thread: it crosses no
/// isolation boundary, though the compiler cannot tell.
private struct ForwardingTarget: @unchecked Sendable {
    let object: AnyObject?
}
#endif
#endif
