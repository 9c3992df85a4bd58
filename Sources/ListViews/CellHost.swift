import Foundation

/// Where a reusable view comes from: a class, a nib (UIKit), or a
/// storyboard prototype (UIKit; registered by the storyboard).
package enum ViewSource {
    case viewClass(AnyClass)
    case nib(name: String, bundle: Bundle?)
    case storyboard
}

/// What the adapter needs from a view that shows cells: on Apple platforms
/// `UICollectionView` conforms, and so does `ListKitTesting`'s view. A custom ``ListView`` shows no cells of its own: the adapter's cell
/// queries answer nil there.
@MainActor
package protocol CellHost: AnyObject {
    /// Registers `source` for `kind` (nil: cells) under `identifier`; false
    /// when this view cannot make such views.
    func registerView(_ source: ViewSource, kind: String?, identifier: String) -> Bool
    /// A view dequeued for `indexPath` (item 0 of the section for
    /// supplementary views), or nil.
    func dequeueView(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)?
    /// The view's plain class of cell (or of supplementary view of `kind`).
    func plainViewClass(kind: String?) -> AnyClass
    /// The cell on screen at `indexPath`, or nil.
    func cellOnScreen(at indexPath: IndexPath) -> (any ListReusableView)?
    /// The index path of a cell on screen, or nil.
    func indexPathOfCellOnScreen(_ cell: any ListReusableView) -> IndexPath?
    /// The viewport's size.
    var containerSize: CGSize { get }
    /// The content inset the app set (UIKit's `contentInset`).
    var containerInset: ListEdgeInsets { get }
    /// The content inset with the safe area's added (UIKit's
    /// `adjustedContentInset`).
    var adjustedContainerInset: ListEdgeInsets { get }
    /// Selects or deselects an item without calling the delegate.
    func setSelectedQuietly(_ selected: Bool, at indexPath: IndexPath)
    /// The items of `section` whose cells are on screen, in order, or nil
    /// when the view cannot tell without its visible index paths.
    func visibleItems(inSection section: Int) -> [Int]?
}

extension CellHost {
    package func visibleItems(inSection section: Int) -> [Int]? { nil }
    /// None: a view without insets.
    package var containerInset: ListEdgeInsets { .zero }
    /// None: a view without insets.
    package var adjustedContainerInset: ListEdgeInsets { .zero }

    /// An empty cell (or supplementary view of `kind`) of the view's plain
    /// class, dequeued for `indexPath`: what shows when a controller gives
    /// none or a wrong one.
    package func placeholder(kind: String?, for indexPath: IndexPath) -> (any ListReusableView)? {
        let identifier = "ListKit.empty"
        _ = registerView(.viewClass(plainViewClass(kind: kind)), kind: kind, identifier: identifier)
        return dequeueView(kind: kind, identifier: identifier, for: indexPath)
    }
}
