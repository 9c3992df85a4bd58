import Foundation

/// Every ``PostNode`` the feed's blocks made, on whichever thread, kept so
/// the example can ask each node where it was measured, deleted posts'
/// nodes included.
final class NodeRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var made: [PostNode] = []

    /// Keeps `node`; returns it.
    func add(_ node: PostNode) -> PostNode {
        lock.lock()
        defer { lock.unlock() }
        made.append(node)
        return node
    }

    /// The nodes made so far, in the order they were made.
    var nodes: [PostNode] {
        lock.lock()
        defer { lock.unlock() }
        return made
    }
}
