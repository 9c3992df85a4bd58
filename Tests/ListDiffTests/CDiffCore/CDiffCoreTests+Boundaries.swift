import CDiffCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ListDiffReference
import ListTestSupport
import XCTest

/// The C core at the edges of its memory layout (CDiffCore.h, "Guarantees";
/// diff.c, compute_layout and ld_diff): the table's two capacity rules on
/// either side of 2^18 new elements, a dead end of the block just below and
/// just above the 8 MiB from which ld_diff gives it back, lists of very
/// different lengths (the output lists, not the table, size the region), all
/// duplicates, and degenerate hashes. Each diff must agree with the same diff
/// in scratch memory (which never shrinks), with the pure reference where
/// that is fast enough, and with the header's invariants.
extension CDiffCoreTests {
    /// One element as the reference sees it: the identifier and the content key.
    private struct Element {
        var id: UInt64
        var key: UInt64
    }

    /// Expects `out` to be the reference's IGListDiff of the same lists:
    /// links, deletes, inserts and updates (in new order), and the
    /// reference's moves unless they are the minimal ones.
    private func expectReference(
        _ out: CoreOutput, _ reference: ReferenceDiff.Result, minimal: Bool, _ context: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var expectations = Expectations(context, file: file, line: line)
        let none = LD_NOT_FOUND
        expectations.expect(out.oldToNew, reference.oldToNew.map { $0.map(UInt32.init) ?? none }, "oldToNew")
        expectations.expect(out.newToOld, reference.newToOld.map { $0.map(UInt32.init) ?? none }, "newToOld")
        expectations.expect(out.deletes, reference.deletes.map(UInt32.init), "deletes")
        expectations.expect(out.inserts, reference.inserts.map(UInt32.init), "inserts")
        expectations.expect(out.updates, reference.updatesInOrder.map(UInt32.init), "updates")
        // Minimal moves are checked by assertCoreInvariants.
        if !minimal { expectations.expect(out.moves, reference.moves.map { [UInt32($0.from), UInt32($0.to)] }, "moves") }
    }

    /// The reference's diff of the lists, updated where the content keys differ.
    private func reference(old: [UInt64], new: [UInt64], oldKeys: [UInt64], newKeys: [UInt64]) -> ReferenceDiff.Result {
        ReferenceDiff.diff(old: zip(old, oldKeys).map(Element.init), new: zip(new, newKeys).map(Element.init),
                           identifier: { AnyHashable($0.id) }, isUpdated: { $0.key != $1.key })
    }

