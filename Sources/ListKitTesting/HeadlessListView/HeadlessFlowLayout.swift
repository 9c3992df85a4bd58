import Foundation
import ListKit

/// Where a ``HeadlessListView`` places things, as `UICollectionViewFlowLayout`
/// does, written once for both scroll directions: along the scroll axis
/// ("main": down for a vertical list, right for a horizontal one) the
/// sections follow one another, each its header, its inset's start (top or
/// left), its lines of items with the line spacing between them, its
/// inset's end and its footer. Across it ("cross"), a line takes items from
/// the inset's start while they fit the length inside the insets, the
/// interitem spacing between them (an item longer than that length gets a
/// line of its own, clipped to it); the line is as long (along the main
/// axis) as its longest item, and centres each item in it. A header or
/// footer starts at the section's edge across it, ignoring the insets, as
/// long as its reference size says but no longer than the viewport.
///
/// Positions are kept per section, relative to its start, so a change to
/// one section lays out that section again and only shifts the others; the
/// starts are sums of the sections' lengths (``SectionSums``), so shifting
/// them costs O(log² sections), not a pass over every section.
struct HeadlessFlowLayout {
    /// A section's inset and spacings, as the delegate gives them.
    struct Metrics: Equatable {
        var inset: ListEdgeInsets = .zero
        var lineSpacing: CGFloat = 0
        var interitemSpacing: CGFloat = 0
    }

    /// A laid-out section, in coordinates relative to its start along the
    /// main axis. Its length is worked out at once; its items' frames and
    /// lines only when first asked, which only the sections on screen are
    /// (so a batch that touches every section builds frames for a screenful).
    struct Section {
        /// A line of items (a row, or a column of a horizontal layout): the
        /// first item's number, its start and length along the main axis.
        struct Line {
            var firstItem: Int
            var start: CGFloat
            var length: CGFloat
        }
        /// The frames and lines, built once; shared by copies of the section.
        private final class Geometry {
            var frames: [CGRect] = []
            var lines: [Line] = []
            var isBuilt = false
        }
        let direction: ListScrollDirection
        let header: CGSize
        let footer: CGSize
        let metrics: Metrics
        /// The section's length along the main axis.
        let length: CGFloat
        /// The viewport's length across the main axis.
        private let crossLength: CGFloat
        private let itemSizes: ItemSizes
        private let geometry = Geometry()

        /// Lays out items of `itemSizes` (none unmeasured) in lines across
        /// `crossLength`.
        ///
        /// Complexity: O(lines) when the items are alike, else O(items);
        /// without allocating.
        init(direction: ListScrollDirection, crossLength: CGFloat, header: CGSize, footer: CGSize,
             metrics: Metrics, itemSizes: ItemSizes) {
            self.direction = direction
            self.crossLength = crossLength
            self.header = header
            self.footer = footer
            self.metrics = metrics
            self.itemSizes = itemSizes
            var main = direction.main(of: header) + direction.mainStart(of: metrics.inset), lines = 0
            func addLine(_ lineLength: CGFloat) {
                if lines > 0 { main += metrics.lineSpacing }
                main += lineLength
                lines += 1
            }
            let available = Self.available(direction, crossLength, metrics)
            if let first = itemSizes.alikeSize {
                // Items all alike (the common case): every line but the last
                // holds as many as the first, and is as long as one item.
                // The lengths are added line by line, as below, so that
                // both ways give the same length to the last bit.
                var perLine = 0
                Self.forEachLine(of: itemSizes, upTo: Self.lineLimit, direction: direction, available: available,
                                 spacing: metrics.interitemSpacing) { start, end, _ in
                    if start == 0 { perLine = end }
                }
                let lineLength = Swift.max(0, direction.main(of: first))
                if perLine < Self.lineLimit || perLine == itemSizes.count {
                    let lineCount = (itemSizes.count + perLine - 1) / perLine
                    main = Self.sum(main, lineLength, thenLines: lineCount - 1, spacing: metrics.lineSpacing)
                    length = main + direction.mainEnd(of: metrics.inset) + direction.main(of: footer)
                    return
                }
            }
            Self.forEachLine(of: itemSizes, upTo: itemSizes.count, direction: direction, available: available,
                             spacing: metrics.interitemSpacing) { _, _, lineLength in addLine(lineLength) }
            length = main + direction.mainEnd(of: metrics.inset) + direction.main(of: footer)
        }

