import ListTestSupport
@testable import ListUpdates
import XCTest

/// A data source checks a fresh snapshot through its diff with the one it
/// shows (`transition(from:moves:checking:)`): only the items the diff
/// finds new are hashed. The rule checked here is the snapshot's own,
/// stated without the diff: a snapshot is valid when no item identifier
/// appears twice in it, every item equals itself, and every reload or
/// reconfigure mark names an item it holds (Apple's
/// `NSDiffableDataSourceSnapshot` raises on each of those). The oracle
/// counts identifiers in a plain dictionary.
final class SnapshotDiffCheckTests: XCTestCase {
    typealias S = Snapshot<String, Int>

    /// The misuse the rule finds in `sections`, `items` and the marks,
    /// when there is exactly one culprit (nil for a valid snapshot).
    static func oracle(_ snapshot: S) -> (valid: Bool, culprits: Set<String>) {
        var counts: [Int: Int] = [:]
        for section in snapshot.sectionIdentifiers {
            for item in snapshot.itemIdentifiers(inSection: section) { counts[item, default: 0] += 1 }
        }
        var culprits = Set(counts.filter { $0.value > 1 }.map { "duplicate \($0.key)" })
        for item in snapshot.reloadedItemIdentifiers.union(snapshot.reconfiguredItemIdentifiers)
        where counts[item] == nil { culprits.insert("unknown \(item)") }
        return (culprits.isEmpty, culprits)
    }

    static func name(_ error: SnapshotError?) -> String? {
        switch error {
        case .duplicateItem(let item)?: return "duplicate \(item)"
        case .unknownItem(let item)?: return "unknown \(item)"
        case nil: return nil
        case let other?: return "\(other)"
        }
    }

    /// `snapshot` built again by appending, as an app builds one: its index
    /// is not built, so nothing is checked before the diff.
    static func fresh(_ snapshot: S) -> S {
        var fresh = S()
        for section in snapshot.sectionIdentifiers {
            fresh.appendSections([section])
            fresh.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
        }
        fresh.reloadSections(Array(snapshot.reloadedSectionIdentifiers))
        fresh.reloadItems(Array(snapshot.reloadedItemIdentifiers))
        fresh.reconfigureItems(Array(snapshot.reconfiguredItemIdentifiers))
        return fresh
    }

    func testAFreshSnapshotIsCheckedByItsDiff() {
        var old = S()
        old.appendSections(["a", "b"])
        old.appendItems([1, 2, 3], toSection: "a")
        old.appendItems([4, 5], toSection: "b")
        func misuse(_ build: (inout S) -> Void) -> String? {
            var new = S()
            build(&new)
            XCTAssertFalse(new.isMisuseKnown, "the index is not built before the diff")
            return Self.name(new.transition(from: old, moves: .minimal, checking: true).misuse)
        }
        // Valid: kept, moved across sections, inserted, a new section.
        XCTAssertNil(misuse {
            $0.appendSections(["b", "c", "a"])
            $0.appendItems([5, 1], toSection: "b")
            $0.appendItems([9], toSection: "c")
            $0.appendItems([2, 3, 4], toSection: "a")
            $0.reloadItems([9, 2])
        })
        // An arriving item that is also an old item that stays.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b"])
            $0.appendItems([1, 2, 3], toSection: "a")
            $0.appendItems([4, 5, 2], toSection: "b")
        }, "duplicate 2")
        // Twice in one section whose other items stay.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b"])
            $0.appendItems([1, 2, 1, 3], toSection: "a")
            $0.appendItems([4, 5], toSection: "b")
        }, "duplicate 1")
        // Two new items alike, in a new section.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b", "c"])
            $0.appendItems([1, 2, 3], toSection: "a")
            $0.appendItems([4, 5], toSection: "b")
            $0.appendItems([7, 7], toSection: "c")
        }, "duplicate 7")
        // In a section that did not change and in a new one.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b", "c"])
            $0.appendItems([1, 2, 3], toSection: "a")
            $0.appendItems([4, 5], toSection: "b")
            $0.appendItems([5], toSection: "c")
        }, "duplicate 5")
        // An old item that leaves its section and arrives twice elsewhere.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b"])
            $0.appendItems([2, 3], toSection: "a")
            $0.appendItems([1, 4, 5, 1], toSection: "b")
        }, "duplicate 1")
        // A reload of an item the snapshot does not hold; one it holds.
        XCTAssertEqual(misuse {
            $0.appendSections(["a", "b"])
            $0.appendItems([1, 2, 3], toSection: "a")
            $0.appendItems([4, 5], toSection: "b")
            $0.reconfigureItems([8])
        }, "unknown 8")
        XCTAssertNil(misuse {
            $0.appendSections(["a", "b"])
            $0.appendItems([1, 2, 3], toSection: "a")
            $0.appendItems([4, 5], toSection: "b")
            $0.reconfigureItems([4])
        })
    }

    func testAnItemNotEqualToItselfIsFoundByTheDiff() {
        var old = Snapshot<Int, Double>()
        old.appendSections([0])
        old.appendItems([1, 2], toSection: 0)
        var new = Snapshot<Int, Double>()
        new.appendSections([0])
        new.appendItems([1, .nan, 2], toSection: 0)
        guard case .identifierNotEqualToItself? = new.transition(from: old, moves: .minimal, checking: true).misuse
        else { return XCTFail("a NaN item went unnoticed") }
    }

    /// Random valid snapshots rebuilt fresh, some broken on purpose (an
    /// item repeated, from the old snapshot or the new, in any section; a
    /// mark on an item that is not there): the diff's check finds a misuse
    /// exactly when the oracle does, and names one of the culprits.
    func testTheDiffsCheckAgreesWithCountingOnRandomSnapshots() {
        for seed: UInt64 in 0..<400 {
            var rng = SplitMix64(seed: seed)
            let (old, valid) = randomSnapshots(sections: 6, items: 8, using: &rng)
            var new = Self.fresh(valid)
            let oldItems = old.itemIdentifiers, newItems = new.itemIdentifiers
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where !new.sectionIdentifiers.isEmpty && !newItems.isEmpty:
                new.appendItems([newItems.randomElement(using: &rng)!],
                                toSection: new.sectionIdentifiers.randomElement(using: &rng)!)
            case 1 where !new.sectionIdentifiers.isEmpty && !oldItems.isEmpty:
                new.appendItems([oldItems.randomElement(using: &rng)!],
                                toSection: new.sectionIdentifiers.randomElement(using: &rng)!)
            case 2:
                new.reloadItems([oldItems.randomElement(using: &rng) ?? -1, -2])
            default:
                break
            }
            let expected = Self.oracle(new)
            let found = Self.name(new.transition(from: old, moves: .minimal, checking: true).misuse)
            XCTAssertEqual(found == nil, expected.valid, "seed \(seed): found \(found ?? "nothing"), expected \(expected.culprits)")
            if let found { XCTAssertTrue(expected.culprits.contains(found), "seed \(seed): \(found) is no culprit") }
            // The index's own check agrees.
            XCTAssertEqual(new.misuse == nil, expected.valid, "seed \(seed): the index's check")
        }
    }
}
