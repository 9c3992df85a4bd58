import Foundation
import ListKit

extension HeadlessListView {
    /// The request the data source is answering, which a dequeue must name.
    struct Request {
        var indexPath: IndexPath
        var kind: String?
        /// A reconfigured item's cell, handed back as it is.
        var reconfigured: HeadlessReusableView?
        var dequeued: [ObjectIdentifier] = []
    }

    /// Makes cells of `cellClass` for `identifier`.
    public func register(_ cellClass: HeadlessCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[Self.poolKey(identifier, kind: nil)] = cellClass
    }

    /// Makes supplementary views of `viewClass` for `kind` and `identifier`.
    public func register(
        _ viewClass: HeadlessReusableView.Type, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registrations[Self.poolKey(identifier, kind: kind)] = viewClass
    }

    /// A cell for the item at `indexPath`, recycled or new; call it from
    /// the data source's `cellForItemAt` for that index path. Nil (and a
    /// fault) for an unregistered identifier or outside that request.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> HeadlessCell? {
        dequeue(identifier, kind: nil, for: indexPath) as? HeadlessCell
    }

    /// A supplementary view of `kind` for the section of `indexPath`; the
    /// rules of ``dequeueReusableCell(withReuseIdentifier:for:)``.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> HeadlessReusableView? {
        dequeue(identifier, kind: kind, for: indexPath)
    }

    /// The key of a reuse pool (and of a registration): the identifier,
    /// per kind of view.
    static func poolKey(_ identifier: String, kind: String?) -> String {
        (kind.map { "\($0)|" } ?? "cell|") + identifier
    }

    /// A view for the request in progress, which must be for `indexPath`
    /// and `kind`: a reconfigured item's own cell (once), else one from the
    /// pool (prepared for reuse), else a new one of the registered class;
    /// nil, with a fault, outside the request or for an unregistered
    /// identifier.
    func dequeue(_ identifier: String, kind: String?, for indexPath: IndexPath) -> HeadlessReusableView? {
        guard var current = request, current.indexPath == indexPath, current.kind == kind else {
            faults.append(.dequeuedOutsideRequest(indexPath, kind: kind))
            return nil
        }
        let key = Self.poolKey(identifier, kind: kind)
        if let view = current.reconfigured, view.reuseIdentifier == identifier {
            current.reconfigured = nil  // once
            current.dequeued.append(ObjectIdentifier(view))
            request = current
            return view
        }
        let view: HeadlessReusableView
        if let recycled = pools[key]?.popLast() {
            recycled.reuseCount += 1
            recycled.prepareForReuse()
            view = recycled
        } else if let type = registrations[key] {
            view = type.init()
            view.reuseIdentifier = identifier
            createdViewCount += 1
        } else {
            faults.append(.unregistered(identifier: identifier, kind: kind))
            return nil
        }
        current.dequeued.append(ObjectIdentifier(view))
        request = current
        return view
    }

    /// Asks the data source for the cell of `indexPath`, checking it was
    /// dequeued for it.
    func requestCell(at indexPath: IndexPath, reconfiguring cell: HeadlessCell? = nil) -> HeadlessCell {
        cellRequestCount += 1
        request = Request(indexPath: indexPath, kind: nil, reconfigured: cell)
        defer { request = nil }
        guard let dataSource else { return HeadlessCell() }
        let cell = dataSource.headlessListView(self, cellForItemAt: indexPath)
        guard request?.dequeued.contains(ObjectIdentifier(cell)) == true else {
            faults.append(.notDequeued(indexPath, kind: nil))
            return HeadlessCell()
        }
        return cell
    }

    /// Asks the data source for the supplementary view of `kind` for the
    /// section of `indexPath`, checking it was dequeued for it.
    func requestSupplementary(_ kind: String, at indexPath: IndexPath) -> HeadlessReusableView {
        request = Request(indexPath: indexPath, kind: kind)
        defer { request = nil }
        guard let view = dataSource?.headlessListView(self, viewForSupplementaryElementOfKind: kind, at: indexPath),
              request?.dequeued.contains(ObjectIdentifier(view)) == true
        else {
            faults.append(.notDequeued(indexPath, kind: kind))
            return HeadlessReusableView()
        }
        return view
    }

    /// Puts `view`, which left the screen, in its pool; during a batch, in
    /// `leftInBatch`, for `recycleLeftInBatch()` to pool once the batch has
    /// asked for its new views.
    func enqueue(_ view: HeadlessReusableView, kind: String?) {
        // Views made here for faults have no identifier and are not kept.
        guard let identifier = view.reuseIdentifier else { return }
        if leftInBatch != nil {
            leftInBatch!.append((view, kind))
            return
        }
        pools[Self.poolKey(identifier, kind: kind), default: []].append(view)
    }

    /// Puts the views that left during the batch in their pools, in the
    /// order they left, and stops holding them back.
    ///
    /// Complexity: O(views that left).
    func recycleLeftInBatch() {
        guard let left = leftInBatch else { return }
        leftInBatch = nil
        for (view, kind) in left { enqueue(view, kind: kind) }
    }
}
