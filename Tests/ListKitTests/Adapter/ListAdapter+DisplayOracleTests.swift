import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// An independent oracle for display events: seeded random runs drive the
/// adapter on the headless view (updates, reloads of objects and items,
/// scrolls, view swaps, attaching then scrolling) and check every event
/// the controllers and the adapter's delegate hear against the oracle's own
/// model of what is on screen, worked out from the frames the view reports
/// (`frameForItem(at:)`) and its viewport (`size`, `contentOffset`), never
/// from its cells. The rules:
/// - each controller's item wills less its item ends equal, after every
///   step, its items on screen; never an end without a will;
/// - a section's will (controller and delegate) comes at its first view on
///   screen, its end at its last gone: never two wills without an end,
///   never an end without a will, and displayed exactly while some item
///   of it is on screen;
/// - only sections on screen before or after a step hear events in it;
/// - a section on screen before and after a batch hears no section event,
///   nor does one that keeps an item on screen through a scroll;
/// - nothing shows before the view's first layout pass.
final class ListAdapterDisplayOracleTests: XCTestCase {
    /// Records every display event, keyed by controller, and checks the
    /// per-event rules as they come.
    @MainActor
    final class Recorder: ListAdapterDelegate {
        var live: [ObjectIdentifier: Int] = [:]
        var sectionShown: [ObjectIdentifier: Bool] = [:]
        var delegateShown: [String: Bool] = [:]
        /// Controllers that heard an event in the current step, and the
        /// objects whose section events the delegate heard.
        var touched = Set<ObjectIdentifier>()
        var sectionEvents = Set<ObjectIdentifier>()
        var errors: [String] = []

