import Foundation
import ListKit

/// Where a ``HeadlessListView`` places a section of a
/// `ListCompositionalLayout`, as `UICollectionViewCompositionalLayout` does;
/// vertical, relative to the section's start. The rules:
///
/// - **Section.** Its top boundary items (`.top`, `.topLeading`,
///   `.topTrailing`), each taking its height unless it does not extend the
///   boundary (then it lies over what follows); its top inset; its groups;
///   its bottom inset; its bottom boundary items, likewise. A boundary item
///   is as wide as its width of the content width (inside the leading and
///   trailing insets; of the list's width when
///   `supplementariesFollowContentInsets` is false), at the leading edge,
///   centred or at the trailing edge as its alignment says. Other
///   alignments are not laid out (an `unsupportedLayout` fault).
/// - **Groups** follow one another from the top inset down, at the leading
///   inset, `interGroupSpacing` apart, each taking the next items until
///   they run out; the last may hold fewer. With an orthogonal scrolling
///   behaviour they sit side by side instead, from the leading inset, in
///   one row as tall as the tallest, of which only what lies inside the
///   list's width shows (the row is at its start). An item taller than its
///   group shows wherever its frame is on screen within the section.
/// - **Fractions** are of the container: the content (the list's size less
///   the section's insets) for the section's group, the group's size for
///   its subitems; an absolute or estimated dimension is its value.
/// - **In a group**, subitems follow one another along its axis from its
///   start, `interItemSpacing` apart (flexible spacing grows to spread them
///   over the group's length), each at the group's start across it. The
///   group takes its subitems in turn, starting over, while the next fits
///   (ends no more than 1/1000 point past the group's end), and at least
///   one; a group with a `count` takes exactly that many (fewer when the
///   items run out): made with `subitem:count:`, each an even share of its
///   length less the spacing (a child group is its share long even when
///   estimated there); made with `repeatingSubitem:count:`, each at its own
///   size, as Apple documents that the group must fit them (one that does
///   not is `unfittableLayoutItem`, laid out as it is); a
///   group estimated along its axis takes each subitem once and is as long
///   as they are; a group estimated across it is as thick as its thickest.
///   A group always takes at least one item, so every section ends.
/// - **An item** takes its size in the group; its cell is that place less
///   its content insets, but along an estimated axis, where the cell's own
///   size (once it gave one) replaces the estimate and the insets are
///   ignored, as UIKit ignores them.
/// - **Bad input** never stops the layout: a dimension or inset that is
///   negative or not finite counts as zero (`invalidLayoutDimension`); an
///   element longer than its container along the axis it is placed on is
///   laid out as it is (`unfittableLayoutItem`), as is a group without
///   subitems, which takes one item as if it were one (also
///   `unfittableLayoutItem`).
enum HeadlessCompositionalLayout {
    /// The size kept for an item whose cell has not given its own: the
    /// layout uses the estimate.
    static let unsized = CGSize(width: -1, height: -1)

    /// Something the layout corrected, reported as a fault of the view.
    enum Problem: Hashable {
        case invalidDimension, unfittable, unsupported
    }

    /// A header or footer laid out, relative to its section's start.
    struct Supplementary {
        var kind: String
        var frame: CGRect
        /// Whether it pins to the visible bounds.
        var pins: Bool
        /// Whether it comes before the items (a top boundary item).
        var isLeading: Bool
    }

    /// A section laid out.
    struct Section {
        /// The section as the provider gave it, the viewport it was laid
        /// out in and `ListLayoutEdits.count` then: laid out again, the
        /// same section, unchanged since, in the same viewport with the
        /// same sizes keeps this layout.
        let spec: ListLayoutSection
        let viewport: CGSize
        let edits: Int
        let length: CGFloat
        let itemFrames: [CGRect]
        let lines: [HeadlessLayout.Line]
        /// Of a row that scrolls across, its groups as lines across it
        /// (starts and lengths along x), for the items at an offset
        /// across to be found without a pass over the row; else empty.
        let columns: [HeadlessLayout.Line]
        let supplementaries: [Supplementary]
        /// Whether its groups sit side by side in a row of their own.
        let scrollsAcross: Bool
        /// Whether an item placed has an estimated dimension: its cells give
        /// their sizes.
        let sizesItself: Bool
        /// How long that row is across: to its last group's end and the
        /// trailing inset.
        var rowLength: CGFloat = 0
        /// How far that row is scrolled across (see
        /// `HeadlessListView.scrollOrthogonalSection(_:to:)`).
        var acrossOffset: CGFloat = 0
    }

