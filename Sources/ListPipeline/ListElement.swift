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
/// editing queue and read on both: their state is behind a lock, never
/// held while the node's block or its measuring runs, so reading an element
/// never waits for another one's node.
///
/// ```swift
/// if let node = controller.visibleMap.element(at: indexPath)?.nodeIfAllocated { print(node) }
/// ```
public final class ListElement: @unchecked Sendable, CustomStringConvertible {
    /// The kind of supplementary view, or nil for an item.
    public let kind: String?
    /// The number of elements its controller made before it: an element is
    /// newer than a map when this is at least the map's
    /// `ListElementMap.madeBefore`.
    let serial: Int

    /// The node's block, the node being made from it, or the node.
    private enum Content {
        case block(ListNodeBlock?)
        case making
        case node(any ListNode)
    }

    // Guarded by `stripe`.
    private var content: Content
    private var measured: (within: CGSize, size: CGSize)?
    private var measuring = false
    private var stale = false
    private var failure: ListDataController.Diagnostic.Failure?
    private var estimate: CGSize?
    private var constraint: CGSize

    /// Locks shared by elements, chosen by address: a lock per element
    /// would cost three allocations each (Foundation's `NSLock` on Linux),
    /// which is most of what making an element costs on the main thread.
    /// A lock is held only to read or write an element's fields, so
    /// elements that share one never wait on each other's work.
    private static let stripes = (0..<64).map { _ in NSCondition() }

    private var stripe: NSCondition { Self.stripes[Int(UInt(bitPattern: ObjectIdentifier(self)) >> 4 & 63)] }

    init(kind: String?, serial: Int, constrainedSize: CGSize, block: ListNodeBlock?) {
        self.kind = kind
        self.serial = serial
        constraint = constrainedSize
        content = .block(block)
        if block == nil { failure = .noNodeBlock }
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        let stripe = stripe
        stripe.lock()
        defer { stripe.unlock() }
        return body()
    }

    /// The size the node is measured within: the data source's, asked
    /// when the element is made and again when the list's width changes.
    public var constrainedSize: CGSize { locked { constraint } }

    /// The node, made from its block on first use (on the calling thread;
    /// a thread that asks while another makes it waits for that one); an
    /// empty node when the data source gave no block or the block threw.
    ///
    /// Complexity: the block's, once; O(1) after.
    public var node: any ListNode {
        let stripe = stripe
        stripe.lock()
        while true {
            switch content {
            case .node(let node):
                stripe.unlock()
                return node
            case .making:
                stripe.wait()
            case .block(let block):
                content = .making
                stripe.unlock()
                var made: any ListNode = EmptyNode(), threw: ListDataController.Diagnostic.Failure?
                if let block {
                    do { made = try block() } catch { threw = .nodeBlockThrew(String(describing: error)) }
                }
                stripe.lock()
                content = .node(made)
                if failure == nil { failure = threw }
                stripe.broadcast()
                stripe.unlock()
                return made
            }
        }
    }

    /// The node if it has been made, without making it.
    public var nodeIfAllocated: (any ListNode)? {
        locked {
            if case .node(let node) = content { return node }
            return nil
        }
    }

    /// The node's measured size, or nil before it is measured.
    public var measuredSize: CGSize? { locked { measured?.size } }

    /// The size the element is laid out at until it is measured, when the
    /// layout delegate left it for later.
    var estimatedSize: CGSize? {
        get { locked { estimate } }
        set { locked { estimate = newValue } }
    }

    /// Whether the node has been measured within ``constrainedSize``.
    var isMeasured: Bool { locked { measured?.within == constraint && !stale } }

    /// Sets the size to measure within; true when it changed (the node is
    /// then measured again when next asked).
    func constrain(to size: CGSize) -> Bool {
        locked {
            guard size != constraint else { return false }
            constraint = size
            return true
        }
    }

    /// Has the node measured again when next asked, its last size shown
    /// meanwhile; false when it was never measured.
    func invalidateMeasurement() -> Bool {
        locked {
            guard measured != nil else { return false }
            stale = true
            return true
        }
    }

    /// Makes the node if needed and measures it within ``constrainedSize``
    /// unless it already was: each node is measured once per constrained
    /// size (a thread that asks while another measures waits for it).
    /// Returns what went wrong the first time, if anything (a missing or
    /// throwing block, a size that is negative or not finite).
    @discardableResult
    func measure() -> ListDataController.Diagnostic.Failure? {
        let stripe = stripe
        stripe.lock()
        while measuring { stripe.wait() }
        guard measured?.within != constraint || stale else {
            stripe.unlock()
            return nil
        }
        (measuring, stale) = (true, false)
        let within = constraint
        stripe.unlock()
        var size = node.measure(constrainedTo: within)
        let invalid = !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0)
        if invalid { size = .zero }
        stripe.lock()
        defer { stripe.unlock() }
        (measured, measuring) = ((within, size), false)
        if invalid && failure == nil { failure = .invalidSize }
        let reported = failure
        failure = nil
        stripe.broadcast()
        return reported
    }

    /// The kind (or "item") and whether the node is allocated and measured.
    public var description: String {
        locked {
            let size = measured.map { "\($0.size.width)×\($0.size.height)" } ?? "unmeasured"
            var allocated = false
            if case .node = content { allocated = true }
            return "ListElement(\(kind ?? "item"), \(allocated ? "node" : "no node"), \(size))"
        }
    }
}

/// What an element shows when its block is missing or throws: nothing, of
/// zero size.
final class EmptyNode: ListNode {
    func measure(constrainedTo size: CGSize) -> CGSize { .zero }
}
