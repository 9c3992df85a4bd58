import CDiffCore
import Foundation

/// A view of the C core's result (see `CDiffCore.h`), valid only inside the
/// body that `_coreDiff` calls; the block it points into is freed afterwards.
@usableFromInline
internal struct _CoreDiff {
    let raw: ld_result

    @usableFromInline
    init(raw: ld_result) { self.raw = raw }

    var deletes: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.deletes, count: raw.delete_count) }
    var inserts: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.inserts, count: raw.insert_count) }
    var updates: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.updates, count: raw.update_count) }
    var moves: UnsafeBufferPointer<ld_move> { UnsafeBufferPointer(start: raw.moves, count: raw.move_count) }
    var oldToNew: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.old_to_new, count: raw.old_count) }

    /// The callbacks handed to C through its `context` pointer. A class, so
    /// that C's calls reach the closures through a guaranteed reference,
    /// without a retain and a release per call (a third of a call's cost);
    /// not optionals, which would be re-abstracted (allocated) per call. C
    /// calls only those it was given.
    private final class Callbacks {
        let identifiersEqual: (Bool, Int, Int) -> Bool
        let contentsDiffer: (Int, Int) -> Bool
        /// The identifiers, when they are strings compared in place.
        let oldStrings, newStrings: UnsafePointer<String>?

        init(_ identity: _Identity, contentsDiffer: @escaping (Int, Int) -> Bool) {
            if case .compared(let equal) = identity {
                identifiersEqual = equal
            } else {
                identifiersEqual = { _, _, _ in false }  // never called; captures nothing (no allocation)
            }
            if case .strings(let old, let new) = identity {
                (oldStrings, newStrings) = (old, new)
            } else {
                (oldStrings, newStrings) = (nil, nil)
            }
            self.contentsDiffer = contentsDiffer
        }

        static func from(_ context: UnsafeMutableRawPointer?) -> Unmanaged<Callbacks> {
            Unmanaged.fromOpaque(context!)
        }
    }

    /// The secret of the core's table placement, drawn once per process from
    /// the system's random source, so that nobody can choose identifiers that
    /// collide in the table (see "Placement and the seed" in `CDiffCore.h`).
    /// 0 when `SWIFT_DETERMINISTIC_HASHING` is set, as Swift's `Hasher` does,
    /// for reproducible runs. Results never depend on it.
    static let seed = processSecret(deterministic: 0)

    /// The secret words of the Swift side's own table (`_DistinctIdentifiers`),
    /// drawn from `seed` by SplitMix64 as the core draws its own.
    @usableFromInline
    static let placement = KeyMix(secretWords(from: seed))

    /// Runs the core over precomputed keys and returns its result, which the
    /// caller releases (`ld_result_release`) once it has copied it out.
    ///
    /// - Precondition: each list has at most `LD_MAX_COUNT` (2^31 - 2) elements,
    ///   and the working memory (about 30 bytes per element) can be allocated.
    @usableFromInline
    static func run(
        oldHashes: UnsafeBufferPointer<UInt64>, newHashes: UnsafeBufferPointer<UInt64>,
        identity: _Identity, check: _UpdateCheck, moves: MoveStrategy
    ) -> ld_result {
        let identifiersEqual: ld_identifiers_equal_fn?
        switch identity {
        case .exact:
            identifiersEqual = nil
        case .strings:
            // Straight to the comparison: a closure in between costs as much.
            identifiersEqual = { context, side, index, newIndex in
                Callbacks.from(context)._withUnsafeGuaranteedRef {
                    _StringKey.equal(
                        (side == LD_SIDE_OLD ? $0.oldStrings : $0.newStrings).unsafelyUnwrapped + index,
                        $0.newStrings.unsafelyUnwrapped + newIndex)
                }
            }
        case .compared:
            identifiersEqual = { context, side, index, newIndex in
                Callbacks.from(context)._withUnsafeGuaranteedRef {
                    $0.identifiersEqual(side == LD_SIDE_OLD, index, newIndex)
                }
            }
        }
        let callbacks = Callbacks(identity, contentsDiffer: check.contentsDiffer)
        return withExtendedLifetime(callbacks) {
            withOptionalBuffer(check.oldKeys) { oldKeys in
                withOptionalBuffer(check.newKeys) { newKeys in
                    var input = ld_input(
                        old_count: oldHashes.count,
                        new_count: newHashes.count,
                        old_hashes: oldHashes.baseAddress,
                        new_hashes: newHashes.baseAddress,
                        identifiers_equal: identifiersEqual,
                        old_content_keys: oldKeys?.baseAddress,
                        new_content_keys: newKeys?.baseAddress,
                        contents_differ: !check.compares ? nil : { context, oldIndex, newIndex in
                            Callbacks.from(context)._withUnsafeGuaranteedRef {
                                $0.contentsDiffer(oldIndex, newIndex)
                            }
                        },
                        context: Unmanaged.passUnretained(callbacks).toOpaque(),
                        options: moves == .minimal ? UInt32(LD_OPTION_MINIMAL_MOVES) : 0,
                        seed: _CoreDiff.seed
                    )
                    var result = ld_result()
                    let status = ld_diff(&input, &result)
                    precondition(status == LD_OK, message(for: status, oldHashes.count, newHashes.count))
                    return result
                }
            }
        }
    }
}