        /// `main + lineLength`, then `spacing` and `lineLength` added `lines`
        /// times, each addition rounded as in a loop. When every value is a
        /// multiple of 1/1024 and the sum stays under 2⁴², every partial sum
        /// is exact, and so is the product: the same bits without the loop.
        /// (The values are never negative, but may be -0: with no line to
        /// add, `main + lineLength` is returned as it is, since adding the
        /// product `0 × step`, +0, would turn a -0 into +0.)
        ///
        /// Complexity: O(1) for such values (whole, half and quarter points
        /// are), else O(`lines`).
        private static func sum(_ main: CGFloat, _ lineLength: CGFloat, thenLines lines: Int, spacing: CGFloat) -> CGFloat {
            guard lines > 0 else { return main + lineLength }
            func isGridded(_ value: CGFloat) -> Bool { (value * 1024).rounded() == value * 1024 }
            let step = spacing + lineLength
            if isGridded(main), isGridded(lineLength), isGridded(spacing),
               main + lineLength + CGFloat(lines) * step < 0x1p42 {
                return main + lineLength + CGFloat(lines) * step
            }
            var sum = main + lineLength
            for _ in 0..<lines { sum += spacing; sum += lineLength }
            return sum
        }

        /// The items a line of alike items is looked for among: past that
        /// many in its first line, the section is laid out item by item.
        private static var lineLimit: Int { 256 }

        /// This section with a header of `header`, a footer of `footer` and
        /// `metrics` (itself when they are its own). With its own metrics the
        /// items keep their lines, and their frames are built again when
        /// asked (O(1)); with others they are laid out again (O(items)).
        func with(header: CGSize, footer: CGSize, metrics: Metrics) -> Section {
            guard metrics == self.metrics else {
                return Section(direction: direction, crossLength: crossLength, header: header, footer: footer,
                               metrics: metrics, itemSizes: itemSizes)
            }
            guard header != self.header || footer != self.footer else { return self }
            let itemsLength = length - direction.main(of: self.header) - direction.main(of: self.footer)
            return Section(direction: direction, crossLength: crossLength, header: header, footer: footer,
                           metrics: metrics, itemSizes: itemSizes,
                           length: direction.main(of: header) + itemsLength + direction.main(of: footer))
        }

        private init(direction: ListScrollDirection, crossLength: CGFloat, header: CGSize, footer: CGSize,
                     metrics: Metrics, itemSizes: ItemSizes, length: CGFloat) {
            self.direction = direction
            self.crossLength = crossLength
            self.header = header
            self.footer = footer
            self.metrics = metrics
            self.itemSizes = itemSizes
            self.length = length
        }

        /// The frames of the items.
        ///
        /// Complexity: O(items) the first time, O(1) after.
        var itemFrames: [CGRect] { built.frames }

        /// The lines, in order along the main axis.
        ///
        /// Complexity: O(items) the first time, O(1) after.
        var lines: [Line] { built.lines }

        /// The frame of the header (`isHeader`) or footer, relative to the
        /// section's start; nil when its length along the main axis is zero.
        func supplementaryFrame(isHeader: Bool) -> CGRect? {
            let size = isHeader ? header : footer, main = direction.main(of: size)
            guard main > 0 else { return nil }
            return direction.rect(main: isHeader ? 0 : length - main, cross: 0, mainLength: main,
                                  crossLength: min(direction.cross(of: size), crossLength))
        }

