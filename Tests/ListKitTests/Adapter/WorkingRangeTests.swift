@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The working range against the rule it keeps, recomputed from scratch
/// (as it once was on every event), and through the adapter. (Its per-section counts are tested
/// with the sums they are kept in, in `SectionSumsTests`.)
/// (corelibs XCTest cannot run main-actor test methods: the bodies hop to
/// the main actor.)
final class WorkingRangeTests: XCTestCase {
    /// Random display events of cells over maps that change (controllers
    /// replaced, reordered, removed, reset), cells of controllers the map
    /// dropped among them: each event enters and exits exactly the
    /// controllers the rule says, in section order. A cell counts in its
    /// controller's section as the map has it at the event.
    func testMatchesTheRuleRecomputedOnEveryEvent() async {
        await MainActor.run {
            var random = SplitMix64(seed: 7)
            for size in [0, 1, 3, .max] {
                var range = WorkingRange(size: size)
                var reference = Reference(size: size)
                var pool = (0..<40).map { _ in SectionController() }
                var controllers: [SectionController] = [], version = 0, sectionCount = 20
                @MainActor func remap(_ new: [SectionController]) {
                    for controller in pool { controller.section = nil }
                    for (section, controller) in new.enumerated() { controller.section = section }
                    controllers = new
                }
                remap(Array(pool[..<20]))
                var cells = (0..<64).map { _ in HeadlessCell() }
                var shown: [(cell: HeadlessCell, controller: SectionController)] = []
                for step in 0..<2_000 {
                    if random.next() % 50 == 0 {
                        version += 1
                        pool.shuffle(using: &random)
                        sectionCount = Int(random.next() % 30)
                        remap(random.next() % 5 == 0 ? [] : Array(pool[..<sectionCount]))  // [] as after a reset
                    }
                    let appears = shown.isEmpty || (random.next() % 2 == 0 && !cells.isEmpty)
                    let event: (cell: HeadlessCell, controller: SectionController)
                    if appears {
                        event = (cells.removeLast(), pool[Int(random.next() % UInt64(pool.count))])
                        shown.append(event)
                    } else {
                        event = shown.remove(at: Int(random.next() % UInt64(shown.count)))
                        cells.append(event.cell)
                    }
                    let got = range.update(cell: ObjectIdentifier(event.cell), controller: event.controller, isVisible: appears,
                                           sectionCount: sectionCount, controllers: controllers, version: version)
                    let want = reference.update(event.cell, of: event.controller, isVisible: appears,
                                                sectionCount: sectionCount, controllers: controllers)
                    XCTAssertEqual(got.entered.map(ObjectIdentifier.init), want.entered.map(ObjectIdentifier.init),
                                   "size \(size), step \(step): entered")
                    XCTAssertEqual(got.exited.map(ObjectIdentifier.init), want.exited.map(ObjectIdentifier.init),
                                   "size \(size), step \(step): exited")
                }
            }
        }
    }