    /// Lays out `itemCount` items of `spec` in `viewport`, each at its size
    /// in `sizes` along its estimated axes (the estimate where `unsized`).
    ///
    /// - Complexity: O(items + the section's boundary items + the groups'
    ///   subitems tried), one allocation of frames.
    @MainActor
    static func layOut(_ spec: ListLayoutSection, itemCount: Int, sizes: HeadlessLayout.ItemSizes, viewport: CGSize)
        -> (section: Section, problems: Set<Problem>)
    {
        var builder = Builder(sizes: sizes, count: itemCount)
        builder.frames.reserveCapacity(itemCount)
        let inset = builder.checked(spec.contentInsets)
        let content = CGSize(width: max(0, viewport.width - inset.leading - inset.trailing),
                             height: max(0, viewport.height - inset.top - inset.bottom))
        let follows = spec.supplementariesFollowContentInsets
        let barWidth = follows ? content.width : viewport.width, barX = follows ? inset.leading : 0
        var supplementaries: [Supplementary] = []
        var y: CGFloat = 0
        func addBoundaryItems(leading: Bool) {
            for item in spec.boundarySupplementaryItems {
                let x: (CGFloat) -> CGFloat
                switch (item.alignment, leading) {
                case (.topLeading, true), (.bottomLeading, false): x = { _ in barX }
                case (.top, true), (.bottom, false): x = { barX + (barWidth - $0) / 2 }
                case (.topTrailing, true), (.bottomTrailing, false): x = { barX + barWidth - $0 }
                case (.none, _), (.leading, _), (.trailing, _):
                    if leading { builder.problems.insert(.unsupported) }
                    continue
                default: continue
                }
                let container = CGSize(width: barWidth, height: viewport.height)
                let size = CGSize(width: builder.resolve(item.layoutSize.widthDimension, in: container),
                                  height: builder.resolve(item.layoutSize.heightDimension, in: container))
                let top = leading || item.extendsBoundary ? y : y - size.height
                supplementaries.append(Supplementary(
                    kind: item.elementKind, frame: CGRect(x: x(size.width), y: top, width: size.width, height: size.height),
                    pins: item.pinToVisibleBounds, isLeading: leading))
                if item.extendsBoundary { y += size.height }
            }
        }
        addBoundaryItems(leading: true)
        y += inset.top
        var lines: [HeadlessLayout.Line] = [], columns: [HeadlessLayout.Line] = [], rowLength: CGFloat = 0
        let scrollsAcross = spec.orthogonalScrollingBehavior != .none
        let spacing = builder.checked(spec.interGroupSpacing)
        if scrollsAcross {
            var x = inset.leading, row: CGFloat = 0, end = x
            while builder.next < itemCount {
                if builder.next > 0 { x += spacing }
                let first = builder.next, firstFrame = builder.frames.count
                let size = builder.place(spec.group, at: CGPoint(x: x, y: y), in: content)
                // A group's column reaches across as far as its items do,
                // and no less far than the column before (as lines do).
                end = max(end, x + size.width)
                for frame in builder.frames[firstFrame...] { end = max(end, frame.maxX) }
                columns.append(HeadlessLayout.Line(firstItem: first, start: x, length: end - x))
                x += size.width
                row = max(row, size.height)
            }
            rowLength = x + inset.trailing
            // The row reaches as far down as its items do (one may be
            // taller than its group), as a line below does.
            var reach = row
            for frame in builder.frames { reach = max(reach, frame.maxY - y) }
            if itemCount > 0 { lines.append(HeadlessLayout.Line(firstItem: 0, start: y, length: reach)) }
            y += row
        } else {
            var end = y
            while builder.next < itemCount {
                if !lines.isEmpty { y += spacing }
                let first = builder.next, firstFrame = builder.frames.count
                let size = builder.place(spec.group, at: CGPoint(x: inset.leading, y: y), in: content)
                // A line reaches as far as its items do (one may be taller
                // than its group), and no less far than the line before,
                // so that the lines' ends only grow.
                end = max(end, y + size.height)
                for frame in builder.frames[firstFrame...] { end = max(end, frame.maxY) }
                lines.append(HeadlessLayout.Line(firstItem: first, start: y, length: end - y))
                y += size.height
            }
        }
        y += inset.bottom
        addBoundaryItems(leading: false)
        let section = Section(spec: spec, viewport: viewport, edits: ListLayoutEdits.count, length: y, itemFrames: builder.frames, lines: lines,
                              columns: columns, supplementaries: supplementaries, scrollsAcross: scrollsAcross,
                              sizesItself: builder.placedEstimated, rowLength: rowLength)
        return (section, builder.problems)
    }

