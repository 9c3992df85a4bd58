import ListKitTesting

/// One post per section, one item: the node block of the post shown. It
/// adopts `ListNodeSectionController`, so the adapter's data controller
/// makes and measures the node off the main thread; no cell or size is
/// asked of it.
final class PostController: SectionController, ListNodeSectionController {
    private var post: Post?
    private let registry: NodeRegistry

    init(registry: NodeRegistry) {
        self.registry = registry
        super.init()
    }

    override func didUpdate(to object: any ListDiffable) { post = object as? Post }

    func nodeBlockForItem(at index: Int) -> ListNodeBlock? {
        // Read on the main thread; the block runs on the editing queue.
        guard let post else { return nil }
        let (id, text, registry) = (post.id, post.text, registry)
        return { registry.add(PostNode(id: id, text: text)) }
    }
}
