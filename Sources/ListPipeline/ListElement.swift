import Foundation
import ListKit

/// One item or supplementary view of a ``ListDataController`` (Texture's
/// `ASCollectionElement`): what makes and measures its node. It holds the
/// node's block until the node is first needed, then the node, never both
/// (``node`` runs the block once and lets it go; ``nodeIfAllocated`` never
/// runs it). An element keeps its identity while its item moves, so the
/// same element found in two ``ListElementMap``s links their index spaces.
///
/// Elements are made on the main thread, allocated and measured on the
/// editing queue and read on both: their state is behind a lock.
///
/// ```swift
/// if let node = controller.visibleMap.element(at: indexPath)?.nodeIfAllocated { print(node) }
/// ```
public final class ListElement: @unchecked Sendable, CustomStringConvertible {
    /// The kind of supplementary view, or nil for an item.
    public let kind: String?
    /// The size the node is measured within: the data source's, asked
    /// when the element is made and again when the list's width changes.
    public var constrainedSize: CGSize {
        lock.lock()
        defer { lock.unlock() }
        return constraint
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var block: ListNodeBlock?
    private var allocated: (any ListNode)?
    private var measured: (within: CGSize, size: CGSize)?
    private var failure: ListDataController.Diagnostic.Failure?
    private var estimate: CGSize?
    private var constraint: CGSize
    private var stale = false

    init(kind: String?, constrainedSize: CGSize, block: ListNodeBlock?) {
        self.kind = kind
        constraint = constrainedSize
        self.block = block
        if block == nil { failure = .noNodeBlock }
    }

    /// The node, made from its block on first use (on the calling
    /// thread); an empty node when the data source gave no block or the
    /// block threw.
    ///
    /// Complexity: the block's, once; O(1) after.
    public var node: any ListNode {
        lock.lock()
        defer { lock.unlock() }
        return allocateLocked()
    }

    /// The node if it has been made, without making it.
    public var nodeIfAllocated: (any ListNode)? {
        lock.lock()
        defer { lock.unlock() }
        return allocated
    }

    /// The node's measured size, or nil before it is measured.
    public var measuredSize: CGSize? {
        lock.lock()
        defer { lock.unlock() }
        return measured?.size
    }

    /// The size the element is laid out at until it is measured, when the
    /// layout delegate left it for later.
    var estimatedSize: CGSize? {
        get { lock.lock(); defer { lock.unlock() }; return estimate }
        set { lock.lock(); estimate = newValue; lock.unlock() }
    }

    /// Whether the node has been measured within ``constrainedSize``.
    var isMeasured: Bool {
        lock.lock()
        defer { lock.unlock() }
        return measured?.within == constraint && !stale
    }

    /// Has the node measured again when next asked, its last size shown
    /// meanwhile; false when it was never measured.
    func invalidateMeasurement() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard measured != nil else { return false }
        stale = true
        return true
    }

    /// Sets the size to measure within; true when it changed (the node is
    /// then measured again when next asked).
    func constrain(to size: CGSize) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard size != constraint else { return false }
        constraint = size
        return true
    }

    /// Makes the node if needed and measures it within ``constrainedSize``
    /// unless it already was: each node is measured once per constrained
    /// size. Returns what went wrong the first time, if anything (a missing
    /// or throwing block, a size that is negative or not finite).
    @discardableResult
    func measure() -> ListDataController.Diagnostic.Failure? {
        lock.lock()
        defer { lock.unlock() }
        guard measured?.within != constraint || stale else { return nil }
        stale = false
        let node = allocateLocked()
        var size = node.measure(constrainedTo: constraint)
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            size = .zero
            if failure == nil { failure = .invalidSize }
        }
        measured = (constraint, size)
        let reported = failure
        failure = nil
        return reported
    }

    private func allocateLocked() -> any ListNode {
        if let allocated { return allocated }
        var made: any ListNode = EmptyNode()
        if let block {
            do { made = try block() } catch { failure = .nodeBlockThrew(String(describing: error)) }
        }
        allocated = made
        block = nil
        return made
    }

    /// The kind (or "item") and whether the node is allocated and measured.
    public var description: String {
        lock.lock()
        defer { lock.unlock() }
        let size = measured.map { "\($0.size.width)×\($0.size.height)" } ?? "unmeasured"
        return "ListElement(\(kind ?? "item"), \(allocated == nil ? "no node" : "node"), \(size))"
    }
}

/// What an element shows when its block is missing or throws: nothing, of
/// zero size.
final class EmptyNode: ListNode {
    func measure(constrainedTo size: CGSize) -> CGSize { .zero }
}
