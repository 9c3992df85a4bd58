import Foundation
import ListKitTesting

/// IGListKit's `SupplementaryViewController`: a feed of posts, each a
/// section whose items are its comments, with a header (the author) and a
/// footer (the comment count) from the section controller's
/// `ListSupplementaryViewSource`. The demo opens the feed, adds a comment
/// to one post and removes another, scrolls, and taps a comment.
@MainActor
final class SupplementaryScreen: ListAdapterDataSource {
    let stage = Stage(size: CGSize(width: 320, height: 300))
    var feedItems = [
        FeedItem(pk: 1, user: User(pk: 100, name: "Ada", handle: "@ada"), comments: ["Ship it", "Which build?"]),
        FeedItem(pk: 2, user: User(pk: 101, name: "Grace", handle: "@grace"), comments: ["Nice", "Tested on Linux?", "Yes"]),
        FeedItem(pk: 3, user: User(pk: 102, name: "Alan", handle: "@alan"), comments: ["Counting sections"]),
        FeedItem(pk: 4, user: User(pk: 103, name: "Edsger", handle: "@edsger"), comments: ["Considered harmful", "Why?"]),
    ]

    init() { stage.adapter.dataSource = self }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { feedItems }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        let controller = FeedItemSectionController()
        controller.onSelect = { [unowned stage] item, comment in stage.note("tapped “\(comment)” under \(item.user.handle)") }
        return controller
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = SupplementaryScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("a comment on Ada's post, Alan's post gone") {
            screen.feedItems[0].comments.append("This one")
            screen.feedItems.remove(at: 2)
            stage.adapter.performUpdates(animated: true)
        }
        lines += stage.step("scrolled to 250") { stage.view.contentOffset = CGPoint(x: 0, y: 250) }
        lines += stage.step("tapped Grace's second comment") { stage.view.tapItem(at: [1, 1]) }
        return lines
    }
}

/// A post: its author and its comments.
struct FeedItem: ListDiffable, Equatable {
    var pk: Int
    var user: User
    var comments: [String]
    var diffIdentifier: AnyHashable { pk }
}

/// A post's comments, 55 points each, between a header and a footer of 40
/// (IGListKit's `FeedItemSectionController`). A new comment reloads the
/// section, header and footer included.
final class FeedItemSectionController: GenericSectionController<FeedItem>, ListSupplementaryViewSource {
    /// Called with the post and the comment tapped.
    var onSelect: ((FeedItem, String) -> Void)?

    override init() {
        super.init()
        supplementaryViewSource = self
    }

    override var numberOfItems: Int { object?.comments.count ?? 0 }

    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 55)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = object?.comments[index] ?? ""
        return cell
    }

    override func didSelectItem(at index: Int) {
        if let object { onSelect?(object, object.comments[index]) }
    }

    // MARK: ListSupplementaryViewSource

    var supportedElementKinds: [String] { [ListElementKind.sectionHeader, ListElementKind.sectionFooter] }

    func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
        guard let object else { return nil }
        if kind == ListElementKind.sectionHeader {
            let header = collectionContext?.dequeueReusableSupplementaryView(
                ofKind: kind, for: self, class: UserHeaderView.self, at: index)
            header?.name = object.user.name
            header?.handle = object.user.handle
            return header
        }
        let footer = collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: UserFooterView.self, at: index)
        footer?.commentsCount = "\(object.comments.count)"
        return footer
    }

    func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 40)
    }
}
