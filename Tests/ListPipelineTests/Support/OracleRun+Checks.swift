import Foundation
import ListKitTestSupport
import ListKitTesting
import XCTest

/// The oracle's invariants, checked at every observation point: after each
/// step, after each commit (from inside it) and once idle.
extension OracleRun {
    /// Fails the test, naming the seed, the step and what was being done.
    func check(_ ok: Bool, _ message: @autoclosure () -> String, file: StaticString = #filePath, line: UInt = #line) {
        guard !ok else { return }
        failures += 1
        guard failures <= 12 else { return }    // the first dozen tell the story
        XCTFail("seed \(seed) step \(step) (\(doing)): \(message())", file: file, line: line)
    }

    /// The model state the view should show: the one submitted with the
    /// last change set committed.
    var committedList: OracleList {
        let committed = controller.statistics.changeSetsCommitted
        return committed == 0 ? OracleList(sections: []) : submitted[committed - 1]
    }

    /// Records the model state of change sets submitted since last asked:
    /// `state` for each (the latest model, unless a step says otherwise).
    func noteSubmissions(as state: OracleList) {
        while submitted.count < controller.statistics.changeSetsSubmitted { submitted.append(state) }
    }

    // MARK: The two maps

    /// The pending map has the model's rows: each element is the one made
    /// for its row token; with `registering`, elements not seen before
    /// are learned, but only where the model has a token never seen.
    func checkPendingMap(registering: Bool) {
        let map = controller.pendingMap
        check(map.itemCounts == list.counts, "pending counts \(map.itemCounts), model \(list.counts): \(list)")
        guard map.itemCounts == list.counts else { return }
        for (s, section) in list.sections.enumerated() {
            for (i, token) in section.rows.enumerated() {
                guard let element = map.element(at: IndexPath(indexes: [s, i])) else { continue }
                if let known = tokenOf[ObjectIdentifier(element)] {
                    check(known == token, "pending \(s).\(i) holds row \(known)'s element, the model row \(token)")
                } else if registering && elementOf[token] == nil {
                    tokenOf[ObjectIdentifier(element)] = token
                    elementOf[token] = element
                } else {
                    check(false, "pending \(s).\(i) holds an element never seen, the model row \(token)")
                }
            }
        }
    }

    /// The visible map has the rows of the model state last committed.
    func checkVisibleMap(_ expected: OracleList) {
        let map = controller.visibleMap
        check(map.itemCounts == expected.counts, "visible counts \(map.itemCounts), committed model \(expected.counts)")
        guard map.itemCounts == expected.counts else { return }
        for (s, section) in expected.sections.enumerated() {
            for (i, token) in section.rows.enumerated() {
                let element = map.element(at: IndexPath(indexes: [s, i]))
                check(element != nil && element === elementOf[token],
                      "visible \(s).\(i) is not row \(token)'s element (it is row \(element.flatMap { tokenOf[ObjectIdentifier($0)] } ?? -1)'s)")
                if let node = element?.nodeIfAllocated as? OracleNode {
                    check(node.token == token, "visible \(s).\(i): node of row \(node.token), element of row \(token)")
                } else {
                    check(false, "visible \(s).\(i) (row \(token)) has no node: committed unmeasured")
                }
            }
        }
    }

    /// Index paths convert between the spaces exactly where the model's
    /// latest and committed states share a row, to nil elsewhere.
    func checkConversions(visible: OracleList) {
        let pending = list.positions, shown = visible.positions
        for (token, path) in shown {
            let converted = controller.pendingIndexPath(forVisible: path)
            check(converted == pending[token], "pendingIndexPath(forVisible: \(path)) of row \(token) is \(String(describing: converted)), model \(String(describing: pending[token]))")
        }
        for (token, path) in pending {
            let converted = controller.visibleIndexPath(forPending: path)
            check(converted == shown[token], "visibleIndexPath(forPending: \(path)) of row \(token) is \(String(describing: converted)), model \(String(describing: shown[token]))")
        }
        let outside = IndexPath(indexes: [visible.sections.count, 0])
        check(controller.pendingIndexPath(forVisible: outside) == nil, "a visible path outside the map converts")
    }

