import Foundation
import ListKitTesting

/// A story: a header with its comment count, a title row and a row per
/// comment, updated row by row when the story changes.
final class StoryController: BindingSectionController<Story>, ListSupplementaryViewSource {
    /// Called with a story when its title is tapped.
    var onOpen: ((Story) -> Void)?

    override init() {
        super.init()
        supplementaryViewSource = self
    }

    override func viewModels(for story: Story) -> [any ListDiffable] {
        [StoryRow.title(story.title)] + story.comments.map(StoryRow.comment)
    }

    override func cell(for viewModel: any ListDiffable, at index: Int) -> (any ListReusableView)? {
        collectionContext?.dequeueReusableCell(of: TextCell.self, for: self, at: index)
    }

    override func size(for viewModel: any ListDiffable, at index: Int) -> CGSize {
        let width = collectionContext?.containerSize.width ?? 0
        if case .title = viewModel as? StoryRow { return CGSize(width: width, height: 44) }
        return CGSize(width: width, height: 30)
    }

    override func didSelectItem(at index: Int) {
        if index == 0, let object { onOpen?(object) }
    }

    var supportedElementKinds: [String] { [ListElementKind.sectionHeader] }

    func viewForSupplementaryElement(ofKind kind: String, at index: Int) -> (any ListReusableView)? {
        let view = collectionContext?.dequeueReusableSupplementaryView(ofKind: kind, for: self, class: CaptionView.self, at: index)
        // The story's number only: a binding controller updates its rows in
        // place, without reloading its section, so a header showing the
        // comment count would go stale (as in IGListKit).
        view?.caption = "story \(object?.id ?? 0)"
        return view
    }

    func sizeForSupplementaryView(ofKind kind: String, at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 20)
    }
}

/// An ad: one cell, typed by its object.
final class AdController: GenericSectionController<Ad> {
    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext?.containerSize.width ?? 0, height: 60)
    }

    override func cellForItem(at index: Int) -> (any ListReusableView)? {
        let cell = collectionContext?.dequeueReusableCell(of: TextCell.self, for: self, at: index)
        cell?.show("[ad] \(object?.text ?? "")")
        return cell
    }
}
