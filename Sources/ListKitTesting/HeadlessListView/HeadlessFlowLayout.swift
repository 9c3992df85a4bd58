import Foundation
import ListKit

/// Where a ``HeadlessListView`` places things: sections top to bottom, each
/// a header, its items in rows and a footer, like a vertical
/// `UICollectionViewFlowLayout` without spacing or insets. Items fill a row
/// from the left while they fit the width (an item wider than the view gets
/// a row of its own, clipped to the width) and are centred vertically in
/// their row, whose height is the tallest item's.
///
/// Positions are kept per section, relative to its top, so a change to one
/// section lays out that section again and only shifts the others; the
/// tops are sums of the sections' heights (``SectionSums``), so shifting
/// them costs O(log² sections), not a pass over every section.
struct HeadlessFlowLayout {
    /// A laid-out section, in coordinates relative to its top. Its height
    /// is worked out at once; its items' frames and rows only when first
    /// asked, which only the sections on screen are (so a batch that touches
    /// every section builds frames for a screenful).
    struct Section {
        /// A row of items: the first item's number, its top and height.
        struct Row {
            var firstItem: Int
            var y: CGFloat
            var height: CGFloat
        }
        /// The frames and rows, built once; shared by copies of the section.
        private final class Geometry {
            var frames: [CGRect] = []
            var rows: [Row] = []
            var isBuilt = false
        }
        let header: CGSize
        let footer: CGSize
        let height: CGFloat
        private let width: CGFloat
        private let itemSizes: [CGSize]
        private let geometry = Geometry()

        /// Lays out items of `itemSizes` in rows of `width`.
        ///
        /// Complexity: O(items), without allocating.
        init(width: CGFloat, header: CGSize, footer: CGSize, itemSizes: [CGSize]) {
            self.header = header
            self.footer = footer
            self.width = width
            self.itemSizes = itemSizes
            var y = header.height
            Self.forEachRow(of: itemSizes, width: width) { _, _, rowHeight in y += rowHeight }
            height = y + footer.height
        }

        /// This section with a header of `header` and a footer of `footer`
        /// (itself when they are its own): the items keep their sizes and
        /// rows, and their frames are built again when asked.
        ///
        /// Complexity: O(1).
        func withSupplementary(header: CGSize, footer: CGSize) -> Section {
            guard header != self.header || footer != self.footer else { return self }
            return Section(width: width, header: header, footer: footer, itemSizes: itemSizes,
                           itemsHeight: height - self.header.height - self.footer.height)
        }

        private init(width: CGFloat, header: CGSize, footer: CGSize, itemSizes: [CGSize], itemsHeight: CGFloat) {
            self.header = header
            self.footer = footer
            self.width = width
            self.itemSizes = itemSizes
            height = header.height + itemsHeight + footer.height
        }

        /// The frames of the items.
        ///
        /// Complexity: O(items) the first time, O(1) after.
        var itemFrames: [CGRect] { built.frames }

        /// The rows, top to bottom.
        ///
        /// Complexity: O(items) the first time, O(1) after.
        var rows: [Row] { built.rows }

        private var built: Geometry {
            guard !geometry.isBuilt else { return geometry }
            var frames: [CGRect] = [], rows: [Row] = []
            frames.reserveCapacity(itemSizes.count)
            var y = header.height
            Self.forEachRow(of: itemSizes, width: width) { start, end, rowHeight in
                var x: CGFloat = 0
                for k in start..<end {
                    let size = itemSizes[k], w = min(size.width, width)
                    frames.append(CGRect(x: x, y: y + (rowHeight - size.height) / 2, width: w, height: size.height))
                    x += w
                }
                rows.append(Row(firstItem: start, y: y, height: rowHeight))
                y += rowHeight
            }
            (geometry.frames, geometry.rows, geometry.isBuilt) = (frames, rows, true)
            return geometry
        }

        /// Calls `body` with each row's items (`start..<end`) and height, in
        /// order: a row takes items from the left while they fit `width`,
        /// at least one.
        private static func forEachRow(
            of itemSizes: [CGSize], width: CGFloat, _ body: (_ start: Int, _ end: Int, _ height: CGFloat) -> Void
        ) {
            var start = 0
            while start < itemSizes.count {
                var end = start, x: CGFloat = 0, rowHeight: CGFloat = 0
                while end < itemSizes.count {
                    // By its own width: one wider than the view starts a row
                    // even after items of zero width.
                    if end > start && x + itemSizes[end].width > width { break }
                    x += min(itemSizes[end].width, width)
                    rowHeight = max(rowHeight, itemSizes[end].height)
                    end += 1
                }
                body(start, end, rowHeight)
                start = end
            }
        }
    }

