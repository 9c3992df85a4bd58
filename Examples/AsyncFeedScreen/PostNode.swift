import Foundation
import ListKitTesting

/// The node of a post: it lays its text out in lines of a fixed number of
/// characters at the width it is given (one character per 8 points, words
/// wrapped whole, a word longer than a line broken), 20 points a line, plus
/// 16 points of padding, on whichever thread measures it: the data
/// controller's editing queue. The layout walks the whole text, so the work
/// grows with it, as a real text layout's does.
///
/// It records the threads it was measured on, so the example can show that
/// none was the main thread.
final class PostNode: ListNode, @unchecked Sendable {
    static let pointsPerCharacter: CGFloat = 8
    static let lineHeight: CGFloat = 20
    static let padding: CGFloat = 16

    let id: Int
    let text: String
    private let lock = NSLock()
    private var measures = 0
    private var measuresOnMain = 0

    init(id: Int, text: String) {
        self.id = id
        self.text = text
    }

    /// The number of characters a line holds at `width` (at least one).
    static func charactersPerLine(at width: CGFloat) -> Int {
        guard width.isFinite else { return .max }
        return max(1, Int(width / pointsPerCharacter))
    }

    /// The number of lines `text` takes at `perLine` characters a line:
    /// words wrapped whole, a word longer than a line broken across lines.
    ///
    /// Complexity: O(characters of `text`).
    static func lineCount(of text: String, perLine: Int) -> Int {
        var lines = 0, column = 0
        for word in text.split(separator: " ") {
            var length = word.count
            if column > 0 && column + 1 + length <= perLine {
                column += 1 + length
                continue
            }
            lines += 1
            while length > perLine {
                length -= perLine
                lines += 1
            }
            column = length
        }
        return max(1, lines)
    }

    func measure(constrainedTo size: CGSize) -> CGSize {
        let lines = Self.lineCount(of: text, perLine: Self.charactersPerLine(at: size.width))
        lock.lock()
        measures += 1
        if Thread.isMainThread { measuresOnMain += 1 }
        lock.unlock()
        return CGSize(width: size.width, height: CGFloat(lines) * Self.lineHeight + Self.padding)
    }

    /// How many times the node was measured, and how many of those on the
    /// main thread.
    var measureCounts: (all: Int, onMain: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (measures, measuresOnMain)
    }
}
