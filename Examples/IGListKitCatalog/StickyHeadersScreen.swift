import Foundation
import ListKitTesting

/// IGListKit's own layout, `ListCollectionViewLayout` (its calendar example
/// uses it): sections that share rows, and sticky headers. Tags are
/// sections of one small item each, so that several sit on one row; posts
/// (``FeedItemSectionController``) have a header, which starts a row of its
/// own and sticks to the top while its post is under it, until the next
/// section pushes it up. The demo opens the list, scrolls into the first
/// post (its header sticks), to where the next section pushes it, and adds
/// a tag, which joins the row of the tags before it.
@MainActor
final class StickyHeadersScreen: ListAdapterDataSource {
    /// A tag, shown as a small section of its own.
    struct Tag: ListDiffable, Hashable {
        var name: String
        var diffIdentifier: AnyHashable { name }
    }

    let stage = Stage(size: CGSize(width: 300, height: 200))
    var data: [any ListDiffable] = [
        Tag(name: "swift"), Tag(name: "lists"), Tag(name: "layout"),
        FeedItem(pk: 1, user: User(pk: 100, name: "Ada", handle: "@ada"), comments: ["Rows are shared", "Across sections", "Until one is full"]),
        Tag(name: "ios"), Tag(name: "uikit"),
        FeedItem(pk: 2, user: User(pk: 101, name: "Grace", handle: "@grace"), comments: ["Headers stick", "Then move on"]),
    ]

    init() {
        stage.view.listCollectionViewLayout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
        stage.adapter.dataSource = self
    }

    func objects(for listAdapter: ListAdapter) -> [any ListDiffable] { data }

    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: any ListDiffable) -> SectionController? {
        object is Tag ? TagSectionController() : FeedItemSectionController()
    }

    func emptyView(for listAdapter: ListAdapter) -> AnyObject? { nil }

    static func demo() -> [String] {
        let screen = StickyHeadersScreen()
        let stage = screen.stage
        var lines = stage.step("opened") {}
        lines += stage.step("scrolled to 100: Ada's header sticks") { stage.view.contentOffset = CGPoint(x: 0, y: 100) }
        lines += stage.step("scrolled to 250: the tags below push it up") { stage.view.contentOffset = CGPoint(x: 0, y: 250) }
        lines += stage.step("back to the top, a tag added after the first three") {
            stage.view.contentOffset = .zero
            screen.data.insert(Tag(name: "headless"), at: 3)
            stage.adapter.performUpdates(animated: true)
        }
        return lines
    }
}

/// A tag: one cell 90 by 30, 6 points before the next section's on the
/// same row.
final class TagSectionController: GenericSectionController<StickyHeadersScreen.Tag> {
    override init() {
        super.init()
        minimumInteritemSpacing = 6
    }

    override func sizeForItem(at index: Int) -> CGSize { CGSize(width: 90, height: 30) }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: LabelCell.self, for: self, at: index)
        cell?.text = "#" + (object?.name ?? "?")
        return cell
    }
}
