import Foundation
import ListKit

// The view's sections laid out by IGListKit's `ListCollectionViewLayout`
// (`ListCollectionViewLayout.Geometry` has the rules): all together, as its
// sections share rows.
extension HeadlessListView {
    /// Lays every section out with ``listCollectionViewLayout``, asking the
    /// delegate the sizes it does not have and every section's insets,
    /// spacings, header and footer, and keeps the offset within the
    /// content.
    ///
    /// Each section is kept relative to a start: no later than any of its
    /// views nor than the next section's start (a section's items may sit
    /// on a row above where a section without items before it ends, at the
    /// far edge of what came before it), the first at zero. A section's
    /// length runs to the next one's start, and its items may reach past it
    /// (onto the rows of the sections after): its extent says how far, for
    /// the layout to find what a band holds.
    ///
    /// Complexity: O(sections + items), and the delegate's answers.
    func layOutRows() {
        guard let rowsLayout else { return }
        let direction = rowsLayout.scrollDirection
        var inputs: [ListCollectionViewLayout.Geometry.SectionInput] = []
        inputs.reserveCapacity(items.count)
        for section in items.indices {
            measureItems(ofSection: section, estimate: .zero)
            let (header, footer) = supplementarySizes(ofSection: section)
            let metrics = metrics(ofSection: section)
            inputs.append(.init(itemCount: items[section].count, header: header, footer: footer, inset: metrics.inset,
                                lineSpacing: metrics.lineSpacing, interitemSpacing: metrics.interitemSpacing))
        }
        let sizes = itemSizes
        let geometry = ListCollectionViewLayout.Geometry(
            direction: direction, viewport: viewport, stretchToEdge: rowsLayout.stretchToEdge,
            showHeaderWhenEmpty: rowsLayout.showHeaderWhenEmpty, scale: 1, inputs: inputs) { sizes[$0][$1] }
        var starts = [CGFloat](repeating: 0, count: geometry.sections.count), next = geometry.contentLength
        for (index, section) in geometry.sections.enumerated().reversed() {
            var own = CGFloat.infinity
            for frame in section.items { own = min(own, direction.minMain(of: frame)) }
            for frame in [section.header, section.footer] where direction.main(of: frame.size) > 0 {
                own = min(own, direction.minMain(of: frame))
            }
            // A sticky header pushed back by the next section's views (see
            // `pushedBy`) may go above its place: the section starts no later.
            if rowsLayout.stickyHeaders, direction.main(of: section.header.size) > 0, index + 1 < geometry.sections.count {
                own = min(own, direction.minMain(of: geometry.sections[index + 1].bounds) - direction.main(of: section.header.size))
            }
            // The first section starts at the content's start, as the
            // stack's starts are sums of lengths from zero.
            next = index == 0 ? 0 : max(0, min(own, next))
            starts[index] = next
        }
        var sections: [HeadlessLayout.Section] = []
        for (index, section) in geometry.sections.enumerated() {
            let begin = starts[index]
            let end = index + 1 < starts.count ? starts[index + 1] : max(begin, geometry.contentLength)
            func relative(_ frame: CGRect) -> CGRect { direction.offset(frame, by: -begin) }
            var lines: [HeadlessLayout.Line] = []
            for (item, frame) in section.items.enumerated() {
                let top = direction.minMain(of: frame) - begin, bottom = direction.maxMain(of: frame) - begin
                if let last = lines.last, item > 0, direction.minMain(of: section.items[item - 1]) == direction.minMain(of: frame) {
                    lines[lines.count - 1].length = max(last.length, bottom - last.start)
                } else {
                    lines.append(HeadlessLayout.Line(firstItem: item, start: top, length: bottom - top))
                }
            }
            sections.append(.rows(HeadlessLayout.RowsSection(
                length: end - begin, itemFrames: section.items.map(relative), lines: lines,
                header: direction.main(of: section.header.size) > 0 ? relative(section.header) : nil,
                footer: direction.main(of: section.footer.size) > 0 ? relative(section.footer) : nil,
                pins: rowsLayout.stickyHeaders, extent: max(end, direction.maxMain(of: section.bounds)) - begin,
                pushedBy: index + 1 < geometry.sections.count
                    ? direction.minMain(of: geometry.sections[index + 1].bounds) - begin : nil)))
        }
        layout.replace(with: sections, direction: direction, crossLength: direction.cross(of: viewport))
        layout.pinInset = rowsLayout.stickyHeaders ? rowsLayout.topContentInset + rowsLayout.stickyHeaderYOffset : 0
        mainOffset = clampedOffset(mainOffset)
    }
}
