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
    /// element and one `==` per kept item.
    @inlinable
    public static func diffing<T: Diffable & Equatable>(oldArray: [T], newArray: [T]) -> Result {
        _diffing(oldArray, newArray, identifier: { $0.diffIdentifier }, rule: .equality)
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
        oldArray: [T], newArray: [T], option: DiffOption
    ) -> Result {
        _diffing(oldArray, newArray, identifier: { $0.diffIdentifier }, rule: .objects(option))
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
        oldArray: [Element], newArray: [Element], identifiedBy identifier: (Element) -> ID
    ) -> Result {
        _diffing(oldArray, newArray, identifier: identifier, rule: .equality)
    }

    /// Diffs two lists of objects whose identifiers come from `identifier`,
    /// with IGListKit's `option` (see ``diffing(oldArray:newArray:option:)``).
    ///
    /// ```swift
    /// let result = List.diffing(oldArray: old, newArray: new,
    ///                           identifiedBy: { ObjectIdentifier($0) }, option: .pointerPersonality)
    /// ```
    ///
    /// Complexity: O(n + m) expected.
    @inlinable
    public static func diffing<Element: Equatable & AnyObject, ID: Hashable>(
        oldArray: [Element], newArray: [Element], identifiedBy identifier: (Element) -> ID, option: DiffOption
    ) -> Result {
        _diffing(oldArray, newArray, identifier: identifier, rule: .objects(option))
    }

    @inlinable
    internal static func _diffing<Element, ID: Hashable>(
        _ old: [Element], _ new: [Element], identifier: (Element) -> ID, rule: _UpdateRule<Element>
    ) -> Result {
        let oldIDs = old.map(identifier)
        let newIDs = new.map(identifier)
        return _coreDiff(old, new, oldIDs: oldIDs, newIDs: newIDs, rule: rule) { core in
            core.result(identifiers: _ComputedIdentifierIndex(oldIDs: oldIDs, newIDs: newIDs))
        }
    }
}

extension List {
    /// The spelling of early releases of the pure-Swift port.
    @available(*, deprecated, renamed: "diffing(oldArray:newArray:)")
    @inlinable
    public static func Diffing<T: Diffable & Equatable>(oldArray: [T], newArray: [T]) -> Result {
        diffing(oldArray: oldArray, newArray: newArray)
    }
}
