import Foundation
import ListKit

extension HeadlessListView {
    /// The viewport as laid out: ``size`` with each side that is negative
    /// or not finite taken as zero.
    var viewport: CGSize {
        func side(_ length: CGFloat) -> CGFloat { length.isFinite ? max(0, length) : 0 }
        return CGSize(width: side(size.width), height: side(size.height))
    }
    /// The size of an item whose delegate gives none: the view's width by
    /// 44 points (vertical), 44 points by the view's height (horizontal).
    public var defaultItemSize: CGSize { scrollDirection.size(main: 44, cross: scrollDirection.cross(of: size)) }

    /// The size of everything laid out: along the scroll direction the
    /// sections' lengths added up, across it the view's.
    public var contentSize: CGSize {
        loadIfNeeded()
        return layout.direction.size(main: layout.contentLength, cross: layout.direction.cross(of: size))
    }

    /// The offset along the layout's scroll direction; setting it puts the
    /// offset across at zero.
    var mainOffset: CGFloat {
        get { layout.direction.main(of: offset) }
        set {
            offset = layout.direction.point(main: newValue, cross: 0)
            layout.pinOffset = newValue
            layout.viewportLength = layout.direction.main(of: viewport)
        }
    }

    /// Asks the delegate for the sizes of the items at `indexPaths` again
    /// and lays out their sections, asking their header and footer sizes
    /// again too. A path `[section, 0]` of a section without items lays out
    /// that section (its header and footer), as UIKit's invalidation of a
    /// section's supplementary elements does.
    ///
    /// Complexity: O(items of the sections laid out, their number times
    /// log² sections, and the cells on screen): a section's items are laid
    /// out again in rows, and the sections below shift.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        guard !postpone("invalidateLayout", { $0.invalidated += indexPaths }) else { return }
        invalidatedIndexPaths += indexPaths
        loadIfNeeded()
        var sections = Set<Int>()
        for path in indexPaths where path.count == 2 && path[0] >= 0 && path[0] < items.count {
            if let item = item(at: path) {
                itemSizes[path[0]].forget(path[1])
                if isSelfSizing && cellsShown[item.serial] != nil { awaitingSize.insert(item.serial) }
            } else if !(items[path[0]].isEmpty && path[1] == 0) {
                continue
            }
            sections.insert(path[0])
        }
        guard !sections.isEmpty else { return }
        changing {
            layOutAgain(sections)
            updateDisplayIfLaidOut()
        }
    }

    /// Measures and lays out everything again (once the update in progress
    /// is done, when the size changed from inside it).
    func layOutForNewSize(call: String = "size") {
        guard !postpone(call, { $0.resize = true }) else { return }
        changing { layOutAll(resizing: true) }
    }

    /// Lays out `sections` again, the others shifting. Every section is
    /// measured before the layout changes: the delegate, asked for sizes,
    /// sees the layout as it was.
    ///
    /// Complexity: O(items of `sections` + their number × log² sections,
    /// and the sections once while one reaches past its length).
    func layOutAgain(_ sections: Set<Int>) {
        if rowsLayout != nil { return layOutRows() }
        var laidOut: [(index: Int, layout: HeadlessLayout.Section)] = []
        for s in sections { laidOut.append((s, layOutSection(s))) }
        layout.replaceSections(laidOut)
        mainOffset = clampedOffset(mainOffset)
    }

    /// Lays out every section (asking every size again when `resizing`,
    /// for a new size), keeps the offset within the content and brings the
    /// screen in line.
    func layOutAll(resizing: Bool) {
        if resizing {
            acrossOffsets = [:]
            itemSizes = items.map { HeadlessLayout.ItemSizes(unmeasured: $0.count) }
            if isSelfSizing { awaitingSize = Set(cellsShown.keys) }
        }
        if rowsLayout != nil {
            layOutRows()
        } else {
            let sections = items.indices.map(layOutSection)
            layout.replace(with: sections, direction: layoutDirection, crossLength: layoutDirection.cross(of: viewport))
            mainOffset = clampedOffset(mainOffset)
        }
        updateDisplayIfLaidOut()
    }

    /// Lays out `section`, asking the sizes it does not have, in order.
    ///
    /// Complexity: O(items asked + lines) while the section's items are
    /// alike, else O(items of the section).
    func layOutSection(_ section: Int) -> HeadlessLayout.Section {
        if let compositionalLayout { return .compositional(layOutSection(section, of: compositionalLayout)) }
        measureItems(ofSection: section, estimate: estimatedItemSize)
        let (header, footer) = supplementarySizes(ofSection: section)
        return .flow(HeadlessFlowLayout.Section(
            direction: scrollDirection, crossLength: scrollDirection.cross(of: viewport), header: header, footer: footer,
            metrics: metrics(ofSection: section), itemSizes: itemSizes[section]))
    }

    /// Asks the sizes of `section`'s items it does not have, in order: the
    /// delegate's, or `estimate` when it is not zero (self-sizing).
    ///
    /// Complexity: O(items asked).
    func measureItems(ofSection section: Int, estimate: CGSize) {
        let outer = isMeasuring
        isMeasuring = true
        defer { isMeasuring = outer }
        let missing = itemSizes[section].takeUnmeasured()
        let delegate = delegate, defaultSize = defaultItemSize
        for i in missing {
            let path = makeIndexPath(section, i)
            // Not `??`: its argument is a main-actor closure, checked per call.
            // The default is checked too: the view's own width may be NaN.
            // Self-sizing, the estimate stands in until the cell gives its size.
            var size = defaultSize
            if estimate != .zero {
                size = estimate
            } else if let delegate {
                size = delegate.headlessListView(self, sizeForItemAt: path)
            }
            itemSizes[section].set(checked(size, at: path, kind: nil), at: i)
        }
    }

    /// The inset and spacings of `section`, asked of the delegate (the
    /// view's ``sectionInset``, ``minimumLineSpacing`` and
    /// ``minimumInteritemSpacing`` without one). UIKit's flow layout asks
    /// them of every section each time it prepares its layout. A value
    /// that is negative or not finite counts as zero, with a
    /// ``Fault/invalidLayoutMetric(section:)`` fault.
    ///
    /// Complexity: O(1), and three calls to the delegate.
    func metrics(ofSection section: Int) -> HeadlessFlowLayout.Metrics {
        let outer = isMeasuring
        isMeasuring = true
        defer { isMeasuring = outer }
        var metrics = HeadlessFlowLayout.Metrics(
            inset: sectionInset, lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing)
        if let delegate {
            metrics.inset = delegate.headlessListView(self, insetForSectionAt: section)
            metrics.lineSpacing = delegate.headlessListView(self, minimumLineSpacingForSectionAt: section)
            metrics.interitemSpacing = delegate.headlessListView(self, minimumInteritemSpacingForSectionAt: section)
        }
        var valid = true
        func checked(_ value: CGFloat) -> CGFloat {
            guard value.isFinite, value >= 0 else {
                valid = false
                return 0
            }
            return value
        }
        metrics.inset = ListEdgeInsets(top: checked(metrics.inset.top), left: checked(metrics.inset.left),
                                       bottom: checked(metrics.inset.bottom), right: checked(metrics.inset.right))
        metrics.lineSpacing = checked(metrics.lineSpacing)
        metrics.interitemSpacing = checked(metrics.interitemSpacing)
        if !valid { faults.append(.invalidLayoutMetric(section: section)) }
        return metrics
    }

    /// The header and footer sizes of `section`, asked of the delegate.
    /// UIKit's flow layout asks them of every section each time it prepares
    /// its layout (after a batch, an invalidation), so a header or footer
    /// that a section gains (or loses) shows (or goes) at the next update.
    ///
    /// Complexity: O(1), and two calls to the delegate.
    func supplementarySizes(ofSection section: Int) -> (header: CGSize, footer: CGSize) {
        let outer = isMeasuring
        isMeasuring = true
        defer { isMeasuring = outer }
        func size(_ kind: String) -> CGSize {
            let path = makeIndexPath(section, 0)
            return checked(delegate?.headlessListView(self, sizeForSupplementaryElementOfKind: kind, at: path) ?? .zero,
                           at: path, kind: kind)
        }
        return (size(ListElementKind.sectionHeader), size(ListElementKind.sectionFooter))
    }

    /// `size`, or zero with a ``Fault/invalidSize(_:kind:)`` fault when a
    /// side is negative or not finite.
    func checked(_ size: CGSize, at indexPath: IndexPath, kind: String?) -> CGSize {
        guard Self.isUsable(size) else {
            faults.append(.invalidSize(indexPath, kind: kind))
            return .zero
        }
        return size
    }

    /// Whether `size` can be laid out: both sides finite and not negative.
    nonisolated static func isUsable(_ size: CGSize) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
    }

    /// `main` (an offset along the scroll direction) kept within the
    /// content: from zero to the content's length less the viewport's
    /// (zero when `main` is not finite).
    func clampedOffset(_ main: CGFloat) -> CGFloat {
        guard main.isFinite else { return 0 }
        return max(0, min(main, layout.contentLength - layout.direction.main(of: viewport)))
    }
}
