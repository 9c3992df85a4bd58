import Foundation

// Where a sticky header is, for any view that lays the layout out.
extension ListCollectionViewLayout.Geometry {
    /// The frame of `section`'s header when headers stick at `offset` along
    /// the main axis (the visible bounds' start, the top content inset and
    /// the sticky header offset): at `offset` while the section is under
    /// it, never before where it rests, and pushed back by the next
    /// section's start (it ends where that one starts), as IGListKit's
    /// `IGListCollectionViewLayout` places it; the last section's header
    /// ends by the content's end, where IGListKit lets it run past. A
    /// header of zero length stays where it rests.
    ///
    /// - Complexity: O(1).
    package func stickyHeader(ofSection section: Int, at offset: CGFloat, direction: ListScrollDirection) -> CGRect {
        let header = sections[section].header
        let length = direction.main(of: header.size), resting = direction.minMain(of: header)
        guard length > 0 else { return header }
        let end = section + 1 < sections.count ? direction.minMain(of: sections[section + 1].bounds) : contentLength
        let main = min(max(resting, offset), end - length)
        return direction.offset(header, by: main - resting)
    }

    /// How far along the main axis `section` reaches, as the range its
    /// sticky header may take: from its start to its end or the next
    /// section's start (the content's end for the last), whichever is
    /// farther.
    ///
    /// - Complexity: O(1).
    package func reach(ofSection section: Int, direction: ListScrollDirection) -> ClosedRange<CGFloat> {
        let bounds = sections[section].bounds
        let next = section + 1 < sections.count ? direction.minMain(of: sections[section + 1].bounds) : contentLength
        let start = direction.minMain(of: bounds)
        return start...max(start, direction.maxMain(of: bounds), next)
    }
}
