import Foundation

extension ListAdapter {
    /// Scrolls to `object`'s section as IGListKit's
    /// `scrollToObject:supplementaryKinds:scrollDirection:scrollPosition:animated:`
    /// does: it takes the union of the frames of the section's first and
    /// last items and of its supplementary views of `supplementaryKinds`
    /// (a header above the items, say), and scrolls along `scrollDirection`
    /// so that this union sits at `scrollPosition` of the viewport (`.top`,
    /// `.centeredVertically`, `.bottom`; `.left`, `.centeredHorizontally`,
    /// `.right` for a horizontal list), as far as the content allows. A
    /// position that names nothing along `scrollDirection` (or none) puts
    /// the union's start (top or left) there, as IGListKit does.
    ///
    /// Nothing happens when the adapter has no such object, or its section
    /// has neither items nor any of the supplementary views asked for. On a
    /// view that cannot tell its frames (its `ListView.frameForItem(at:)`
    /// answers nil), it scrolls to the section's first item instead, as
    /// ``scroll(to:animated:)``.
    ///
    /// ```swift
    /// adapter.scroll(to: post, supplementaryKinds: [ListElementKind.sectionHeader],
    ///                scrollDirection: .vertical, scrollPosition: .top, animated: true)
    /// ```
    ///
    /// Complexity: the view's frame queries for two items and the kinds
    /// asked, and one scroll.
    public func scroll(
        to object: any ListDiffable, supplementaryKinds: [String]?, scrollDirection: ListScrollDirection,
        scrollPosition: ListScrollPosition, animated: Bool
    ) {
        scroll(to: object, supplementaryKinds: supplementaryKinds, scrollDirection: scrollDirection,
               scrollPosition: scrollPosition, additionalOffset: 0, animated: animated)
    }

    /// ``scroll(to:supplementaryKinds:scrollDirection:scrollPosition:animated:)``,
    /// with `additionalOffset` points added to the offset along
    /// `scrollDirection` before it is kept within the content, as IGListKit's
    /// `scrollToObject:…additionalOffset:animated:` does (nil kinds: none).
    ///
    /// ```swift
    /// adapter.scroll(to: post, supplementaryKinds: nil, scrollDirection: .vertical,
    ///                scrollPosition: .top, additionalOffset: -20, animated: false)
    /// ```
    ///
    /// Complexity: that of the form without it.
    public func scroll(
        to object: any ListDiffable, supplementaryKinds: [String]?, scrollDirection: ListScrollDirection,
        scrollPosition: ListScrollPosition, additionalOffset: CGFloat, animated: Bool
    ) {
        guard let section = section(for: object), let listView else { return }
        let count = section < listView.numberOfSections ? listView.numberOfItems(inSection: section) : 0
        var frames: [CGRect] = []
        if count > 0 {
            guard let first = listView.frameForItem(at: makeIndexPath(section, 0)) else {
                listView.scrollToItem(at: makeIndexPath(section, 0), animated: animated)
                return
            }
            frames.append(first)
            if count > 1, let last = listView.frameForItem(at: makeIndexPath(section, count - 1)) { frames.append(last) }
        }
        for kind in supplementaryKinds ?? [] {
            if let frame = listView.frameForSupplementaryElement(ofKind: kind, at: makeIndexPath(section, 0)) {
                frames.append(frame)
            }
        }
        guard var union = frames.first else { return }
        for frame in frames.dropFirst() { union = union.union(frame) }
        // Every position's offset follows the rectangle point for point, so
        // moving it adds the offset before the view keeps it in the content.
        if additionalOffset.isFinite { union = scrollDirection.offset(union, by: additionalOffset) }
        listView.scroll(toContentRect: union, along: scrollDirection, at: scrollPosition, animated: animated)
    }
}