        func item(_ controller: SectionController, appears: Bool) {
            let key = ObjectIdentifier(controller)
            touched.insert(key)
            let count = live[key, default: 0]
            if !appears && count == 0 { errors.append("\(Self.name(controller)): an item end without a will") }
            live[key] = count + (appears ? 1 : -1)
        }
        func section(_ controller: SectionController, appears: Bool) {
            let key = ObjectIdentifier(controller)
            touched.insert(key)
            sectionEvents.insert(key)
            let shown = sectionShown[key, default: false]
            if appears == shown { errors.append("\(Self.name(controller)): section \(appears ? "will twice" : "end without will")") }
            if appears != (live[key, default: 0] > 0) {
                errors.append("\(Self.name(controller)): section \(appears ? "will" : "end") with \(live[key, default: 0]) items shown")
            }
            sectionShown[key] = appears
        }
        func listAdapter(_ listAdapter: ListAdapter, willDisplay object: any ListDiffable, at section: Int) {
            delegateSection("\(object.diffIdentifier)", appears: true)
        }
        func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying object: any ListDiffable, at section: Int) {
            delegateSection("\(object.diffIdentifier)", appears: false)
        }
        private func delegateSection(_ id: String, appears: Bool) {
            if delegateShown[id, default: false] == appears {
                errors.append("delegate: \(id) \(appears ? "will twice" : "end without will")")
            }
            delegateShown[id] = appears
        }
        static func name(_ controller: SectionController) -> String { (controller as? Probe)?.id ?? "?" }
    }

    /// A controller of a ``Row`` that reports its display events.
    final class Probe: SectionController {
        weak var recorder: Recorder?
        var id = "?"
        var items: [Int] = []
        override var numberOfItems: Int { items.count }
        override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
        override func didUpdate(to object: any ListDiffable) {
            let row = object as? Row
            (id, items) = (row?.id ?? "?", row?.items ?? [])
        }
        override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 320, height: CGFloat(20 + 10 * (items[index] % 4))) }
        override func willDisplayItem(at index: Int) { recorder?.item(self, appears: true) }
        override func didEndDisplayingItem(at index: Int) { recorder?.item(self, appears: false) }
        override func willDisplaySection() { recorder?.section(self, appears: true) }
        override func didEndDisplayingSection() { recorder?.section(self, appears: false) }
    }

    /// What the oracle sees on screen: per object id, the item identities
    /// whose frames overlap the viewport (nothing before the first pass).
    @MainActor
    static func onScreen(_ h: AdapterHarness, laidOut: Bool) -> [String: Set<Int>] {
        guard laidOut, let view = h.adapter.listView as? HeadlessListView else { return [:] }
        let top = view.contentOffset.y, bottom = top + view.size.height
        var shown: [String: Set<Int>] = [:]
        for section in 0..<h.adapter.objects.count {
            guard let row = h.adapter.object(atSection: section) as? Row else { continue }
            for (index, item) in row.items.enumerated() {
                guard let frame = view.frameForItem(at: [section, index]) else { continue }
                if frame.height > 0, frame.width > 0, frame.maxY > top, frame.minY < bottom { shown[row.id, default: []].insert(item) }
            }
        }
        return shown
    }

    enum Step: CaseIterable { case update, reloadObject, reloadItem, scroll, swap, attachThenScroll }

    /// Runs `steps` random steps from `seed`; returns the rule breaches.
    @MainActor
    static func run(seed: UInt64, steps: Int) -> [String] {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
        let ids = ["a", "b", "c", "d", "e", "f", "g", "h"]
        func randomRows() -> [Row] {
            ids.filter { _ in pick(3) != 0 }.map { id in Row(id, (0..<pick(5)).map { _ in pick(12) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }) }
        }
        let recorder = Recorder()
        let h = AdapterHarness(randomRows(), visibleItemCount: 5, attach: false)
        var controllers: [SectionController] = []
        h.source.makeController = { [weak recorder] _ in
            let probe = Probe()
            probe.recorder = recorder
            controllers.append(probe)
            return probe
        }
        h.adapter.delegate = recorder
        h.adapter.listView = h.view
        h.adapter.dataSource = h.source
        var laidOut = false
        var views = [h.view]  // held: the adapter holds its view weakly or not at all
        var errors: [String] = []
        for step in 0..<steps {
            let kind = step == 0 ? Step.attachThenScroll : Step.allCases[pick(Step.allCases.count)]
            let before = onScreen(h, laidOut: laidOut)
            recorder.touched = []
            recorder.sectionEvents = []
            switch kind {
            case .update:
                h.source.objects = randomRows()
                h.adapter.performUpdates(animated: true)
            case .reloadObject:
                if let row = h.adapter.objects.randomElement(using: &random) as? Row {
                    var changed = row
                    changed.items = row.items.reversed()
                    h.source.objects = h.source.objects.map { ($0 as? Row)?.id == row.id ? changed : $0 }
                    h.adapter.reloadObjects([changed])
                }
            case .reloadItem:
                if let probe = controllers.last(where: { h.adapter.section(for: $0) != nil && $0.numberOfItems > 0 }) {
                    h.adapter.reload(in: probe, at: [pick(probe.numberOfItems)])
                }
            case .scroll:
                let view = h.adapter.listView as! HeadlessListView
                view.contentOffset = CGPoint(x: 0, y: CGFloat(pick(Int(view.contentSize.height) + 1)))
                laidOut = true
            case .swap, .attachThenScroll:
                let view = HeadlessListView(visibleItemCount: 3 + pick(4), scheduleCompletion: { [scheduler = h.scheduler] in
                    scheduler.schedule(after: 0, $0)
                })
                views.append(view)
                h.adapter.listView = view
                laidOut = false
                // The old view's views all ended; the new one shows nothing before its first layout pass.
                for controller in controllers where recorder.live[ObjectIdentifier(controller), default: 0] != 0 {
                    errors.append("seed \(seed) step \(step) (\(kind)): \(Recorder.name(controller)) has "
                                  + "\(recorder.live[ObjectIdentifier(controller)]!) items heard shown right after the swap "
                                  + "(the old view's not ended, or the new view's shown before its first layout pass)")
                }
                // A scroll to an item runs the first layout pass at its offset.
                let target = (0..<h.adapter.objects.count).filter { (h.adapter.object(atSection: $0) as? Row)?.items.isEmpty == false }
                if kind == .attachThenScroll, !target.isEmpty {
                    view.scrollToItem(at: [target[pick(target.count)], 0], animated: false)
                } else {
                    view.layoutIfNeeded()
                }
                laidOut = true
            }
            h.advance()
            let after = onScreen(h, laidOut: laidOut)
            var current: [ObjectIdentifier: String] = [:]
            for object in h.adapter.objects {
                if let controller = h.adapter.sectionController(for: object), let row = object as? Row { current[ObjectIdentifier(controller)] = row.id }
            }
            for controller in controllers {
                let key = ObjectIdentifier(controller), name = Recorder.name(controller)
                let id = current[key]
                let shown = id.flatMap { after[$0]?.count } ?? 0
                let context = "seed \(seed) step \(step) (\(kind)): \(name)"
                if recorder.live[key, default: 0] != shown { errors.append("\(context): \(recorder.live[key, default: 0]) items heard shown, \(shown) on screen") }
                if recorder.sectionShown[key, default: false] != (shown > 0) { errors.append("\(context): section shown \(recorder.sectionShown[key, default: false]), on screen \(shown > 0)") }
                let wasShown = before[name] != nil, isShown = id.map { after[$0] != nil } ?? false
                if recorder.touched.contains(key) && !wasShown && !isShown { errors.append("\(context): heard events, never on screen") }
                if recorder.sectionEvents.contains(key), wasShown, isShown {
                    switch kind {
                    case .update, .reloadObject, .reloadItem: errors.append("\(context): section events in a batch while it stayed on screen")
                    case .scroll where !(before[name]!.intersection(after[name]!)).isEmpty:
                        errors.append("\(context): section events while an item stayed on screen")
                    default: break
                    }
                }
            }
            for (id, shown) in recorder.delegateShown where shown != (after[id] != nil) {
                errors.append("seed \(seed) step \(step) (\(kind)): delegate has \(id) shown \(shown), on screen \(after[id] != nil)")
            }
            errors += recorder.errors.map { "seed \(seed) step \(step) (\(kind)): \($0)" }
            recorder.errors = []
            if errors.count > 20 { break }
        }
        withExtendedLifetime(views) {}
        return errors
    }

    func testDisplayEventsMatchTheScreen() async {
        await MainActor.run {
            for seed: UInt64 in [1, 2, 3, 5, 8, 13, 21, 34] {
                let errors = Self.run(seed: seed, steps: 150)
                XCTAssertEqual(errors, [], "seed \(seed)")
            }
        }
    }
}
