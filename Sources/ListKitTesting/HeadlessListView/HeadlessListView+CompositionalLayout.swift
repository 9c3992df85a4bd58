import Foundation
import ListKit

// The view's sections laid out by its `compositionalLayout`
// (`HeadlessCompositionalLayout` has the rules).
extension HeadlessListView {
    /// The direction the sections follow one another in: the flow layout's
    /// ``scrollDirection``, or down for a compositional layout.
    var layoutDirection: ListScrollDirection {
        if compositionalLayout != nil { return .vertical }
        return rowsLayout?.scrollDirection ?? scrollDirection
    }

    /// IGListKit's layout when it is the one in force: a compositional
    /// layout takes precedence over it.
    var rowsLayout: ListCollectionViewLayout? { compositionalLayout == nil ? listCollectionViewLayout : nil }

    /// Lays out `section` with the section `layout`'s provider gives now:
    /// the items it has no size for get the estimate (`unsized`); the
    /// layout of `old` is kept when the provider gives the same section
    /// for the same viewport, and no layout object was changed since (see
    /// `ListLayoutEdits`). A provider that gives none is a
    /// ``Fault/missingLayoutSection(section:)`` fault, and the section is
    /// laid out as a plain list; what the layout corrected is reported as
    /// faults too.
    ///
    /// Complexity: O(items of the section), and one call to the provider.
    func layOutSection(_ section: Int, of layout: ListCompositionalLayout,
                       reusing old: HeadlessCompositionalLayout.Section? = nil) -> HeadlessCompositionalLayout.Section {
        let outer = isMeasuring
        isMeasuring = true
        defer { isMeasuring = outer }
        for i in itemSizes[section].takeUnmeasured() { itemSizes[section].set(HeadlessCompositionalLayout.unsized, at: i) }
        let viewport = viewport
        let environment = ListLayoutEnvironment(container: ListLayoutContainer(contentSize: viewport))
        let spec: ListLayoutSection
        if let given = layout.sectionProvider(section, environment) {
            spec = given
        } else {
            faults.append(.missingLayoutSection(section: section))
            spec = ListLayoutSection.list(using: ListLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        // A row scrolled across stays where it was, within its length.
        func scrolled(_ laidOut: HeadlessCompositionalLayout.Section) -> HeadlessCompositionalLayout.Section {
            guard laidOut.scrollsAcross, let offset = acrossOffsets[sectionStates[section].serial] else { return laidOut }
            var scrolled = laidOut
            scrolled.acrossOffset = max(0, min(offset, laidOut.rowLength - viewport.width))
            return scrolled
        }
        if let old, old.spec === spec, old.edits == ListLayoutEdits.count, old.viewport == viewport,
           old.itemFrames.count == items[section].count {
            return scrolled(old)
        }
        let (laidOut, problems) = HeadlessCompositionalLayout.layOut(
            spec, itemCount: items[section].count, sizes: itemSizes[section], viewport: viewport)
        for problem in problems.sorted(by: { "\($0)" < "\($1)" }) {
            switch problem {
            case .invalidDimension: faults.append(.invalidLayoutDimension(section: section))
            case .unfittable: faults.append(.unfittableLayoutItem(section: section))
            case .unsupported: faults.append(.unsupportedLayout(section: section))
            }
        }
        return scrolled(laidOut)
    }

    /// Scrolls the row of `section`, a compositional section with an
    /// orthogonal scrolling behaviour, across to `offset` (kept between
    /// zero and the row's length less the view's width), as a user's swipe
    /// on a carousel does: the cells that leave end displaying and those
    /// that come will display, as for a scroll of the view. The offset
    /// stays through batches and invalidations that keep the section, and
    /// goes back to zero on a reload or a new size. Frames do not move
    /// (``frameForItem(at:)`` is in the content's coordinates, as UIKit's
    /// layout attributes are); which items are on screen does. Nothing
    /// happens for another section, or an offset that is not finite; from
    /// inside a call the view makes while it updates, it is a
    /// ``Fault/reentrantCall(_:)`` fault and is dropped.
    ///
    /// ```swift
    /// view.scrollOrthogonalSection(2, to: 240)   // the carousel of section 2, a screenful on
    /// ```
    ///
    /// - Parameters:
    ///   - section: The section whose row scrolls.
    ///   - offset: How far across.
    /// - Complexity: O(log² sections + log of the row's groups + the views
    ///   on screen).
    public func scrollOrthogonalSection(_ section: Int, to offset: CGFloat) {
        guard !isChanging else {
            faults.append(.reentrantCall("scrollOrthogonalSection"))
            return
        }
        loadIfNeeded()
        guard offset.isFinite, section >= 0, section < layout.sections.count,
              case .compositional(let laidOut) = layout.sections[section], laidOut.scrollsAcross else { return }
        let clamped = max(0, min(offset, laidOut.rowLength - viewport.width))
        acrossOffsets[sectionStates[section].serial] = clamped
        guard clamped != laidOut.acrossOffset else { return }
        changing {
            layout.scrollAcross(section: section, to: clamped)
            updateDisplayIfLaidOut()
        }
    }

    /// Whether the cells of `section`'s items give their sizes: with
    /// ``estimatedItemSize``, every section's; with a compositional layout,
    /// those of a section with an estimated dimension.
    func sizesItself(_ section: Int) -> Bool {
        if case .compositional(let laidOut) = layout.sections[section] { return laidOut.sizesItself }
        return estimatedItemSize != .zero
    }
}
