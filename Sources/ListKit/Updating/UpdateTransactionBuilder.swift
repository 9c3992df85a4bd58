/// Collects the work asked of the updater until it runs, and builds the
/// transaction that does it (IGListKit's `IGListUpdateTransactionBuilder`).
///
/// The mode is the strongest kind of work added: batch update < reload <
/// data-source change, since a reload or a data-source change shows every
/// change anyway. Animated only if every request was. The last request's
/// blocks win; item-update blocks and completions accumulate in order.
@MainActor
struct UpdateTransactionBuilder {
    enum Mode: Int, Comparable {
        case batchUpdate, reload, dataSourceChange
        static func < (lhs: Mode, rhs: Mode) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    typealias ViewProvider = @MainActor () -> (any ListView)?

    private(set) var mode = Mode.batchUpdate
    private(set) var animated = true
    private(set) var view: ViewProvider?
    private(set) var sectionData: (@MainActor () -> TransitionData?)?
    private(set) var applySectionData: (@MainActor (TransitionData) -> Void)?
    private(set) var itemUpdates: [@MainActor () -> Void] = []
    private(set) var completions: [UpdateCompletion] = []
    private(set) var reload: (@MainActor () -> Void)?
    private(set) var dataSourceChange: (@MainActor () -> Void)?

    mutating func addSectionUpdate(
        animated: Bool, view: @escaping ViewProvider, sectionData: @escaping @MainActor () -> TransitionData?,
        apply: @escaping @MainActor (TransitionData) -> Void, completion: UpdateCompletion?
    ) {
        raise(to: .batchUpdate, animated: animated)
        self.view = view
        self.sectionData = sectionData
        applySectionData = apply
        if let completion { completions.append(completion) }
    }

    mutating func addItemUpdates(
        animated: Bool, view: @escaping ViewProvider, updates: @escaping @MainActor () -> Void, completion: UpdateCompletion?
    ) {
        raise(to: .batchUpdate, animated: animated)
        self.view = view
        itemUpdates.append(updates)
        if let completion { completions.append(completion) }
    }

    mutating func addReload(view: @escaping ViewProvider, reload: @escaping @MainActor () -> Void, completion: UpdateCompletion?) {
        raise(to: .reload, animated: animated)
        self.view = view
        self.reload = reload
        if let completion { completions.append(completion) }
    }

    mutating func addDataSourceChange(_ change: @escaping @MainActor () -> Void) {
        raise(to: .dataSourceChange, animated: animated)
        dataSourceChange = change
    }

    /// Adds `other`'s work after this builder's: this builder's blocks win
    /// where both have one; item updates and completions are appended. A
    /// data-source change of `other` is not taken.
    mutating func merge(_ other: UpdateTransactionBuilder) {
        raise(to: other.mode, animated: other.animated)
        view = view ?? other.view
        sectionData = sectionData ?? other.sectionData
        applySectionData = applySectionData ?? other.applySectionData
        reload = reload ?? other.reload
        itemUpdates += other.itemUpdates
        completions += other.completions
    }

    /// Whether there is work to do (completions alone are none).
    var hasChanges: Bool { mode != .batchUpdate || !itemUpdates.isEmpty || sectionData != nil }

    /// The transaction for this work. (IGListKit's builder can lack a block
    /// and drop its work; here every request brings the blocks its mode
    /// needs.)
    func build(configuration: ListAdapterUpdater.Configuration, updater: ListAdapterUpdater) -> UpdateTransaction {
        switch mode {
        case .batchUpdate:
            return BatchUpdateTransaction(
                view: view?(), animated: animated, sectionData: sectionData?(), applySectionData: applySectionData,
                itemUpdates: itemUpdates, completions: completions, configuration: configuration, updater: updater)
        case .reload:
            return ReloadTransaction(
                view: view?(), reload: reload ?? {}, itemUpdates: itemUpdates, completions: completions, updater: updater)
        case .dataSourceChange:
            return DataSourceChangeTransaction(
                change: dataSourceChange ?? {}, itemUpdates: itemUpdates, completions: completions, updater: updater)
        }
    }

    private mutating func raise(to mode: Mode, animated: Bool) {
        self.mode = max(self.mode, mode)
        self.animated = self.animated && animated
    }
}
