import Foundation
import ListKit

extension HeadlessListView {
    /// Whether the view is updating what it holds or shows (a batch, a
    /// reload, a scroll or a layout pass), calling its data source and
    /// delegate as it goes: a batch asked for now is refused with a
    /// ``Fault/reentrantCall(_:)``.
    public var isUpdating: Bool { isChanging }
    /// Whether a reload asked for now is dropped: the view is running the
    /// calls it postponed (see "Calls back in" in ``HeadlessListView``).
    public var dropsReloads: Bool { isChanging && postponed == nil }

    /// What a data source or delegate asked of the view from inside an
    /// update: run once the update is done, in this order (a reload, a new
    /// size unless it reloaded, the invalidations, the selections, the
    /// latest scroll).
    struct Postponed {
        enum Scroll {
            case offset(CGPoint)
            case item(IndexPath, ScrollPosition)
        }
        var reload = false
        var resize = false
        var invalidated: [IndexPath] = []
        var invalidatedSections = IndexSet()
        /// Selections and deselections, in the order asked.
        var selections: [(indexPath: IndexPath, selected: Bool)] = []
        var scroll: Scroll?
        var isEmpty: Bool {
            !reload && !resize && invalidated.isEmpty && invalidatedSections.isEmpty && selections.isEmpty && scroll == nil
        }
    }

    /// Runs `update`, which changes what the view holds or shows and calls
    /// out as it goes; then what was postponed meanwhile.
    func changing<T>(_ update: () throws -> T) rethrows -> T {
        let outer = isChanging
        isChanging = true
        defer {
            isChanging = outer
            if !outer, let work = postponed, !work.isEmpty {
                postponed = nil
                if work.reload { reloadData() }
                if work.resize && !work.reload { layOutForNewSize() }
                if !work.invalidated.isEmpty { invalidateLayout(at: work.invalidated) }
                if !work.invalidatedSections.isEmpty { invalidateLayout(ofSections: work.invalidatedSections) }
                for (indexPath, selected) in work.selections {
                    if selected { selectItem(at: indexPath) } else { deselectItem(at: indexPath) }
                }
                switch work.scroll {
                case .offset(let point)?: contentOffset = point
                case .item(let indexPath, let position)?: scrollToItem(at: indexPath, at: position, animated: false)
                case nil: break
                }
                postponed = Postponed()
            }
            if !outer {
                // An offset the update moved (clamped to content that shrank)
                // is a scroll too.
                if offset != offsetToldToDelegate { tellDelegateOfScroll() }
                updatePrefetching()
            }
        }
        return try update()
    }

    /// Whether the call `name` came from inside an update in progress: then
    /// it is a fault, and `note` records it for when the update is done
    /// (unless postponed work is running). Run at once, it would pull the
    /// items, layout and cells from under the update.
    func postpone(_ name: String, _ note: (inout Postponed) -> Void) -> Bool {
        guard isChanging else { return false }
        faults.append(.reentrantCall(name))
        if postponed != nil { note(&postponed!) }
        return true
    }
}
