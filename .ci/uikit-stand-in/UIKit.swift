// A stand-in for the part of UIKit that ListDiff's glue uses, with UIKit's
// signatures (from Apple's documentation), so that CI can type-check the code
// behind `#if canImport(UIKit)` on Linux. It checks our side of the calls; it
// is not UIKit, and nothing built with it runs.
@_exported import Foundation

@MainActor open class UIResponder { public init() {} }

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    // .../view
    open var view: UIView! = UIView()
    // .../viewdidload()
    open func viewDidLoad() {}
    // .../viewdidlayoutsubviews()
    open func viewDidLayoutSubviews() {}
}

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) {}
    public convenience override init() { self.init(frame: .zero) }
    open var bounds: CGRect = .zero
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var superview: UIView? { nil }
    open var window: UIView? { nil }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    // https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    open var traitCollection: UITraitCollection { UITraitCollection() }
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection {
    public init() {}
    // .../displayscale
    open var displayScale: CGFloat { 1 }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext
// (an NSObject subclass: its init() can be called on a metatype, hence `required` here)
@MainActor open class UICollectionViewLayoutInvalidationContext {
    public required init() {}
    open func invalidateItems(at indexPaths: [IndexPath]) {}
    // .../invalidateeverything
    open var invalidateEverything: Bool { false }
    // .../invalidatedatasourcecounts
    open var invalidateDataSourceCounts: Bool { false }
    // .../invalidateditemindexpaths
    open var invalidatedItemIndexPaths: [IndexPath]? { nil }
    // .../invalidatesupplementaryelements(ofkind:at:)
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayoutinvalidationcontext
@MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    // .../invalidateflowlayoutdelegatemetrics
    open var invalidateFlowLayoutDelegateMetrics = true
    // .../invalidateflowlayoutattributes
    open var invalidateFlowLayoutAttributes = true
}

@MainActor open class UINib {
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {}
}

@MainActor open class UICollectionReusableView: UIView {
    open var reuseIdentifier: String? { nil }
    open func prepareForReuse() {}
}

@MainActor open class UICollectionViewCell: UICollectionReusableView {
    open var isSelected = false
    open var isHighlighted = false
}

@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize = .zero
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
    // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
@MainActor open class UICollectionViewLayoutAttributes {
    public init() {}
    // .../init(forcellwith:)
    public convenience init(forCellWith indexPath: IndexPath) { self.init() }
    // .../init(forsupplementaryviewofkind:with:)
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) { self.init() }
    // .../zindex
    open var zIndex = 0
    // .../frame
    open var frame: CGRect = .zero
    // .../indexpath
    open var indexPath = IndexPath()
    // .../representedelementcategory
    open var representedElementCategory: UICollectionView.ElementCategory { .cell }
}

// UIKit's requirements are optional (@objc); here, without the Objective-C
// runtime, the ones ListKit implements are required, so that a signature
// that drifts from UIKit's fails the type-check.
@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching
// (collectionView(_:cancelPrefetchingForItemsAt:) is optional in UIKit; required here, as above)
@MainActor public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    // .../collectionview(_:prefetchitemsat:)
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    // .../collectionview(_:cancelprefetchingforitemsat:)
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
@MainActor open class UIContextMenuConfiguration: NSObject {}

@MainActor public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
}

@MainActor public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimumlinespacingforsectionat:)
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
}

