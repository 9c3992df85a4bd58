extension List {
    /// Diffs two lists of ``Diffable`` elements: the drop-in for the pure-Swift
    /// port of IGListKit's `IGListDiff`, with identical results.
    ///
    /// Items are paired by `diffIdentifier` (duplicates k-th to k-th); a pair
    /// whose elements are not `==` is an update.
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: oldPosts, newArray: newPosts)
    /// collectionView.performBatchUpdates {
    ///     let batch = result.forBatchUpdates()
    ///     // apply batch.deletes, batch.inserts, batch.moves
    /// }
    /// ```
    ///
    /// Complexity: O(n + m) expected, plus one `diffIdentifier` and hash per
    /// element and one `==` per kept item; `moves: .minimal` (see
    /// ``MoveStrategy``) adds O(k log k) for k kept items.
    @inlinable
    public static func diffing<T: Diffable & Equatable>(
        oldArray: [T], newArray: [T], moves: MoveStrategy = .heckel
    ) -> Result {
        _diffingBoxed(oldArray, newArray, .equality(oldArray, newArray), moves)
    }

    /// Diffs two lists of `Identifiable` elements on the typed fast path:
    /// paired by `id`, with no `AnyHashable` boxing (integer ids are exact
    /// keys), an update wherever a pair is not `==`. Fast from generic code
    /// too.
    ///
    /// ```swift
    /// struct Message: Identifiable, Equatable { let id: Int; var text: String }
    /// let result = List.diffing(oldArray: old, newArray: new)
    /// ```
    ///
    /// Called where `T` is concrete, `id` is read directly, specialized.
    /// Called from generic code (a view model generic over its element type,
    /// compiled once for all of them), `id` is read at its offset in the
    /// arrays' storage when `T` is a struct whose witness of `id` is a stored
    /// property (found once per type from the runtime's field metadata), and
    /// through the witness otherwise (classes, computed or property-wrapped
    /// `id`s); `Int`, `String`, `UUID` and the other fixed-width integer ids
    /// are then diffed by the code specialized for them, and kept items are
    /// compared in place:
    ///
    /// ```swift
    /// final class FeedModel<Item: Identifiable & Equatable> {
    ///     private(set) var items: [Item] = []
    ///     func update(to newItems: [Item]) -> List.Result {
    ///         defer { items = newItems }
    ///         return List.diffing(oldArray: items, newArray: newItems)
    ///     }
    /// }
    /// ```
    ///
    /// A type that is also ``Diffable`` gets the drop-in overload below
    /// instead, paired by `diffIdentifier`, so code written for the
    /// pure-Swift port keeps its results.
    ///
    /// Complexity: O(n + m) expected, plus one `id` and hash per element and
    /// one `==` per kept item.
    @inlinable
    public static func diffing<T: Identifiable & Equatable>(
        oldArray: [T], newArray: [T], moves: MoveStrategy = .heckel
    ) -> Result {
        if _isConcrete(T.self) {
            return _diffing(oldArray, newArray, identifiedBy: { $0.id }, .equality(oldArray, newArray), moves)
        }
        return _diffingIdentifiableUnspecialized(oldArray, newArray, moves)
    }

    /// Diffs two lists of elements that are both ``Diffable`` and
    /// `Identifiable`: exactly the drop-in ``diffing(oldArray:newArray:moves:)-5zeep``
    /// (paired by `diffIdentifier`), so that code written for the pure-Swift
    /// port compiles unchanged, without ambiguity, and keeps its results.
    ///
    /// ```swift
    /// struct Post: Diffable, Identifiable, Equatable {
    ///     let id: UUID; let slug: String
    ///     var diffIdentifier: AnyHashable { slug }
    /// }
    /// let result = List.diffing(oldArray: old, newArray: new)   // by slug
    /// ```
    ///
    /// Complexity: as the drop-in.
    @inlinable
    public static func diffing<T: Diffable & Identifiable & Equatable>(
        oldArray: [T], newArray: [T], moves: MoveStrategy = .heckel
    ) -> Result {
        _diffingBoxed(oldArray, newArray, .equality(oldArray, newArray), moves)
    }

    /// Diffs two lists of ``Diffable`` objects with IGListKit's `option`:
    /// `.pointerPersonality` reports every kept item whose instance changed,
    /// `.equality` only those whose instance changed and is not `==`.
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: old, newArray: new, option: .pointerPersonality)
    /// ```
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    public static func diffing<T: Diffable & Equatable & AnyObject>(
        oldArray: [T], newArray: [T], option: DiffOption, moves: MoveStrategy = .heckel
    ) -> Result {
        _diffingBoxed(oldArray, newArray, .objects(oldArray, newArray, option), moves)
    }

    /// Diffs two lists whose identifiers come from `identifier`, with no
    /// `AnyHashable` boxing: the typed fast path. Integer and `ObjectIdentifier`
    /// identifiers are used as exact keys, without hashing.
    ///
    /// ```swift
    /// struct Message: Equatable { let id: Int; var text: String }
    /// let result = List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
    /// ```
    ///
    /// Complexity: O(n + m) expected, plus one identifier and hash per element
    /// and one `==` per kept item.
    @inlinable
    public static func diffing<Element: Equatable, ID: Hashable>(
        oldArray: [Element], newArray: [Element], identifiedBy identifier: (Element) -> ID,
        moves: MoveStrategy = .heckel
    ) -> Result {
        _diffing(oldArray, newArray, identifiedBy: identifier, .equality(oldArray, newArray), moves)
    }

    /// Diffs two lists of objects whose identifiers come from `identifier`,
    /// with IGListKit's `option` (see ``diffing(oldArray:newArray:option:moves:)``).
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: old, newArray: new,
    ///                           identifiedBy: { ObjectIdentifier($0) }, option: .pointerPersonality)
    /// ```
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    public static func diffing<Element: Equatable & AnyObject, ID: Hashable>(
        oldArray: [Element], newArray: [Element], identifiedBy identifier: (Element) -> ID, option: DiffOption,
        moves: MoveStrategy = .heckel
    ) -> Result {
        _diffing(oldArray, newArray, identifiedBy: identifier, .objects(oldArray, newArray, option), moves)
    }

    /// Diffs two lists of identifiers that are the items themselves (a
    /// snapshot's): a kept item is never updated, so no `==` runs on kept
    /// items, which the typed path spends on every one.
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    package static func diffing<ID: Hashable>(identifiers oldIDs: [ID], _ newIDs: [ID], moves: MoveStrategy) -> Result {
        _diffing(oldIDs, newIDs, .never, moves)
    }

    /// The typed path over identifiers read by `identifier`. `String` ones
    /// are hashed as they are read (``_StringKey/identifiers(of:_:)``).
    @inlinable
    internal static func _diffing<Element, ID: Hashable>(
        _ oldArray: [Element], _ newArray: [Element], identifiedBy identifier: (Element) -> ID,
        _ check: _UpdateCheck, _ moves: MoveStrategy
    ) -> Result {
        guard ID.self == String.self else {
            return _diffing(oldArray.map(identifier), newArray.map(identifier), check, moves)
        }
        func strings(_ elements: [Element]) -> _KeyedStrings {
            elements.withUnsafeBufferPointer { elements in
                _StringKey.identifiers(count: elements.count) { unsafeBitCast(identifier(elements[$0]), to: String.self) }
            }
        }
        return _diffing(strings: strings(oldArray), strings(newArray), check, moves)
    }

    /// The typed path over `String` identifiers read with their byte hashes.
    /// The keys are handed to the core, which frees them before the result
    /// is built.
    @inlinable
    internal static func _diffing(
        strings old: consuming _KeyedStrings, _ new: consuming _KeyedStrings, _ check: _UpdateCheck, _ moves: MoveStrategy
    ) -> Result {
        let oldIDs = old.ids, newIDs = new.ids
        var keys: _StringKeys?
        if old.ascii && new.ascii {
            keys = _StringKeys(old: old.keys, new: new.keys)
        }
        // Only `keys` holds them from here on.
        old.keys = []
        new.keys = []
        return _coreDiff(oldIDs: oldIDs, newIDs: newIDs, stringKeys: keys.take(), check: check, moves: moves) { core in
            core.result(identifiers: _ComputedIdentifierIndex(oldIDs: oldIDs, newIDs: newIDs))
        }
    }

    @inlinable
    internal static func _diffing<ID: Hashable>(
        _ oldIDs: [ID], _ newIDs: [ID], _ check: _UpdateCheck, _ moves: MoveStrategy
    ) -> Result {
        _coreDiff(oldIDs: oldIDs, newIDs: newIDs, stringKeys: nil, check: check, moves: moves) { core in
            core.result(identifiers: _ComputedIdentifierIndex(oldIDs: oldIDs, newIDs: newIDs))
        }
    }

    /// The drop-in path. When every identifier boxes an `Int` (or every one a
    /// `String`), the diff runs on the unboxed values: exact integer keys, or
    /// typed string hashing and `==`, instead of `AnyHashable`'s, and no array
    /// of boxes is kept (the maps re-box on first use). Otherwise it runs on
    /// the boxes.
    @inlinable
    internal static func _diffingBoxed<T: Diffable>(
        _ old: [T], _ new: [T], _ check: _UpdateCheck, _ moves: MoveStrategy
    ) -> Result {
        let sample = (old.first ?? new.first)?.diffIdentifier.base
        if sample is Int, let oldIDs = _unboxedIdentifiers(old, as: Int.self),
           let newIDs = _unboxedIdentifiers(new, as: Int.self) {
            return _diffing(oldIDs, newIDs, check, moves)
        }
        if sample is String, let oldIDs = _unboxedIdentifiers(old, as: String.self),
           let newIDs = _unboxedIdentifiers(new, as: String.self) {
            return _diffing(oldIDs, newIDs, check, moves)
        }
        return _diffing(old.map(\.diffIdentifier), new.map(\.diffIdentifier), check, moves)
    }
}