    /// An edited copy of `count` distinct ids: 10% deleted, 1% swapped, 15%
    /// fresh ids and 2% repeats of other ids (duplicates) inserted, all away
    /// from the first and last 32 elements, which stay as they are, but for
    /// one fresh id at the very end (the tails are one apart: an element's
    /// placement taken for its neighbour's changes the result); content keys
    /// change on 10% of the new elements.
    private func editedLists(_ count: Int, seed: UInt64) -> (old: [UInt64], new: [UInt64], oldKeys: [UInt64], newKeys: [UInt64]) {
        var rng = SplitMix64(seed: seed)
        let old = (0..<UInt64(count)).map { $0 &* 0x9E37_79B9_7F4A_7C15 &+ seed }
        var new = Array(old.prefix(32))
        new.reserveCapacity(count * 6 / 5)
        for id in old[32..<count - 32] where Int.random(in: 0..<10, using: &rng) != 0 {
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<15: new.append(UInt64.random(in: .min ... .max, using: &rng))
            case 15..<17: new.append(old[Int.random(in: 0..<count, using: &rng)])
            default: break
            }
            new.append(id)
        }
        for _ in 0..<count / 100 {
            new.swapAt(Int.random(in: 32..<new.count, using: &rng), Int.random(in: 32..<new.count, using: &rng))
        }
        new += old.suffix(32) + [UInt64.random(in: .min ... .max, using: &rng)]
        return (old, new, old.map { _ in 0 }, new.map { _ in Int.random(in: 0..<10, using: &rng) == 0 ? 1 : 0 })
    }

    /// ld_diff and ld_diff_in_scratch on the same input, expected to agree;
    /// returns the allocated run's output.
    private func allocatedAgreeingWithScratch(
        old: [UInt64], new: [UInt64], oldKeys: [UInt64]? = nil, newKeys: [UInt64]? = nil,
        callbacks: CoreCallbacks? = nil, options: UInt32, _ context: String, file: StaticString = #filePath, line: UInt = #line
    ) -> CoreOutput? {
        let allocated = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, callbacks: callbacks, options: options, seed: 7)
        let scratch = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, callbacks: callbacks, scratch: true,
                              options: options, seed: 0xC0FFEE)
        XCTAssertEqual(allocated.0, LD_OK, context, file: file, line: line)
        XCTAssertEqual(scratch.0, LD_OK, context, file: file, line: line)
        XCTAssertTrue(allocated.1 == scratch.1, "ld_diff and ld_diff_in_scratch differ (\(context))", file: file, line: line)
        if let out = allocated.1 {
            assertCoreInvariants(out, old: old, new: new, minimal: options != 0, context, file: file, line: line)
        }
        return allocated.1
    }

    /// The scratch size is the layout the header states: 4 bytes per old
    /// element, 8 per new element, the larger of the table (12-byte slots:
    /// the smallest power of two of at least 16 at a load of at most 2/3
    /// below 2^18 new elements, new + new / 2 + 1 slots from there on) and
    /// the output lists (4 bytes per old and new element and per pair), and
    /// with minimal moves 4 bytes per new element and per pair.
    func testScratchSizeFollowsTheCapacityRule() {
        func expected(_ old: Int, _ new: Int, minimal: Bool) -> Int {
            var capacity = 16
            if new >= 1 << 18 {
                capacity = new + new / 2 + 1
            } else {
                while capacity - capacity / 3 < new { capacity *= 2 }
            }
            let pairs = min(old, new)
            return 4 * (old + new) + max(12 * capacity, 4 * (old + new + pairs)) + 4 * new + (minimal ? 4 * (new + pairs) : 0)
        }
        let largest = Int(LD_MAX_COUNT)
        let counts = [0, 1, 10, 11, 21_845, 21_846, (1 << 18) - 1, 1 << 18, (1 << 18) + 1, 1_000_000, 3_000_000, largest - 1, largest]
        for old in counts {
            for new in counts {
                for minimal in [false, true] {
                    var size = 0
                    XCTAssertEqual(ld_scratch_size(old, new, minimal ? UInt32(LD_OPTION_MINIMAL_MOVES) : 0, &size), LD_OK)
                    XCTAssertEqual(size, expected(old, new, minimal: minimal), "old \(old), new \(new), minimal \(minimal)")
                }
            }
        }
        // The two rules meet at 2^18: the exact rule's table is the smaller.
        XCTAssertEqual(expected(0, (1 << 18) - 1, minimal: false) - expected(0, 1 << 18, minimal: false),
                       12 * (1 << 19) - 12 * ((1 << 18) + (1 << 17) + 1) - 8)
        var size = 1
        XCTAssertEqual(ld_scratch_size(largest + 1, 0, 0, &size), LD_ERROR_TOO_LARGE)
        XCTAssertEqual(ld_scratch_size(0, largest + 1, 0, &size), LD_ERROR_TOO_LARGE)
        XCTAssertEqual(size, 0)
    }

    /// Both capacity rules, on either side of 2^18 new elements: the
    /// reference's result, with updates, moves, duplicates and both options
    /// (all past the size where the core prefetches through its ring of
    /// placements computed ahead).
    func testLastPowerOfTwoCapacityMatchesTheReference() { checkAgainstTheReference((1 << 18) - 1) }
    func testFirstExactCapacityMatchesTheReference() { checkAgainstTheReference(1 << 18) }
    func testSecondExactCapacityMatchesTheReference() { checkAgainstTheReference((1 << 18) + 1) }

    private func checkAgainstTheReference(_ count: Int) {
        var (old, new, oldKeys, newKeys) = editedLists(count, seed: UInt64(count))
        // Exactly `count` new elements, cut from the middle: both ends of
        // both lists pair, where the ring of placements fills and drains.
        let middle = new.count / 2, surplus = new.count - count
        new.removeSubrange(middle..<middle + surplus)
        newKeys.removeSubrange(middle..<middle + surplus)
        XCTAssertEqual(new.count, count)
        XCTAssertTrue(new.prefix(32) == old.prefix(32) && new.dropLast().suffix(32) == old.suffix(32))
        let expected = reference(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys)
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            let context = "new \(count), options \(options)"
            guard let out = allocatedAgreeingWithScratch(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys,
                                                         options: options, context) else { continue }
            XCTAssertGreaterThan(out.updates.count, 0, context)
            XCTAssertGreaterThan(out.moves.count, 0, context)
            expectReference(out, expected, minimal: options != 0, context)
        }
    }

    /// The same edges with hashes that collide by fours (id modulo count / 4)
    /// and identifiers_equal telling them apart, content keys and a content
    /// callback: the result of the exact keys.
    func testCollidingHashesAtTheCapacityBoundaries() {
        for count in [(1 << 18) - 1, 1 << 18, (1 << 18) + 1] {
            var rng = SplitMix64(seed: UInt64(count) ^ 0xFF)
            let old = (0..<count).map { _ in UInt64.random(in: 0..<UInt64(count), using: &rng) }
            let new = (0..<count).map { _ in UInt64.random(in: 0..<UInt64(count), using: &rng) }
            let oldKeys = old.map { _ in UInt64.random(in: 0..<3, using: &rng) }
            let newKeys = new.map { _ in UInt64.random(in: 0..<3, using: &rng) }
            let buckets = UInt64(count / 4)
            let callbacks = CoreCallbacks(
                identifiersEqual: { isOld, index, newIndex in (isOld ? old[index] : new[index]) == new[newIndex] },
                contentsDiffer: { o, n in (oldKeys[o] ^ newKeys[n]) & 1 == 1 })
            let exactCallbacks = CoreCallbacks(contentsDiffer: { o, n in (oldKeys[o] ^ newKeys[n]) & 1 == 1 })
            for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
                let context = "colliding, new \(count), options \(options)"
                let out = allocatedAgreeingWithScratch(
                    old: old.map { $0 % buckets }, new: new.map { $0 % buckets }, oldKeys: oldKeys, newKeys: newKeys,
                    callbacks: callbacks, options: options, context)
                let exact = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, callbacks: exactCallbacks,
                                    options: options).1
                XCTAssertTrue(out == exact, "colliding hashes and exact keys differ (\(context))")
                XCTAssertGreaterThan(out?.updates.count ?? 0, 0, context)
            }
        }
    }

    /// Two identical lists: nothing changes, the result keeps only the links,
    /// and the dead end of the block is 12 bytes per table slot and 4 per new
    /// element: 8,388,584 bytes at 381,299 elements (kept), 8,388,612 at
    /// 381,300 (given back). With minimal moves the dead end is 4 bytes per
    /// new element and pair larger: given back at 2^18 - 1 elements (a
    /// power-of-two table), kept at 2^18 (the exact table, smaller).
    func testShrinkingStartsAtADeadEndOfEightMiB() throws {
        let cases: [(count: Int, options: UInt32, dead: Int)] = [
            (381_299, 0, 8_388_584), (381_300, 0, 8_388_612),
            ((1 << 18) - 1, UInt32(LD_OPTION_MINIMAL_MOVES), 9_437_172), (1 << 18, UInt32(LD_OPTION_MINIMAL_MOVES), 7_864_332),
        ]
        #if canImport(Glibc)
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let usableSize = unsafeBitCast(try XCTUnwrap(dlsym(nil, "malloc_usable_size")), to: UsableSize.self)
        #endif
        for (count, options, dead) in cases {
            let ids = (0..<UInt64(count)).map { $0 &* 0x9E37_79B9_7F4A_7C15 }
            let context = "\(count) unchanged, options \(options)"
            guard let out = allocatedAgreeingWithScratch(old: ids, new: ids, options: options, context) else { continue }
            let identity = (0..<UInt32(count)).map { $0 }
            XCTAssertTrue(out.oldToNew == identity && out.newToOld == identity, context)
            XCTAssertTrue(out.deletes.isEmpty && out.inserts.isEmpty && out.updates.isEmpty && out.moves.isEmpty, context)
            var whole = 0
            XCTAssertEqual(ld_scratch_size(count, count, options, &whole), LD_OK)
            let kept = 8 * count
            XCTAssertEqual(whole - kept, dead, context)
            #if canImport(Glibc)
            ids.withUnsafeBufferPointer { h in
                var input = ld_input()
                input.old_count = count
                input.new_count = count
                input.old_hashes = h.baseAddress
                input.new_hashes = h.baseAddress
                input.options = options
                var result = ld_result()
                XCTAssertEqual(ld_diff(&input, &result), LD_OK)
                defer { ld_result_release(&result) }
                XCTAssertEqual(UnsafeRawPointer(result.old_to_new), UnsafeRawPointer(result.owned_block), context)
                if dead >= 8 << 20 {
                    XCTAssertLessThan(usableSize(result.owned_block), kept + 4096, "given back (\(context))")
                } else {
                    XCTAssertGreaterThanOrEqual(usableSize(result.owned_block), whole, "kept whole (\(context))")
                }
            }
            #endif
        }
    }

    /// Lists of very different lengths, 3 million and 10 elements: the
    /// region is sized by the output lists (3 million deletes or inserts),
    /// not by the table, and the block is given back only when the table
    /// dominates (a long new list). Ten ids: four from the long list out of
    /// order, one of them twice, and five fresh; two pairs are updated.
    private func unequalLists() -> (long: [UInt64], short: [UInt64], longKeys: [UInt64], shortKeys: [UInt64]) {
        let long = (0..<UInt64(3_000_000)).map { $0 &* 0x9E37_79B9_7F4A_7C15 }
        let short: [UInt64] = [long[1_500_000], long[7], long[2_999_999], long[7], long[0], 1, 3, 5, 9, 11]
        return (long, short, long.map { _ in 0 }, [1, 1, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    func testALongOldListAndAShortNewOne() {
        let (long, short, longKeys, shortKeys) = unequalLists()
        let unpaired = [UInt32](repeating: LD_NOT_FOUND, count: 5)
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            if let out = allocatedAgreeingWithScratch(old: long, new: short, oldKeys: longKeys, newKeys: shortKeys,
                                                      options: options, "old 3M, new 10, options \(options)") {
                XCTAssertEqual(out.newToOld, [1_500_000, 7, 2_999_999, LD_NOT_FOUND, 0] + unpaired)
                XCTAssertEqual(out.deletes.count, 3_000_000 - 4)
                XCTAssertEqual(out.inserts, [3, 5, 6, 7, 8, 9])
                XCTAssertEqual(out.updates, [1_500_000, 7])
                XCTAssertEqual(out.moves, options == 0 ? [[1_500_000, 0], [2_999_999, 2], [0, 4]] : [[1_500_000, 0], [0, 4]])
            }
        }
    }

    func testAShortOldListAndALongNewOne() {
        let (long, short, longKeys, shortKeys) = unequalLists()
        let unpaired = [UInt32](repeating: LD_NOT_FOUND, count: 5)
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            if let out = allocatedAgreeingWithScratch(old: short, new: long, oldKeys: shortKeys, newKeys: longKeys,
                                                      options: options, "old 10, new 3M, options \(options)") {
                XCTAssertEqual(out.oldToNew, [1_500_000, 7, 2_999_999, LD_NOT_FOUND, 0] + unpaired)
                XCTAssertEqual(out.deletes, [3, 5, 6, 7, 8, 9])
                XCTAssertEqual(out.inserts.count, 3_000_000 - 4)
                XCTAssertEqual(out.updates, [1, 0])
                XCTAssertEqual(out.moves, options == 0 ? [[4, 0], [0, 1_500_000], [2, 2_999_999]] : [[4, 0], [1, 7]])
            }
        }
    }

    /// One identifier throughout, past the exact-capacity edge: pairs form
    /// k-th to k-th, the surplus new elements are inserts, and one differing
    /// pair flags every pair (updates at the old index, in new order).
    func testAllDuplicates() {
        let oldCount = 300_000, newCount = 350_000
        let old = [UInt64](repeating: 42, count: oldCount), new = [UInt64](repeating: 42, count: newCount)
        var newKeys = [UInt64](repeating: 0, count: newCount)
        newKeys[123_456] = 1
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            for keys in [false, true] {
                let context = "all duplicates, keys \(keys), options \(options)"
                guard let out = allocatedAgreeingWithScratch(
                    old: old, new: new, oldKeys: keys ? old.map { _ in 0 } : nil, newKeys: keys ? newKeys : nil,
                    options: options, context) else { continue }
                XCTAssertEqual(out.oldToNew, (0..<UInt32(oldCount)).map { $0 }, context)
                XCTAssertEqual(out.inserts, (UInt32(oldCount)..<UInt32(newCount)).map { $0 }, context)
                XCTAssertEqual(out.deletes, [], context)
                XCTAssertEqual(out.updates, keys ? (0..<UInt32(oldCount)).map { $0 } : [], context)
                XCTAssertEqual(out.moves, [], context)
            }
        }
    }

    /// Every identifier hashes to 0 (one probe chain, identifiers_equal does
    /// all the work): with duplicates, content keys and a content callback,
    /// both options, the reference's result.
    func testDegenerateHashesWithContentKeysMatchTheReference() {
        var rng = SplitMix64(seed: 404)
        let old = (0..<1_500).map { _ in UInt64.random(in: 0..<400, using: &rng) }
        let new = (0..<1_700).map { _ in UInt64.random(in: 0..<400, using: &rng) }
        let oldKeys = old.map { _ in UInt64.random(in: 0..<4, using: &rng) }
        let newKeys = new.map { _ in UInt64.random(in: 0..<4, using: &rng) }
        // Keys differing in bit 0 only count as an update: the callback says so.
        let callbacks = CoreCallbacks(
            identifiersEqual: { isOld, index, newIndex in (isOld ? old[index] : new[index]) == new[newIndex] },
            contentsDiffer: { o, n in (oldKeys[o] ^ newKeys[n]) & 1 == 1 })
        let expected = reference(old: old, new: new, oldKeys: oldKeys.map { $0 & 1 }, newKeys: newKeys.map { $0 & 1 })
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            let context = "degenerate hashes, options \(options)"
            guard let out = allocatedAgreeingWithScratch(
                old: old.map { _ in 0 }, new: new.map { _ in 0 }, oldKeys: oldKeys, newKeys: newKeys, callbacks: callbacks,
                options: options, context) else { continue }
            expectReference(out, expected, minimal: options != 0, context)
            XCTAssertGreaterThan(out.updates.count, 0, context)
        }
    }
}
