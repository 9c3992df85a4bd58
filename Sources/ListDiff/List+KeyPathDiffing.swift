import Foundation

extension List {
    /// Diffs two lists whose identifiers are read through `identifier`, a key
    /// path, on the typed fast path: the same result as the closure overload
    /// (`identifiedBy: { $0.id }`), fast from generic code too.
    ///
    /// Called where `Element` is concrete, the key path is read as the closure
    /// overload reads it: specialized, a direct read. Called from generic code
    /// (a view model generic over its element type), where reading a key path
    /// costs several hundred instructions per element, the identifiers are
    /// read at the stored property's offset in the arrays' storage (a stored
    /// property of a struct, nested ones too). When the key path is `\.id` of
    /// an `Identifiable` element, they are read as
    /// ``diffing(oldArray:newArray:moves:)-1ki9l`` reads them: at the offset
    /// of a struct's stored `id`, else through the witness. Any other key path
    /// (computed properties, class elements) is read as it is. `Int`,
    /// `String`, `UUID` and the other fixed-width integer identifiers are
    /// then diffed by the code specialized for them, as a concrete caller's.
    ///
    /// Generic code that writes `\.id` forms that key path on every call
    /// (about 11 K instructions, a fifth of a concrete diff of 100 items); for
    /// `Identifiable` elements the overload without a key path,
    /// ``diffing(oldArray:newArray:moves:)-1ki9l``, avoids it.
    ///
    /// ```swift
    /// final class KeyedModel<Item: Equatable, ID: Hashable> {
    ///     let identifier: KeyPath<Item, ID>
    ///     private(set) var items: [Item] = []
    ///     init(identifiedBy identifier: KeyPath<Item, ID>) { self.identifier = identifier }
    ///     func update(to newItems: [Item]) -> List.Result {
    ///         defer { items = newItems }
    ///         return List.diffing(oldArray: items, newArray: newItems, identifiedBy: identifier)
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
            return _diffing(oldArray, newArray, identifiedBy: { $0[keyPath: identifier] }, .equality(oldArray, newArray), moves)
        }
        return _diffingUnspecialized(oldArray, newArray, identifier, moves)
    }
}
