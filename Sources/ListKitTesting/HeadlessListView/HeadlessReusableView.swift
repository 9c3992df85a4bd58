import Foundation
import ListKit

/// A supplementary view (a header or footer) of a ``HeadlessListView``: the
/// headless counterpart of `UICollectionReusableView`. Subclass it for your
/// own views; the view makes instances with `init()`.
///
/// ```swift
/// final class TitleHeader: HeadlessReusableView { var title = "" }
/// ```
@MainActor
open class HeadlessReusableView: ListReusableView {
    /// The identifier the view was dequeued with; nil until it is.
    public internal(set) var reuseIdentifier: String?
    /// Where the layout placed the view, in content coordinates.
    public internal(set) var frame: CGRect = .zero
    /// How many times the view was recycled (``prepareForReuse()`` called).
    public internal(set) var reuseCount = 0

    /// A view; the list view makes them as it needs them.
    public required init() {}

    /// Called on a recycled view just before it is handed out again;
    /// override it to reset what the view shows.
    open func prepareForReuse() {}

    /// The attributes this view would like, given the layout's (UIKit's
    /// `preferredLayoutAttributesFitting(_:)`): a self-sizing cell
    /// (``HeadlessListView/estimatedItemSize`` not zero) is asked once it
    /// is configured, and the size it returns becomes its item's. These
    /// attributes, unchanged, by default: the headless view has no Auto
    /// Layout to fit.
    ///
    /// - Parameter layoutAttributes: Where the layout places the view, at
    ///   its item's size so far: the estimate until its cell first gave one.
    /// - Complexity: O(1) by default.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
        layoutAttributes
    }
}

/// A cell of a ``HeadlessListView``: the headless counterpart of
/// `UICollectionViewCell`. Subclass it for your own cells.
///
/// ```swift
/// final class TextCell: HeadlessCell { var text = "" }
/// ```
@MainActor
open class HeadlessCell: HeadlessReusableView {
    /// Whether the cell's item is selected.
    public internal(set) var isSelected = false
    /// Whether the cell is highlighted (a touch is down on it).
    public internal(set) var isHighlighted = false
}
