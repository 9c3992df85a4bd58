import ListKitTesting

// The models several screens share. IGListKit's examples use NSString and
// NSNumber as objects (both are ListDiffable here too); these screens show a
// string or a number through a value of their own instead, as Swift code
// would, since Swift's String and Int are not ListDiffable.

/// A line of text shown as its own section (IGListKit's examples use an
/// `NSString`).
struct Label: ListDiffable, Hashable {
    var text: String
    var diffIdentifier: AnyHashable { text }
}

/// A person, shown by name and handle.
struct User: ListDiffable, Equatable {
    var pk: Int
    var name: String
    var handle: String
    var diffIdentifier: AnyHashable { pk }
}

/// A grid of numbered tiles on one colour (IGListKit's `GridItem`). A class,
/// as there: its tiles are reordered in place by the user, and the adapter
/// keeps the same instance without asking its controller to update.
final class GridItem: ListDiffable {
    let color: String
    var items: [String]

    init(color: String, itemCount: Int) {
        self.color = color
        items = (1...itemCount).map(String.init)
    }

    var diffIdentifier: AnyHashable { color }

    func isEqual(toDiffableObject object: (any ListDiffable)?) -> Bool { object as? GridItem === self }
}

/// A number shown as its own section (IGListKit's examples use an
/// `NSNumber`).
struct Number: ListDiffable, Hashable {
    var value: Int
    var diffIdentifier: AnyHashable { value }
}
