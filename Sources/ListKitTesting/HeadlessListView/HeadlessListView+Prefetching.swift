import Foundation
import ListKit
import ListUpdates

extension HeadlessListView {
    /// Hears which items are likely to come on screen soon, to load their
    /// data ahead (UIKit's `prefetchDataSource`); held weakly. Nil (the
    /// default) turns data prefetching off. Another one, or nil, forgets the
    /// items prefetched so far without cancelling them: the new one hears
    /// about the items of the band at once (or after the first layout pass).
    ///
    /// ```swift
    /// let thumbnails = Thumbnails()
    /// view.prefetchDataSource = thumbnails
    /// view.contentOffset = CGPoint(x: 0, y: 440)   // prefetches the screenful below
    /// ```
    public var prefetchDataSource: (any HeadlessListViewDataSourcePrefetching)? {
        get { prefetch.dataSource }
        set {
            guard newValue !== prefetch.dataSource else { return }
            prefetch.dataSource = newValue
            prefetch.outstanding = [:]
            prefetchNeedsUpdate()
        }
    }

    /// Whether the view prefetches (UIKit's `isPrefetchingEnabled`): true
    /// by default, as in UIKit. Turning it off cancels the items prefetched
    /// and not displayed yet (they leave a band that is now empty), and no
    /// prefetch follows until it is on again; turning it on prefetches the
    /// band at once. (UIKit also asks for cells ahead when it is on; this
    /// view asks for a cell only when its item comes on screen either way.)
    public var isPrefetchingEnabled: Bool {
        get { prefetch.isEnabled }
        set {
            guard newValue != prefetch.isEnabled else { return }
            prefetch.isEnabled = newValue
            prefetchNeedsUpdate()
        }
    }

    /// How far past the viewport the prefetch band reaches, in screenfuls
    /// (viewport lengths along the scrolling axis: heights, or widths when it scrolls sideways): 1 by default; a negative or non-finite margin
    /// counts as 0, which prefetches nothing.
    ///
    /// UIKit does not document how far ahead it prefetches; this is the
    /// headless view's own choice, explicit so that tests can count on it:
    ///
    /// - **The band** is the strip of content beyond the viewport's edge in
    ///   the direction of the last scroll, `prefetchMargin` viewport lengths
    ///   long: below the viewport after a scroll down (and before any
    ///   scroll), above it after a scroll up. One direction, not both,
    ///   because UIKit names the items "it's likely to display in the near
    ///   future" as the user scrolls, and cancels them as they "scroll out of
    ///   view" — which, for items not displayed, happens when the scroll
    ///   turns back. The direction is that of the last change of
    ///   ``contentOffset``, whatever changed it (a batch or a new size that
    ///   clamps it too); an update that leaves it as it was keeps it.
    /// - **Prefetch**: after each update (a scroll, the first layout pass, a
    ///   batch, a reload, a new size, an invalidation, an interactive move),
    ///   each item whose frame overlaps the band, not on screen and not
    ///   outstanding, is named in one call of
    ///   ``HeadlessListViewDataSourcePrefetching/headlessListView(_:prefetchItemsAt:)``,
    ///   in index-path order (UIKit says its order is a priority: ours is
    ///   plain index-path order either way). It is then outstanding. An item
    ///   on screen is never named (UIKit: not for "cells it requires
    ///   immediately").
    /// - **Display**: an outstanding item that comes on screen is no longer
    ///   outstanding, and is never cancelled; once off screen again and in
    ///   the band it may be prefetched again.
    /// - **Cancel**: an outstanding item that leaves the band without being
    ///   displayed (the scroll turned back, a batch moved it away, the margin
    ///   shrank, prefetching was turned off) is named, at its current index
    ///   path, in one call of
    ///   ``HeadlessListViewDataSourcePrefetching/headlessListView(_:cancelPrefetchingForItemsAt:)``,
    ///   in index-path order, before the update's prefetches.
    /// - **Batches** carry outstanding items to their new index paths (a
    ///   move follows its item); an item a batch deletes or reloads is
    ///   dropped without a cancel (the data source deleted it: no stale
    ///   index path ever names it), and a reloaded item still in the band is
    ///   prefetched again as new. ``reloadData()`` drops every outstanding
    ///   item likewise.
    /// - **When**: calls come once the update is done, never from inside a
    ///   batch's or a layout's calls to the data source and delegate (so
    ///   their index paths are those of the new data), each naming at least
    ///   one item. A prefetch data source that scrolls or updates the view
    ///   from a call gets the result in the next call.
    ///
    /// Complexity: each update works out the band in O(log² sections +
    /// log rows + items in the band + outstanding items), never over every
    /// item; a batch that touches a section with outstanding items pays the
    /// items of the sections it changes, as it does for its cells.
    ///
    /// ```swift
    /// let view = HeadlessListView(size: CGSize(width: 320, height: 440))  // 10 rows of 44 on screen
    /// view.prefetchMargin = 0.5                                         // 5 rows past the edge
    /// ```
    public var prefetchMargin: CGFloat {
        get { prefetch.margin }
        set {
            prefetch.margin = newValue
            prefetchNeedsUpdate()
        }
    }

