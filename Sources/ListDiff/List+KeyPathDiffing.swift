import Foundation

extension List {
    /// Diffs two lists whose identifiers are read through `identifier`, a key
    /// path, on the typed fast path: the same result as the closure overload
    /// (`identifiedBy: { $0.id }`), fast from
    /// generic code too.
    ///
    /// Called where `Element` is concrete, the key path is read as the closure
    /// overload reads it: specialized, a direct read. Called from generic code
    /// (a view model generic over its element type), where reading a key path
    /// costs several hundred instructions per element, the identifiers are
    /// read at the stored property's offset in the arrays' storage (a stored
    /// property of a struct, nested ones too), or through `Identifiable`'s
    /// `id` when the key path is `\.id` of an `Identifiable` element; any other
    /// key path (computed properties, class elements) is read as it is. `Int`,
    /// `String`, `UUID` and the other fixed-width integer identifiers are
    /// then diffed by the code specialized for them, as a concrete caller's.
    ///
    /// ```swift
    /// final class FeedModel<Item: Identifiable & Equatable> {
    ///     private(set) var items: [Item] = []
    ///     func update(to newItems: [Item]) -> List.Result {
    ///         defer { items = newItems }
    ///         return List.diffing(oldArray: items, newArray: newItems, identifiedBy: \.id)
    ///     }
    /// }
    /// ```
    ///
    /// Complexity: O(n + m) expected, plus one identifier read and hash per
    /// element and one `==` per kept item.
    @inlinable
    public static func diffing<Element: Equatable, ID: Hashable>(
        oldArray: [Element], newArray: [Element], identifiedBy identifier: KeyPath<Element, ID>,
        moves: MoveStrategy = .heckel
    ) -> Result {
        if _isConcrete(Element.self) && _isConcrete(ID.self) {
            // Specialized for the caller's types: the closure overload's code,
            // the key path folded into a direct read.
            return _diffing(
                oldArray.map { $0[keyPath: identifier] }, newArray.map { $0[keyPath: identifier] },
                .equality(oldArray, newArray), moves)
        }
        return _diffingUnspecialized(oldArray, newArray, identifier, moves)
    }

    /// The key path overload called from generic code: compiled once in this
    /// module, it reads the identifiers the cheapest way the key path allows
    /// (``_IdentifierAccess``), then hands identifiers of the types it knows
    /// to the diff specialized for them.
    @usableFromInline
    internal static func _diffingUnspecialized<Element: Equatable, ID: Hashable>(
        _ oldArray: [Element], _ newArray: [Element], _ identifier: KeyPath<Element, ID>, _ moves: MoveStrategy
    ) -> Result {
        let access = _IdentifierAccess(identifier)
        return oldArray.withUnsafeBufferPointer { old in
            newArray.withUnsafeBufferPointer { new in
                // The elements compared in place, through pointers (a buffer's
                // or an array's subscript copies each one through its value
                // witnesses first). Only called with indexes of both lists.
                let oldBase = old.baseAddress, newBase = new.baseAddress
                let check = _UpdateCheck(
                    oldKeys: nil, newKeys: nil, compares: true,
                    contentsDiffer: { oldBase.unsafelyUnwrapped[$0] != newBase.unsafelyUnwrapped[$1] })
                if ID.self == Int.self {
                    return _diffing(access.identifiers(old, as: Int.self), access.identifiers(new, as: Int.self), check, moves)
                }
                if ID.self == String.self {
                    return _diffing(
                        access.identifiers(old, as: String.self), access.identifiers(new, as: String.self), check, moves)
                }
                if ID.self == UUID.self {
                    return _diffing(access.identifiers(old, as: UUID.self), access.identifiers(new, as: UUID.self), check, moves)
                }
                if ID.self == Int64.self {
                    return _diffing(access.identifiers(old, as: Int64.self), access.identifiers(new, as: Int64.self), check, moves)
                }
                if ID.self == UInt64.self {
                    return _diffing(
                        access.identifiers(old, as: UInt64.self), access.identifiers(new, as: UInt64.self), check, moves)
                }
                if ID.self == Int32.self {
                    return _diffing(access.identifiers(old, as: Int32.self), access.identifiers(new, as: Int32.self), check, moves)
                }
                return _diffing(access.identifiers(old, as: ID.self), access.identifiers(new, as: ID.self), check, moves)
            }
        }
    }
}

