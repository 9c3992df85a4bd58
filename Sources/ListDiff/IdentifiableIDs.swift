@_spi(Reflection) import Swift
import Foundation

/// What the unspecialized typed path knows about each `Identifiable` element
/// type it has seen, found once per type and kept: `\T.id` (to recognise a
/// caller's `\.id`; forming a key path costs about 11 K instructions, a fifth
/// of a concrete diff of 100 items) and the offset of `id` when the witness
/// of `Identifiable.id` is a stored property (``storedIDOffset(of:)``).
final class IdentifiableIDs: @unchecked Sendable {
    private let lock = NSLock()
    // Guarded by `lock`.
    private var keyPaths: [ObjectIdentifier: AnyKeyPath] = [:]
    // Guarded by `lock`; `nil` values are kept too (read through the witness).
    private var offsets: [ObjectIdentifier: Int?] = [:]

    /// `\T.id`, formed the first time `T` is asked for.
    func keyPath<T: Identifiable>(of _: T.Type) -> AnyKeyPath {
        lock.lock()
        defer { lock.unlock() }
        if let path = keyPaths[ObjectIdentifier(T.self)] { return path }
        let path: AnyKeyPath = \T.id
        keyPaths[ObjectIdentifier(T.self)] = path
        return path
    }

    /// The offset of `T.id` in a `T`, if `T`'s `Identifiable` witness is
    /// certainly a stored property that can be read there in place; `nil`
    /// otherwise (read it through the witness). Found the first time `T` is
    /// asked for.
    func storedIDOffset<T: Identifiable>(of _: T.Type) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if let offset = offsets[ObjectIdentifier(T.self)] { return offset }
        let offset = findStoredIDOffset(T.self)
        offsets[ObjectIdentifier(T.self)] = offset
        return offset
    }
}

/// The identifiers the unspecialized typed path has learnt about.
let identifiableIDs = IdentifiableIDs()

/// The offset of the stored property that is `T`'s witness of
/// `Identifiable.id`, from the runtime's field metadata, or `nil` unless all
/// of these hold:
///
/// - `T` is a struct (its metadata kind). Not a class: a subclass may
///   override a stored `id` with a computed one, and a class's fields live
///   behind a reference. Not an enum, which has no stored properties.
/// - `T` is not generic, nor nested in a generic type (its name has no `<`).
///   A generic struct may declare, beside a stored `var id: X`, a computed
///   `var id: Int` in an extension `where X == Int` (not a redeclaration:
///   the two types differ), and that one is the witness for `T<Int>`.
/// - The conformance to `Identifiable` is declared in `T`'s own module (it
///   is not retroactive, a flag of its conformance descriptor). An
///   extension in another module may declare a computed `var id` of the
///   same type as a stored one (legal there), which shadows it in that
///   module, so a conformance declared there has it as the witness.
/// - `T` has a stored property named exactly `id`, whose type is exactly
///   `T.ID`, held strongly (not `weak` or `unowned`, whose storage is not a
///   plain `T.ID`). A property wrapper's or a lazy property's storage has
///   another name (`_id`, `$__lazy_storage_$_id`).
///
/// Why the witness is then that stored property: the witness of `var id:
/// ID { get }` is a member named `id` of type `ID`, resolved where the
/// conformance is declared, here `T`'s module. There a non-generic struct
/// cannot declare a second `id` of the type of its stored one (an invalid
/// redeclaration, in its body or any extension), no other module can add
/// members visible there (modules do not import each other in a cycle), and
/// a member of the type itself is preferred to a default implementation from
/// a protocol extension. Reading the witness and reading the field at its
/// offset then give the same value, for any module's struct: the offset is
/// the runtime's, which also knows the layout of a resilient struct.
/// (Underscored attributes that redirect a witness, `@_implements` and
/// `@_dynamicReplacement`, are outside this.)
///
/// The layouts read are those of the Swift ABI (`docs/ABI/TypeMetadata.rst`):
/// an existential metatype is the type's metadata followed by its witness
/// table, whose first word points to the conformance descriptor, whose flags
/// are its fourth 32-bit word (retroactive: bit 6).
private func findStoredIDOffset<T: Identifiable>(_: T.Type) -> Int? {
    guard #available(macOS 11.3, iOS 14.5, watchOS 7.4, tvOS 14.5, *) else { return nil }
    guard metadataKind(T.self) == structMetadataKind, !_typeName(T.self, qualified: true).contains("<") else { return nil }
    // `as any Identifiable.Type` keeps the existential closed: passed as it
    // is, it would be opened into `T.Type`, a word shorter.
    let existential = T.self as any Identifiable.Type
    let witnessTable = unsafeBitCast(
        existential as any Identifiable.Type, to: (metadata: UnsafeRawPointer, witnessTable: UnsafeRawPointer).self
    ).witnessTable
    let conformanceFlags = witnessTable.load(as: UnsafeRawPointer.self).load(fromByteOffset: 12, as: UInt32.self)
    guard conformanceFlags & isRetroactiveFlag == 0 else { return nil }
    var offset: Int?
    // `.ignoreUnknown` (1 << 1, spelled out: the standard library declares
    // it a mutable static) skips, rather than stops at, the fields it cannot
    // describe with a key path, weak and unowned ones among them.
    _forEachFieldWithKeyPath(of: T.self, options: _EachFieldOptions(rawValue: 1 << 1)) { name, keyPath in
        guard strcmp(name, "id") == 0 else { return true }
        if type(of: keyPath).valueType == T.ID.self { offset = MemoryLayout<T>.offset(of: keyPath) }
        return false
    }
    return offset
}

/// The runtime's metadata kind of a struct (`MetadataKind::Struct`).
private let structMetadataKind: UInt = 0x200

/// `ConformanceFlags::IsRetroactiveMask`: the conformance is declared in a
/// module that is neither the type's nor the protocol's.
private let isRetroactiveFlag: UInt32 = 1 << 6

/// The kind of a type's metadata, as the runtime reports it (the standard
/// library's reflection asks the same exported function).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_: Any.Type) -> UInt
