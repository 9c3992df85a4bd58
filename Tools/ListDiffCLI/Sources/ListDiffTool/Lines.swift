#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines of the two `--lines` inputs, split on LF bytes; a CR before
/// the LF is not part of the line. Each line is a ``Line``: the place where
/// its text first occurs, counting through the old input's text and then
/// the new one's. A line's text is found again from its place when it is
/// listed, so the lists cost 8 bytes a line, whatever its length.
struct Lines {
    /// One input's lines.
    struct Side {
        let lines: [Line]
        /// How the lines end; nil when no line ends in LF.
        let endings: LineEndings?
        /// Lines that occur more than once, if any.
        let duplicates: DuplicateKeys<Line>?
    }

    let old: Side
    let new: Side
    private let oldText: UnsafeBufferPointer<UInt8>
    private let newText: UnsafeBufferPointer<UInt8>

    /// Splits both inputs' text. The inputs must outlive the lines.
    init(old: Input, new: Input) {
        let oldText = old.text, newText = new.text
        self.oldText = oldText
        self.newText = newText
        let oldHashes = Self.hashes(oldText), newHashes = Self.hashes(newText)
        var table = LineTable(lines: oldHashes.count + newHashes.count)
        let textAt = { Self.text(at: $0, old: oldText, new: newText) }
        self.old = Self.split(oldText, hashes: oldHashes, from: 0, inNew: false, table: &table, textAt: textAt)
        self.new = Self.split(newText, hashes: newHashes, from: oldText.count, inNew: true, table: &table, textAt: textAt)
    }

    /// The text of `line`, without its line ending.
    func text(of line: Line) -> UnsafeBufferPointer<UInt8> {
        Self.text(at: line.place, old: oldText, new: newText)
    }

    /// `line` as a JSON string, quoting at most the first `limit` bytes of
    /// its text.
    func quoted(_ line: Line, upTo limit: Int = .max) -> [UInt8] {
        var quoted: [UInt8] = []
        JSONString.appendQuoted(UnsafeBufferPointer(rebasing: text(of: line).prefix(limit)), to: &quoted)
        return quoted
    }

    private static func text(
        at place: Int, old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
        let (text, start) = place < old.count ? (old, place) : (new, place - old.count)
        return UnsafeBufferPointer(rebasing: text[line(at: start, in: text).content])
    }

    /// The line that starts at `start` in `text`: the range of its content,
    /// and the offset of the LF that ends it (nil for a last line without
    /// one).
    private static func line(
        at start: Int, in text: UnsafeBufferPointer<UInt8>
    ) -> (content: Range<Int>, lineFeed: Int?) {
        let base = text.baseAddress!
        guard let found = memchr(base + start, 0x0A, text.count - start) else { return (start..<text.count, nil) }
        let lineFeed = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
        let crlf = lineFeed > start && text[lineFeed - 1] == 0x0D
        return (start..<(crlf ? lineFeed - 1 : lineFeed), lineFeed)
    }

    /// The hashes of `text`'s lines, in a pass of their own: the lookups
    /// that follow, each a likely cache miss in a table of millions of
    /// lines, then overlap with one another instead of waiting behind the
    /// hashing (splitting takes 0.7 times as long as with each line hashed
    /// as it is looked up, for 1M lines a side). Their count sizes the
    /// table and the lists.
    private static func hashes(_ text: UnsafeBufferPointer<UInt8>) -> [UInt64] {
        var hashes: [UInt64] = []
        var start = 0
        while start < text.count {
            let (content, lineFeed) = line(at: start, in: text)
            hashes.append(LineTable.hash(UnsafeBufferPointer(rebasing: text[content])))
            guard let lineFeed else { break }
            start = lineFeed + 1
        }
        return hashes
    }

    /// Splits `text`, whose lines have `hashes` and which begins at place
    /// `first`, adding its new texts to `table`.
    private static func split(
        _ text: UnsafeBufferPointer<UInt8>, hashes: [UInt64], from first: Int, inNew: Bool, table: inout LineTable,
        textAt: (Int) -> UnsafeBufferPointer<UInt8>
    ) -> Side {
        var lines: [Line] = []
        lines.reserveCapacity(hashes.count)
        var endings = LineEndings.Counter()
        var repeated = false
        var start = 0
        for hash in hashes {
            let (content, lineFeed) = line(at: start, in: text)
            let found = table.firstPlace(
                of: UnsafeBufferPointer(rebasing: text[content]), hash: hash, at: first + start, inNew: inNew,
                textAt: textAt)
            lines.append(Line(place: found.place))
            repeated = repeated || found.repeated
            guard let lineFeed else { break }
            endings.count(crlf: content.upperBound < lineFeed)
            start = lineFeed + 1
        }
        // Most lists repeat no line; the rare ones that do are counted exactly.
        return Side(lines: lines, endings: endings.endings, duplicates: repeated ? DuplicateKeys(lines) : nil)
    }
}
