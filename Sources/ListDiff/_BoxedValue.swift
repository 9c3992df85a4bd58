/// Reads an `Int` or a `String` straight out of the `AnyHashable` that
/// boxes it, for the drop-in path's unboxing of every identifier.
///
/// `AnyHashable` is a frozen struct holding one existential: three words of
/// inline storage, then the type of the box, then a witness table. An `Int`
/// and a `String` are each boxed in a struct of their own whose one field
/// sits in that inline storage. So a box holds exactly a `V` when its type
/// word is the one a `V`'s box has, and the value is the first bytes of the
/// storage: two loads, instead of `box.base` (which makes an `Any` through
/// the box's witness table) and opening it, about 160 instructions per
/// element, a seventh of the whole drop-in diff of an `Int` element.
///
/// That layout is the standard library's, not a promise: it is checked once
/// per process, on boxes of known values (their type words must agree and
/// their storage must hold exactly the values' bytes), before any box is
/// read this way. Where the check fails, ``boxType`` is nil and the drop-in
/// opens each box as before.
@usableFromInline
internal enum _BoxedValue<V: Hashable> {
    /// The type word of a `V`'s box, or nil when the layout is not the one
    /// described above.
    @usableFromInline
    internal static var boxType: UInt? {
        if V.self == Int.self { return _intBoxType }
        if V.self == String.self { return _stringBoxType }
        return nil
    }

    /// Where an `AnyHashable` keeps the type of its box: after three words
    /// of inline storage.
    @inlinable
    internal static var typeWordOffset: Int { 3 * MemoryLayout<Int>.size }

    /// The value in `box` when its type word is `boxType`, else nil.
    @inlinable @inline(__always)
    internal static func value(in box: inout AnyHashable, boxType: UInt) -> V? {
        withUnsafeBytes(of: &box) { storage in
            storage.load(fromByteOffset: typeWordOffset, as: UInt.self) == boxType
                ? storage.load(as: V.self) : nil
        }
    }

    /// The type word the boxes of `samples` share, when each box's storage
    /// starts with exactly its sample's bytes; nil otherwise. Only bytes are
    /// compared, so a layout other than the expected one is never read as a
    /// `V`.
    static func checkedBoxType(of samples: [V]) -> UInt? {
        guard MemoryLayout<AnyHashable>.size == typeWordOffset + 2 * MemoryLayout<Int>.size,
              MemoryLayout<V>.size <= typeWordOffset
        else { return nil }
        var shared: UInt?
        for sample in samples {
            var box = AnyHashable(sample)
            let matches = withUnsafeBytes(of: &box) { storage in
                withUnsafeBytes(of: sample) { value in
                    let type = storage.load(fromByteOffset: typeWordOffset, as: UInt.self)
                    guard shared == nil || shared == type, storage.prefix(value.count).elementsEqual(value) else { return false }
                    shared = type
                    return true
                }
            }
            guard matches else { return nil }
        }
        return shared
    }
}

@usableFromInline
internal let _intBoxType = _BoxedValue<Int>.checkedBoxType(of: [0, 1, -1, 42, .min, .max])

@usableFromInline
internal let _stringBoxType = _BoxedValue<String>.checkedBoxType(
    of: ["", "a", "identifier", "an identifier too long to be stored in the string itself", "é🙂"])