        private var built: Geometry {
            guard !geometry.isBuilt else { return geometry }
            var frames: [CGRect] = [], lines: [Line] = []
            frames.reserveCapacity(itemSizes.count)
            let available = Self.available(direction, crossLength, metrics), crossStart = direction.crossStart(of: metrics.inset)
            var main = direction.main(of: header) + direction.mainStart(of: metrics.inset)
            Self.forEachLine(of: itemSizes, upTo: itemSizes.count, direction: direction, available: available,
                             spacing: metrics.interitemSpacing) { start, end, lineLength in
                if !lines.isEmpty { main += metrics.lineSpacing }
                var cross = crossStart
                for k in start..<end {
                    let size = itemSizes[k], itemCross = min(direction.cross(of: size), available)
                    let itemMain = direction.main(of: size)
                    if k > start { cross += metrics.interitemSpacing }
                    frames.append(direction.rect(main: main + (lineLength - itemMain) / 2, cross: cross,
                                                 mainLength: itemMain, crossLength: itemCross))
                    cross += itemCross
                }
                lines.append(Line(firstItem: start, start: main, length: lineLength))
                main += lineLength
            }
            (geometry.frames, geometry.lines, geometry.isBuilt) = (frames, lines, true)
            return geometry
        }

        /// The length across the main axis inside the insets (zero when
        /// they leave none).
        private static func available(_ direction: ListScrollDirection, _ crossLength: CGFloat, _ metrics: Metrics) -> CGFloat {
            max(0, crossLength - direction.crossStart(of: metrics.inset) - direction.crossEnd(of: metrics.inset))
        }

        /// Calls `body` with each line's items (`start..<end`) and length
        /// along the main axis, in order, for the first `limit` items: a line
        /// takes items while they fit `available` with `spacing` between
        /// them, at least one.
        private static func forEachLine(
            of itemSizes: ItemSizes, upTo limit: Int, direction: ListScrollDirection, available: CGFloat,
            spacing: CGFloat, _ body: (_ start: Int, _ end: Int, _ length: CGFloat) -> Void
        ) {
            let count = Swift.min(limit, itemSizes.count)
            var start = 0
            while start < count {
                var end = start, cross: CGFloat = 0, lineLength: CGFloat = 0
                while end < count {
                    // By its own length: one longer than the line starts a
                    // line even after items of zero length.
                    let itemCross = direction.cross(of: itemSizes[end])
                    if end > start && cross + spacing + itemCross > available { break }
                    if end > start { cross += spacing }
                    cross += min(itemCross, available)
                    lineLength = max(lineLength, direction.main(of: itemSizes[end]))
                    end += 1
                }
                body(start, end, lineLength)
                start = end
            }
        }
    }

    private(set) var sections: [Section] = []
    /// The sections' lengths, for their starts in content coordinates.
    private var lengths = SectionSums<CGFloat>()
    /// The length of the content along the main axis.
    private(set) var contentLength: CGFloat = 0
    /// The direction the sections were laid out in.
    private(set) var direction = ListScrollDirection.vertical
    /// The offset along the main axis that headers pin to, or nil when they
    /// scroll with their sections (see `frame(ofSupplementary:inSection:)`).
    var headersPinnedAt: CGFloat?

    /// Takes `sections`, laid out along `direction`, as the layout.
    ///
    /// Complexity: O(sections).
    mutating func replace(with sections: [Section], direction: ListScrollDirection) {
        self.sections = sections
        self.direction = direction
        var sectionLengths: [CGFloat] = []
        sectionLengths.reserveCapacity(sections.count)
        for section in sections { sectionLengths.append(section.length) }
        lengths = SectionSums(sectionLengths)
        contentLength = lengths.total
    }

    /// Takes `layout` for the section at `index`, the others shifting.
    ///
    /// Complexity: O(log² sections).
    mutating func replaceSection(_ index: Int, with layout: Section) {
        sections[index] = layout
        lengths.set(layout.length, at: index)
        contentLength = lengths.total
    }

    /// The start of a section along the main axis, in content coordinates.
    /// O(log sections).
    func start(of section: Int) -> CGFloat { lengths.sum(below: section) }

