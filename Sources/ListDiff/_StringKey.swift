/// The keys of `String` identifiers. When every identifier of both lists is
/// ASCII in contiguous UTF-8 storage, each key is a seeded hash of its bytes
/// (two ASCII strings are `==` exactly when their bytes are equal); otherwise
/// every key is the standard library's `hashValue`, as for any identifier,
/// because `==` then follows Unicode canonical equivalence, under which an
/// ASCII string can equal a non-ASCII one ("K" and the Kelvin sign U+212A).
/// Either way the core asks `String ==` whenever two keys are equal, so the
/// result never depends on which keys were used.
@usableFromInline
internal enum _StringKey {
    /// The hash's secret words, drawn once per process (fixed under
    /// `SWIFT_DETERMINISTIC_HASHING`) so that nobody can choose strings whose
    /// keys collide; the multiplier is odd.
    @usableFromInline
    static let secret: (start: UInt64, multiplier: UInt64) = {
        let words = secretWords(from: processSecret(deterministic: 0x243F_6A88_85A3_08D3))
        return (words.first, words.odd)
    }()

    /// `count` identifiers, the one at each index read by `identifier`, and
    /// their byte hashes, in one pass: each string is hashed while it is in
    /// the cache, as it is retained into the identifiers (a second pass over
    /// the strings, each a heap object, misses the cache again from 10,000
    /// of them). The keys are to be used only if `ascii`: every identifier
    /// was ASCII and contiguous.
    @inlinable @inline(__always)
    static func identifiers(count: Int, _ identifier: (Int) -> String) -> _KeyedStrings {
        let secret = Self.secret
        var seen: UInt64 = 0, contiguous = true
        var keys: [UInt64] = []
        let ids = [String](unsafeUninitializedCapacity: count) { ids, idCount in
            keys = [UInt64](unsafeUninitializedCapacity: count) { keys, keyCount in
                for index in 0..<count {
                    let id = identifier(index)
                    if let key = id.utf8.withContiguousStorageIfAvailable({
                        hash(UnsafeRawBufferPointer($0), secret, seen: &seen)
                    }) {
                        keys[index] = key
                    } else {
                        keys[index] = 0
                        contiguous = false
                    }
                    (ids.baseAddress.unsafelyUnwrapped + index).initialize(to: id)
                }
                keyCount = count
            }
            idCount = count
        }
        return _KeyedStrings(ids: ids, keys: keys, ascii: contiguous && seen & 0x8080_8080_8080_8080 == 0)
    }

    /// The keys of `old` and `new`: byte hashes if all of them are ASCII and
    /// contiguous, else `hashValue`s.
    static func keys(_ old: [String], _ new: [String]) -> (old: [UInt64], new: [UInt64]) {
        let secret = Self.secret
        var ascii = true
        var oldKeys = [UInt64](unsafeUninitializedCapacity: old.count) { keys, count in
            ascii = old.withUnsafeBufferPointer { hashBytes(of: $0, into: keys, secret) }
            if !ascii { hashValues(of: old, into: keys) }
            count = old.count
        }
        let newKeys = [UInt64](unsafeUninitializedCapacity: new.count) { keys, count in
            if ascii {
                ascii = new.withUnsafeBufferPointer { hashBytes(of: $0, into: keys, secret) }
                if !ascii { oldKeys.withUnsafeMutableBufferPointer { hashValues(of: old, into: $0) } }
            }
            if !ascii { hashValues(of: new, into: keys) }
            count = new.count
        }
        return (oldKeys, newKeys)
    }

    /// Whether two strings are equal: at once when they are the same bits
    /// (one storage, or equal small strings), else by `==`.
    @inlinable @inline(__always)
    static func equal(_ a: UnsafePointer<String>, _ b: UnsafePointer<String>) -> Bool {
        let x = UnsafeRawPointer(a), y = UnsafeRawPointer(b)
        if x.load(as: UInt64.self) == y.load(as: UInt64.self)
            && x.load(fromByteOffset: 8, as: UInt64.self) == y.load(fromByteOffset: 8, as: UInt64.self) {
            return true
        }
        return a.pointee == b.pointee
    }

    static func hashValues(of strings: [String], into keys: UnsafeMutableBufferPointer<UInt64>) {
        for index in strings.indices { keys[index] = UInt64(bitPattern: Int64(strings[index].hashValue)) }
    }

