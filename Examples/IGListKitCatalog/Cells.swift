import Foundation
import ListKitTesting

// The cells and supplementary views several screens share. On a device
// they would subclass UICollectionViewCell and UICollectionReusableView;
// the section controllers would not change.

/// A view that can say what it shows, for a screen's lines.
@MainActor
protocol Showing: AnyObject {
    /// What the view shows, in one line.
    var shown: String { get }
}

/// A cell showing one line of text (IGListKit's `LabelCell`).
final class LabelCell: HeadlessCell, Showing {
    var text = ""
    var shown: String { text }
    override func prepareForReuse() { text = "" }
}

/// A cell with a title and a detail on one line (IGListKit's
/// `DetailLabelCell`).
final class DetailLabelCell: HeadlessCell, Showing {
    var title = ""
    var detail = ""
    var shown: String { "\(title)  \(detail)" }
    override func prepareForReuse() { (title, detail) = ("", "") }
}

/// A square tile with a centred label on a colour (IGListKit's
/// `CenterLabelCell`).
final class CenterLabelCell: HeadlessCell, Showing {
    var text = ""
    var color = ""
    var shown: String { "[\(color) \(text)]" }
    override func prepareForReuse() { (text, color) = ("", "") }
}

/// A user's name and handle above a post's comments (IGListKit's
/// `UserHeaderView`, there from a nib).
final class UserHeaderView: HeadlessReusableView, Showing {
    var name = ""
    var handle = ""
    var shown: String { "# \(name) \(handle)" }
}

/// The number of comments below them (IGListKit's `UserFooterView`).
final class UserFooterView: HeadlessReusableView, Showing {
    var commentsCount = ""
    var shown: String { "= \(commentsCount) comments" }
}

/// A cell showing text over as many lines as its frame holds, the rest cut
/// with "…" (a `UILabel` with `numberOfLines = 0` in IGListKit's cells): its
/// lines come from ``TextLayout`` at the frame's width, so a frame that
/// grows shows more of the text without the cell being asked for again.
/// Not final: ``FullWidthTextCell`` sizes itself from its text.
class TextCell: HeadlessCell, Showing {
    var text = ""

    var shown: String {
        let lines = TextLayout.lines(text, width: frame.width)
        let room = max(1, Int((frame.height - 2 * TextLayout.verticalPadding) / TextLayout.lineHeight))
        return lines.prefix(room).joined(separator: " / ") + (lines.count > room ? " …" : "")
    }

    override func prepareForReuse() { text = "" }
}
