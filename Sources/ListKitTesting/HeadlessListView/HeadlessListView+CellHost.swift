import Foundation
import ListKit

/// The headless view shows the adapter's cells: it registers, dequeues
/// and finds them as ``HeadlessListView`` does for any data source.
extension HeadlessListView: CellHost {
    package func registerView(_ source: ViewSource, kind: String?, identifier: String) -> Bool {
        guard case .viewClass(let type) = source else { return false }  // no nibs or storyboards here
        if let kind {
            guard let viewClass = type as? HeadlessReusableView.Type else { return false }
            register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        } else {
            guard let cellClass = type as? HeadlessCell.Type else { return false }
            register(cellClass, forCellWithReuseIdentifier: identifier)
        }
        return true
    }

    package func dequeueView(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)? {
        if let kind { return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) }
        return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    package func plainViewClass(kind: String?) -> AnyClass { kind == nil ? HeadlessCell.self : HeadlessReusableView.self }

    package func cellOnScreen(at indexPath: IndexPath) -> (any ListReusableView)? { cellForItem(at: indexPath) }

    package func indexPathOfCellOnScreen(_ cell: any ListReusableView) -> IndexPath? {
        (cell as? HeadlessCell).flatMap(indexPath(for:))
    }

    package var containerSize: CGSize { size }

    package func setSelectedQuietly(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectItem(at: indexPath) } else { deselectItem(at: indexPath) }
    }

    package func visibleItems(inSection section: Int) -> [Int]? { indexesOfVisibleItems(inSection: section) }
}
