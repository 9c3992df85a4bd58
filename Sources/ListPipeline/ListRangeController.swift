import Foundation
import ListKit

/// Keeps each element's interface states (``ListInterfaceState``) in step
/// with the screen, as Texture's `ASRangeController`: *visible* for items on
/// screen, *display* and *preload* for items within ``displayTuning`` and
/// ``preloadTuning`` of it, ahead in the direction the list last scrolled
/// (down or right until it first scrolls; judged from the moves of the
/// viewport it sees). While the view is not visible (`ListView.isVisible`),
/// nothing is visible: the items in its viewport are in the display and
/// preload ranges, those within ``displayTuning`` in the preload range,
/// and no others, as Texture has it for a collection off screen. It
/// updates after every commit and every scroll, on
/// the turn after the view lays out at a new viewport, and on ``update()``.
///
/// Each update tells the nodes whose states changed, with one
/// ``ListNode/interfaceStateDidChange(from:to:)`` each: first the elements
/// that lose states, in the order they were shown, then those that gain
/// states, in index-path order of the visible map. Elements that leave the
/// list lose all their states.
///
/// ```swift
/// controller.rangeController.displayTuning = ListRangeTuning(leading: 2, trailing: 1)
/// let onScreen = controller.rangeController.elements(in: .visible)
/// ```
@MainActor
public final class ListRangeController {
    /// How far the display range reaches; Texture's by default.
    public var displayTuning = ListRangeTuning.display { didSet { update() } }
    /// How far the preload range reaches; Texture's by default.
    public var preloadTuning = ListRangeTuning.preload { didSet { update() } }

    weak var dataController: ListDataController?
    /// The elements in any state, with their states and where they were.
    private var states: [ObjectIdentifier: (element: ListElement, state: ListInterfaceState, order: IndexPath)] = [:]
    private var lastViewport: CGRect?
    private var scrollsForward = true
    private var updateScheduled = false

    init() {}

    /// The interface states of `element` (empty when in no range).
    public func interfaceState(of element: ListElement) -> ListInterfaceState {
        states[ObjectIdentifier(element)]?.state ?? []
    }

    /// The elements in `state` (all of its states), in index-path order.
    public func elements(in state: ListInterfaceState) -> [ListElement] {
        states.values.filter { $0.state.isSuperset(of: state) }.sorted { $0.order < $1.order }.map(\.element)
    }

    /// Has the states worked out again on the next turn (once, however
    /// often asked) if the view's viewport is then no longer the one they
    /// were worked out for. Views call it, through the data controller, as
    /// they lay items out: a new size moves the viewport, and the view may
    /// then move its offset to keep it within the content, without a scroll
    /// (Texture, too, updates its ranges when its view lays out). Not at
    /// once, nor judged at once: the view is in the middle of its layout,
    /// its offset not yet kept within the content.
    func viewportMayHaveChanged() {
        guard !updateScheduled, let controller = dataController else { return }
        updateScheduled = true
        controller.scheduler.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.updateScheduled = false
            guard let host = self.dataController?.listView as? any NodeHost, host.visibleBounds != self.lastViewport
            else { return }
            self.update()
        }
    }

    /// Works out every element's states again and tells the nodes whose
    /// states changed.
    ///
    /// Complexity: O(log n + elements in the preload range, before and
    /// after) plus the view's lookups.
    public func update() {
        guard let controller = dataController else { return }
        let map = controller.visibleMap
        var next: [ObjectIdentifier: (element: ListElement, state: ListInterfaceState, order: IndexPath)] = [:]
        if let view = controller.listView, let host = controller.nodeHost {
            let viewport = host.visibleBounds, horizontal = host.scrollsHorizontally
            if let last = lastViewport {
                let delta = horizontal ? viewport.minX - last.minX : viewport.minY - last.minY
                if delta != 0 { scrollsForward = delta > 0 }
            }
            lastViewport = viewport
            func mark(_ paths: [IndexPath], _ state: ListInterfaceState) {
                for path in paths {
                    guard let element = map.element(at: path) else { continue }
                    next[ObjectIdentifier(element), default: (element, [], path)].state.insert(state)
                }
            }
            let display = host.indexPathsForItems(in: displayTuning.band(around: viewport, horizontal: horizontal, forward: scrollsForward))
            if view.isVisible {
                mark(host.indexPathsForItems(in: preloadTuning.band(around: viewport, horizontal: horizontal, forward: scrollsForward)), .preload)
                mark(display, [.preload, .display])
                mark(view.indexPathsForVisibleItems, [.preload, .display, .visible])
            } else {
                // Texture's rule for a collection that is not visible: what
                // its viewport holds is displayed and preloaded, never
                // visible, and the display range is preloaded only.
                mark(display, .preload)
                mark(view.indexPathsForVisibleItems, [.preload, .display])
            }
        }
        var losing: [(ListElement, ListInterfaceState, ListInterfaceState, IndexPath)] = []
        var gaining: [(ListElement, ListInterfaceState, ListInterfaceState, IndexPath)] = []
        for (id, old) in states {
            let new = next[id]?.state ?? []
            if new != old.state, !new.isSuperset(of: old.state) { losing.append((old.element, old.state, new, old.order)) }
        }
        for (id, new) in next {
            let old = states[id]?.state ?? []
            if new.state != old, new.state.isSuperset(of: old) { gaining.append((new.element, old, new.state, new.order)) }
        }
        states = next
        // Elements the layout delegate left for later are measured once
        // they come within the preload range.
        controller.measureOnDemand(next.values.map(\.element).filter { $0.estimatedSize != nil && !$0.isMeasured })
        for (element, old, new, _) in losing.sorted(by: { $0.3 < $1.3 }) {
            element.node.interfaceStateDidChange(from: old, to: new)
        }
        for (element, old, new, _) in gaining.sorted(by: { $0.3 < $1.3 }) {
            element.node.interfaceStateDidChange(from: old, to: new)
        }
    }
}
