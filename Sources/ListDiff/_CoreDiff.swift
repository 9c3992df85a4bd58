import CDiffCore
import Foundation

/// A view of the C core's result (see `CDiffCore.h`), valid only inside the
/// body that `_coreDiff` calls; the block it points into is freed afterwards.
@usableFromInline
internal struct _CoreDiff {
    let raw: ld_result

    var deletes: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.deletes, count: raw.delete_count) }
    var inserts: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.inserts, count: raw.insert_count) }
    var updates: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.updates, count: raw.update_count) }
    var moves: UnsafeBufferPointer<ld_move> { UnsafeBufferPointer(start: raw.moves, count: raw.move_count) }
    var oldToNew: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.old_to_new, count: raw.old_count) }
    var newToOld: UnsafeBufferPointer<ld_index> { UnsafeBufferPointer(start: raw.new_to_old, count: raw.new_count) }

    /// The callbacks handed to C through its `context` pointer.
    private struct Callbacks {
        let identifiersEqual: ((Bool, Int, Int) -> Bool)?
        let contentsDiffer: ((Int, Int) -> Bool)?
    }

    /// Runs the core over precomputed keys and hands the result to `body`.
    ///
    /// - Precondition: each list has at most `LD_MAX_COUNT` (2^31 - 2) elements,
    ///   and the working memory (about 50 bytes per element) can be allocated.
    @usableFromInline
    static func run<R>(
        oldHashes: [UInt64], newHashes: [UInt64], oldKeys: [UInt64]?, newKeys: [UInt64]?,
        identifiersEqual: ((Bool, Int, Int) -> Bool)?, contentsDiffer: ((Int, Int) -> Bool)?,
        _ body: (_CoreDiff) -> R
    ) -> R {
        var callbacks = Callbacks(identifiersEqual: identifiersEqual, contentsDiffer: contentsDiffer)
        return withUnsafeMutablePointer(to: &callbacks) { context in
            oldHashes.withUnsafeBufferPointer { oldHashes in
                newHashes.withUnsafeBufferPointer { newHashes in
                    _withOptionalBuffer(oldKeys) { oldKeys in
                        _withOptionalBuffer(newKeys) { newKeys in
                            var input = ld_input(
                                old_count: oldHashes.count,
                                new_count: newHashes.count,
                                old_hashes: oldHashes.baseAddress,
                                new_hashes: newHashes.baseAddress,
                                identifiers_equal: identifiersEqual == nil ? nil : { context, side, index, newIndex in
                                    context!.assumingMemoryBound(to: Callbacks.self).pointee
                                        .identifiersEqual!(side == LD_SIDE_OLD, index, newIndex)
                                },
                                old_content_keys: oldKeys?.baseAddress,
                                new_content_keys: newKeys?.baseAddress,
                                contents_differ: contentsDiffer == nil ? nil : { context, oldIndex, newIndex in
                                    context!.assumingMemoryBound(to: Callbacks.self).pointee
                                        .contentsDiffer!(oldIndex, newIndex)
                                },
                                context: UnsafeMutableRawPointer(context)
                            )
                            var result = ld_result()
                            let status = ld_diff(&input, &result)
                            defer { ld_result_release(&result) }
                            precondition(status == LD_OK, _message(for: status, oldHashes.count, newHashes.count))
                            return body(_CoreDiff(raw: result))
                        }
                    }
                }
            }
        }
    }
}

private func _withOptionalBuffer<R>(_ array: [UInt64]?, _ body: (UnsafeBufferPointer<UInt64>?) -> R) -> R {
    guard let array else { return body(nil) }
    return array.withUnsafeBufferPointer { body($0) }
}

private func _message(for status: ld_status, _ oldCount: Int, _ newCount: Int) -> String {
    switch status {
    case LD_ERROR_TOO_LARGE:
        return "ListDiff: \(oldCount) old / \(newCount) new elements exceed the limit of \(LD_MAX_COUNT) per list"
    case LD_ERROR_OUT_OF_MEMORY:
        return "ListDiff: out of memory diffing \(oldCount) old / \(newCount) new elements"
    default:
        return "ListDiff: the diff core refused its input (status \(status.rawValue))"
    }
}

/// Computes keys for both lists, runs the core and hands its result to `body`.
/// Inlinable so that identifier extraction, hashing and `==` are specialized
/// for the caller's types.
@inlinable
internal func _coreDiff<Element, ID: Hashable, R>(
    _ old: [Element], _ new: [Element], oldIDs: [ID], newIDs: [ID], rule: _UpdateRule<Element>,
    _ body: (_CoreDiff) -> R
) -> R {
    let oldHashes = oldIDs.map { _DiffKey.key($0) }
    let newHashes = newIDs.map { _DiffKey.key($0) }
    let oldKeys = rule.contentKey.map { old.map($0) }
    let newKeys = rule.contentKey.map { new.map($0) }
    return old.withUnsafeBufferPointer { oldElements in
        new.withUnsafeBufferPointer { newElements in
            oldIDs.withUnsafeBufferPointer { oldIDs in
                newIDs.withUnsafeBufferPointer { newIDs in
                    let identifiersEqual: ((Bool, Int, Int) -> Bool)? =
                        _DiffKey.isExact(ID.self)
                        ? nil
                        : { isOld, index, newIndex in (isOld ? oldIDs[index] : newIDs[index]) == newIDs[newIndex] }
                    let contentsDiffer: ((Int, Int) -> Bool)? = rule.contentsDiffer.map { differ in
                        { oldIndex, newIndex in differ(oldElements[oldIndex], newElements[newIndex]) }
                    }
                    return _CoreDiff.run(
                        oldHashes: oldHashes, newHashes: newHashes, oldKeys: oldKeys, newKeys: newKeys,
                        identifiersEqual: identifiersEqual, contentsDiffer: contentsDiffer, body
                    )
                }
            }
        }
    }
}

extension _CoreDiff {
    /// The flat result: index sets, moves, and each update's pair.
    @usableFromInline
    func result(identifiers: _IdentifierIndex) -> List.Result {
        let oldToNew = self.oldToNew
        return List.Result(
            inserts: _indexSet(inserts),
            updates: _indexSet(updates),
            deletes: _indexSet(deletes),
            moves: moves.map { List.MoveIndex(from: Int($0.from), to: Int($0.to)) },
            updatePairs: updates.map { List.MoveIndex(from: Int($0), to: Int(oldToNew[Int($0)])) },
            identifiers: identifiers
        )
    }
}

/// An index set built range by range: one insertion per run of consecutive
/// indexes rather than one per index.
internal func _indexSet<S: Sequence>(_ indexes: S) -> IndexSet where S.Element: BinaryInteger {
    var set = IndexSet()
    var start = -1, end = -1
    for index in indexes {
        let value = Int(index)
        if value == end {
            end += 1
            continue
        }
        if start < end { set.insert(integersIn: start..<end) }
        start = value
        end = value + 1
    }
    if start < end { set.insert(integersIn: start..<end) }
    return set
}
