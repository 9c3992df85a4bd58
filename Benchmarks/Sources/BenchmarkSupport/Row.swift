import CDiffCore
import CFloor
import ListDiff
import ListDiffReference

/// The implementations compared side by side, in table order.
public enum Row: String, CaseIterable, Sendable {
    case typed = "ListDiff typed"
    case typedMinimal = "ListDiff typed, moves: .minimal"
    case typedGeneric = "ListDiff typed, from generic code (\\.id of Identifiable)"
    case typedGenericIdentifiable = "ListDiff typed, from generic code (Identifiable, no key path)"
    case typedGenericKeyPath = "ListDiff typed, from generic code (key path passed in)"
    /// Not a diff: what the `\.id` row's caller pays before the call.
    case genericIDKeyPathFloor = "forming \\.id in generic code only (floor of the \\.id row, beyond the diff)"
    /// Not a diff: what every generic caller's `==` of the kept pairs costs.
    case genericEqualityFloor = "== of the kept pairs from generic code only (floor of every generic row, beyond the diff)"
    case dropIn = "ListDiff drop-in (AnyHashable)"
    case dropInMaps = "ListDiff drop-in, then oldMap + newMap"
    case identifierFloor = "diffIdentifier calls only (drop-in floor)"
    case core = "C core (precomputed hashes)"
    case floor = "C floor (precomputed hashes)"
    case floorHashing = "C floor + hashing"
    case reference = "pure-Swift reference"
    case stdlib = "stdlib difference+inferringMoves"
    case snapshot = "Snapshot diff, 100 sections × 1,000 items"
}

/// A prepared diff: everything it needs is computed up front, so that running
/// it times only what the row itself does. Returns a number derived from the
/// result so the work cannot be optimized away.
public typealias PreparedRun = () -> Int

/// The runs of every row for one pair of lists.
public func prepareRuns<E: BenchmarkElement>(old: [E], new: [E]) -> [Row: PreparedRun] {
    let pointerPersonality = E.self == ObjectElement.self
    // Content keys: the version for values, the instance for objects.
    func contentKey(_ element: E) -> UInt64 {
        pointerPersonality
            ? UInt64(UInt(bitPattern: ObjectIdentifier(element as! ObjectElement)))
            : UInt64(element.version)
    }
    let oldKeys = old.map(\.idKey), newKeys = new.map(\.idKey)
    let oldContent = old.map(contentKey), newContent = new.map(contentKey)
    var runs: [Row: PreparedRun] = [:]
    let dropIn: () -> List.Result

    if let oldObjects = old as? [ObjectElement], let newObjects = new as? [ObjectElement] {
        runs[.typed] = {
            consume(List.diffing(oldArray: oldObjects, newArray: newObjects, identifiedBy: { $0.id }, option: .pointerPersonality))
        }
        runs[.typedMinimal] = {
            consume(List.diffing(
                oldArray: oldObjects, newArray: newObjects, identifiedBy: { $0.id }, option: .pointerPersonality,
                moves: .minimal))
        }
        dropIn = { List.diffing(oldArray: oldObjects, newArray: newObjects, option: .pointerPersonality) }
    } else {
        // A closure rather than `\.id`: in this generic function the key path
        // would go through a protocol witness, which no user code pays (with
        // a concrete element type `\.id` and `{ $0.id }` cost the same).
        runs[.typed] = { consume(List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id })) }
        runs[.typedMinimal] = { consume(List.diffing(oldArray: old, newArray: new, identifiedBy: { $0.id }, moves: .minimal)) }
        dropIn = { List.diffing(oldArray: old, newArray: new) }
    }
    runs[.dropIn] = { consume(dropIn()) }
    // A caller of the original that looks identifiers up after the diff.
    runs[.dropInMaps] = {
        let result = dropIn()
        return consume(result) + result.oldMap.count + result.newMap.count
    }
    // What any drop-in must do at least: call every element's
    // `diffIdentifier` once and look at the box, as the drop-in looks: its
    // type word against that of an `ID`'s box. (This row once opened each
    // box, as the drop-in then did, and before that used `is`, a dynamic
    // cast the drop-in never made, which flattered the ratio.)
    runs[.identifierFloor] = {
        var sample = (old.first ?? new.first).map { AnyHashable($0.id) } ?? AnyHashable(0)
        let type = boxTypeWord(&sample)
        var sink = 0
        for element in old {
            var box = element.diffIdentifier
            sink &+= boxTypeWord(&box) == type ? 1 : 0
        }
        for element in new {
            var box = element.diffIdentifier
            sink &+= boxTypeWord(&box) == type ? 1 : 0
        }
        return sink
    }
    runs[.core] = { coreDiff(oldKeys, oldContent, newKeys, newContent) }
    runs[.floor] = { floorDiff(oldKeys, oldContent, newKeys, newContent) }
    runs[.floorHashing] = {
        let oldHashes = old.map { UInt64(bitPattern: Int64($0.id.hashValue)) }
        let newHashes = new.map { UInt64(bitPattern: Int64($0.id.hashValue)) }
        return floorDiff(oldHashes, old.map(contentKey), newHashes, new.map(contentKey))
    }
    runs[.reference] = {
        ReferenceDiff.diff(
            old: old, new: new, identifier: { $0.diffIdentifier },
            isUpdated: pointerPersonality ? { ($0 as AnyObject) !== ($1 as AnyObject) } : { $0 != $1 }
        ).moves.count
    }
    runs[.stdlib] = { new.difference(from: old).inferringMoves().count }
    return runs
}

