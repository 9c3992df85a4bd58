import Foundation

/// The identifier -> index maps of a result (IGListKit's `oldIndexMap` and
/// `newIndexMap`), built on first use so that a diff that never asks for them
/// never pays for them. For a duplicated identifier the last index wins, as in
/// the original.
///
/// The builders are closures made where the diff ran, in code specialized for
/// the identifier type (see ``init(oldIDs:newIDs:)``): a generic class's own
/// methods would run unspecialized, boxing and hashing through witness tables
/// (about 5 times the diff itself at 10k items).
///
/// `@unchecked Sendable`: the cache is guarded by a lock, and the identifiers
/// are only read (hashed and compared), never mutated. Identifiers are expected
/// to be immutable values, as IGListKit requires.
@usableFromInline
internal final class _IdentifierIndex: @unchecked Sendable {
    @usableFromInline
    internal typealias Builder = () -> [AnyHashable: Int]

    private let lock = NSLock()
    private var cachedOld: [AnyHashable: Int]?
    private var cachedNew: [AnyHashable: Int]?
    private let makeOld: Builder
    private let makeNew: Builder

    @usableFromInline
    internal init(makeOld: @escaping Builder, makeNew: @escaping Builder) {
        self.makeOld = makeOld
        self.makeNew = makeNew
    }

    /// The maps of a diff, from the identifiers it computed.
    @inlinable
    internal convenience init<ID: Hashable>(oldIDs: [ID], newIDs: [ID]) {
        self.init(makeOld: { _lastIndexes(of: oldIDs) }, makeNew: { _lastIndexes(of: newIDs) })
    }

    /// Maps given by hand (a caller assigned `oldMap` or `newMap`).
    internal convenience init(old: [AnyHashable: Int], new: [AnyHashable: Int]) {
        self.init(makeOld: { old }, makeNew: { new })
    }

    internal var old: [AnyHashable: Int] {
        lock.lock()
        defer { lock.unlock() }
        if let map = cachedOld { return map }
        let map = makeOld()
        cachedOld = map
        return map
    }

    internal var new: [AnyHashable: Int] {
        lock.lock()
        defer { lock.unlock() }
        if let map = cachedNew { return map }
        let map = makeNew()
        cachedNew = map
        return map
    }
}

/// Identifier -> last index.
@inlinable
internal func _lastIndexes<ID: Hashable>(of ids: [ID]) -> [AnyHashable: Int] {
    var map = [AnyHashable: Int](minimumCapacity: ids.count)
    for index in ids.indices { map[AnyHashable(ids[index])] = index }
    return map
}
