import Foundation
import ListPipeline

// The pipeline's types, and the adapter's below them, from one import of ours
// (Foundation for CGSize and IndexPath, as the App target).
final class TextNode: ListNode {
    let text: String
    init(text: String) { self.text = text }
    func measure(constrainedTo size: CGSize) -> CGSize { CGSize(width: size.width, height: 20) }
}

@MainActor
final class Feed: ListNodeDataSource {
    var posts = ["a", "b"]
    func numberOfSections(in controller: ListDataController) -> Int { 1 }
    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int { posts.count }
    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        let text = posts[indexPath[1]]
        return { TextNode(text: text) }
    }
}

MainActor.assumeIsolated {
    let feed = Feed()
    let controller = ListDataController()
    controller.dataSource = feed
    controller.waitUntilAllUpdatesAreProcessed()
    precondition(controller.visibleMap.itemCounts == [2])
    precondition(controller.visibleMap.element(at: IndexPath(index: 0).appending(1))?.measuredSize?.height == 20)
    print("ListPipeline: \(controller.visibleMap.itemCounts)")
}
