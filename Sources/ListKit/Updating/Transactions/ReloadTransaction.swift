/// Reloads the whole view, synchronously (IGListKit's `IGListReloadTransaction`):
/// the reload block rebuilds the model, the item-update blocks run for their
/// model changes (their item operations are moot), then the view reloads and
/// every completion gets true, even without a view.
@MainActor
final class ReloadTransaction: UpdateTransaction {
    private let view: (any ListView)?
    private let reload: @MainActor () -> Void

    init(view: (any ListView)?, reload: @escaping @MainActor () -> Void, itemUpdates: [@MainActor () -> Void],
         completions: [UpdateCompletion], updater: ListAdapterUpdater) {
        self.view = view
        self.reload = reload
        super.init(itemUpdates: itemUpdates, completions: completions, updater: updater)
    }

    override func begin() {
        guard let view else { return finishWithoutView(true) }
        enter(.executingUpdateBlock)
        reload()
        runItemUpdates()
        delegate?.updaterWillReloadData(view, isFallbackReload: false)
        updater?.reload(view) ?? view.reloadData()
        delegate?.updaterDidReloadData(view, isFallbackReload: false)
        finish(true)
    }
}
