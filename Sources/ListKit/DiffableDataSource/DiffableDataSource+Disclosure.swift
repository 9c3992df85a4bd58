import Foundation
import ListUpdates

extension DiffableDataSource {
    /// Whether the user may expand or collapse an item, what the app hears
    /// when they do, and which children an expanding item shows (Apple's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`). Each is
    /// asked by ``DiffableDataSource/toggleDisclosure(of:animatingDifferences:)``;
    /// without them, every item with children may expand and collapse.
    ///
    /// ```swift
    /// dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != .pinned }
    /// dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
    ///     var loaded = children
    ///     if loaded.items.isEmpty { try? loaded.append(store.children(of: parent)) }
    ///     return loaded
    /// }
    /// ```
    public struct SectionSnapshotHandlers {
        /// Whether `item` may expand; true when nil.
        public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// `item` is about to expand.
        public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// Whether `item` may collapse; true when nil.
        public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// `item` is about to collapse.
        public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// The children an expanding parent shows, given the parent and its
        /// children as they are (an outline of them, with their states):
        /// they replace the parent's children before it expands. Nil keeps
        /// the children.
        public var snapshotForExpandingParent: (@MainActor (
            ItemIdentifierType, SectionSnapshot<ItemIdentifierType>
        ) -> SectionSnapshot<ItemIdentifierType>)?

        /// No handlers: every item with children expands and collapses.
        public init() {}
    }

    /// What an outline disclosure does when the user taps it (UIKit's
    /// `UICellAccessory.outlineDisclosure`): an expanded `item` collapses,
    /// a collapsed one expands, each if its handler agrees, after its
    /// `will` handler, and the item's section snapshot is applied. An
    /// expanding item's children are first replaced by
    /// ``SectionSnapshotHandlers/snapshotForExpandingParent``'s answer. An
    /// item without children in the data and no handler to give it some,
    /// or an unknown item, changes nothing. Returns whether the item was
    /// expanded or collapsed.
    ///
    /// ```swift
    /// dataSource.toggleDisclosure(of: "Photos")   // expands it: its children show
    /// ```
    ///
    /// Complexity: O(items of the section, times the outlines), and the
    /// apply.
    @discardableResult
    public func toggleDisclosure(of item: ItemIdentifierType, animatingDifferences: Bool = true) -> Bool {
        // A hidden item is in its section's outline only.
        guard let section = current.sectionIdentifier(containingItem: item)
            ?? sectionSnapshots.first(where: { $0.value.contains(item) })?.key
        else { return false }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        do {
            if outline.isExpanded(item) {
                guard handlers.shouldCollapseItem?(item) ?? true else { return false }
                handlers.willCollapseItem?(item)
                try outline.collapse([item])
            } else {
                if let replacement = handlers.snapshotForExpandingParent {
                    let children = try outline.snapshot(of: item)
                    let chosen = replacement(item, children)
                    if chosen != children { try outline.replace(childrenOf: item, using: chosen) }
                } else if outline.children(of: item).isEmpty {
                    return false
                }
                guard handlers.shouldExpandItem?(item) ?? true else { return false }
                // Children from another section: refused before `willExpandItem`.
                if let conflict = conflict(of: outline, in: section) { throw conflict }
                handlers.willExpandItem?(item)
                try outline.expand([item])
            }
        } catch {
            errorHandler(.invalidSectionSnapshot(section: "\(section)", error as? SnapshotError ?? .noSection))
            return false
        }
        return applyOutline(outline, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }
}
