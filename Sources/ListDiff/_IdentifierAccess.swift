/// How the unspecialized typed path reads identifiers, decided once per
/// diff: at the identifier's offset in each element (a stored property of a
/// struct), through `Identifiable`'s `id`, or through a key path.
@usableFromInline
internal struct _IdentifierAccess<Element, ID: Hashable> {
    enum Read {
        /// A stored property, this many bytes into each element.
        case stored(offset: Int)
        /// Anything else: the witness of `Identifiable.id` or the key path,
        /// called on each element in place.
        case computed((UnsafeBufferPointer<Element>) -> [ID])
    }

    let read: Read

    /// `keyPath`'s identifiers: at the stored property's offset when it
    /// names one of a struct (through stored properties only); as
    /// ``init(identifiable:)`` when it is `\.id` of an `Identifiable` element
    /// (a computed component calling the witness, which is read directly or
    /// at its offset, several times cheaper); else through the key path.
    @usableFromInline
    init(_ keyPath: KeyPath<Element, ID>) {
        if let offset = MemoryLayout<Element>.offset(of: keyPath) {
            read = .stored(offset: offset)
            return
        }
        if let type = Element.self as? any Identifiable.Type {
            func identifiable<T: Identifiable>(_: T.Type) -> Read? {
                guard T.ID.self == ID.self, (keyPath as AnyKeyPath) == identifiableIDs.keyPath(of: T.self) else { return nil }
                // `T` is `Element` and `T.ID` is `ID`: the same type.
                return unsafeBitCast(_IdentifierAccess<T, T.ID>(identifiable: T.self), to: Self.self).read
            }
            if let read = identifiable(type) {
                self.read = read
                return
            }
        }
        read = .computed { elements in
            let base = elements.baseAddress.unsafelyUnwrapped
            return [ID](unsafeUninitializedCapacity: elements.count) { buffer, count in
                for index in 0..<elements.count { (buffer.baseAddress! + index).initialize(to: base[index][keyPath: keyPath]) }
                count = elements.count
            }
        }
    }

    /// `Identifiable.id`: at its offset when the witness is a stored property
    /// (``IdentifiableIDs/storedIDOffset(of:)``), else through the witness.
    /// Forms no key path.
    @usableFromInline
    init(identifiable _: Element.Type) where Element: Identifiable, ID == Element.ID {
        if let offset = identifiableIDs.storedIDOffset(of: Element.self) {
            read = .stored(offset: offset)
        } else {
            read = .computed { witnessIdentifiers($0) }
        }
    }

    /// The identifiers of `elements`, as `V`, which is `ID`. Inlined where
    /// `V` is concrete, so that the stored property's reads are specialized.
    @inline(__always)
    func identifiers<V: Hashable>(_ elements: UnsafeBufferPointer<Element>, as _: V.Type) -> [V] {
        guard let base = elements.baseAddress else { return [] }
        switch read {
        case .stored(let offset):
            return _storedIdentifiers(
                UnsafeRawPointer(base) + offset, count: elements.count, stride: MemoryLayout<Element>.stride, as: V.self)
        case .computed(let read):
            return unsafeBitCast(read(elements), to: [V].self)
        }
    }
}

extension _IdentifierAccess where ID == String {
    /// The `String` identifiers of `elements` with their byte hashes, in one
    /// pass when they are a stored property (``_StringKey/identifiers(count:_:)``);
    /// read otherwise, the keys left for the core's caller to compute.
    func keyedStrings(_ elements: UnsafeBufferPointer<Element>) -> _KeyedStrings {
        guard let base = elements.baseAddress else { return _KeyedStrings(ids: [], keys: [], ascii: true) }
        switch read {
        case .stored(let offset):
            let first = UnsafeRawPointer(base) + offset, stride = MemoryLayout<Element>.stride
            return _StringKey.identifiers(count: elements.count) { first.load(fromByteOffset: $0 * stride, as: String.self) }
        case .computed(let read):
            return _KeyedStrings(ids: read(elements), keys: [], ascii: false)
        }
    }
}

/// The `id` of each of `elements`, read in place through a pointer (a
/// buffer's subscript would copy each element first) by the witness.
private func witnessIdentifiers<T: Identifiable>(_ elements: UnsafeBufferPointer<T>) -> [T.ID] {
    let base = elements.baseAddress.unsafelyUnwrapped
    return [T.ID](unsafeUninitializedCapacity: elements.count) { buffer, count in
        for index in 0..<elements.count { (buffer.baseAddress! + index).initialize(to: base[index].id) }
        count = elements.count
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