/// How the unspecialized key path overload reads identifiers, decided once
/// per diff: at the stored property's offset, through `Identifiable`'s `id`,
/// or through the key path.
@usableFromInline
internal struct _IdentifierAccess<Element, ID: Hashable> {
    let keyPath: KeyPath<Element, ID>
    /// The identifier's offset in an element, when the key path names a
    /// stored property of a struct (through stored properties only).
    let offset: Int?
    /// Whether the key path is `\.id` of an `Identifiable` element whose `ID`
    /// is this one: read through the witness, several times cheaper than
    /// through the key path (a computed component calling the same witness).
    let isIdentifiableID: Bool

    @usableFromInline
    init(_ keyPath: KeyPath<Element, ID>) {
        self.keyPath = keyPath
        offset = MemoryLayout<Element>.offset(of: keyPath)
        if offset == nil, let type = Element.self as? any Identifiable.Type {
            func isID<T: Identifiable>(_: T.Type) -> Bool {
                T.ID.self == ID.self && (keyPath as AnyKeyPath) == _identifiableIDKeyPaths.keyPath(of: T.self)
            }
            isIdentifiableID = isID(type)
        } else {
            isIdentifiableID = false
        }
    }

    /// The identifiers of `elements`, as `V`, which is `ID`. Inlined where
    /// `V` is concrete, so that the stored property's reads are specialized.
    @usableFromInline @inline(__always)
    func identifiers<V: Hashable>(_ elements: UnsafeBufferPointer<Element>, as _: V.Type) -> [V] {
        guard let base = elements.baseAddress else { return [] }
        if let offset {
            return _storedIdentifiers(
                UnsafeRawPointer(base) + offset, count: elements.count, stride: MemoryLayout<Element>.stride, as: V.self)
        }
        return unsafeBitCast(computedIdentifiers(elements), to: [V].self)
    }

    /// The identifiers read through `Identifiable`'s `id` or the key path.
    func computedIdentifiers(_ elements: UnsafeBufferPointer<Element>) -> [ID] {
        if isIdentifiableID, let type = Element.self as? any Identifiable.Type {
            func read<T: Identifiable>(_: T.Type) -> [ID] {
                // Read in place through a pointer (a buffer's subscript would
                // copy each element first).
                let identifiables = UnsafeRawPointer(elements.baseAddress.unsafelyUnwrapped).assumingMemoryBound(to: T.self)
                let ids = [T.ID](unsafeUninitializedCapacity: elements.count) { buffer, count in
                    for index in 0..<elements.count { (buffer.baseAddress! + index).initialize(to: identifiables[index].id) }
                    count = elements.count
                }
                return unsafeBitCast(ids, to: [ID].self)
            }
            return read(type)
        }
        let base = elements.baseAddress.unsafelyUnwrapped
        return [ID](unsafeUninitializedCapacity: elements.count) { buffer, count in
            for index in 0..<elements.count { (buffer.baseAddress! + index).initialize(to: base[index][keyPath: keyPath]) }
            count = elements.count
        }
    }
}

/// `count` values of type `V`, the first at `first`, each `stride` bytes
/// after the one before: a stored property of each element of an array.
@inlinable
internal func _storedIdentifiers<V>(_ first: UnsafeRawPointer, count: Int, stride: Int, as _: V.Type) -> [V] {
    [V](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count { (buffer.baseAddress! + index).initialize(to: first.load(fromByteOffset: index * stride, as: V.self)) }
        initialized = count
    }
}

/// `\T.id` of each `Identifiable` element type the key path overload has
/// seen from generic code, formed once per type: forming a key path costs
/// about 11 K instructions, a fifth of a concrete diff of 100 items.
@usableFromInline
internal final class _IdentifiableIDKeyPaths: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var paths: [ObjectIdentifier: AnyKeyPath] = [:]

    /// `\T.id`, formed the first time `T` is asked for.
    func keyPath<T: Identifiable>(of _: T.Type) -> AnyKeyPath {
        lock.lock()
        defer { lock.unlock() }
        if let path = paths[ObjectIdentifier(T.self)] { return path }
        let path: AnyKeyPath = \T.id
        paths[ObjectIdentifier(T.self)] = path
        return path
    }
}

/// The key paths `\.id` of the types seen so far.
@usableFromInline
internal let _identifiableIDKeyPaths = _IdentifiableIDKeyPaths()
