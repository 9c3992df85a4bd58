import Foundation

extension ListCompositionalLayout {
    /// A compositional layout whose sections `adapter`'s section
    /// controllers give: the section at an index is the one its controller
    /// gives in ``SectionController/layoutSection(in:)``, asked each time
    /// the section is laid out (nil, with a controller that gives none or
    /// none at that index). The adapter is held weakly.
    ///
    /// ```swift
    /// let layout = ListCompositionalLayout(sectionsOf: adapter)
    /// ```
    ///
    /// - Parameter adapter: The adapter whose controllers give the sections.
    /// - Complexity: O(1); each section asked, O(1) and its controller's answer.
    public convenience init(sectionsOf adapter: ListAdapter) {
        self.init { [weak adapter] section, environment in
            adapter?.sectionController(forSection: section)?.layoutSection(in: environment)
        }
    }
}