@MainActor open class UITableViewCell: UIView {
    open func prepareForReuse() {}
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

@MainActor open class UITableView: UIScrollView {
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    weak open var dataSource: (any UITableViewDataSource)?
    open var backgroundView: UIView?
    open var numberOfSections: Int { 0 }
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
    open func reloadData() {}
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    // https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
    open func rectForHeader(inSection section: Int) -> CGRect { .zero }
    // https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
    open func rectForFooter(inSection section: Int) -> CGRect { .zero }
}

@MainActor open class UICollectionViewLayout {
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public init() {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    public required init?(coder: NSCoder) {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
    open func prepare() {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
    open var collectionViewContentSize: CGSize { .zero }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
    // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {
    // .../scrolldirection
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
    open var itemSize = CGSize(width: 50, height: 50)
    // .../sectioninset
    open var sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    // .../minimumlinespacing
    open var minimumLineSpacing: CGFloat = 10
    // .../minimuminteritemspacing
    open var minimumInteritemSpacing: CGFloat = 10
}

@MainActor open class UICollectionView: UIScrollView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame)
        collectionViewLayout = layout
    }
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    // https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
    // https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    weak open var dataSource: (any UICollectionViewDataSource)?
    weak open var delegate: (any UICollectionViewDelegate)?
    // https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    // https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
    open var isPrefetchingEnabled = true
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {}
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView { UICollectionReusableView() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let left = ScrollPosition(rawValue: 1 << 3)
    }
    open var collectionViewLayout = UICollectionViewLayout()
    open var backgroundView: UIView?
    open var numberOfSections: Int { 0 }
    open func numberOfItems(inSection section: Int) -> Int { 0 }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    open func deleteSections(_ sections: IndexSet) {}
    open func insertSections(_ sections: IndexSet) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    open func reloadItems(at indexPaths: [IndexPath]) {}
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {}
    open func reloadData() {}
    open var indexPathsForVisibleItems: [IndexPath] { [] }
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}

// MARK: Compositional layout

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    // .../init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    // .../init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    // .../zero
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
// (its init() is unavailable: no initializer here; the class funcs return
// Self, so their stand-in bodies cannot make one and trap instead)
@MainActor open class NSCollectionLayoutDimension {
    // .../fractionalwidth(_:)
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError("stand-in") }
    // .../fractionalheight(_:)
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError("stand-in") }
    // .../absolute(_:)
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError("stand-in") }
    // .../estimated(_:)
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor open class NSCollectionLayoutSize {
    // .../init(widthdimension:heightdimension:)
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {}
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor open class NSCollectionLayoutSpacing {
    // .../fixed(_:)
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError("stand-in") }
    // .../flexible(_:)
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError("stand-in") }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor open class NSCollectionLayoutItem {
    // .../init(layoutsize:)
    public init(layoutSize: NSCollectionLayoutSize) {}
    // .../contentinsets
    open var contentInsets = NSDirectionalEdgeInsets.zero
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    // .../horizontal(layoutsize:subitems:)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError("stand-in")
    }
    // .../vertical(layoutsize:subitems:)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        fatalError("stand-in")
    }
    // .../horizontal(layoutsize:repeatingsubitem:count:)
    @available(iOS 16.0, tvOS 16.0, *)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("stand-in")
    }
    // .../vertical(layoutsize:repeatingsubitem:count:)
    @available(iOS 16.0, tvOS 16.0, *)
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("stand-in")
    }
    // .../horizontal(layoutsize:subitem:count:), before iOS 16
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, introduced: 13.0, deprecated: 16.0)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("stand-in")
    }
    // .../vertical(layoutsize:subitem:count:), before iOS 16
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, introduced: 13.0, deprecated: 16.0)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        fatalError("stand-in")
    }
    // .../interitemspacing
    open var interItemSpacing: NSCollectionLayoutSpacing?
}

// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    // .../init(layoutsize:elementkind:alignment:)
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize)
    }
    // .../pintovisiblebounds
    open var pinToVisibleBounds = false
    // .../extendsboundary
    open var extendsBoundary = true
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
// (traitCollection left out: nothing here reads it)
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor open class NSCollectionLayoutSection {
    // .../init(group:)
    public init(group: NSCollectionLayoutGroup) {}
    // .../contentinsets
    open var contentInsets = NSDirectionalEdgeInsets.zero
    // .../intergroupspacing
    open var interGroupSpacing: CGFloat = 0
    // .../orthogonalscrollingbehavior
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    // .../boundarysupplementaryitems
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    // .../supplementariesfollowcontentinsets
    open var supplementariesFollowContentInsets = true
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, tvOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    // .../appearance-swift.enum (the sidebars are not on tvOS)
    public enum Appearance: Hashable, Sendable {
        case plain, grouped, insetGrouped
        @available(tvOS, unavailable) case sidebar
        @available(tvOS, unavailable) case sidebarPlain
    }
    // .../headermode-swift.enum
    public enum HeaderMode: Hashable, Sendable { case none, supplementary, firstItemInSection }
    // .../footermode-swift.enum
    public enum FooterMode: Hashable, Sendable { case none, supplementary }
    // .../init(appearance:)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }
    // .../appearance-swift.property
    public private(set) var appearance: UICollectionLayoutListConfiguration.Appearance
    // .../headermode-swift.property
    public var headerMode = UICollectionLayoutListConfiguration.HeaderMode.none
    // .../footermode-swift.property
    public var footerMode = UICollectionLayoutListConfiguration.FooterMode.none
    // .../showsseparators
    public var showsSeparators = true
}

extension NSCollectionLayoutSection {
    // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    @available(iOS 14.0, tvOS 14.0, *)
    @MainActor @preconcurrency
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        fatalError("stand-in")
    }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    // .../init(section:)
    public init(section: NSCollectionLayoutSection) { super.init() }
    // .../init(sectionprovider:)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
    // .../init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
