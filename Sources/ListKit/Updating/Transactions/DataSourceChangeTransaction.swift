/// Swaps the data source, synchronously (IGListKit's
/// `IGListDataSourceChangeTransaction`): the item-update blocks run first,
/// then the change, then every completion with true. Item changes reported
/// meanwhile are moot (the change reloads the view), and item updates
/// requested meanwhile join it.
@MainActor
final class DataSourceChangeTransaction: UpdateTransaction {
    private let change: @MainActor () -> Void

    init(change: @escaping @MainActor () -> Void, itemUpdates: [@MainActor () -> Void],
         completions: [UpdateCompletion], updater: ListAdapterUpdater) {
        self.change = change
        super.init(itemUpdates: itemUpdates, completions: completions, updater: updater)
    }

    override func begin() {
        runItemUpdates(afterwards: change)
        finish(true)
    }
}
