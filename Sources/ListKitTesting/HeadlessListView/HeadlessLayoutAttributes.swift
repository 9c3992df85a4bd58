import Foundation
import ListKit

/// Where the layout places a view of a ``HeadlessListView``: the headless
/// counterpart of `UICollectionViewLayoutAttributes`, as a self-sizing cell
/// receives it in ``HeadlessReusableView/preferredLayoutAttributesFitting(_:)``.
///
/// ```swift
/// override func preferredLayoutAttributesFitting(_ layoutAttributes: HeadlessLayoutAttributes) -> HeadlessLayoutAttributes {
///     layoutAttributes.size.height = 20 + 18 * CGFloat(lines)
///     return layoutAttributes
/// }
/// ```
@MainActor
public final class HeadlessLayoutAttributes {
    /// The index path of the item.
    public let indexPath: IndexPath
    /// The frame, in content coordinates.
    public var frame: CGRect
    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes of the cell of the item at `indexPath`, at `frame`.
    ///
    /// - Parameters:
    ///   - indexPath: The item's index path.
    ///   - frame: Where the layout places it.
    /// - Complexity: O(1).
    public init(forCellWith indexPath: IndexPath, frame: CGRect = .zero) {
        self.indexPath = indexPath
        self.frame = frame
    }
}
