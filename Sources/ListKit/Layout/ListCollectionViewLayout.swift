import Foundation

/// IGListKit's `ListCollectionViewLayout` (`IGListCollectionViewLayout`):
/// a list of rows in which a section's items may share a row with the
/// section before, with headers that stick to the top while their section
/// is under it, section insets, and both scroll directions. It asks the
/// same delegate methods as a flow layout: item sizes, section insets,
/// line and interitem spacings, header and footer sizes.
///
/// In a vertical list, items of every section go into a row, left to right,
/// until the next one would end past the list's width less its section's
/// right inset; then it starts the next row, below everything laid out so
/// far. A section with a header always starts a row, its header above it,
/// stretched to the list's width less the section's insets. A section's
/// insets apply to its items, whether they start a row or follow the
/// section before. Interitem spacing separates items and sections on one
/// row; line spacing separates rows of one section only. A horizontal list
/// does the same in columns.
///
/// ```swift
/// let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: true)
/// ```
@MainActor
public final class ListCollectionViewLayout {
    /// The direction the list scrolls in; rows fill across it.
    public let scrollDirection: ListScrollDirection
    /// Whether headers stick to the top (left) of the visible bounds while
    /// their section is under it.
    package let stickyHeaders: Bool
    /// The content inset sticky headers stick below.
    package let topContentInset: CGFloat
    /// Whether an item that stops short of the row's end by at most a
    /// point is stretched to it.
    package let stretchToEdge: Bool
    /// Called when a property that changes the layout changes, by the view
    /// that lays it out.
    package var invalidate: (@MainActor () -> Void)?

    /// How far below the top of the visible bounds sticky headers stick
    /// (as a navigation bar collapses, say); zero by default. Changing it
    /// lays the headers out again.
    public var stickyHeaderYOffset: CGFloat = 0 {
        didSet { if stickyHeaderYOffset != oldValue { invalidate?() } }
    }
    /// Whether a section without items shows its header (and footer); false
    /// by default, as IGListKit's. Changing it lays everything out again.
    public var showHeaderWhenEmpty = false {
        didSet { if showHeaderWhenEmpty != oldValue { invalidate?() } }
    }

    /// A layout scrolling in `scrollDirection`.
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
        self.stickyHeaders = stickyHeaders
        self.scrollDirection = scrollDirection
        self.topContentInset = topContentInset
        self.stretchToEdge = stretchToEdge
    }

    /// A vertical layout.
    ///
    /// - Parameters:
    ///   - stickyHeaders: Whether headers stick to the top of the visible
    ///     bounds while their section is under it.
    ///   - topContentInset: The inset sticky headers stick below; ignored
    ///     without sticky headers.
    ///   - stretchToEdge: Whether an item that stops short of its row's end
    ///     by at most a point is stretched to it.
    /// - Complexity: O(1).
    public convenience init(stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
        self.init(stickyHeaders: stickyHeaders, scrollDirection: .vertical, topContentInset: topContentInset,
                  stretchToEdge: stretchToEdge)
    }
}