/// The type of `box`'s box: the word after its three words of inline
/// storage, which the drop-in compares to find `Int` and `String`
/// identifiers (`ListDiff`'s `_BoxedValue`).
@inline(__always)
func boxTypeWord(_ box: inout AnyHashable) -> UInt {
    withUnsafeBytes(of: &box) { $0.load(fromByteOffset: 3 * MemoryLayout<Int>.size, as: UInt.self) }
}

/// Reads what a caller reads of a result: the three index sets and the moves.
@inline(never)
func consume(_ result: List.Result) -> Int {
    result.inserts.count + result.deletes.count + result.updates.count + result.moves.count
}

/// The C core alone: exact keys, content keys, no callbacks.
public func coreDiff(_ oldIDs: [UInt64], _ oldContent: [UInt64], _ newIDs: [UInt64], _ newContent: [UInt64]) -> Int {
    oldIDs.withUnsafeBufferPointer { oldIDs in
        newIDs.withUnsafeBufferPointer { newIDs in
            oldContent.withUnsafeBufferPointer { oldContent in
                newContent.withUnsafeBufferPointer { newContent in
                    var input = ld_input()
                    input.old_count = oldIDs.count
                    input.new_count = newIDs.count
                    input.old_hashes = oldIDs.baseAddress
                    input.new_hashes = newIDs.baseAddress
                    input.old_content_keys = oldContent.baseAddress
                    input.new_content_keys = newContent.baseAddress
                    var result = ld_result()
                    precondition(ld_diff(&input, &result) == LD_OK)
                    defer { ld_result_release(&result) }
                    return result.move_count + result.update_count + result.insert_count + result.delete_count
                }
            }
        }
    }
}

/// The C floor over the same inputs.
public func floorDiff(_ oldIDs: [UInt64], _ oldContent: [UInt64], _ newIDs: [UInt64], _ newContent: [UInt64]) -> Int {
    var counts = floor_counts()
    precondition(floor_diff(oldIDs, oldContent, oldIDs.count, newIDs, newContent, newIDs.count, &counts) == 1)
    return counts.moves + counts.updates + counts.inserts + counts.deletes
}

/// Prepared runs for a workload, size and identifier kind.
public func prepareRuns(_ workload: Workload, count: Int, kind: IdentifierKind) -> [Row: PreparedRun] {
    let slots = workload.slots(count: count)
    switch kind {
    case .int:
        let lists = materialize(slots) { IntElement(id: $0.id, version: $0.version) }
        return prepareRuns(old: lists.old, new: lists.new).merging(genericCallerRuns(old: lists.old, new: lists.new)) { $1 }
    case .string:
        let lists = materialize(slots) { StringElement(id: stringID($0.id), version: $0.version) }
        return prepareRuns(old: lists.old, new: lists.new).merging(genericCallerRuns(old: lists.old, new: lists.new)) { $1 }
    case .uuid:
        let lists = materialize(slots) { UUIDElement(id: uuidID($0.id), version: $0.version) }
        return prepareRuns(old: lists.old, new: lists.new)
    case .object:
        let lists = materialize(slots, ObjectElement.init)
        return prepareRuns(old: lists.old, new: lists.new)
    }
}
