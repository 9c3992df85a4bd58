import Foundation
import ListKit

/// A ``HeadlessListView`` driven by a `ListViewDriver` (the adapter, the
/// diffable data source, the data controller): the view's data source,
/// delegate and prefetch data source in one, turning each of the view's
/// calls into the driver's, as `ListCollectionViewBridge` does for a
/// `UICollectionView`. What the driver leaves to the view (an item's size,
/// a section's inset and spacings) is the view's own. When the driver
/// forwards (the adapter's ``ListKit/ListAdapter/viewDelegate``), the app's
/// own ``HeadlessListViewDelegate`` hears each event before the driver, as
/// IGListKit's adapter orders them. Whether an item may be selected or
/// deselected is the driver's answer alone; whether it may be highlighted,
/// the app's delegate's when there is one.
@MainActor
package final class HeadlessListViewBridge: HeadlessListViewDataSource, HeadlessListViewDelegate,
    HeadlessListViewDataSourcePrefetching
{
    package private(set) weak var driver: (any ListViewDriver)?

    init(driver: any ListViewDriver) { self.driver = driver }

    /// The app's own delegate the driver forwards to, if any.
    private var appDelegate: (any HeadlessListViewDelegate)? {
        (driver as? any ListViewDelegateForwarding)?.forwardedViewDelegate as? any HeadlessListViewDelegate
    }

    // MARK: Data source

    package func numberOfSections(in view: HeadlessListView) -> Int { driver?.numberOfSections(in: view) ?? 0 }

    package func headlessListView(_ view: HeadlessListView, numberOfItemsInSection section: Int) -> Int {
        driver?.listView(view, numberOfItemsInSection: section) ?? 0
    }

    /// The driver's cell; an empty one the view did not hand out (a fault it
    /// records) when the driver gives none or one of another kind.
    package func headlessListView(_ view: HeadlessListView, cellForItemAt indexPath: IndexPath) -> HeadlessCell {
        driver?.listView(view, cellForItemAt: indexPath) as? HeadlessCell ?? HeadlessCell()
    }

    package func headlessListView(
        _ view: HeadlessListView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> HeadlessReusableView? {
        driver?.listView(view, viewForSupplementaryElementOfKind: kind, at: indexPath) as? HeadlessReusableView
    }

    package func headlessListView(_ view: HeadlessListView, identifierOfSection section: Int) -> AnyHashable? {
        driver?.listView(view, identifierOfSection: section)
    }

    package func headlessListView(_ view: HeadlessListView, identifierOfItemAt indexPath: IndexPath) -> AnyHashable? {
        driver?.listView(view, identifierOfItemAt: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    ) -> ListItemIdentifiers? {
        driver?.listView(view, identifiersOfItemsInSection: section)
    }

    package func headlessListView(_ view: HeadlessListView, canMoveItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(view, canMoveItemAt: indexPath) ?? false
    }

    package func headlessListView(_ view: HeadlessListView, moveItemAt source: IndexPath, to destination: IndexPath) {
        driver?.listView(view, moveItemAt: source, to: destination)
    }

    // MARK: Layout: the driver's, else the view's own

    package func headlessListView(_ view: HeadlessListView, sizeForItemAt indexPath: IndexPath) -> CGSize {
        driver?.listView(view, sizeForItemAt: indexPath) ?? view.defaultItemSize
    }

    package func headlessListView(
        _ view: HeadlessListView, sizeForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CGSize {
        driver?.listView(view, sizeForSupplementaryElementOfKind: kind, at: indexPath) ?? .zero
    }

    package func headlessListView(_ view: HeadlessListView, insetForSectionAt section: Int) -> ListEdgeInsets {
        driver?.listView(view, insetForSectionAt: section) ?? view.sectionInset
    }

    package func headlessListView(_ view: HeadlessListView, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        driver?.listView(view, minimumLineSpacingForSectionAt: section) ?? view.minimumLineSpacing
    }

    package func headlessListView(_ view: HeadlessListView, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        driver?.listView(view, minimumInteritemSpacingForSectionAt: section) ?? view.minimumInteritemSpacing
    }

    // MARK: Delegate: the app's delegate, then the driver (as IGListKit's adapter)

    package func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, willDisplay: cell, forItemAt: indexPath)
        driver?.listView(view, willDisplay: cell, forItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, didEndDisplaying: cell, forItemAt: indexPath)
        driver?.listView(view, didEndDisplaying: cell, forItemAt: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        appDelegate?.headlessListView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
        driver?.listView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        appDelegate?.headlessListView(
            view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
        driver?.listView(view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
    }

    /// The app's delegate's answer when there is one, else the driver's
    /// (IGListKit leaves this question to the app's delegate). Its protocol
    /// answers true by default, so any app delegate decides here, where
    /// UIKit's bridge asks the driver when the app's delegate does not
    /// implement the method.
    package func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        if let appDelegate { return appDelegate.headlessListView(view, shouldHighlightItemAt: indexPath) }
        return driver?.listView(view, shouldHighlightItemAt: indexPath) ?? true
    }

    /// The app's delegate's menu when it gives one (its protocol answers
    /// nil by default, so nil cannot mean "no menu" there), else the
    /// driver's.
    package func headlessListView(
        _ view: HeadlessListView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ListContextMenuConfiguration? {
        if let menu = appDelegate?.headlessListView(view, contextMenuConfigurationForItemAt: indexPath, point: point) {
            return menu
        }
        return driver?.listView(view, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    package func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, didHighlightItemAt: indexPath)
        driver?.listView(view, didHighlightItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, didUnhighlightItemAt: indexPath)
        driver?.listView(view, didUnhighlightItemAt: indexPath)
    }

    /// The driver's answer alone (IGListKit's adapter answers with the
    /// section controller's).
    package func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(view, shouldSelectItemAt: indexPath) ?? true
    }

    package func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, didSelectItemAt: indexPath)
        driver?.listView(view, didSelectItemAt: indexPath)
    }

    /// The driver's answer alone.
    package func headlessListView(_ view: HeadlessListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        driver?.listView(view, shouldDeselectItemAt: indexPath) ?? true
    }

    package func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        appDelegate?.headlessListView(view, didDeselectItemAt: indexPath)
        driver?.listView(view, didDeselectItemAt: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        let target = driver?.listView(
            view, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath) ?? proposedIndexPath
        return appDelegate?.headlessListView(
            view, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
            atCurrentIndexPath: currentIndexPath, toProposedIndexPath: target) ?? target
    }

    package func headlessListViewDidScroll(_ view: HeadlessListView) {
        appDelegate?.headlessListViewDidScroll(view)
        driver?.listViewDidScroll(view)
    }

    package func headlessListViewWillBeginDragging(_ view: HeadlessListView) {
        appDelegate?.headlessListViewWillBeginDragging(view)
        driver?.listViewWillBeginDragging(view)
    }

    package func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool) {
        appDelegate?.headlessListViewDidEndDragging(view, willDecelerate: decelerate)
        driver?.listViewDidEndDragging(view, willDecelerate: decelerate)
    }

    /// The app's delegate alone: IGListKit forwards it and keeps nothing of it.
    package func headlessListViewWillEndDragging(
        _ view: HeadlessListView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
    ) {
        appDelegate?.headlessListViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: &targetContentOffset)
    }

    package func headlessListViewDidEndDecelerating(_ view: HeadlessListView) {
        appDelegate?.headlessListViewDidEndDecelerating(view)
        driver?.listViewDidEndDecelerating(view)
    }

    // MARK: Prefetching

    package func headlessListView(_ view: HeadlessListView, prefetchItemsAt indexPaths: [IndexPath]) {
        driver?.listView(view, prefetchItemsAt: indexPaths)
    }

    package func headlessListView(_ view: HeadlessListView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        driver?.listView(view, cancelPrefetchingForItemsAt: indexPaths)
    }
}

extension HeadlessListView {
    /// Makes `driver` this view's data source through a new bridge, its
    /// delegate too when `asDelegate` (a data source alone, as Apple's
    /// diffable data source, leaves it), and its prefetch data source when
    /// `prefetching`. The caller keeps the bridge: the view holds it
    /// weakly. O(1).
    package func attach(_ driver: any ListViewDriver, asDelegate: Bool, prefetching: Bool = false) -> HeadlessListViewBridge {
        let bridge = HeadlessListViewBridge(driver: driver)
        dataSource = bridge
        if asDelegate { delegate = bridge }
        if prefetching { prefetchDataSource = bridge }
        return bridge
    }

    /// The driver this view's data source bridge drives it for, if any.
    package var driver: (any ListViewDriver)? { (dataSource as? HeadlessListViewBridge)?.driver }

    /// Lets go of `bridge`, in each role it holds. O(1).
    package func detach(_ bridge: AnyObject?) {
        guard let bridge else { return }
        if dataSource === bridge { dataSource = nil }
        if delegate === bridge { delegate = nil }
        if prefetchDataSource === bridge { prefetchDataSource = nil }
    }
}
