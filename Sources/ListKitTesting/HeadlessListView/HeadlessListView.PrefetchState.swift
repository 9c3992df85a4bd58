import Foundation

extension HeadlessListView {
    /// What the view knows of prefetching (see ``HeadlessListView/prefetchMargin``):
    /// its settings, the items prefetched and still outstanding, and the
    /// direction of the last scroll.
    struct PrefetchState {
        /// Held weakly, as UIKit holds its `prefetchDataSource`.
        weak var dataSource: (any HeadlessListViewDataSourcePrefetching)?
        var isEnabled = true
        /// How far the band reaches past the viewport, in viewport lengths along the scrolling axis.
        var margin: CGFloat = 1
        /// The items prefetched and since neither displayed, cancelled nor
        /// gone, by serial, at their current index paths: the batches, an
        /// interactive move and a reload keep them in line (see
        /// `placeSurvivingPrefetches`).
        var outstanding: [Int: IndexPath] = [:]
        /// Whether the band may have changed since it was last worked out.
        var isStale = false
        /// Whether the view is calling its prefetch data source: an update
        /// made from there is worked out once that call returns.
        var isDelivering = false
        /// Whether an interactive move has moved the items but not yet
        /// told the data source: the calls wait, so that their index paths
        /// are those of the data source's data.
        var isHeld = false
        /// The offset the band was last worked out at, and whether the view
        /// was last scrolled towards the end of the content (down).
        var lastOffset: CGFloat = 0
        var towardsEnd = true

        /// The margin as the band uses it: zero when negative or not finite.
        var usableMargin: CGFloat { margin.isFinite ? max(0, margin) : 0 }
    }
}
