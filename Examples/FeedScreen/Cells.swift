import Foundation
import ListKitTesting

// The example's cells. On a device these would subclass
// UICollectionViewCell and UICollectionReusableView; the section
// controllers would not change.

/// A cell that shows one line of text.
final class TextCell: HeadlessCell, ListBindable {
    private(set) var text = ""

    func bindViewModel(_ viewModel: Any) {
        switch viewModel {
        case let row as StoryRow:
            if case .title(let title) = row { text = title }
            if case .comment(let comment) = row { text = "  \u{201C}\(comment)\u{201D}" }
        case let header as FeedHeader: text = header.title.uppercased()
        default: text = "\(viewModel)"
        }
    }

    func show(_ text: String) { self.text = text }

    override func prepareForReuse() { text = "" }
}

/// A section header with a caption.
final class CaptionView: HeadlessReusableView {
    var caption = ""
}
