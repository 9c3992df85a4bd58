import CDiffCore
import XCTest

/// Swift-side access to the raw C API for the core's own tests.
struct CoreOutput: Equatable {
    var oldToNew: [UInt32]
    var newToOld: [UInt32]
    var deletes: [UInt32]
    var inserts: [UInt32]
    var updates: [UInt32]
    var moves: [[UInt32]]

    init(_ r: ld_result) {
        oldToNew = Array(UnsafeBufferPointer(start: r.old_to_new, count: r.old_count))
        newToOld = Array(UnsafeBufferPointer(start: r.new_to_old, count: r.new_count))
        deletes = Array(UnsafeBufferPointer(start: r.deletes, count: r.delete_count))
        inserts = Array(UnsafeBufferPointer(start: r.inserts, count: r.insert_count))
        updates = Array(UnsafeBufferPointer(start: r.updates, count: r.update_count))
        moves = UnsafeBufferPointer(start: r.moves, count: r.move_count).map { [$0.from, $0.to] }
    }
}

/// Callbacks as Swift closures, reached through the context pointer.
final class CoreCallbacks {
    var identifiersEqual: ((Bool, Int, Int) -> Bool)?
    var contentsDiffer: ((Int, Int) -> Bool)?
    init(identifiersEqual: ((Bool, Int, Int) -> Bool)? = nil, contentsDiffer: ((Int, Int) -> Bool)? = nil) {
        self.identifiersEqual = identifiersEqual
        self.contentsDiffer = contentsDiffer
    }
}

/// Runs `ld_diff` (or `ld_diff_in_scratch`) and returns the status and output.
func runCore(
    old: [UInt64], new: [UInt64], oldKeys: [UInt64]? = nil, newKeys: [UInt64]? = nil,
    callbacks: CoreCallbacks? = nil, scratch: Bool = false, options: UInt32 = 0, seed: UInt64 = 0
) -> (ld_status, CoreOutput?) {
    let context = callbacks.map { Unmanaged.passUnretained($0).toOpaque() }
    var input = ld_input()
    input.old_count = old.count
    input.new_count = new.count
    if callbacks?.identifiersEqual != nil {
        input.identifiers_equal = { context, side, index, newIndex in
            Unmanaged<CoreCallbacks>.fromOpaque(context!).takeUnretainedValue()
                .identifiersEqual!(side == LD_SIDE_OLD, index, newIndex)
        }
    }
    if callbacks?.contentsDiffer != nil {
        input.contents_differ = { context, oldIndex, newIndex in
            Unmanaged<CoreCallbacks>.fromOpaque(context!).takeUnretainedValue().contentsDiffer!(oldIndex, newIndex)
        }
    }
    input.context = context
    input.options = options
    input.seed = seed
    return old.withUnsafeBufferPointer { o in
        new.withUnsafeBufferPointer { n in
            (oldKeys ?? []).withUnsafeBufferPointer { ok in
                (newKeys ?? []).withUnsafeBufferPointer { nk in
                    input.old_hashes = o.baseAddress
                    input.new_hashes = n.baseAddress
                    input.old_content_keys = oldKeys == nil ? nil : ok.baseAddress
                    input.new_content_keys = newKeys == nil ? nil : nk.baseAddress
                    var result = ld_result()
                    var status: ld_status
                    var block: UnsafeMutableRawPointer?
                    if scratch {
                        var size = 0
                        XCTAssertEqual(ld_scratch_size(old.count, new.count, options, &size), LD_OK)
                        block = UnsafeMutableRawPointer.allocate(byteCount: max(size, 1), alignment: 16)
                        status = ld_diff_in_scratch(&input, block, size, &result)
                    } else {
                        status = ld_diff(&input, &result)
                    }
                    defer {
                        ld_result_release(&result)
                        block?.deallocate()
                    }
                    return (status, status == LD_OK ? CoreOutput(result) : nil)
                }
            }
        }
    }
}

/// Checks everything the header promises of any result, whatever the
/// callbacks said: links are mutual and join equal hashes, deletes and inserts
/// are exactly the unlinked elements, counts add up, moves follow the rule
/// (Heckel's, or with `minimal` the pairs outside one longest increasing run
/// of old indexes), updates are linked old indexes in new order.
func assertCoreInvariants(_ out: CoreOutput, old: [UInt64], new: [UInt64], minimal: Bool = false, _ context: String,
                          file: StaticString = #filePath, line: UInt = #line) {
    let none = UInt32.max
    var ok = true
    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition && ok {
            ok = false
            XCTFail("\(message()) (\(context))", file: file, line: line)
        }
    }
    require(out.oldToNew.count == old.count && out.newToOld.count == new.count, "link sizes")
    guard ok else { return }
    for (o, n) in out.oldToNew.enumerated() where n != none {
        require(Int(n) < new.count && out.newToOld[Int(n)] == UInt32(o), "old \(o) -> \(n) not mutual")
        require(Int(n) < new.count && old[o] == new[Int(n)], "old \(o) linked across different hashes")
    }
    for (n, o) in out.newToOld.enumerated() where o != none {
        require(Int(o) < old.count && out.oldToNew[Int(o)] == UInt32(n), "new \(n) -> \(o) not mutual")
    }
    require(out.deletes == out.oldToNew.indices.filter { out.oldToNew[$0] == none }.map(UInt32.init), "deletes")
    require(out.inserts == out.newToOld.indices.filter { out.newToOld[$0] == none }.map(UInt32.init), "inserts")
    require(old.count + out.inserts.count - out.deletes.count == new.count, "counts")
    var rankOfOld = [Int](repeating: -1, count: old.count)
    var kept = 0
    for o in out.oldToNew.indices where out.oldToNew[o] != none {
        rankOfOld[o] = kept
        kept += 1
    }
    var expectedMoves: [[UInt32]] = []
    var linkedInNewOrder: [UInt32] = []
    var rank = 0
    for (n, o) in out.newToOld.enumerated() where o != none {
        if rankOfOld[Int(o)] != rank { expectedMoves.append([o, UInt32(n)]) }
        linkedInNewOrder.append(o)
        rank += 1
    }
    if minimal {
        // The pairs left in place increase, and no increasing run is longer
        // (patience sorting gives the longest one's length).
        let pairs = out.newToOld.enumerated().filter { $0.element != none }
        let moved = Set(out.moves.map { $0[1] })
        let kept = pairs.filter { !moved.contains(UInt32($0.offset)) }.map(\.element)
        var tails: [UInt32] = []
        for pair in pairs {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < pair.element { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(pair.element) } else { tails[low] = pair.element }
        }
        require(out.moves == pairs.filter { moved.contains(UInt32($0.offset)) }.map { [$0.element, UInt32($0.offset)] },
                "minimal moves \(out.moves.prefix(8)) are not pairs in new order")
        require(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "pairs left in place do not increase")
        require(kept.count == tails.count, "\(kept.count) pairs left in place, the longest increasing run has \(tails.count)")
    } else {
        require(out.moves == expectedMoves, "moves \(out.moves.prefix(8)) != \(expectedMoves.prefix(8))")
    }
    var position = linkedInNewOrder.makeIterator()
    for update in out.updates {
        var found = false
        while !found, let next = position.next() { found = next == update }
        require(found, "update \(update) is not a linked old index in new order")
    }
}
