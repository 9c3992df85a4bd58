@testable import ListKit
import ListTestSupport
import XCTest

/// The working range against the rule it keeps, recomputed from scratch
/// (as it once was on every event), and the per-section counts it keeps.
/// (corelibs XCTest cannot run main-actor test methods: the bodies hop to
/// the main actor.)
final class WorkingRangeTests: XCTestCase {
    func testSectionCounts() {
        var counts = _SectionCounts()
        XCTAssertEqual(counts.count(below: 10), 0)
        counts.add(1, at: 5)
        counts.add(2, at: 0)
        counts.add(1, at: 37)  // grows past the first capacity
        XCTAssertEqual([0, 1, 5, 6, 37, 38, 1_000, -1].map(counts.count(below:)), [0, 2, 2, 3, 3, 4, 4, 0])
        XCTAssertEqual((1...4).map(counts.section(holding:)), [0, 0, 5, 37])
        counts.add(-2, at: 0)
        XCTAssertEqual((1...2).map(counts.section(holding:)), [5, 37])
        XCTAssertEqual(counts.count(below: 37), 1)
    }

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

    /// The rule, from scratch: the lowest to the highest visible section
    /// below the section count, `size` more on each side.
    @MainActor
    private struct Reference {
        let size: Int
        var visible = Set<IndexPath>()  // a path shown twice ends once
        var inRange: [SectionController] = []

        mutating func update(
            _ path: IndexPath, isVisible: Bool, sectionCount: Int, controllers: [SectionController]
        ) -> (entered: [SectionController], exited: [SectionController]) {
            if isVisible { visible.insert(path) } else { visible.remove(path) }
            let sections = visible.map { $0[0] }.filter { $0 < sectionCount }
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
