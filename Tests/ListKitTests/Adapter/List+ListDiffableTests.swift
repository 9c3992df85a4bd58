import Foundation
@testable import ListKit
import ListTestSupport
import XCTest

/// Rules (IGListKit, `IGListDiff` and `IGListDiffPaths`): objects pair by
/// `diffIdentifier` (the k-th occurrence with the k-th); an unpaired old
/// object is a delete, an unpaired new one an insert; a pair is an update
/// at its old index when, with `IGListDiffPointerPersonality`, the objects
/// are not the same, and with `IGListDiffEquality` when they are not the
/// same and not `isEqualToDiffableObject:`. The oracle pairs by scanning.
final class ListDiffableDiffTests: XCTestCase {
    final class Box: ListDiffable {
        let id: Int
        let text: String
        init(_ id: Int, _ text: String) { (self.id, self.text) = (id, text) }
        var diffIdentifier: AnyHashable { id }
        func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { (object as? Box)?.text == text }
    }

    func testPairsDeletesInsertsAndUpdatesAsIGListKit() {
        let a = Box(1, "a"), b = Box(2, "b"), c = Box(3, "c")
        let old: [any ListDiffable] = [a, b, c]
        let new: [any ListDiffable] = [c, Box(1, "a"), Box(4, "d")]
        let equality = List.diffing(oldArray: old, newArray: new, option: .equality)
        XCTAssertEqual(Array(equality.deletes), [1])
        XCTAssertEqual(Array(equality.inserts), [2])
        XCTAssertEqual(Array(equality.updates), [], "a's new instance is equal")
        let pointers = List.diffing(oldArray: old, newArray: new, option: .pointerPersonality)
        XCTAssertEqual(Array(pointers.updates), [0], "a's new instance is another object")
        let paths = ListDiffPaths(fromSection: 2, toSection: 5, oldArray: old, newArray: nil, option: .equality)
        XCTAssertEqual(paths.deletes, [[2, 0], [2, 1], [2, 2]])
        XCTAssertEqual(paths.inserts, [])
    }

    /// Random lists with repeated identifiers against the oracle.
    func testAgreesWithPairingByScanning() {
        for seed: UInt64 in 0..<200 {
            var rng = SplitMix64(seed: seed)
            func list() -> [Box] {
                (0..<Int.random(in: 0...12, using: &rng)).map { _ in
                    Box(Int.random(in: 0..<8, using: &rng), ["x", "y"].randomElement(using: &rng)!)
                }
            }
            let old = list(), new = list()
            // The oracle: the k-th occurrence of an identifier pairs with the k-th.
            var seen: [Int: Int] = [:], oldPositions: [Int: [Int]] = [:]
            for (i, box) in old.enumerated() { oldPositions[box.id, default: []].append(i) }
            var paired: [(old: Int, new: Int)] = []
            var inserts: [Int] = []
            for (j, box) in new.enumerated() {
                let k = seen[box.id, default: 0]
                seen[box.id] = k + 1
                if let positions = oldPositions[box.id], k < positions.count { paired.append((positions[k], j)) } else { inserts.append(j) }
            }
            let pairedOld = Set(paired.map(\.old))
            let deletes = old.indices.filter { !pairedOld.contains($0) }
            // IGListKit flags an identifier updated when any of its pairs differ.
            let changedIDs = Set(paired.filter { old[$0.old].text != new[$0.new].text }.map { old[$0.old].id })
            let updates = paired.filter { changedIDs.contains(old[$0.old].id) }.map(\.old).sorted()
            let result = List.diffing(oldArray: old, newArray: new, option: .equality)
            XCTAssertEqual(Array(result.deletes), deletes, "seed \(seed)")
            XCTAssertEqual(Array(result.inserts), inserts, "seed \(seed)")
            XCTAssertEqual(Array(result.updates), updates, "seed \(seed)")
        }
    }
}
