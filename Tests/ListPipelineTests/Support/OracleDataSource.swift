import Foundation
import ListKitTesting

/// The oracle's data source: an ``OracleList`` whose rows become
/// ``OracleNode``s of their tokens.
@MainActor
final class OracleDataSource: ListNodeDataSource {
    var list: OracleList
    /// The nodes made, by token (written on the editing queue).
    let nodes = OracleNodes()

    init(_ list: OracleList) { self.list = list }

    func numberOfSections(in controller: ListDataController) -> Int { list.sections.count }

    func dataController(_ controller: ListDataController, numberOfItemsInSection section: Int) -> Int {
        list.sections[section].rows.count
    }

    func dataController(_ controller: ListDataController, nodeBlockForItemAt indexPath: IndexPath) -> ListNodeBlock? {
        let token = list.token(at: indexPath), nodes = nodes
        return { nodes.make(token) }
    }
}

/// The nodes made so far, by token, under a lock.
final class OracleNodes: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [Int: OracleNode] = [:]
    private var duplicates: [Int] = []

    func make(_ token: Int) -> OracleNode {
        let node = OracleNode(token: token)
        lock.lock()
        if made[token] != nil { duplicates.append(token) }
        made[token] = node
        lock.unlock()
        return node
    }

    var all: [OracleNode] { lock.lock(); defer { lock.unlock() }; return Array(made.values) }
    /// Tokens whose block ran more than once (each element's must run once).
    var madeTwice: [Int] { lock.lock(); defer { lock.unlock() }; return duplicates }
}

/// A row's node: its height comes from its token; it records, under a
/// lock, the width of each measure and whether it ran on the main thread,
/// and keeps the interface states it was told, checking that each change
/// starts from the last.
final class OracleNode: ListNode, @unchecked Sendable {
    let token: Int
    private let lock = NSLock()
    private var widths: [CGFloat] = []
    private var onMain = 0
    private var state: ListInterfaceState = []
    private var badTransitions: [String] = []

    init(token: Int) { self.token = token }

    func measure(constrainedTo size: CGSize) -> CGSize {
        lock.lock()
        defer { lock.unlock() }
        widths.append(size.width)
        if Thread.isMainThread { onMain += 1 }
        return CGSize(width: size.width, height: OracleList.height(of: token))
    }

    @MainActor func interfaceStateDidChange(from oldState: ListInterfaceState, to newState: ListInterfaceState) {
        lock.lock()
        defer { lock.unlock() }
        if oldState != state || oldState == newState { badTransitions.append("\(state): \(oldState) -> \(newState)") }
        state = newState
    }

    /// The widths it was measured within, in order.
    var measuredWidths: [CGFloat] { lock.lock(); defer { lock.unlock() }; return widths }
    var measuresOnMainThread: Int { lock.lock(); defer { lock.unlock() }; return onMain }
    /// The states the node was last told.
    var interfaceState: ListInterfaceState { lock.lock(); defer { lock.unlock() }; return state }
    var transitionErrors: [String] { lock.lock(); defer { lock.unlock() }; return badTransitions }
}
