import Foundation
import ListKit

/// Where a ``HeadlessListView`` places things: its sections one after the
/// other along the scroll axis ("main": down for a vertical list, right for
/// a horizontal one), each laid out by the view's layout, a flow
/// (`HeadlessFlowLayout`), a compositional one
/// (`HeadlessCompositionalLayout`), or IGListKit's, whose sections share
/// rows (`ListCollectionViewLayout.Geometry`).
///
/// Positions are kept per section, relative to its start, so a change to
/// one section lays out that section again and only shifts the others; the
/// starts are sums of the sections' lengths (``SectionSums``), so shifting
/// them costs O(log² sections), not a pass over every section.
struct HeadlessLayout {
    /// A line of items (a row, or a column of a horizontal layout; a group
    /// of a compositional section, or its one row when it scrolls across):
    /// the first item's number, its start and length along the main axis.
    /// A section's lines follow one another along the main axis.
    struct Line {
        var firstItem: Int
        var start: CGFloat
        var length: CGFloat
    }

    /// A section of a layout whose sections share rows, relative to its
    /// start (where its first view starts): its items may reach past its
    /// length, onto the rows of the sections after (see `reach`).
    struct RowsSection {
        var length: CGFloat
        var itemFrames: [CGRect]
        var lines: [Line]
        var header: CGRect?
        var footer: CGRect?
        /// Whether its header sticks.
        var pins: Bool
        /// How far from its start its views reach.
        var extent: CGFloat
        /// Where (relative to the section's start) a sticking header must
        /// end by: where the next section's views start, as IGListKit
        /// pushes a sticky header back by the next section's bounds (which
        /// may start before this section's header, on a row they share);
        /// nil for the last section, whose header ends by the section's end.
        var pushedBy: CGFloat?
    }

    /// A section laid out, in coordinates relative to its start along the
    /// main axis.
    enum Section {
        case flow(HeadlessFlowLayout.Section)
        case compositional(HeadlessCompositionalLayout.Section)
        case rows(RowsSection)

        /// The section's length along the main axis.
        var length: CGFloat {
            switch self {
            case .flow(let section): return section.length
            case .compositional(let section): return section.length
            case .rows(let section): return section.length
            }
        }

        /// The frames of the items. O(items) the first time, O(1) after.
        var itemFrames: [CGRect] {
            switch self {
            case .flow(let section): return section.itemFrames
            case .compositional(let section): return section.itemFrames
            case .rows(let section): return section.itemFrames
            }
        }

        /// The lines, in order along the main axis.
        var lines: [Line] {
            switch self {
            case .flow(let section): return section.lines
            case .compositional(let section): return section.lines
            case .rows(let section): return section.lines
            }
        }

        /// How far from its start the section's views reach along the main
        /// axis: its length, or past it where an item is longer than its
        /// line's place (a compositional item taller than its group, a
        /// boundary item that lies over the content) or runs onto the rows
        /// of the sections after (IGListKit's layout).
        var extent: CGFloat {
            switch self {
            case .flow(let section):
                return section.length
            case .compositional(let section):
                var extent = max(section.length, section.lines.last.map { $0.start + $0.length } ?? 0)
                for entry in section.supplementaries { extent = max(extent, entry.frame.maxY) }  // vertical only
                return extent
            case .rows(let section):
                return section.extent
            }
        }

        /// Whether the items lie in one row that scrolls across the list on
        /// its own (at its start): only those inside the viewport's width
        /// show.
        var scrollsAcross: Bool {
            if case .compositional(let section) = self { return section.scrollsAcross }
            return false
        }

        /// The groups of that row as lines across the list (see
        /// `HeadlessCompositionalLayout.Section.columns`); nil for other
        /// sections.
        var columns: [Line]? {
            if case .compositional(let section) = self, section.scrollsAcross { return section.columns }
            return nil
        }

        /// How far that row is scrolled across; zero for other sections.
        var acrossOffset: CGFloat {
            if case .compositional(let section) = self, section.scrollsAcross { return section.acrossOffset }
            return 0
        }
    }

    private(set) var sections: [Section] = []
    /// The sections' lengths, for their starts in content coordinates.
    private var lengths = SectionSums<CGFloat>()
    /// The length of the content along the main axis.
    private(set) var contentLength: CGFloat = 0
    /// The length of the viewport across the main axis.
    private(set) var crossLength: CGFloat = 0
    /// The direction the sections were laid out in.
    private(set) var direction = ListScrollDirection.vertical
    /// The offset along the main axis that pinned headers pin to, less
    /// `pinInset`.
    var pinOffset: CGFloat = 0
    /// How far past the offset pinned headers pin (IGListKit's top content
    /// inset and sticky header offset).
    var pinInset: CGFloat = 0
    /// The viewport's length along the main axis, that pinned footers pin
    /// to the end of.
    var viewportLength: CGFloat = 0
    /// How far along the main axis everything up to each section reaches
    /// (absolute), kept while a section's views reach past its length
    /// (see `Section.extent`); nil while each section lies within its
    /// length.
    private(set) var reach: [CGFloat]?
    /// Whether a flow section's header pins to `pinOffset` (see
    /// `frame(ofSupplementary:inSection:)`); a compositional section's
    /// boundary items say so themselves.
    var pinsFlowHeaders = false