    /// The items prefetched and not displayed, cancelled nor gone since,
    /// at their current index paths, in index-path order: what the prefetch
    /// data source is loading, as far as the view knows.
    ///
    /// Complexity: O(p log p) for p such items.
    public var indexPathsForPrefetchedItems: [IndexPath] {
        var outstanding: [(serial: Int, indexPath: IndexPath)] = []
        for (serial, path) in prefetch.outstanding { outstanding.append((serial, path)) }
        outstanding.sort(by: Self.precedes)
        return outstanding.map(\.indexPath)
    }

    /// A setting changed: the band is worked out again, at once unless an
    /// update is running (then when it is done).
    func prefetchNeedsUpdate() {
        prefetch.isStale = true
        deliverPrefetches()
    }

    /// An update is done (see `changing`): once the view is laid out, the
    /// band is worked out again and the prefetch data source told.
    func updatePrefetching() {
        if !awaitsLayoutPass { prefetch.isStale = true }
        deliverPrefetches()
    }

    /// Tells the prefetch data source what left the band and what entered
    /// it, until the band no longer changes (a call that updates the view
    /// makes it change). Cancels first, then prefetches; each only when it
    /// names an item. Nothing from inside an update, nor from inside a call
    /// of this (the loop picks the change up).
    ///
    /// Complexity: O(log² sections + log rows + b + p log p) for b items in
    /// the band and p outstanding ones.
    func deliverPrefetches() {
        guard prefetch.isStale, !prefetch.isDelivering, !prefetch.isHeld, !isChanging else { return }
        prefetch.isDelivering = true
        defer { prefetch.isDelivering = false }
        while prefetch.isStale {
            prefetch.isStale = false
            guard let target = prefetch.dataSource else {
                prefetch.outstanding = [:]
                return
            }
            let band = prefetchBand()
            var inBand: [Int: IndexPath] = [:]
            inBand.reserveCapacity(band.count)  // grown one doubling at a time, it was a tenth of a scroll's cost
            for (serial, path) in band { inBand[serial] = path }
            var left: [(serial: Int, indexPath: IndexPath)] = [], moved: [(serial: Int, indexPath: IndexPath)] = []
            for (serial, path) in prefetch.outstanding {
                if let now = inBand[serial] {
                    if now != path { moved.append((serial, now)) }
                } else {
                    left.append((serial, path))
                }
            }
            for (serial, path) in moved { prefetch.outstanding[serial] = path }
            if !left.isEmpty {
                for (serial, _) in left { prefetch.outstanding[serial] = nil }
                left.sort(by: Self.precedes)
                target.headlessListView(self, cancelPrefetchingForItemsAt: left.map(\.indexPath))
                if prefetch.isStale { continue }
            }
            var entered: [IndexPath] = []
            for (serial, path) in band where prefetch.outstanding[serial] == nil {
                prefetch.outstanding[serial] = path
                entered.append(path)
            }
            if !entered.isEmpty { target.headlessListView(self, prefetchItemsAt: entered) }
        }
    }

    /// The items whose frames overlap the prefetch band and that are not on
    /// screen, in index-path order (see ``prefetchMargin``); none while
    /// prefetching is off or before the first layout pass. Notes the
    /// direction of the scroll since the last time.
    ///
    /// Complexity: O(log² sections + log rows + items in the band).
    func prefetchBand() -> [(serial: Int, indexPath: IndexPath)] {
        guard prefetch.isEnabled, loaded, !awaitsLayoutPass else { return [] }
        let length = layout.direction.main(of: viewport), y = mainOffset
        if y > prefetch.lastOffset {
            prefetch.towardsEnd = true
        } else if y < prefetch.lastOffset {
            prefetch.towardsEnd = false
        }
        prefetch.lastOffset = y
        let margin = length * prefetch.usableMargin
        guard margin > 0 else { return [] }
        let (minY, maxY) = prefetch.towardsEnd ? (y + length, y + length + margin) : (y - margin, y)
        let items = self.items
        var band: [(serial: Int, indexPath: IndexPath)] = []
        for path in layout.visible(from: minY, to: maxY).items {
            let serial = items[path[0]][path[1]].serial
            if cellsShown[serial] == nil { band.append((serial, path)) }
        }
        return band
    }

    /// After a batch: the outstanding items follow their items to their new
    /// index paths (found as the cells are, by `placesAfterBatch`); those
    /// the batch deleted or reloaded are dropped, without a cancel.
    ///
    /// Complexity: O(outstanding items), and the items of the sections the
    /// batch changed when an outstanding item was in one of them.
    func placeSurvivingPrefetches(sources: [BatchPlan.SectionSource], unchangedSections: [Int?]) {
        guard !prefetch.outstanding.isEmpty else { return }
        var placed: [Int: IndexPath] = [:]
        let places = prefetch.outstanding.map { (value: $0.key, indexPath: $0.value) }
        Self.placesAfterBatch(places, sources: sources, unchangedSections: unchangedSections) { placed[$0] = $1 }
        prefetch.outstanding = placed
    }

    /// After an interactive move within or between `sections`: the
    /// outstanding items there take their new index paths, and the calls
    /// wait until the data source has been told of the move (`isHeld`).
    ///
    /// Complexity: O(items of `sections`) when an item is outstanding.
    func placePrefetches(inSections sections: Set<Int>) {
        prefetch.isHeld = true
        guard !prefetch.outstanding.isEmpty else { return }
        for s in sections {
            for (i, item) in items[s].enumerated() where prefetch.outstanding[item.serial] != nil {
                prefetch.outstanding[item.serial] = makeIndexPath(s, i)
            }
        }
    }
}
