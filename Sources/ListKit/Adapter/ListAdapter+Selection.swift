import Foundation

/// Highlight and selection, routed to the section controller of the item
/// (IGListKit's adapter does the same for UICollectionView's delegate
/// calls). Calls for items that no controller has are ignored.
extension ListAdapter {
    package func didSelectItem(at indexPath: IndexPath) { route(indexPath) { $0.didSelectItem(at: $1) } }
    package func didDeselectItem(at indexPath: IndexPath) { route(indexPath) { $0.didDeselectItem(at: $1) } }
    package func didHighlightItem(at indexPath: IndexPath) { route(indexPath) { $0.didHighlightItem(at: $1) } }
    package func didUnhighlightItem(at indexPath: IndexPath) { route(indexPath) { $0.didUnhighlightItem(at: $1) } }

    private func route(_ indexPath: IndexPath, _ call: (SectionController, Int) -> Void) {
        guard let controller = controllerOfItem(at: indexPath) else { return }
        call(controller, indexPath[1])
    }
}
