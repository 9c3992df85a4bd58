import ListKitTesting

/// A post of the feed: who wrote it and its text, whose length decides its
/// height.
struct Post: ListDiffable, Equatable {
    var id: Int
    var author: String
    var text: String
    var diffIdentifier: AnyHashable { id }
}
