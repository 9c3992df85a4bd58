import ListDiff

// The typed path called from generic code: a view model generic over its
// element type, as apps write them, whose diff the optimizer cannot
// specialize for the element type.
//
// In an app such a view model often sits in a module of its own (a framework
// of generic screens), where nothing tells the compiler what it is used with;
// or its methods are reached through a protocol or a class hierarchy. Either
// way the call to `List.diffing` runs unspecialized: `Element` and its `ID`
// are known only at run time. Putting the model in another module of this
// package would not guarantee that (SwiftPM's release builds optimize across
// modules and could specialize it for the benchmark's element), and
// `@_optimize(none)` would slow down the caller's own code too, which no app
// pays. So the model's diff is `@inline(never)` and never specialized
// (`optimize.sil.specialize.generic.never`): its body is compiled once, with
// optimizations, for every `Element`, exactly the code such an app runs.

/// A view model generic over its elements, identified by `Identifiable.id`:
/// its diff writes `identifiedBy: \.id`, a key path through the protocol
/// requirement (a computed component that calls the witness).
public struct IdentifiableListModel<Element: Identifiable & Equatable> {
    public init() {}

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public func diff(_ old: [Element], _ new: [Element]) -> List.Result {
        List.diffing(oldArray: old, newArray: new, identifiedBy: \.id)
    }
}

/// A view model generic over its `Identifiable` elements that calls the
/// overload without a key path, `List.diffing(oldArray:newArray:)`.
public struct IdentifiableModel<Element: Identifiable & Equatable> {
    public init() {}

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public func diff(_ old: [Element], _ new: [Element]) -> List.Result {
        List.diffing(oldArray: old, newArray: new)
    }
}

/// What `IdentifiableListModel.diff` does besides the diff: form `\.id` in
/// generic code (the key path is instantiated on every call, since its
/// pattern depends on `Element`) and release it. The `\.id` row cannot cost
/// less than the concrete call plus this.
public struct IDKeyPathFloor<Element: Identifiable> {
    public init() {}

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public func formKeyPath() -> Int {
        let path: KeyPath<Element, Element.ID> = \.id
        return ObjectIdentifier(path).hashValue
    }
}

/// Not a diff: the `!=` of each kept pair, called from code compiled once for
/// every element type, through pointers, as the typed path from generic code
/// calls it. Unspecialized, each call gets a copy of both elements made
/// through their value witnesses (a retain and a release of each reference
/// they hold): what every generic caller pays beyond the concrete diff.
public struct GenericEqualityFloor<Element: Equatable> {
    let pairs: [(old: Int, new: Int)]

    public init(pairs: [(old: Int, new: Int)]) { self.pairs = pairs }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public func compareKeptPairs(_ old: [Element], _ new: [Element]) -> Int {
        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                let oldBase = old.baseAddress, newBase = new.baseAddress
                var differing = 0
                for pair in pairs where oldBase.unsafelyUnwrapped[pair.old] != newBase.unsafelyUnwrapped[pair.new] {
                    differing += 1
                }
                return differing
            }
        }
    }
}

/// A view model generic over its elements and their identifiers, handed the
/// identifier's key path by concrete code (`KeyedListModel(identifiedBy:
/// \Message.id)`): a stored property's key path.
public struct KeyedListModel<Element: Equatable, ID: Hashable> {
    public let identifier: KeyPath<Element, ID>
    public init(identifiedBy identifier: KeyPath<Element, ID>) { self.identifier = identifier }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public func diff(_ old: [Element], _ new: [Element]) -> List.Result {
        List.diffing(oldArray: old, newArray: new, identifiedBy: identifier)
    }
}

/// An app's model with an `Int` identifier: a type of its own, as apps'
/// models are, laid out as `ValueElement<Int>` (the concrete row's element,
/// whose specialized diff is the same code). Not `ValueElement` itself: the
/// `==` of a generic struct, reached through its `Equatable` witness as
/// generic code reaches it, looks its metadata up on every call (about 330
/// instructions per kept pair; HISTORY.md), which no app's concrete model
/// pays.
public struct IntModel: Identifiable, Equatable {
    public let id: Int
    public let version: Int
}

/// An app's model with a `String` identifier, laid out as
/// `ValueElement<String>`.
public struct StringModel: Identifiable, Equatable {
    public let id: String
    public let version: Int
}

/// The generic callers' runs on the lists of the concrete row.
func genericCallerRuns(old: [IntElement], new: [IntElement]) -> [Row: PreparedRun] {
    genericCallerRuns(
        old.map { IntModel(id: $0.id, version: $0.version) }, new.map { IntModel(id: $0.id, version: $0.version) },
        keyPath: \IntModel.id)
}

func genericCallerRuns(old: [StringElement], new: [StringElement]) -> [Row: PreparedRun] {
    genericCallerRuns(
        old.map { StringModel(id: $0.id, version: $0.version) }, new.map { StringModel(id: $0.id, version: $0.version) },
        keyPath: \StringModel.id)
}

/// The key path is formed by the concrete caller (a stored property's), as an
/// app hands it to its generic model.
private func genericCallerRuns<Element: Identifiable & Equatable>(
    _ old: [Element], _ new: [Element], keyPath: KeyPath<Element, Element.ID>
) -> [Row: PreparedRun] {
    let identifiable = IdentifiableListModel<Element>()
    let noKeyPath = IdentifiableModel<Element>()
    let keyed = KeyedListModel(identifiedBy: keyPath)
    let floor = IDKeyPathFloor<Element>()
    let newIndexes = Dictionary(new.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let equality = GenericEqualityFloor<Element>(
        pairs: old.enumerated().compactMap { index, element in newIndexes[element.id].map { (index, $0) } })
    return [
        .typedGeneric: { consume(identifiable.diff(old, new)) },
        .typedGenericIdentifiable: { consume(noKeyPath.diff(old, new)) },
        .typedGenericKeyPath: { consume(keyed.diff(old, new)) },
        .genericIDKeyPathFloor: { floor.formKeyPath() },
        .genericEqualityFloor: { equality.compareKeptPairs(old, new) },
    ]
}
