import Foundation

/// The identifiers of the items of a section, handed to a view in one
/// piece (``ListViewDriver/listView(_:identifiersOfItemsInSection:)``): the
/// view keeps the array and boxes an identifier as `AnyHashable` only when
/// it reads it, so a batch that brings thousands of items makes no call
/// into the driver per item.
///
/// ```swift
/// func listView(_ view: any ListView, identifiersOfItemsInSection section: Int) -> ListItemIdentifiers? {
///     ListItemIdentifiers(model.sections[section].items.map(\.id))
/// }
/// ```
public struct ListItemIdentifiers {
    private let list: any IdentifierList

    /// The identifiers `identifiers`, in item order.
    ///
    /// Complexity: O(1).
    public init<Identifier: Hashable>(_ identifiers: [Identifier]) {
        list = IdentifierArray(identifiers)
    }

    /// The number of identifiers. O(1).
    public var count: Int { list.count }

    /// What tells two of these apart that share no storage. O(1).
    package var storage: ObjectIdentifier { ObjectIdentifier(list) }

    /// The identifier at `index`, boxed. O(1).
    package func identifier(at index: Int) -> AnyHashable { list.identifier(at: index) }
}

/// Identifiers of some type, read as `AnyHashable` one at a time.
private protocol IdentifierList: AnyObject {
    var count: Int { get }
    func identifier(at index: Int) -> AnyHashable
}

private final class IdentifierArray<Identifier: Hashable>: IdentifierList {
    let identifiers: [Identifier]
    init(_ identifiers: [Identifier]) { self.identifiers = identifiers }
    var count: Int { identifiers.count }
    func identifier(at index: Int) -> AnyHashable { AnyHashable(identifiers[index]) }
}
