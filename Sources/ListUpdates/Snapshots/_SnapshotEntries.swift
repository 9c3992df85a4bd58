import ListDiff

/// The entries of a snapshot's item index: a ``KeyTable`` for identifiers
/// that are their own keys, a `Dictionary` for the others (the test folds
/// away where the code is specialized).
@usableFromInline
internal struct _SnapshotEntries<ItemID: Hashable> {
    @usableFromInline var dictionary: [ItemID: UInt64] = [:]
    @usableFromInline var table = KeyTable()

    @inlinable init() {}

    @inlinable static var exact: Bool { ExactIdentifierKey.isExact(ItemID.self) }

    @inlinable
    mutating func reserveCapacity(_ capacity: Int) {
        if Self.exact { table.reserveCapacity(capacity) } else { dictionary.reserveCapacity(capacity) }
    }

    @inlinable
    subscript(item: ItemID) -> UInt64? {
        get { Self.exact ? table[ExactIdentifierKey.key(item)] : dictionary[item] }
        set {
            if let newValue {
                _ = updateValue(newValue, forKey: item)
            } else if Self.exact {
                table.removeValue(forKey: ExactIdentifierKey.key(item))
            } else {
                dictionary[item] = nil
            }
        }
    }

    @inlinable
    mutating func updateValue(_ value: UInt64, forKey item: ItemID) -> UInt64? {
        Self.exact ? table.updateValue(value, forKey: ExactIdentifierKey.key(item)) : dictionary.updateValue(value, forKey: item)
    }
}
