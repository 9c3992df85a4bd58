import Foundation

extension List {
    /// The key path overload called from generic code, compiled once in this
    /// module (see ``_IdentifierAccess/init(_:)``).
    @usableFromInline
    internal static func _diffingUnspecialized<Element: Equatable, ID: Hashable>(
        _ oldArray: [Element], _ newArray: [Element], _ identifier: KeyPath<Element, ID>, _ moves: MoveStrategy
    ) -> Result {
        diffingUnspecialized(oldArray, newArray, _IdentifierAccess(identifier), moves)
    }

    /// The `Identifiable` overload called from generic code, compiled once in
    /// this module; it forms no key path (see
    /// ``_IdentifierAccess/init(identifiable:)``).
    @usableFromInline
    internal static func _diffingIdentifiableUnspecialized<Element: Identifiable & Equatable>(
        _ oldArray: [Element], _ newArray: [Element], _ moves: MoveStrategy
    ) -> Result {
        diffingUnspecialized(oldArray, newArray, _IdentifierAccess(identifiable: Element.self), moves)
    }

    /// The typed path where the element type is known only at run time: the
    /// identifiers read the cheapest way `access` allows, then those of the
    /// types it knows (`Int`, `String`, `UUID`, fixed-width integers) handed
    /// to the diff specialized for them, as a concrete caller's.
    static func diffingUnspecialized<Element: Equatable, ID: Hashable>(
        _ oldArray: [Element], _ newArray: [Element], _ access: _IdentifierAccess<Element, ID>, _ moves: MoveStrategy
    ) -> Result {
        oldArray.withUnsafeBufferPointer { old in
            newArray.withUnsafeBufferPointer { new in
                // The elements compared through pointers, without bounds
                // checks. Unspecialized, `!=` still gets a copy of each made
                // through its value witnesses (a retain and a release of each
                // reference it holds, about a fifth of a `String` diff from
                // generic code); passing the pointers or borrowing parameters
                // to a helper measured the same. Only called with indexes of
                // both lists.
                let oldBase = old.baseAddress, newBase = new.baseAddress
                let check = _UpdateCheck(
                    oldKeys: nil, newKeys: nil, compares: true,
                    contentsDiffer: { oldBase.unsafelyUnwrapped[$0] != newBase.unsafelyUnwrapped[$1] })
                if ID.self == Int.self {
                    return _diffing(access.identifiers(old, as: Int.self), access.identifiers(new, as: Int.self), check, moves)
                }
                if ID.self == String.self {
                    let strings = unsafeBitCast(access, to: _IdentifierAccess<Element, String>.self)
                    return _diffing(strings: strings.keyedStrings(old), strings.keyedStrings(new), check, moves)
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
