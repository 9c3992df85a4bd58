import Foundation
import ListKitTestSupport
import ListKitTesting

/// A node of a fixed height that records, under a lock, how often and on
/// which thread it was measured, and the interface-state changes it heard.
final class RowNode: ListNode, @unchecked Sendable {
    let id: Int
    let height: CGFloat
    private let lock = NSLock()
    private var _measureCount = 0
    private var _measuredOnMain = false
    private var _states: [(ListInterfaceState, ListInterfaceState)] = []

    init(id: Int, height: CGFloat = 50) {
        self.id = id
        self.height = height
    }

    func measure(constrainedTo size: CGSize) -> CGSize {
        lock.lock()
        defer { lock.unlock() }
        _measureCount += 1
        if Thread.isMainThread { _measuredOnMain = true }
        return CGSize(width: size.width, height: height)
    }

    @MainActor func interfaceStateDidChange(from oldState: ListInterfaceState, to newState: ListInterfaceState) {
        lock.lock()
        defer { lock.unlock() }
        _states.append((oldState, newState))
        Log.shared.events.append("\(id): \(oldState) -> \(newState)")
    }

    var measureCount: Int { lock.lock(); defer { lock.unlock() }; return _measureCount }
    var measuredOnMain: Bool { lock.lock(); defer { lock.unlock() }; return _measuredOnMain }
}

/// The interface-state changes heard, in order, across nodes.
@MainActor
final class Log {
    static let shared = Log()
    var events: [String] = []
}

/// A data source of sections of numbered rows; `heights` gives a row's
/// height by its number (50 by default).
@MainActor
final class RowsDataSource: ListNodeDataSource {
    var sections: [[Int]]
    var heights: [Int: CGFloat] = [:]
    var failing: [Int: Failure] = [:]
    private(set) var nodes: [Int: RowNode] = [:]
    private(set) var blocksAsked: [IndexPath] = []
    let lock = NSLock()

    enum Failure { case noBlock, throwsError, nanSize }
    struct BlockError: Error {}

    init(_ sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in controller: ListDataController) -> Int { sections.count }
    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        blocksAsked.append(indexPath)
        let id = sections[indexPath[0]][indexPath[1]]
        let height = heights[id] ?? 50
        switch failing[id] {
        case .noBlock?: return nil
        case .throwsError?: return { throw BlockError() }
        case .nanSize?: return { RowNode(id: id, height: .nan) }
        case nil:
            let box = NodeBox()
            boxes[id] = box
            return { let node = RowNode(id: id, height: height); box.set(node); return node }
        }
    }
    private var boxes: [Int: NodeBox] = [:]
    /// The last node made for row `id`.
    func node(_ id: Int) -> RowNode? { boxes[id]?.node }
}

/// Hands a node made on the editing queue back to the test.
final class NodeBox: @unchecked Sendable {
    private let lock = NSLock()
    private var made: RowNode?
    func set(_ node: RowNode) { lock.lock(); made = node; lock.unlock() }
    var node: RowNode? { lock.lock(); defer { lock.unlock() }; return made }
}

@MainActor
func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(index: section).appending(item) }

/// The rows whose cells are on screen, in index-path order, read through
/// the host cells.
@MainActor
func onScreen(_ view: HeadlessListView) -> [Int] {
    view.indexPathsForVisibleItems.sorted().map { path in
        (view.cellForItem(at: path) as? HeadlessNodeCell)?.element.flatMap { ($0.nodeIfAllocated as? RowNode)?.id } ?? -1
    }
}

/// The rows of an element map, read through its nodes.
func rows(of map: ListElementMap) -> [[Int]] {
    (0..<map.numberOfSections).map { s in
        (0..<map.numberOfItems(inSection: s)).map { i in (map.element(at: IndexPath(index: s).appending(i))?.node as? RowNode)?.id ?? -1 }
    }
}

/// A data controller over `sections` on a headless view 320 points wide
/// and `height` tall, loaded: every change set of the first load committed.
@MainActor
func loadedController(
    _ sections: [[Int]], height: CGFloat = 1_000, editingQueue: DispatchQueue = DispatchQueue(label: "editing")
) async -> (ListDataController, RowsDataSource, HeadlessListView) {
    let controller = ListDataController(editingQueue: editingQueue)
    let dataSource = RowsDataSource(sections)
    let view = HeadlessListView(size: CGSize(width: 320, height: height))
    controller.dataSource = dataSource
    controller.listView = view
    await waitUntil { controller.isIdle }
    return (controller, dataSource, view)
}

/// The view's rows by section, read through the cells on screen; a section
/// not wholly on screen reads `[-1]` (the view must be tall enough).
@MainActor
func rowsOnScreen(_ view: HeadlessListView) -> [[Int]] {
    let paths = view.indexPathsForVisibleItems.sorted()
    return (0..<view.numberOfSections).map { section in
        let shown = paths.filter { $0[0] == section }.map { path in
            (view.cellForItem(at: path) as? HeadlessNodeCell)?.element.flatMap { ($0.nodeIfAllocated as? RowNode)?.id } ?? -1
        }
        return shown.count == view.numberOfItems(inSection: section) ? shown : [-1]
    }
}