    // MARK: The view

    /// The view shows the visible map: its counts and identities, the
    /// items on screen where the frames put them, each host cell showing
    /// its item's element; and it recorded no fault.
    func checkView(_ expected: OracleList) {
        check(view.faults.isEmpty, "view faults \(view.faults)")
        check(diagnostics.isEmpty, "diagnostics \(diagnostics)")
        check(view.numberOfSections == expected.sections.count, "view has \(view.numberOfSections) sections, committed model \(expected.sections.count)")
        guard view.numberOfSections == expected.sections.count else { return }
        let identities = view.sections
        for (s, section) in expected.sections.enumerated() {
            check(view.numberOfItems(inSection: s) == section.rows.count, "view section \(s) has \(view.numberOfItems(inSection: s)) items, model \(section.rows.count)")
            let ids = section.rows.map { token in elementOf[token].map { AnyHashable(ObjectIdentifier($0)) } }
            check(identities[s].items.map(Optional.some) == ids, "view section \(s) shows other elements than rows \(section.rows)")
        }
        let top = view.contentOffset.y, bottom = top + view.size.height
        let extents = expected.extents, positions = expected.positions
        let onScreen = positions.filter { extents[$0.key]!.upperBound > top && extents[$0.key]!.lowerBound < bottom }.values.sorted()
        let shown = view.indexPathsForVisibleItems
        check(shown == onScreen, "on screen \(shown), the frames put \(onScreen) in \(top)..<\(bottom)")
        for path in shown where path[0] < expected.sections.count && path[1] < expected.sections[path[0]].rows.count {
            let token = expected.token(at: path)
            let element = (view.cellForItem(at: path) as? HeadlessNodeCell)?.element
            check(element != nil && element === elementOf[token], "the cell at \(path) does not show row \(token)'s element")
            check(view.frameForItem(at: path)?.minY == extents[token]!.lowerBound,
                  "row \(token) at y \(String(describing: view.frameForItem(at: path)?.minY)), the oracle's frames say \(extents[token]!.lowerBound)")
        }
    }

    // MARK: Interface states

    /// Follows the view's offset where the range controller sees it (each
    /// commit, scroll, tuning and layout of items, and every move of the
    /// offset, which the view reports as a scroll): "the direction the list
    /// last scrolled" of its documentation is that of the last move of the
    /// viewport it saw (down until the first).
    func followOffset() {
        let y = view.contentOffset.y
        if y != lastOffset { scrollsDown = y > lastOffset }
        lastOffset = y
    }

    /// Each element's states from the oracle's frames of `shown`: visible
    /// on screen, display and preload in the viewport stretched by the
    /// tuning's screenfuls, leading in the direction last scrolled; each
    /// range implying the wider ones. Elements not in `shown` have none.
    /// While the view is not visible (Texture's `ASRangeController` for a
    /// collection off screen): nothing visible, the screen's rows display
    /// and preload, the display range's preload, nothing else.
    func expectedStates(_ shown: OracleList) -> [ObjectIdentifier: ListInterfaceState] {
        let top = view.contentOffset.y, height = view.size.height
        func band(_ tuning: ListRangeTuning) -> (CGFloat, CGFloat) {
            let before = scrollsDown ? tuning.trailing : tuning.leading, after = scrollsDown ? tuning.leading : tuning.trailing
            return (top - CGFloat(before) * height, top + height + CGFloat(after) * height)
        }
        let preload = band(controller.rangeController.preloadTuning), display = band(controller.rangeController.displayTuning)
        var states: [ObjectIdentifier: ListInterfaceState] = [:]
        for id in tokenOf.keys { states[id] = [] }
        for (token, extent) in shown.extents {
            guard let element = elementOf[token] else { continue }
            func within(_ band: (CGFloat, CGFloat)) -> Bool { extent.upperBound > band.0 && extent.lowerBound < band.1 }
            var state: ListInterfaceState = []
            if !view.isVisible {
                if within(display) { state.insert(.preload) }
                if within((top, top + height)) { state.formUnion([.preload, .display]) }
            } else {
                if within(preload) { state.insert(.preload) }
                if within(display) { state.formUnion([.preload, .display]) }
                if within((top, top + height)) { state.formUnion([.preload, .display, .visible]) }
            }
            states[ObjectIdentifier(element)] = state
        }
        return states
    }

