import Foundation
import ListKit

// The view's sections laid out by its `compositionalLayout`
// (`HeadlessCompositionalLayout` has the rules).
extension HeadlessListView {
    /// The direction the sections follow one another in: the flow layout's
    /// ``scrollDirection``, or down for a compositional layout.
    var layoutDirection: ListScrollDirection {
        if compositionalLayout != nil { return .vertical }
        return listCollectionViewLayout?.scrollDirection ?? scrollDirection
    }

    /// Lays out `section` with the section `layout`'s provider gives now:
    /// the items it has no size for get the estimate (`unsized`); the
    /// layout of `old` is kept when the provider gives the same section
    /// for the same viewport. A provider that gives none is a
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
        if let old, old.spec === spec, old.viewport == viewport, old.itemFrames.count == items[section].count { return old }
        let (laidOut, problems) = HeadlessCompositionalLayout.layOut(
            spec, itemCount: items[section].count, sizes: itemSizes[section], viewport: viewport)
        for problem in problems.sorted(by: { "\($0)" < "\($1)" }) {
            switch problem {
            case .invalidDimension: faults.append(.invalidLayoutDimension(section: section))
            case .unfittable: faults.append(.unfittableLayoutItem(section: section))
            case .unsupported: faults.append(.unsupportedLayout(section: section))
            }
        }
        return laidOut
    }

    /// Whether the cells of `section`'s items give their sizes: with
    /// ``estimatedItemSize``, every section's; with a compositional layout,
    /// those of a section with an estimated dimension.
    func sizesItself(_ section: Int) -> Bool {
        if case .compositional(let laidOut) = layout.sections[section] { return laidOut.sizesItself }
        return estimatedItemSize != .zero
    }
}
