import CDiffCore
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ListDiffReference
import ListTestSupport
import XCTest

/// The C core on its own: argument checks, degenerate hashes, lying
/// callbacks, scratch memory, huge inputs and concurrent calls.
final class CDiffCoreTests: XCTestCase {
    func testEmptyInputsNeedNoArrays() {
        var input = ld_input()
        var result = ld_result()
        XCTAssertEqual(ld_diff(&input, &result), LD_OK)
        XCTAssertEqual(result.delete_count + result.insert_count + result.move_count + result.update_count, 0)
        ld_result_release(&result)
        ld_result_release(&result)  // releasing twice is harmless
    }

    func testArgumentErrors() {
        var result = ld_result()
        XCTAssertEqual(ld_diff(nil, &result), LD_ERROR_INVALID_ARGUMENT)
        var input = ld_input()
        XCTAssertEqual(ld_diff(&input, nil), LD_ERROR_INVALID_ARGUMENT)
        input.old_count = 3  // no hashes
        XCTAssertEqual(ld_diff(&input, &result), LD_ERROR_INVALID_ARGUMENT)
        XCTAssertNil(result.owned_block)

        let hashes: [UInt64] = [1, 2, 3]
        hashes.withUnsafeBufferPointer { h in
            var input = ld_input()
            input.old_count = 3
            input.new_count = 3
            input.old_hashes = h.baseAddress
            input.new_hashes = h.baseAddress
            input.old_content_keys = h.baseAddress  // one side only
            XCTAssertEqual(ld_diff(&input, &result), LD_ERROR_INVALID_ARGUMENT)
            input.old_content_keys = nil
            input.old_count = LD_MAX_COUNT + 1
            XCTAssertEqual(ld_diff(&input, &result), LD_ERROR_TOO_LARGE)
            input.old_count = 3

            var size = 0
            XCTAssertEqual(ld_scratch_size(3, 3, 0, &size), LD_OK)
            let block = UnsafeMutableRawPointer.allocate(byteCount: size + 8, alignment: 16)
            defer { block.deallocate() }
            XCTAssertEqual(ld_diff_in_scratch(&input, block, size - 1, &result), LD_ERROR_SCRATCH_TOO_SMALL)
            XCTAssertEqual(ld_diff_in_scratch(&input, block + 4, size, &result), LD_ERROR_INVALID_ARGUMENT)
            XCTAssertEqual(ld_diff_in_scratch(&input, nil, size, &result), LD_ERROR_INVALID_ARGUMENT)
            XCTAssertEqual(ld_diff_in_scratch(&input, block, size, &result), LD_OK)
            XCTAssertNil(result.owned_block)
            XCTAssertEqual(result.move_count, 0)
        }
        var size = 1
        XCTAssertEqual(ld_scratch_size(Int(LD_MAX_COUNT), Int(LD_MAX_COUNT) + 1, 0, &size), LD_ERROR_TOO_LARGE)
        XCTAssertEqual(size, 0)
        XCTAssertEqual(ld_scratch_size(1, 1, 0, nil), LD_ERROR_INVALID_ARGUMENT)
    }

    func testMinimalMovesOption() {
        var heckel = 0, minimal = 0
        XCTAssertEqual(ld_scratch_size(100, 100, 0, &heckel), LD_OK)
        XCTAssertEqual(ld_scratch_size(100, 100, UInt32(LD_OPTION_MINIMAL_MOVES), &minimal), LD_OK)
        XCTAssertEqual(minimal - heckel, 4 * (100 + 100))  // one index per new element and per pair
        let rotated = runCore(old: [0, 1, 2, 3], new: [3, 0, 1, 2], options: UInt32(LD_OPTION_MINIMAL_MOVES))
        XCTAssertEqual(rotated.1?.moves, [[3, 0]])
        XCTAssertEqual(runCore(old: [0, 1, 2, 3], new: [3, 0, 1, 2], scratch: true,
                               options: UInt32(LD_OPTION_MINIMAL_MOVES)).1, rotated.1)
        XCTAssertEqual(runCore(old: [1], new: [1], options: 2).0, LD_ERROR_INVALID_ARGUMENT)  // unknown option bit
    }

