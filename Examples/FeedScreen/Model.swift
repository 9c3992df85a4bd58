import ListKitTesting

/// The feed's title at the top.
struct FeedHeader: ListDiffable, Equatable {
    var title: String
    var diffIdentifier: AnyHashable { "header" }
}

/// A story and its comments.
struct Story: ListDiffable, Equatable {
    var id: Int
    var title: String
    var comments: [String] = []
    var diffIdentifier: AnyHashable { id }
}

/// A sponsored line between stories.
struct Ad: ListDiffable, Equatable {
    var id: String
    var text: String
    var diffIdentifier: AnyHashable { id }
}

/// The rows of a story's section: its title, then one per comment.
enum StoryRow: ListDiffable, Equatable {
    case title(String)
    case comment(String)

    var diffIdentifier: AnyHashable {
        switch self {
        case .title: return "title"
        case .comment(let text): return text
        }
    }
}
