import Foundation

extension ListCollectionViewLayout {
    /// Where IGListKit's `IGListCollectionViewLayout` places everything,
    /// for any view that lays it out: a pure function of the sections'
    /// sizes, insets and spacings.
    ///
    /// Along the scroll axis ("main") rows follow one another; across it
    /// ("cross") a row takes items, of any section, from the section's
    /// leading inset while they fit (an item ending more than 1 point past
    /// the list's length less the section's trailing inset starts a new
    /// row), interitem spacing after each, the next section's leading inset
    /// before its first item. A row after another is placed below the
    /// farthest reach of everything before it; line spacing goes only
    /// between two rows of one section. A section with a header starts a
    /// new row, its header above its first row, as long across as the list
    /// less the section's insets. A footer follows the section's last row.
    /// A section's top inset offsets its first row, and its header with it
    /// (the header sits right above the first item, past the inset); its
    /// bottom inset is added to what follows it. An item is never longer across
    /// than the list less the insets; with `stretchToEdge`, one that stops
    /// short of that length by at most 1 point is stretched to it. Frames
    /// are rounded out to the display's pixels (origins down, lengths up).
    /// A section without items has no header or footer unless
    /// `showHeaderWhenEmpty`.
    package struct Geometry {
        /// A section as the list's delegate gives it.
        package struct SectionInput {
            package var itemCount: Int
            package var header: CGSize
            package var footer: CGSize
            package var inset: ListEdgeInsets
            package var lineSpacing: CGFloat
            package var interitemSpacing: CGFloat

            package init(itemCount: Int, header: CGSize, footer: CGSize, inset: ListEdgeInsets,
                         lineSpacing: CGFloat, interitemSpacing: CGFloat) {
                (self.itemCount, self.header, self.footer, self.inset) = (itemCount, header, footer, inset)
                (self.lineSpacing, self.interitemSpacing) = (lineSpacing, interitemSpacing)
            }
        }

        /// A section laid out, in content coordinates.
        package struct Section {
            package var items: [CGRect] = []
            /// The header's and footer's frames (zero along the main axis
            /// when there is none).
            package var header = CGRect.zero
            package var footer = CGRect.zero
            /// Everything of the section: its items, header and footer.
            package var bounds = CGRect.zero
        }

        package var sections: [Section] = []
        /// The content's length along the main axis: the last section's
        /// far edge and its trailing inset.
        package var contentLength: CGFloat = 0

        /// Lays out `inputs` in a viewport of `viewport`, the items' sizes
        /// from `itemSize(section, item)`, asked in order.
        ///
        /// - Complexity: O(sections + items).
        package init(direction: ListScrollDirection, viewport: CGSize, stretchToEdge: Bool, showHeaderWhenEmpty: Bool,
                     scale: CGFloat, inputs: [SectionInput], itemSize: (Int, Int) -> CGSize) {
            let d = direction, crossLength = d.cross(of: viewport)
            var main: CGFloat = 0, cross: CGFloat = 0, nextRow: CGFloat = 0
            var bounds = CGRect.zero  // carried into a section without items
            sections.reserveCapacity(inputs.count)
            for (index, input) in inputs.enumerated() {
                var section = Section()
                section.items.reserveCapacity(input.itemCount)
                let inset = input.inset
                let hidden = input.itemCount == 0 && !showHeaderWhenEmpty
                let headerLength = hidden ? 0 : d.main(of: input.header), footerLength = hidden ? 0 : d.main(of: input.footer)
                let padded = max(0, crossLength - d.crossStart(of: inset) - d.crossEnd(of: inset))
                let crossLimit = crossLength - d.crossEnd(of: inset)
                main += headerLength
                nextRow += headerLength
                cross += d.crossStart(of: inset)
                for item in 0..<input.itemCount {
                    let size = itemSize(index, item)
                    var length = min(d.cross(of: size), padded)
                    if cross + length > crossLimit + 1 || (item == 0 && headerLength > 0) {
                        (main, cross) = (nextRow, d.crossStart(of: inset))
                        if item > 0 { main += input.lineSpacing }
                    }
                    let short = padded - (cross + length)
                    if stretchToEdge && short > 0 && short <= 1 { length = padded - cross }
                    let frame = Self.rounded(d.rect(main: main + d.mainStart(of: inset), cross: cross,
                                                    mainLength: d.main(of: size), crossLength: length), scale: scale)
                    section.items.append(frame)
                    nextRow = max(nextRow, d.maxMain(of: frame) - d.mainStart(of: inset))
                    cross += length + input.interitemSpacing
                    bounds = item == 0 ? frame : Self.union(bounds, frame)
                }
                // The header sits above the first row (at the far edge of
                // what came before when there are no items); the footer
                // below the last. Horizontally, IGListKit places the footer
                // past the trailing inset, vertically not: kept as it is.
                let empty = input.itemCount == 0
                section.header = d.rect(main: empty ? d.maxMain(of: bounds) : d.minMain(of: bounds) - d.main(of: input.header),
                                        cross: d.crossStart(of: inset), mainLength: headerLength, crossLength: padded)
                if empty { bounds = section.header }
                let footerStart = d.maxMain(of: bounds) + (d == .horizontal ? inset.right : 0)
                section.footer = d.rect(main: footerStart, cross: d.crossStart(of: inset), mainLength: footerLength, crossLength: padded)
                if headerLength > 0 { bounds = Self.union(bounds, section.header) }
                if footerLength > 0 { bounds = Self.union(bounds, section.footer) }
                section.bounds = bounds
                cross += d.crossEnd(of: inset)
                nextRow = max(nextRow, d.maxMain(of: bounds) + d.mainEnd(of: inset))
                sections.append(section)
            }
            if let last = sections.last, let input = inputs.last {
                contentLength = d.maxMain(of: last.bounds) + d.mainEnd(of: input.inset)
            }
        }

        /// `rect` with its origin rounded down and its size up to the pixels
        /// of a display of `scale`.
        static func rounded(_ rect: CGRect, scale: CGFloat) -> CGRect {
            CGRect(x: (rect.origin.x * scale).rounded(.down) / scale, y: (rect.origin.y * scale).rounded(.down) / scale,
                   width: (rect.width * scale).rounded(.up) / scale, height: (rect.height * scale).rounded(.up) / scale)
        }

        /// The smallest rectangle holding `a` and `b`, empty ones included
        /// (as Core Graphics' union of two rectangles that are not null).
        static func union(_ a: CGRect, _ b: CGRect) -> CGRect {
            let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
            return CGRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
        }
    }
}
