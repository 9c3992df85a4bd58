import Foundation
import ListTestSupport
import ListKitTesting
import ListUpdates
import XCTest

final class SnapshotTests: XCTestCase {
    typealias S = Snapshot<String, Int>
    typealias View = ListViewSimulator<String, Int>

    func testVocabularyAndQueries() throws {
        var s = S()
        s.appendSections(["b", "d"])
        s.insertSections(["a"], beforeSection: "b")
        s.insertSections(["c"], afterSection: "b")
        XCTAssertEqual(s.sectionIdentifiers, ["a", "b", "c", "d"])
        s.appendItems([1, 2], toSection: "b")
        s.appendItems([9])  // the last section
        s.insertItems([0], beforeItem: 1)
        s.insertItems([3], afterItem: 2)
        XCTAssertEqual(s.itemIdentifiers(inSection: "b"), [0, 1, 2, 3])
        XCTAssertEqual(s.itemIdentifiers(inSection: "d"), [9])
        s.moveItem(9, beforeItem: 0)
        s.moveItem(0, afterItem: 3)
        XCTAssertEqual(s.itemIdentifiers(inSection: "b"), [9, 1, 2, 3, 0])
        s.moveSection("d", beforeSection: "a")
        s.moveSection("a", afterSection: "c")
        XCTAssertEqual(s.sectionIdentifiers, ["d", "b", "c", "a"])
        s.deleteItems([2])
        s.deleteSections(["c"])
        s.reloadSections(["a"])
        s.reloadItems([1])
        s.reconfigureItems([3])
        XCTAssertEqual(s.numberOfSections, 3)
        XCTAssertEqual(s.numberOfItems, 4)
        XCTAssertEqual(s.numberOfItems(inSection: "b"), 4)
        XCTAssertEqual(s.numberOfItems(inSection: "zz"), 0, "an unknown section (Apple's raises)")
        XCTAssertEqual(s.sectionIdentifier(containingItem: 3), "b")
        XCTAssertEqual(s.indexOfItem(3), 2)
        XCTAssertEqual(s.indexOfSection("a"), 2)
        XCTAssertEqual(s.reloadedSectionIdentifiers, ["a"])
        XCTAssertEqual(s.reloadedItemIdentifiers, [1])
        XCTAssertEqual(s.reconfiguredItemIdentifiers, [3])
        s.deleteAllItems()
        XCTAssertEqual(s.itemIdentifiers, [])
        XCTAssertEqual(s.reloadedItemIdentifiers, [])
    }

    /// Rule (Snapshot, "Misuse"): an edit that breaks a rule it can check at
    /// the call changes nothing and records the first misuse, which
    /// `misuse` reports and `validate()` throws; later misuses do not
    /// replace it. Unknown sections, repeated sections, moves relative to
    /// oneself and unknown items are found at the call.
    func testMisuseAtTheCallChangesNothingAndIsRecorded() throws {
        var s = S()
        s.appendItems([1])
        XCTAssertEqual(s.misuse, .noSection)
        s = S()
        s.appendSections(["a"])
        s.appendItems([1, 2])
        let before = s
        let cases: [(String, (inout S) -> Void, SnapshotError)] = [
            ("appendSections", { $0.appendSections(["b", "a"]) }, .duplicateSection("a")),
            ("appendSections twice", { $0.appendSections(["c", "c"]) }, .duplicateSection("c")),
            ("appendItems", { $0.appendItems([3], toSection: "x") }, .unknownSection("x")),
            ("deleteItems", { $0.deleteItems([2, 7]) }, .unknownItem("7")),
            ("moveItem", { $0.moveItem(1, beforeItem: 1) }, .moveRelativeToItself("1")),
            ("moveItem unknown", { $0.moveItem(1, beforeItem: 9) }, .unknownItem("9")),
            ("insertSections", { $0.insertSections(["q"], beforeSection: "x") }, .unknownSection("x")),
            ("insertItems", { $0.insertItems([5], afterItem: 8) }, .unknownItem("8")),
            ("deleteSections", { $0.deleteSections(["a", "x"]) }, .unknownSection("x")),
            ("moveSection", { $0.moveSection("a", afterSection: "a") }, .moveRelativeToItself("a")),
            ("reloadSections", { $0.reloadSections(["x"]) }, .unknownSection("x")),
        ]
        for (name, edit, error) in cases {
            var copy = before
            edit(&copy)
            XCTAssertEqual(copy, before, name)
            XCTAssertEqual(copy.misuse, error, name)
            XCTAssertThrowsError(try copy.validate(), name) { XCTAssertEqual($0 as? SnapshotError, error, name) }
            copy.appendItems([1], toSection: "a")
            XCTAssertEqual(copy.misuse, error, "the first misuse stays: \(name)")
        }
        XCTAssertNil(before.misuse)
        XCTAssertNoThrow(try before.validate())
        XCTAssertEqual(SnapshotError.duplicateItem("1").description,
                       "item 1 is already in the snapshot (item identifiers must be unique)")
    }