    /// Takes `sections`, laid out along `direction` in a viewport
    /// `crossLength` long across it, as the layout.
    ///
    /// Complexity: O(sections).
    mutating func replace(with sections: [Section], direction: ListScrollDirection, crossLength: CGFloat) {
        self.sections = sections
        self.direction = direction
        self.crossLength = crossLength
        var sectionLengths: [CGFloat] = []
        sectionLengths.reserveCapacity(sections.count)
        for section in sections { sectionLengths.append(section.length) }
        lengths = SectionSums(sectionLengths)
        contentLength = lengths.total
        updateReach(force: false)
    }

    /// Scrolls the row of the section at `index`, which scrolls across, to
    /// `offset`.
    ///
    /// Complexity: O(1).
    mutating func scrollAcross(section index: Int, to offset: CGFloat) {
        guard case .compositional(var section) = sections[index] else { return }
        section.acrossOffset = offset
        sections[index] = .compositional(section)
    }

    /// Takes each layout of `laidOut` for the section at its index, the
    /// others shifting.
    ///
    /// Complexity: O(their number × log² sections), and O(sections) once
    /// while a section reaches past its length (`reach`).
    mutating func replaceSections(_ laidOut: [(index: Int, layout: Section)]) {
        var reaches = reach != nil
        for (index, layout) in laidOut {
            sections[index] = layout
            lengths.set(layout.length, at: index)
            reaches = reaches || layout.extent > layout.length
        }
        contentLength = lengths.total
        if reaches { updateReach(force: true) }
    }

