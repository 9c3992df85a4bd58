import Foundation
import ListTestSupport
@testable import ListUpdates
import XCTest

/// The ranked list's treap stays shallow when whoever chooses where
/// elements go knows the priority sequence the lists once all started from
/// (SplitMix64 from 0x5EED): knowing it, inserting each new chunk right
/// after the chunk whose priority is just above its own lines the chunks up
/// in one path, and every operation walks all of them.
final class RankedListTests: XCTestCase {
    /// The depth of the tree: chunks on the longest path from the root.
    func height<Element>(_ list: RankedList<Element>) -> Int {
        var deepest = 0, stack: [(node: Int32, depth: Int)] = list.root < 0 ? [] : [(list.root, 1)]
        while let (node, depth) = stack.popLast() {
            deepest = max(deepest, depth)
            for child in [list.nodes[Int(node)].left, list.nodes[Int(node)].right] where child >= 0 {
                stack.append((child, depth + 1))
            }
        }
        return deepest
    }

    func testChunksPlacedByTheOldPrioritiesStayBalanced() throws {
        if getenv("SWIFT_DETERMINISTIC_HASHING") != nil { throw XCTSkip("priorities are fixed on request") }
        var old = SplitMix64(seed: 0x5EED)
        func oldPriority() -> UInt32 { UInt32(truncatingIfNeeded: old.next()) }
        var list = RankedList<Int>()
        var next = 0
        func ids(_ count: Int) -> [Int] {
            defer { next += count }
            return Array(next..<next + count)
        }
        // A first chunk of the highest priority: retried until it comes.
        list.insert(contentsOf: ids(1), at: 0)
        var priorities = [oldPriority()]  // of the chunks, in order, each of 64 elements
        while priorities[0] < UInt32.max / 1_000 * 999 {
            list.remove(next - 1)
            list.insert(contentsOf: ids(1), at: 0)
            priorities[0] = oldPriority()
        }
        list.insert(contentsOf: ids(63), at: 1)
        for _ in 0..<1_000 {
            let priority = oldPriority()
            let slot = priorities.firstIndex { $0 < priority } ?? priorities.count
            if slot == 0 {  // above the first: a chunk at the end, removed at once
                list.insert(contentsOf: ids(1), at: list.count)
                list.remove(next - 1)
                continue
            }
            // A chunk of one element after the full chunk `slot - 1`, filled up.
            list.insert(contentsOf: ids(1), at: 64 * slot)
            list.insert(contentsOf: ids(63), at: 64 * slot + 1)
            priorities.insert(priority, at: slot)
        }
        XCTAssertGreaterThan(priorities.count, 900)
        XCTAssertEqual(list.count, 64 * priorities.count)
        // About 3 ln(chunks) expected for a treap; the path was every chunk.
        XCTAssertLessThan(height(list), 100)
    }
}
