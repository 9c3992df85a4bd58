import Foundation
import ListKit

extension HeadlessListView {
    /// The identities of the items of a section, handed over in one piece
    /// by ``HeadlessListViewDataSource/headlessListView(_:identifiersOfItemsInSection:)``.
    /// The view keeps the array and boxes an identity as `AnyHashable` only
    /// when ``HeadlessListView/sections`` reads it, so a batch that brings
    /// thousands of items makes no call into the data source per item.
    ///
    /// ```swift
    /// func headlessListView(
    ///     _ view: HeadlessListView, identifiersOfItemsInSection section: Int
    /// ) -> HeadlessListView.ItemIdentities? {
    ///     HeadlessListView.ItemIdentities(model.sections[section].items.map(\.id))
    /// }
    /// ```
    public struct ItemIdentities {
        let list: any IdentityList

        /// The identities `identifiers`, in item order.
        ///
        /// Complexity: O(1).
        public init<Identifier: Hashable>(_ identifiers: [Identifier]) {
            list = IdentityArray(identifiers)
        }

        /// The number of identities.
        public var count: Int { list.count }
    }
}

/// Identifiers of some type, read as `AnyHashable` one at a time.
protocol IdentityList: AnyObject {
    var count: Int { get }
    func identity(at index: Int) -> AnyHashable
}

final class IdentityArray<Identifier: Hashable>: IdentityList {
    let identifiers: [Identifier]
    init(_ identifiers: [Identifier]) { self.identifiers = identifiers }
    var count: Int { identifiers.count }
    func identity(at index: Int) -> AnyHashable { AnyHashable(identifiers[index]) }
}
