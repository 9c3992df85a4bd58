@testable import ListKit
import ListKitTesting
import ListKitTestSupport
import ListTestSupport
import XCTest

/// The working range against the rule it keeps, recomputed from scratch
/// (as it once was on every event). (Its per-section counts are tested
/// with the sums they are kept in, in `SectionSumsTests`.)
/// (corelibs XCTest cannot run main-actor test methods: the bodies hop to
/// the main actor.)
final class WorkingRangeTests: XCTestCase {
    /// Random display events over maps that change (controllers replaced,
    /// reordered, removed, reset), with stale paths past the last section:
    /// each event enters and exits exactly the controllers the rule says,
    /// in section order.
    func testMatchesTheRuleRecomputedOnEveryEvent() async {
        await MainActor.run {
            var random = SplitMix64(seed: 7)
            for size in [0, 1, 3, .max] {
                var range = WorkingRange(size: size)
                var reference = Reference(size: size)
                var pool = (0..<40).map { _ in SectionController() }
                var controllers = Array(pool[..<20]), version = 0, sectionCount = 20
                var shown: [IndexPath] = []
                for step in 0..<2_000 {
                    if random.next() % 50 == 0 {
                        version += 1
                        pool.shuffle(using: &random)
                        sectionCount = Int(random.next() % 30)
                        controllers = random.next() % 5 == 0 ? [] : Array(pool[..<sectionCount])  // [] as after a reset
                    }
                    let appears = shown.isEmpty || random.next() % 2 == 0
                    let path: IndexPath
                    if appears {
                        path = [Int(random.next() % 32), Int(random.next() % 3)]
                        shown.append(path)
                    } else {
                        path = shown.remove(at: Int(random.next() % UInt64(shown.count)))
                    }
                    let got = range.update(path, isVisible: appears, sectionCount: sectionCount,
                                           controllers: controllers, version: version)
                    let want = reference.update(path, isVisible: appears, sectionCount: sectionCount, controllers: controllers)
                    XCTAssertEqual(got.entered.map(ObjectIdentifier.init), want.entered.map(ObjectIdentifier.init),
                                   "size \(size), step \(step): entered")
                    XCTAssertEqual(got.exited.map(ObjectIdentifier.init), want.exited.map(ObjectIdentifier.init),
                                   "size \(size), step \(step): exited")
                }
            }
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

    /// The rule, from scratch: the lowest to the highest visible section
    /// below the section count, `size` more on each side.
    @MainActor
    private struct Reference {
        let size: Int
        /// Views per path: a multiset, as a batch shows the view that
        /// replaces another at the same path before the old one ends.
        var visible: [IndexPath: Int] = [:]
        var inRange: [SectionController] = []

        mutating func update(
            _ path: IndexPath, isVisible: Bool, sectionCount: Int, controllers: [SectionController]
        ) -> (entered: [SectionController], exited: [SectionController]) {
            if isVisible {
                visible[path, default: 0] += 1
            } else if let count = visible[path] {
                visible[path] = count > 1 ? count - 1 : nil
            }
            let sections = visible.keys.map { $0[0] }.filter { $0 < sectionCount }
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