    /// Writes the byte hash of each string; false if one is not ASCII (found
    /// at the end: the bytes of all of them or-ed together) or, as soon as
    /// met, one is not contiguous.
    static func hashBytes(
        of strings: UnsafeBufferPointer<String>, into keys: UnsafeMutableBufferPointer<UInt64>,
        _ secret: (start: UInt64, multiplier: UInt64)
    ) -> Bool {
        var seen: UInt64 = 0
        for index in strings.indices {
            guard let key = strings[index].utf8.withContiguousStorageIfAvailable({ bytes in
                hash(UnsafeRawBufferPointer(bytes), secret, seen: &seen)
            }) else { return false }
            keys[index] = key
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    /// A seeded hash of `bytes`: the length folded into the secret start, then
    /// 8-byte words xor-ed in one at a time, each followed by a 64 × 64 →
    /// 128-bit multiply by the secret multiplier folded to 64 bits. Reads
    /// never leave the string: 8 to 16 bytes are the first and the last word
    /// (overlapping), longer strings every whole word and then the last one
    /// (overlapping), shorter ones two overlapping halves or three single
    /// bytes, all of which with the length still determine the string.
    /// `seen` collects every byte read, for the ASCII check.
    @inlinable @inline(__always)
    static func hash(
        _ bytes: UnsafeRawBufferPointer, _ secret: (start: UInt64, multiplier: UInt64), seen: inout UInt64
    ) -> UInt64 {
        let count = bytes.count
        var state = secret.start ^ (UInt64(truncatingIfNeeded: count) &* 0xC2B2_AE3D_27D4_EB4F)
        // The most common lengths first, in as few comparisons as may be; a
        // non-empty buffer has a start.
        if count >= 8 {
            let base = bytes.baseAddress.unsafelyUnwrapped
            if count <= 16 {
                let first = base.loadUnaligned(as: UInt64.self)
                let last = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                seen |= first | last
                return mix(mix(state ^ first, secret.multiplier) ^ last, secret.multiplier)
            }
            var offset = 0
            while offset + 8 < count {
                let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                seen |= word
                state = mix(state ^ word, secret.multiplier)
                offset += 8
            }
            let word = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            seen |= word
            return mix(state ^ word, secret.multiplier)
        }
        guard count > 0 else { return mix(state, secret.multiplier) }
        let base = bytes.baseAddress.unsafelyUnwrapped
        let word: UInt64
        if count >= 4 {
            word = UInt64(base.loadUnaligned(as: UInt32.self))
                | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else {
            word = UInt64(base.load(as: UInt8.self)) | UInt64(base.load(fromByteOffset: count >> 1, as: UInt8.self)) << 8
                | UInt64(base.load(fromByteOffset: count - 1, as: UInt8.self)) << 16
        }
        seen |= word
        return mix(state ^ word, secret.multiplier)
    }

    @inlinable @inline(__always)
    static func mix(_ value: UInt64, _ multiplier: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: multiplier)
        return product.high ^ product.low
    }
}

/// The keys of two lists of `String` identifiers (``_StringKey``).
@usableFromInline
internal struct _StringKeys {
    @usableFromInline let old: [UInt64]
    @usableFromInline let new: [UInt64]

    /// Keys already computed.
    @inlinable
    init(old: [UInt64], new: [UInt64]) {
        self.old = old
        self.new = new
    }

    /// The keys of `old` and `new`: byte hashes if all of them are ASCII and
    /// contiguous, else `hashValue`s.
    @usableFromInline
    init(_ old: [String], _ new: [String]) {
        (self.old, self.new) = _StringKey.keys(old, new)
    }
}

/// `String` identifiers read with their byte hashes
/// (``_StringKey/identifiers(count:_:)``).
@usableFromInline
internal struct _KeyedStrings {
    @usableFromInline let ids: [String]
    @usableFromInline var keys: [UInt64]
    /// Whether `keys` are the byte hashes of every identifier.
    @usableFromInline let ascii: Bool

    @inlinable
    init(ids: [String], keys: [UInt64], ascii: Bool) {
        self.ids = ids
        self.keys = keys
        self.ascii = ascii
    }
}