/// How the core tells two identifiers with equal keys apart: never asked
/// (the keys are the identifiers), strings compared in place (no copy, a
/// retain and a release, of either), or `==` by index.
@usableFromInline
internal enum _Identity {
    case exact
    case strings(old: UnsafePointer<String>?, new: UnsafePointer<String>?)
    case compared((Bool, Int, Int) -> Bool)
}

private func withOptionalBuffer<R>(_ array: [UInt64]?, _ body: (UnsafeBufferPointer<UInt64>?) -> R) -> R {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0) }
}

private func message(for status: ld_status, _ oldCount: Int, _ newCount: Int) -> String {
    switch status {
    case LD_ERROR_TOO_LARGE:
        return "ListDiff: \(oldCount) old / \(newCount) new elements exceed the limit of \(LD_MAX_COUNT) per list"
    case LD_ERROR_OUT_OF_MEMORY:
        return "ListDiff: out of memory diffing \(oldCount) old / \(newCount) new elements"
    default:
        return "ListDiff: the diff core refused its input (status \(status.rawValue))"
    }
}

/// Computes the identifiers' keys (`String` ones by `_StringKey`, unless
/// `stringKeys` already holds their byte hashes), runs the core and hands its
/// result to `body`. Inlinable so that hashing and `==` are specialized for
/// `ID`.
///
/// Keys that are not the identifiers themselves are freed before `body`
/// runs, and the core has given its table back by then: what `body` builds
/// never coexists with either (at a million `String` ids, 16 and 18 bytes
/// per element).
@inlinable
internal func _coreDiff<ID: Hashable, R>(
    oldIDs: [ID], newIDs: [ID], stringKeys: consuming _StringKeys?, check: _UpdateCheck,
    moves: MoveStrategy, _ body: (_CoreDiff) -> R
) -> R {
    var raw: ld_result
    if ID.self == String.self {
        let keys = (consume stringKeys)
            ?? _StringKeys(unsafeBitCast(oldIDs, to: [String].self), unsafeBitCast(newIDs, to: [String].self))
        raw = keys.old.withUnsafeBufferPointer { oldHashes in
            keys.new.withUnsafeBufferPointer { newHashes in
                _coreDiff(oldIDs: oldIDs, newIDs: newIDs, oldHashes: oldHashes, newHashes: newHashes, check: check, moves: moves)
            }
        }
        _ = consume keys
    } else {
        raw = _DiffKey.withKeys(of: oldIDs) { oldHashes in
            _DiffKey.withKeys(of: newIDs) { newHashes in
                _coreDiff(oldIDs: oldIDs, newIDs: newIDs, oldHashes: oldHashes, newHashes: newHashes, check: check, moves: moves)
            }
        }
    }
    defer { ld_result_release(&raw) }
    return body(_CoreDiff(raw: raw))
}

