import Foundation

/// The identifier -> index maps of a result (IGListKit's `oldIndexMap` and
/// `newIndexMap`), built on first use so that a diff that never asks for them
/// never pays for them. For a duplicated identifier the last index wins, as in
/// the original.
///
/// `@unchecked Sendable`: the caches are guarded by a lock, and the
/// identifiers are only read (hashed and compared), never mutated. Identifiers
/// are expected to be immutable values, as IGListKit requires.
@usableFromInline
internal class _IdentifierIndex: @unchecked Sendable {
    /// The locks of every index, picked by address: a lock of its own would
    /// cost each diff two allocations and a mutex set-up, most of them for
    /// maps never asked for. A map is built outside the lock (its identifiers'
    /// `hash` and `==` may run any code), so a lock is only held to read or
    /// store a cache.
    private static let locks = (0..<16).map { _ in NSLock() }
    private var cachedOld: [AnyHashable: Int]?
    private var cachedNew: [AnyHashable: Int]?

    @usableFromInline
    internal init() {}

    internal var old: [AnyHashable: Int] { cached(\.cachedOld, makeOld) }
    internal var new: [AnyHashable: Int] { cached(\.cachedNew, makeNew) }

    /// The map in `cache`, made by `make` on first use; when two threads make
    /// it at once, both return the one stored first.
    private func cached(
        _ cache: ReferenceWritableKeyPath<_IdentifierIndex, [AnyHashable: Int]?>, _ make: () -> [AnyHashable: Int]
    ) -> [AnyHashable: Int] {
        let lock = Self.locks[Int(UInt(bitPattern: ObjectIdentifier(self)) >> 4 & 15)]
        lock.lock()
        let stored = self[keyPath: cache]
        lock.unlock()
        if let stored { return stored }
        let map = make()
        lock.lock()
        defer { lock.unlock() }
        if let stored = self[keyPath: cache] { return stored }
        self[keyPath: cache] = map
        return map
    }

    internal func makeOld() -> [AnyHashable: Int] { [:] }
    internal func makeNew() -> [AnyHashable: Int] { [:] }
}

/// The maps of a diff, made from the identifiers the diff computed.
///
/// The map builder is a closure made where the diff ran, in code specialized
/// for the identifier type (see ``init(oldIDs:newIDs:)``): this generic
/// class's own methods run unspecialized, boxing and hashing through witness
/// tables (several times the diff itself at 10k items). The closure captures
/// nothing, so it costs no allocation.
@usableFromInline
internal final class _ComputedIdentifierIndex<ID: Hashable>: _IdentifierIndex, @unchecked Sendable {
    @usableFromInline
    internal typealias Builder = ([ID]) -> [AnyHashable: Int]

    private let oldIDs: [ID]
    private let newIDs: [ID]
    private let build: Builder

    @usableFromInline
    internal init(oldIDs: [ID], newIDs: [ID], build: @escaping Builder) {
        self.oldIDs = oldIDs
        self.newIDs = newIDs
        self.build = build
    }

    @inlinable
    internal convenience init(oldIDs: [ID], newIDs: [ID]) {
        self.init(oldIDs: oldIDs, newIDs: newIDs, build: { _lastIndexes(of: $0) })
    }

    override internal func makeOld() -> [AnyHashable: Int] { build(oldIDs) }
    override internal func makeNew() -> [AnyHashable: Int] { build(newIDs) }
}

/// Maps given by hand (a caller assigned `oldMap` or `newMap`).
internal final class FixedIdentifierIndex: _IdentifierIndex, @unchecked Sendable {
    private let fixedOld: [AnyHashable: Int]
    private let fixedNew: [AnyHashable: Int]

    internal init(old: [AnyHashable: Int], new: [AnyHashable: Int]) {
        fixedOld = old
        fixedNew = new
    }

    override internal func makeOld() -> [AnyHashable: Int] { fixedOld }
    override internal func makeNew() -> [AnyHashable: Int] { fixedNew }
}

/// Identifier -> last index; a duplicated identifier keeps its first
/// occurrence as the key, as assigning into a dictionary does.
///
/// Typed identifiers are deduplicated first (`_DistinctIdentifiers`), then
/// each distinct one is boxed and placed once, hashed but never compared:
/// every `AnyHashable` comparison is a dynamic cast, and a dictionary filled
/// by assignment makes about one per insertion (2.6x the diff at 10k `Int`s).
///
/// That needs the identifiers' own `==` to agree with their boxes'. It does
/// unless a type boxes itself as another (`_HasCustomAnyHashableRepresentation`;
/// the integers do, and stay equal exactly when their values are): such
/// identifiers, and boxes already made, are assigned one by one, with
/// `AnyHashable`'s meaning.
///
/// Identifiers whose `==` disagrees with their hash (equal, with different
/// hashes) are distinct here but duplicates to the dictionary. A release
/// build places them without looking (and keeps them all, as any
/// `Dictionary` of them may); a debug build looks every key up anyway, and
/// would trap on them unless duplicates are allowed, which there costs
/// nothing.
@inlinable
internal func _lastIndexes<ID: Hashable>(of ids: [ID]) -> [AnyHashable: Int] {
    if !_DiffKey.isExact(ID.self) && ID.self is _HasCustomAnyHashableRepresentation.Type {
        var map = [AnyHashable: Int](minimumCapacity: ids.count)
        for index in ids.indices { map[_box(ids[index])] = index }
        return map
    }
    let distinct = _DistinctIdentifiers(ids)
    return [AnyHashable: Int](
        _unsafeUninitializedCapacity: distinct.count, allowingDuplicates: _isDebugAssertConfiguration()
    ) { keys, values in
        var offset = 0
        distinct.forEach { first, last in
            keys.initializeElement(at: offset, to: _box(ids[first]))
            values.initializeElement(at: offset, to: last)
            offset += 1
        }
        return offset
    }
}

/// `AnyHashable(id)`, without the dynamic cast its initializer makes for an
/// `Int` (a third of the cost of a map entry) or a box.
@inlinable @inline(__always)
internal func _box<ID: Hashable>(_ id: ID) -> AnyHashable {
    if ID.self == Int.self, let box = unsafeBitCast(id, to: Int.self)._toCustomAnyHashable() { return box }
    if ID.self == AnyHashable.self { return unsafeBitCast(id, to: AnyHashable.self) }
    return AnyHashable(id)
}
