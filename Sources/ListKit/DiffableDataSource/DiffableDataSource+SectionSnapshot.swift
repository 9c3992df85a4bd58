import Foundation
import ListUpdates

extension DiffableDataSource {
    /// Shows `snapshot`'s visible items (its outline, flattened: items
    /// whose ancestors are expanded) as the items of `section`, in one
    /// batch, appending the section when it is not there. Expanding or
    /// collapsing is an edit of the section snapshot applied this way; a
    /// shown item whose expanded state changed is reconfigured, so its cell
    /// can redraw its disclosure.
    ///
    /// The outline becomes the data at once, as a full apply does (see
    /// ``snapshot(for:)``). An item the outline shares with another section
    /// (shown there, or hidden in its outline; hidden here or not) is
    /// misuse: the error handler hears
    /// ``DiffableDataSourceError/invalidSectionSnapshot(section:_:)`` and
    /// nothing changes; `completion` still runs, once, in call order.
    ///
    /// ```swift
    /// var outline = dataSource.snapshot(for: .folders)
    /// try outline.expand(["Photos"])
    /// dataSource.apply(outline, to: .folders)
    /// ```
    ///
    /// Complexity: O(items of both outlines, times the other outlines), and
    /// the apply.
    public func apply(
        _ snapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) {
        applyOutline(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// ``apply(_:to:animatingDifferences:completion:)``; false when the
    /// outline was refused.
    @discardableResult
    func applyOutline(
        _ snapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool, completion: (@MainActor () -> Void)?
    ) -> Bool {
        if let conflict = conflict(of: snapshot, in: section) {
            errorHandler(.invalidSectionSnapshot(section: "\(section)", conflict))
            finish(completions.add(completion))
            return false
        }
        var full = current
        let previous = self.snapshot(for: section)
        let visible = snapshot.visibleItems
        // Shown before: one flattening, not `isVisible` per item (which
        // walks up to the root: O(items x depth) for a deep outline). A
        // plain loop: a closure formed here checks the executor per call.
        let wasVisible = Set(previous.visibleItems)
        var redrawn: [ItemIdentifierType] = []
        for item in visible where wasVisible.contains(item) && previous.isExpanded(item) != snapshot.isExpanded(item) {
            redrawn.append(item)
        }
        if full.indexOfSection(section) == nil { full.appendSections([section]) }
        full.deleteItems(full.itemIdentifiers(inSection: section))
        full.appendItems(visible, toSection: section)
        full.reconfigureItems(redrawn)
        if let misuse = work.misuse(full) {
            errorHandler(.invalidSectionSnapshot(section: "\(section)", misuse))
            finish(completions.add(completion))
            return false
        }
        sectionSnapshots[section] = snapshot
        apply(full, animatingDifferences: animatingDifferences, completion: completion)
        return true
    }

    /// Why `outline` cannot be `section`'s: an item of it (shown or hidden)
    /// that the data holds in another section, shown there or hidden in its
    /// outline; nil when it can.
    ///
    /// Complexity: O(items of the outline, times the other outlines).
    func conflict(of outline: SectionSnapshot<ItemIdentifierType>, in section: SectionIdentifierType) -> SnapshotError? {
        for item in outline.items {
            if let other = current.sectionIdentifier(containingItem: item), other != section {
                return .duplicateItem("\(item)")
            }
            for (other, outline) in sectionSnapshots where other != section && outline.contains(item) {
                return .duplicateItem("\(item)")
            }
        }
        return nil
    }

    /// The outline of `section` in the data: the one last applied to it (or
    /// reordered into by the user), or its items as a flat outline (all
    /// roots) when none was, or an empty one for an unknown section.
    ///
    /// Complexity: O(1) for an outline applied; else O(items of the section).
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot<ItemIdentifierType>()
        try? flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// ``apply(_:to:animatingDifferences:completion:)``, returning once the
    /// outline is on the view.
    public func apply(
        _ snapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType, animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Forgets the outlines of sections whose items `snapshot` changes, or
    /// that hide an item `snapshot` shows in another section: a full apply
    /// replaced them.
    ///
    /// Complexity: O(items of the outlines).
    func keepSectionSnapshots(matching snapshot: DataSnapshot) {
        for (section, outline) in sectionSnapshots {
            var replaced = snapshot.itemIdentifiers(inSection: section) != outline.visibleItems
            for item in outline.items where !replaced {
                if let other = snapshot.sectionIdentifier(containingItem: item), other != section { replaced = true }
            }
            if replaced { sectionSnapshots[section] = nil }
        }
    }
}
