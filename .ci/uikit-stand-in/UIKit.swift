// A stand-in for the part of UIKit that ListDiff's glue uses, with UIKit's
// signatures (from Apple's documentation), so that CI can type-check the code
// behind `#if canImport(UIKit)` on Linux. It checks our side of the calls; it
// is not UIKit, and nothing built with it runs.
@_exported import Foundation

@MainActor open class UIResponder {}

@MainActor open class UIView: UIResponder {
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var superview: UIView? { nil }
    open var window: UIView? { nil }
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
}

@MainActor open class UICollectionViewLayoutInvalidationContext {
    public init() {}
    open func invalidateItems(at indexPaths: [IndexPath]) {}
}

@MainActor open class UICollectionViewLayout {
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
}

@MainActor open class UICollectionView: UIView {
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
}
