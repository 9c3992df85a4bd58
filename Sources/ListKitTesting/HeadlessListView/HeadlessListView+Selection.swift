import Foundation
import ListKit

extension HeadlessListView {
    /// The selected items, in order.
    ///
    /// Complexity: O(k log k) for k selected items.
    public var indexPathsForSelectedItems: [IndexPath] {
        loadIfNeeded()
        return selection.values.sorted()
    }

    /// Plays a user's tap on the item at `indexPath`, as UIKit does: the
    /// highlight (if the delegate allows it) comes and goes, then the item
    /// is selected (if allowed; others are deselected first unless
    /// ``allowsMultipleSelection``), or deselected (if allowed) when it was
    /// selected and several may be. Returns whether the selection changed.
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        if isIdentifying { faults.append(.reentrantCall("tapItem")) }
        guard !isIdentifying, let tapped = item(at: indexPath) else { return false }
        if delegate?.headlessListView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.headlessListView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.headlessListView(self, didUnhighlightItemAt: indexPath)
        }
        if selection[tapped.serial] != nil && allowsMultipleSelection {
            guard delegate?.headlessListView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
            setSelected(false, at: indexPath)
            delegate?.headlessListView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.headlessListView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for other in indexPathsForSelectedItems where other != indexPath {
                setSelected(false, at: other)
                delegate?.headlessListView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: indexPath)
        delegate?.headlessListView(self, didSelectItemAt: indexPath)
        return true
    }

    /// Plays a user's long press at `point` on the item at `indexPath`: the
    /// delegate is asked for the context menu's configuration, as UIKit asks
    /// its delegate, and it is returned (nil: no menu, or no such item).
    /// Nothing is highlighted or selected.
    ///
    /// - Parameters:
    ///   - indexPath: The item pressed.
    ///   - point: Where the press is, in the view's content coordinates
    ///     (UIKit gives its delegate the point in the collection view's
    ///     coordinate space, and IGListKit passes it on to the section
    ///     controller unchanged). By default, the centre of the item's frame.
    /// - Complexity: O(log sections), and the delegate's answer.
    ///
    /// ```swift
    /// let menu = view.longPressItem(at: [0, 2], point: CGPoint(x: 10, y: 10))
    /// ```
    public func longPressItem(at indexPath: IndexPath, point: CGPoint? = nil) -> ListContextMenuConfiguration? {
        if isIdentifying { faults.append(.reentrantCall("longPressItem")) }
        guard !isIdentifying, item(at: indexPath) != nil else { return nil }
        let point = point ?? frameForItem(at: indexPath).map { CGPoint(x: $0.midX, y: $0.midY) } ?? .zero
        return delegate?.headlessListView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// Selects the item at `indexPath` without telling the delegate, as
    /// UIKit's `selectItem(at:animated:scrollPosition:)` does.
    public func selectItem(at indexPath: IndexPath) {
        guard !postponeSelection("selectItem", indexPath, true) else { return }
        if !allowsMultipleSelection { for other in indexPathsForSelectedItems { setSelected(false, at: other) } }
        setSelected(true, at: indexPath)
    }

    /// Deselects the item at `indexPath` without telling the delegate.
    public func deselectItem(at indexPath: IndexPath) {
        guard !postponeSelection("deselectItem", indexPath, false) else { return }
        setSelected(false, at: indexPath)
    }

    /// UIKit's `selectItem(at:animated:scrollPosition:)`: selects the item
    /// at `indexPath` without telling the delegate (nil deselects every
    /// item), then scrolls it to `scrollPosition` (`[]`: no scroll).
    /// Nothing animates here.
    ///
    /// ```swift
    /// view.selectItem(at: [0, 12], animated: true, scrollPosition: .centeredVertically)
    /// ```
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in indexPathsForSelectedItems { deselectItem(at: selected) }
            return
        }
        selectItem(at: indexPath)
        scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// UIKit's `deselectItem(at:animated:)`: ``deselectItem(at:)``; nothing
    /// animates here.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath)
    }

    /// Whether a selection change must wait for the update in progress:
    /// asked from an identity callback, it would land on items about to be
    /// replaced. It then applies at `indexPath`, which the data source gave
    /// in its new terms.
    func postponeSelection(_ name: String, _ indexPath: IndexPath, _ selected: Bool) -> Bool {
        isIdentifying && postpone(name) { $0.selections.append((indexPath, selected)) }
    }

    /// Marks the item at `indexPath` selected or not, in `selection` and
    /// on its cell; nothing when there is no such item or it already is.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        guard let item = item(at: indexPath), (selection[item.serial] != nil) != selected else { return }
        selection[item.serial] = selected ? indexPath : nil
        cellForItem(at: indexPath)?.isSelected = selected
    }
}