    /// Places items one after another, taking the next item each time.
    @MainActor
    private struct Builder {
        let sizes: HeadlessLayout.ItemSizes
        let count: Int
        var frames: [CGRect] = []
        /// The next item to place.
        var next = 0
        var problems: Set<Problem> = []
        /// Whether an item placed has an estimated dimension (its cell
        /// gives its size). Found while placing, not by walking the group
        /// tree: a tree whose groups share subitems can have exponentially
        /// many paths (50 levels of `[g, g]`), but the items placed are
        /// bounded by the section's items.
        var placedEstimated = false

        init(sizes: HeadlessLayout.ItemSizes, count: Int) {
            self.sizes = sizes
            self.count = count
        }

        /// `dimension` in `container`; zero, with a problem, when that is
        /// negative or not finite.
        mutating func resolve(_ dimension: ListLayoutDimension, in container: CGSize) -> CGFloat {
            let value: CGFloat
            if dimension.isFractionalWidth {
                value = dimension.dimension * container.width
            } else if dimension.isFractionalHeight {
                value = dimension.dimension * container.height
            } else {
                value = dimension.dimension
            }
            return checked(value)
        }

        mutating func checked(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                problems.insert(.invalidDimension)
                return 0
            }
            return value
        }

        mutating func checked(_ insets: ListDirectionalEdgeInsets) -> ListDirectionalEdgeInsets {
            ListDirectionalEdgeInsets(top: checked(insets.top), leading: checked(insets.leading),
                                      bottom: checked(insets.bottom), trailing: checked(insets.trailing))
        }

        /// The size of `element` in `container`; for an item, the size its
        /// cell gave (the next item's) along its estimated axes.
        mutating func measure(_ element: ListLayoutItem, in container: CGSize) -> CGSize {
            let layoutSize = element.layoutSize
            var size = CGSize(width: resolve(layoutSize.widthDimension, in: container),
                              height: resolve(layoutSize.heightDimension, in: container))
            if !(element is ListLayoutGroup) && next < count {
                let given = sizes[next]
                if given.width >= 0 {  // not `unsized`
                    if layoutSize.widthDimension.isEstimated { size.width = given.width }
                    if layoutSize.heightDimension.isEstimated { size.height = given.height }
                }
            }
            return size
        }

        /// Places `element` with its top leading corner at `origin`, in
        /// `container`, `length` long along `axis` when given (a share of a
        /// group with a count); returns the size it takes.
        mutating func place(_ element: ListLayoutItem, at origin: CGPoint, in container: CGSize,
                            length: CGFloat? = nil, along axis: ListLayoutGroup.Axis = .horizontal) -> CGSize {
            var size = measure(element, in: container)
            if let length { if axis == .horizontal { size.width = length } else { size.height = length } }
            guard let group = element as? ListLayoutGroup, !group.subitems.isEmpty else {
                if element is ListLayoutGroup { problems.insert(.unfittable) }
                placeItem(element, at: origin, size: size)
                return size
            }
            var placed = placeGroup(group, at: origin, size: size)
            // A share of a count group is the child's length along that
            // group's axis even when the child is estimated there: the next
            // share starts after it, not after what the child holds.
            if let length { if axis == .horizontal { placed.width = length } else { placed.height = length } }
            return placed
        }

