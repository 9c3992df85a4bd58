/// A completion of an update: whether it was shown as asked.
typealias UpdateCompletion = @MainActor (Bool) -> Void

/// One run of queued work (IGListKit's `IGListUpdateTransactable`). The base
/// class keeps the state and the completions; subclasses decide what
/// ``begin()`` does.
///
/// Completion order, for every kind: the completions queued with the work,
/// in order, then those added while it ran (the updater's clean-up first).
@MainActor
class UpdateTransaction {
    enum State {
        case idle, queued, executingUpdateBlock, executedUpdateBlock
    }

    private(set) var state = State.idle
    let itemUpdates: [@MainActor () -> Void]
    private let completions: [UpdateCompletion]
    private var inUpdateCompletions: [UpdateCompletion] = []
    weak var updater: ListAdapterUpdater?

    init(itemUpdates: [@MainActor () -> Void], completions: [UpdateCompletion], updater: ListAdapterUpdater) {
        self.itemUpdates = itemUpdates
        self.completions = completions
        self.updater = updater
    }

    var delegate: (any ListAdapterUpdaterDelegate)? { updater?.delegate }

    func begin() {}

    /// Stops the transaction if it has not changed anything yet; true when
    /// it did.
    func cancel() -> Bool { false }

    /// Adds a completion that runs after the queued ones.
    func addCompletion(_ completion: @escaping UpdateCompletion) {
        inUpdateCompletions.append(completion)
    }

    /// Records item changes made while the update block runs; only a batch
    /// update shows them, the others show everything anyway.
    func record(_ change: ItemChange) {}

    /// Counts the item-update blocks run so far: changes reported in
    /// different blocks happen one after the other (block 0: while the
    /// section data is applied).
    private(set) var block = 0

    func enter(_ state: State) { self.state = state }

    /// Runs the item-update blocks, then `afterwards`, as the update block.
    func runItemUpdates(afterwards: (@MainActor () -> Void)? = nil) {
        state = .executingUpdateBlock
        for update in itemUpdates {
            block += 1
            update()
        }
        block += 1
        afterwards?()
        state = .executedUpdateBlock
    }

    /// Completes without a view to show the work on.
    func finishWithoutView(_ finished: Bool) {
        delegate?.updaterDidFinishWithoutUpdates()
        finish(finished)
    }

    /// Calls every completion once and goes idle.
    func finish(_ finished: Bool) {
        let added = inUpdateCompletions
        inUpdateCompletions = []
        for completion in completions { completion(finished) }
        for completion in added { completion(finished) }
        state = .idle
    }
}
