extension ListAdapterUpdater {
    /// How a ``ListAdapterUpdater`` turns changes into view updates.
    ///
    /// ```swift
    /// var configuration = ListAdapterUpdater.Configuration()
    /// configuration.backgroundDiffingThreshold = 5_000
    /// let updater = ListAdapterUpdater(configuration: configuration)
    /// ```
    public struct Configuration: Sendable, Hashable {
        /// A section diff with more changes than this is shown with a reload
        /// rather than a batch (IGListKit's `allowsReloadingOnTooManyUpdates`,
        /// 100); nil always batches.
        public var reloadThreshold: Int? = 100
        /// Sections that move are deleted and inserted instead, for views
        /// whose item counts change as sections move.
        public var sectionMovesAsDeletesInserts = false
        /// A section to reload (its object changed, or a reload was asked for
        /// inside the update) whose item count did not change has its items
        /// reloaded rather than the section, in a batch that inserts, deletes
        /// and moves no section (IGListKit's rule: item reloads are not safe
        /// beside those). A section whose controller reported item changes in
        /// the same update is still reloaded whole.
        public var preferItemReloadsForSectionReloads = false
        /// When the old or new object count reaches this and every object is
        /// a ``SendableListDiffable``, the section diff runs off the main actor
        /// (Texture's approach): the view keeps showing the old data
        /// meanwhile, the result is applied on the main actor, and requests
        /// that arrive meanwhile are merged into the next update. nil (the
        /// default) always diffs on the main actor.
        public var backgroundDiffingThreshold: Int?

        /// The defaults above.
        public init() {}
    }
}
