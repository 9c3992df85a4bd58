#if canImport(UIKit) && !os(watchOS)
import UIKit

extension UICollectionView {
    /// Applies a batch in one `performBatchUpdates`: `updateData` switches
    /// the data source to the new data inside the block, as UIKit requires,
    /// then every operation of `batch` is issued. Pass a batch from
    /// `Snapshot.batchUpdate(from:moves:)`, `List.Result.batchUpdate(inSection:)`
    /// or `BatchUpdate.sanitized()`, which `ListViewSimulator`
    /// checks the same way in tests.
    ///
    /// ```swift
    /// let batch = newSnapshot.batchUpdate(from: shownSnapshot)
    /// collectionView.apply(batch, updateData: { shownSnapshot = newSnapshot })
    /// ```
    @MainActor
    public func apply(_ batch: BatchUpdate, updateData: () -> Void, completion: ((Bool) -> Void)? = nil) {
        apply({ updateData(); return batch }, completion: completion)
    }

    @MainActor
    fileprivate func apply(_ updates: () -> BatchUpdate, completion: ((Bool) -> Void)?) {
        // performBatchUpdates runs its block before it returns.
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates({ self.issue(updates()) }, completion: completion)
        }
    }

    @MainActor
    private func issue(_ batch: BatchUpdate) {
        let batch = batch.forThisSystem
        deleteSections(batch.sectionDeletes)
        insertSections(batch.sectionInserts)
        for move in batch.sectionMoves { moveSection(move.from, toSection: move.to) }
        if !batch.sectionReloads.isEmpty { reloadSections(batch.sectionReloads) }
        deleteItems(at: batch.itemDeletes)
        insertItems(at: batch.itemInserts)
        for move in batch.itemMoves { moveItem(at: move.from, to: move.to) }
        if !batch.itemReloads.isEmpty { reloadItems(at: batch.itemReloads) }
        if !batch.itemReconfigures.isEmpty, #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(at: batch.itemReconfigures)
        }
    }
}

extension UICollectionView: ListView {
    /// Issues the batch `updates` returns in one `performBatchUpdates`
    /// (before iOS 15, with reconfigures sent as reloads, sanitized), inside
    /// `UIView.performWithoutAnimation` when `animated` is false. It never
    /// throws: UIKit raises on a batch it refuses.
    public func performBatchUpdates(_ updates: () -> BatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) throws {
        if animated {
            apply(updates, completion: completion)
        } else {
            withoutActuallyEscaping(updates) { updates in
                UIView.performWithoutAnimation { apply(updates, completion: completion) }
            }
        }
    }

    /// Invalidates the items at `indexPaths` in the collection view layout.
    public func invalidateLayout(at indexPaths: [IndexPath]) {
        invalidateLayout(items: indexPaths, supplementaryElementsAt: [])
    }

    /// Invalidates the items of `sections` and their headers and footers
    /// (the flow layout's kinds: a custom layout's other kinds are left to
    /// it) in the collection view layout, also for a section without items.
    ///
    /// Complexity: O(items of `sections`), and the layout's pass.
    public func invalidateLayout(ofSections sections: IndexSet) {
        var items: [IndexPath] = [], supplementary: [IndexPath] = []
        let count = numberOfSections
        for section in sections where section < count {
            supplementary.append(IndexPath(indexes: [section, 0]))
            for item in 0..<numberOfItems(inSection: section) { items.append(IndexPath(indexes: [section, item])) }
        }
        invalidateLayout(items: items, supplementaryElementsAt: supplementary)
    }

    /// One invalidation context of the layout's own kind, as IGListKit
    /// builds it: a flow layout's asks the delegate for the sizes again
    /// (`invalidateFlowLayoutDelegateMetrics`); a plain context does not.
    private func invalidateLayout(items: [IndexPath], supplementaryElementsAt supplementary: [IndexPath]) {
        let contextClass = type(of: collectionViewLayout).invalidationContextClass
            as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self
        let context = contextClass.init()
        context.invalidateItems(at: items)
        if !supplementary.isEmpty {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                context.invalidateSupplementaryElements(ofKind: kind, at: supplementary)
            }
        }
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// In a window, with neither the view nor an ancestor hidden or
    /// transparent.
    ///
    /// Complexity: O(ancestors).
    public var isVisible: Bool { isShownInWindow }

