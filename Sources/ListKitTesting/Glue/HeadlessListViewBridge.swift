import Foundation
import ListKit

/// A ``HeadlessListView`` driven by a `ListViewDriver` (the adapter, the
/// diffable data source, the data controller): the view's data source,
/// delegate and prefetch data source in one, turning each of the view's
/// calls into the driver's, as `ListCollectionViewBridge` does for a
/// `UICollectionView`. What the driver leaves to the view (an item's size,
/// a section's inset and spacings) is the view's own. Delegate calls then
/// go on to the app's own ``HeadlessListViewDelegate`` when the driver
/// forwards (the adapter's ``ListKit/ListAdapter/viewDelegate``); a
/// `should…` question is allowed when both allow it.
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

    // MARK: Delegate: the driver, then the app's delegate

    package func headlessListView(_ view: HeadlessListView, willDisplay cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        driver?.listView(view, willDisplay: cell, forItemAt: indexPath)
        appDelegate?.headlessListView(view, willDisplay: cell, forItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, didEndDisplaying cell: HeadlessCell, forItemAt indexPath: IndexPath) {
        driver?.listView(view, didEndDisplaying: cell, forItemAt: indexPath)
        appDelegate?.headlessListView(view, didEndDisplaying: cell, forItemAt: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, willDisplaySupplementaryView supplementaryView: HeadlessReusableView,
        forElementKind kind: String, at indexPath: IndexPath
    ) {
        driver?.listView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
        appDelegate?.headlessListView(view, willDisplaySupplementaryView: supplementaryView, forElementKind: kind, at: indexPath)
    }

    package func headlessListView(
        _ view: HeadlessListView, didEndDisplayingSupplementaryView supplementaryView: HeadlessReusableView,
        forElementOfKind kind: String, at indexPath: IndexPath
    ) {
        driver?.listView(view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
        appDelegate?.headlessListView(
            view, didEndDisplayingSupplementaryView: supplementaryView, forElementOfKind: kind, at: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        (driver?.listView(view, shouldHighlightItemAt: indexPath) ?? true)
            && (appDelegate?.headlessListView(view, shouldHighlightItemAt: indexPath) ?? true)
    }

    package func headlessListView(_ view: HeadlessListView, didHighlightItemAt indexPath: IndexPath) {
        driver?.listView(view, didHighlightItemAt: indexPath)
        appDelegate?.headlessListView(view, didHighlightItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, didUnhighlightItemAt indexPath: IndexPath) {
        driver?.listView(view, didUnhighlightItemAt: indexPath)
        appDelegate?.headlessListView(view, didUnhighlightItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        (driver?.listView(view, shouldSelectItemAt: indexPath) ?? true)
            && (appDelegate?.headlessListView(view, shouldSelectItemAt: indexPath) ?? true)
    }

    package func headlessListView(_ view: HeadlessListView, didSelectItemAt indexPath: IndexPath) {
        driver?.listView(view, didSelectItemAt: indexPath)
        appDelegate?.headlessListView(view, didSelectItemAt: indexPath)
    }

    package func headlessListView(_ view: HeadlessListView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        (driver?.listView(view, shouldDeselectItemAt: indexPath) ?? true)
            && (appDelegate?.headlessListView(view, shouldDeselectItemAt: indexPath) ?? true)
    }

    package func headlessListView(_ view: HeadlessListView, didDeselectItemAt indexPath: IndexPath) {
        driver?.listView(view, didDeselectItemAt: indexPath)
        appDelegate?.headlessListView(view, didDeselectItemAt: indexPath)
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
        driver?.listViewDidScroll(view)
        appDelegate?.headlessListViewDidScroll(view)
    }

    package func headlessListViewWillBeginDragging(_ view: HeadlessListView) {
        driver?.listViewWillBeginDragging(view)
        appDelegate?.headlessListViewWillBeginDragging(view)
    }

    package func headlessListViewDidEndDragging(_ view: HeadlessListView, willDecelerate decelerate: Bool) {
        driver?.listViewDidEndDragging(view, willDecelerate: decelerate)
        appDelegate?.headlessListViewDidEndDragging(view, willDecelerate: decelerate)
    }

    package func headlessListViewDidEndDecelerating(_ view: HeadlessListView) {
        driver?.listViewDidEndDecelerating(view)
        appDelegate?.headlessListViewDidEndDecelerating(view)
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
    /// Makes `driver` this view's data source through a new bridge, and its
    /// delegate and prefetch data source too when `asDelegate` (a data
    /// source alone, as Apple's diffable data source, leaves them). The
    /// caller keeps the bridge: the view holds it weakly. O(1).
    package func attach(_ driver: any ListViewDriver, asDelegate: Bool) -> HeadlessListViewBridge {
        let bridge = HeadlessListViewBridge(driver: driver)
        dataSource = bridge
        if asDelegate {
            delegate = bridge
            prefetchDataSource = bridge
        }
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