    /// Works `reach` out again when a section reaches past its length (or
    /// `force`d), else drops it.
    ///
    /// Complexity: O(sections) when it is kept, O(sections) to find out.
    private mutating func updateReach(force: Bool) {
        guard force || sections.contains(where: { $0.extent > $0.length }) else {
            reach = nil
            return
        }
        var reach: [CGFloat] = [], start: CGFloat = 0, farthest = -CGFloat.infinity
        reach.reserveCapacity(sections.count)
        for section in sections {
            farthest = max(farthest, start + section.extent)
            reach.append(farthest)
            start += section.length
        }
        self.reach = reach
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

    /// The frame of a supplementary view of `kind`, in content coordinates;
    /// nil when the section has none (a flow section has a header and a
    /// footer, of zero length along the main axis when it has none).
    ///
    /// A pinned header (a flow section's while `pinsFlowHeaders`, a
    /// compositional section's that pins to the visible bounds) starts at
    /// `pinOffset` while its section is under it, never above the section's
    /// start, and is pushed back by the section's end (where the next one
    /// starts), as IGListKit's `IGListCollectionViewLayout` places its
    /// sticky headers; it stays within its section (the last one's too,
    /// where IGListKit lets it run past the content), so only sections in a
    /// band can have headers in it. In sections sharing rows the next
    /// section's views push it back (IGListKit's rule), which may put it
    /// above its place when they share its first row.
    ///
    /// Complexity: O(log sections + the section's supplementary items).
    func frame(ofSupplementary kind: String, inSection section: Int) -> CGRect? {
        let natural: CGRect, pins: Bool
        var pinsToEnd = false, pushedBy: CGFloat?
        // A flow section and one that shares rows have a header and a footer.
        let isHeader: Bool? = kind == ListElementKind.sectionHeader ? true : kind == ListElementKind.sectionFooter ? false : nil
        switch sections[section] {
        case .flow(let flow):
            guard let isHeader, let frame = flow.supplementaryFrame(isHeader: isHeader) else { return nil }
            (natural, pins) = (frame, isHeader && pinsFlowHeaders)
        case .compositional(let compositional):
            guard let entry = compositional.supplementaries.first(where: { $0.kind == kind }) else { return nil }
            (natural, pins, pinsToEnd) = (entry.frame, entry.pins, !entry.isLeading)
        case .rows(let rows):
            guard let isHeader, let frame = isHeader ? rows.header : rows.footer else { return nil }
            (natural, pins, pushedBy) = (frame, isHeader && rows.pins, rows.pushedBy)
        }
        return place(natural, inSection: section, pinned: pins, toEnd: pinsToEnd, pushedBy: pushedBy)
    }

    /// `frame`, relative to the start of `section`, in content coordinates;
    /// when `pinned`, pinned to `pinOffset`, never before its place, and
    /// ending by the section's end (by `pushedBy`, relative to the section's
    /// start, when given, which may put it before its place); or with
    /// `toEnd` (a footer) pinned to the viewport's end, never past its
    /// place nor before the section's start.
    private func place(_ frame: CGRect, inSection section: Int, pinned: Bool, toEnd: Bool = false,
                       pushedBy: CGFloat? = nil) -> CGRect {
        let sectionStart = start(of: section), natural = direction.offset(frame, by: sectionStart)
        let pin = pinOffset + pinInset
        guard pinned, pin.isFinite else { return natural }
        if toEnd {
            let length = direction.main(of: natural.size)
            let main = Swift.max(sectionStart, Swift.min(direction.minMain(of: natural), pinOffset + viewportLength - length))
            return direction.offset(natural, by: main - direction.minMain(of: natural))
        }
        let end = sectionStart + (pushedBy ?? sections[section].length) - direction.main(of: natural.size)
        let main = Swift.min(Swift.max(direction.minMain(of: natural), pin), end)
        return direction.offset(natural, by: main - direction.minMain(of: natural))
    }

    /// The items and supplementary views whose frames overlap the band
    /// `from..<to` along the main axis (a frame of zero height or width
    /// never does, nor an item outside the viewport across it: a row's last
    /// item in IGListKit's layout may start at the list's cross length, and
    /// a row that scrolls across is seen at its offset), in order: by
    /// section, its leading supplementary
    /// views, its items, its trailing ones.
    ///
    /// Complexity: O(log²(sections) + log(lines) + what is returned, and the
    /// lines and sections it spans, each section O(log sections); a row
    /// that scrolls across, O(log groups) and its groups in the viewport).
    func visible(from minMain: CGFloat, to maxMain: CGFloat)
        -> (items: [IndexPath], supplementary: [(kind: String, section: Int)])
    {
        let direction = direction, crossLength = crossLength
        func overlaps(_ frame: CGRect) -> Bool {
            frame.height > 0 && frame.width > 0 && direction.maxMain(of: frame) > minMain && direction.minMain(of: frame) < maxMain
        }
        func crossMin(_ frame: CGRect) -> CGFloat { direction == .vertical ? frame.minX : frame.minY }
        func crossMax(_ frame: CGRect) -> CGFloat { direction == .vertical ? frame.maxX : frame.maxY }
        var items: [IndexPath] = [], supplementary: [(kind: String, section: Int)] = []
        func addSupplementary(of section: Int, leading: Bool) {
            switch sections[section] {
            case .flow, .rows:
                let kind = leading ? ListElementKind.sectionHeader : ListElementKind.sectionFooter
                if let frame = frame(ofSupplementary: kind, inSection: section), overlaps(frame) {
                    supplementary.append((kind, section))
                }
            case .compositional(let compositional):
                for entry in compositional.supplementaries
                where entry.isLeading == leading
                    && overlaps(place(entry.frame, inSection: section, pinned: entry.pins, toEnd: !entry.isLeading)) {
                    supplementary.append((entry.kind, section))
                }
            }
        }
        // The first section whose end (or reach) is past minMain.
        let reach = reach
        var section = Self.firstIndex(in: sections.indices) {
            (reach?[$0] ?? start(of: $0) + sections[$0].length) > minMain
        }
        while section < sections.count && start(of: section) < maxMain {
            let layout = sections[section], start = start(of: section), acrossOffset = layout.acrossOffset
            addSupplementary(of: section, leading: true)
            let lines = layout.lines, frames = layout.itemFrames
            var line = Self.firstIndex(in: lines.indices) { start + lines[$0].start + lines[$0].length > minMain }
            // A row that scrolls across (its section's one line): only
            // its groups within the viewport across it.
            var across: Range<Int>?
            if let columns = layout.columns {
                let first = Self.firstIndex(in: columns.indices) { columns[$0].start + columns[$0].length > acrossOffset }
                let last = Self.firstIndex(in: first..<columns.count) { columns[$0].start >= acrossOffset + crossLength }
                across = (first < columns.count ? columns[first].firstItem : frames.count)
                    ..< (last < columns.count ? columns[last].firstItem : frames.count)
            }
            while line < lines.count && start + lines[line].start < maxMain {
                let end = line + 1 < lines.count ? lines[line + 1].firstItem : frames.count
                let lineItems = (lines[line].firstItem..<end).clamped(to: across ?? 0..<frames.count)
                for item in lineItems where overlaps(direction.offset(frames[item], by: start)) {
                    if crossMax(frames[item]) <= acrossOffset || crossMin(frames[item]) >= acrossOffset + crossLength { continue }
                    items.append(makeIndexPath(section, item))
                }
                line += 1
            }
            addSupplementary(of: section, leading: false)
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