/// The identifiers' boxed values, if every box holds a `V`: read straight
/// out of each box where the standard library's layout allows it
/// (``_BoxedValue``), else by opening each box.
@inlinable
internal func _unboxedIdentifiers<T: Diffable, V: Hashable>(_ elements: [T], as _: V.Type) -> [V]? {
    var values: [V] = []
    values.reserveCapacity(elements.count)
    // Two loops, not one with the choice inside: the compiler does not
    // hoist it, and one loop measured 1% (Int) and 4.5% (String) more
    // instructions per drop-in diff under callgrind.
    if let boxType = _BoxedValue<V>.boxType {
        for element in elements {
            var box = element.diffIdentifier
            guard let value = _BoxedValue<V>.value(in: &box, boxType: boxType) else { return nil }
            values.append(value)
        }
        return values
    }
    for element in elements {
        guard let value = _unboxed(element.diffIdentifier, as: V.self) else { return nil }
        values.append(value)
    }
    return values
}

/// The value in `box` if its type is exactly `V`, found by opening the box
/// and comparing type metadata: 250 instructions less per element than
/// `box.base as? V` (a dynamic cast), which is as much as the diff itself of
/// an `Int` element. A bridged value that `as?` would convert (an `NSNumber`
/// for `Int`) is not taken: such lists stay boxed, with `AnyHashable`'s meaning.
@inlinable @inline(__always)
internal func _unboxed<V>(_ box: AnyHashable, as _: V.Type) -> V? {
    func exactly<T>(_ value: T) -> V? { T.self == V.self ? unsafeBitCast(value, to: V.self) : nil }
    return _openExistential(box.base, do: exactly)
}

extension List {
    /// The spelling of early releases of the pure-Swift port.
    ///
    /// Complexity: that of ``diffing(oldArray:newArray:moves:)-5zeep``.
    @available(*, deprecated, renamed: "diffing(oldArray:newArray:)")
    @inlinable
    public static func Diffing<T: Diffable & Equatable>(oldArray: [T], newArray: [T]) -> Result {
        diffing(oldArray: oldArray, newArray: newArray)
    }
}