/// Runs the core over the identifiers' keys, with `==` to tell equal keys apart.
@inlinable
internal func _coreDiff<ID: Hashable>(
    oldIDs: [ID], newIDs: [ID], oldHashes: UnsafeBufferPointer<UInt64>, newHashes: UnsafeBufferPointer<UInt64>,
    check: _UpdateCheck, moves: MoveStrategy
) -> ld_result {
    oldIDs.withUnsafeBufferPointer { oldIDs in
        newIDs.withUnsafeBufferPointer { newIDs in
            let identity: _Identity
            if _DiffKey.isExact(ID.self) {
                identity = .exact
            } else if ID.self == String.self {
                identity = .strings(
                    old: UnsafeRawPointer(oldIDs.baseAddress)?.assumingMemoryBound(to: String.self),
                    new: UnsafeRawPointer(newIDs.baseAddress)?.assumingMemoryBound(to: String.self))
            } else {
                identity = .compared { isOld, index, newIndex in (isOld ? oldIDs[index] : newIDs[index]) == newIDs[newIndex] }
            }
            return _CoreDiff.run(oldHashes: oldHashes, newHashes: newHashes, identity: identity, check: check, moves: moves)
        }
    }
}

extension _CoreDiff {
    /// The flat result: index sets, moves, and each update's pair.
    @usableFromInline
    func result(identifiers: _IdentifierIndex) -> List.Result {
        let oldToNew = self.oldToNew
        return List.Result(
            inserts: indexSet(sorted: inserts),
            updates: indexSet(sortedCopyOf: updates),
            deletes: indexSet(sorted: deletes),
            moves: moves.map { List.MoveIndex(from: Int($0.from), to: Int($0.to)) },
            updatePairs: updates.map { List.MoveIndex(from: Int($0), to: Int(oldToNew[Int($0)])) },
            identifiers: identifiers
        )
    }
}

/// An index set of indexes in any order (updates come in new-index order):
/// sorted first, so that the set is built range by range, not by O(k)
/// insertions into its middle.
internal func indexSet(sortedCopyOf indexes: UnsafeBufferPointer<ld_index>) -> IndexSet {
    if zip(indexes, indexes.dropFirst()).allSatisfy({ $0 < $1 }) { return indexSet(sorted: indexes) }
    return indexSet(sorted: indexes.sorted())
}

/// An index set of ascending indexes (repeats allowed), built range by range:
/// an empty set or a single range directly; otherwise the last run of
/// consecutive indexes first, then the others in order, one insertion per run
/// into an `NSMutableIndexSet` (a quarter cheaper than `IndexSet.insert` on
/// Linux). Each of those lands just before the last range, where Foundation on
/// Linux inserts it and stops; appended after it instead, each would end with a
/// pass that merges overlapping ranges (about 15% of the set's cost).
internal func indexSet<C: BidirectionalCollection>(sorted indexes: C) -> IndexSet where C.Element: BinaryInteger {
    guard let lastIndex = indexes.last else { return IndexSet() }
    let last = Int(lastIndex)
    // The last run: back over repeated and consecutive indexes.
    var lastStart = last, cut = indexes.index(before: indexes.endIndex)
    while cut > indexes.startIndex {
        let previous = Int(indexes[indexes.index(before: cut)])
        if previous < lastStart - 1 { break }
        lastStart = previous
        cut = indexes.index(before: cut)
    }
    guard cut > indexes.startIndex else { return IndexSet(integersIn: lastStart..<last + 1) }
    let set = NSMutableIndexSet(indexesIn: NSRange(location: lastStart, length: last + 1 - lastStart))
    var start = -1, end = -1
    for index in indexes[..<cut] {
        let value = Int(index)
        if value < end { continue }
        if value == end {
            end += 1
            continue
        }
        if start < end { set.add(in: NSRange(location: start, length: end - start)) }
        start = value
        end = value + 1
    }
    set.add(in: NSRange(location: start, length: end - start))
    return set as IndexSet
}