    func testScratchAndAllocatedRunsAgree() {
        var rng = SplitMix64(seed: 42)
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...50, using: &rng)).map { _ in UInt64.random(in: 0..<20, using: &rng) }
            let new = (0..<Int.random(in: 0...50, using: &rng)).map { _ in UInt64.random(in: 0..<20, using: &rng) }
            let allocated = runCore(old: old, new: new)
            let scratch = runCore(old: old, new: new, scratch: true)
            XCTAssertEqual(allocated.0, LD_OK)
            XCTAssertEqual(allocated.1, scratch.1)
        }
    }

    func testContentKeysAndCallbackRules() {
        // Three kept pairs: same key; different keys with callback saying
        // "same"; different keys with callback saying "differs".
        let ids: [UInt64] = [1, 2, 3]
        let keysOld: [UInt64] = [10, 20, 30]
        let keysNew: [UInt64] = [10, 21, 31]
        let onlyThird = CoreCallbacks(contentsDiffer: { old, _ in old == 2 })
        XCTAssertEqual(runCore(old: ids, new: ids, oldKeys: keysOld, newKeys: keysNew, callbacks: onlyThird).1?.updates, [2])
        XCTAssertEqual(runCore(old: ids, new: ids, oldKeys: keysOld, newKeys: keysNew).1?.updates, [1, 2])
        XCTAssertEqual(runCore(old: ids, new: ids, callbacks: CoreCallbacks(contentsDiffer: { _, _ in true })).1?.updates, [0, 1, 2])
        XCTAssertEqual(runCore(old: ids, new: ids).1?.updates, [])
        // Once an identifier is flagged, its later pairs are not compared.
        var calls = 0
        let counting = CoreCallbacks(contentsDiffer: { _, _ in calls += 1; return true })
        XCTAssertEqual(runCore(old: [7, 7, 7], new: [7, 7, 7], callbacks: counting).1?.updates, [0, 1, 2])
        XCTAssertEqual(calls, 1)
    }

    /// Every identifier hashes to 0: the table degenerates into one probe
    /// chain and `identifiers_equal` does all the work. Still exact.
    func testDegenerateHashesStayCorrect() {
        var rng = SplitMix64(seed: 9)
        for round in 0..<20 {
            let old = (0..<300).map { _ in Int.random(in: 0..<120, using: &rng) }
            let new = (0..<300).map { _ in Int.random(in: 0..<120, using: &rng) }
            let callbacks = CoreCallbacks(identifiersEqual: { isOld, index, newIndex in
                (isOld ? old[index] : new[index]) == new[newIndex]
            })
            let (status, out) = runCore(
                old: Array(repeating: 0, count: old.count), new: Array(repeating: 0, count: new.count), callbacks: callbacks)
            XCTAssertEqual(status, LD_OK)
            let exact = runCore(old: old.map(UInt64.init), new: new.map(UInt64.init)).1
            XCTAssertEqual(out, exact, "round \(round)")
            let reference = ReferenceDiff.diff(old: old, new: new, identifier: { AnyHashable($0) }, isUpdated: { _, _ in false })
            XCTAssertEqual(out?.moves, reference.moves.map { [UInt32($0.from), UInt32($0.to)] }, "round \(round)")
        }
    }

    /// Callbacks that answer at random (equality not consistent with hashes,
    /// not even symmetric): the core stays memory-safe and its result keeps
    /// every structural promise.
    func testLyingCallbacksKeepTheInvariants() {
        for seed in UInt64(0)..<300 {
            var rng = SplitMix64(seed: seed)
            let old = (0..<Int.random(in: 0...60, using: &rng)).map { _ in UInt64.random(in: 0..<4, using: &rng) }
            let new = (0..<Int.random(in: 0...60, using: &rng)).map { _ in UInt64.random(in: 0..<4, using: &rng) }
            var liar = SplitMix64(seed: seed ^ 0xABCDEF)
            let callbacks = CoreCallbacks(
                identifiersEqual: { _, _, _ in Bool.random(using: &liar) },
                contentsDiffer: { _, _ in Bool.random(using: &liar) })
            let (status, out) = runCore(old: old, new: new, callbacks: callbacks)
            XCTAssertEqual(status, LD_OK)
            if let out { assertCoreInvariants(out, old: old, new: new, "seed \(seed)") }
        }
    }

    /// The seed moves entries in the table and nothing else: every seed gives
    /// the same result, byte for byte, with exact keys, with colliding hashes
    /// told apart by the callback, with duplicates and with minimal moves.
    func testSeedNeverChangesTheResult() {
        var rng = SplitMix64(seed: 16)
        let seeds: [UInt64] = [0, 1, .max, 0x9E37_79B9_7F4A_7C15] + (0..<4).map { _ in UInt64.random(in: .min ... .max, using: &rng) }
        for round in 0..<100 {
            let alphabet = UInt64.random(in: 1...300, using: &rng)
            let old = (0..<Int.random(in: 0...400, using: &rng)).map { _ in UInt64.random(in: 0..<alphabet, using: &rng) }
            let new = (0..<Int.random(in: 0...400, using: &rng)).map { _ in UInt64.random(in: 0..<alphabet, using: &rng) }
            let oldKeys = old.map { _ in UInt64.random(in: 0..<2, using: &rng) }
            let newKeys = new.map { _ in UInt64.random(in: 0..<2, using: &rng) }
            let options = round % 2 == 0 ? 0 : UInt32(LD_OPTION_MINIMAL_MOVES)
            let collide = CoreCallbacks(identifiersEqual: { isOld, index, newIndex in
                (isOld ? old[index] : new[index]) == new[newIndex]
            })
            let expected = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, options: options).1
            XCTAssertNotNil(expected)
            for seed in seeds {
                XCTAssertEqual(runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, options: options, seed: seed).1,
                               expected, "round \(round), seed \(seed)")
                XCTAssertEqual(runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, scratch: true,
                                       options: options, seed: seed).1, expected, "round \(round), seed \(seed), scratch")
                XCTAssertEqual(runCore(old: old.map { $0 & 7 }, new: new.map { $0 & 7 }, oldKeys: oldKeys, newKeys: newKeys,
                                       callbacks: collide, options: options, seed: seed).1,
                               expected, "round \(round), seed \(seed), colliding hashes")
            }
        }
    }

    /// Ids that all shared one slot under the old fixed Fibonacci placement
    /// (i × inverse(0x9E3779B97F4A7C15)), and ids differing only in their high
    /// or low bits: under any seed they pair exactly as the same structure
    /// with ids 0, 1, 2, … does (the ids only decide placement), past the
    /// size where the core prefetches (its other code path).
    func testCraftedKeyFamiliesDiffExactly() {
        var rng = SplitMix64(seed: 61)
        let count = 60_000
        let oldNumbers = (0..<UInt64(count)).map { $0 }
        var newNumbers = oldNumbers.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        for _ in 0..<600 {
            newNumbers.swapAt(Int.random(in: 0..<newNumbers.count, using: &rng), Int.random(in: 0..<newNumbers.count, using: &rng))
        }
        newNumbers += (UInt64(count)..<UInt64(count + 6_000))
        let newKeys = newNumbers.map { $0 % 3 == 0 ? 1 : 0 as UInt64 }, oldKeys = oldNumbers.map { _ in UInt64(0) }
        let expected = runCore(old: oldNumbers, new: newNumbers, oldKeys: oldKeys, newKeys: newKeys).1
        XCTAssertNotNil(expected)
        XCTAssertEqual(expected?.inserts.count, 6_000)
        let inverseOfFibonacci: UInt64 = 0xF1DE_83E1_9937_733D  // 0x9E3779B97F4A7C15 × this == 1 mod 2^64
        XCTAssertEqual(inverseOfFibonacci &* 0x9E37_79B9_7F4A_7C15, 1)
        let families: [(String, (UInt64) -> UInt64)] = [
            ("inverse Fibonacci", { $0 &* inverseOfFibonacci }), ("high bits", { $0 << 32 }),
            ("equal low bits", { $0 << 17 }), ("(i << 32) | i", { $0 << 32 | $0 }),
        ]
        for (name, family) in families {
            for seed: UInt64 in [0, 0xDEAD_BEEF, UInt64.random(in: .min ... .max, using: &rng)] {
                let out = runCore(old: oldNumbers.map(family), new: newNumbers.map(family), oldKeys: oldKeys, newKeys: newKeys,
                                  seed: seed).1
                XCTAssertEqual(out, expected, "\(name), seed \(seed)")
            }
        }
    }

    func testFiveMillionElements() {
        var rng = SplitMix64(seed: 5)
        let count = 5_000_000
        let old = (0..<UInt64(count)).map { $0 }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        for _ in 0..<50_000 { new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng)) }
        new.append(contentsOf: (UInt64(count)..<UInt64(count + 400_000)))
        let (status, out) = runCore(old: old, new: new)
        XCTAssertEqual(status, LD_OK)
        guard let out else { return }
        XCTAssertEqual(out.deletes.count, count - (new.count - 400_000))
        XCTAssertEqual(out.inserts, (UInt32(new.count - 400_000)..<UInt32(new.count)).map { $0 })
        assertCoreInvariants(out, old: old, new: new, "5M")
    }

    /// A diff whose block has a dead end of at least 8 MiB gives it back
    /// (`realloc`), and must point its result into what it keeps exactly as a
    /// diff in scratch memory, which keeps everything, lays it out: both
    /// options, with updates, moves, deletes and inserts.
    func testLargeDiffsGiveTheirTableBackAndAgreeWithScratch() throws {
        var rng = SplitMix64(seed: 88)
        let count = 700_000
        let old = (0..<UInt64(count)).map { $0 &* 0x9E37_79B9_7F4A_7C15 }
        var new = old.filter { _ in Int.random(in: 0..<10, using: &rng) != 0 }
        for _ in 0..<7_000 { new.swapAt(Int.random(in: 0..<new.count, using: &rng), Int.random(in: 0..<new.count, using: &rng)) }
        new.insert(contentsOf: (0..<70_000).map { _ in UInt64.random(in: .min ... .max, using: &rng) }, at: new.count / 2)
        let oldKeys = old.map { _ in UInt64(0) }, newKeys = new.map { _ -> UInt64 in UInt64.random(in: 0..<10, using: &rng) == 0 ? 1 : 0 }
        for options in [0, UInt32(LD_OPTION_MINIMAL_MOVES)] {
            let allocated = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, options: options)
            let scratch = runCore(old: old, new: new, oldKeys: oldKeys, newKeys: newKeys, scratch: true, options: options)
            XCTAssertEqual(allocated.0, LD_OK)
            guard let out = allocated.1 else { continue }
            XCTAssertEqual(out, scratch.1, "options \(options)")
            XCTAssertGreaterThan(out.updates.count, 0)
            XCTAssertGreaterThan(out.moves.count, 0)
            assertCoreInvariants(out, old: old, new: new, minimal: options != 0, "700k, options \(options)")
        }
        #if canImport(Glibc)
        // The block kept is the result's size: the links and the outputs
        // (glibc's malloc_usable_size, which its Swift module leaves out).
        typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
        let usableSize = unsafeBitCast(try XCTUnwrap(dlsym(nil, "malloc_usable_size")), to: UsableSize.self)
        old.withUnsafeBufferPointer { o in
            new.withUnsafeBufferPointer { n in
                var input = ld_input()
                input.old_count = old.count
                input.new_count = new.count
                input.old_hashes = o.baseAddress
                input.new_hashes = n.baseAddress
                var result = ld_result()
                XCTAssertEqual(ld_diff(&input, &result), LD_OK)
                defer { ld_result_release(&result) }
                var whole = 0
                XCTAssertEqual(ld_scratch_size(old.count, new.count, 0, &whole), LD_OK)
                let kept = 4 * (old.count + new.count + result.delete_count + result.insert_count + result.update_count)
                    + 8 * result.move_count
                XCTAssertLessThan(usableSize(result.owned_block), kept + 4096)
                XCTAssertGreaterThan(whole - kept, 8 << 20)
            }
        }
        #endif
    }

    /// A slot keeps a 32-bit tag of its identifier's placement, not the hash:
    /// equal tags must still be told apart by the hashes. The core's placement
    /// (CDiffCore.h, "Placement and the seed"; diff.c) is rebuilt here to find
    /// two exact keys with the same tag and the same home slot in the smallest
    /// table (16 slots: the top 4 bits), by a birthday search over 2^19 keys.
    /// Looked up, each probes the other's slot first.
    func testKeysSharingATagAreToldApartByTheirHashes() throws {
        let seed: UInt64 = 12_345
        var words = SplitMix64(seed: seed)
        let flip = words.next(), multiplier = words.next() | 1
        func mixed(_ key: UInt64) -> UInt64 {
            let product = (key ^ flip).multipliedFullWidth(by: multiplier)
            return (product.low ^ product.high) &* 0x9E37_79B9_7F4A_7C15
        }
        var seen: [UInt64: UInt64] = [:]
        var pair: (UInt64, UInt64)?
        for key in UInt64(1)...(1 << 19) {
            let m = mixed(key)
            let place = (m >> 60) << 32 | (m & 0xFFFF_FFFF)
            if let other = seen[place] {
                pair = (other, key)
                break
            }
            seen[place] = key
        }
        let (a, b) = try XCTUnwrap(pair, "no two keys of 2^19 share 36 bits of placement")
        // a is not in the new list, though its slot's tag says so.
        let apart = runCore(old: [a], new: [b], seed: seed).1
        XCTAssertEqual(apart?.deletes, [0])
        XCTAssertEqual(apart?.inserts, [0])
        XCTAssertEqual(apart?.oldToNew, [LD_NOT_FOUND])
        // b is inserted first; a, inserted after it, gets a slot of its own.
        let both = runCore(old: [a], new: [b, a], seed: seed).1
        XCTAssertEqual(both?.oldToNew, [1])
        XCTAssertEqual(both?.inserts, [0])
        XCTAssertEqual(both?.deletes, [])
    }

    func testConcurrentCallsAgree() {
        let inputs: [([UInt64], [UInt64])] = (0..<8).map { seed in
            var rng = SplitMix64(seed: UInt64(seed))
            let old = (0..<50_000).map { _ in UInt64.random(in: 0..<40_000, using: &rng) }
            let new = (0..<50_000).map { _ in UInt64.random(in: 0..<40_000, using: &rng) }
            return (old, new)
        }
        let expected = inputs.map { runCore(old: $0.0, new: $0.1).1 }
        final class Mismatches: @unchecked Sendable {
            let lock = NSLock()
            var iterations: [Int] = []
        }
        let mismatches = Mismatches()
        DispatchQueue.concurrentPerform(iterations: 32) { iteration in
            let (old, new) = inputs[iteration % inputs.count]
            let callbacks = CoreCallbacks(identifiersEqual: { isOld, index, newIndex in
                (isOld ? old[index] : new[index]) == new[newIndex]
            })
            let out = runCore(old: old, new: new, callbacks: callbacks).1
            if out != expected[iteration % inputs.count] {
                mismatches.lock.lock()
                mismatches.iterations.append(iteration)
                mismatches.lock.unlock()
            }
        }
        XCTAssertEqual(mismatches.iterations, [])
    }
}
