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
/// A section is laid out relative to its start; `HeadlessLayout` stacks
/// the sections.
enum HeadlessFlowLayout {
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
        typealias Line = HeadlessLayout.Line
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
        private let itemSizes: HeadlessLayout.ItemSizes
        private let geometry = Geometry()

        /// Lays out items of `itemSizes` (none unmeasured) in lines across
        /// `crossLength`.
        ///
        /// Complexity: O(lines) when the items are alike, else O(items);
        /// without allocating.
        init(direction: ListScrollDirection, crossLength: CGFloat, header: CGSize, footer: CGSize,
             metrics: Metrics, itemSizes: HeadlessLayout.ItemSizes) {
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
                     metrics: Metrics, itemSizes: HeadlessLayout.ItemSizes, length: CGFloat) {
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
            of itemSizes: HeadlessLayout.ItemSizes, upTo limit: Int, direction: ListScrollDirection, available: CGFloat,
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
}
