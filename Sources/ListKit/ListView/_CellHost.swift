import Foundation

/// Where a reusable view comes from: a class, a nib (UIKit), or a
/// storyboard prototype (UIKit; registered by the storyboard).
enum _ViewSource {
    case viewClass(AnyClass)
    case nib(name: String, bundle: Bundle?)
    case storyboard
}

/// What the adapter needs from a view that shows cells: `HeadlessListView`
/// and, on Apple platforms, `UICollectionView` conform. A custom
/// ``ListView`` shows no cells of its own: the adapter's cell queries answer
/// nil there.
@MainActor
protocol _CellHost: AnyObject {
    /// Registers `source` for `kind` (nil: cells) under `identifier`; false
    /// when this view cannot make such views.
    func _register(_ source: _ViewSource, kind: String?, identifier: String) -> Bool
    /// A view dequeued for `indexPath` (item 0 of the section for
    /// supplementary views), or nil.
    func _dequeue(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)?
    /// The view's plain class of cell (or of supplementary view of `kind`).
    func _plainClass(kind: String?) -> AnyClass
    /// The cell on screen at `indexPath`, or nil.
    func _cell(at indexPath: IndexPath) -> (any ListReusableView)?
    /// The index path of a cell on screen, or nil.
    func _indexPathOfCell(_ cell: any ListReusableView) -> IndexPath?
    /// The viewport's size.
    var _containerSize: CGSize { get }
    /// Selects or deselects an item without calling the delegate.
    func _setSelected(_ selected: Bool, at indexPath: IndexPath)
    /// The items of `section` whose cells are on screen, in order, or nil
    /// when the view cannot tell without its visible index paths.
    func _visibleItems(inSection section: Int) -> [Int]?
}

extension _CellHost {
    func _visibleItems(inSection section: Int) -> [Int]? { nil }

    /// An empty cell (or supplementary view of `kind`) of the view's plain
    /// class, dequeued for `indexPath`: what shows when a controller gives
    /// none or a wrong one.
    func _placeholder(kind: String?, for indexPath: IndexPath) -> (any ListReusableView)? {
        let identifier = "ListKit.empty"
        _ = _register(.viewClass(_plainClass(kind: kind)), kind: kind, identifier: identifier)
        return _dequeue(kind: kind, identifier: identifier, for: indexPath)
    }
}

extension HeadlessListView: _CellHost {
    func _register(_ source: _ViewSource, kind: String?, identifier: String) -> Bool {
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

    func _dequeue(kind: String?, identifier: String, for indexPath: IndexPath) -> (any ListReusableView)? {
        if let kind { return dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath) }
        return dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    func _plainClass(kind: String?) -> AnyClass { kind == nil ? HeadlessCell.self : HeadlessReusableView.self }

    func _cell(at indexPath: IndexPath) -> (any ListReusableView)? { cellForItem(at: indexPath) }

    func _indexPathOfCell(_ cell: any ListReusableView) -> IndexPath? {
        (cell as? HeadlessCell).flatMap(indexPath(for:))
    }

    var _containerSize: CGSize { size }

    func _setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selectItem(at: indexPath) } else { deselectItem(at: indexPath) }
    }

    func _visibleItems(inSection section: Int) -> [Int]? { indexesOfVisibleItems(inSection: section) }
}