    /// The `backgroundView`; a value that is not a `UIView` clears it.
    public var emptyView: AnyObject? {
        get { backgroundView }
        set { backgroundView = newValue as? UIView }
    }

    /// Scrolls the item to the top and left edges.
    public func scrollToItem(at indexPath: IndexPath, animated: Bool) {
        scrollToItem(at: indexPath, at: [.top, .left], animated: animated)
    }

    /// The frame of the item's layout attributes, after a layout pass
    /// (`layoutIfNeeded()`); nil when the layout has none.
    public func frameForItem(at indexPath: IndexPath) -> CGRect? {
        layoutIfNeeded()
        return layoutAttributesForItem(at: indexPath)?.frame
    }

    /// The frame of the supplementary view's layout attributes, after a
    /// layout pass; nil when the layout has none (or one of zero size).
    public func frameForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CGRect? {
        layoutIfNeeded()
        guard let frame = layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame,
              frame.width > 0, frame.height > 0
        else { return nil }
        return frame
    }

    /// Sets the content offset along `direction` (see
    /// ``ListView/scroll(toContentRect:along:at:animated:)``), the adjusted
    /// content insets counting as IGListKit counts them.
    public func scroll(
        toContentRect rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool
    ) {
        scrollContent(to: rect, along: direction, at: position, animated: animated)
    }
}

extension UIScrollView {
    /// Sets the offset along `direction` that puts `rect` at `position`
    /// (its start for a position of the other axis), kept within the
    /// content and its adjusted insets; the offset across stays.
    func scrollContent(to rect: CGRect, along direction: ListScrollDirection, at position: ListScrollPosition, animated: Bool) {
        let main = ListScrollPosition.offset(
            showing: rect, at: position.alignment(along: direction) ?? .start, along: direction,
            viewport: bounds.size, contentSize: contentSize, contentInset: adjustedContentInset)
        var offset = contentOffset
        if direction == .vertical { offset.y = main } else { offset.x = main }
        setContentOffset(offset, animated: animated)
    }
}

extension UICollectionReusableView: ListReusableView {}

extension UIView {
    /// In a window, and neither it nor an ancestor hidden or transparent:
    /// what a list view's `isVisible` means.
    var isShownInWindow: Bool {
        guard window != nil else { return false }
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < .ulpOfOne { return false }
            view = current.superview
        }
        return true
    }
}

extension UICollectionView: CellHost {
    package func registerView(_ source: ViewSource, kind: String?, identifier: String) -> Bool {
        switch source {
        case .viewClass(let type):
            if let kind {
                guard type is UICollectionReusableView.Type else { return false }
                register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                guard type is UICollectionViewCell.Type else { return false }
                register(type, forCellWithReuseIdentifier: identifier)
            }
        case let .nib(name, bundle):
            let nib = UINib(nibName: name, bundle: bundle)
            if let kind {
                register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                register(nib, forCellWithReuseIdentifier: identifier)
            }
        case .storyboard:
            break  // prototypes are registered by the storyboard
        }
        return true
    }

    package func dequeueView(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)? {
        if let kind { return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) }
        return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    package func plainViewClass(kind: String?) -> AnyClass { kind == nil ? UICollectionViewCell.self : UICollectionReusableView.self }

    package func cellOnScreen(at indexPath: IndexPath) -> (any ListReusableView)? { cellForItem(at: indexPath) }

    package func indexPathOfCellOnScreen(_ cell: any ListReusableView) -> IndexPath? {
        (cell as? UICollectionViewCell).flatMap { indexPath(for: $0) }
    }

    package var containerSize: CGSize { bounds.size }
    package var containerInset: ListEdgeInsets { contentInset }
    package var adjustedContainerInset: ListEdgeInsets { adjustedContentInset }

    package func setSelectedQuietly(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectItem(at: indexPath, animated: false, scrollPosition: []) } else {
            deselectItem(at: indexPath, animated: false)
        }
    }
}
#endif