        /// Places an item (or a group without subitems) of `size`.
        private mutating func placeItem(_ item: ListLayoutItem, at origin: CGPoint, size: CGSize) {
            let estimatedWidth = item.layoutSize.widthDimension.isEstimated
            let estimatedHeight = item.layoutSize.heightDimension.isEstimated
            if estimatedWidth || estimatedHeight { placedEstimated = true }
            let inset = checked(item.contentInsets)
            let left = estimatedWidth ? 0 : inset.leading, right = estimatedWidth ? 0 : inset.trailing
            let top = estimatedHeight ? 0 : inset.top, bottom = estimatedHeight ? 0 : inset.bottom
            frames.append(CGRect(x: origin.x + left, y: origin.y + top,
                                 width: max(0, size.width - left - right), height: max(0, size.height - top - bottom)))
            next += 1
        }

        /// Places the subitems of `group`, of `size` (its estimated sides
        /// grown or shrunk to what it holds); returns that size.
        private mutating func placeGroup(_ group: ListLayoutGroup, at origin: CGPoint, size groupSize: CGSize) -> CGSize {
            let horizontal = group.axis == .horizontal
            let layoutSize = group.layoutSize
            let alongEstimated = (horizontal ? layoutSize.widthDimension : layoutSize.heightDimension).isEstimated
            let acrossEstimated = (horizontal ? layoutSize.heightDimension : layoutSize.widthDimension).isEstimated
            let length = horizontal ? groupSize.width : groupSize.height
            let spacing = checked(group.interItemSpacing?.spacing ?? 0)
            let limit = group.count.map { max(1, $0) } ?? (alongEstimated ? group.subitems.count : Int.max)
            var share: CGFloat?
            if group.count != nil && group.sharesLength {
                share = max(0, (length - spacing * CGFloat(limit - 1)) / CGFloat(limit))
            }
            // Flexible spacing moves the children after they are placed: each
            // child's first frame and start along the axis, kept only then (a
            // list's groups, one per row, would otherwise allocate an array each).
            let flexible = group.interItemSpacing?.isFlexibleSpacing == true && !alongEstimated
            var children: [(firstFrame: Int, start: CGFloat)] = []
            var position: CGFloat = 0, thickness: CGFloat = 0, taken = 0
            while next < count && taken < limit {
                let child = group.subitems[taken % group.subitems.count]
                let childSize = measure(child, in: groupSize)
                let childLength = share ?? (horizontal ? childSize.width : childSize.height)
                let start = taken == 0 ? 0 : position + spacing
                if share == nil && !alongEstimated && start + childLength > length + 0.001 {
                    // A group without a count stops where the next one
                    // does not fit; one with a count holds them all.
                    guard taken == 0 || group.count != nil else { break }
                    problems.insert(.unfittable)
                }
                let point = horizontal ? CGPoint(x: origin.x + start, y: origin.y) : CGPoint(x: origin.x, y: origin.y + start)
                if flexible { children.append((frames.count, start)) }
                let placed = place(child, at: point, in: groupSize, length: share, along: group.axis)
                position = start + (horizontal ? placed.width : placed.height)
                thickness = max(thickness, horizontal ? placed.height : placed.width)
                taken += 1
            }
            // Flexible spacing: what is left of the length, shared out.
            if flexible, taken > 1, position < length {
                let extra = (length - position) / CGFloat(taken - 1)
                for (k, child) in children.enumerated() where k > 0 {
                    let end = k + 1 < children.count ? children[k + 1].firstFrame : frames.count
                    for f in child.firstFrame..<end {
                        if horizontal { frames[f].origin.x += extra * CGFloat(k) } else { frames[f].origin.y += extra * CGFloat(k) }
                    }
                }
            }
            let along = alongEstimated ? position : length
            let across = acrossEstimated ? thickness : (horizontal ? groupSize.height : groupSize.width)
            return horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
        }
    }
}
