import Foundation

/// A section's flow-layout metrics, as the list view asks for them: from
/// its section controller (IGListKit's adapter answers the flow-layout
/// delegate the same way), zero for a section without one.
extension ListAdapter {
    /// The controller's ``SectionController/inset``. O(1).
    package func inset(forSection section: Int) -> ListEdgeInsets {
        sectionController(forSection: section)?.inset ?? .zero
    }

    /// The controller's ``SectionController/minimumLineSpacing``. O(1).
    package func minimumLineSpacing(forSection section: Int) -> CGFloat {
        sectionController(forSection: section)?.minimumLineSpacing ?? 0
    }

    /// The controller's ``SectionController/minimumInteritemSpacing``. O(1).
    package func minimumInteritemSpacing(forSection section: Int) -> CGFloat {
        sectionController(forSection: section)?.minimumInteritemSpacing ?? 0
    }
}