    private(set) var sections: [Section] = []
    /// The sections' heights, for their tops in content coordinates.
    private var heights = SectionSums<CGFloat>()
    private(set) var contentHeight: CGFloat = 0

    /// Takes `sections` as the layout.
    ///
    /// Complexity: O(sections).
    mutating func replace(with sections: [Section]) {
        self.sections = sections
        var sectionHeights: [CGFloat] = []
        sectionHeights.reserveCapacity(sections.count)
        for section in sections { sectionHeights.append(section.height) }
        heights = SectionSums(sectionHeights)
        contentHeight = heights.total
    }

    /// Takes `layout` for the section at `index`, the others shifting.
    ///
    /// Complexity: O(log² sections).
    mutating func replaceSection(_ index: Int, with layout: Section) {
        sections[index] = layout
        heights.set(layout.height, at: index)
        contentHeight = heights.total
    }

    /// The top of a section, in content coordinates. O(log sections).
    func top(of section: Int) -> CGFloat { heights.sum(below: section) }

    /// The frame of an item, in content coordinates.
    ///
    /// Complexity: O(log sections), once the section's frames are built.
    func frame(ofItem item: Int, inSection section: Int) -> CGRect {
        sections[section].itemFrames[item].offsetBy(dx: 0, dy: top(of: section))
    }

    /// The frame of a header or footer, in content coordinates; nil for
    /// other kinds and for a zero height.
    func frame(ofSupplementary kind: String, inSection section: Int, width: CGFloat) -> CGRect? {
        let layout = sections[section]
        switch kind {
        case ListElementKind.sectionHeader where layout.header.height > 0:
            return CGRect(x: 0, y: top(of: section), width: min(layout.header.width, width), height: layout.header.height)
        case ListElementKind.sectionFooter where layout.footer.height > 0:
            return CGRect(x: 0, y: top(of: section) + layout.height - layout.footer.height,
                          width: min(layout.footer.width, width), height: layout.footer.height)
        default:
            return nil
        }
    }

    /// The items and supplementary views whose frames overlap the band
    /// `minY..<maxY` (a frame of zero height or width never does), in order.
    ///
    /// Complexity: O(log²(sections) + log(rows) + what is returned, and the
    /// rows and sections it spans, each section O(log sections)).
    func visible(from minY: CGFloat, to maxY: CGFloat, width: CGFloat)
        -> (items: [IndexPath], supplementary: [(kind: String, section: Int)])
    {
        func overlaps(_ frame: CGRect) -> Bool {
            frame.height > 0 && frame.width > 0 && frame.maxY > minY && frame.minY < maxY
        }
        var items: [IndexPath] = [], supplementary: [(kind: String, section: Int)] = []
        // The first section whose bottom is below minY.
        var section = Self.firstIndex(in: sections.indices) { top(of: $0) + sections[$0].height > minY }
        while section < sections.count && top(of: section) < maxY {
            let layout = sections[section], top = top(of: section)
            if let frame = frame(ofSupplementary: ListElementKind.sectionHeader, inSection: section, width: width),
               overlaps(frame) { supplementary.append((ListElementKind.sectionHeader, section)) }
            let rows = layout.rows, frames = layout.itemFrames
            var row = Self.firstIndex(in: rows.indices) { top + rows[$0].y + rows[$0].height > minY }
            while row < rows.count && top + rows[row].y < maxY {
                let end = row + 1 < rows.count ? rows[row + 1].firstItem : frames.count
                for item in rows[row].firstItem..<end
                where overlaps(frames[item].offsetBy(dx: 0, dy: top)) {
                    items.append(makeIndexPath(section, item))
                }
                row += 1
            }
            if let frame = frame(ofSupplementary: ListElementKind.sectionFooter, inSection: section, width: width),
               overlaps(frame) { supplementary.append((ListElementKind.sectionFooter, section)) }
            section += 1
        }
        return (items, supplementary)
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