    /// The frame of an item, in content coordinates.
    ///
    /// Complexity: O(log sections), once the section's frames are built.
    func frame(ofItem item: Int, inSection section: Int) -> CGRect {
        direction.offset(sections[section].itemFrames[item], by: start(of: section))
    }

    /// The frame of a header or footer, in content coordinates; nil for
    /// other kinds and for a zero length along the main axis. A header
    /// pinned at `headersPinnedAt` starts there while its section is under
    /// it, never above the section's start, and is pushed back by the
    /// section's end (where the next one starts), as IGListKit's
    /// `IGListCollectionViewLayout` places its sticky headers; it stays
    /// within its section (the last one's too, where IGListKit lets it run
    /// past the content), so only sections in a band can have headers in it.
    func frame(ofSupplementary kind: String, inSection section: Int) -> CGRect? {
        let isHeader: Bool
        switch kind {
        case ListElementKind.sectionHeader: isHeader = true
        case ListElementKind.sectionFooter: isHeader = false
        default: return nil
        }
        let sectionStart = start(of: section)
        guard let natural = sections[section].supplementaryFrame(isHeader: isHeader).map({ direction.offset($0, by: sectionStart) })
        else { return nil }
        guard isHeader, let pin = headersPinnedAt, pin.isFinite else { return natural }
        let end = sectionStart + sections[section].length - direction.main(of: natural.size)
        let main = Swift.min(Swift.max(sectionStart, pin), end)
        return direction.offset(natural, by: main - direction.minMain(of: natural))
    }

    /// The items and supplementary views whose frames overlap the band
    /// `from..<to` along the main axis (a frame of zero height or width
    /// never does), in order.
    ///
    /// Complexity: O(log²(sections) + log(lines) + what is returned, and the
    /// lines and sections it spans, each section O(log sections)).
    func visible(from minMain: CGFloat, to maxMain: CGFloat)
        -> (items: [IndexPath], supplementary: [(kind: String, section: Int)])
    {
        let direction = direction
        func overlaps(_ frame: CGRect) -> Bool {
            frame.height > 0 && frame.width > 0 && direction.maxMain(of: frame) > minMain && direction.minMain(of: frame) < maxMain
        }
        var items: [IndexPath] = [], supplementary: [(kind: String, section: Int)] = []
        // The first section whose end is past minMain.
        var section = Self.firstIndex(in: sections.indices) { start(of: $0) + sections[$0].length > minMain }
        while section < sections.count && start(of: section) < maxMain {
            let layout = sections[section], start = start(of: section)
            if let frame = frame(ofSupplementary: ListElementKind.sectionHeader, inSection: section),
               overlaps(frame) { supplementary.append((ListElementKind.sectionHeader, section)) }
            let lines = layout.lines, frames = layout.itemFrames
            var line = Self.firstIndex(in: lines.indices) { start + lines[$0].start + lines[$0].length > minMain }
            while line < lines.count && start + lines[line].start < maxMain {
                let end = line + 1 < lines.count ? lines[line + 1].firstItem : frames.count
                for item in lines[line].firstItem..<end
                where overlaps(direction.offset(frames[item], by: start)) {
                    items.append(makeIndexPath(section, item))
                }
                line += 1
            }
            if let frame = frame(ofSupplementary: ListElementKind.sectionFooter, inSection: section),
               overlaps(frame) { supplementary.append((ListElementKind.sectionFooter, section)) }
            section += 1
        }
        return (items, supplementary)
    }

    /// The item whose frame contains `point` (content coordinates), or nil.
    ///
    /// Complexity: O(log²(sections) + log(lines) + the items of its line).
    func item(at point: CGPoint) -> IndexPath? {
        let main = direction.main(of: point)
        guard main.isFinite else { return nil }
        for path in visible(from: main, to: main.nextUp).items
        where frame(ofItem: path[1], inSection: path[0]).contains(point) { return path }
        return nil
    }

    /// The first index of `range` where `isPast` holds (it holds for all
    /// that follow), or `range.upperBound`.
    private static func firstIndex(in range: Range<Int>, where isPast: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
