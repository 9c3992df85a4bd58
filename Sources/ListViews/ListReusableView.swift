/// A cell or supplementary view that a list view recycles: UIKit's
/// `UICollectionReusableView` (and so `UICollectionViewCell`) on Apple
/// platforms, and the cells of `ListKitTesting` on every platform. Section
/// controllers vend them through their `ListCollectionContext`; the same
/// controller code runs on every view, only the cell classes differ.
///
/// ```swift
/// #if canImport(UIKit)
/// typealias PlatformCell = UICollectionViewCell
/// #else
/// typealias PlatformCell = TestCell   // ListKitTesting's cell class
/// #endif
/// final class TitleCell: PlatformCell, ListBindable {
///     var title = ""
///     func bindViewModel(_ viewModel: Any) { title = (viewModel as? Post)?.title ?? "" }
/// }
/// ```
@MainActor
public protocol ListReusableView: AnyObject {
    /// Called on a recycled view just before it is handed out again.
    func prepareForReuse()
}

/// A cell that shows a view model (IGListKit's `IGListBindable`):
/// `BindingSectionController` and `SingleItemSectionController` call
/// ``bindViewModel(_:)`` when the cell is vended and again, in place,
/// when its view model changes.
///
/// ```swift
/// final class CommentCell: UICollectionViewCell, ListBindable {
///     private(set) var text = ""
///     func bindViewModel(_ viewModel: Any) { text = (viewModel as? Comment)?.text ?? "" }
/// }
/// ```
@MainActor
public protocol ListBindable: ListReusableView {
    /// Shows `viewModel`.
    func bindViewModel(_ viewModel: Any)
}

/// The kinds of supplementary views a flow layout places: a header above a
/// section's items and a footer below them. The values are UIKit's
/// (`UICollectionView.elementKindSectionHeader`, `…Footer`), so the same
/// controller code runs on both views.
public enum ListElementKind {
    /// A section header.
    public static let sectionHeader = "UICollectionElementKindSectionHeader"
    /// A section footer.
    public static let sectionFooter = "UICollectionElementKindSectionFooter"
}
