#if canImport(UIKit) && !os(watchOS)
import UIKit

/// IGListKit's `ListCollectionViewLayout` (`IGListCollectionViewLayout`):
/// a `UICollectionViewLayout` for a list of rows in which a section's items
/// may share a row with the section before, with headers that stick to the
/// top while their section is under it, section insets, and both scroll
/// directions. It asks the collection view's delegate, as a
/// `UICollectionViewDelegateFlowLayout`, the same methods as a flow layout:
/// item sizes, section insets, line and interitem spacings, header and
/// footer reference sizes (a method the delegate does not implement gives
/// what a flow layout's properties give by default: 50 by 50 points, no
/// inset, 10 points of spacing, no header or footer).
///
/// In a vertical list, items of every section go into a row, left to right,
/// until the next one would end past the list's width less its section's
/// right inset; then it starts the next row, below everything laid out so
/// far. A section with a header always starts a row, its header above it,
/// stretched to the list's width less the section's insets. A section's
/// insets apply to its items, whether they start a row or follow the
/// section before. Interitem spacing separates items and sections on one
/// row; line spacing separates rows of one section only. A horizontal list
/// does the same in columns. The list's width is the collection view's
/// less its adjusted content inset; frames are rounded to the pixels of its
/// display.
///
/// ```swift
/// let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: true)
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
///
/// This glue is type-checked in CI against a stand-in with UIKit's
/// signatures; it has not been run on a device.
@MainActor
public final class ListCollectionViewLayout: UICollectionViewLayout {
    /// What the layout was made with and the properties set since.
    package var options: Options
    /// Called when a property that changes the layout changes, besides the
    /// collection view's invalidation, by view identity (see the other
    /// platforms' declaration).
    package var invalidators: [ObjectIdentifier: @MainActor () -> Void] = [:]
    /// The sections as `prepare()` last laid them out, and for what.
    private var prepared: Prepared?
    /// Whether the next `prepare()` asks the delegate again, whatever the
    /// viewport.
    private var needsGeometry = true
    /// The items' attributes handed out since the sections were laid out.
    private var itemAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]

    /// The sections laid out, and the viewport and display scale they were
    /// laid out for.
    private struct Prepared {
        var geometry: Geometry
        var viewport: CGSize
        var scale: CGFloat
    }

    /// A layout scrolling in `scrollDirection` (IGListKit's takes UIKit's
    /// `UICollectionView.ScrollDirection`).
    ///
    /// ```swift
    /// let layout = ListCollectionViewLayout(stickyHeaders: false, scrollDirection: .horizontal,
    ///                                       topContentInset: 0, stretchToEdge: false)
    /// ```
    ///
    /// - Parameters:
    ///   - stickyHeaders: Whether headers stick to the top (left) of the
    ///     visible bounds while their section is under it.
    ///   - scrollDirection: The direction the list scrolls in.
    ///   - topContentInset: The inset sticky headers stick below; ignored
    ///     without sticky headers.
    ///   - stretchToEdge: Whether an item that stops short of its row's end
    ///     by at most a point is stretched to it.
    /// - Complexity: O(1).
    public init(stickyHeaders: Bool, scrollDirection: ListScrollDirection, topContentInset: CGFloat, stretchToEdge: Bool) {
        options = Options(scrollDirection: scrollDirection, stickyHeaders: stickyHeaders, topContentInset: topContentInset,
                          stretchToEdge: stretchToEdge)
        super.init()
    }

    /// A layout from an archive (a storyboard or nib that names this class):
    /// vertical, without sticky headers or stretching, as IGListKit's
    /// decoded one.
    ///
    /// - Parameters:
    ///   - coder: The archive.
    /// - Complexity: O(1), and the archive's decoding.
    public required init?(coder: NSCoder) {
        options = Options(scrollDirection: .vertical, stickyHeaders: false, topContentInset: 0, stretchToEdge: false)
        super.init(coder: coder)
    }

    // MARK: Laying out

    /// Lays the sections out when the data, the viewport (the bounds less
    /// the adjusted content inset) or the display scale changed since the
    /// last time, asking the delegate every section's sizes, insets and
    /// spacings; else keeps them. Called by the collection view.
    ///
    /// - Complexity: O(sections + items) and the delegate's answers when it
    ///   lays out, else O(1).
    override public func prepare() {
        super.prepare()
        guard let collectionView else {
            prepared = nil
            return
        }
        let viewport = Self.viewport(of: collectionView)
        let displayScale = collectionView.traitCollection.displayScale
        let scale = displayScale > 0 ? displayScale : 1
        if !needsGeometry, let prepared, prepared.viewport == viewport, prepared.scale == scale { return }
        let geometry = layOut(collectionView, viewport: viewport, scale: scale)
        prepared = Prepared(geometry: geometry, viewport: viewport, scale: scale)
        needsGeometry = false
        itemAttributes.removeAll(keepingCapacity: true)
    }

    /// The size of everything laid out: across, the viewport's; along, the
    /// last section's far edge and its trailing inset (zero without
    /// sections).
    ///
    /// - Complexity: O(1).
    override public var collectionViewContentSize: CGSize {
        guard let collectionView, let geometry = prepared?.geometry, !geometry.sections.isEmpty else { return .zero }
        let across = scrollDirection.cross(of: Self.viewport(of: collectionView))
        return scrollDirection.size(main: geometry.contentLength, cross: across)
    }

    /// The attributes of every item, header and footer whose frame meets
    /// `rect`, by section (its header, items and footer); sticky headers
    /// where they stick. Nil before the layout is prepared.
    ///
    /// - Parameters:
    ///   - rect: The area, in content coordinates.
    /// - Complexity: O(sections + the items of the sections that reach
    ///   into `rect`).
    override public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let geometry = prepared?.geometry else { return nil }
        let direction = scrollDirection
        let band = direction.minMain(of: rect)...direction.maxMain(of: rect)
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in geometry.sections.enumerated() where geometry.reach(ofSection: index, direction: direction).overlaps(band) {
            let indexPath = makeIndexPath(index, 0)
            let shows = !section.items.isEmpty || showHeaderWhenEmpty
            if shows, let header = supplementaryAttributes(UICollectionView.elementKindSectionHeader, at: indexPath, in: geometry),
               !header.frame.intersection(rect).isEmpty {
                result.append(header)
            }
            for (item, frame) in section.items.enumerated() where frame.intersects(rect) {
                result.append(attributes(ofItem: makeIndexPath(index, item), frame: frame))
            }
            if shows, let footer = supplementaryAttributes(UICollectionView.elementKindSectionFooter, at: indexPath, in: geometry),
               !footer.frame.intersection(rect).isEmpty {
                result.append(footer)
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`; nil for an item the
    /// layout does not have.
    ///
    /// - Parameters:
    ///   - indexPath: The item's section and index in it.
    /// - Complexity: O(1) amortized.
    override public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry = prepared?.geometry, indexPath.count == 2,
              geometry.sections.indices.contains(indexPath[0]),
              geometry.sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return attributes(ofItem: indexPath, frame: geometry.sections[indexPath[0]].items[indexPath[1]])
    }

    /// The attributes of the header or footer of the section of
    /// `indexPath`: a sticky header where it sticks (below the visible
    /// bounds' start, `topContentInset` and ``stickyHeaderYOffset``), else
    /// where it rests; nil for another kind, a section the layout does not
    /// have, or a header or footer of no size, as a flow layout.
    ///
    /// - Parameters:
    ///   - elementKind: `UICollectionView.elementKindSectionHeader` or
    ///     `UICollectionView.elementKindSectionFooter`.
    ///   - indexPath: An index path whose first index is the section.
    /// - Complexity: O(1).
    override public func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let geometry = prepared?.geometry else { return nil }
        return supplementaryAttributes(elementKind, at: indexPath, in: geometry)
    }

    // MARK: Invalidating

    /// Whether a change of the collection view's bounds to `newBounds`
    /// lays it out again: always when the size changes, when it scrolls
    /// only with sticky headers (their places change, not the items').
    ///
    /// - Parameters:
    ///   - newBounds: The collection view's new bounds.
    /// - Complexity: O(1).
    override public func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let oldBounds = collectionView?.bounds ?? .zero
        if oldBounds.size != newBounds.size { return true }
        if scrollDirection.minMain(of: oldBounds) != scrollDirection.minMain(of: newBounds) { return stickyHeaders }
        return false
    }

    /// Marks everything to be laid out again by the next `prepare()`.
    ///
    /// - Complexity: O(1).
    override public func invalidateLayout() {
        needsGeometry = true
        super.invalidateLayout()
    }

    /// Marks everything to be laid out again by the next `prepare()` when
    /// `context` says the data or items changed; else (a scroll with
    /// sticky headers, say) only the headers' places change. A size change
    /// of the viewport lays everything out again by itself.
    ///
    /// - Parameters:
    ///   - context: What changed.
    /// - Complexity: O(1).
    override public func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts
            || !(context.invalidatedItemIndexPaths ?? []).isEmpty {
            needsGeometry = true
        }
        super.invalidateLayout(with: context)
    }
}

extension ListCollectionViewLayout {
    /// The collection view's bounds less its adjusted content inset: the
    /// size the sections are laid out in.
    private static func viewport(of collectionView: UICollectionView) -> CGSize {
        let inset = collectionView.adjustedContentInset, bounds = collectionView.bounds
        return CGSize(width: max(0, bounds.width - inset.left - inset.right),
                      height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// The collection view's sections laid out in `viewport`, from its
    /// delegate's answers.
    private func layOut(_ collectionView: UICollectionView, viewport: CGSize, scale: CGFloat) -> Geometry {
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        // Each method as an optional function: UIKit's are optional
        // requirements, which a delegate may not implement.
        let header = delegate?.collectionView(_:layout:referenceSizeForHeaderInSection:)
        let footer = delegate?.collectionView(_:layout:referenceSizeForFooterInSection:)
        let inset = delegate?.collectionView(_:layout:insetForSectionAt:)
        let lineSpacing = delegate?.collectionView(_:layout:minimumLineSpacingForSectionAt:)
        let interitemSpacing = delegate?.collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
        let size = delegate?.collectionView(_:layout:sizeForItemAt:)
        let inputs = (0..<collectionView.numberOfSections).map { section in
            Geometry.SectionInput(
                itemCount: collectionView.numberOfItems(inSection: section),
                header: header?(collectionView, self, section) ?? .zero,
                footer: footer?(collectionView, self, section) ?? .zero,
                inset: inset?(collectionView, self, section) ?? UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                lineSpacing: lineSpacing?(collectionView, self, section) ?? 10,
                interitemSpacing: interitemSpacing?(collectionView, self, section) ?? 10)
        }
        return Geometry(direction: scrollDirection, viewport: viewport, stretchToEdge: stretchToEdge,
                        showHeaderWhenEmpty: showHeaderWhenEmpty, scale: scale, inputs: inputs) { section, item in
            size?(collectionView, self, makeIndexPath(section, item)) ?? CGSize(width: 50, height: 50)
        }
    }

    /// The attributes of the item at `indexPath`, of `frame`: the ones
    /// handed out before while the sections stay as they are.
    private func attributes(ofItem indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        if let attributes = itemAttributes[indexPath] { return attributes }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.zIndex = Self.zIndex(section: indexPath[0], item: indexPath[1])
        itemAttributes[indexPath] = attributes
        return attributes
    }

    /// The attributes of a header or footer (see
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`), made anew: a
    /// sticky header moves as the list scrolls.
    private func supplementaryAttributes(
        _ kind: String, at indexPath: IndexPath, in geometry: Geometry
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, geometry.sections.indices.contains(indexPath[0]) else { return nil }
        let section = indexPath[0]
        let frame: CGRect
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            guard stickyHeaders, let collectionView else {
                frame = geometry.sections[section].header
                break
            }
            let offset = scrollDirection.main(of: collectionView.contentOffset) + topContentInset + stickyHeaderYOffset
            frame = geometry.stickyHeader(ofSection: section, at: offset, direction: scrollDirection)
        case UICollectionView.elementKindSectionFooter:
            frame = geometry.sections[section].footer
        default:
            return nil
        }
        guard !frame.isEmpty else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frame
        attributes.zIndex = Self.zIndex(section: section, item: nil)
        return attributes
    }

    /// The z-index of an item (`item`) or of a header or footer (nil), as
    /// IGListKit's: each section's above the one's before, its headers and
    /// footers above its items.
    private static func zIndex(section: Int, item: Int?) -> Int {
        let perSection = 1000
        return section * perSection + (item ?? perSection - 1)
    }
}
#endif
