#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A `UICollectionView`'s data source, flow-layout delegate and prefetch
/// data source that turns each of the view's calls into a
/// ``ListViewDriver``'s: the one bridge through which the adapter, the
/// diffable data source and the data controller drive a collection view.
///
/// What the driver leaves to the view is the layout's own (an item's size,
/// a section's inset and spacings: a flow layout's properties). A cell the
/// driver does not give is an empty cell the view did not hand out (UIKit
/// raises on it, as for any data source); a supplementary view it does not
/// give is an empty one of the view's. When the driver forwards
/// (``ListViewDelegateForwarding``), the app's own delegates hear each event
/// before the driver, as IGListKit's adapter orders them: scroll events go
/// to the scroll-view delegate, the others to the collection-view
/// delegate, and every call the bridge does not handle goes to whichever
/// answers it, the scroll-view delegate first, as IGListKit's proxy does.
/// Whether an item may be selected or deselected is the driver's answer
/// alone; whether it may be highlighted, the app's delegate's when it
/// gives one.
///
/// ```swift
/// let bridge = ListCollectionViewBridge(driver: myDriver)
/// collectionView.dataSource = bridge   // keep `bridge`: UIKit holds it weakly
/// collectionView.delegate = bridge
/// ```
///
/// This glue is type-checked in CI against a stand-in with UIKit's
/// signatures; it has not been run on a device.
public final class ListCollectionViewBridge: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching,
    UICollectionViewDelegateFlowLayout
{
    /// The driver the view's calls go to. Held weakly.
    public private(set) weak var driver: (any ListViewDriver)?

    /// A bridge to `driver`. O(1).
    public init(driver: any ListViewDriver) { self.driver = driver }

    private var forwarding: (any ListViewDelegateForwarding)? { driver as? any ListViewDelegateForwarding }
    #if canImport(ObjectiveC)
    private var appDelegate: (any UICollectionViewDelegate)? {
        forwarding?.forwardedViewDelegate as? any UICollectionViewDelegate
    }
    private var appScrollDelegate: (any UIScrollViewDelegate)? {
        forwarding?.forwardedScrollViewDelegate as? any UIScrollViewDelegate
    }
    #endif

    // MARK: Data source

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        driver?.numberOfSections(in: collectionView) ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        driver?.listView(collectionView, numberOfItemsInSection: section) ?? 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        driver?.listView(collectionView, cellForItemAt: indexPath) as? UICollectionViewCell ?? UICollectionViewCell()
    }

    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = driver?.listView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            as? UICollectionReusableView { return view }
        return collectionView.placeholder(kind: kind, for: indexPath) as? UICollectionReusableView
            ?? UICollectionReusableView()
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(collectionView, canMoveItemAt: indexPath) ?? false
    }

    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        driver?.listView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Prefetching

    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        driver?.listView(collectionView, prefetchItemsAt: indexPaths)
    }

    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        driver?.listView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }

    // MARK: Flow layout: the driver's, else the layout's own

    private func flowLayout(_ layout: UICollectionViewLayout) -> UICollectionViewFlowLayout? {
        layout as? UICollectionViewFlowLayout
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        driver?.listView(collectionView, sizeForItemAt: indexPath) ?? flowLayout(collectionViewLayout)?.itemSize ?? .zero
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        driver?.listView(collectionView, sizeForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
                         at: IndexPath(indexes: [section, 0])) ?? .zero
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        driver?.listView(collectionView, sizeForSupplementaryElementOfKind: UICollectionView.elementKindSectionFooter,
                         at: IndexPath(indexes: [section, 0])) ?? .zero
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        if let inset = driver?.listView(collectionView, insetForSectionAt: section) { return inset }
        return flowLayout(collectionViewLayout)?.sectionInset ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        driver?.listView(collectionView, minimumLineSpacingForSectionAt: section)
            ?? flowLayout(collectionViewLayout)?.minimumLineSpacing ?? 0
    }

    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        driver?.listView(collectionView, minimumInteritemSpacingForSectionAt: section)
            ?? flowLayout(collectionViewLayout)?.minimumInteritemSpacing ?? 0
    }

    // MARK: Delegate: the app's delegate, then the driver (as IGListKit's adapter)

    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        #endif
        driver?.listView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #endif
        driver?.listView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        #endif
        driver?.listView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(
            collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        #endif
        driver?.listView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
    }

    #if !os(tvOS)
    /// The app's delegate's menu when it gives one, else the driver's (the
    /// item's section controller's, behind an adapter).
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        #if canImport(ObjectiveC)
        if let menu = appDelegate?.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point) {
            return menu
        }
        #endif
        return driver?.listView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
    #endif

    /// The app's delegate's answer when it gives one, else the driver's
    /// (IGListKit leaves this question to the app's delegate).
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        #if canImport(ObjectiveC)
        if let answer = appDelegate?.collectionView?(collectionView, shouldHighlightItemAt: indexPath) { return answer }
        #endif
        return driver?.listView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
        #endif
        driver?.listView(collectionView, didHighlightItemAt: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
        #endif
        driver?.listView(collectionView, didUnhighlightItemAt: indexPath)
    }

    /// The driver's answer alone (IGListKit's adapter answers with the
    /// section controller's).
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(collectionView, shouldSelectItemAt: indexPath) ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        #endif
        driver?.listView(collectionView, didSelectItemAt: indexPath)
    }

    /// The driver's answer alone.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(collectionView, shouldDeselectItemAt: indexPath) ?? true
    }

    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        appDelegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        #endif
        driver?.listView(collectionView, didDeselectItemAt: indexPath)
    }

    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        let target = driver?.listView(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
        #if canImport(ObjectiveC)
        if let answer = appDelegate?.collectionView?(
            collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target) { return answer }
        #endif
        return target
    }

    // MARK: Scrolling: the app's scroll-view delegate, then the driver

    // As IGListKit's adapter: the app's scroll-view delegate hears these,
    // its collection-view delegate does not.

    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        appScrollDelegate?.scrollViewDidScroll?(scrollView)
        #endif
        if let view = scrollView as? UICollectionView { driver?.listViewDidScroll(view) }
    }

    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        appScrollDelegate?.scrollViewWillBeginDragging?(scrollView)
        #endif
        if let view = scrollView as? UICollectionView { driver?.listViewWillBeginDragging(view) }
    }

    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        #if canImport(ObjectiveC)
        appScrollDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
        #endif
        if let view = scrollView as? UICollectionView { driver?.listViewDidEndDragging(view, willDecelerate: decelerate) }
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        appScrollDelegate?.scrollViewDidEndDecelerating?(scrollView)
        #endif
        if let view = scrollView as? UICollectionView { driver?.listViewDidEndDecelerating(view) }
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
    nonisolated override public func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        guard Thread.isMainThread else { return false }
        return MainActor.assumeIsolated { appDelegate(respondingTo: aSelector) != nil }
    }

    nonisolated override public func forwardingTarget(for aSelector: Selector!) -> Any? {
        guard Thread.isMainThread else { return super.forwardingTarget(for: aSelector) }
        let target = MainActor.assumeIsolated { ForwardingTarget(object: appDelegate(respondingTo: aSelector)) }
        return target.object ?? super.forwardingTarget(for: aSelector)
    }

    /// The app's delegate that answers `selector`: the scroll-view
    /// delegate first, as IGListKit's proxy asks them.
    private func appDelegate(respondingTo selector: Selector) -> AnyObject? {
        if let delegate = appScrollDelegate, delegate.responds(to: selector) { return delegate }
        if let delegate = appDelegate, delegate.responds(to: selector) { return delegate }
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

extension UICollectionView {
    /// Makes `driver` this view's data source through a new bridge, its
    /// delegate too when `asDelegate` (a data source alone, as Apple's
    /// diffable data source, leaves it), and its prefetch data source when
    /// `prefetching` (else the app's stays). The caller keeps the bridge:
    /// UIKit holds it weakly. O(1).
    package func attach(_ driver: any ListViewDriver, asDelegate: Bool, prefetching: Bool = false) -> ListCollectionViewBridge {
        let bridge = ListCollectionViewBridge(driver: driver)
        dataSource = bridge
        if asDelegate { delegate = bridge }
        if prefetching { prefetchDataSource = bridge }
        return bridge
    }

    /// Lets go of `bridge`, in each role it holds. O(1).
    package func detach(_ bridge: AnyObject?) {
        guard let bridge else { return }
        if dataSource === bridge { dataSource = nil }
        if delegate === bridge { delegate = nil }
        if prefetchDataSource === bridge { prefetchDataSource = nil }
    }
}
#endif
