import ListTestSupport
import ListUpdates
import XCTest

/// The cost of each snapshot operation, counted rather than timed: items
/// whose hashing and `==` count themselves. Each bound is a few passes over
/// the items at most; an operation that scanned a section per item (as the
/// array-based snapshot did, deleting 10% of 100,000 items in 9 s) or
/// renumbered a section per edit breaks it by orders of magnitude.
final class SnapshotComplexityTests: XCTestCase {
    /// An item identifier that counts the work done on it.
    struct Counted: Hashable, CustomStringConvertible {
        nonisolated(unsafe) static var hashes = 0
        nonisolated(unsafe) static var comparisons = 0
        let value: Int
        static func == (a: Counted, b: Counted) -> Bool {
            comparisons += 1
            return a.value == b.value
        }
        func hash(into hasher: inout Hasher) {
            Counted.hashes += 1
            hasher.combine(value)
        }
        var description: String { "\(value)" }
        /// Hashes and comparisons during `body`.
        static func work(_ body: () -> Void) -> (hashes: Int, comparisons: Int) {
            (hashes, comparisons) = (0, 0)
            body()
            return (hashes, comparisons)
        }
    }

    let sections = 40, perSection = 1_000
    var count: Int { sections * perSection }

    func built() -> Snapshot<Int, Counted> {
        var snapshot = Snapshot<Int, Counted>()
        for s in 0..<sections {
            snapshot.appendSections([s])
            snapshot.appendItems((s * perSection..<(s + 1) * perSection).map(Counted.init), toSection: s)
        }
        return snapshot
    }

    /// Rule (Snapshot, "Storage"): appending copies, it hashes and compares
    /// no item.
    func testBuildingHashesNoItem() {
        let work = Counted.work { XCTAssertEqual(built().numberOfItems, count) }
        XCTAssertEqual(work.hashes, 0)
        XCTAssertEqual(work.comparisons, 0)
    }

    /// A tenth of 40,000 items deleted in one call: about one pass over the
    /// items, with the index and without it.
    func testDeletingATenthIsAboutOnePass() {
        var rng = SplitMix64(seed: 7)
        let gone = (0..<count).shuffled(using: &rng).prefix(count / 10).map(Counted.init)
        var plain = built()
        let scanning = Counted.work { plain.deleteItems(gone) }
        XCTAssertEqual(plain.numberOfItems, count - count / 10)
        XCTAssertLessThanOrEqual(scanning.hashes, count + gone.count, "seed 7")
        XCTAssertLessThanOrEqual(scanning.comparisons, 2 * count, "seed 7")

        var indexed = built()
        XCTAssertEqual(indexed.indexOfItem(Counted(value: 0)), 0)  // builds the index
        let looking = Counted.work { indexed.deleteItems(gone) }
        XCTAssertEqual(indexed, plain)
        // A look-up and a removal per item; `Dictionary` hashes again the
        // entries after a removed one in its run of the table (about 3 per
        // removal at its load): a constant per item, far from a pass per item.
        XCTAssertLessThanOrEqual(looking.hashes, 6 * gone.count, "seed 7")
        XCTAssertLessThanOrEqual(looking.comparisons, 6 * gone.count, "seed 7")
        // And every position is still right afterwards: one renumbering of
        // each section at most.
        let after = Counted.work {
            for (index, item) in indexed.itemIdentifiers.enumerated() { XCTAssertEqual(indexed.indexOfItem(item), index) }
        }
        XCTAssertLessThanOrEqual(after.hashes, 3 * count, "seed 7")
    }

    /// 1% of the items moved one at a time to random places, each followed
    /// by a look-up: the position hints are checked near where they were,
    /// so the work stays a few passes over the items, where a search of the
    /// section per call costs 400 × 1,000 comparisons and a renumbering per
    /// edit 400 × 1,000 hashes.
    func testMovesOneAtATimeStayNearLinear() {
        var rng = SplitMix64(seed: 9)
        var snapshot = built()
        _ = snapshot.indexOfItem(Counted(value: 0))
        let moves = (0..<count / 100).map { _ in
            (Counted(value: Int.random(in: 0..<count, using: &rng)), Counted(value: Int.random(in: 0..<count, using: &rng)))
        }
        let work = Counted.work {
            for (item, target) in moves where item != target {
                snapshot.moveItem(item, beforeItem: target)
                _ = snapshot.indexOfItem(item)
            }
        }
        XCTAssertLessThanOrEqual(work.hashes, count, "seed 9")
        XCTAssertLessThanOrEqual(work.comparisons, 2 * count, "seed 9")
        var all: [Counted] = []
        for s in 0..<sections { all += snapshot.itemIdentifiers(inSection: s) }
        for (index, item) in all.enumerated() { XCTAssertEqual(snapshot.indexOfItem(item), index, "seed 9") }
    }

    /// Items inserted one at a time at the front of a section shift every
    /// item after them: the section is renumbered once per `window` shifts
    /// at most, about n / 32 hashes per insert on average, not n.
    func testInsertsAtTheFrontRenumberRarely() {
        var snapshot = Snapshot<Int, Counted>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<10_000).map(Counted.init))
        let last = Counted(value: 9_999)
        let work = Counted.work {
            for k in 0..<1_000 {
                snapshot.insertItems([Counted(value: -1 - k)], beforeItem: Counted(value: k == 0 ? 0 : -k))
                XCTAssertEqual(snapshot.indexOfItem(last), 10_000 + k)
            }
        }
        // 1,000 inserts; a renumbering (11,000 hashes at most) per 32.
        XCTAssertLessThanOrEqual(work.hashes, 1_000 * 4 + (1_000 / 32 + 1) * 11_000)
    }
}