    /// Rule (Snapshot, "Misuse"): the checks that need the item index wait
    /// for it while it is not built, so that appending copies and hashes
    /// nothing: the items (or marks) go in, and the snapshot is invalid from
    /// then on, as the first query by item, positional edit, `misuse` or
    /// `validate()` finds. Once the index is built, the same edits are
    /// refused at the call.
    func testChecksThatNeedTheIndexWaitForIt() throws {
        var s = S()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2], toSection: "a")
        s.appendItems([3, 1], toSection: "b")        // 1 again: appended, not hashed
        XCTAssertEqual(s.itemIdentifiers, [1, 2, 3, 1])
        XCTAssertEqual(s.misuse, .duplicateItem("1"))

        var marks = S()
        marks.appendSections(["a"])
        marks.appendItems([1, 2])
        marks.reloadItems([7])                        // kept until the index is built
        XCTAssertEqual(marks.reloadedItemIdentifiers, [7])
        XCTAssertEqual(marks.indexOfItem(2), 1)      // builds the index: found
        XCTAssertEqual(marks.misuse, .unknownItem("7"))

        var indexed = S()
        indexed.appendSections(["a"])
        indexed.appendItems([1, 2])
        XCTAssertEqual(indexed.indexOfItem(1), 0)    // the index is built from here
        let before = indexed
        indexed.appendItems([3, 1])
        XCTAssertEqual(indexed, before, "refused at the call")
        XCTAssertEqual(indexed.misuse, .duplicateItem("1"))
        indexed = before
        indexed.reconfigureItems([9])
        XCTAssertEqual(indexed, before)
        XCTAssertEqual(indexed.misuse, .unknownItem("9"))
    }

    /// Rule (Snapshot, "Misuse"): a delete that finds more copies than it
    /// names, in a snapshot holding an item twice while its index is not
    /// built, records the duplicate: the misuse is not deleted away.
    func testADeleteThatMeetsARepeatedItemRecordsIt() {
        var s = S()
        s.appendSections(["a", "b"])
        s.appendItems([1, 2], toSection: "a")
        s.appendItems([3, 1], toSection: "b")
        s.deleteItems([1, 9])
        XCTAssertEqual(s.misuse, .duplicateItem("1"))
    }

    /// An identifier not equal to itself (NaN) could never be found again: a
    /// NaN section is refused at the call; a NaN item, which the index
    /// finds, at the call once it is built, else when it is.
    func testIdentifiersNotEqualToThemselvesAreRefused() throws {
        var s = Snapshot<Double, Double>()
        s.appendSections([1])
        s.appendItems([10])
        let before = s
        s.appendSections([2, .nan])
        XCTAssertEqual(s.misuse, .identifierNotEqualToItself("nan"))
        XCTAssertEqual(s, before)
        s = before
        s.insertSections([.nan], beforeSection: 1)
        XCTAssertEqual(s.misuse, .identifierNotEqualToItself("nan"))
        XCTAssertEqual(s, before)

        s = before
        s.appendItems([11, .nan])                     // no index yet: appended
        XCTAssertEqual(s.numberOfItems, 3)
        XCTAssertEqual(s.misuse, .identifierNotEqualToItself("nan"))

        s = before
        s.insertItems([.nan], afterItem: 10)          // builds the index: refused
        XCTAssertEqual(s, before)
        XCTAssertEqual(s.misuse, .identifierNotEqualToItself("nan"))
        XCTAssertEqual(SnapshotError.identifierNotEqualToItself("nan").description,
                       "nan is not equal to itself, so it could never be found again")

        var outline = SectionSnapshot<Double>()
        try outline.append([1])
        XCTAssertThrowsError(try outline.append([2, .nan], to: 1)) {
            XCTAssertEqual($0 as? SnapshotError, .identifierNotEqualToItself("nan"))
        }
        XCTAssertThrowsError(try outline.insert([.nan], before: 1))
        XCTAssertEqual(outline.items, [1])
    }

    func testDiffOfTwoSnapshots() throws {
        var old = S()
        old.appendSections(["a", "b", "c"])
        old.appendItems([1, 2, 3], toSection: "a")
        old.appendItems([4, 5], toSection: "b")
        old.appendItems([6], toSection: "c")
        var new = S()
        new.appendSections(["a", "b", "d"])
        new.appendItems([3, 1, 7], toSection: "a")  // 2 deleted, 3 moved, 7 inserted
        new.appendItems([5, 2], toSection: "b")     // 4 deleted, 2 moved in from a
        new.appendItems([6, 8], toSection: "d")     // 6 comes from the deleted section c
        new.reloadItems([5])
        let batch = new.batchUpdate(from: old)
        XCTAssertEqual(batch.sectionDeletes, [2])
        XCTAssertEqual(batch.sectionInserts, [2])
        // The fewest moves by default: 3 to the front and 2 into b; Heckel's
        // rule also moves 1, which 3 jumped over.
        XCTAssertEqual(batch.itemMoves.map(\.description).sorted(), ["[0, 1]->[1, 1]", "[0, 2]->[0, 0]"])
        XCTAssertEqual(new.batchUpdate(from: old, moves: .heckel).itemMoves.map(\.description).sorted(),
                       ["[0, 0]->[0, 1]", "[0, 1]->[1, 1]", "[0, 2]->[0, 0]"])
        XCTAssertEqual(batch.itemDeletes, [IndexPath(indexes: [1, 0]), IndexPath(indexes: [1, 1])])
        XCTAssertEqual(batch.itemInserts, [IndexPath(indexes: [0, 2]), IndexPath(indexes: [1, 0])])
        var view = View(old)
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, View.sections(of: new))
    }

    /// Random sectioned data changed in every way a snapshot can change
    /// (sections and items inserted, deleted, moved, reloaded, items moved
    /// across sections and reconfigured), diffed with both move strategies:
    /// every batch keeps UIKit's rules (`UIKitBatchRules`, written apart from
    /// the simulator), the simulator accepts it, and the view ends up showing
    /// the new snapshot.
    func testRandomSnapshotDiffsApply() throws {
        var seen = (itemMoves: 0, crossSectionMoves: 0, sectionMoves: 0, reconfigures: 0, sectionDeletes: 0)
        defer {
            // The cases are not vacuous: every kind of operation occurs.
            XCTAssertGreaterThan(seen.itemMoves, 100)
            XCTAssertGreaterThan(seen.crossSectionMoves, 100)
            XCTAssertGreaterThan(seen.sectionMoves, 10)
            XCTAssertGreaterThan(seen.reconfigures, 100)
            XCTAssertGreaterThan(seen.sectionDeletes, 100)
        }
        for seed in UInt64(0)..<4_000 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshots(sections: Int.random(in: 0...6, using: &rng), items: 8, using: &rng)
            for strategy in [MoveStrategy.heckel, .minimal] {
                let batch = new.batchUpdate(from: old, moves: strategy)
                seen.itemMoves += batch.itemMoves.count
                seen.crossSectionMoves += batch.itemMoves.filter { $0.from[0] != $0.to[0] }.count
                seen.sectionMoves += batch.sectionMoves.count
                seen.reconfigures += batch.itemReconfigures.count
                seen.sectionDeletes += batch.sectionDeletes.count
                XCTAssertEqual(UIKitBatchRules.violations(of: batch, old: itemCounts(of: old), new: itemCounts(of: new)), [],
                               "seed \(seed), \(strategy): \(batch)")
                // Sanitized already, also where the diff skips the sanitizer
                // (no section changes): the sanitizer changes nothing.
                XCTAssertEqual(batch.uncheckedSanitized(), batch, "seed \(seed), \(strategy)")
                var view = View(old)
                do {
                    try view.performBatchUpdates(batch, dataSource: new)
                } catch {
                    XCTFail("seed \(seed), \(strategy): \(error)\nold \(View.sections(of: old))\nnew \(View.sections(of: new))\nbatch \(batch)")
                    return
                }
                XCTAssertEqual(view.sections, View.sections(of: new), "seed \(seed), \(strategy)")
            }
        }
    }

    /// The same random snapshots: the batch rebuilds exactly what was
    /// marked, where it is (the identities alone, which the test above
    /// compares, would not show a reconfigure or reload aimed at another
    /// item). UIKit's rules: a reloaded item that stays is deleted at its
    /// old index path and inserted at its new one (or its section is);
    /// a reconfigured one is reconfigured at its old index path, or, when
    /// it moves, deleted and inserted instead (U6: a reconfigure does not
    /// travel with a move); every reconfigure names a reconfigured item,
    /// every item delete an item that leaves or is rebuilt. Half the seeds
    /// have no reload at all (the diff's path without per-item look-ups).
    func testRandomSnapshotDiffsRebuildWhatWasMarked() throws {
        var seen = (reloads: 0, reconfigures: 0, withoutReloads: 0)
        defer {
            XCTAssertGreaterThan(seen.reloads, 100)
            XCTAssertGreaterThan(seen.reconfigures, 100)
            XCTAssertGreaterThan(seen.withoutReloads, 100)
        }
        for seed in UInt64(0)..<2_000 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshots(sections: Int.random(in: 0...6, using: &rng), items: 8, using: &rng)
            if new.reloadedItemIdentifiers.isEmpty { seen.withoutReloads += 1 }
            func oldPath(_ item: Int) -> IndexPath? { indexPath(of: item, in: old) }
            func newPath(_ item: Int) -> IndexPath? { indexPath(of: item, in: new) }
            for strategy in [MoveStrategy.heckel, .minimal] {
                let context = "seed \(seed), \(strategy)"
                let batch = new.batchUpdate(from: old, moves: strategy)
                let deletes = Set(batch.itemDeletes), inserts = Set(batch.itemInserts)
                func leaves(_ p: IndexPath) -> Bool { deletes.contains(p) || batch.sectionDeletes.contains(p[0]) }
                func arrives(_ p: IndexPath) -> Bool { inserts.contains(p) || batch.sectionInserts.contains(p[0]) }
                for item in new.reloadedItemIdentifiers {
                    guard let from = oldPath(item), let to = newPath(item) else { continue }
                    seen.reloads += 1
                    XCTAssertTrue(leaves(from) && arrives(to), "\(context): reloaded \(item) \(from) -> \(to)\n\(batch)")
                }
                for item in new.reconfiguredItemIdentifiers.subtracting(new.reloadedItemIdentifiers) {
                    guard let from = oldPath(item), let to = newPath(item) else { continue }
                    seen.reconfigures += 1
                    let rebuilt = leaves(from) && arrives(to)
                    XCTAssertNotEqual(batch.itemReconfigures.contains(from), rebuilt,
                                      "\(context): reconfigured \(item) \(from) -> \(to)\n\(batch)")
                }
                for path in batch.itemReconfigures {
                    let item = old.itemIdentifiers(inSection: old.sectionIdentifier(at: path[0])!)[path[1]]
                    XCTAssertTrue(new.reconfiguredItemIdentifiers.contains(item), "\(context): reconfigure at \(path)")
                }
                for path in batch.itemDeletes {
                    let item = old.itemIdentifiers(inSection: old.sectionIdentifier(at: path[0])!)[path[1]]
                    guard let to = newPath(item) else { continue }
                    XCTAssertTrue(arrives(to), "\(context): \(item) deleted at \(path) but not inserted at \(to)")
                }
            }
        }
    }

    /// Old [S1:[10], S2:[]] -> new [S2:[10], S1:[]]: the two sections swap
    /// and item 10 changes section. One section moves (sections move
    /// minimally), and since item 10 arrives in or leaves it, that section
    /// is sent as a delete plus an insert: no item operation is left inside a
    /// moved section, with either item strategy.
    func testItemMovingIntoASwappedSection() throws {
        var old = S(), new = S()
        old.appendSections(["S1", "S2"])
        old.appendItems([10], toSection: "S1")
        new.appendSections(["S2", "S1"])
        new.appendItems([10], toSection: "S2")
        for strategy in [MoveStrategy.heckel, .minimal] {
            let batch = new.batchUpdate(from: old, moves: strategy)
            XCTAssertEqual("\(batch)", "section deletes [1], section inserts [0], item deletes [[0, 0]]", "\(strategy)")
            var view = View(old)
            try view.performBatchUpdates(batch, dataSource: new)
            XCTAssertEqual(view.sections, View.sections(of: new))
        }
    }

    /// Ten sections of a hundred move to the end while one item of every
    /// section is deleted. Sections move minimally, so only the ten moved
    /// sections are sent whole (a delete plus an insert, since their items
    /// change); the other ninety keep their item deletes, and so their
    /// animations. (With Heckel's rule for sections, most of the hundred
    /// would count as moved and be sent whole.)
    func testAFewSectionMovesCostOnlyThoseSections() throws {
        var old = S(), new = S()
        for section in 0..<100 {
            old.appendSections(["s\(section)"])
            old.appendItems(Array((section * 10)..<(section * 10 + 10)))
        }
        let moved = (0..<10).map { $0 * 10 }  // s0, s10, …, s90
        let order = (0..<100).filter { !moved.contains($0) } + moved
        for section in order {
            new.appendSections(["s\(section)"])
            new.appendItems(Array((section * 10 + 1)..<(section * 10 + 10)))  // item 0 deleted
        }
        for strategy in [MoveStrategy.heckel, .minimal] {
            let batch = new.batchUpdate(from: old, moves: strategy)
            XCTAssertEqual(batch.sectionMoves, [], "\(strategy)")
            XCTAssertEqual(batch.sectionDeletes, IndexSet(moved), "\(strategy)")
            XCTAssertEqual(batch.sectionInserts, IndexSet(90..<100), "\(strategy)")
            XCTAssertEqual(Set(batch.itemDeletes), Set((0..<100).filter { !moved.contains($0) }.map { IndexPath(indexes: [$0, 0]) }),
                           "\(strategy)")
            XCTAssertEqual(batch.itemInserts, [], "\(strategy)")
            XCTAssertEqual(batch.itemMoves, [], "\(strategy)")
            var view = View(old)
            try view.performBatchUpdates(batch, dataSource: new)
            XCTAssertEqual(view.sections, View.sections(of: new))
        }
    }

    func testLargeSnapshots() throws {
        var rng = SplitMix64(seed: 99)
        let (old, new) = randomSnapshots(sections: 100, items: 1_000, using: &rng)
        let batch = new.batchUpdate(from: old)
        var view = View(old)
        try view.performBatchUpdates(batch, dataSource: new)
        XCTAssertEqual(view.sections, View.sections(of: new))
    }
}
