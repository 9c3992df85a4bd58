import Foundation
@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// An independent oracle for display events: seeded random runs drive the
/// adapter on the headless view (updates, reloads of objects and items,
/// reconfigures, batches of item changes, scrolls, view swaps, attaching
/// then scrolling) and check every event
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
/// - nothing shows before the view's first layout pass;
/// - every cell on screen shows its item's current version (a reload or a
///   reconfigure bumps it), so a change the view was not told of shows;
/// - an item reconfigured and neither deleted nor reloaded in a step keeps
///   its cell through it when on screen before and after; a reconfigure
///   that leaves the screen as it was hears no event (its batch may move
///   the screen: the offset is kept within the content).
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
        /// The controllers in the working range, as their events say.
        var inRange = Set<ObjectIdentifier>()

        func range(_ controller: SectionController, enters: Bool) {
            let changed = enters ? inRange.insert(ObjectIdentifier(controller)).inserted : inRange.remove(ObjectIdentifier(controller)) != nil
            if !changed { errors.append("\(Self.name(controller)): working range \(enters ? "entered twice" : "exited while out")") }
        }

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

    /// A controller of a ``Row`` that reports its display events; its cells
    /// show "item:version".
    /// A label cell that sizes itself from its item (as the probe's sizes
    /// are), for the views that self-size.
    final class SizingCell: HeadlessCell {
        var text = ""
        var item = 0
        override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
            layoutAttributes.size.height = CGFloat(20 + 10 * (item % 4))
            return layoutAttributes
        }
    }

    /// What a cell on screen shows, whichever label cell it is.
    @MainActor
    static func text(of cell: (any ListReusableView)?) -> String? {
        (cell as? LabelCell)?.text ?? (cell as? SizingCell)?.text
    }

    final class Probe: SectionController {
        /// Whether cells size themselves (the run's views have an estimate).
        static var selfSizing = false
        /// Whether items are narrower than the view (for IGListKit's layout,
        /// whose sections then share rows).
        static var narrow = false
        weak var recorder: Recorder?
        var id = "?"
        var items: [Int] = []
        var versions: [Int: Int] = [:]
        func label(of item: Int) -> String { "\(item):\(versions[item, default: 0])" }
        override var numberOfItems: Int { items.count }
        override func cellForItem(at index: Int) -> (any ListReusableView)? {
            if Self.selfSizing {
                let cell = collectionContext?.dequeueReusableCell(of: SizingCell.self, for: self, at: index)
                cell?.item = items[index]
                cell?.text = label(of: items[index])
                return cell
            }
            let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
            cell?.text = label(of: items[index])
            return cell
        }
        override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
        override func didUpdate(to object: any ListDiffable) {
            let row = object as? Row
            (id, items) = (row?.id ?? "?", row?.items ?? [])
        }
        override func sizeForItem(at index: Int) -> CGSize {
            CGSize(width: Self.narrow ? CGFloat(90 + 40 * (items[index] % 3)) : 320, height: CGFloat(20 + 10 * (items[index] % 4)))
        }
        /// For views with a compositional layout, by object: a grid of two
        /// columns of 30-point rows; a list whose rows size themselves; a
        /// row of 200-point groups that scrolls across (items past the
        /// view's width are not on screen).
        override func layoutSection(in environment: ListLayoutEnvironment) -> ListLayoutSection? {
            switch Int(id.unicodeScalars.first?.value ?? 0) % 3 {
            case 0:
                let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                return ListLayoutSection(group: .horizontal(
                    layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), subitems: [item]))
            case 1:
                return ListLayoutSection.list(using: ListLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
            default:
                let item = ListLayoutItem(layoutSize: ListLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let section = ListLayoutSection(group: .horizontal(
                    layoutSize: ListLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(40)), subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                return section
            }
        }
        override func willDisplayItem(at index: Int) { recorder?.item(self, appears: true) }
        override func didEndDisplayingItem(at index: Int) { recorder?.item(self, appears: false) }
        override func willDisplaySection() { recorder?.section(self, appears: true) }
        override func didEndDisplayingSection() { recorder?.section(self, appears: false) }
        override func didEnterWorkingRange() { recorder?.range(self, enters: true) }
        override func didExitWorkingRange() { recorder?.range(self, enters: false) }
    }

    /// What the oracle sees on screen: per object id, the item identities
    /// (the controller's: batches change them apart from the objects) whose
    /// frames overlap the viewport, down and across (nothing before the
    /// first pass).
    @MainActor
    static func onScreen(_ h: AdapterHarness, laidOut: Bool) -> [String: Set<Int>] {
        guard laidOut, let view = h.adapter.listView as? HeadlessListView else { return [:] }
        let top = view.contentOffset.y, bottom = top + view.size.height
        var shown: [String: Set<Int>] = [:]
        for section in 0..<h.adapter.objects.count {
            guard let row = h.adapter.object(atSection: section) as? Row,
                  let probe = h.adapter.sectionController(forSection: section) as? Probe
            else { continue }
            for (index, item) in probe.items.enumerated() {
                guard let frame = view.frameForItem(at: [section, index]) else { continue }
                if frame.height > 0, frame.width > 0, frame.maxY > top, frame.minY < bottom, frame.maxX > 0, frame.minX < view.size.width {
                    shown[row.id, default: []].insert(item)
                }
            }
        }
        return shown
    }

    /// The cells on screen by object id and item, as the view has them.
    @MainActor
    static func cells(_ h: AdapterHarness) -> [String: [Int: HeadlessCell]] {
        guard let view = h.adapter.listView as? HeadlessListView else { return [:] }
        var cells: [String: [Int: HeadlessCell]] = [:]
        for path in view.indexPathsForVisibleItems {
            guard let probe = h.adapter.sectionController(forSection: path[0]) as? Probe, path[1] < probe.items.count,
                  let cell = view.cellForItem(at: path), text(of: cell) != nil
            else { continue }
            cells[probe.id, default: [:]][probe.items[path[1]]] = cell
        }
        return cells
    }

    /// Every cell on screen shows its item's current version.
    @MainActor
    static func staleCells(_ h: AdapterHarness) -> [String] {
        guard let view = h.adapter.listView as? HeadlessListView else { return [] }
        var stale: [String] = []
        for path in view.indexPathsForVisibleItems {
            guard let probe = h.adapter.sectionController(forSection: path[0]) as? Probe, path[1] < probe.items.count else { continue }
            let shows = text(of: view.cellForItem(at: path)) ?? "no cell"
            if shows != probe.label(of: probe.items[path[1]]) {
                stale.append("\(probe.id) \(path) shows \(shows), not \(probe.label(of: probe.items[path[1]]))")
            }
        }
        return stale
    }

    /// One random block of item changes on `probe`, reported to `batch` as
    /// UIKit counts them (deletes, reloads, reconfigures and move sources
    /// before the block; inserts and move targets after it), its model
    /// changed to match. Reconfigures may name deleted, reloaded or moved
    /// items. Returns the items it reconfigured and those it reloaded.
    @MainActor
    static func randomBlock(
        on probe: Probe, batch: any ListBatchContext, fresh: inout Int, using random: inout SplitMix64
    ) -> (reconfigured: Set<Int>, reloaded: Set<Int>) {
        func chance(_ percent: Int) -> Bool { Int(random.next() % 100) < percent }
        let old = probe.items
        var deletes = IndexSet(), sources: [Int] = [], reloads = IndexSet(), reconfigures = IndexSet()
        for index in old.indices {
            if chance(15) { deletes.insert(index) } else if chance(15) { sources.append(index) }
            if chance(15) { reloads.insert(index) }
            if chance(30) { reconfigures.insert(index) }
        }
        let inserted = (0..<Int(random.next() % 3)).map { _ -> Int in fresh += 1; return fresh }
        let count = old.count - deletes.count - sources.count + sources.count + inserted.count
        var places = Array(0..<count)
        places.shuffle(using: &random)
        let insertPlaces = Array(places.prefix(inserted.count)), movePlaces = Array(places.dropFirst(inserted.count).prefix(sources.count))
        var arriving: [Int: Int] = [:]
        for (place, item) in zip(insertPlaces, inserted) { arriving[place] = item }
        for (place, source) in zip(movePlaces, sources) { arriving[place] = old[source] }
        var survivors = old.indices.filter { !deletes.contains($0) && !sources.contains($0) }.map { old[$0] }.makeIterator()
        probe.items = (0..<count).map { arriving[$0] ?? survivors.next()! }
        for index in reloads.union(reconfigures) where !deletes.contains(index) { probe.versions[old[index], default: 0] += 1 }
        batch.delete(in: probe, at: deletes)
        batch.insert(in: probe, at: IndexSet(insertPlaces))
        for (place, source) in zip(movePlaces, sources) { batch.move(in: probe, from: source, to: place) }
        batch.reload(in: probe, at: reloads)
        batch.reconfigure(in: probe, at: reconfigures)
        return (Set(reconfigures.filter { !deletes.contains($0) }.map { old[$0] }),
                Set(reloads.filter { !deletes.contains($0) }.map { old[$0] }).union(deletes.map { old[$0] }))
    }

    enum Step: CaseIterable { case update, reloadObject, reloadItem, reconfigureItem, batch, scroll, swap, attachThenScroll }

    /// Runs `steps` random steps from `seed` (on views whose cells size
    /// themselves with `selfSizing`, on views with a compositional layout
    /// the controllers give with `compositional`); returns the rule
    /// breaches.
    @MainActor
    static func run(seed: UInt64, steps: Int, selfSizing: Bool = false, compositional: Bool = false, rows: Bool = false) -> [String] {
        Probe.selfSizing = selfSizing || compositional
        Probe.narrow = rows
        defer { Probe.narrow = false }
        defer { Probe.selfSizing = false }
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
        let ids = ["a", "b", "c", "d", "e", "f", "g", "h"]
        func randomRows() -> [Row] {
            ids.filter { _ in pick(3) != 0 }.map { id in Row(id, (0..<pick(5)).map { _ in pick(12) }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }) }
        }
        let recorder = Recorder()
        let h = AdapterHarness(randomRows(), workingRangeSize: 1, visibleItemCount: 5, attach: false)
        if selfSizing { h.view.estimatedItemSize = CGSize(width: 320, height: 25) }
        if compositional { h.view.compositionalLayout = ListCompositionalLayout(sectionsOf: h.adapter) }
        if rows { h.view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false) }
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
        var fresh = 100  // new items' identities, apart from the rows' (0..<12)
        for step in 0..<steps {
            let kind = step == 0 ? Step.attachThenScroll : Step.allCases[pick(Step.allCases.count)]
            let before = onScreen(h, laidOut: laidOut)
            // (Read only once laid out: asking a view for its cells lays it out.)
            let cellsBefore = laidOut ? cells(h) : [:]
            recorder.touched = []
            recorder.sectionEvents = []
            // The items reconfigured in this step (by object id), less those
            // deleted or reloaded in it: they keep their cells.
            var reconfigured: [String: Set<Int>] = [:]
            let shownProbes = controllers.compactMap { $0 as? Probe }.filter { h.adapter.section(for: $0) != nil }
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
            case .reconfigureItem:
                if let probe = shownProbes.last(where: { !$0.items.isEmpty }) {
                    let index = pick(probe.items.count)
                    probe.versions[probe.items[index], default: 0] += 1
                    reconfigured[probe.id] = [probe.items[index]]
                    h.adapter.reconfigure(in: probe, at: [index])
                }
            case .batch:
                // One to three blocks, on one or two controllers, in one update.
                let probes = shownProbes.shuffled(using: &random).prefix(1 + pick(2))
                var reloaded: [String: Set<Int>] = [:]
                for _ in 0..<(1 + pick(3)) {
                    guard let probe = probes.randomElement(using: &random) else { break }
                    h.adapter.performBatch(animated: true, updates: { batch in
                        let block = randomBlock(on: probe, batch: batch, fresh: &fresh, using: &random)
                        reconfigured[probe.id, default: []].formUnion(block.reconfigured)
                        reloaded[probe.id, default: []].formUnion(block.reloaded)
                    }, completion: nil)
                }
                h.advance()  // the blocks run in the update: `reloaded` is complete after it
                for (id, items) in reloaded { reconfigured[id]?.subtract(items) }
            case .scroll:
                let view = h.adapter.listView as! HeadlessListView
                view.contentOffset = CGPoint(x: 0, y: CGFloat(pick(Int(view.contentSize.height) + 1)))
                laidOut = true
            case .swap, .attachThenScroll:
                let view = HeadlessListView(visibleItemCount: 3 + pick(4), scheduleCompletion: { [scheduler = h.scheduler] in
                    scheduler.schedule(after: 0, $0)
                })
                if selfSizing { view.estimatedItemSize = CGSize(width: 320, height: 25) }
                if compositional { view.compositionalLayout = ListCompositionalLayout(sectionsOf: h.adapter) }
                if rows {
                    view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
                }
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
            errors += (laidOut ? staleCells(h) : []).map { "seed \(seed) step \(step) (\(kind)): \($0)" }
            let cellsAfter = laidOut ? cells(h) : [:]
            for (id, items) in reconfigured {
                for item in items {
                    guard let old = cellsBefore[id]?[item], let new = cellsAfter[id]?[item] else { continue }
                    if old !== new { errors.append("seed \(seed) step \(step) (\(kind)): \(id) item \(item) reconfigured, its cell replaced") }
                }
            }
            if kind == .reconfigureItem, before == after, !recorder.touched.isEmpty {
                errors.append("seed \(seed) step \(step) (\(kind)): display events for a reconfigure")
            }
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
                    case .update, .reloadObject, .reloadItem, .reconfigureItem, .batch: errors.append("\(context): section events in a batch while it stayed on screen")
                    case .scroll where !(before[name]!.intersection(after[name]!)).isEmpty:
                        errors.append("\(context): section events while an item stayed on screen")
                    default: break
                    }
                }
            }
            // The working range (size 1), after a step with display events
            // (it moves on them), as IGListKit's `IGListWorkingRangeHandler`
            // computes it: every section from one before the first section
            // with an item on screen to one after the last.
            if !recorder.touched.isEmpty {
                var shownSections = Set<Int>(), rangeNames = Set<String>(), heard = Set<String>()
                for section in 0..<h.adapter.objects.count {
                    if let row = h.adapter.object(atSection: section) as? Row, after[row.id] != nil { shownSections.insert(section) }
                }
                let low = (shownSections.min() ?? 0) - 1, high = (shownSections.max() ?? -2) + 1
                for section in 0..<h.adapter.objects.count where section >= low && section <= high {
                    if let probe = h.adapter.sectionController(forSection: section) as? Probe { rangeNames.insert(probe.id) }
                }
                for controller in controllers where recorder.inRange.contains(ObjectIdentifier(controller)) {
                    heard.insert(Recorder.name(controller))
                }
                if heard != rangeNames {
                    errors.append("seed \(seed) step \(step) (\(kind)): working range \(heard.sorted()), the rule says \(rangeNames.sorted())")
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

    /// The same rules on views whose cells size themselves: items at the
    /// estimate until their cells show, cells sized as they come, some
    /// pushed off screen before they show.
    func testDisplayEventsMatchTheScreenWithSelfSizingCells() async {
        await MainActor.run {
            for seed: UInt64 in [1, 2, 3, 5, 8, 13, 21, 34] {
                let errors = Self.run(seed: seed, steps: 150, selfSizing: true)
                XCTAssertEqual(errors, [], "seed \(seed)")
            }
        }
    }

    /// The same rules on views with a compositional layout whose sections
    /// the controllers give (`ListCompositionalLayout(sectionsOf:)`): grids,
    /// lists whose cells size themselves, and rows that scroll across,
    /// whose items past the view's width are not on screen.
    /// The same rules with IGListKit's layout, whose sections share rows:
    /// items 90 to 170 points wide, so that several items, of one section
    /// or of several, sit on a row.
    func testDisplayEventsMatchTheScreenWithIGListKitsLayout() async {
        await MainActor.run {
            for seed: UInt64 in [1, 2, 3, 5, 8, 13, 21, 34] {
                let errors = Self.run(seed: seed, steps: 150, rows: true)
                XCTAssertEqual(errors, [], "seed \(seed)")
            }
        }
    }

    func testDisplayEventsMatchTheScreenWithACompositionalLayout() async {
        await MainActor.run {
            for seed: UInt64 in [1, 2, 3, 5, 8, 13, 21, 34] {
                let errors = Self.run(seed: seed, steps: 150, compositional: true)
                XCTAssertEqual(errors, [], "seed \(seed)")
            }
        }
    }
}
