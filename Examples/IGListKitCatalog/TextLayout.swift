import Foundation

/// How the catalogue measures text, since the headless view has no fonts:
/// every character is 8 points wide, a line is 20 points high, and a label
/// has 15 points of padding on each side and 10 above and below. Words wrap
/// at spaces, a word longer than a line runs on. A cell's size is worked
/// out from its text by its section controller, as a UIKit app without
/// self-sizing cells does with `boundingRect`, or by the cell itself when
/// the view has an `estimatedItemSize` (``SelfSizingCellsScreen``).
enum TextLayout {
    static let characterWidth: CGFloat = 8
    static let lineHeight: CGFloat = 20
    static let horizontalPadding: CGFloat = 15
    static let verticalPadding: CGFloat = 10

    /// The height of one line of text, padding included.
    static var singleLineHeight: CGFloat { lineHeight + 2 * verticalPadding }

    /// `text` wrapped into lines within `width`, padding excluded.
    static func lines(_ text: String, width: CGFloat) -> [String] {
        let columns = max(1, Int((width - 2 * horizontalPadding) / characterWidth))
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= columns {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The height `text` needs within `width`, padding included.
    static func height(_ text: String, width: CGFloat) -> CGFloat {
        CGFloat(lines(text, width: width).count) * lineHeight + 2 * verticalPadding
    }

    /// The width `text` needs on one line, padding included.
    static func width(_ text: String) -> CGFloat {
        CGFloat(text.count) * characterWidth + 2 * horizontalPadding
    }
}