    /// A batch moves cells to other index paths without display events.
    /// Six sections of one 100-point cell, a view 200 tall, a range of
    /// size 0: opened, a and b are on screen; scrolled to 100, b and c; an
    /// object inserted on top moves b and c down a section, and the view,
    /// still at 100, shows a and b; scrolled to 400 (sections 4 and 5 of
    /// seven: d and e), a and b leave the range and d and e enter. Keyed by
    /// index path (as IGListKit's handler keys them), b's and c's old
    /// paths would stay counted and keep sections in the range.
    func testCellsMovedByABatchLeaveTheRangeWhereTheyAre() async {
        await MainActor.run {
            @MainActor final class Tall: SectionController {
                static var events: [String] = []
                var id = ""
                override func didUpdate(to object: any ListDiffable) { id = "\(object.diffIdentifier)" }
                override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 320, height: 100) }
                override func cellForItem(at index: Int) -> (any ListReusableView)? {
                    collectionContext?.dequeueReusableCell(of: HeadlessCell.self, for: self, at: index)
                }
                override func didEnterWorkingRange() { Self.events.append("+\(id)") }
                override func didExitWorkingRange() { Self.events.append("-\(id)") }
            }
            let names = ["a", "b", "c", "d", "e", "f"]
            let h = AdapterHarness(names.map { Row($0, [1]) }, workingRangeSize: 0, attach: false)
            h.view.size = CGSize(width: 320, height: 200)
            Tall.events = []
            h.source.makeController = { _ in Tall() }
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            h.view.layoutIfNeeded()
            XCTAssertEqual(Tall.events, ["+a", "+b"])
            h.view.contentOffset = CGPoint(x: 0, y: 100)
            XCTAssertEqual(Tall.events, ["+a", "+b", "-a", "+c"])
            Tall.events = []
            h.source.objects.insert(Row("new", [1]), at: 0)
            h.adapter.performUpdates(animated: true)
            h.advance()
            XCTAssertEqual(Set(Tall.events), ["+a", "-c"], "at 100: a and b on screen")
            Tall.events = []
            h.view.contentOffset = CGPoint(x: 0, y: 400)
            XCTAssertEqual(Set(Tall.events), ["-a", "-b", "+d", "+e"])
        }
    }

    /// Only cells move the working range: IGListKit's adapter calls its
    /// `IGListWorkingRangeHandler` from `willDisplayCell` and
    /// `didEndDisplayingCell` only, never for supplementary views
    /// (`IGListAdapter+UICollectionView.m`). A section
    /// whose header is on screen but none of its cells stays out of a range
    /// of size 0, and a header and a cell at the same index path are not
    /// one visible path.
    func testSupplementaryViewsDoNotMoveTheWorkingRange() async {
        await MainActor.run {
            @MainActor final class Headed: GenericSectionController<Row>, ListSupplementaryViewSource {
                var items: [Int] = []
                var events: [String] = []
                override init() {
                    super.init()
                    supplementaryViewSource = self
                }
                override var numberOfItems: Int { items.count }
                override func itemIdentifier(at index: Int) -> AnyHashable { AnyHashable(items[index]) }
                override func didUpdate(to row: Row) { items = row.items }
                override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 320, height: 40) }
                override func didEnterWorkingRange() { events.append("enter") }
                override func didExitWorkingRange() { events.append("exit") }
                var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }
                func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
                    collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: HeadlessReusableView.self, at: index)
                }
                func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize { CGSize(width: 320, height: 20) }
            }
            // a: header 0-20, cells 20-140; b: header 140-160, cells 160-240.
            let h = AdapterHarness([Row("a", [1, 2, 3]), Row("b", [4, 5])], workingRangeSize: 0, attach: false)
            h.source.makeController = { _ in Headed() }
            h.view.size = CGSize(width: 320, height: 150)
            h.adapter.listView = h.view
            h.adapter.dataSource = h.source
            let a = h.adapter.sectionController(forSection: 0) as! Headed
            let b = h.adapter.sectionController(forSection: 1) as! Headed
            XCTAssertNotNil(h.view.supplementaryView(forElementKind: ListElementKind.sectionHeader, at: [1, 0]), "b's header shows")
            XCTAssertNil(h.view.cellForItem(at: [1, 0]), "none of b's cells does")
            XCTAssertEqual(a.events, ["enter"])
            XCTAssertEqual(b.events, [], "a header alone does not bring its section into the range")
            // b's first cell comes and goes while its header stays.
            h.view.contentOffset = CGPoint(x: 0, y: 20)
            XCTAssertNotNil(h.view.cellForItem(at: [1, 0]))
            XCTAssertEqual(b.events, ["enter"])
            h.view.contentOffset = CGPoint(x: 0, y: 0)
            XCTAssertEqual(b.events, ["enter", "exit"], "its last cell gone, whatever its header does")
            XCTAssertEqual(a.events, ["enter"])
        }
    }

    /// The rule, from scratch: the lowest to the highest section of a
    /// controller with a cell on screen, below the section count, `size`
    /// more on each side.
    @MainActor
    private struct Reference {
        let size: Int
        /// The controller of each cell on screen, by cell.
        var visible: [ObjectIdentifier: SectionController] = [:]
        var inRange: [SectionController] = []

        mutating func update(
            _ cell: HeadlessCell, of controller: SectionController, isVisible: Bool, sectionCount: Int,
            controllers: [SectionController]
        ) -> (entered: [SectionController], exited: [SectionController]) {
            visible[ObjectIdentifier(cell)] = isVisible ? controller : nil
            let sections = visible.values.compactMap(\.section).filter { $0 < sectionCount }
            var now: [SectionController] = []
            if let low = sections.min(), let high = sections.max() {
                let lower = low > size ? low - size : 0
                let upper = sectionCount - 1 - high > size ? high + 1 + size : sectionCount
                now = (lower..<upper).compactMap { $0 < controllers.count ? controllers[$0] : nil }
            }
            defer { inRange = now }
            let before = Set(inRange.map(ObjectIdentifier.init)), after = Set(now.map(ObjectIdentifier.init))
            return (now.filter { !before.contains(ObjectIdentifier($0)) }, inRange.filter { !after.contains(ObjectIdentifier($0)) })
        }
    }
}
