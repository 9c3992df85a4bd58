import Foundation
#if canImport(UIKit) && !os(watchOS)
import UIKit  // the class is a UICollectionViewLayout there (ListCollectionViewLayout+UIKit.swift)
#endif

#if !(canImport(UIKit) && !os(watchOS))
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
/// On Apple platforms it is a `UICollectionViewLayout` that a
/// `UICollectionView` lays its sections out with; elsewhere, a plain class
/// holding the options, which a view that lays out its sections by the
/// same rules reads.
///
/// ```swift
/// let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: true)
/// ```
@MainActor
public final class ListCollectionViewLayout {
    /// What the layout was made with and the properties set since.
    package var options: Options
    /// Called when a property that changes the layout changes: each view
    /// that lays it out keeps its own, by its identity, so a layout shared
    /// by several views tells each of them, and a view that lets it go
    /// removes only its own.
    package var invalidators: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// A layout scrolling in `scrollDirection`.
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
    }
}
#endif

// What both forms share: the options and the properties that change them.
extension ListCollectionViewLayout {
    /// What a layout is made with, and what its user sets later.
    package struct Options: Equatable {
        package var scrollDirection: ListScrollDirection
        package var stickyHeaders: Bool
        package var topContentInset: CGFloat
        package var stretchToEdge: Bool
        package var stickyHeaderYOffset: CGFloat = 0
        package var showHeaderWhenEmpty = false

        package init(scrollDirection: ListScrollDirection, stickyHeaders: Bool, topContentInset: CGFloat, stretchToEdge: Bool) {
            (self.scrollDirection, self.stickyHeaders) = (scrollDirection, stickyHeaders)
            (self.topContentInset, self.stretchToEdge) = (topContentInset, stretchToEdge)
        }
    }

    /// The direction the list scrolls in; rows fill across it.
    ///
    /// ```swift
    /// let across = layout.scrollDirection == .vertical ? "width" : "height"
    /// ```
    ///
    /// - Complexity: O(1).
    public var scrollDirection: ListScrollDirection { options.scrollDirection }
    /// Whether headers stick to the top (left) of the visible bounds while
    /// their section is under it.
    package var stickyHeaders: Bool { options.stickyHeaders }
    /// The content inset sticky headers stick below.
    package var topContentInset: CGFloat { options.topContentInset }
    /// Whether an item that stops short of the row's end by at most a
    /// point is stretched to it.
    package var stretchToEdge: Bool { options.stretchToEdge }

    /// How far below the top of the visible bounds sticky headers stick
    /// (as a navigation bar collapses, say); zero by default. Changing it
    /// places the headers again: a `UICollectionView` lays out the headers
    /// only; a view that lays this layout out without UIKit lays every
    /// section out again.
    ///
    /// ```swift
    /// layout.stickyHeaderYOffset = navigationBarHeight
    /// ```
    ///
    /// - Complexity: O(1), then the view's layout: O(headers) on UIKit,
    ///   O(sections + items) elsewhere.
    public var stickyHeaderYOffset: CGFloat {
        get { options.stickyHeaderYOffset }
        set {
            guard newValue != options.stickyHeaderYOffset else { return }
            options.stickyHeaderYOffset = newValue
            optionChanged(movesItems: false)
        }
    }

    /// Whether a section without items shows its header (and footer); false
    /// by default, as IGListKit's. Changing it lays everything out again.
    ///
    /// ```swift
    /// layout.showHeaderWhenEmpty = true
    /// ```
    ///
    /// - Complexity: O(1); the view then lays its sections out again.
    public var showHeaderWhenEmpty: Bool {
        get { options.showHeaderWhenEmpty }
        set {
            guard newValue != options.showHeaderWhenEmpty else { return }
            options.showHeaderWhenEmpty = newValue
            optionChanged(movesItems: true)
        }
    }

    /// A vertical layout.
    ///
    /// ```swift
    /// let layout = ListCollectionViewLayout(stickyHeaders: true, topContentInset: 0, stretchToEdge: false)
    /// ```
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

    /// Tells the views that lay the layout out that an option changed:
    /// the `invalidators`, and on Apple platforms the collection view
    /// (everything when items may move, else only the headers' places).
    private func optionChanged(movesItems: Bool) {
        for invalidate in invalidators.values { invalidate() }
        #if canImport(UIKit) && !os(watchOS)
        if movesItems {
            invalidateLayout()
        } else {
            invalidateLayout(with: UICollectionViewLayoutInvalidationContext())
        }
        #endif
    }
}