    /// The range controller gives each element the states expected, and
    /// each node was told exactly those, one change at a time.
    func checkStates(_ expected: [ObjectIdentifier: ListInterfaceState], _ when: String) {
        for (id, state) in expected {
            guard let token = tokenOf[id], let element = elementOf[token] else { continue }
            let actual = controller.rangeController.interfaceState(of: element)
            check(actual == state, "\(when): row \(token) is \(actual), the oracle's frames say \(state) (offset \(view.contentOffset.y), \(scrollsDown ? "down" : "up"))")
            if let node = element.nodeIfAllocated as? OracleNode {
                check(node.interfaceState == actual, "\(when): row \(token)'s node was told \(node.interfaceState), the range controller has \(actual)")
            }
        }
    }

    /// Nodes are measured off the main thread, never twice in a row within
    /// the same width, and each block runs once.
    func checkMeasuring() {
        for node in dataSource.nodes.all {
            check(node.measuresOnMainThread == 0, "row \(node.token) measured on the main thread")
            let widths = node.measuredWidths
            check(!zip(widths, widths.dropFirst()).contains { $0 == $1 }, "row \(node.token) measured twice within one width: \(widths)")
            check(node.transitionErrors.isEmpty, "row \(node.token) heard \(node.transitionErrors)")
        }
        check(dataSource.nodes.madeTwice.isEmpty, "node blocks run twice for rows \(dataSource.nodes.madeTwice)")
        check(controller.statistics.nodesMeasuredOnMainThread == 0, "\(controller.statistics.nodesMeasuredOnMainThread) nodes measured on the main thread")
    }

    // MARK: Observation points

    /// After a step, or between turns: every invariant, the deferred
    /// states of the last batch commit first.
    func observe() {
        noteSubmissions(as: list)
        mostInFlight = max(mostInFlight, submitted.count - controller.statistics.changeSetsCommitted)
        verifyDeferredStates()
        checkPendingMap(registering: false)
        let shown = committedList
        checkVisibleMap(shown)
        checkConversions(visible: shown)
        checkView(shown)
        checkStates(expectedStates(shown), "between turns")
        checkMeasuring()
        if controller.isIdle {
            check(shown == list, "idle, the view shows \(shown), the model is \(list)")
        }
    }

    /// From inside a batch commit, once the view has taken the batch and
    /// before the range controller updates: the maps, the view and the
    /// conversions now; the states expected once the ranges update are
    /// checked at the next observation point, unless the offset moved in
    /// between (a batch clamping it tells the range controller at once).
    func observeBatchCommit() {
        commitsSeen += 1
        noteSubmissions(as: list)
        verifyDeferredStates()
        followOffset()
        let shown = committedList
        checkVisibleMap(shown)
        checkConversions(visible: shown)
        checkView(shown)
        deferredStates = expectedStates(shown)
        deferredOffset = view.contentOffset
    }

    /// From a reload's completion, which runs inside its commit after the
    /// range controller updated: everything, at once.
    func observeReloadCommit() {
        commitsSeen += 1
        noteSubmissions(as: list)
        // The batch commit just before this one in the same drain had its
        // ranges replaced before anyone could look.
        if deferredStates != nil { deferredStates = nil; unverifiedStates += 1 }
        followOffset()
        let shown = committedList
        checkVisibleMap(shown)
        checkConversions(visible: shown)
        checkView(shown)
        checkStates(expectedStates(shown), "after a reload")
    }

    func verifyDeferredStates() {
        guard let expected = deferredStates else { return }
        deferredStates = nil
        // A later batch that moved the offset (clamped it to content that
        // shrank) told the range controller through `didScroll` before
        // this observation point: its ranges have rightly moved on.
        guard view.contentOffset == deferredOffset else {
            unverifiedStates += 1
            return
        }
        checkStates(expected, "after a batch commit")
    }
}
